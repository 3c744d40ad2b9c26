import { automationRuns } from '../wiring/jobs';
import { holdService, releaseService, responseDigest } from '../wiring/responses';
import { roundReminders } from '../wiring/rounds';
import { AUTOMATION_RUN } from '../domain/automations/automation-service';
import { ROUND_REMINDER } from '../domain/rounds/round-reminders';
import type { JobRunner } from './job-runners';
import { logger } from '../lib/logger';
import { countMetrics } from '../lib/metrics';

/**
 * The hourly response digest's steps: held answers the plan now allows first, then anonymous
 * answers due for release, so the digest tells managers of both. `at`: the hour's end, if not now.
 * The scheduled job and the local runtime's dev route both run this.
 */
export async function responseDigestHour(
  at?: Date,
): Promise<{ released: number; surveys: number }> {
  await holdService().run();
  const released = await releaseService().run();
  const surveys = await responseDigest(at).run();
  return { released, surveys };
}

/**
 * The product's own recurring work that `RunScheduledJob` does (see `recurringJobs` in
 * shared/src/api/jobs.ts; the hourly upkeep and the round reports have functions of their own).
 */
export const productRunners: Readonly<Record<string, JobRunner>> = {
  'response-digest': async () => {
    countMetrics({ AnswersReleased: (await responseDigestHour()).released });
  },
  [AUTOMATION_RUN]: async (payload) => {
    const outcome = await automationRuns().run(payload.targetId);
    logger.info('automation run', { schedule: payload.scheduleName, status: outcome.status });
    countMetrics({ AutomationRuns: 1 });
  },
  [ROUND_REMINDER]: async (payload) => {
    const outcome = await roundReminders().run(payload.targetId);
    logger.info('round reminder', { schedule: payload.scheduleName, status: outcome.status });
  },
};

export function productRunner(kind: string): JobRunner | undefined {
  return Object.hasOwn(productRunners, kind) ? productRunners[kind] : undefined;
}
