import { withRequestMetrics } from '../../functions/src/lib/request-metrics';

/** A local-only control that runs a scheduled job now: `POST <path>` with a JSON body or none. */
export interface DevJobRoute {
  path: string;
  /** The function the schedule in AWS invokes, whose own steps this route runs. */
  job: 'HourlyUpkeep' | 'RunScheduledJob' | 'the scheduler';
  run(body: unknown): Promise<unknown>;
}

/**
 * What the routes call: the very functions the scheduled jobs call (`functions/src/jobs/`), never
 * a copy of their steps, so a step added to a job is run by its dev route too.
 */
export interface DevJobs {
  /** `HourlyUpkeep`'s steps (`hourlyUpkeep` in functions/src/jobs/hourly-upkeep.ts). */
  hourlyUpkeep(): Promise<object>;
  /** `RunScheduledJob`'s response digest (`responseDigestHour` in jobs/product-runners.ts). */
  responseDigestHour(at?: Date): Promise<{ released: number; surveys: number }>;
  /** Calls the job function a payload's kind belongs to, as the scheduler would. */
  runScheduledJob(payload: unknown): Promise<unknown>;
  /** The in-process scheduler fires what is due by the product's clock now. */
  checkScheduler(): Promise<number>;
  /** The product's clock. */
  now(): Date;
}

const HOUR_MS = 60 * 60 * 1000;

/** The local runtime's job routes (README, "What `npm start` runs"). */
export function devJobRoutes(jobs: DevJobs): readonly DevJobRoute[] {
  return [
    {
      // As if the hour had ended: held answers the plan allows, due releases, then the digest.
      path: '/dev/api/jobs/response-digest',
      job: 'RunScheduledJob',
      run: async () => {
        const { surveys } = await jobs.responseDigestHour(new Date(jobs.now().getTime() + HOUR_MS));
        return { surveys };
      },
    },
    {
      // The whole hourly upkeep, step by step as its function runs it, with what each step did.
      path: '/dev/api/jobs/survey-purge',
      job: 'HourlyUpkeep',
      run: () => jobs.hourlyUpkeep(),
    },
    {
      path: '/dev/api/jobs/run',
      job: 'RunScheduledJob',
      run: async (payload) => {
        const { result, metrics } = await withRequestMetrics(() => jobs.runScheduledJob(payload));
        return { outcome: result, dynamoCalls: metrics.dynamoCalls };
      },
    },
    {
      path: '/dev/api/scheduler/check',
      job: 'the scheduler',
      run: async () => ({ fired: await jobs.checkScheduler() }),
    },
  ];
}
