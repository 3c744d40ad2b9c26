import useSWR, { type SWRResponse } from 'swr';
import type { SharedResultsPage } from '#shared/api/shares';
import { apiKey, type ApiError } from '../../../lib/api-client';

/** A shared round's page by its secret (GET /api/shared/{token}): 404 once revoked. */
export function useSharedResults(token: string): SWRResponse<SharedResultsPage, ApiError> {
  return useSWR<SharedResultsPage, ApiError>(apiKey('GetSharedResults', { params: { token } }), {
    shouldRetryOnError: (error: ApiError) => error.status !== 404,
  });
}
