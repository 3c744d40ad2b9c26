import { holdService, releaseService, responseDigest, surveyPurge } from '../composition';
import type { JobRunner } from './job-runners';

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
    await surveyPurge().run();
  },
};

export function productRunner(kind: string): JobRunner | undefined {
  return Object.hasOwn(productRunners, kind) ? productRunners[kind] : undefined;
}
