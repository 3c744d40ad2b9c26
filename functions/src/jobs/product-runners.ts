import {
  accountPurge,
  automationRuns,
  holdService,
  releaseService,
  responseDigest,
  roundReminders,
  roundReports,
  surveyPurge,
  teamPurge,
} from '../composition';
import { AUTOMATION_RUN } from '../domain/automations/automation-service';
import { ROUND_REMINDER } from '../domain/automations/round-reminders';
import type { JobRunner } from './job-runners';
import { logger } from '../lib/logger';

/** The product's own recurring work (see `recurringJobs` in shared/src/api/jobs.ts). */
export const productRunners: Readonly<Record<string, JobRunner>> = {
  'response-digest': async () => {
    // Held answers the plan now allows first, then anonymous answers due for release, so this
    // run tells managers of both.
    await holdService().run();
    await releaseService().run();
    await responseDigest().run();
  },
  'survey-purge': async () => {
    // Deleted teams first (they delete the surveys assigned to them alone), then deleted
    // accounts (done once the teams they owned are), then deleted surveys (decision 0026).
    await teamPurge().run();
    await accountPurge().run();
    await surveyPurge().run();
    // Re-make any automation's missing next run; cancel those of deleted surveys (decision 0016).
    await automationRuns().reconcile();
    // Re-make any round's missing next reminder.
    await roundReminders().reconcile();
    // Rounds open 14 days without a later round: their close report (decision 0023).
    await roundReports().runDue();
  },
  [AUTOMATION_RUN]: async (payload) => {
    const outcome = await automationRuns().run(payload.targetId);
    logger.info('automation run', { schedule: payload.scheduleName, status: outcome.status });
  },
  [ROUND_REMINDER]: async (payload) => {
    const outcome = await roundReminders().run(payload.targetId);
    logger.info('round reminder', { schedule: payload.scheduleName, status: outcome.status });
  },
};

export function productRunner(kind: string): JobRunner | undefined {
  return Object.hasOwn(productRunners, kind) ? productRunners[kind] : undefined;
}
