import type { RouteDef } from '../route-types';
import {
  contactSalesBody,
  contactSalesResponse,
  createCheckoutSessionBody,
  createPortalSessionBody,
  invoicesResponse,
  myPlanResponse,
  plansResponse,
  sessionUrlResponse,
  webhookResponse,
} from '../billing';

/** The billing routes (see ../routes.ts for the conventions). */
export const billingRoutes = {
  ContactSales: {
    area: 'billing',
    method: 'POST',
    path: '/api/billing/contact-sales',
    auth: 'public',
    summary:
      'Enterprise "Contact sales": name, e-mail, company, team size and a message, mailed to the support address (a few an hour per client and per e-mail)',
    body: contactSalesBody,
    response: contactSalesResponse,
    access: ['table:read', 'table:write', 'mail:send'],
    // the per-client window 1, the per-e-mail window 1
    maxDynamoCalls: 2,
  },
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
    summary:
      "The caller's plan, its status and trial, and this billing period's usage against its limits",
    response: myPlanResponse,
    access: ['table:read', 'session-key:read'],
    // session 1, plan and counters 1, the billing period's responses 1 (the period depends on
    // the plan).
    maxDynamoCalls: 3,
  },
  CreateCheckoutSession: {
    area: 'billing',
    method: 'POST',
    path: '/api/billing/create-checkout-session',
    auth: 'user',
    summary:
      'A hosted checkout for a plan (subscription mode, with the plan trial the first time); return URLs must be on the app origin',
    body: createCheckoutSessionBody,
    response: sessionUrlResponse,
    access: ['table:read', 'table:write', 'session-key:read', 'payments-secret:read'],
    // + whether a referral's 50% is due on this checkout (1).
    maxDynamoCalls: 5,
  },
  CreatePortalSession: {
    area: 'billing',
    method: 'POST',
    path: '/api/billing/create-portal-session',
    auth: 'user',
    summary:
      "A hosted customer portal for the caller's subscription; the return URL must be on the app origin",
    body: createPortalSessionBody,
    response: sessionUrlResponse,
    access: ['table:read', 'session-key:read', 'payments-secret:read'],
    maxDynamoCalls: 2,
  },
  ListBillingInvoices: {
    area: 'billing',
    method: 'GET',
    path: '/api/billing/invoices',
    auth: 'user',
    summary: "The caller's invoices, newest first (none before a first checkout)",
    response: invoicesResponse,
    access: ['table:read', 'session-key:read', 'payments-secret:read'],
    maxDynamoCalls: 2,
  },
  HandleBillingWebhook: {
    area: 'billing',
    method: 'POST',
    path: '/api/billing/webhook',
    auth: 'public',
    summary:
      "The payments provider's signed events: verified on the raw body, processed once, the subscription re-read and its snapshot overwritten",
    response: webhookResponse,
    access: ['table:read', 'table:write', 'payments-secret:read'],
    // event 1, customer 1, snapshot 1, notification 1; a referred account's paid invoice adds
    // its referral 1, completion 1, the discount used 1, a notification 1, the commission 1; an
    // account's own rewards 1 and a free month used 1.
    maxDynamoCalls: 12,
  },
} as const satisfies Record<string, RouteDef>;
