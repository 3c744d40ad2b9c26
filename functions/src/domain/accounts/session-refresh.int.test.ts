import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { tableSchema } from '#shared/data/table';
import { createDocumentClient, createDynamoClient } from '../../adapters/dynamodb/client';
import { DynamoOneTimeTokenStore } from '../../adapters/dynamodb/one-time-token-store';
import { DynamoRateLimiter } from '../../adapters/dynamodb/rate-limiter';
import { deleteTable, ensureTable } from '../../adapters/dynamodb/table-admin';
import { DynamoUserRepository } from '../../adapters/dynamodb/user-repository';
import { UnauthorizedError } from '../errors';
import { AccountService } from './account-service';
import type { UserRecord } from './ports';

/**
 * Refreshing a session on DynamoDB Local, the requests' own sign-in check passed by all of them
 * at once (as parallel Lambda instances would): one session becomes one, never ten.
 */
describe('refreshing one session many times at once', () => {
  const client = createDynamoClient({ region: 'us-east-1', endpoint: inject('dynamodbEndpoint') });
  const docs = createDocumentClient(client);
  const table = `refresh-${randomUUID()}`;
  const now = () => new Date('2026-11-29T10:00:00Z');
  const users = new DynamoUserRepository(docs, table);
  const unused = () => {
    throw new Error('not used here');
  };
  let issued = 0;
  const service = new AccountService({
    users,
    tokens: new DynamoOneTimeTokenStore(docs, table, now),
    limiter: new DynamoRateLimiter(docs, table, now),
    sessions: {
      issue: async () => {
        issued += 1;
        return { token: `session-${issued}`, expiresIn: 3600 };
      },
      verify: unused,
    },
    mail: { send: unused },
    avatars: { put: unused, url: unused, remove: unused },
    google: { verify: unused },
    appOrigin: 'http://localhost:3000',
    now,
  });
  const user: UserRecord = {
    id: randomUUID(),
    email: 'refresh@example.com',
    emailLower: 'refresh@example.com',
    firstName: 'Re',
    lastName: 'Fresh',
    phone: null,
    company: null,
    bio: null,
    avatarKey: null,
    emailVerified: true,
    passwordHash: null,
    googleSubject: null,
    referredByCode: null,
    sessionVersion: 1,
    createdAt: now().toISOString(),
    updatedAt: now().toISOString(),
  };

  beforeAll(async () => {
    await ensureTable(client, table, tableSchema);
    await users.create(user);
  });
  afterAll(async () => {
    await deleteTable(client, table);
    client.destroy();
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
