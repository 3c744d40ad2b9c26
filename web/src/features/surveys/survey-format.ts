import { defineMessages } from '../../i18n/define-messages';
import { paths } from '../../lib/paths';
import { browserTimeZone } from './survey-draft';
import { englishIntl, type SurveyIntl } from './survey-intl';

const m = defineMessages({
  scheduledFor: { id: 'surveys.format.scheduledFor', defaultMessage: 'Scheduled for {when}' },
  scheduledForAt: {
    id: 'surveys.format.scheduledForAt',
    defaultMessage: 'Scheduled for {date} at {time}{zone}',
  },
  repeats: {
    id: 'surveys.format.repeats',
    defaultMessage:
      'Repeats {frequency, select, daily {daily} weekly {weekly} monthly {monthly} other {}}',
  },
  repeatsNext: {
    id: 'surveys.format.repeatsNext',
    defaultMessage:
      'Repeats {frequency, select, daily {daily} weekly {weekly} monthly {monthly} other {}} · next {date} at {time}',
  },
  responseCount: {
    id: 'surveys.format.responseCount',
    defaultMessage: '{count, plural, one {# response} other {# responses}}',
  },
});

/**
 * A scheduled date (`YYYY-MM-DDTHH:mm`, local to the survey's time zone) as the user reads it:
 * 'Mar 5, 2026, 9:00 AM', with the zone when it is not the browser's. The wall-clock time is
 * shown as stored, never shifted into another zone.
 */
export function formatScheduledDate(value: string, timezone?: string, locale?: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(value);
  if (!match) return value;
  const [year = 0, month = 1, day = 1, hour = 0, minute = 0] = match.slice(1).map(Number);
  const instant = new Date(Date.UTC(year, month - 1, day, hour, minute));
  const text = new Intl.DateTimeFormat(locale, {
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
export function scheduledForText(
  value: string,
  timezone?: string,
  intl: SurveyIntl = englishIntl(),
): string {
  const parts = scheduledParts(value, intl);
  if (!parts) return intl.formatMessage(m.scheduledFor, { when: value });
  const zone = timezone && timezone !== browserTimeZone() ? ` (${timezone})` : '';
  return intl.formatMessage(m.scheduledForAt, { ...parts, zone });
}

/** A stored local date and time as its date and its time, read as stored (never shifted). */
function scheduledParts(value: string, intl: SurveyIntl): { date: string; time: string } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})/.exec(value);
  if (!match) return null;
  const [year = 0, month = 1, day = 1, hour = 0, minute = 0] = match.slice(1).map(Number);
  const instant = new Date(Date.UTC(year, month - 1, day, hour, minute));
  return {
    date: intl.formatDate(instant, { dateStyle: 'medium', timeZone: 'UTC' }),
    time: intl.formatDate(instant, { timeStyle: 'short', timeZone: 'UTC' }),
  };
}

/**
 * 'Repeats weekly · next Dec 1, 2026 at 9:00 AM' for a recurring automation of the survey, from
 * its next run as the list gave it (date and time in the zone the list was read in).
 */
export function repeatsText(
  automation: {
    frequency: string;
    nextRuns: readonly { date: string; time: string }[];
  },
  intl: SurveyIntl = englishIntl(),
): string {
  const frequency = automation.frequency.replace(/[^a-z]/g, '') || 'other';
  const next = automation.nextRuns[0];
  const parts = next ? scheduledParts(`${next.date}T${next.time}`, intl) : null;
  return parts
    ? intl.formatMessage(m.repeatsNext, { frequency, ...parts })
    : intl.formatMessage(m.repeats, { frequency });
}

/** '1 response', '12 responses'. */
export function responseCountText(count: number, intl: SurveyIntl = englishIntl()): string {
  return intl.formatMessage(m.responseCount, { count });
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
export function formatDay(day: string, locale?: string): string {
  const match = DAY.exec(day);
  if (!match) return day;
  const [year = 0, month = 1, date = 1] = match.slice(1).map(Number);
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, date)),
  );
}

/**
 * A time the server gave: a day stays a day (anonymous surveys get nothing finer), an ISO
 * instant shows its date and time in the browser's zone.
 */
export function formatWhen(value: string | null, locale?: string): string {
  if (!value) return '—';
  if (DAY.test(value)) return formatDay(value, locale);
  const instant = new Date(value);
  if (Number.isNaN(instant.getTime())) return value;
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
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
