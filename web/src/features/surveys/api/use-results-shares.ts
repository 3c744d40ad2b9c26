import useSWR, { type SWRResponse } from 'swr';
import type { ResultsShare } from '#shared/api/shares';
import { apiKey, type ApiError } from '../../../lib/api-client';

/** The survey's shared pages, newest first (GET /api/surveys/{id}/shares). */
export function useResultsShares(
  surveyId: string,
): SWRResponse<{ shares: ResultsShare[] }, ApiError> {
  return useSWR<{ shares: ResultsShare[] }, ApiError>(
    apiKey('ListResultsShares', { params: { id: surveyId } }),
  );
}
