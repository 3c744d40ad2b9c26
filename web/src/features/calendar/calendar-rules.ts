import {
  MAX_RUNS_LIMIT,
  MAX_START_YEARS_AHEAD,
  UPCOMING_RUNS,
  type Automation,
  type CreateAutomationBody,
  type UpdateAutomationBody,
} from '#shared/api/automations';
import {
  instantOf,
  isLocalDate,
  isLocalTime,
  localDateTime,
  isTimeZone,
  nextRuns,
  type Frequency,
  type Run,
} from '#shared/domain/run-times';
import { DEFAULT_BRAND_COLOR, HEX_COLOR } from '#shared/domain/brand';
import type { AppMessage } from '../../i18n/define-messages';
import { englishIntl, type CalendarIntl } from './calendar-intl';
import { calendarRuleMessages as m } from './messages';

export type RuleMessage = keyof typeof m;

/** The words of each rule message with its values (the limits it names). */
const ruleValues: Partial<Record<RuleMessage, Record<string, number>>> = {
  rounds: { max: MAX_RUNS_LIMIT },
  startTooFar: { years: MAX_START_YEARS_AHEAD },
};

/** A rule message in the page's language. */
export function ruleText(key: RuleMessage, intl: CalendarIntl = englishIntl()): string {
  return intl.formatMessage(m[key], ruleValues[key]);
}

/** The calendar's messages in English (spec 2 §5 and §8), as the rules say them by default. */
export const calendarMessages = Object.fromEntries(
  (Object.keys(m) as RuleMessage[]).map((key) => [key, ruleText(key)]),
) as Record<RuleMessage, string>;

/** How a recurring automation ends: never, after a date, or after a number of rounds. */
export type EndMode = 'never' | 'date' | 'count';

/** The calendar form as the manager types it (text fields stay text until saved). */
export interface AutomationForm {
  teamIds: string[];
  surveyId: string;
  frequency: Frequency;
  startDate: string;
  time: string;
  timezone: string;
  endMode: EndMode;
  endDate: string;
  maxRuns: string;
  skipWeekends: boolean;
}

/** The zone the browser is in, the form's default; UTC when the browser does not say. */
export function browserTimeZone(): string {
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return zone && isTimeZone(zone) ? zone : 'UTC';
}

/** A blank form: frequency once, the browser's zone (spec 2 §4). */
export function emptyForm(timezone = browserTimeZone()): AutomationForm {
  return {
    teamIds: [],
    surveyId: '',
    frequency: 'once',
    startDate: '',
    time: '',
    timezone,
    endMode: 'never',
    endDate: '',
    maxRuns: '',
    skipWeekends: false,
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/**
 * A date as `YYYY-MM-DD`: a month/day/year date (`3/5/2026`, `03/05/2026`) is turned around;
 * anything else is returned trimmed, for the format check to judge.
 */
export function normaliseDate(text: string): string {
  const value = text.trim();
  const mdy = /^(\d{1,2})\/(\d{1,2})\/(\d{4})$/.exec(value);
  if (mdy) return `${mdy[3]}-${pad(Number(mdy[1]))}-${pad(Number(mdy[2]))}`;
  return value;
}

/**
 * A time as 24-hour `HH:mm`: `2:30 PM` becomes `14:30`, `12:05 AM` `00:05`, `9:00` `09:00`;
 * anything else is returned trimmed, for the format check to judge.
 */
export function normaliseTime(text: string): string {
  const value = text.trim();
  const twelve = /^(\d{1,2}):(\d{2})(?::\d{2})?\s*([AaPp])\.?\s*[Mm]\.?$/.exec(value);
  if (twelve) {
    const hour = Number(twelve[1]);
    if (hour < 1 || hour > 12) return value;
    const pm = twelve[3]!.toLowerCase() === 'p';
    return `${pad((hour % 12) + (pm ? 12 : 0))}:${twelve[2]}`;
  }
  const short = /^(\d{1,2}):(\d{2})(?::\d{2})?$/.exec(value);
  if (short) return `${pad(Number(short[1]))}:${short[2]}`;
  return value;
}

/** The first and last start dates the server takes as of `now` in `zone` (today, 100 years on). */
export function startDateBounds(now: Date, zone: string): { min: string; max: string } {
  const today = localDateTime(now, isTimeZone(zone) ? zone : 'UTC').date;
  return {
    min: today,
    max: `${Number(today.slice(0, 4)) + MAX_START_YEARS_AHEAD}${today.slice(4)}`,
  };
}

/**
 * What is wrong with the form's start as of `now`, once its date, time and zone are valid: at
 * most 100 years ahead (a mistyped year); a one-time send must be in the future; a recurring one
 * must start today or later unless it keeps the start it was loaded with (`kept`). Shown on the
 * Start date field as it is picked, and the next runs are not shown while there is one.
 */
export function startProblem(
  form: AutomationForm,
  timing: { now: Date; kept?: Pick<AutomationForm, 'startDate' | 'time' | 'timezone'> | undefined },
  intl: CalendarIntl = englishIntl(),
): string | undefined {
  const startDate = form.startDate.trim();
  const time = form.time.trim();
  if (!isLocalDate(startDate) || !isLocalTime(time) || !isTimeZone(form.timezone)) {
    return undefined;
  }
  const kept =
    timing.kept?.startDate === startDate &&
    timing.kept.time === time &&
    timing.kept.timezone === form.timezone;
  if (startDate > startDateBounds(timing.now, form.timezone).max) {
    return ruleText('startTooFar', intl);
  }
  if (form.frequency === 'once') {
    const [y, mo, d] = startDate.split('-').map(Number) as [number, number, number];
    const [h, mi] = time.split(':').map(Number) as [number, number];
    return instantOf({ y, mo, d, h, mi }, form.timezone) <= timing.now.getTime()
      ? ruleText('onceInPast', intl)
      : undefined;
  }
  return !kept && startDate < localDateTime(timing.now, form.timezone).date
    ? ruleText('startInPast', intl)
    : undefined;
}

/**
 * The first problem with the form, in the spec's order: anything missing (survey, date, time,
 * a sign-in, a team) is 'Please fill all fields'; then the date's and the time's format; then
 * the extras. `undefined` when the form may be sent.
 */
export function formProblem(
  form: AutomationForm,
  signedIn: boolean,
  /**
   * When given, the start is checked against `now` as the server does: a one-time send in the
   * future, a recurring one from today on unless it keeps the start it was loaded with (`kept`).
   */
  timing?: {
    now: Date;
    kept?: Pick<AutomationForm, 'startDate' | 'time' | 'timezone'> | undefined;
  },
  intl: CalendarIntl = englishIntl(),
): string | undefined {
  if (
    !form.surveyId ||
    !form.startDate.trim() ||
    !form.time.trim() ||
    !signedIn ||
    form.teamIds.length === 0
  ) {
    return ruleText('fillAll', intl);
  }
  if (!isLocalDate(form.startDate.trim())) return ruleText('date', intl);
  if (!isLocalTime(form.time.trim())) return ruleText('time', intl);
  if (!isTimeZone(form.timezone)) return ruleText('timeZone', intl);
  if (timing) {
    const start = startProblem(form, timing, intl);
    if (start) return start;
  }
  if (form.frequency === 'once') return undefined;
  if (form.endMode === 'date') {
    const end = form.endDate.trim();
    if (!isLocalDate(end)) return ruleText('endDate', intl);
    if (end < form.startDate.trim()) return ruleText('endBeforeStart', intl);
  }
  if (form.endMode === 'count' && roundsOf(form.maxRuns) === undefined) {
    return ruleText('rounds', intl);
  }
  return undefined;
}

function roundsOf(text: string): number | undefined {
  const value = text.trim();
  if (!/^\d+$/.test(value)) return undefined;
  const n = Number(value);
  return n >= 1 && n <= MAX_RUNS_LIMIT ? n : undefined;
}

/** The rule's extras as the API takes them: a one-time send has no end and no weekend rule. */
function extrasOf(form: AutomationForm) {
  const recurring = form.frequency !== 'once';
  return {
    endDate: recurring && form.endMode === 'date' ? form.endDate.trim() : null,
    maxRuns: recurring && form.endMode === 'count' ? (roundsOf(form.maxRuns) ?? null) : null,
    skipWeekends: form.skipWeekends,
  };
}

export function createBody(form: AutomationForm): CreateAutomationBody {
  return {
    surveyId: form.surveyId,
    teamIds: form.teamIds,
    frequency: form.frequency,
    startDate: form.startDate.trim(),
    time: form.time.trim(),
    timezone: form.timezone,
    ...extrasOf(form),
  };
}

export function updateBody(form: AutomationForm): UpdateAutomationBody {
  return {
    frequency: form.frequency,
    startDate: form.startDate.trim(),
    time: form.time.trim(),
    timezone: form.timezone,
    teamIds: form.teamIds,
    ...extrasOf(form),
  };
}

/**
 * The form filled from an automation for Edit (spec 2 §4): its teams selected, a month/day/year
 * date and a 12-hour time normalised. The list is read in `listZone`, so its date and time are
 * that zone's: the form keeps that zone, which names the same instants.
 */
export function formFromAutomation(automation: Automation, listZone: string): AutomationForm {
  return {
    teamIds: automation.teams.map((team) => team.id),
    surveyId: automation.survey_id,
    frequency: automation.frequency,
    startDate: normaliseDate(automation.startDate),
    time: normaliseTime(automation.time),
    timezone: listZone,
    endMode: automation.endDate ? 'date' : automation.maxRuns ? 'count' : 'never',
    endDate: automation.endDate ? normaliseDate(automation.endDate) : '',
    maxRuns: automation.maxRuns ? String(automation.maxRuns) : '',
    skipWeekends: automation.skipWeekends,
  };
}

/**
 * The next five runs the form would make after `now`, by the same function the scheduler
 * uses; none while the date, time or zone cannot be read yet.
 */
export function previewRuns(form: AutomationForm, now: Date): Run[] {
  const startDate = form.startDate.trim();
  const time = form.time.trim();
  if (!isLocalDate(startDate) || !isLocalTime(time) || !isTimeZone(form.timezone)) return [];
  const extras = extrasOf(form);
  return nextRuns(
    {
      frequency: form.frequency,
      startDate,
      time,
      timezone: form.timezone,
      endDate: extras.endDate ?? undefined,
      maxRuns: extras.maxRuns ?? undefined,
      skipWeekends: form.skipWeekends,
    },
    now,
    UPCOMING_RUNS,
  );
}

/** A local `YYYY-MM-DD` as a UTC instant, to format as that day wherever the browser is. */
function dayInstant(date: string): number | undefined {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(date);
  return m ? Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) : undefined;
}

/** 'Mar 5, 2026' for a local `YYYY-MM-DD`, whatever zone the browser is in. */
export function formatDay(date: string, intl: CalendarIntl = englishIntl()): string {
  const at = dayInstant(date);
  if (at === undefined) return date;
  return intl.formatDate(at, { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });
}

/** 'Thu, Mar 5, 2026' for a local `YYYY-MM-DD`. */
export function formatWeekday(date: string, intl: CalendarIntl = englishIntl()): string {
  const at = dayInstant(date);
  if (at === undefined) return date;
  return intl.formatDate(at, {
    weekday: 'short',
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  });
}

/** '2:30 PM' for a local `HH:mm` (in English; '14:30' in German). */
export function formatTime(time: string, intl: CalendarIntl = englishIntl()): string {
  const m = /^(\d{2}):(\d{2})$/.exec(time);
  if (!m) return time;
  // A 24-hour clock writes the hour with two digits ('09:30', '00:05'); a 12-hour one does not.
  const twentyFour = ['h23', 'h24'].includes(
    new Intl.DateTimeFormat(intl.locale, { hour: 'numeric' }).resolvedOptions().hourCycle ?? '',
  );
  return intl.formatTime(Date.UTC(1970, 0, 1, Number(m[1]), Number(m[2])), {
    hour: twentyFour ? '2-digit' : 'numeric',
    minute: '2-digit',
    timeZone: 'UTC',
  });
}

const frequencyMessages: Record<Frequency, AppMessage> = {
  once: m.once,
  daily: m.daily,
  weekly: m.weekly,
  monthly: m.monthly,
};

/** 'Once', 'Daily', 'Weekly', 'Monthly' in the page's language. */
export function frequencyLabel(frequency: Frequency, intl: CalendarIntl = englishIntl()): string {
  return intl.formatMessage(frequencyMessages[frequency]);
}

/** A survey's own one-time schedule (`YYYY-MM-DDTHH:mm` in its zone), split for the list. */
export function splitScheduled(value: string): { date: string; time: string } | undefined {
  const m = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2})/.exec(value);
  return m ? { date: m[1]!, time: m[2]! } : undefined;
}

/** The time zones offered: the browser's list when it has one, always including `current`. */
export function timeZoneOptions(current: string): string[] {
  const intl = Intl as { supportedValuesOf?: (key: string) => string[] };
  const zones = intl.supportedValuesOf?.('timeZone') ?? ['UTC'];
  const all = new Set(zones);
  all.add(current);
  all.add('UTC');
  return [...all].sort();
}

/** Whether a colour typed into the text field is `#RRGGBB`. */
export function isHexColor(value: string): boolean {
  return HEX_COLOR.test(value.trim());
}

/** A team's colour, upper case, or the default when it is not a usable hex value. */
export function colorOf(value: string): string {
  return isHexColor(value) ? value.trim().toUpperCase() : DEFAULT_BRAND_COLOR;
}

/** A run of the form on a day another automation sends the same survey to a team it shares. */
export interface RunCollision {
  /** The form's run (its local date and time, as the preview lists it). */
  run: Run;
  /** The other automation's teams the two share. */
  teams: string[];
}

/**
 * The form's next runs that fall on a day (UTC, as the mail ledger counts days) when another
 * automation of the same survey also runs to a team they share. On such a day each person gets
 * the survey once: the later run skips whoever already had it (decision 0033). The automation
 * being edited is not its own collision.
 */
export function collidingRuns(
  form: AutomationForm,
  runs: Run[],
  automations: Automation[],
  editingId: string | null,
): RunCollision[] {
  if (!form.surveyId || form.teamIds.length === 0) return [];
  const chosen = new Set(form.teamIds);
  const others = automations.filter(
    (a) =>
      a.id !== editingId && a.survey_id === form.surveyId && a.teams.some((t) => chosen.has(t.id)),
  );
  const out: RunCollision[] = [];
  for (const run of runs) {
    const day = run.at.toISOString().slice(0, 10);
    const teams = new Set<string>();
    for (const other of others) {
      if (other.nextRuns.some((r) => r.at.slice(0, 10) === day)) {
        for (const team of other.teams) if (chosen.has(team.id)) teams.add(team.name);
      }
    }
    if (teams.size > 0) out.push({ run, teams: [...teams] });
  }
  return out;
}
