import type { NewNotification } from '../notifications/notification-service';
import { scheduleOnce, type SchedulerPort } from '../platform/scheduler';
import type { SurveyRecord, SurveyRepository } from '../surveys/ports';
import type { AutomationRecord, AutomationRepository } from '../automations/ports';
import { LATE_REMINDER_LIMIT_MS, ReminderPlanner, followingReminder } from './reminder-plans';
import {
  type ReminderPlan,
  type ReminderQueue,
  type ReminderStore,
  type RoundInvitee,
} from './ports';

/** What the scheduler's payload names: one reminder day of one round. */
export const ROUND_REMINDER = 'round-reminder';
const RECONCILE_PAGE = 100;

/** The schedule that holds a round's next reminder (at most 60 characters with a UUID). */
export const reminderScheduleName = (surveyId: string, round: number, day: number) =>
  `candor-remind-${surveyId}-${round}-${day}`;

/** `<surveyId>#<round>#<day>`: the reminder a schedule fires. */
export const reminderTarget = (surveyId: string, round: number, day: number) =>
  `${surveyId}#${round}#${day}`;

export function parseReminderTarget(
  target: string,
): { surveyId: string; round: number; day: number } | null {
  const m = /^(.+)#(\d+)#(\d+)$/.exec(target);
  return m ? { surveyId: m[1] as string, round: Number(m[2]), day: Number(m[3]) } : null;
}

export type ReminderOutcome =
  { status: 'sent'; sent: number; failed: number } | { status: 'skipped'; reason: string };

export interface RoundRemindersDeps {
  reminders: ReminderStore;
  surveys: Pick<SurveyRepository, 'get'>;
  automations: Pick<AutomationRepository, 'get'>;
  scheduler: Pick<SchedulerPort, 'create' | 'update' | 'get' | 'delete'>;
  notify: (userId: string, notification: NewNotification) => Promise<unknown>;
  /**
   * The daily e-mail cap (see mail/sending-policy.ts): the round's whole audience is counted
   * toward its opener's day before its reminders go; null when it fits, else why not.
   */
  dailyCap?: (openedBy: string, audience: number) => Promise<string | null>;
  /**
   * The send queue: each reminder goes to the send worker, paced at the mail account's rate and
   * retried through an outage (decision 0033). Without one, no reminder goes.
   */
  queue?: ReminderQueue;
  now: () => Date;
  log?: (message: string, data?: Record<string, unknown>) => void;
}

/**
 * Reminders to a round's non-responders (decision 0016). The server knows who has not answered;
 * nothing here lets a manager learn it: the reminder's e-mail goes only to the person it is
 * about, the invitation keeps its status and sent day, and the manager is told only that the
 * round's reminders went out, never how many.
 */
export class RoundReminders {
  constructor(private readonly deps: RoundRemindersDeps) {}

  /**
   * Plans a round's reminders when it opened with reminders on, and schedules the first.
   * Idempotent: a second send into the round, or a retried run, keeps the first plan.
   */
  async planRound(...args: Parameters<ReminderPlanner['planRound']>): Promise<void> {
    const plan = await new ReminderPlanner(this.deps).planRound(...args);
    if (plan) await this.schedule(plan);
  }

  /** The reminder day after `after` still to come (a day already past is passed over). */
  private following(plan: ReminderPlan, days: readonly number[], after: number) {
    return followingReminder(plan, days, after, this.deps.now());
  }

  /** Puts the plan's next reminder in the scheduler (at its time, or at `fireAt` when late). */
  async schedule(plan: ReminderPlan, fireAt?: string): Promise<void> {
    if (!plan.next) return;
    await scheduleOnce(
      this.deps.scheduler,
      reminderScheduleName(plan.surveyId, plan.round, plan.next.day),
      fireAt ?? plan.next.at,
      { kind: ROUND_REMINDER, targetId: reminderTarget(plan.surveyId, plan.round, plan.next.day) },
    );
  }

  /** Moves the plan on to its following reminder day (none: reminders of the round are over). */
  private async advance(plan: ReminderPlan, survey: SurveyRecord | undefined): Promise<void> {
    const after = plan.next?.day ?? 0;
    const next = survey ? this.following(plan, survey.reminderDays, after) : null;
    await this.deps.reminders.setNext(plan.surveyId, plan.round, next);
    await this.schedule({ ...plan, next });
  }

  /**
   * Whether the round is superseded at the reminder's time: a later round opened, or the
   * automation that opened it makes its next round at or before then.
   */
  private async superseded(plan: ReminderPlan, at: number): Promise<boolean> {
    if ((await this.deps.reminders.latestRound(plan.surveyId)) > plan.round) return true;
    if (!plan.automationId) return false;
    const automation: AutomationRecord | undefined = await this.deps.automations.get(
      plan.automationId,
    );
    const next = automation && !automation.paused ? automation.nextRun : null;
    return next !== null && Date.parse(next.at) <= at;
  }

  /** One reminder day of one round, fired by its schedule (`<surveyId>#<round>#<day>`). */
  async run(target: string): Promise<ReminderOutcome> {
    const parsed = parseReminderTarget(target);
    if (!parsed) return { status: 'skipped', reason: 'unreadable target' };
    const plan = await this.deps.reminders.get(parsed.surveyId, parsed.round);
    if (!plan?.next || plan.next.day !== parsed.day) return { status: 'skipped', reason: 'stale' };
    const survey = await this.deps.surveys.get(plan.surveyId);
    if (!survey) {
      await this.deps.reminders.drop(plan.surveyId, plan.round);
      return { status: 'skipped', reason: 'survey deleted' };
    }
    if (await this.superseded(plan, Date.parse(plan.next.at))) {
      // The next round asks again: no reminder of this one goes out any more.
      await this.deps.reminders.setNext(plan.surveyId, plan.round, null);
      return { status: 'skipped', reason: 'superseded' };
    }
    if (
      !survey.reminderEnabled ||
      !survey.reminderDays.includes(plan.next.day) ||
      !survey.acceptingResponses
    ) {
      // Reminders off or this day dropped meanwhile, or the survey closed: nothing today; a later
      // day still counts if the settings change back.
      await this.advance(plan, survey);
      return { status: 'skipped', reason: 'reminders off' };
    }
    const queue = this.deps.queue;
    if (!queue) {
      this.deps.log?.('reminders not queued: the send queue is not set up', { target });
      return { status: 'skipped', reason: 'no send queue' };
    }
    const first = await this.deps.reminders.claimDay(plan.surveyId, plan.round, plan.next.day);
    const invitees = await this.invitees(survey.id, plan.round);
    if (first && this.deps.dailyCap) {
      // Counted once, by the invocation that claimed the day; everyone invited, answered or not.
      const refused = await this.deps.dailyCap(plan.openedBy, invitees.length);
      if (refused !== null) {
        await this.deps
          .notify(plan.openedBy, {
            type: 'reminder',
            title: 'Reminders not sent',
            message: `Reminders for round ${plan.round} of "${survey.title}" were not sent today: ${refused.replace(/ Try again in .*$/, '')}`,
            data: { surveyId: survey.id, surveyTitle: survey.title, round: plan.round },
          })
          .catch((error: unknown) =>
            this.deps.log?.('reminder notification not stored', { error: String(error) }),
          );
        await this.advance(plan, survey);
        return { status: 'skipped', reason: 'daily cap' };
      }
    }
    const outcome = await this.queue(queue, survey, plan, plan.next.day, invitees);
    // Told once, by the invocation that claimed the day, and never how many: that number is who
    // has not answered, and would move by one with each answer.
    if (first) {
      try {
        await this.deps.notify(plan.openedBy, {
          type: 'reminder',
          title: 'Reminders sent',
          message: `Reminders for round ${plan.round} of "${survey.title}" went out to those who have not answered yet.`,
          data: { surveyId: survey.id, surveyTitle: survey.title, round: plan.round },
        });
      } catch (error) {
        this.deps.log?.('reminder notification not stored', { error: String(error) });
      }
    }
    await this.advance(plan, survey);
    return { status: 'sent', ...outcome };
  }

  /** Everyone invited in the round (answered or not), read a page at a time. */
  private async invitees(surveyId: string, round: number): Promise<RoundInvitee[]> {
    const all: RoundInvitee[] = [];
    let cursor: string | undefined;
    do {
      const page = await this.deps.reminders.invitees(surveyId, round, cursor);
      cursor = page.cursor;
      all.push(...page.items);
    } while (cursor);
    return all;
  }

  /**
   * Puts each open invitee's reminder on the send queue; the worker claims and sends each. A
   * retried run queues them again: the claim sends each once. Queued counts as sent here.
   */
  private async queue(
    queue: ReminderQueue,
    survey: SurveyRecord,
    plan: ReminderPlan,
    day: number,
    invitees: RoundInvitee[],
  ): Promise<{ sent: number; failed: number }> {
    const due = invitees.filter((invitee) => invitee.open && !invitee.reminded.includes(day));
    const queued = await queue.enqueueReminders(
      due.map((invitee) => ({
        surveyId: survey.id,
        round: plan.round,
        day,
        email: invitee.email,
        tokenHash: invitee.tokenHash,
      })),
    );
    return { sent: queued, failed: due.length - queued };
  }

  /**
   * Re-makes each pending reminder's missing schedule, so one failure never loses a round's
   * reminders; a reminder missed by over a day is passed over.
   */
  async reconcile(): Promise<{ checked: number; repaired: number }> {
    let cursor: string | undefined;
    let checked = 0;
    let repaired = 0;
    do {
      const page = await this.deps.reminders.pending(RECONCILE_PAGE, cursor);
      cursor = page.cursor;
      for (const plan of page.items) {
        checked += 1;
        if (!plan.next) continue;
        const name = reminderScheduleName(plan.surveyId, plan.round, plan.next.day);
        if (await this.deps.scheduler.get(name)) continue;
        const at = Date.parse(plan.next.at);
        const now = this.deps.now().getTime();
        if (at > now) {
          await this.schedule(plan);
        } else if (now - at <= LATE_REMINDER_LIMIT_MS) {
          // Fired but never finished, or lost: run it now (a reminder sent is never sent twice).
          await this.schedule(plan, new Date(now + 60_000).toISOString());
        } else {
          await this.advance(plan, await this.deps.surveys.get(plan.surveyId));
        }
        repaired += 1;
      }
    } while (cursor);
    return { checked, repaired };
  }
}
