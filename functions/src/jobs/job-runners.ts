import type { ScheduledJobPayload } from '#shared/api/jobs';

/** What each kind of scheduled work does. Areas add their runners here (survey sends, reminders). */
export type JobRunner = (payload: ScheduledJobPayload) => Promise<void>;

const runners = new Map<string, JobRunner>();

export function registerJobRunner(kind: string, runner: JobRunner): void {
  runners.set(kind, runner);
}

export function jobRunner(kind: string): JobRunner | undefined {
  return runners.get(kind);
}
