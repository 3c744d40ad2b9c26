import { describe, expect, it } from 'vitest';
import {
  clawbackFor,
  commissionFor,
  commissionWindowEnd,
  discountMoment,
  eligibleMonths,
  mayGrantFreeMonth,
  monthLabel,
  monthOf,
  type CommissionEntry,
} from './referral-terms';

describe('the referred person’s 50% discount', () => {
  it('goes on the checkout when there is no trial: the first invoice is the paid month', () => {
    expect(discountMoment({ hasUnusedDiscount: true, trialDays: 0 })).toBe('checkout');
  });

  it('waits for a trial to convert, so the trial’s $0 invoice does not use it up', () => {
    expect(discountMoment({ hasUnusedDiscount: true, trialDays: 14 })).toBe('trial-conversion');
  });

  it('is not attached again once used, nor for someone who was not referred', () => {
    expect(discountMoment({ hasUnusedDiscount: false, trialDays: 0 })).toBe('none');
    expect(discountMoment({ hasUnusedDiscount: false, trialDays: 14 })).toBe('none');
  });
});

describe('commissions: 20% of what was paid, tax excluded, for 6 months from the first payment', () => {
  const first = '2026-01-15T10:00:00.000Z';

  it('earns $1.90 on a $9.50 first month (the 50% discount) and $3.80 on a $19 month', () => {
    expect(
      commissionFor({ paidCents: 950, taxCents: 0, firstPaymentAt: first, paidAt: first }),
    ).toBe(190);
    expect(
      commissionFor({
        paidCents: 1900,
        taxCents: 0,
        firstPaymentAt: first,
        paidAt: '2026-02-15T10:00:00.000Z',
      }),
    ).toBe(380);
  });

  it('leaves tax out: $22.80 paid with $3.80 tax earns 20% of $19', () => {
    expect(
      commissionFor({ paidCents: 2280, taxCents: 380, firstPaymentAt: first, paidAt: first }),
    ).toBe(380);
  });

  it('counts exactly 6 monthly payments: the 6th (five months on) earns, the 7th does not', () => {
    const paidAt = (month: number) => `2026-${String(month).padStart(2, '0')}-15T10:00:00.000Z`;
    const earned = [1, 2, 3, 4, 5, 6, 7, 8].map((month) =>
      commissionFor({ paidCents: 1900, taxCents: 0, firstPaymentAt: first, paidAt: paidAt(month) }),
    );
    expect(earned).toEqual([380, 380, 380, 380, 380, 380, 0, 0]);
    expect(commissionWindowEnd(first).toISOString()).toBe('2026-07-15T10:00:00.000Z');
  });

  it('closes the window at a short month’s end: 31 August + 6 months is 28 February', () => {
    expect(commissionWindowEnd('2026-08-31T00:00:00.000Z').toISOString()).toBe(
      '2027-02-28T00:00:00.000Z',
    );
  });

  it('earns nothing on a trial’s $0 invoice', () => {
    expect(commissionFor({ paidCents: 0, taxCents: 0, firstPaymentAt: first, paidAt: first })).toBe(
      0,
    );
  });
});

describe('refunds are clawed back', () => {
  it('takes back 20% of a refunded $19 payment', () => {
    expect(clawbackFor(1900, 760)).toBe(-380);
  });

  it('never takes back more than the referral earned', () => {
    expect(clawbackFor(1900, 190)).toBe(-190);
    expect(clawbackFor(1900, 0)).toBe(0);
  });
});

describe('eligible payouts: $25 a month at least, 30 days after the month ended', () => {
  const entry = (month: string, dollars: number, referredUserId = 'b'): CommissionEntry => ({
    month,
    amountCents: Math.round(dollars * 100),
    referredUserId,
  });

  it('pays a $30 month once 30 days have passed since it ended, not before', () => {
    const commissions = [entry('2026-01', 30)];
    expect(eligibleMonths(commissions, new Set(), new Date('2026-03-02T00:00:00Z'))).toEqual([]);
    expect(eligibleMonths(commissions, new Set(), new Date('2026-03-03T00:00:00Z'))).toEqual([
      { month: '2026-01', amountCents: 3000, referredUserId: 'b' },
    ]);
  });

  it('rolls $10 and $10 over into a $10 month: the third month pays $30', () => {
    const commissions = [entry('2026-01', 10), entry('2026-02', 10, 'c'), entry('2026-03', 10)];
    expect(eligibleMonths(commissions, new Set(), new Date('2026-06-01T00:00:00Z'))).toEqual([
      { month: '2026-03', amountCents: 3000, referredUserId: null },
    ]);
  });

  it('keeps a month under $25 waiting while nothing follows it', () => {
    expect(
      eligibleMonths([entry('2026-01', 24.99)], new Set(), new Date('2026-12-01T00:00:00Z')),
    ).toEqual([]);
  });

  it('drops a requested month and starts the roll-over again after it', () => {
    const commissions = [entry('2026-01', 30), entry('2026-02', 10), entry('2026-03', 20)];
    const now = new Date('2026-06-01T00:00:00Z');
    expect(eligibleMonths(commissions, new Set(['2026-01']), now)).toEqual([
      { month: '2026-03', amountCents: 3000, referredUserId: 'b' },
    ]);
    expect(eligibleMonths(commissions, new Set(['2026-01', '2026-03']), now)).toEqual([]);
  });

  it('takes a claw-back off the month it happened in: $30 less $3.80 is still paid', () => {
    const commissions = [entry('2026-01', 30), entry('2026-01', -3.8)];
    expect(eligibleMonths(commissions, new Set(), new Date('2026-03-05T00:00:00Z'))).toEqual([
      { month: '2026-01', amountCents: 2620, referredUserId: 'b' },
    ]);
  });

  it('waits for an unsettled month before looking at later ones', () => {
    const commissions = [entry('2026-01', 30), entry('2026-02', 30)];
    expect(eligibleMonths(commissions, new Set(), new Date('2026-03-15T00:00:00Z'))).toEqual([
      { month: '2026-01', amountCents: 3000, referredUserId: 'b' },
    ]);
  });
});

describe('the free month when a friend creates a first survey', () => {
  it('is granted once per referred account', () => {
    expect(mayGrantFreeMonth({ alreadyGrantedForThisFriend: false, grantedThisMonth: 0 })).toBe(
      true,
    );
    expect(mayGrantFreeMonth({ alreadyGrantedForThisFriend: true, grantedThisMonth: 0 })).toBe(
      false,
    );
  });

  it('stops at 3 a calendar month', () => {
    expect(mayGrantFreeMonth({ alreadyGrantedForThisFriend: false, grantedThisMonth: 2 })).toBe(
      true,
    );
    expect(mayGrantFreeMonth({ alreadyGrantedForThisFriend: false, grantedThisMonth: 3 })).toBe(
      false,
    );
  });
});

describe('months', () => {
  it('names the month of a moment and labels it', () => {
    expect(monthOf('2026-11-30T23:59:59.000Z')).toBe('2026-11');
    expect(monthLabel('2026-11')).toBe('November 2026');
  });
});
