import { defineMessages } from '../../i18n/define-messages';

/** The Billing & Usage screen's text (decision 0061). */
export const billingMessages = defineMessages({
  title: { id: 'billing.title', defaultMessage: 'Billing & Usage · Candor' },
  heading: { id: 'billing.heading', defaultMessage: 'Billing & Usage' },
  intro: {
    id: 'billing.intro',
    defaultMessage: 'Your plan, what you use of it, and your invoices.',
  },
  loading: { id: 'billing.loading', defaultMessage: 'Loading billing information' },
  loadFailed: { id: 'billing.loadFailed', defaultMessage: 'Failed to load billing information' },
  checkoutNoUrl: {
    id: 'billing.checkoutNoUrl',
    defaultMessage: 'Failed to create checkout session',
  },
  checkoutFailed: {
    id: 'billing.checkoutFailed',
    defaultMessage: 'Failed to start upgrade process',
  },
  portalFailed: { id: 'billing.portalFailed', defaultMessage: 'Failed to access billing portal' },
  checkoutSucceeded: {
    id: 'billing.checkoutSucceeded',
    defaultMessage: 'Your subscription is active. Thank you!',
  },
  checkoutCanceled: {
    id: 'billing.checkoutCanceled',
    defaultMessage: 'Checkout canceled. You have not been charged.',
  },
  trialMessage: {
    id: 'billing.trial.message',
    defaultMessage: '{daysLeft, plural, one {# day} other {# days}} left in your free trial!',
  },
  trialCharge: {
    id: 'billing.trial.charge',
    defaultMessage: 'Your card is charged {price} when the trial ends on {date}.',
  },
  monthlyPrice: { id: 'billing.monthlyPrice', defaultMessage: '{price}/mo' },
  upgradeNow: { id: 'billing.trial.upgradeNow', defaultMessage: 'Upgrade Now' },
  trialEnded: {
    id: 'billing.trial.ended',
    defaultMessage: 'Your free trial has ended. Subscribe to continue using Pro features.',
  },
  subscribe: { id: 'billing.trial.subscribe', defaultMessage: 'Subscribe for $19/mo' },
  pastDueTitle: { id: 'billing.pastDue.title', defaultMessage: 'Your last payment failed.' },
  pastDueText: {
    id: 'billing.pastDue.text',
    defaultMessage: 'Update your card in Manage Subscription to keep {plan}.',
  },
  pastDueTextBy: {
    id: 'billing.pastDue.textBy',
    defaultMessage: 'Update your card in Manage Subscription by {date} to keep {plan}.',
  },
  currentPlan: { id: 'billing.currentPlan', defaultMessage: 'Current Plan' },
  trialEnds: { id: 'billing.trialEnds', defaultMessage: 'Trial ends {date}' },
  cancelsOn: { id: 'billing.cancelsOn', defaultMessage: 'Cancels on' },
  nextBillingDate: { id: 'billing.nextBillingDate', defaultMessage: 'Next billing date:' },
  freePlan: {
    id: 'billing.freePlan',
    defaultMessage: 'The free plan. Upgrade for more surveys and members.',
  },
  manageSubscription: { id: 'billing.manageSubscription', defaultMessage: 'Manage Subscription' },
  usageHeading: { id: 'billing.usage.heading', defaultMessage: 'Usage This Month' },
  usageSurveys: { id: 'billing.usage.surveys', defaultMessage: 'Surveys' },
  usageResponses: { id: 'billing.usage.responses', defaultMessage: 'Responses' },
  usageTeamMembers: { id: 'billing.usage.teamMembers', defaultMessage: 'Team members' },
  usageSurveysHint: {
    id: 'billing.usage.surveysHint',
    defaultMessage: 'Every survey you have, whenever it was made.',
  },
  usageTeamMembersHint: {
    id: 'billing.usage.teamMembersHint',
    defaultMessage: 'People on the rosters of the teams you own, yourself not counted.',
  },
  usageWarning: {
    id: 'billing.usage.warning',
    defaultMessage:
      'You have used {used} of {limit} {thing, select, surveys {surveys} responses {responses this month} other {team members}}.',
  },
  usageReached: {
    id: 'billing.usage.reached',
    defaultMessage:
      "You have reached your {plan} plan's limit of {limit} {thing, select, surveys {surveys} responses {responses this month} other {team members}}. Upgrade to add more.",
  },
  held: {
    id: 'billing.held',
    defaultMessage:
      '{held, plural, one {# response is} other {# responses are}} waiting: upgrade or wait for the next period to see them.',
  },
  plansHeading: { id: 'billing.plans.heading', defaultMessage: 'Available Plans' },
  freeTrialBadge: { id: 'billing.plans.freeTrialBadge', defaultMessage: '{days}-day free trial' },
  customPricing: { id: 'billing.plans.customPricing', defaultMessage: 'Custom pricing' },
  comingSoon: { id: 'billing.plans.comingSoon', defaultMessage: 'Coming Soon' },
  free: { id: 'billing.plans.free', defaultMessage: 'Free' },
  perMonth: { id: 'billing.plans.perMonth', defaultMessage: 'per month' },
  learnMore: { id: 'billing.plans.learnMore', defaultMessage: 'Learn More' },
  limitSurveys: { id: 'billing.plans.limitSurveys', defaultMessage: 'Surveys: {count} at a time' },
  limitResponses: {
    id: 'billing.plans.limitResponses',
    defaultMessage: 'Responses: {count} a month',
  },
  limitTeamMembers: {
    id: 'billing.plans.limitTeamMembers',
    defaultMessage: 'Team members: {count} across your teams',
  },
  trialTerms: {
    id: 'billing.plans.trialTerms',
    defaultMessage:
      'Starts with a {days}-day free trial the first time; cancel any time in Manage Subscription.',
  },
  processing: { id: 'billing.plans.processing', defaultMessage: 'Processing...' },
  contactSales: { id: 'billing.plans.contactSales', defaultMessage: 'Contact sales' },
  startTrial: { id: 'billing.plans.startTrial', defaultMessage: 'Start {days}-Day Free Trial' },
  upgrade: { id: 'billing.plans.upgrade', defaultMessage: 'Upgrade' },
  statusTrial: { id: 'billing.status.trial', defaultMessage: 'Trial' },
  status: {
    id: 'billing.status.label',
    defaultMessage:
      '{status, select, active {Active} past_due {Past due} canceled {Canceled} trialing {Trialing} unpaid {Unpaid} incomplete {Incomplete} incomplete_expired {Incomplete expired} paused {Paused} paid {Paid} open {Open} draft {Draft} void {Void} uncollectible {Uncollectible} other {{fallback}}}',
  },
  historyHeading: { id: 'billing.history.heading', defaultMessage: 'Billing History' },
  historyEmpty: {
    id: 'billing.history.empty',
    defaultMessage: 'Your billing history will appear here once you have an active subscription.',
  },
  invoices: { id: 'billing.history.invoices', defaultMessage: 'Invoices' },
  date: { id: 'billing.history.date', defaultMessage: 'Date' },
  invoice: { id: 'billing.history.invoice', defaultMessage: 'Invoice' },
  amount: { id: 'billing.history.amount', defaultMessage: 'Amount' },
  statusColumn: { id: 'billing.history.status', defaultMessage: 'Status' },
});
