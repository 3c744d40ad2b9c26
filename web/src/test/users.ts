import type { User } from '#shared/api/auth';

export function aUser(overrides: Partial<User> = {}): User {
  return {
    id: 'u1',
    email: 'ada@example.com',
    firstName: 'Ada',
    lastName: 'Lovelace',
    phone: null,
    company: null,
    bio: null,
    avatarUrl: null,
    emailVerified: true,
    email_verified: true,
    authProvider: 'password',
    createdAt: '2026-01-01T00:00:00.000Z',
    version: 0,
    ...overrides,
  };
}
