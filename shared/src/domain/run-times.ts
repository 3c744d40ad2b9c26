/**
 * When an automation runs: one pure function of the automation's rule and an instant, used by
 * the calendar's preview, the local scheduler and the cloud alike, so what the page shows is
 * what fires.
 *
 * Times are wall-clock times in an IANA time zone, the way a manager picks them:
 * - a time that does not exist on a day (clocks go forward through it) runs at the next valid
 *   minute, the moment the clocks jump;
 * - a time that happens twice (clocks go back) runs once, at its first occurrence;
 * - a monthly run on the 29th to 31st runs on the month's last day in shorter months.
 */

export const frequencies = ['once', 'daily', 'weekly', 'monthly'] as const;
export type Frequency = (typeof frequencies)[number];

export interface RunRule {
  frequency: Frequency;
  /** Local date of the first run, `YYYY-MM-DD`. */
  startDate: string;
  /** Local time of every run, `HH:mm`. */
  time: string;
  /** IANA time zone the date and time are in. */
  timezone: string;
  /** Last local date a run may fall on, `YYYY-MM-DD` (inclusive). */
  endDate?: string | undefined;
  /** At most this many runs, counted from the first one the rule makes. */
  maxRuns?: number | undefined;
  /**
   * No runs on Saturday or Sunday: a daily automation skips them, and a weekly, monthly or
   * one-time run that falls on one moves to the following Monday.
   */
  skipWeekends?: boolean | undefined;
}

/** A run: its instant, and its local date and time in the rule's zone. */
export interface Run {
  /** The n-th run the rule makes, from 0: with the automation id, what a run is keyed by. */
  index: number;
  at: Date;
  localDate: string;
  localTime: string;
}

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^([01]\d|2[0-3]):([0-5]\d)$/;
const MINUTE = 60_000;
const DAY_MS = 86_400_000;

export function isLocalDate(text: string): boolean {
  const m = DATE.exec(text);
  if (!m) return false;
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  return mo >= 1 && mo <= 12 && d >= 1 && d <= daysInMonth(y, mo);
}

export function isLocalTime(text: string): boolean {
  return TIME.test(text);
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(zone, f);
  }
  return f;
}

export function isTimeZone(zone: string): boolean {
  if (zone.length === 0 || zone.length > 64) return false;
  try {
    formatter(zone);
    return true;
  } catch {
    return false;
  }
}

interface Wall {
  y: number;
  mo: number;
  d: number;
  h: number;
  mi: number;
}

/** The wall-clock time in `zone` at `instant` (to the minute). */
function wallAt(instant: number, zone: string): Wall & { s: number } {
  const parts = formatter(zone).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  return {
    y: get('year'),
    mo: get('month'),
    d: get('day'),
    h: get('hour') % 24,
    mi: get('minute'),
    s: get('second'),
  };
}

const wallAsUtc = (w: Wall) => Date.UTC(w.y, w.mo - 1, w.d, w.h, w.mi);

/** The zone's offset from UTC at `instant`, in milliseconds. */
function offsetAt(instant: number, zone: string): number {
  const w = wallAt(instant, zone);
  return wallAsUtc(w) + w.s * 1000 - Math.floor(instant / 1000) * 1000;
}

/** A wall-clock time in `zone` as an instant, by the rules above (gap: next valid minute). */
export function instantOf(wall: Wall, zone: string): number {
  const guess = wallAsUtc(wall);
  const before = offsetAt(guess - DAY_MS / 2, zone);
  const after = offsetAt(guess + DAY_MS / 2, zone);
  const candidates = [guess - before, guess - after].filter(
    (t) => wallAsUtc(wallAt(t, zone)) === guess,
  );
  if (candidates.length > 0) return Math.min(...candidates);
  // In the gap: the first minute whose offset is the later one is when the clocks jumped.
  let low = guess - Math.max(before, after) - MINUTE;
  let high = guess - Math.min(before, after) + MINUTE;
  while (high - low > MINUTE) {
    const mid = low + Math.floor((high - low) / 2 / MINUTE) * MINUTE;
    if (offsetAt(mid, zone) === after) high = mid;
    else low = mid;
  }
  return high;
}

function daysInMonth(y: number, mo: number): number {
  return new Date(Date.UTC(y, mo, 0)).getUTCDate();
}

function parseDate(text: string): { y: number; mo: number; d: number } {
  const m = DATE.exec(text);
  if (!m || !isLocalDate(text)) throw new Error(`Invalid date: ${text}`);
  return { y: Number(m[1]), mo: Number(m[2]), d: Number(m[3]) };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');
const dateText = (y: number, mo: number, d: number) => `${pad(y, 4)}-${pad(mo)}-${pad(d)}`;

/** The n-th scheduled local date of the rule, before weekends are considered. */
function nthDate(rule: RunRule, n: number): { y: number; mo: number; d: number } {
  const start = parseDate(rule.startDate);
  if (rule.frequency === 'monthly') {
    const months = start.mo - 1 + n;
    const y = start.y + Math.floor(months / 12);
    const mo = (months % 12) + 1;
    return { y, mo, d: Math.min(start.d, daysInMonth(y, mo)) };
  }
  const step = rule.frequency === 'weekly' ? 7 : 1;
  const date = new Date(Date.UTC(start.y, start.mo - 1, start.d) + n * step * DAY_MS);
  return { y: date.getUTCFullYear(), mo: date.getUTCMonth() + 1, d: date.getUTCDate() };
}

const weekday = (date: { y: number; mo: number; d: number }) =>
  new Date(Date.UTC(date.y, date.mo - 1, date.d)).getUTCDay();

/** The run of index `n`, or undefined when the rule makes no such run. */
function runOf(rule: RunRule, n: number): Run | undefined {
  if (rule.frequency === 'once' && n > 0) return undefined;
  if (rule.maxRuns !== undefined && n >= rule.maxRuns) return undefined;
  let date = nthDate(rule, n);
  if (rule.skipWeekends) {
    const day = weekday(date);
    if (day === 0 || day === 6) {
      if (rule.frequency === 'daily') return undefined;
      const moved = new Date(Date.UTC(date.y, date.mo - 1, date.d) + (day === 6 ? 2 : 1) * DAY_MS);
      date = { y: moved.getUTCFullYear(), mo: moved.getUTCMonth() + 1, d: moved.getUTCDate() };
    }
  }
  const localDate = dateText(date.y, date.mo, date.d);
  if (rule.endDate !== undefined && localDate > rule.endDate) return undefined;
  const [h, mi] = rule.time.split(':').map(Number) as [number, number];
  const at = instantOf({ ...date, h, mi }, rule.timezone);
  const wall = wallAt(at, rule.timezone);
  return {
    index: n,
    at: new Date(at),
    localDate,
    localTime: `${pad(wall.h)}:${pad(wall.mi)}`,
  };
}

/** Past the end date (or the run limit) nothing more comes. */
function ended(rule: RunRule, n: number): boolean {
  if (rule.frequency === 'once') return n > 0;
  if (rule.maxRuns !== undefined && n >= rule.maxRuns) return true;
  if (rule.endDate === undefined) return false;
  const date = nthDate(rule, n);
  return dateText(date.y, date.mo, date.d) > rule.endDate;
}

/** An index at or before the first run after `instant`, so long-running rules start near it. */
function firstIndexNear(rule: RunRule, instant: number): number {
  const start = parseDate(rule.startDate);
  const startUtc = Date.UTC(start.y, start.mo - 1, start.d);
  const days = Math.floor((instant - startUtc) / DAY_MS);
  if (days <= 2) return 0;
  if (rule.frequency === 'daily') return days - 2;
  if (rule.frequency === 'weekly') return Math.max(0, Math.floor(days / 7) - 1);
  if (rule.frequency === 'monthly') return Math.max(0, Math.floor(days / 31) - 1);
  return 0;
}

/** The next `count` runs strictly after `after`, in order. */
export function nextRuns(rule: RunRule, after: Date, count = 1): Run[] {
  const runs: Run[] = [];
  const from = after.getTime();
  for (let n = firstIndexNear(rule, from); runs.length < count && !ended(rule, n); n += 1) {
    const run = runOf(rule, n);
    if (run && run.at.getTime() > from) runs.push(run);
  }
  return runs;
}

/** The run after `after`, or undefined when the rule makes no more. */
export function nextRun(rule: RunRule, after: Date): Run | undefined {
  return nextRuns(rule, after, 1)[0];
}

/**
 * Every run the rule makes at or after `from` and before `to`, in order: what a calendar shows of
 * a range (at most `limit`, a guard against a daily rule asked for centuries).
 */
export function runsBetween(rule: RunRule, from: Date, to: Date, limit = 1000): Run[] {
  const runs: Run[] = [];
  const start = from.getTime();
  const end = to.getTime();
  for (let n = firstIndexNear(rule, start); runs.length < limit && !ended(rule, n); n += 1) {
    const run = runOf(rule, n);
    if (!run) continue;
    if (run.at.getTime() >= end) break;
    if (run.at.getTime() >= start) runs.push(run);
  }
  return runs;
}

/**
 * When reminder day `day` of a round falls: that many days after the round opened, at its local
 * send time in `zone` (right across daylight-saving changes, by the rules above). With
 * `skipWeekends`, a reminder on a Saturday or Sunday moves to the Monday. The reminder job and the
 * calendar both place reminders by it.
 */
export function reminderInstant(
  openedAt: string,
  zone: string,
  day: number,
  skipWeekends: boolean,
): Date {
  const local = localDateTime(new Date(openedAt), zone);
  const [y, mo, d] = local.date.split('-').map(Number) as [number, number, number];
  const [h, mi] = local.time.split(':').map(Number) as [number, number];
  const date = new Date(Date.UTC(y, mo - 1, d) + day * DAY_MS);
  if (skipWeekends) {
    const weekday = date.getUTCDay();
    if (weekday === 6) date.setUTCDate(date.getUTCDate() + 2);
    if (weekday === 0) date.setUTCDate(date.getUTCDate() + 1);
  }
  return new Date(
    instantOf(
      { y: date.getUTCFullYear(), mo: date.getUTCMonth() + 1, d: date.getUTCDate(), h, mi },
      zone,
    ),
  );
}

/** An instant's local date (`YYYY-MM-DD`) and time (`HH:mm`) in `zone`. */
export function localDateTime(at: Date, zone: string): { date: string; time: string } {
  const w = wallAt(at.getTime(), zone);
  const two = (n: number) => String(n).padStart(2, '0');
  return { date: `${w.y}-${two(w.mo)}-${two(w.d)}`, time: `${two(w.h)}:${two(w.mi)}` };
}
