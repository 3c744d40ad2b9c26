import useSWR, { type SWRResponse } from 'swr';
import { apiKey, type ApiError } from '../../../lib/api-client';

export interface TeamRef {
  id: string;
  name: string;
  brand_color: string;
}

/** The teams a survey is assigned to (GET /api/surveys/{id}/teams). */
export function useSurveyTeams(
  id: string | undefined,
): SWRResponse<{ teams: TeamRef[] }, ApiError> {
  return useSWR<{ teams: TeamRef[] }, ApiError>(
    id ? apiKey('ListSurveyTeams', { params: { id } }) : null,
  );
}
