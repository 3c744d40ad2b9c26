import type { UserRecord } from './ports';

/** A verified e-mail account as registration makes it (no password, no extras), with `changes`. */
export function aUserRecord(
  email: string,
  changes: Partial<UserRecord> = {},
  at = new Date().toISOString(),
): UserRecord {
  return {
    id: crypto.randomUUID(),
    email,
    emailLower: email.toLowerCase(),
    firstName: 'Ana',
    lastName: 'Lima',
    phone: null,
    company: null,
    bio: null,
    avatarKey: null,
    emailVerified: true,
    passwordHash: null,
    googleSubject: null,
    referredByCode: null,
    sessionVersion: 1,
    createdAt: at,
    updatedAt: at,
    ...changes,
  };
}
