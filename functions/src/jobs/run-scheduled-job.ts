import { scheduledJobPayload, type ScheduledJobPayload } from '#shared/api/jobs';
import { logger } from '../lib/logger';
import { jobRunner } from './job-runners';
import { productRunner } from './product-runners';

export type JobOutcome = 'done' | 'skipped';

/**
 * The scheduler's target. A payload that cannot be read or names no known work is logged and
 * dropped: retrying it would fail the same way. Failures of known work are thrown: the scheduler
 * invokes this function asynchronously, so Lambda retries it and then sends the event to the
 * dead-letter queue (the scheduler's own retry policy covers failed deliveries). Runners are
 * idempotent, so a retried run sends nothing twice.
 */
export async function handler(event: unknown): Promise<JobOutcome> {
  const parsed = scheduledJobPayload.safeParse(event);
  if (!parsed.success) {
    logger.error('scheduled job payload rejected', { issues: parsed.error.issues.length });
    return 'skipped';
  }
  const payload: ScheduledJobPayload = parsed.data;
  const run = jobRunner(payload.kind) ?? productRunner(payload.kind);
  if (!run) {
    logger.warn('no runner for scheduled job', {
      kind: payload.kind,
      schedule: payload.scheduleName,
    });
    return 'skipped';
  }
  logger.info('scheduled job', { kind: payload.kind, schedule: payload.scheduleName });
  await run(payload);
  return 'done';
}
