import useSWR, { type SWRResponse } from 'swr';
import type { Survey } from '#shared/api/surveys';
import type { Team } from '#shared/api/teams';
import { apiKey, type ApiError } from '../../../lib/api-client';

/** The teams the user is on, with their role in each (GET /api/teams). */
export function useTeams(): SWRResponse<{ teams: Team[] }, ApiError> {
  return useSWR<{ teams: Team[] }, ApiError>(apiKey('ListTeams'));
}

/** The surveys the user manages (GET /api/surveys). */
export function useSurveys(): SWRResponse<{ surveys: Survey[] }, ApiError> {
  return useSWR<{ surveys: Survey[] }, ApiError>(apiKey('ListSurveys'));
}

/** Only owners and admins schedule a team's surveys. */
export function canSchedule(team: Team): boolean {
  return team.current_user_role === 'owner' || team.current_user_role === 'admin';
}

// The automations' list is read by the survey list too, so it lives with the shared code.
export { AUTOMATIONS_KEY, useAutomations } from '../../../lib/automations';
