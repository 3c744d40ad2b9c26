import type { RouteDef } from '../route-types';
import {
  actionDeletedResponse,
  actionOwnersResponse,
  actionResponse,
  actionsResponse,
  createActionBody,
  surveyActionParams,
  teamActionsParams,
  updateActionBody,
} from '../actions';
import { surveyParams } from '../surveys';

/**
 * Actions on a round's results (issue #31, decision 0055). A survey's actions are its managers'
 * (its creator and its teams' owners and admins; anyone else gets 404); a team's list is open to
 * everyone on the team.
 */
export const actionsRoutes = {
  ListSurveyActions: {
    area: 'actions',
    method: 'GET',
    path: '/api/surveys/{id}/actions',
    auth: 'user',
    summary: "A survey's actions with their owners, due dates, statuses and status changes",
    params: surveyParams,
    response: actionsResponse,
    access: ['table:read', 'session-key:read'],
    // session 1, survey 1, roles 1, the actions 1 (R65); the follow-through scores: the results
    // view of each of the 4 latest checked rounds without its access (R43: 8 each).
    maxDynamoCalls: 36,
  },
  ListActionOwners: {
    area: 'actions',
    method: 'GET',
    path: '/api/surveys/{id}/action-owners',
    auth: 'user',
    summary: 'Who may own an action of the survey: its teams’ owners and admins, and its creator',
    params: surveyParams,
    response: actionOwnersResponse,
    access: ['table:read', 'session-key:read'],
    // session 1, survey 1, roles 1, the managers 1 a team (R12), their names 1 (R67).
    maxDynamoCalls: 8,
  },
  CreateSurveyAction: {
    area: 'actions',
    method: 'POST',
    path: '/api/surveys/{id}/actions',
    auth: 'user',
    summary: 'Record an action on a question of a round’s results: what, owner, due date, status',
    params: surveyParams,
    body: createActionBody,
    response: actionResponse,
    status: 201,
    access: ['table:read', 'table:write', 'session-key:read'],
    // session 1, survey 1, roles 1, rounds 1 (R25), managers 1 a team (R12), names 1 (R67), the
    // action and its team links 1 (R63, R64).
    maxDynamoCalls: 10,
  },
  UpdateSurveyAction: {
    area: 'actions',
    method: 'PATCH',
    path: '/api/surveys/{id}/actions/{actionId}',
    auth: 'user',
    summary: "Change an action's status; the change is kept in its history",
    params: surveyActionParams,
    body: updateActionBody,
    response: actionResponse,
    access: ['table:read', 'table:write', 'session-key:read'],
    // session 1, survey 1, roles 1, the action 1, the caller's name 1, the change 1 (R66).
    maxDynamoCalls: 6,
  },
  DeleteSurveyAction: {
    area: 'actions',
    method: 'DELETE',
    path: '/api/surveys/{id}/actions/{actionId}',
    auth: 'user',
    summary: 'Delete an action and its team links',
    params: surveyActionParams,
    response: actionDeletedResponse,
    access: ['table:read', 'table:write', 'session-key:read'],
    // session 1, survey 1, roles 1, the action 1, the delete 1.
    maxDynamoCalls: 5,
  },
  ListTeamActions: {
    area: 'actions',
    method: 'GET',
    path: '/api/teams/{teamId}/actions',
    auth: 'user',
    summary: "The actions of a team's surveys, newest first, with their status changes",
    params: teamActionsParams,
    response: actionsResponse,
    access: ['table:read', 'session-key:read'],
    // session 1, role 1, the links 1 (R64), the actions 1 a hundred (2 at most: 200 links).
    maxDynamoCalls: 5,
  },
} as const satisfies Record<string, RouteDef>;
