import { reminderInstant } from '#shared/domain/run-times';
import type { SurveyRecord } from '../surveys/ports';
import type { ReminderPlan, ReminderStore, RoundOpening } from './ports';

// The calendar places reminders by the same rule, so it lives with the run times.
export { reminderInstant };

/** A reminder missed by longer than this (the scheduler's own retry window) is not made up. */
export const LATE_REMINDER_LIMIT_MS = 24 * 60 * 60 * 1000;

/** The first of the survey's reminder days after `after` (0: the first of all), if any. */
export function nextReminderDay(days: readonly number[], after: number): number | undefined {
  return [...days].sort((a, b) => a - b).find((d) => d > after);
}

/** The reminder day after `after` still to come at `now` (a day already past is passed over). */
export function followingReminder(
  plan: Pick<ReminderPlan, 'openedAt' | 'zone' | 'skipWeekends'>,
  days: readonly number[],
  after: number,
  now: Date,
): ReminderPlan['next'] {
  for (let day = nextReminderDay(days, after); day !== undefined;) {
    const at = reminderInstant(plan.openedAt, plan.zone, day, plan.skipWeekends);
    if (at.getTime() + LATE_REMINDER_LIMIT_MS > now.getTime()) return { day, at: at.toISOString() };
    day = nextReminderDay(days, day);
  }
  return null;
}

/**
 * Stores a round's reminder plan when it opened with reminders on (decision 0016). Apart from the
 * reminders' sending so a send by hand carries only this: the hourly reconciler makes the
 * schedule of a plan stored without one.
 */
export class ReminderPlanner {
  constructor(private readonly deps: { reminders: Pick<ReminderStore, 'plan'>; now: () => Date }) {}

  /** The plan stored now, or undefined (reminders off, no day to come, or planned before). */
  async planRound(
    survey: Pick<SurveyRecord, 'id' | 'reminderEnabled' | 'reminderDays'>,
    round: number,
    opening: RoundOpening,
  ): Promise<ReminderPlan | undefined> {
    if (!survey.reminderEnabled) return undefined;
    const plan: ReminderPlan = { surveyId: survey.id, round, ...opening, next: null };
    plan.next = followingReminder(plan, survey.reminderDays, 0, this.deps.now());
    if (!plan.next) return undefined;
    return (await this.deps.reminders.plan(plan)) ? plan : undefined;
  }
}
