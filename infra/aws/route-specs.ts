import type { JobDef } from '#shared/api/jobs';
import type { RouteDef } from '#shared/api/route-types';

/** A route as infra needs it: the route table's entries, or synthetic ones in scale tests. */
export type RouteSpec = Pick<
  RouteDef,
  'area' | 'method' | 'path' | 'auth' | 'summary' | 'access' | 'timeoutSeconds'
> & {
  id: string;
};

/** A job as infra needs it (shared/src/api/jobs.ts). */
export type JobSpec = JobDef & { id: string };
