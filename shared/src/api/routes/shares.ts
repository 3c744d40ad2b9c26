import type { RouteDef } from '../route-types';
import { surveyRoundParams } from '../results';
import {
  createShareResponse,
  resultsSharesResponse,
  shareParams,
  shareResultsBody,
  sharedResults,
  sharedResultsPage,
  sharedTokenParams,
  teamResultsReadsResponse,
} from '../shares';
import { surveyParams } from '../surveys';
import { teamParams } from '../teams';

/**
 * Sharing a round's results back with the people invited, and the results-access log the team
 * sees (issue #31, decision 0054). In the results area: the same stack as the results they share.
 */
export const sharesRoutes = {
  PreviewResultsShare: {
    area: 'results',
    method: 'POST',
    path: '/api/surveys/{id}/rounds/{round}/shares/preview',
    auth: 'user',
    summary:
      'Exactly what a share of the round would show: the results view’s figures now, the note, comments only if asked',
    params: surveyRoundParams,
    body: shareResultsBody,
    response: sharedResults,
    access: ['table:read', 'table:write', 'session-key:read'],
    // GetSurveyResults (11) and its read logged (1 batch).
    maxDynamoCalls: 12,
  },
  CreateResultsShare: {
    area: 'results',
    method: 'POST',
    path: '/api/surveys/{id}/rounds/{round}/shares',
    auth: 'user',
    summary:
      'Share the round’s results as they show now (frozen) on a public page whose secret link is shown once',
    params: surveyRoundParams,
    body: shareResultsBody,
    response: createShareResponse,
    status: 201,
    access: ['table:read', 'table:write', 'session-key:read'],
    // PreviewResultsShare (12) and the share's put (R58) 1.
    maxDynamoCalls: 13,
  },
  ListResultsShares: {
    area: 'results',
    method: 'GET',
    path: '/api/surveys/{id}/shares',
    auth: 'user',
    summary: 'The survey’s shares, newest first: round, who shared, when, revoked',
    params: surveyParams,
    response: resultsSharesResponse,
    access: ['table:read', 'session-key:read'],
    // session 1, survey 1, roles 1, the shares 1 (R58 on GSI1, 50 at most).
    maxDynamoCalls: 4,
  },
  RevokeResultsShare: {
    area: 'results',
    method: 'DELETE',
    path: '/api/surveys/{id}/shares/{shareId}',
    auth: 'user',
    summary: 'Take a shared page down: its link answers 404 from then on',
    params: shareParams,
    status: 204,
    access: ['table:read', 'table:write', 'session-key:read'],
    // session 1, survey 1, roles 1, the conditional update 1.
    maxDynamoCalls: 4,
  },
  GetSharedResults: {
    area: 'results',
    method: 'GET',
    path: '/api/shared/{token}',
    auth: 'public',
    summary:
      'The shared page: the round’s frozen figures, trend and note, and who opened the survey’s results',
    params: sharedTokenParams,
    response: sharedResultsPage,
    access: ['table:read'],
    // the share 1 (R58), the survey's reads 1 (R60, 300 newest), the readers' names 1.
    maxDynamoCalls: 3,
  },
  ListTeamResultsReads: {
    area: 'results',
    method: 'GET',
    path: '/api/teams/{teamId}/results-reads',
    auth: 'user',
    summary: 'Who opened the team’s results and exports, and on which days, for its members',
    params: teamParams,
    response: teamResultsReadsResponse,
    access: ['table:read', 'session-key:read'],
    // session 1, the team and the caller's role 1, the reads 1 (R59, 300 newest), names and
    // roles 1.
    maxDynamoCalls: 4,
  },
} as const satisfies Record<string, RouteDef>;
