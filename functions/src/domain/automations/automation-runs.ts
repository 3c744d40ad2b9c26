import type { RoundLifecycle } from '../rounds/round-lifecycle';
import type { SendSurveyEmailResponse } from '#shared/api/responses';
import { AppError } from '../errors';
import type { NewNotification } from '../notifications/notification-service';
import type { ScheduledSendOptions } from '../responses/distribution-service';
import type { SchedulerPort } from '../platform/scheduler';
import type { SurveyRecord, SurveyRepository } from '../surveys/ports';
import type { MemberRecord } from '../teams/ports';
import { AutomationReconciler } from './automation-reconciler';
import { parseRunTarget, type AutomationService } from './automation-service';
import type { AutomationRecord, AutomationRepository } from './ports';
import type { RoundReminders } from '../rounds/round-reminders';

/** A run missed by longer than this (the scheduler's own retry window) is not made up. */

export interface AutomationRunsDeps {
  automations: AutomationRepository;
  chain: Pick<AutomationService, 'planNext' | 'schedule'>;
  surveys: Pick<SurveyRepository, 'get' | 'getMany'>;
  roster: (teamId: string) => Promise<Pick<MemberRecord, 'email'>[]>;
  /** A run's sending, as the distribution service does it (its options made required). */
  distribution: {
    sendScheduled(
      survey: SurveyRecord,
      recipients: string[],
      options: Required<ScheduledSendOptions>,
    ): Promise<SendSurveyEmailResponse>;
    openRound(survey: SurveyRecord): Promise<number>;
  };
  /** Plans the reminders of the round a run opened (when its survey has them on). */
  reminders?: Pick<RoundReminders, 'planRound'>;
  scheduler: Pick<SchedulerPort, 'get' | 'delete'>;
  /**
   * Told each time a run sends in a round, before anything goes out (also on a retried run):
   * the previous round closes and is reported (decision 0023). Idempotent.
   */
  rounds?: Pick<RoundLifecycle, 'opened'>;
  notify: (userId: string, notification: NewNotification) => Promise<unknown>;
  now: () => Date;
  log?: (message: string, data?: Record<string, unknown>) => void;
}

export type RunOutcome =
  /** Queued to its audience (decision 0033): the creator is told the count once it is sent. */
  | { status: 'sent'; queued: number; sendId: string }
  | { status: 'skipped'; reason: string }
  | { status: 'not-sent'; reason: string };

/**
 * The scheduled side of automations (decision 0016): a run fires, claims itself, sends the survey
 * to its audience, then schedules the following run; the reconciler re-makes a missing next run.
 */
export class AutomationRuns {
  constructor(private readonly deps: AutomationRunsDeps) {}

  /**
   * Who a run goes to: every roster entry with an e-mail on the automation's teams plus the
   * survey's `scheduled_emails`, one per lower-cased address.
   */
  async audience(automation: AutomationRecord, survey: SurveyRecord): Promise<string[]> {
    const rosters = await Promise.all(automation.teamIds.map((id) => this.deps.roster(id)));
    const seen = new Set<string>();
    for (const email of [...rosters.flat().map((m) => m.email), ...survey.scheduledEmails]) {
      const address = email?.trim().toLowerCase();
      if (address) seen.add(address);
    }
    return [...seen];
  }

  private advance(automation: AutomationRecord, runsMade?: number): Promise<void> {
    return new AutomationReconciler(this.deps).advance(automation, runsMade);
  }

  private async tell(automation: AutomationRecord, notification: NewNotification) {
    try {
      await this.deps.notify(automation.createdBy, {
        ...notification,
        data: { automationId: automation.id, surveyId: automation.surveyId },
      });
    } catch (error) {
      this.deps.log?.('automation notification not stored', { error: String(error) });
    }
  }

  /** One run, fired by its schedule (`<automationId>#<index>`). Idempotent. */
  async run(target: string): Promise<RunOutcome> {
    const parsed = parseRunTarget(target);
    if (!parsed) return { status: 'skipped', reason: 'unreadable target' };
    const automation = await this.deps.automations.get(parsed.automationId);
    if (!automation) return { status: 'skipped', reason: 'automation deleted' };
    if (automation.paused) return { status: 'skipped', reason: 'paused' };
    // Edited meanwhile (or a duplicate after the chain moved on): the current next run holds.
    const held = automation.nextRun;
    if (!held || held.index !== parsed.index || Date.parse(held.at) !== parsed.at) {
      return { status: 'skipped', reason: 'superseded' };
    }
    const survey = await this.deps.surveys.get(automation.surveyId);
    if (!survey) {
      // The survey is gone: its automation is cancelled.
      await this.deps.automations.delete(automation);
      await this.tell(automation, {
        type: 'survey',
        title: 'Scheduled survey not sent',
        message: 'A scheduled send was cancelled because its survey was deleted.',
      });
      return { status: 'not-sent', reason: 'survey deleted' };
    }
    if (!survey.acceptingResponses) {
      await this.tell(automation, {
        type: 'survey',
        title: 'Scheduled survey not sent',
        message: `"${survey.title}" was not sent: it is closed. Turn on "Accepting responses" to send it on its next run.`,
      });
      await this.advance(automation);
      return { status: 'not-sent', reason: 'survey closed' };
    }

    const first = await this.deps.automations.claimRun(automation, held);
    const recipients = await this.audience(automation, survey);
    let result: SendSurveyEmailResponse;
    let round: number;
    try {
      if (recipients.length === 0) throw new NoAudienceError();
      round = await this.round(automation, survey, held, first);
      await this.deps.rounds?.opened(survey.id, round);
      result = await this.deps.distribution.sendScheduled(survey, recipients, {
        senderId: automation.createdBy,
        resume: !first,
        round,
        automationId: automation.id,
        runIndex: held.index,
        runAt: held.at,
      });
    } catch (error) {
      // Refused as a whole (no audience, an unverified sender, the day's recipients used up):
      // nothing went out; the manager is told why and the chain goes on.
      if (!(error instanceof AppError) && !(error instanceof NoAudienceError)) throw error;
      await this.tell(automation, {
        type: 'survey',
        title: 'Scheduled survey not sent',
        message: `"${survey.title}" was not sent: ${error.message}`,
      });
      await this.advance(automation, first ? automation.runsMade + 1 : undefined);
      return { status: 'not-sent', reason: error.message };
    }
    // Reminders come at the run's local time on the reminder days (a retry keeps the first plan).
    await this.deps.reminders?.planRound(survey, round, {
      openedAt: held.at,
      zone: automation.timezone,
      skipWeekends: automation.skipWeekends,
      automationId: automation.id,
      openedBy: automation.createdBy,
    });
    await this.advance(automation, first ? automation.runsMade + 1 : undefined);
    return { status: 'sent', queued: result.total, sendId: result.sendId };
  }

  /**
   * The round this run sends in: each run opens its own (decision 0016), recorded on the run's
   * claim so a retried or duplicated invocation resumes the same round.
   */
  private async round(
    automation: AutomationRecord,
    survey: SurveyRecord,
    run: { index: number; at: string },
    first: boolean,
  ): Promise<number> {
    const held = first ? undefined : await this.deps.automations.runRound(automation, run);
    if (held !== undefined) return held;
    const opened = await this.deps.distribution.openRound(survey);
    return this.deps.automations.holdRunRound(automation, run, opened);
  }

  /**
   * Re-makes each active automation's missing next run, so one failure never ends a chain; a
   * deleted survey's automations are cancelled (see AutomationReconciler, which the hourly job
   * uses alone).
   */
  reconcile(): Promise<{ checked: number; repaired: number; cancelled: number }> {
    return new AutomationReconciler(this.deps).reconcile();
  }
}

class NoAudienceError extends Error {
  constructor() {
    super('its teams have nobody with an e-mail address to send it to.');
  }
}
