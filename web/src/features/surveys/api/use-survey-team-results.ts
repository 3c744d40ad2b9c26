import useSWR, { type SWRResponse } from 'swr';
import type { SurveyTeamResults } from '#shared/api/results';
import { apiKey, type ApiError } from '../../../lib/api-client';

/**
 * Which answers the team heatmap covers: one round, or a range of days (either end may be left
 * open), or every released answer when nothing is given. The API takes a round or a range,
 * never both.
 */
export type TeamResultsScope =
  { round: number } | { round?: undefined; from?: string | undefined; to?: string | undefined };

function scopeQuery(scope: TeamResultsScope): Record<string, string> {
  if (scope.round !== undefined) return { round: String(scope.round) };
  return {
    ...(scope.from ? { from: scope.from } : {}),
    ...(scope.to ? { to: scope.to } : {}),
  };
}

/**
 * The survey's teams by rating and 0-10 question (GET /api/surveys/{id}/results/teams) for
 * `scope`; nothing is asked while `scope` is null (a range that cannot be). The key is the path
 * with its query.
 */
export function useSurveyTeamResults(
  surveyId: string,
  scope: TeamResultsScope | null,
): SWRResponse<SurveyTeamResults, ApiError> {
  const query = scope ? scopeQuery(scope) : {};
  return useSWR<SurveyTeamResults, ApiError>(
    scope
      ? apiKey('GetSurveyTeamResults', {
          params: { id: surveyId },
          ...(Object.keys(query).length ? { query } : {}),
        })
      : null,
    { keepPreviousData: true },
  );
}
