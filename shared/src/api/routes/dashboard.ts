import type { RouteDef } from '../route-types';
import { dashboardResponse } from '../dashboard';

/** The dashboard (see ../routes.ts for the conventions). */
export const dashboardRoutes = {
  GetDashboard: {
    area: 'dashboard',
    method: 'GET',
    path: '/api/dashboard',
    auth: 'user',
    summary:
      'Totals, recent responses, active surveys and sentiment across what the caller manages',
    response: dashboardResponse,
    access: ['table:read', 'session-key:read'],
    // session 1, teams 1, created surveys 1, one query per managed team (up to 10 counted here),
    // surveys with their tallies 2, latest responses of up to 5 surveys 5.
    maxDynamoCalls: 20,
  },
} as const satisfies Record<string, RouteDef>;
