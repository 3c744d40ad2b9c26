import { FREE_PLAN, type PlanKey } from '#shared/domain/plans';
import type { BillingAccount } from './ports';

/** A past-due subscription keeps its plan this long after the failed renewal's period began. */
export const GRACE_DAYS = 7;
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The provider's subscription status as the billing page shows it: `active` (trials too: the
 * trial banner tells them apart), `past_due`, or the provider's own word for anything else
 * (`canceled`, `unpaid`, `incomplete`...), which the page shows in red.
 */
export function displayStatus(providerStatus: string): string {
  if (providerStatus === 'active' || providerStatus === 'trialing') return 'active';
  return providerStatus;
}

export interface ResolvedPlan {
  key: PlanKey;
  status: string;
  currentPeriodEnd: string | null;
  trial: { isTrial: boolean; daysLeft: number; endsAt: string } | null;
  cancelAtPeriodEnd: boolean;
  graceEndsAt: string | null;
  hasSubscription: boolean;
}

/**
 * The plan an account is on now. No subscription, or one that is over: Starter. Active or in
 * trial: the subscribed plan. Past due: the subscribed plan for a grace period, then Starter.
 * Pure, so the limits, the page and the tests all agree.
 */
export function resolvePlan(account: BillingAccount, now: Date): ResolvedPlan {
  const sub = account.subscription;
  const hasSubscription = account.customerId !== null;
  if (!sub) {
    return {
      key: FREE_PLAN,
      status: 'active',
      currentPeriodEnd: null,
      trial: null,
      cancelAtPeriodEnd: false,
      graceEndsAt: null,
      hasSubscription,
    };
  }
  const status = displayStatus(sub.status);
  let key: PlanKey = FREE_PLAN;
  let graceEndsAt: string | null = null;
  if (status === 'active') key = sub.planKey;
  if (status === 'past_due') {
    const from = Date.parse(sub.currentPeriodStart ?? sub.currentPeriodEnd ?? '') || now.getTime();
    const ends = from + GRACE_DAYS * DAY_MS;
    graceEndsAt = new Date(ends).toISOString();
    if (now.getTime() < ends) key = sub.planKey;
  }
  let trial: ResolvedPlan['trial'] = null;
  if (sub.trialEnd) {
    const left = Date.parse(sub.trialEnd) - now.getTime();
    const isTrial = sub.status === 'trialing' && left > 0;
    trial = { isTrial, daysLeft: isTrial ? Math.ceil(left / DAY_MS) : 0, endsAt: sub.trialEnd };
  }
  return {
    key,
    status,
    currentPeriodEnd: key === FREE_PLAN && status !== 'past_due' ? null : sub.currentPeriodEnd,
    trial,
    cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
    graceEndsAt,
    hasSubscription,
  };
}

/** `2026-11` for a date: the month responses are counted in (UTC calendar month). */
export function usageMonth(now: Date): string {
  return now.toISOString().slice(0, 7);
}

/**
 * The billing period an account's responses are counted in, named by the key of its usage item
 * (`USAGE#<key>`): the UTC calendar month (`2026-11`) on Starter; on a paid plan the subscription's
 * current period, named by its start day (`2026-11-14`). A renewal the provider has not reported
 * yet rolls on by whole periods, so a late webhook never leaves an account counting in a period
 * that ended.
 */
export function usagePeriod(account: BillingAccount, now: Date): string {
  const resolved = resolvePlan(account, now);
  const sub = account.subscription;
  if (resolved.key === FREE_PLAN || !sub?.currentPeriodStart || !sub.currentPeriodEnd) {
    return usageMonth(now);
  }
  let start = Date.parse(sub.currentPeriodStart);
  let end = Date.parse(sub.currentPeriodEnd);
  const length = end - start;
  if (!(length > 0)) return usageMonth(now);
  // At most a few steps: a snapshot is overwritten at each renewal.
  for (let step = 0; now.getTime() >= end && step < 120; step += 1) {
    start = end;
    end += length;
  }
  if (now.getTime() < start) return usageMonth(now);
  return new Date(start).toISOString().slice(0, 10);
}
