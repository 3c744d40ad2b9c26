import { paths } from '../../lib/paths';
import { browserTimeZone } from './survey-draft';

/**
 * A scheduled date (`YYYY-MM-DDTHH:mm`, local to the survey's time zone) as the user reads it:
 * 'Mar 5, 2026, 9:00 AM', with the zone when it is not the browser's. The wall-clock time is
 * shown as stored, never shifted into another zone.
 */
export function formatScheduledDate(value: string, timezone?: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(value);
  if (!match) return value;
  const [year = 0, month = 1, day = 1, hour = 0, minute = 0] = match.slice(1).map(Number);
  const instant = new Date(Date.UTC(year, month - 1, day, hour, minute));
  const text = new Intl.DateTimeFormat(undefined, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: 'UTC',
  }).format(instant);
  return timezone && timezone !== browserTimeZone() ? `${text} (${timezone})` : text;
}

/**
 * 'Scheduled for Dec 1, 2026 at 9:30 AM' (spec 2 §2) for a stored local date and time, read in
 * its own zone (named when it is not the browser's), never shifted.
 */
export function scheduledForText(value: string, timezone?: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(value);
  if (!match) return `Scheduled for ${value}`;
  const [year = 0, month = 1, day = 1, hour = 0, minute = 0] = match.slice(1).map(Number);
  const instant = new Date(Date.UTC(year, month - 1, day, hour, minute));
  const date = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' }).format(
    instant,
  );
  const time = new Intl.DateTimeFormat('en-US', { timeStyle: 'short', timeZone: 'UTC' }).format(
    instant,
  );
  const zone = timezone && timezone !== browserTimeZone() ? ` (${timezone})` : '';
  return `Scheduled for ${date} at ${time}${zone}`;
}

const FREQUENCY_WORDS = { daily: 'daily', weekly: 'weekly', monthly: 'monthly' } as const;

/**
 * 'Repeats weekly · next Dec 1, 2026 at 9:00 AM' for a recurring automation of the survey, from
 * its next run as the list gave it (date and time in the zone the list was read in).
 */
export function repeatsText(automation: {
  frequency: string;
  nextRuns: readonly { date: string; time: string }[];
}): string {
  const words = FREQUENCY_WORDS[automation.frequency as keyof typeof FREQUENCY_WORDS] ?? '';
  const next = automation.nextRuns[0];
  if (!next) return `Repeats ${words}`;
  const when = scheduledForText(`${next.date}T${next.time}`).replace(/^Scheduled for /, '');
  return `Repeats ${words} · next ${when}`;
}

/** '1 response', '12 responses'. */
export function responseCountText(count: number): string {
  return `${count} ${count === 1 ? 'response' : 'responses'}`;
}

/** The assigned-team badge: the first team's name, then +N for the others. */
export function teamBadgeText(teams: readonly { name: string }[]): string | undefined {
  const [first, ...others] = teams;
  if (!first) return undefined;
  return others.length > 0 ? `${first.name} +${others.length}` : first.name;
}

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * A day (`YYYY-MM-DD`) as the user reads it: 'Mar 5, 2026'. Read as a calendar day, never as an
 * instant, so it is the same day in every time zone.
 */
export function formatDay(day: string): string {
  const match = DAY.exec(day);
  if (!match) return day;
  const [year = 0, month = 1, date = 1] = match.slice(1).map(Number);
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, date)),
  );
}

/**
 * A time the server gave: a day stays a day (anonymous surveys get nothing finer), an ISO
 * instant shows its date and time in the browser's zone.
 */
export function formatWhen(value: string | null): string {
  if (!value) return '—';
  if (DAY.test(value)) return formatDay(value);
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return value;
  return new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' }).format(
    instant,
  );
}

/** The survey's open link, the public page anyone can answer on (`/survey/{id}`). */
export function publicSurveyUrl(
  surveyId: string,
  origin = globalThis.location?.origin ?? '',
): string {
  return `${origin}${paths.publicSurvey.getHref(surveyId)}`;
}
