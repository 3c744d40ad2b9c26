import type { CatalogueEntry, MyPlan } from '#shared/api/billing';
import {
  limitedThings,
  planKeys,
  usageLevel,
  type LimitedThing,
  type PlanKey,
} from '#shared/domain/plans';
import { createIntl, type IntlShape } from 'react-intl';
import type { AppMessage } from '../../i18n/define-messages';
import { billingMessages as m } from './messages';

/** What the rules say things with: the app's intl in the chosen language (useAppIntl). */
export type BillingIntl = Pick<IntlShape, 'formatMessage' | 'formatNumber' | 'formatDate'>;

let english: BillingIntl | undefined;
/** English, the messages' defaults: what the rules say when no language is given. */
function englishIntl(): BillingIntl {
  english ??= createIntl({
    locale: 'en-US',
    defaultLocale: 'en',
    messages: {},
    // English is every message's default: no catalog is missing.
    onError: (error) => {
      if (error.code !== 'MISSING_TRANSLATION') console.error(error);
    },
  });
  return english;
}

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
export function planBadge(
  plan: Pick<MyPlan, 'status' | 'trial'>,
  intl: BillingIntl = englishIntl(),
): {
  label: string;
  color: 'green' | 'yellow' | 'red' | 'blue';
} {
  if (plan.trial?.isTrial) return { label: intl.formatMessage(m.statusTrial), color: 'blue' };
  return { label: statusLabel(plan.status, intl), color: statusColor(plan.status) };
}

/** 'past_due' -> 'Past due'; a status the app does not know is shown in its own words. */
export function statusLabel(status: string, intl: BillingIntl = englishIntl()): string {
  const words = status.replace(/_/g, ' ');
  const fallback = words.charAt(0).toUpperCase() + words.slice(1);
  return intl.formatMessage(m.status, { status: status.replace(/[^a-z_]/g, ''), fallback });
}

/** The trial banner while in trial; the ended banner once a trial is over and not paid for. */
export function trialBanner(plan: MyPlan): 'trial' | 'ended' | null {
  if (!plan.trial) return null;
  if (plan.trial.isTrial) return 'trial';
  return plan.status !== 'active' ? 'ended' : null;
}

export const trialMessage = (daysLeft: number, intl: BillingIntl = englishIntl()) =>
  intl.formatMessage(m.trialMessage, { daysLeft });

/** The button of one plan card (spec 2 §2, Available Plans). */
export function planButton(input: {
  key: PlanKey;
  entry: CatalogueEntry;
  current: PlanKey;
  processing: PlanKey | null;
  /** The account has had a trial already: a new subscription starts paid. */
  hadTrial: boolean;
  intl?: BillingIntl;
}): { label: string; disabled: boolean; action: 'checkout' | 'contact' | null } | null {
  const { key, entry, current, processing, hadTrial, intl = englishIntl() } = input;
  const say = intl.formatMessage;
  if (key === current) return { label: say(m.currentPlan), disabled: true, action: null };
  if (processing === key) return { label: say(m.processing), disabled: true, action: null };
  if (entry.price === 0) return null;
  // Enterprise is sold by conversation, not checkout (decision 0044).
  if (key === 'enterprise' && !entry.priceId) {
    return { label: say(m.contactSales), disabled: false, action: 'contact' };
  }
  if (!entry.priceId) return { label: say(m.comingSoon), disabled: true, action: null };
  const lower = planKeys.indexOf(key) < planKeys.indexOf(current);
  if (lower) return null;
  if (entry.trialDays > 0 && !hadTrial) {
    return {
      label: say(m.startTrial, { days: entry.trialDays }),
      disabled: processing !== null,
      action: 'checkout',
    };
  }
  return { label: say(m.upgrade), disabled: processing !== null, action: 'checkout' };
}

/** '1,000' (in the app's language), or ∞ for -1. */
export const formatCount = (value: number, intl: BillingIntl = englishIntl()) =>
  value === -1 ? '∞' : intl.formatNumber(value);

export const usageLabels: Record<LimitedThing, AppMessage> = {
  surveys: m.usageSurveys,
  responses: m.usageResponses,
  teamMembers: m.usageTeamMembers,
};

/**
 * What a usage figure counts, where the name alone could mislead: a team page counts its owner
 * among its members, the plan's figure does not (decision 0011).
 */
export const usageHints: Partial<Record<LimitedThing, AppMessage>> = {
  // Under 'Usage This Month', but a count of what exists, not of this month's.
  surveys: m.usageSurveysHint,
  teamMembers: m.usageTeamMembersHint,
};

/** The usage banners: at 80 % a warning, at 100 % that the limit is reached. */
export function usageBanners(
  usage: Record<LimitedThing, number>,
  limits: Record<LimitedThing, number>,
  planName: string,
  intl: BillingIntl = englishIntl(),
): { thing: LimitedThing; level: 'warning' | 'reached'; message: string }[] {
  return limitedThings.flatMap((thing) => {
    const level = usageLevel(usage[thing], limits[thing]);
    if (level === 'ok') return [];
    const limit = formatCount(limits[thing], intl);
    const message =
      level === 'reached'
        ? intl.formatMessage(m.usageReached, { plan: planName, limit, thing })
        : intl.formatMessage(m.usageWarning, {
            used: formatCount(usage[thing], intl),
            limit,
            thing,
          });
    return [{ thing, level, message }];
  });
}

/** 'November 20, 2026' (in the app's language). */
export function formatDate(iso: string, intl: BillingIntl = englishIntl()): string {
  return intl.formatDate(iso, { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/** $19.00 from cents (in the app's language). */
export function formatMoney(
  cents: number,
  currency: string,
  intl: BillingIntl = englishIntl(),
): string {
  return intl.formatNumber(cents / 100, { style: 'currency', currency: currency.toUpperCase() });
}

/**
 * The banner over held answers (decision 0012): answers over the monthly limit are kept, not
 * shown, until an upgrade or the next period. Null when none are held.
 */
export function heldMessage(held: number, intl: BillingIntl = englishIntl()): string | null {
  if (held <= 0) return null;
  return intl.formatMessage(m.held, { held });
}
