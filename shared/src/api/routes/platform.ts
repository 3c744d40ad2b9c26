import type { RouteDef } from '../route-types';
import { healthResponse } from '../platform';

/** The platform routes (see ../routes.ts for the conventions). */
export const platformRoutes = {
  GetHealth: {
    area: 'platform',
    method: 'GET',
    path: '/api/health',
    auth: 'public',
    summary: 'App version and whether the table, the file store and the mail service answer',
    response: healthResponse,
    access: ['table:describe', 'files:list', 'mail:account'],
    maxDynamoCalls: 1,
  },
  /** Any `/api/*` request no other route matches: a JSON 404 in the error body shape. */
  NotFound: {
    area: 'platform',
    method: 'ANY',
    path: '/api/{proxy+}',
    auth: 'public',
    summary: 'Unknown API path',
    access: [],
    maxDynamoCalls: 0,
  },
} as const satisfies Record<string, RouteDef>;
