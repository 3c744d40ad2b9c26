/** The plans and their limits as the pricing page shows them (spec 2 §2 Billing, §9); -1: unlimited. */
export interface PlanSummary {
  key: 'starter' | 'professional' | 'enterprise';
  name: string;
  price: string;
  blurb: string;
  limits: { surveys: number; responses: number; members: number };
  extras: string[];
}

export const plans: PlanSummary[] = [
  {
    key: 'starter',
    name: 'Starter',
    price: 'Free',
    blurb: 'For a single team trying pulse surveys.',
    limits: { surveys: 10, responses: 200, members: 15 },
    extras: ['Anonymous responses', 'Survey templates', 'Dashboard and notifications'],
  },
  {
    key: 'professional',
    name: 'Professional',
    price: '$19/mo',
    blurb: 'For growing organisations with several teams.',
    limits: { surveys: 50, responses: 1_000, members: 50 },
    extras: ['Everything in Starter', 'Scheduling and recurring automations', 'Analytics exports'],
  },
  {
    key: 'enterprise',
    name: 'Enterprise',
    price: 'Contact us',
    blurb: 'For large organisations with custom needs.',
    limits: { surveys: -1, responses: -1, members: -1 },
    extras: ['Everything in Professional', 'Single sign-on (SSO)', 'An SLA', 'Priority support'],
  },
];

/** '1,000', or 'Unlimited' for -1. */
export function formatLimit(value: number, noun: string): string {
  if (value < 0) return `Unlimited ${noun}`;
  return `Up to ${value.toLocaleString('en-US')} ${noun}`;
}
