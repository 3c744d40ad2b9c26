import useSWR, { type SWRResponse } from 'swr';
import type { Team } from '#shared/api/teams';
import { apiKey, type ApiError } from '../../../lib/api-client';

/** The teams the user is on, with their role in each (GET /api/teams). */
export function useTeams(): SWRResponse<{ teams: Team[] }, ApiError> {
  return useSWR<{ teams: Team[] }, ApiError>(apiKey('ListTeams'));
}

/** Surveys can be assigned only to teams the user owns or administers. */
export function canAssignSurveys(team: Team): boolean {
  return team.current_user_role === 'owner' || team.current_user_role === 'admin';
}
