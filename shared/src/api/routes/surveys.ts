import type { RouteDef } from '../route-types';
import {
  assignTeamBody,
  surveyBody,
  surveyMessageResponse,
  surveyParams,
  surveyResponse,
  surveyTeamParams,
  surveyTeamsResponse,
  surveysResponse,
  teamSurveysParams,
} from '../surveys';
import { updateSurveyBody } from '../survey-update';

/** The surveys routes (see ../routes.ts for the conventions). */
export const surveysRoutes = {
  ListSurveys: {
    area: 'surveys',
    method: 'GET',
    path: '/api/surveys',
    auth: 'user',
    summary: 'Surveys the caller manages (created, or assigned to a team they own or administer)',
    response: surveysResponse,
    access: ['table:read', 'session-key:read'],
    maxDynamoCalls: 8,
  },
  CreateSurvey: {
    area: 'surveys',
    method: 'POST',
    path: '/api/surveys',
    auth: 'user',
    summary: 'Create a survey with its questions and settings (optionally assigned to a team)',
    body: surveyBody,
    response: surveyResponse,
    status: 201,
    access: ['table:read', 'table:write', 'scheduler:manage', 'session-key:read'],
    // + a referred creator's free month for the referrer: who referred them 1, a retry
    // without it when refused 1, the referrer's notification 1; + a scheduled date's one-time
    // automation (decision 0016): the survey's automations 2, roles 1, the automation 1.
    maxDynamoCalls: 12,
  },
  GetSurvey: {
    area: 'surveys',
    method: 'GET',
    path: '/api/surveys/{id}',
    auth: 'user',
    summary: 'One survey with its questions (404 for anyone who may not manage it)',
    params: surveyParams,
    response: surveyResponse,
    access: ['table:read', 'session-key:read'],
    maxDynamoCalls: 4,
  },
  UpdateSurvey: {
    area: 'surveys',
    method: 'PUT',
    path: '/api/surveys/{id}',
    auth: 'user',
    summary:
      'Save a survey: details, settings and questions (ids of kept questions stay); 409 stale_version when based on an older version',
    params: surveyParams,
    body: updateSurveyBody,
    response: surveyResponse,
    access: ['table:read', 'table:write', 'scheduler:manage', 'session-key:read'],
    // + a scheduled date set, moved or cleared: the survey's one-time automations 2, roles 1,
    // the automation made, moved or cancelled 1 (each, when cleared).
    maxDynamoCalls: 9,
  },
  DeleteSurvey: {
    area: 'surveys',
    method: 'DELETE',
    path: '/api/surveys/{id}',
    auth: 'user',
    summary: 'Delete a survey with its team links',
    params: surveyParams,
    response: surveyMessageResponse,
    access: ['table:read', 'table:write', 'session-key:read'],
    maxDynamoCalls: 4,
  },
  ListSurveyTeams: {
    area: 'surveys',
    method: 'GET',
    path: '/api/surveys/{id}/teams',
    auth: 'user',
    summary: 'The teams a survey is assigned to',
    params: surveyParams,
    response: surveyTeamsResponse,
    access: ['table:read', 'session-key:read'],
    maxDynamoCalls: 4,
  },
  AssignSurveyTeam: {
    area: 'surveys',
    method: 'POST',
    path: '/api/surveys/{id}/teams',
    auth: 'user',
    summary:
      "Assign a survey to a team the caller owns or administers (the survey's creator, or someone who manages every team it has)",
    params: surveyParams,
    body: assignTeamBody,
    response: surveyMessageResponse,
    access: ['table:read', 'table:write', 'session-key:read'],
    // session 1, the survey 1, the teams with the caller's roles 1, the write 1; a write that
    // finds the survey's teams changed meanwhile is decided again once (3 more).
    maxDynamoCalls: 7,
  },
  UnassignSurveyTeam: {
    area: 'surveys',
    method: 'DELETE',
    path: '/api/surveys/{id}/teams/{teamId}',
    auth: 'user',
    summary:
      "Take a team off a survey (its creator, its first team's managers, or the team's own); it keeps a team of its owner's account",
    params: surveyTeamParams,
    response: surveyMessageResponse,
    access: ['table:read', 'table:write', 'session-key:read'],
    // session 1, the survey 1, the teams with the caller's roles 1, the write 1; a write that
    // finds the survey's teams changed meanwhile is decided again once (3 more).
    maxDynamoCalls: 7,
  },
  ListTeamSurveys: {
    area: 'surveys',
    method: 'GET',
    path: '/api/surveys/team/{teamId}',
    auth: 'user',
    summary: 'Surveys assigned to a team (its owner and admins)',
    params: teamSurveysParams,
    response: surveysResponse,
    access: ['table:read', 'session-key:read'],
    maxDynamoCalls: 5,
  },
} as const satisfies Record<string, RouteDef>;
