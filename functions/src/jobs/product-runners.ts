import {
  automationRuns,
  holdService,
  releaseService,
  responseDigest,
  roundReminders,
} from '../composition';
import { AUTOMATION_RUN } from '../domain/automations/automation-service';
import { ROUND_REMINDER } from '../domain/automations/round-reminders';
import type { JobRunner } from './job-runners';
import { logger } from '../lib/logger';
import { countMetrics } from '../lib/metrics';

/**
 * The product's own recurring work that `RunScheduledJob` does (see `recurringJobs` in
 * shared/src/api/jobs.ts; the hourly upkeep and the round reports have functions of their own).
 */
export const productRunners: Readonly<Record<string, JobRunner>> = {
  'response-digest': async () => {
    // Held answers the plan now allows first, then anonymous answers due for release, so this
    // run tells managers of both.
    await holdService().run();
    countMetrics({ AnswersReleased: await releaseService().run() });
    await responseDigest().run();
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
