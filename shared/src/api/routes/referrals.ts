import type { RouteDef } from '../route-types';
import {
  eligiblePayoutsResponse,
  referralStatsResponse,
  requestPayoutBody,
  requestPayoutResponse,
} from '../referrals';

/** The referral programme's routes (see ../routes.ts for the conventions). */
export const referralsRoutes = {
  GetReferralStats: {
    area: 'referrals',
    method: 'GET',
    path: '/api/referrals/stats',
    auth: 'user',
    summary:
      "The caller's referral link (its code made once, on first use), counts, rewards and the people who joined with it",
    response: referralStatsResponse,
    access: ['table:read', 'table:write', 'session-key:read'],
    // session 1, code 1 (+1 transaction the first time, +1 re-read if another request won),
    // the client note 1, referrals 1, rewards 1.
    maxDynamoCalls: 7,
  },
  GetEligiblePayouts: {
    area: 'referrals',
    method: 'GET',
    path: '/api/referrals/eligible-payouts',
    auth: 'user',
    summary:
      "The caller's months of commissions that can be paid out ($25 or more, 30 days after the month ended)",
    response: eligiblePayoutsResponse,
    access: ['table:read', 'session-key:read'],
    // session 1, commissions and payout requests 1 query (one partition, one page of 1,000).
    maxDynamoCalls: 3,
  },
  RequestPayout: {
    area: 'referrals',
    method: 'POST',
    path: '/api/referrals/request-payout',
    auth: 'user',
    summary:
      'Asks for an eligible month to be paid out, once; tells the caller and e-mails the operator',
    body: requestPayoutBody,
    response: requestPayoutResponse,
    status: 201,
    access: ['table:read', 'table:write', 'session-key:read', 'mail:send'],
    // session 1, commissions and requests 1, the request 1, the notification 1.
    maxDynamoCalls: 5,
  },
} as const satisfies Record<string, RouteDef>;
