import useSWR, { type SWRResponse } from 'swr';
import type { ActionStatus, ActionsResponse } from '#shared/api/actions';
import type { Team } from '#shared/api/teams';
import { apiKey, apiRequest, type ApiError } from '../../../lib/api-client';

/** A team's actions, newest first (GET /api/teams/{teamId}/actions). */
export function useTeamActions(teamId: string): SWRResponse<ActionsResponse, ApiError> {
  return useSWR<ActionsResponse, ApiError>(apiKey('ListTeamActions', { params: { teamId } }));
}

/** The team, for its name and the caller's role (GET /api/teams/{teamId}). */
export function useActionsTeam(teamId: string): SWRResponse<{ team: Team }, ApiError> {
  return useSWR<{ team: Team }, ApiError>(apiKey('GetTeam', { params: { teamId } }));
}

/** Moves an action to another status; the caller revalidates the team's list. */
export function changeActionStatus(surveyId: string, actionId: string, status: ActionStatus) {
  return apiRequest('UpdateSurveyAction', {
    params: { id: surveyId, actionId },
    body: { status },
  });
}
