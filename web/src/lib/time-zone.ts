import type { User } from '../../../shared/src/api/auth';

/** The zone the browser is in; UTC when it does not say. */
export function browserZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/**
 * The zone schedules and sends default to: the one chosen on the profile, else the browser's
 * (decision 0026).
 */
export function preferredTimeZone(user: Pick<User, 'timezone'> | null | undefined): string {
  return user?.timezone || browserZone();
}

/** Every IANA zone this browser knows, for the profile's list (UTC first). */
export function timeZoneNames(): string[] {
  const supported = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf;
  const names = supported ? supported('timeZone') : [browserZone()];
  return ['UTC', ...names.filter((name) => name !== 'UTC')];
}
