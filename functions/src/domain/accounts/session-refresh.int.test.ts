import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { DynamoUserRepository } from '../../adapters/dynamodb/user-repository';
import { UnauthorizedError } from '../errors';
import { anAccountService, notUsed } from './account-service.fixture';
import { aUserRecord } from './user-record.fixture';
import { aTestTable } from '../../adapters/dynamodb/test-table.fixture';

/**
 * Refreshing a session on DynamoDB Local, the requests' own sign-in check passed by all of them
 * at once (as parallel Lambda instances would): one session becomes one, never ten.
 */
describe('refreshing one session many times at once', () => {
  const table = aTestTable();
  const now = () => new Date('2026-11-29T10:00:00Z');
  const users = new DynamoUserRepository(table.docs, table.tableName);
  let issued = 0;
  const service = anAccountService(table, now, {
    users,
    sessions: {
      issue: async () => {
        issued += 1;
        return { token: `session-${issued}`, expiresIn: 3600 };
      },
      verify: notUsed,
    },
  });
  const user = aUserRecord(
    'refresh@example.com',
    { firstName: 'Re', lastName: 'Fresh' },
    now().toISOString(),
  );

  beforeAll(async () => {
    await users.create(user);
  });

  it('issues one new session; the others are told the session ended, and the old one is revoked', async () => {
    const claims = { sub: user.id, jti: randomUUID(), sv: 1, exp: 1_900_000_000 };
    const outcomes = await Promise.allSettled(
      Array.from({ length: 10 }, () => service.refreshSession(user, claims as never)),
    );
    const won = outcomes.filter((o) => o.status === 'fulfilled');
    expect(won).toHaveLength(1);
    expect(issued).toBe(1);
    for (const lost of outcomes.filter((o) => o.status === 'rejected')) {
      expect(lost.reason).toBeInstanceOf(UnauthorizedError);
      expect(lost.reason).toMatchObject({ status: 401, errorType: 'session_expired' });
    }
    expect((await users.getSessionState(user.id, claims.jti)).revoked).toBe(true);
  });
});
