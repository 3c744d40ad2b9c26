import { useMemo } from 'react';
import useSWR, { useSWRConfig, type SWRResponse } from 'swr';
import type {
  EligiblePayoutsResponse,
  ReferralStatsResponse,
  RequestPayoutResponse,
} from '#shared/api/referrals';
import { apiKey, apiRequest, type ApiError } from '../../../lib/api-client';

/** The caller's link, counts, rewards and referrals (GET /api/referrals/stats). */
export function useReferralStats(): SWRResponse<ReferralStatsResponse, ApiError> {
  return useSWR<ReferralStatsResponse, ApiError>(apiKey('GetReferralStats'));
}

/** Months that can be paid out (GET /api/referrals/eligible-payouts). */
export function useEligiblePayouts(): SWRResponse<EligiblePayoutsResponse, ApiError> {
  return useSWR<EligiblePayoutsResponse, ApiError>(apiKey('GetEligiblePayouts'));
}

/** Requests a month's payout, then reloads the eligible months (it leaves the list). */
export function useReferralActions() {
  const { mutate } = useSWRConfig();
  return useMemo(
    () => ({
      async requestPayout(month: string): Promise<RequestPayoutResponse> {
        const result = await apiRequest('RequestPayout', { body: { month } });
        await mutate(apiKey('GetEligiblePayouts'));
        return result;
      },
    }),
    [mutate],
  );
}
