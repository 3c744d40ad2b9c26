import { randomBytes, scryptSync } from 'node:crypto';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { registerResponse, sessionResponse } from '#shared/api/auth';
import {
  createDocumentClient,
  createDynamoClient,
} from '../../functions/src/adapters/dynamodb/client';
import { expectError, getMe, post, uniqueEmail } from './support/auth-api';

/*
 * Password hashes made with weaker scrypt parameters are upgraded at the next sign-in (decision
 * 0041). The tests' runtime makes hashes at N=2^14 (CANDOR_PASSWORD_COST=14, set by
 * test/support/runtime-process.ts); the person here carries an older hash at N=2^13, written into
 * the table as an account from before the change would hold it.
 */

const RUNTIME_N = 2 ** 14;
const OLD_N = 2 ** 13;

const client = createDynamoClient({ region: 'us-east-1', endpoint: inject('dynamodbEndpoint') });
const docs = createDocumentClient(client);
afterAll(() => client.destroy());

/** `scrypt$N$r$p$salt$hash` made here with node:crypto, not by the product's code. */
function scryptHash(password: string, N: number): string {
  const salt = randomBytes(16);
  const key = scryptSync(password.normalize('NFKC'), salt, 32, { N, r: 8, p: 1 });
  return ['scrypt', N, 8, 1, salt.toString('base64url'), key.toString('base64url')].join('$');
}

const userKey = (id: string) => ({ PK: `USER#${id}`, SK: 'USER' });

async function storedHash(userId: string): Promise<string> {
  const out = await docs.send(
    new GetCommand({ TableName: 'candor', Key: userKey(userId), ConsistentRead: true }),
  );
  return String(out.Item?.passwordHash);
}

async function seedHash(userId: string, hash: string): Promise<void> {
  await docs.send(
    new UpdateCommand({
      TableName: 'candor',
      Key: userKey(userId),
      UpdateExpression: 'SET passwordHash = :hash',
      ConditionExpression: 'attribute_exists(PK)',
      ExpressionAttributeValues: { ':hash': hash },
    }),
  );
}

describe('signing in with a password hashed at older parameters', () => {
  const person = {
    firstName: 'Olga',
    lastName: 'Older',
    email: uniqueEmail('older-hash'),
    password: 'marigold-quarry-17',
  };
  let userId = '';
  let seeded = '';

  it('registers at the runtime cost, then holds the older hash', async () => {
    const registered = await post('/api/auth/register', person);
    expect(registered.status, registered.text).toBe(201);
    userId = registerResponse.parse(registered.body).user.id;
    expect((await storedHash(userId)).startsWith(`scrypt$${RUNTIME_N}$8$1$`)).toBe(true);

    seeded = scryptHash(person.password, OLD_N);
    await seedHash(userId, seeded);
    expect(await storedHash(userId)).toBe(seeded);
  });

  it('upgrades nothing on a wrong password', async () => {
    const wrong = await post('/api/auth/login', { email: person.email, password: 'not-it-at-all' });
    expectError(wrong, 401, 'invalid_credentials');
    expect(await storedHash(userId)).toBe(seeded);
  });

  it('signs in with the right password and stores a hash at the current parameters', async () => {
    const signedIn = await post('/api/auth/login', {
      email: person.email,
      password: person.password,
    });
    expect(signedIn.status, signedIn.text).toBe(200);
    const session = sessionResponse.parse(signedIn.body);
    expect((await getMe(session.token)).status).toBe(200);

    const upgraded = await storedHash(userId);
    expect(upgraded).not.toBe(seeded);
    expect(upgraded).toMatch(
      new RegExp(`^scrypt\\$${RUNTIME_N}\\$8\\$1\\$[\\w-]{22}\\$[\\w-]{43}$`),
    );
  });

  it('signs in again with the upgraded hash, which then stays as it is', async () => {
    const upgraded = await storedHash(userId);
    const again = await post('/api/auth/login', { email: person.email, password: person.password });
    expect(again.status, again.text).toBe(200);
    expect(await storedHash(userId)).toBe(upgraded);

    const wrong = await post('/api/auth/login', { email: person.email, password: 'still-not-it' });
    expectError(wrong, 401, 'invalid_credentials');
  });
});
