import type { RouteDef } from '../route-types';
import { myPlanResponse, plansResponse } from '../billing';

/** The billing routes (see ../routes.ts for the conventions). */
export const billingRoutes = {
  GetBillingPlans: {
    area: 'billing',
    method: 'GET',
    path: '/api/billing/plans',
    auth: 'user',
    summary: 'The plan catalogue: price, price id, trial days, features and limits of each plan',
    response: plansResponse,
    access: ['table:read', 'session-key:read'],
    maxDynamoCalls: 1,
  },
  GetMyPlan: {
    area: 'billing',
    method: 'GET',
    path: '/api/billing/my-plan',
    auth: 'user',
    summary: "The caller's plan, its status and trial, and this month's usage against its limits",
    response: myPlanResponse,
    access: ['table:read', 'session-key:read'],
    maxDynamoCalls: 2,
  },
} as const satisfies Record<string, RouteDef>;
