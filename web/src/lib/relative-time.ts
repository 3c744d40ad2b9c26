const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long ago something happened (spec 1 §9): 'Just now' under a minute, then 'N m ago' under an
 * hour, 'N h ago' under a day, 'N d ago' under 30 days, afterwards the date in the user's locale.
 */
export function relativeTime(date: string | number | Date, now: number = Date.now()): string {
  const at = new Date(date);
  const time = at.getTime();
  if (Number.isNaN(time)) return '';
  const elapsed = Math.max(0, now - time);
  if (elapsed < MINUTE) return 'Just now';
  if (elapsed < HOUR) return `${Math.floor(elapsed / MINUTE)}m ago`;
  if (elapsed < DAY) return `${Math.floor(elapsed / HOUR)}h ago`;
  if (elapsed < 30 * DAY) return `${Math.floor(elapsed / DAY)}d ago`;
  return at.toLocaleDateString();
}
