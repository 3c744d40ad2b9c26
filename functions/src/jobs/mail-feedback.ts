import { mailFeedback } from '../wiring/sends';
import { feedbackOf } from '../domain/mail/mail-feedback';
import { logger } from '../lib/logger';
import { countMetrics } from '../lib/metrics';

/**
 * SES's bounces and complaints (decision 0036): an EventBridge rule hands each event of the
 * configuration set to this function. A permanent bounce or a complaint about a survey e-mail
 * marks its invitation and suppresses the address for the account that sent it; anything else
 * is logged and left. A failure is thrown, so EventBridge tries again (then its dead-letter queue).
 */
export async function handler(event: unknown): Promise<{ marked: number }> {
  const feedback = feedbackOf(event);
  if (!feedback) {
    logger.info('mail event left alone', {
      type: String((event as { 'detail-type'?: unknown } | null)?.['detail-type'] ?? 'unknown'),
    });
    return { marked: 0 };
  }
  const outcome = await mailFeedback().handle(feedback);
  countMetrics(
    feedback.kind === 'bounced'
      ? { MailsBounced: outcome.marked }
      : { MailsComplained: outcome.marked },
  );
  logger.info('mail feedback', { kind: feedback.kind, ...outcome });
  return outcome;
}
