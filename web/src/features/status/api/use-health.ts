import useSWR, { type SWRResponse } from 'swr';
import type { HealthResponse } from '#shared/api/platform';
import { apiKey, type ApiError } from '../../../lib/api-client';

/** How often an open status page checks again. */
export const HEALTH_REFRESH_MS = 30_000;

/** The app version and whether each service answers (GET /api/health). */
export function useHealth(): SWRResponse<HealthResponse, ApiError> {
  return useSWR<HealthResponse, ApiError>(apiKey('GetHealth'), {
    refreshInterval: HEALTH_REFRESH_MS,
  });
}
