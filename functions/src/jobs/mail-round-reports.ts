import type { Context } from 'aws-lambda';
import { scheduledJobPayload } from '#shared/api/jobs';
import { roundReportRelay } from '../wiring/rounds';
import { shareMailRelay } from '../wiring/shares';
import { logger } from '../lib/logger';

/** The function's timeout (shared/src/api/jobs.ts: 60 s unless said). */
const TIMEOUT_MS = 60_000;

/**
 * The report job (decision 0023): its schedule fires it every few minutes to move closed rounds'
 * reports from the outbox onto the send queue, one message per manager; the send worker
 * (`DeliverInvitations`) draws each report's PDF and mails it at the mail account's rate
 * (decision 0033). A failed run is thrown, so Lambda retries it; a report not queued stays in the
 * outbox for the next run, and a manager's mail queued twice is still sent once.
 */
export async function handler(
  event: unknown,
  context?: Pick<Context, 'getRemainingTimeInMillis'>,
): Promise<{ reports: number; mails: number; shares: number }> {
  const started = performance.now();
  const remainingMs = () =>
    context?.getRemainingTimeInMillis?.() ?? TIMEOUT_MS - (performance.now() - started);
  const parsed = scheduledJobPayload.safeParse(event);
  if (!parsed.success) {
    logger.error('round report payload rejected', { issues: parsed.error.issues.length });
    return { reports: 0, mails: 0, shares: 0 };
  }
  const outcome = await roundReportRelay().relay();
  logger.info('round reports queued', { schedule: parsed.data.scheduleName, ...outcome });
  // Shared results' mails to the rounds' invited people, the same way (decision 0058).
  const shared = await shareMailRelay().relay(remainingMs);
  logger.info('share mails queued', { schedule: parsed.data.scheduleName, ...shared });
  // A share left unfinished (`shared.unfinished`) goes on from its saved place next run.
  return { ...outcome, mails: outcome.mails + shared.mails, shares: shared.shares };
}
