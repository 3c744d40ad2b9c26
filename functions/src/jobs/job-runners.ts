import type { ScheduledJobPayload } from '../../../shared/src/api/jobs';
import { responseDigest, surveyPurge } from '../composition';

/** What each kind of scheduled work does. Areas add their runners here (survey sends, reminders). */
export type JobRunner = (payload: ScheduledJobPayload) => Promise<void>;

const runners = new Map<string, JobRunner>();

/** The product's own runners. */
const builtIn: Record<string, JobRunner> = {
  'response-digest': async () => {
    await responseDigest().run();
  },
  'survey-purge': async () => {
    await surveyPurge().run();
  },
};

export function registerJobRunner(kind: string, runner: JobRunner): void {
  runners.set(kind, runner);
}

export function jobRunner(kind: string): JobRunner | undefined {
  return runners.get(kind) ?? (Object.hasOwn(builtIn, kind) ? builtIn[kind] : undefined);
}
