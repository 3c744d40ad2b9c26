import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DynamoUserRepository } from '../../adapters/dynamodb/user-repository';
import { anAccountService, notUsed } from './account-service.fixture';
import { PasswordHasher } from './password-hasher';
import type { UserRecord, UserRepository } from './ports';
import { aUserRecord } from './user-record.fixture';
import { aTestTable } from '../../adapters/dynamodb/test-table.fixture';

/**
 * The sign-in's hash upgrade on DynamoDB Local (decision 0041): a hash made at 2^14 is replaced
 * by one at the service's cost (2^15 here, to keep the test quick), but only while the stored
 * hash is still the one the sign-in verified.
 */
describe('upgrading a password hash at sign-in', () => {
  const table = aTestTable();
  const now = () => new Date('2026-12-01T10:00:00Z');
  const users = new DynamoUserRepository(table.docs, table.tableName);
  const older = new PasswordHasher(14);
  const current = new PasswordHasher(15);

  const service = (repository: UserRepository) =>
    anAccountService(table, now, {
      users: repository,
      sessions: {
        issue: () => Promise.resolve({ token: 'session', expiresIn: 3600 }),
        verify: notUsed,
      },
      passwords: current,
    });

  async function person(label: string, password: string): Promise<UserRecord> {
    const user = aUserRecord(
      `${label}@example.com`,
      { firstName: 'Pat', lastName: 'Word', passwordHash: await older.hash(password) },
      now().toISOString(),
    );
    await users.create(user);
    return user;
  }

  it('stores a hash at the current cost, leaving everything else as it was', async () => {
    const before = await person('upgrade', 'juniper-lake-8');
    await service(users).login(before.email, 'juniper-lake-8', 'client-1');
    const after = await users.getById(before.id);
    expect(after?.passwordHash?.startsWith('scrypt$32768$8$1$')).toBe(true);
    expect(await current.verify('juniper-lake-8', after?.passwordHash ?? '')).toBe(true);
    expect(after).toEqual({ ...before, passwordHash: after?.passwordHash });
  });

  it('never overwrites a password changed between the sign-in read and its upgrade', async () => {
    const before = await person('raced', 'juniper-lake-9');
    const changed = await current.hash('a-new-password-1');
    // Another request changes the password once this sign-in has read the user.
    const racing: UserRepository = Object.assign(Object.create(users) as UserRepository, {
      async getByEmail(emailLower: string) {
        const read = await users.getByEmail(emailLower);
        await users.update(before.id, { passwordHash: changed }, { bumpSessionVersion: true });
        return read;
      },
    });
    await service(racing).login(before.email, 'juniper-lake-9', 'client-2');
    expect((await users.getById(before.id))?.passwordHash).toBe(changed);
  });

  it('says so when the hash it would replace is not the stored one', async () => {
    const user = await person('stale', 'juniper-lake-10');
    const upgraded = await current.hash('juniper-lake-10');
    expect(await users.upgradePasswordHash(user.id, 'scrypt$16384$stale', upgraded)).toBe(false);
    expect(await users.upgradePasswordHash(randomUUID(), user.passwordHash ?? '', upgraded)).toBe(
      false,
    );
    expect(await users.upgradePasswordHash(user.id, user.passwordHash ?? '', upgraded)).toBe(true);
    expect((await users.getById(user.id))?.passwordHash).toBe(upgraded);
  });
});
