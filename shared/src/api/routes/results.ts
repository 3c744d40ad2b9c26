import type { RouteDef } from '../route-types';
import {
  surveyResultsExportQuery,
  surveyResultsQuery,
  surveyResultsResponse,
  surveyTeamResultsQuery,
  surveyTeamResultsResponse,
  closeRoundResponse,
  surveyRoundParams,
} from '../results';
import { surveyParams } from '../surveys';

/** A survey's results per question, of every round or one, and their CSV (issue #27). */
export const resultsRoutes = {
  GetSurveyResults: {
    area: 'results',
    method: 'GET',
    path: '/api/surveys/{id}/results',
    auth: 'user',
    summary:
      'Per question: count, average, distribution, eNPS, comments and changes since the last round, from released answers',
    params: surveyParams,
    query: surveyResultsQuery,
    response: surveyResultsResponse,
    access: ['table:read', 'session-key:read'],
    // session 1, survey 1, roles 1, the survey's rounds 1 (R25). Every round: an anonymous
    // survey's releases 1 (R29) and its question tallies 2 pages a source (R30: 4), a named
    // survey's days 2 pages (R30); one round: its tallies and the previous shown round's, 2 pages
    // each (R38: 4). With a text question past the comment threshold, a sample of 50 released
    // answers a source (R41: 2). The read logged for the team page (R59, R60: 1 batch, decision
    // 0054). At most 12, never more with more answers.
    maxDynamoCalls: 12,
  },
  ExportSurveyResults: {
    area: 'results',
    method: 'GET',
    path: '/api/surveys/{id}/results/export',
    auth: 'user',
    summary:
      'A survey’s results as CSV (one row per question) or PDF (a chart per question), named with the survey and round',
    params: surveyParams,
    query: surveyResultsExportQuery,
    // A PDF draws the team's logo from the files bucket.
    access: ['table:read', 'files:read', 'session-key:read'],
    // GetSurveyResults (11): the same reads; the file is written from them. A PDF: the colour and
    // logo key of the survey's first team 1 (and the logo itself from S3, no DynamoDB call), and
    // the team heatmap's reads beside them (GetSurveyTeamResults without its session and access:
    // the rounds 1, the teams' names 1, the sums 1; 3 more past 100 teams). The read logged (R59,
    // R60: 1 batch, decision 0054).
    maxDynamoCalls: 16,
  },
  GetSurveyTeamResults: {
    area: 'results',
    method: 'GET',
    path: '/api/surveys/{id}/results/teams',
    auth: 'user',
    summary:
      'The team heatmap: each of the survey’s teams by rating and 0-10 question, from released answers, teams below the threshold hidden',
    params: surveyParams,
    query: surveyTeamResultsQuery,
    response: surveyTeamResultsResponse,
    access: ['table:read', 'session-key:read'],
    // session 1, survey 1, roles 1 (2 past 50 teams: the caller's links, then those teams), the
    // survey's rounds 1 (R25), its teams' names 1 a hundred teams (side by side). Every round or
    // one: the sums of coarse blocks 1 (R44, a page holds about 2,000 blocks). A range: the
    // releases 1 (R29) and the released groups' blocks (R44, 3 pages at most). 6 at 3 teams, 9 at
    // 300 (`npm run bench -- --only analytics`), never more with more answers. The read logged
    // (R59, R60: 1 batch, decision 0054).
    maxDynamoCalls: 10,
  },
  CloseSurveyRound: {
    area: 'results',
    method: 'POST',
    path: '/api/surveys/{id}/rounds/{round}/close',
    auth: 'user',
    summary:
      'Close the survey’s latest round: its links stop answering, answers still waiting for a group are deleted unread, its report goes to its managers',
    params: surveyRoundParams,
    response: closeRoundResponse,
    access: ['table:read', 'table:write', 'session-key:read'],
    // session 1, survey 1, roles 1, the rounds 1 (R25), the mark 1 (R46); the e-mail group's close
    // (R31: the survey 1, the release or the retirement 1-2, the withheld answers' deletion 2 a
    // page and their blocks 2, or the release's team blocks 3); the report (R35: the survey 1, the
    // round 1, the managers 1 a team, the claim 1, the scores 2, a notification 1 a manager).
    maxDynamoCalls: 30,
  },
} as const satisfies Record<string, RouteDef>;
