import useSWR, { type SWRResponse } from 'swr';
import type { Team, TeamMember } from '#shared/api/teams';
import type { RouteResponse } from '../../../lib/api-client';
import { apiKey, type ApiError } from '../../../lib/api-client';

/** The caller's teams with their counts and the caller's role in each (GET /api/teams). */
export function useTeams(): SWRResponse<{ teams: Team[] }, ApiError> {
  return useSWR<{ teams: Team[] }, ApiError>(apiKey('ListTeams'));
}

/** One team (GET /api/teams/{teamId}); 404 for a team the caller is not on. */
export function useTeam(teamId: string | undefined): SWRResponse<{ team: Team }, ApiError> {
  return useSWR<{ team: Team }, ApiError>(
    teamId ? apiKey('GetTeam', { params: { teamId } }) : null,
  );
}

/** A team's roster, people with and without accounts (GET /api/teams/{teamId}/members). */
export function useTeamMembers(
  teamId: string | undefined,
): SWRResponse<{ members: TeamMember[] }, ApiError> {
  return useSWR<{ members: TeamMember[] }, ApiError>(
    teamId ? apiKey('ListTeamMembers', { params: { teamId } }) : null,
  );
}

export type TeamInvitation = RouteResponse<'GetTeamInvitation'>;

/**
 * What an invitation link is for: the team's name, the invited e-mail and role, who invited
 * (POST /api/team-invitations/lookup, public). Read once: the link is single use, so looking it
 * up again when the window regains focus would only turn into "invalid" once it is accepted.
 */
export function useTeamInvitation(token: string | null): SWRResponse<TeamInvitation, ApiError> {
  return useSWR<TeamInvitation, ApiError>(
    token ? apiKey('GetTeamInvitation', { body: { token } }) : null,
    { revalidateOnFocus: false, revalidateOnReconnect: false, shouldRetryOnError: false },
  );
}

/**
 * Who opened the team's results and exports, by day (GET /api/teams/{teamId}/results-reads):
 * every member sees it (decision 0054).
 */
export function useTeamResultsReads(
  teamId: string | undefined,
): SWRResponse<RouteResponse<'ListTeamResultsReads'>, ApiError> {
  return useSWR<RouteResponse<'ListTeamResultsReads'>, ApiError>(
    teamId ? apiKey('ListTeamResultsReads', { params: { teamId } }) : null,
  );
}
