import type { UserRecord } from './ports';

/**
 * The account's id and what the person wrote about themselves, field by field: the profile shows
 * it and the data export must hold all of it, so both take it from here. Named one by one, never
 * the record spread, so a password hash, a session version or a Google subject never comes along.
 */
export function ownDetails(user: UserRecord) {
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    phone: user.phone,
    company: user.company,
    bio: user.bio,
  };
}
