import * as z from 'zod/mini';
import { frequencies, isLocalDate, isLocalTime, isTimeZone } from '../domain/run-times';

/**
 * Automations: a survey sent to the rosters of chosen teams once or on a recurring rule
 * (decision 0016). Each run opens a round of the survey. The wire shape follows the spec
 * (survey_id, teams with brand_color); the extras (pause, end, weekends, next runs) are the
 * product's own.
 */

export const REMINDER_DAY_CHOICES = [1, 3, 7, 14] as const;
/** The most rounds an automation may be limited to (`maxRuns`). */
export const MAX_RUNS_LIMIT = 1000;
/** How many upcoming runs the list and the preview show. */
export const UPCOMING_RUNS = 5;

export const DATE_FORMAT_MESSAGE = 'Date must be in YYYY-MM-DD format';
export const TIME_FORMAT_MESSAGE = 'Time must be in HH:mm format';
export const TIME_ZONE_MESSAGE = 'Choose a valid time zone';
export const TEAMS_REQUIRED_MESSAGE = 'Choose at least one team';
export const FREQUENCY_MESSAGE = 'Frequency must be once, daily, weekly or monthly';
/**
 * A recurring rule starts today or later: one started in the past would count rounds it never
 * sent against its limit and read 'starting Jan 6, 2020'. An automation's own start, kept on an
 * edit, may be past.
 */
export const START_IN_PAST_MESSAGE = 'The start date has passed: choose today or a later day';
/** How far ahead a rule may start: a mistyped year (9999, 20266) is refused, not scheduled. */
export const MAX_START_YEARS_AHEAD = 100;
export const START_TOO_FAR_MESSAGE = 'Check the year: a start date is at most 100 years ahead';

export const automationFrequency = z.enum(frequencies, FREQUENCY_MESSAGE);

const localDate = z.string().check(z.refine(isLocalDate, DATE_FORMAT_MESSAGE));
const localTime = z.string().check(z.refine(isLocalTime, TIME_FORMAT_MESSAGE));
const timeZone = z.string().check(z.refine(isTimeZone, TIME_ZONE_MESSAGE));
/** Ids are UUIDs: anything else (a bad percent-encoding included) is refused before any read. */
const idOf = (label: string) => z.string().check(z.regex(/^[0-9a-f-]{8,64}$/, `Unknown ${label}`));
const id = idOf('id');

/** The parts of a rule a manager may set besides the four the spec names. */
const ruleExtras = {
  /** Last local date a run may fall on (inclusive); null clears it on update. */
  endDate: z.optional(z.nullable(localDate)),
  /** At most this many rounds; null clears it on update. */
  maxRuns: z.optional(
    z.nullable(
      z
        .number()
        .check(
          z.int(),
          z.gte(1, 'Number of rounds must be at least 1'),
          z.lte(MAX_RUNS_LIMIT, `Number of rounds must be at most ${MAX_RUNS_LIMIT}`),
        ),
    ),
  ),
  /** No runs on Saturday or Sunday (a daily run skips them, others move to Monday). */
  skipWeekends: z.optional(z.boolean()),
};

export const createAutomationBody = z.object({
  surveyId: idOf('survey'),
  teamIds: z
    .array(id)
    .check(z.minLength(1, TEAMS_REQUIRED_MESSAGE), z.maxLength(20, 'Choose at most 20 teams')),
  frequency: automationFrequency,
  startDate: localDate,
  time: localTime,
  timezone: timeZone,
  ...ruleExtras,
});
export type CreateAutomationBody = z.infer<typeof createAutomationBody>;

export const updateAutomationBody = z.object({
  frequency: automationFrequency,
  startDate: localDate,
  time: localTime,
  timezone: timeZone,
  /** Replaces the automation's teams when given. */
  teamIds: z.optional(
    z
      .array(id)
      .check(z.minLength(1, TEAMS_REQUIRED_MESSAGE), z.maxLength(20, 'Choose at most 20 teams')),
  ),
  /** A paused automation sends nothing; resuming does not send the rounds it missed. */
  paused: z.optional(z.boolean()),
  ...ruleExtras,
});
export type UpdateAutomationBody = z.infer<typeof updateAutomationBody>;

export const automationIdParams = z.object({ id: idOf('automation') });
export const teamAutomationsParams = z.object({ teamId: idOf('team') });
export const teamAutomationsQuery = z.object({ timezone: z.optional(timeZone) });

export const automationTeam = z.object({
  id: z.string(),
  name: z.string(),
  brand_color: z.string(),
});

export const upcomingRun = z.object({
  /** The instant, ISO 8601 UTC. */
  at: z.string(),
  /** Local date and time in the zone the list was asked in. */
  date: z.string(),
  time: z.string(),
});
export type UpcomingRun = z.infer<typeof upcomingRun>;

export const automationSchema = z.object({
  id: z.string(),
  survey_id: z.string(),
  survey_title: z.string(),
  frequency: automationFrequency,
  /** In the asked time zone (`?timezone=`), else the automation's own. */
  startDate: z.string(),
  time: z.string(),
  timezone: z.string(),
  teams: z.array(automationTeam),
  /**
   * The rule as written, in the automation's own zone: a daily 09:00 in New York stays 09:00 there
   * across the weeks when only one of two zones has changed its clocks, so a calendar that lists
   * every run of a range expands this, not the start re-expressed in the asked zone.
   */
  rule: z.optional(z.object({ startDate: z.string(), time: z.string(), timezone: z.string() })),
  endDate: z.nullable(z.string()),
  maxRuns: z.nullable(z.number()),
  skipWeekends: z.boolean(),
  paused: z.boolean(),
  /** Rounds this automation has opened so far. */
  runsMade: z.number(),
  /** The next runs (up to five), none when paused or finished. */
  nextRuns: z.array(upcomingRun),
  created_at: z.string(),
});
export type Automation = z.infer<typeof automationSchema>;

export const automationsResponse = z.object({ automations: z.array(automationSchema) });
export type AutomationsResponse = z.infer<typeof automationsResponse>;

export const automationResponse = z.object({ automation: automationSchema });
export const automationDeletedResponse = z.object({ message: z.string() });
