import { describe, expect, it } from 'vitest';
import { hashPassword, PasswordHasher, scryptParams, verifyPassword } from './password-hasher';
import { assertAcceptablePassword, assertResetPassword, commonPasswords } from './password-policy';

/** A stored hash's shape at N (the salt and hash are not computed: only the parameters are read). */
const shapedLike = (N: number) => `scrypt$${N}$8$1$${'A'.repeat(22)}$${'B'.repeat(43)}`;

// scrypt is slow on purpose, and slower still when other processes hog the cores.
describe('password hashing', { timeout: 30_000 }, () => {
  it("hashes at OWASP's N=2^17, r=8, p=1 by default and verifies only the right password", async () => {
    expect(new PasswordHasher().params).toEqual({ N: 131072, r: 8, p: 1 });
    const hash = await hashPassword('correct horse battery');
    expect(hash).toMatch(/^scrypt\$131072\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword('correct horse battery', hash)).toBe(true);
    expect(await verifyPassword('correct horse batterY', hash)).toBe(false);
    expect(new PasswordHasher().needsUpgrade(hash)).toBe(false);
  });

  it('salts every hash', async () => {
    const hasher = new PasswordHasher(14);
    const hash = await hasher.hash('correct horse battery');
    expect(hash.startsWith('scrypt$16384$8$1$')).toBe(true);
    expect(await hasher.hash('correct horse battery')).not.toBe(hash);
  });

  it('verifies a hash made at 2^14 and says it needs an upgrade at the default cost', async () => {
    const older = await new PasswordHasher(14).hash('older hash');
    const hasher = new PasswordHasher();
    expect(await hasher.verify('older hash', older)).toBe(true);
    expect(await hasher.verify('older hasH', older)).toBe(false);
    expect(hasher.needsUpgrade(older)).toBe(true);
    expect(new PasswordHasher(14).needsUpgrade(older)).toBe(false);
  });

  it('never downgrades a hash stronger than the configured cost', () => {
    const hasher = new PasswordHasher(14);
    expect(hasher.needsUpgrade(shapedLike(2 ** 17))).toBe(false);
    expect(new PasswordHasher(17).needsUpgrade(shapedLike(2 ** 18))).toBe(false);
    expect(new PasswordHasher(17).needsUpgrade(shapedLike(2 ** 16))).toBe(true);
    expect(hasher.needsUpgrade('md5$abc')).toBe(false);
  });

  it('verifies hashes made with other parameters', async () => {
    const hash = await hashPassword('older hash', { N: 1024, r: 8, p: 1 });
    expect(hash.startsWith('scrypt$1024$8$1$')).toBe(true);
    expect(await verifyPassword('older hash', hash)).toBe(true);
  });

  it('makes the decoy of unknown e-mails at the configured parameters', async () => {
    const decoy = await new PasswordHasher(15).decoy();
    expect(decoy.startsWith('scrypt$32768$8$1$')).toBe(true);
    expect(await new PasswordHasher(15).decoy()).toBe(decoy);
    expect((await new PasswordHasher(14).decoy()).startsWith('scrypt$16384$8$1$')).toBe(true);
  });

  it('refuses a cost outside 14..20', () => {
    expect(scryptParams(14)).toEqual({ N: 16384, r: 8, p: 1 });
    expect(scryptParams(20)).toEqual({ N: 1048576, r: 8, p: 1 });
    for (const cost of [13, 21, 0, -17, 16.5, Number.NaN]) {
      expect(() => new PasswordHasher(cost), String(cost)).toThrow(RangeError);
    }
  });

  it('refuses malformed stored hashes', async () => {
    expect(await verifyPassword('x', 'md5$abc')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$1000$8$1$AAAA$BBBB')).toBe(false);
    expect(await verifyPassword('x', 'scrypt$abc$8$1$AAAA$BBBB')).toBe(false);
  });
});

describe('password policy', () => {
  it('ships at least 10,000 common passwords', () => {
    const list = commonPasswords();
    expect(list.size).toBeGreaterThanOrEqual(10_000);
    for (const known of ['password', 'qwerty', '123456', 'iloveyou', 'sunshine']) {
      expect(list.has(known)).toBe(true);
    }
  });

  it('asks six characters at registration, with the spec message', () => {
    expect(() => assertAcceptablePassword('abc12')).toThrow('Password is too weak');
    try {
      assertAcceptablePassword('abc12');
    } catch (error) {
      expect((error as { details?: string }).details).toBe(
        'Your password must be at least 6 characters long.',
      );
    }
    expect(() => assertAcceptablePassword('tulip-harbour')).not.toThrow();
  });

  it('refuses common passwords, whatever their case', () => {
    expect(() => assertAcceptablePassword('Password')).toThrow('Password too weak');
    expect(() => assertAcceptablePassword('QWERTY123')).toThrow('Password too weak');
  });

  it('asks four character classes and eight characters for a reset', () => {
    for (const bad of ['Short1!', 'alllower1!', 'ALLUPPER1!', 'NoDigits!!', 'NoSpecial12']) {
      expect(() => assertResetPassword(bad), bad).toThrow(
        'Password does not meet security requirements',
      );
    }
    expect(() => assertResetPassword('Tulip-Harbour-9')).not.toThrow();
  });
});
