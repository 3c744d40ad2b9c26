import { beforeAll, describe, expect, it } from 'vitest';
import { DynamoOneTimeTokenStore } from '../../adapters/dynamodb/one-time-token-store';
import { DynamoUserRepository } from '../../adapters/dynamodb/user-repository';
import { RESET_TTL_SECONDS, VERIFY_TTL_SECONDS } from './account-service';
import { anAccountService } from './account-service.fixture';
import { aUserRecord } from './user-record.fixture';
import { aTestTable } from '../../adapters/dynamodb/test-table.fixture';

/** Links that expire, on DynamoDB Local, with the clock moved instead of waiting. */
describe('expiring links', () => {
  const table = aTestTable();
  let clock = new Date('2026-11-22T10:00:00Z');
  const now = () => clock;
  const users = new DynamoUserRepository(table.docs, table.tableName);
  const tokens = new DynamoOneTimeTokenStore(table.docs, table.tableName, now);
  const service = anAccountService(table, now, { users, tokens });
  const user = aUserRecord(
    'expiry@example.com',
    { firstName: 'Exa', lastName: 'Piry', emailVerified: false },
    clock.toISOString(),
  );

  beforeAll(async () => {
    await users.create(user);
  });

  it("says a verification link expired after 24 hours, with 'expired' in the message", async () => {
    clock = new Date('2026-11-22T10:00:00Z');
    const token = await tokens.issue('verify-email', user.id, VERIFY_TTL_SECONDS);
    clock = new Date(clock.getTime() + (VERIFY_TTL_SECONDS + 1) * 1000);
    await expect(service.verifyEmail(token)).rejects.toThrow(
      'Verification link has expired. Please request a new one.',
    );
    expect((await users.getById(user.id))?.emailVerified).toBe(false);
  });

  it('accepts a verification link just before it expires', async () => {
    clock = new Date('2026-11-22T10:00:00Z');
    const token = await tokens.issue('verify-email', user.id, VERIFY_TTL_SECONDS);
    clock = new Date(clock.getTime() + (VERIFY_TTL_SECONDS - 60) * 1000);
    await expect(service.verifyEmail(token)).resolves.toMatchObject({
      user: { emailVerified: true },
    });
  });

  it('refuses a reset link after an hour', async () => {
    clock = new Date('2026-11-22T10:00:00Z');
    const token = await tokens.issue('password-reset', user.id, RESET_TTL_SECONDS, 1);
    clock = new Date(clock.getTime() + (RESET_TTL_SECONDS + 1) * 1000);
    await expect(service.validateReset(token)).rejects.toThrow('Invalid Reset Link');
    await expect(service.resetPassword(token, 'Tulip-Harbour-9!')).rejects.toThrow(
      'Invalid Reset Link',
    );
  });
});
