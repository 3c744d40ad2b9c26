import type { CatalogueEntry, MyPlan } from '#shared/api/billing';
import {
  limitedThings,
  planKeys,
  usageLevel,
  type LimitedThing,
  type PlanKey,
} from '#shared/domain/plans';

export const BILLING_LOAD_FAILED = 'Failed to load billing information';
export const CHECKOUT_NO_URL = 'Failed to create checkout session';
export const CHECKOUT_FAILED = 'Failed to start upgrade process';
export const PORTAL_FAILED = 'Failed to access billing portal';
export const TRIAL_ENDED = 'Your free trial has ended. Subscribe to continue using Pro features.';

/** Badge colour of a plan status (spec 2 §4): green active, yellow past_due, red otherwise. */
export function statusColor(status: string): 'green' | 'yellow' | 'red' {
  if (status === 'active') return 'green';
  if (status === 'past_due') return 'yellow';
  return 'red';
}

/**
 * The current plan's badge: 'Trial' (blue) while the free trial runs, whatever the provider calls
 * the subscription; otherwise its status in words and colour.
 */
export function planBadge(plan: Pick<MyPlan, 'status' | 'trial'>): {
  label: string;
  color: 'green' | 'yellow' | 'red' | 'blue';
} {
  if (plan.trial?.isTrial) return { label: 'Trial', color: 'blue' };
  return { label: statusLabel(plan.status), color: statusColor(plan.status) };
}

/** 'past_due' -> 'Past due'. */
export function statusLabel(status: string): string {
  const words = status.replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** The trial banner while in trial; the ended banner once a trial is over and not paid for. */
export function trialBanner(plan: MyPlan): 'trial' | 'ended' | null {
  if (!plan.trial) return null;
  if (plan.trial.isTrial) return 'trial';
  return plan.status !== 'active' ? 'ended' : null;
}

export const trialMessage = (daysLeft: number) =>
  `${daysLeft} ${daysLeft === 1 ? 'day' : 'days'} left in your free trial!`;

/** The button of one plan card (spec 2 §2, Available Plans). */
export function planButton(input: {
  key: PlanKey;
  entry: CatalogueEntry;
  current: PlanKey;
  processing: PlanKey | null;
  /** The account has had a trial already: a new subscription starts paid. */
  hadTrial: boolean;
}): { label: string; disabled: boolean; action: 'checkout' | 'contact' | null } | null {
  const { key, entry, current, processing, hadTrial } = input;
  if (key === current) return { label: 'Current Plan', disabled: true, action: null };
  if (processing === key) return { label: 'Processing...', disabled: true, action: null };
  if (entry.price === 0) return null;
  // Enterprise is sold by conversation, not checkout (decision 0044).
  if (key === 'enterprise' && !entry.priceId) {
    return { label: 'Contact sales', disabled: false, action: 'contact' };
  }
  if (!entry.priceId) return { label: 'Coming Soon', disabled: true, action: null };
  const lower = planKeys.indexOf(key) < planKeys.indexOf(current);
  if (lower) return null;
  if (entry.trialDays > 0 && !hadTrial) {
    return {
      label: `Start ${entry.trialDays}-Day Free Trial`,
      disabled: processing !== null,
      action: 'checkout',
    };
  }
  return { label: 'Upgrade', disabled: processing !== null, action: 'checkout' };
}

/** '1,000', or ∞ for -1. */
export const formatCount = (value: number) => (value === -1 ? '∞' : value.toLocaleString('en-US'));

const nouns: Record<LimitedThing, string> = {
  surveys: 'surveys',
  responses: 'responses this month',
  teamMembers: 'team members',
};
export const usageLabels: Record<LimitedThing, string> = {
  surveys: 'Surveys',
  responses: 'Responses',
  teamMembers: 'Team members',
};

/**
 * What a usage figure counts, where the name alone could mislead: a team page counts its owner
 * among its members, the plan's figure does not (decision 0011).
 */
export const usageHints: Partial<Record<LimitedThing, string>> = {
  // Under 'Usage This Month', but a count of what exists, not of this month's.
  surveys: 'Every survey you have, whenever it was made.',
  teamMembers: 'People on the rosters of the teams you own, yourself not counted.',
};

/** The usage banners: at 80 % a warning, at 100 % that the limit is reached. */
export function usageBanners(
  usage: Record<LimitedThing, number>,
  limits: Record<LimitedThing, number>,
  planName: string,
): { thing: LimitedThing; level: 'warning' | 'reached'; message: string }[] {
  return limitedThings.flatMap((thing) => {
    const level = usageLevel(usage[thing], limits[thing]);
    if (level === 'ok') return [];
    const limit = formatCount(limits[thing]);
    const message =
      level === 'reached'
        ? `You have reached your ${planName} plan's limit of ${limit} ${nouns[thing]}. Upgrade to add more.`
        : `You have used ${formatCount(usage[thing])} of ${limit} ${nouns[thing]}.`;
    return [{ thing, level, message }];
  });
}

/** 'November 20, 2026'. */
export function formatDate(iso: string): string {
  return new Date(iso).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    timeZone: 'UTC',
  });
}

/** $19.00 from cents. */
export function formatMoney(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: currency.toUpperCase(),
  }).format(cents / 100);
}

/**
 * The banner over held answers (decision 0012): answers over the monthly limit are kept, not
 * shown, until an upgrade or the next period. Null when none are held.
 */
export function heldMessage(held: number): string | null {
  if (held <= 0) return null;
  const count = held === 1 ? '1 response is' : `${formatCount(held)} responses are`;
  return `${count} waiting: upgrade or wait for the next period to see them.`;
}
