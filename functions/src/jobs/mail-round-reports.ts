import { scheduledJobPayload } from '../../../shared/src/api/jobs';
import { roundReportMail } from '../composition';
import { logger } from '../lib/logger';

/**
 * The report job (decision 0023): its schedule fires it every few minutes to mail the reports of
 * closed rounds with their PDF. A function of its own: the PDF report's code stays out of
 * `RunScheduledJob`. A failed run is thrown, so Lambda retries it; a report a manager did not get
 * stays in the outbox for the next run, and a mail that went is never sent again.
 */
export async function handler(event: unknown): Promise<{ mailed: number; waiting: number }> {
  const parsed = scheduledJobPayload.safeParse(event);
  if (!parsed.success) {
    logger.error('round report payload rejected', { issues: parsed.error.issues.length });
    return { mailed: 0, waiting: 0 };
  }
  const outcome = await roundReportMail().drain();
  logger.info('round reports', { schedule: parsed.data.scheduleName, ...outcome });
  return { mailed: outcome.mailed, waiting: outcome.waiting };
}
