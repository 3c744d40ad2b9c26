import type { PlanKey } from '#shared/domain/plans';

/**
 * The account's subscription as the payments provider last described it. Webhooks re-read the
 * subscription and overwrite this whole snapshot, so events arriving out of order are harmless.
 */
export interface SubscriptionSnapshot {
  subscriptionId: string;
  priceId: string;
  /** The plan the price belongs to (from the stage's price configuration). */
  planKey: PlanKey;
  /** The provider's status: active, trialing, past_due, canceled, unpaid, incomplete... */
  status: string;
  currentPeriodStart: string | null;
  currentPeriodEnd: string | null;
  trialEnd: string | null;
  cancelAtPeriodEnd: boolean;
}

export interface BillingAccount {
  customerId: string | null;
  subscription: SubscriptionSnapshot | null;
  /** The account has started a trial before; a second checkout gets none. */
  hadTrial: boolean;
}

export const emptyBillingAccount = (): BillingAccount => ({
  customerId: null,
  subscription: null,
  hadTrial: false,
});

export interface AccountUsage {
  surveys: number;
  teamMembers: number;
  /**
   * Responses of the account's surveys a manager can see that were counted this period: a named
   * survey's at once, an anonymous survey's when their group is released.
   */
  responses: number;
  /** Answers held over the response limit, waiting to be let in. */
  held: number;
  /** Of those, answers to anonymous surveys. */
  heldAnonymous: number;
}

/**
 * What a response is counted against: the account (the survey's creator), the billing period,
 * the plan's monthly limit (-1: unlimited) and how many answers may wait held over it.
 */
export interface ResponseQuota {
  accountId: string;
  period: string;
  limit: number;
  ceiling: number;
  /** Answers held now (as read with the plan). */
  held: number;
}

export interface ResponseQuotaPort {
  /** The account's response quota, read in one call. */
  responseQuota(accountId: string): Promise<ResponseQuota>;
}

export interface BillingStore {
  /** The account's billing state (an empty one when it never had any). One read. */
  account(userId: string): Promise<BillingAccount>;
  /** The account's billing state and its usage counters but the period's, in one read. */
  accountWithCounters(
    userId: string,
  ): Promise<BillingAccount & { usage: Omit<AccountUsage, 'responses'> }>;
  /** Responses shown in one billing period. One read. */
  periodResponses(userId: string, period: string): Promise<number>;
  /**
   * Records the account's payments customer once: false when another request stored one first
   * (the stored one is then the account's).
   */
  linkCustomer(userId: string, customerId: string): Promise<boolean>;
  /** The account a payments customer belongs to. */
  accountOfCustomer(customerId: string): Promise<string | undefined>;
  /** Overwrites the account's subscription snapshot (null: no subscription any more). */
  saveSubscription(userId: string, snapshot: SubscriptionSnapshot | null): Promise<void>;
  /**
   * Claims a webhook event id (kept for `ttlSeconds`); false when it was claimed before, so a
   * redelivered event changes nothing.
   */
  claimEvent(eventId: string, ttlSeconds: number): Promise<boolean>;
  /** Gives a claimed event id back (its processing failed; the provider will retry it). */
  releaseEvent(eventId: string): Promise<void>;
}

/** The plan and limits an account's counted writes are checked against. */
export interface PlanLimitsPort {
  planOf(userId: string): Promise<PlanKey>;
}
