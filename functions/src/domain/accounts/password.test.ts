import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password-hasher';
import { assertAcceptablePassword, assertResetPassword, commonPasswords } from './password-policy';

// scrypt is slow on purpose, and slower still when other processes hog the cores.
describe('password hashing', { timeout: 30_000 }, () => {
  it('stores scrypt parameters beside a salted hash and verifies only the right password', async () => {
    const hash = await hashPassword('correct horse battery');
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$[\w-]{22}\$[\w-]{43}$/);
    expect(await verifyPassword('correct horse battery', hash)).toBe(true);
    expect(await verifyPassword('correct horse batterY', hash)).toBe(false);
    expect(await hashPassword('correct horse battery')).not.toBe(hash);
  });

  it('verifies hashes made with other parameters', async () => {
    const hash = await hashPassword('older hash', { N: 1024, r: 8, p: 1 });
    expect(hash.startsWith('scrypt$1024$8$1$')).toBe(true);
    expect(await verifyPassword('older hash', hash)).toBe(true);
  });

  it('refuses malformed stored hashes', async () => {
    expect(await verifyPassword('x', 'md5$abc')).toBe(false);
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
