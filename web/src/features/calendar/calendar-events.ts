import type { Automation } from '#shared/api/automations';
import type { Survey } from '#shared/api/surveys';
import {
  instantOf,
  isLocalDate,
  isLocalTime,
  isTimeZone,
  localDateTime,
  nextRun,
  reminderInstant,
  runsBetween,
  type RunRule,
} from '#shared/domain/run-times';
import { englishIntl, type CalendarIntl } from './calendar-intl';
import { normaliseDate, normaliseTime, splitScheduled } from './calendar-rules';

/**
 * What goes out when, for the calendar's month and week views: every run of every automation in
 * a range (expanded from its rule in its own zone, by the functions the scheduler fires by), the
 * surveys' own one-time dates, and the reminders of the rounds those open, each placed on the
 * viewer's local day and time.
 */

export type CalendarItemKind = 'once' | 'recurring' | 'reminder';

export interface CalendarItem {
  key: string;
  kind: CalendarItemKind;
  /** The instant, epoch ms. */
  at: number;
  /** Local date (`YYYY-MM-DD`) and time (`HH:mm`) in the viewer's zone. */
  date: string;
  time: string;
  title: string;
  surveyId: string;
  /** The automation behind it, when the viewer may see it. */
  automationId: string | null;
  teams: { id: string; name: string; brand_color: string }[];
  /** A reminder's day after its round opened. */
  reminderDay?: number;
}

const DAY_MS = 86_400_000;
/** The longest reminder day offered (REMINDER_DAY_CHOICES): rounds this far back may remind. */
const LONGEST_REMINDER_DAYS = 14;

const parts = (date: string) => date.split('-').map(Number) as [number, number, number];

/** `date` moved by `days` calendar days. */
export function addDays(date: string, days: number): string {
  const [y, mo, d] = parts(date);
  return new Date(Date.UTC(y, mo - 1, d) + days * DAY_MS).toISOString().slice(0, 10);
}

/** `date` moved by `months`, on the same day or the month's last. */
export function addMonths(date: string, months: number): string {
  const [y, mo, d] = parts(date);
  const first = new Date(Date.UTC(y, mo - 1 + months, 1));
  const last = new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0)).getUTCDate();
  first.setUTCDate(Math.min(d, last));
  return first.toISOString().slice(0, 10);
}

/** 0 for Sunday to 6 for Saturday. */
export function weekdayOf(date: string): number {
  const [y, mo, d] = parts(date);
  return new Date(Date.UTC(y, mo - 1, d)).getUTCDay();
}

/** The seven days (Sunday first) of the week holding `date`. */
export function weekOf(date: string): string[] {
  const sunday = addDays(date, -weekdayOf(date));
  return Array.from({ length: 7 }, (_, i) => addDays(sunday, i));
}

/** The weeks (Sunday first) that show the month holding `date`, whole weeks at both ends. */
export function monthWeeks(date: string): string[][] {
  const first = `${date.slice(0, 7)}-01`;
  const nextFirst = addMonths(first, 1);
  const weeks: string[][] = [];
  for (let day = addDays(first, -weekdayOf(first)); day < nextFirst; day = addDays(day, 7)) {
    weeks.push(weekOf(day));
  }
  return weeks;
}

/** The instant a local midnight names in `zone` (a midnight the clocks skip: when they land). */
function midnight(date: string, zone: string): number {
  const [y, mo, d] = parts(date);
  return instantOf({ y, mo, d, h: 0, mi: 0 }, zone);
}

/** The automation's rule, or undefined when it cannot be read (nothing is drawn of it then). */
function ruleOf(a: Automation): RunRule | undefined {
  const own = a.rule ?? { startDate: a.startDate, time: a.time, timezone: a.timezone };
  // As the form's pre-fill does: a month/day/year date and a 12-hour time are read as meant.
  const startDate = normaliseDate(own.startDate);
  const time = normaliseTime(own.time);
  if (!isLocalDate(startDate) || !isLocalTime(time) || !isTimeZone(own.timezone)) return undefined;
  if (a.endDate && !isLocalDate(a.endDate)) return undefined;
  return {
    frequency: a.frequency,
    startDate,
    time,
    timezone: own.timezone,
    skipWeekends: a.skipWeekends,
    ...(a.endDate ? { endDate: a.endDate } : {}),
    ...(a.maxRuns ? { maxRuns: a.maxRuns } : {}),
  };
}

interface Range {
  /** First local date shown and the day after the last, `YYYY-MM-DD`. */
  from: string;
  until: string;
  zone: string;
  now: Date;
}

/** A round the range may show or be reminded of: when it opens and how its reminders fall. */
interface Round {
  at: number;
  key: string;
  kind: 'once' | 'recurring';
  zone: string;
  skipWeekends: boolean;
  base: Omit<CalendarItem, 'key' | 'kind' | 'at' | 'date' | 'time'>;
}

/**
 * Every item from the first local day of the range to the day before `until`, soonest first.
 * Only what is still to come: a run or reminder already past is not drawn, for it may not have
 * gone (the automation may have been paused or made since). A paused automation draws nothing.
 * A round's reminders are drawn until the survey's next round opens, as the reminder job drops
 * them then (decision 0016): whichever automation or one-time date opens it.
 */
export function calendarItems(
  automations: Automation[],
  surveys: Survey[],
  range: Range,
): CalendarItem[] {
  const { zone, now } = range;
  const start = Math.max(midnight(range.from, zone), now.getTime() + 1);
  const end = midnight(range.until, zone);
  if (end <= start) return [];
  const surveyById = new Map(surveys.map((s) => [s.id, s]));
  const items: CalendarItem[] = [];
  const place = (item: Omit<CalendarItem, 'date' | 'time'>) => {
    if (item.at < start || item.at >= end) return;
    items.push({ ...item, ...localDateTime(new Date(item.at), zone) });
  };

  // Rounds by survey, from two weeks before the range (they may still remind in it) to past its
  // end (the first round after it ends the reminders of the last one in it).
  const rounds = new Map<string, Round[]>();
  const opens = (surveyId: string, round: Round) =>
    rounds.set(surveyId, [...(rounds.get(surveyId) ?? []), round]);
  const roundsFrom = start - LONGEST_REMINDER_DAYS * DAY_MS;

  const listed = new Set<string>();
  for (const automation of automations) {
    if (automation.frequency === 'once') listed.add(automation.survey_id);
    const rule = automation.paused ? undefined : ruleOf(automation);
    if (!rule) continue;
    const base = {
      title: automation.survey_title,
      surveyId: automation.survey_id,
      automationId: automation.id,
      teams: automation.teams,
    };
    const kind = automation.frequency === 'once' ? 'once' : 'recurring';
    // Before the automation was made, it opened no round.
    const from = Math.max(roundsFrom, Date.parse(automation.created_at) || 0);
    const runs = runsBetween(rule, new Date(from), new Date(end));
    const after = nextRun(rule, new Date(end - 1));
    for (const run of after ? [...runs, after] : runs) {
      opens(automation.survey_id, {
        at: run.at.getTime(),
        key: `${automation.id}-${run.index}`,
        kind,
        zone: rule.timezone,
        skipWeekends: rule.skipWeekends ?? false,
        base,
      });
    }
  }

  // A survey's own date with no automation the viewer sees behind it (spec 2 §3).
  for (const survey of surveys) {
    if (listed.has(survey.id) || !survey.scheduled_date) continue;
    const when = splitScheduled(survey.scheduled_date);
    if (!when || !isLocalDate(when.date) || !isLocalTime(when.time)) continue;
    const [y, mo, d] = parts(when.date);
    const [h, mi] = when.time.split(':').map(Number) as [number, number];
    const surveyZone = isTimeZone(survey.timezone) ? survey.timezone : zone;
    opens(survey.id, {
      at: instantOf({ y, mo, d, h, mi }, surveyZone),
      key: `survey-${survey.id}`,
      kind: 'once',
      zone: surveyZone,
      skipWeekends: false,
      base: { title: survey.title, surveyId: survey.id, automationId: null, teams: survey.teams },
    });
  }

  for (const [surveyId, list] of rounds) {
    const survey = surveyById.get(surveyId);
    const sorted = list.sort((a, b) => a.at - b.at);
    sorted.forEach((round, i) => {
      place({ ...round.base, key: round.key, kind: round.kind, at: round.at });
      if (!survey?.reminderEnabled) return;
      const nextRoundAt = sorted.slice(i + 1).find((next) => next.at > round.at)?.at;
      for (const day of [...survey.reminderDays].sort((x, y) => x - y)) {
        const at = reminderInstant(
          new Date(round.at).toISOString(),
          round.zone,
          day,
          round.skipWeekends,
        ).getTime();
        if (nextRoundAt !== undefined && nextRoundAt <= at) break;
        place({
          ...round.base,
          key: `${round.key}-reminder-${day}`,
          kind: 'reminder',
          at,
          reminderDay: day,
        });
      }
    });
  }

  return items.sort((a, b) => a.at - b.at || a.key.localeCompare(b.key));
}

/** The items by local date. */
export function byDay(items: CalendarItem[]): Map<string, CalendarItem[]> {
  const days = new Map<string, CalendarItem[]>();
  for (const item of items) days.set(item.date, [...(days.get(item.date) ?? []), item]);
  return days;
}

/** 'March 2099' for the month holding `date`. */
export function monthTitle(date: string, intl: CalendarIntl = englishIntl()): string {
  const [y, mo] = parts(date);
  return intl.formatDate(Date.UTC(y, mo - 1, 1), {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
