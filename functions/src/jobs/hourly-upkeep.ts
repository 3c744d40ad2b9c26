import { scheduledJobPayload } from '#shared/api/jobs';
import { logger } from '../lib/logger';
import { accountPurge } from '../wiring/accounts';
import { automationReconciler } from '../wiring/automations';
import { conversationDelivery } from '../wiring/conversations';
import { roundReminders, roundReports } from '../wiring/rounds';
import { surveyPurge } from '../wiring/surveys';
import { teamPurge } from '../wiring/teams';

/** What each step of the hourly upkeep did (counts only: nothing of what anyone wrote). */
export interface UpkeepReport {
  /** Deleted teams cleaned up. */
  teams: number;
  /** Deleted accounts cleaned up. */
  accounts: number;
  /** Deleted surveys cleaned up. */
  surveys: number;
  automations: { checked: number; repaired: number; cancelled: number };
  reminders: { checked: number; repaired: number };
  /** Rounds closed by their 14 days and reported. */
  rounds: number;
  /** Conversation messages delivered. */
  conversations: number;
}

/**
 * The hourly upkeep's steps, in order: what deleted teams, accounts and surveys left, then the
 * chains that must not break, then the rounds due to close, then conversations' deliveries. Every
 * step is idempotent. The scheduled function below and the local runtime's dev route
 * (`POST /dev/api/jobs/survey-purge`) both run exactly this.
 */
export async function hourlyUpkeep(): Promise<UpkeepReport> {
  // Deleted teams first (they delete the surveys assigned to them alone), then deleted accounts
  // (done once the teams they owned are), then deleted surveys (decision 0026).
  const teams = await teamPurge().run();
  const accounts = await accountPurge().run();
  const surveys = await surveyPurge().run();
  // Re-make any automation's missing next run; cancel those of deleted surveys (decision 0016).
  const automations = await automationReconciler().reconcile();
  // Re-make any round's missing next reminder.
  const reminders = await roundReminders().reconcile();
  // Rounds open 14 days without a later round: their close report (decision 0023).
  const rounds = await roundReports().runDue();
  // What respondents wrote in conversations, delivered hours after it was written (decision 0052).
  const conversations = await conversationDelivery().deliverDue();
  return { teams, accounts, surveys, automations, reminders, rounds, conversations };
}

/**
 * The hourly upkeep (`candor-survey-purge`). A function of its own: the clean-up's S3 client
 * (logos and avatars go with their owners) stays out of `RunScheduledJob`. A failure is thrown,
 * so Lambda's retry runs it again whole.
 */
export async function handler(event: unknown): Promise<'done' | 'skipped'> {
  const parsed = scheduledJobPayload.safeParse(event);
  if (!parsed.success) {
    logger.error('hourly upkeep payload rejected', { issues: parsed.error.issues.length });
    return 'skipped';
  }
  logger.info('scheduled job', { kind: parsed.data.kind, schedule: parsed.data.scheduleName });
  logger.info('hourly upkeep', { ...(await hourlyUpkeep()) });
  return 'done';
}
