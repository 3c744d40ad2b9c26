/**
 * The referral programme's terms as rules (spec 2, section 9). Amounts are US cents; times ISO
 * strings or Dates (UTC). The page's FAQ reads the same numbers.
 */
export const referralTerms = {
  /** The referrer earns this share of what the referred account pays, tax excluded... */
  commissionRate: 0.2,
  /** ...for this many months from the referred account's first payment. */
  commissionMonths: 6,
  /** The referred person's discount on their first paid month, percent. */
  referredDiscountPercent: 50,
  /** A month is paid out once it reaches this much (smaller months roll into the next). */
  minimumPayoutCents: 2500,
  /** Refunds are possible this long: a month is paid out only this many days after it ended. */
  refundWindowDays: 30,
  /** Free months a referrer can earn in one calendar month (against abuse). */
  freeMonthsPerMonth: 3,
  /** A reward can be used for this long after it was earned. */
  rewardValidDays: 365,
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** `2026-11` for any moment in November 2026 (UTC). */
export function monthOf(at: Date | string): string {
  return new Date(at).toISOString().slice(0, 7);
}

/** The first moment after the calendar month `YYYY-MM` (UTC). */
export function endOfMonth(month: string): Date {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, m, 1));
}

/** The moment the commission window closes: `commissionMonths` calendar months after the first payment. */
export function commissionWindowEnd(firstPaymentAt: Date | string): Date {
  const start = new Date(firstPaymentAt);
  const end = new Date(start);
  end.setUTCMonth(end.getUTCMonth() + referralTerms.commissionMonths);
  // 31 August + 6 months is 28 February, not 3 March.
  if (end.getUTCDate() !== start.getUTCDate()) end.setUTCDate(0);
  return end;
}

/**
 * What one paid invoice earns the referrer: 20% of the amount paid without tax, rounded to the
 * cent, while the window from the first payment is open; nothing after it or for a zero invoice.
 */
export function commissionFor(input: {
  paidCents: number;
  taxCents: number;
  firstPaymentAt: Date | string;
  paidAt: Date | string;
}): number {
  const base = input.paidCents - input.taxCents;
  if (base <= 0) return 0;
  const paidAt = new Date(input.paidAt).getTime();
  if (paidAt < new Date(input.firstPaymentAt).getTime()) return 0;
  if (paidAt >= commissionWindowEnd(input.firstPaymentAt).getTime()) return 0;
  return Math.round(base * referralTerms.commissionRate);
}

/**
 * What a refund takes back (a negative amount): 20% of the refunded amount, never more than the
 * referral has earned so far, so a refund of a payment that earned nothing takes nothing.
 */
export function clawbackFor(refundedCents: number, earnedCents: number): number {
  if (refundedCents <= 0 || earnedCents <= 0) return 0;
  return -Math.min(Math.round(refundedCents * referralTerms.commissionRate), earnedCents);
}

/**
 * When the referred person's 50% discount is attached. A trial's first invoice is $0, and a
 * once-only discount attached to it would be used up on nothing: with a trial it waits for the
 * trial to convert; without one it goes on the checkout (the first invoice is the paid month).
 */
export function discountMoment(input: {
  hasUnusedDiscount: boolean;
  trialDays: number;
}): 'checkout' | 'trial-conversion' | 'none' {
  if (!input.hasUnusedDiscount) return 'none';
  return input.trialDays > 0 ? 'trial-conversion' : 'checkout';
}

/** Whether a free month may be granted now: once per referred account, capped per month. */
export function mayGrantFreeMonth(input: {
  alreadyGrantedForThisFriend: boolean;
  grantedThisMonth: number;
}): boolean {
  return (
    !input.alreadyGrantedForThisFriend && input.grantedThisMonth < referralTerms.freeMonthsPerMonth
  );
}

export interface CommissionEntry {
  /** The month it was earned (or clawed back) in, `YYYY-MM`. */
  month: string;
  /** Cents; negative for a refund's claw-back. */
  amountCents: number;
  referredUserId: string;
}

export interface EligibleMonth {
  month: string;
  amountCents: number;
  /** The referred account when every commission counted in it came from one. */
  referredUserId: string | null;
}

/**
 * The months that can be paid out now. Months are taken in order; a month is settled once
 * `refundWindowDays` have passed since it ended. A settled month whose total (with what rolled
 * over from smaller months before it) reaches the minimum is eligible; a smaller one rolls over
 * into the next. A requested month took what had rolled into it, so the roll-over starts again
 * after it. Unsettled months wait.
 */
export function eligibleMonths(
  commissions: readonly CommissionEntry[],
  requestedMonths: ReadonlySet<string>,
  now: Date,
): EligibleMonth[] {
  const byMonth = new Map<string, CommissionEntry[]>();
  for (const entry of commissions) {
    byMonth.set(entry.month, [...(byMonth.get(entry.month) ?? []), entry]);
  }
  const months = [...new Set([...byMonth.keys(), ...requestedMonths])].sort();
  const eligible: EligibleMonth[] = [];
  let carried = 0;
  let carriedFrom = new Set<string>();
  for (const month of months) {
    if (requestedMonths.has(month)) {
      carried = 0;
      carriedFrom = new Set();
      continue;
    }
    const settled = endOfMonth(month).getTime() + referralTerms.refundWindowDays * DAY_MS;
    if (settled > now.getTime()) break;
    const entries = byMonth.get(month) ?? [];
    const total = carried + entries.reduce((sum, entry) => sum + entry.amountCents, 0);
    const from = new Set([...carriedFrom, ...entries.map((entry) => entry.referredUserId)]);
    if (total >= referralTerms.minimumPayoutCents) {
      eligible.push({
        month,
        amountCents: total,
        referredUserId: from.size === 1 ? ([...from][0] as string) : null,
      });
      carried = 0;
      carriedFrom = new Set();
    } else {
      carried = total;
      carriedFrom = from;
    }
  }
  return eligible;
}

/** `Nov 2026` for `2026-11`, as the page and the messages name a month. */
export function monthLabel(month: string): string {
  const [year, m] = month.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(year, m - 1, 1)).toLocaleString('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  });
}
