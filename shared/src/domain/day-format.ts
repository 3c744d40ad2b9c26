/**
 * How analytics writes a day (issue #27): the page, its charts, the CSV and the PDF all in one
 * style, the locale's medium date ("Nov 28, 2026" in en-US, "28 Nov 2026" in en-GB, "28.11.2026"
 * in de-DE), never ISO beside "Nov 28". Analytics days are calendar days (UTC release days), not
 * instants, so they are formatted in UTC: no time zone moves a day to the day before.
 */

const cache = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string | undefined, options: Intl.DateTimeFormatOptions) {
  const key = `${locale ?? ''}|${JSON.stringify(options)}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' });
    cache.set(key, f);
  }
  return f;
}

const instant = (day: string) => Date.parse(`${day.slice(0, 10)}T00:00:00Z`);

/** A day (YYYY-MM-DD) in the locale's medium style; the text as given when it is not a day. */
export function formatDay(day: string, locale?: string): string {
  const at = instant(day);
  return Number.isNaN(at) ? day : formatter(locale, { dateStyle: 'medium' }).format(at);
}

/** A range of days: "Nov 1, 2026 to Nov 30, 2026". */
export const formatDayRange = (from: string, to: string, locale?: string) =>
  `${formatDay(from, locale)} to ${formatDay(to, locale)}`;

/**
 * A chart tick: the same locale's month and day without the year ("Nov 28", "28 Nov", "28.11."),
 * the year being in the chart's caption.
 */
export function formatTickDay(day: string, locale?: string): string {
  const at = instant(day);
  return Number.isNaN(at) ? day : formatter(locale, { month: 'short', day: 'numeric' }).format(at);
}
