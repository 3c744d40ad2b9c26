import { describe, expect, it } from 'vitest';
import type { CatalogueEntry, MyPlan } from '#shared/api/billing';
import {
  formatCount,
  heldMessage,
  planButton,
  statusColor,
  trialBanner,
  trialMessage,
  usageBanners,
} from './billing-rules';

const entry = (over: Partial<CatalogueEntry> = {}): CatalogueEntry => ({
  name: 'Professional',
  price: 19,
  priceId: 'price_pro',
  trialDays: 14,
  features: [],
  limits: { surveys: 50, responses: 1000, teamMembers: 50 },
  ...over,
});
const plan = (over: Partial<MyPlan> = {}): MyPlan => ({
  key: 'starter',
  name: 'Starter',
  status: 'active',
  currentPeriodEnd: null,
  trial: null,
  cancelAtPeriodEnd: false,
  graceEndsAt: null,
  hasSubscription: false,
  ...over,
});

describe('billing rules', () => {
  it('colours the status badge green, yellow or red', () => {
    expect(statusColor('active')).toBe('green');
    expect(statusColor('past_due')).toBe('yellow');
    expect(statusColor('canceled')).toBe('red');
  });

  it('shows the trial banner in trial and the ended banner once it is over and unpaid', () => {
    const trial = { isTrial: true, daysLeft: 9, endsAt: '2026-12-01T00:00:00Z' };
    expect(trialBanner(plan({ trial }))).toBe('trial');
    expect(trialBanner(plan({ trial: { ...trial, isTrial: false }, status: 'past_due' }))).toBe(
      'ended',
    );
    expect(trialBanner(plan({ trial: { ...trial, isTrial: false }, status: 'active' }))).toBeNull();
    expect(trialBanner(plan())).toBeNull();
    expect(trialMessage(9)).toBe('9 days left in your free trial!');
    expect(trialMessage(1)).toBe('1 day left in your free trial!');
  });

  it('labels plan buttons: Current Plan, Processing..., trial, Upgrade, Contact sales, Coming Soon', () => {
    const base = { current: 'starter' as const, processing: null, hadTrial: false };
    expect(planButton({ ...base, key: 'starter', entry: entry({ price: 0 }) })?.label).toBe(
      'Current Plan',
    );
    expect(planButton({ ...base, key: 'professional', entry: entry() })?.label).toBe(
      'Start 14-Day Free Trial',
    );
    expect(
      planButton({ ...base, hadTrial: true, key: 'professional', entry: entry() })?.label,
    ).toBe('Upgrade');
    expect(
      planButton({ ...base, processing: 'professional', key: 'professional', entry: entry() }),
    ).toMatchObject({ label: 'Processing...', disabled: true });
    expect(
      planButton({ ...base, key: 'enterprise', entry: entry({ price: null, priceId: null }) }),
    ).toEqual({ label: 'Contact sales', disabled: false, action: 'contact' });
    expect(
      planButton({ ...base, key: 'professional', entry: entry({ priceId: null }) }),
    ).toMatchObject({ label: 'Coming Soon', disabled: true });
  });

  it('warns at 80 % and says a limit is reached at 100 %, never for unlimited', () => {
    const limits = { surveys: 10, responses: 200, teamMembers: 15 };
    const banners = usageBanners({ surveys: 8, responses: 200, teamMembers: 3 }, limits, 'Starter');
    expect(banners).toEqual([
      { thing: 'surveys', level: 'warning', message: 'You have used 8 of 10 surveys.' },
      {
        thing: 'responses',
        level: 'reached',
        message:
          "You have reached your Starter plan's limit of 200 responses this month. Upgrade to add more.",
      },
    ]);
    const unlimited = { surveys: -1, responses: -1, teamMembers: -1 };
    expect(usageBanners({ surveys: 999, responses: 9, teamMembers: 9 }, unlimited, 'E')).toEqual(
      [],
    );
    expect(formatCount(-1)).toBe('∞');
    expect(formatCount(1000)).toBe('1,000');
  });
});

describe('held responses', () => {
  it('says how many wait and how to see them, without blaming anyone', () => {
    expect(heldMessage(0)).toBeNull();
    expect(heldMessage(1)).toBe(
      '1 response is waiting: upgrade or wait for the next period to see them.',
    );
    expect(heldMessage(1200)).toBe(
      '1,200 responses are waiting: upgrade or wait for the next period to see them.',
    );
  });
});
