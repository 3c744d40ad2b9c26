import { scheduledJobPayload } from '../../../shared/src/api/jobs';
import {
  accountPurge,
  automationReconciler,
  conversationDelivery,
  roundReminders,
  roundReports,
  surveyPurge,
  teamPurge,
} from '../composition';
import { logger } from '../lib/logger';

/**
 * The hourly upkeep (`candor-survey-purge`): what deleted teams, accounts and surveys left, then
 * the chains that must not break, then the rounds due to close, then conversations' deliveries. A function of its own: the
 * clean-up's S3 client (logos and avatars go with their owners) stays out of `RunScheduledJob`.
 * Every step is idempotent and a failure is thrown, so Lambda's retry runs it again whole.
 */
export async function handler(event: unknown): Promise<'done' | 'skipped'> {
  const parsed = scheduledJobPayload.safeParse(event);
  if (!parsed.success) {
    logger.error('hourly upkeep payload rejected', { issues: parsed.error.issues.length });
    return 'skipped';
  }
  logger.info('scheduled job', { kind: parsed.data.kind, schedule: parsed.data.scheduleName });
  // Deleted teams first (they delete the surveys assigned to them alone), then deleted accounts
  // (done once the teams they owned are), then deleted surveys (decision 0026).
  await teamPurge().run();
  await accountPurge().run();
  await surveyPurge().run();
  // Re-make any automation's missing next run; cancel those of deleted surveys (decision 0016).
  await automationReconciler().reconcile();
  // Re-make any round's missing next reminder.
  await roundReminders().reconcile();
  // Rounds open 14 days without a later round: their close report (decision 0023).
  await roundReports().runDue();
  // What respondents wrote in conversations, delivered hours after it was written (decision 0052).
  await conversationDelivery().deliverDue();
  return 'done';
}
