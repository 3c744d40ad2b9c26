import { scheduledJobPayload } from '../../../shared/src/api/jobs';
import { logger } from '../lib/logger';
import { accountPurge } from '../wiring/accounts';
import { automationReconciler } from '../wiring/automations';
import { conversationDelivery } from '../wiring/conversations';
import { roundReminders, roundReports } from '../wiring/rounds';
import { surveyPurge } from '../wiring/surveys';
import { teamPurge } from '../wiring/teams';

/**
 * The hourly upkeep's steps, in order: what deleted teams, accounts and surveys left, then the
 * chains that must not break, then the rounds due to close, then conversations' deliveries. Every
 * step is idempotent. The scheduled function and the local runtime's dev route both run this.
 * Returns how many deleted surveys were cleaned up.
 */
export async function hourlyUpkeep(): Promise<number> {
  // Deleted teams first (they delete the surveys assigned to them alone), then deleted accounts
  // (done once the teams they owned are), then deleted surveys (decision 0026).
  await teamPurge().run();
  await accountPurge().run();
  const purged = await surveyPurge().run();
  // Re-make any automation's missing next run; cancel those of deleted surveys (decision 0016).
  await automationReconciler().reconcile();
  // Re-make any round's missing next reminder.
  await roundReminders().reconcile();
  // Rounds open 14 days without a later round: their close report (decision 0023).
  await roundReports().runDue();
  // What respondents wrote in conversations, delivered hours after it was written (decision 0052).
  await conversationDelivery().deliverDue();
  return purged;
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
  await hourlyUpkeep();
  return 'done';
}
