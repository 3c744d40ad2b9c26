import { useMemo } from 'react';
import useSWR, { type SWRResponse } from 'swr';
import type { Invoice, MyPlanResponse, PlansResponse } from '#shared/api/billing';
import { apiKey, apiRequest, type ApiError } from '../../../lib/api-client';
import { paths } from '../../../lib/paths';

/** The plan catalogue (GET /api/billing/plans): read once, it changes with a deploy only. */
export function useBillingPlans(): SWRResponse<PlansResponse, ApiError> {
  return useSWR<PlansResponse, ApiError>(apiKey('GetBillingPlans'), {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
}

/** The caller's plan, status, trial and usage (GET /api/billing/my-plan). */
export function useMyPlan(): SWRResponse<MyPlanResponse, ApiError> {
  return useSWR<MyPlanResponse, ApiError>(apiKey('GetMyPlan'));
}

/** The caller's invoices, once there is a subscription (GET /api/billing/invoices). */
export function useInvoices(enabled: boolean): SWRResponse<{ invoices: Invoice[] }, ApiError> {
  return useSWR<{ invoices: Invoice[] }, ApiError>(enabled ? apiKey('ListBillingInvoices') : null);
}

const billingUrl = (query = '') => `${window.location.origin}${paths.billing.getHref()}${query}`;

/** Checkout and the portal: each returns the hosted page's URL to go to (or throws ApiError). */
export function useBillingActions() {
  return useMemo(
    () => ({
      async checkoutUrl(priceId: string): Promise<string | undefined> {
        const result = await apiRequest('CreateCheckoutSession', {
          body: {
            priceId,
            successUrl: billingUrl('?success=true'),
            cancelUrl: billingUrl('?canceled=true'),
          },
        });
        return result.url || undefined;
      },
      async portalUrl(): Promise<string | undefined> {
        const result = await apiRequest('CreatePortalSession', {
          body: { returnUrl: billingUrl() },
        });
        return result.url || undefined;
      },
    }),
    [],
  );
}
