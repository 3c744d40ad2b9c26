import { getLanguage } from '../i18n/language';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * How long ago something happened (spec 1 §9): 'Just now' under a minute, then 'N m ago' under an
 * hour, 'N h ago' under a day, 'N d ago' under 30 days, afterwards the date in the user's locale.
 * In another app language (decision 0061) the same steps read as that language's short relative
 * time (`Intl.RelativeTimeFormat`: "jetzt", "vor 5 Min.", "vor 3 Std.", "vor 2 Tagen").
 */
export function relativeTime(
  date: string | number | Date,
  now: number = Date.now(),
  locale: string = getLanguage(),
): string {
  const at = new Date(date);
  const time = at.getTime();
  if (Number.isNaN(time)) return '';
  const elapsed = Math.max(0, now - time);
  if (elapsed >= 30 * DAY) return at.toLocaleDateString(locale === 'en' ? undefined : locale);
  const [value, unit] =
    elapsed < MINUTE
      ? [0, 'second' as const]
      : elapsed < HOUR
        ? [Math.floor(elapsed / MINUTE), 'minute' as const]
        : elapsed < DAY
          ? [Math.floor(elapsed / HOUR), 'hour' as const]
          : [Math.floor(elapsed / DAY), 'day' as const];
  if (locale === 'en') return value === 0 ? 'Just now' : `${value}${unit[0]} ago`;
  return new Intl.RelativeTimeFormat(locale, { numeric: 'auto', style: 'short' }).format(
    -value,
    unit,
  );
}
