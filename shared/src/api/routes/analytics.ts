import type { RouteDef } from '../route-types';
import { analyticsExportQuery, analyticsQuery, analyticsResponse } from '../analytics';

/** Analytics and its exports (see ../routes.ts for the conventions). */
export const analyticsRoutes = {
  GetAnalytics: {
    area: 'analytics',
    method: 'GET',
    path: '/api/analytics',
    auth: 'user',
    summary:
      'Totals, growth, trends and recent activity of the surveys the caller manages, from released answers',
    query: analyticsQuery,
    response: analyticsResponse,
    access: ['table:read', 'session-key:read'],
    // session 1, the managed surveys as for the dashboard (teams 1, created 1, up to 10 team
    // queries, tallies 2 per 50 surveys), then one day-tally query per survey answered in the
    // range or the one before (at most 100 surveys, pages of up to 730 small items), the
    // question tallies of the 5 surveys answered last (R29, R30: at most 5 calls each), for those
    // with a text question past the comment threshold a sample of 50 released answers a source
    // (R37: at most 2 calls each), and the rounds of at most 20 surveys sent in rounds (one query
    // each, decision 0023) with their rounds' question tallies for the scores (R38: one query of
    // at most 2 pages each, issue #27; the same query gives each rating question's line). The
    // survey and team filters only narrow the managed surveys already read; a team filter logs the
    // read in the team's results-access log first (R59: one put, decision 0058).
    // Never grows with the number of responses.
    maxDynamoCalls: 216,
  },
  ExportAnalytics: {
    area: 'analytics',
    method: 'GET',
    path: '/api/analytics/export',
    auth: 'user',
    summary: 'The analytics of a range as a CSV file or a PDF report, named with the date',
    query: analyticsExportQuery,
    access: ['table:read', 'session-key:read'],
    // GetAnalytics (216, its team filter's read log included, as kind `export`), then the
    // released responses of the range for the CSV: up to 40 pages of 50 and their release days
    // (2 per page).
    maxDynamoCalls: 296,
  },
} as const satisfies Record<string, RouteDef>;
