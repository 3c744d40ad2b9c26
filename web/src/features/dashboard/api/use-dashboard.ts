import useSWR, { type SWRResponse } from 'swr';
import type { Dashboard } from '#shared/api/dashboard';
import { apiKey, apiRequest, type ApiError } from '../../../lib/api-client';
import { cached, requestCache } from '../../../lib/request-cache';

/** The request cache's entry for the dashboard (spec 1 §3: kept in memory for 60 s). */
export const DASHBOARD_CACHE = 'dashboard';

/**
 * The dashboard's totals, recent responses, active surveys and sentiment (GET /api/dashboard).
 * An answer is reused for 60 s, per user, so moving between pages does not ask again each time.
 */
export function useDashboard(userId: string | undefined): SWRResponse<Dashboard, ApiError> {
  return useSWR<Dashboard, ApiError>(userId ? apiKey('GetDashboard') : null, () =>
    cached(DASHBOARD_CACHE, { user: userId }, () => apiRequest('GetDashboard')),
  );
}

/** Forgets the cached answer, so the next load asks the server (Retry). */
export function forgetDashboard(): void {
  requestCache.invalidate(DASHBOARD_CACHE);
}
