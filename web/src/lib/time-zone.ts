import type { User } from '#shared/api/auth';

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

/**
 * Newer names of zones some browsers list only under their older IANA name (Chromium lists
 * Asia/Calcutta, not Asia/Kolkata): a search for either finds the zone.
 */
const RENAMED: Record<string, string> = {
  'Asia/Calcutta': 'Kolkata',
  'Asia/Katmandu': 'Kathmandu',
  'Asia/Saigon': 'Ho Chi Minh',
  'Asia/Rangoon': 'Yangon',
  'Europe/Kiev': 'Kyiv',
  'Atlantic/Faeroe': 'Faroe',
  'America/Godthab': 'Nuuk',
  'Pacific/Truk': 'Chuuk',
  'Pacific/Ponape': 'Pohnpei',
};

/** Whether a zone matches what was typed (city or region, spaces or underscores, either name). */
export function zoneMatches(zone: string, search: string): boolean {
  const words = search.trim().toLowerCase().replaceAll(' ', '_');
  if (!words) return true;
  const also = RENAMED[zone]?.toLowerCase().replaceAll(' ', '_') ?? '';
  return zone.toLowerCase().includes(words) || also.includes(words);
}
