import { describe, expect, it } from 'vitest';
import { displayStatus, GRACE_DAYS, resolvePlan, usageMonth, usagePeriod } from './plan-resolution';
import type { BillingAccount, SubscriptionSnapshot } from './ports';

const now = new Date('2026-11-20T12:00:00Z');
const day = 24 * 60 * 60 * 1000;
const iso = (ms: number) => new Date(ms).toISOString();

const subscription = (over: Partial<SubscriptionSnapshot> = {}): SubscriptionSnapshot => ({
  subscriptionId: 'sub_1',
  priceId: 'price_pro',
  planKey: 'professional',
  status: 'active',
  currentPeriodStart: iso(now.getTime() - 10 * day),
  currentPeriodEnd: iso(now.getTime() + 20 * day),
  trialEnd: null,
  cancelAtPeriodEnd: false,
  ...over,
});
const account = (sub: SubscriptionSnapshot | null): BillingAccount => ({
  customerId: sub ? 'cus_1' : null,
  subscription: sub,
  hadTrial: false,
});

describe('status mapping', () => {
  it('shows trials as active, past due as past_due, anything else as the provider says', () => {
    expect(displayStatus('active')).toBe('active');
    expect(displayStatus('trialing')).toBe('active');
    expect(displayStatus('past_due')).toBe('past_due');
    expect(displayStatus('canceled')).toBe('canceled');
    expect(displayStatus('unpaid')).toBe('unpaid');
    expect(displayStatus('incomplete_expired')).toBe('incomplete_expired');
  });
});

describe('plan resolution', () => {
  it('puts an account without a subscription on Starter, active', () => {
    const plan = resolvePlan(account(null), now);
    expect(plan).toMatchObject({ key: 'starter', status: 'active', trial: null });
    expect(plan.currentPeriodEnd).toBeNull();
  });

  it('gives an active subscription its plan and next billing date', () => {
    const sub = subscription();
    const plan = resolvePlan(account(sub), now);
    expect(plan).toMatchObject({ key: 'professional', status: 'active' });
    expect(plan.currentPeriodEnd).toBe(sub.currentPeriodEnd);
  });

  it('counts the days left of a trial, rounding up', () => {
    const plan = resolvePlan(
      account(subscription({ status: 'trialing', trialEnd: iso(now.getTime() + 13.5 * day) })),
      now,
    );
    expect(plan.key).toBe('professional');
    expect(plan.trial).toMatchObject({ isTrial: true, daysLeft: 14 });
  });

  it('keeps the trial info once it ended, so the page can say so', () => {
    const plan = resolvePlan(
      account(subscription({ status: 'canceled', trialEnd: iso(now.getTime() - day) })),
      now,
    );
    expect(plan).toMatchObject({ key: 'starter', status: 'canceled' });
    expect(plan.trial).toMatchObject({ isTrial: false, daysLeft: 0 });
  });

  it('keeps the paid plan while past due within the grace period, then falls to Starter', () => {
    const start = now.getTime() - 2 * day;
    const inGrace = resolvePlan(
      account(subscription({ status: 'past_due', currentPeriodStart: iso(start) })),
      now,
    );
    expect(inGrace).toMatchObject({ key: 'professional', status: 'past_due' });
    expect(inGrace.graceEndsAt).toBe(iso(start + GRACE_DAYS * day));

    const late = resolvePlan(
      account(
        subscription({ status: 'past_due', currentPeriodStart: iso(now.getTime() - 8 * day) }),
      ),
      now,
    );
    expect(late).toMatchObject({ key: 'starter', status: 'past_due' });
  });

  it('drops a canceled, unpaid or incomplete subscription to Starter', () => {
    for (const status of ['canceled', 'unpaid', 'incomplete', 'incomplete_expired', 'paused']) {
      expect(resolvePlan(account(subscription({ status })), now).key).toBe('starter');
    }
  });

  it('counts responses per UTC calendar month', () => {
    expect(usageMonth(new Date('2026-12-31T23:59:59Z'))).toBe('2026-12');
  });
});

describe('the usage period responses are counted in', () => {
  it('is the UTC calendar month on Starter', () => {
    expect(usagePeriod(account(null), now)).toBe('2026-11');
    expect(usagePeriod(account(null), new Date('2026-12-01T00:00:00Z'))).toBe('2026-12');
    expect(usagePeriod(account(subscription({ status: 'canceled' })), now)).toBe('2026-11');
  });

  it("is the subscription's current period on a paid plan, named by the day it started", () => {
    const start = new Date(now.getTime() - 10 * day).toISOString().slice(0, 10);
    expect(usagePeriod(account(subscription()), now)).toBe(start);
    expect(usagePeriod(account(subscription({ status: 'trialing' })), now)).toBe(start);
    // Past due within the grace period keeps the paid plan, and its period.
    const failed = subscription({
      status: 'past_due',
      currentPeriodStart: iso(now.getTime() - day),
    });
    expect(usagePeriod(account(failed), now)).toBe(iso(now.getTime() - day).slice(0, 10));
  });

  it('rolls on by whole periods when the renewal has not been reported yet', () => {
    const sub = subscription({
      currentPeriodStart: '2026-10-05T00:00:00.000Z',
      currentPeriodEnd: '2026-11-04T00:00:00.000Z',
    });
    // Ended 16 days ago: the next 30-day period began on its end.
    expect(usagePeriod(account(sub), now)).toBe('2026-11-04');
    expect(usagePeriod(account(sub), new Date('2026-12-05T00:00:00Z'))).toBe('2026-12-04');
  });

  it('falls back to the month when the snapshot has no usable period', () => {
    expect(usagePeriod(account(subscription({ currentPeriodStart: null })), now)).toBe('2026-11');
    const backwards = subscription({
      currentPeriodStart: iso(now.getTime() + day),
      currentPeriodEnd: iso(now.getTime()),
    });
    expect(usagePeriod(account(backwards), now)).toBe('2026-11');
  });
});
