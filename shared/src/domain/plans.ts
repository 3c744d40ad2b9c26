/**
 * The plan catalogue (spec 2 §2 Billing & Usage, §3, §9): what each plan costs and allows. The one
 * place the server enforces limits from, the billing page and /pricing show, and the payments
 * configuration maps price ids to. -1 means unlimited.
 */
export const planKeys = ['starter', 'professional', 'enterprise'] as const;
export type PlanKey = (typeof planKeys)[number];

/** The things a plan limits, named as the usage object names them. */
export const limitedThings = ['surveys', 'responses', 'teamMembers'] as const;
export type LimitedThing = (typeof limitedThings)[number];
export type PlanLimits = Record<LimitedThing, number>;

export const UNLIMITED = -1;

export interface PlanDefinition {
  key: PlanKey;
  name: string;
  /** US dollars a month; 0 for the free plan; null while the plan has no price ('Coming Soon'). */
  price: number | null;
  /** Days of free trial a first subscription starts with (0: none). */
  trialDays: number;
  /** One line for the pricing page. */
  blurb: string;
  /**
   * Everything beyond the three limits and the daily e-mails, in the order the plan cards list
   * them. Only what the product gives on this plan and not on the one before: every plan
   * schedules, repeats and exports, so none of that is a paid extra.
   */
  extras: string[];
  limits: PlanLimits;
  /**
   * People an account may e-mail a day (survey e-mails, resends, team invitations): what keeps
   * the product from being a mail relay, sized to each plan's teams. The plan cards list it.
   */
  dailyEmailRecipients: number;
}

export const planCatalogue: Record<PlanKey, PlanDefinition> = {
  starter: {
    key: 'starter',
    name: 'Starter',
    price: 0,
    trialDays: 0,
    blurb: 'For a single team trying pulse surveys.',
    extras: [
      'Anonymous responses',
      'Scheduled and recurring sends',
      'Analytics with CSV and PDF export',
      'Survey templates',
    ],
    limits: { surveys: 10, responses: 200, teamMembers: 15 },
    dailyEmailRecipients: 250,
  },
  professional: {
    key: 'professional',
    name: 'Professional',
    price: 19,
    trialDays: 14,
    blurb: 'For growing organisations with several teams.',
    extras: ['Everything in Starter'],
    limits: { surveys: 50, responses: 1_000, teamMembers: 50 },
    dailyEmailRecipients: 2_000,
  },
  enterprise: {
    key: 'enterprise',
    name: 'Enterprise',
    price: null,
    trialDays: 0,
    blurb: 'For large organisations with custom needs.',
    extras: ['Everything in Professional', 'Single sign-on (SSO)', 'An SLA', 'Priority support'],
    limits: { surveys: UNLIMITED, responses: UNLIMITED, teamMembers: UNLIMITED },
    dailyEmailRecipients: 10_000,
  },
};

/** The plan of every account without a paid subscription. */
export const FREE_PLAN: PlanKey = 'starter';

const nouns: Record<LimitedThing, string> = {
  surveys: 'surveys',
  responses: 'responses a month',
  teamMembers: 'team members',
};

/** 'Up to 1,000 responses a month', or 'Unlimited surveys' for -1. */
export function formatLimit(value: number, thing: LimitedThing): string {
  if (value === UNLIMITED) return `Unlimited ${thing === 'responses' ? 'responses' : nouns[thing]}`;
  return `Up to ${value.toLocaleString('en-US')} ${nouns[thing]}`;
}

/**
 * The feature list a plan card shows: 'Everything in …' first (what it builds on), then its
 * three limits, its daily e-mails, then its other extras.
 */
export function planFeatures(plan: PlanDefinition): string[] {
  const builtOn = plan.extras.filter((extra) => extra.startsWith('Everything in '));
  return [
    ...builtOn,
    ...limitedThings.map((thing) => formatLimit(plan.limits[thing], thing)),
    `Survey e-mails to ${plan.dailyEmailRecipients.toLocaleString('en-US')} people a day`,
    ...plan.extras.filter((extra) => !builtOn.includes(extra)),
  ];
}

/** '$19/mo', 'Free', or null for a plan without a price. */
export function formatPrice(plan: Pick<PlanDefinition, 'price'>): string | null {
  if (plan.price === null) return null;
  return plan.price === 0 ? 'Free' : `$${plan.price}/mo`;
}

/** Whether one more of `thing` fits under `limit` when `used` are in use. */
export function hasRoomFor(used: number, limit: number, adding = 1): boolean {
  return limit === UNLIMITED || used + adding <= limit;
}

/** How full a limit is: below 80 %, at or past 80 % (a warning), or reached. */
export type UsageLevel = 'ok' | 'warning' | 'reached';
export function usageLevel(used: number, limit: number): UsageLevel {
  if (limit === UNLIMITED) return 'ok';
  if (limit === 0 || used >= limit) return 'reached';
  return used / limit >= 0.8 ? 'warning' : 'ok';
}

/** Percentage of a limit in use, 0 to 100 (0 for unlimited). */
export function usagePercent(used: number, limit: number): number {
  if (limit === UNLIMITED) return 0;
  if (limit === 0) return 100;
  return Math.min(100, Math.round((used / limit) * 100));
}

/** The cheapest plan above `current` that allows more of `thing`, if any. */
export function planThatLifts(current: PlanKey, thing: LimitedThing): PlanDefinition | undefined {
  const limit = planCatalogue[current].limits[thing];
  const above = planKeys.slice(planKeys.indexOf(current) + 1).map((key) => planCatalogue[key]);
  return above.find((plan) => plan.limits[thing] === UNLIMITED || plan.limits[thing] > limit);
}

/**
 * What a manager is told when an action would pass a limit: the limit, and the plan that lifts
 * it. "Your Starter plan allows up to 10 surveys. Upgrade to Professional for up to 50 surveys."
 */
export function limitMessage(current: PlanKey, thing: LimitedThing): string {
  const plan = planCatalogue[current];
  const limit = plan.limits[thing];
  const first = `Your ${plan.name} plan allows up to ${limit.toLocaleString('en-US')} ${nouns[thing]}.`;
  const lifts = planThatLifts(current, thing);
  if (!lifts) return first;
  const more =
    lifts.limits[thing] === UNLIMITED
      ? `unlimited ${thing === 'responses' ? 'responses' : nouns[thing]}`
      : `up to ${lifts.limits[thing].toLocaleString('en-US')} ${nouns[thing]}`;
  return `${first} Upgrade to ${lifts.name} for ${more}.`;
}
