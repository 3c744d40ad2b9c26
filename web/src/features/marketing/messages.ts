import { defineMessages } from '../../i18n/define-messages';

/** The public Features and Pricing pages' own text (decision 0061). */
export const marketingMessages = defineMessages({
  pricingTitle: { id: 'marketing.pricing.title', defaultMessage: 'Pricing · Candor' },
  pricingHeading: { id: 'marketing.pricing.heading', defaultMessage: 'Pricing' },
  pricingIntro: {
    id: 'marketing.pricing.intro',
    defaultMessage:
      'Start free with Starter. Move up when your organisation needs more surveys, responses or members.',
  },
  free: { id: 'marketing.pricing.free', defaultMessage: 'Free' },
  perMonth: { id: 'marketing.pricing.perMonth', defaultMessage: '{price}/mo' },
  customPricing: { id: 'marketing.pricing.custom', defaultMessage: 'Custom pricing' },
  contactSales: { id: 'marketing.pricing.contactSales', defaultMessage: 'Contact sales' },
  startWith: { id: 'marketing.pricing.startWith', defaultMessage: 'Start with {plan}' },
  pricingNote: {
    id: 'marketing.pricing.note',
    defaultMessage:
      'Responses are counted per calendar month; surveys and team members at any one time. Every plan keeps responses anonymous and shows results of anonymous surveys only once at least three people have answered.',
  },
  featuresTitle: { id: 'marketing.features.title', defaultMessage: 'Features · Candor' },
  featuresHeading: {
    id: 'marketing.features.heading',
    defaultMessage: 'Speak freely, stay anonymous',
  },
  featuresIntro: {
    id: 'marketing.features.intro',
    defaultMessage:
      'Candor runs short pulse surveys for your teams. People answer anonymously; you see how your teams feel, survey by survey and over time.',
  },
  getStarted: { id: 'marketing.features.getStarted', defaultMessage: 'Get started free' },
  seePricing: { id: 'marketing.features.seePricing', defaultMessage: 'See pricing' },
  everything: {
    id: 'marketing.features.everything',
    defaultMessage: 'Everything a manager needs',
  },
  anonymous: { id: 'marketing.features.anonymous', defaultMessage: 'Anonymous by default' },
  anonymousText: {
    id: 'marketing.features.anonymousText',
    defaultMessage:
      'Responses hold no name, e-mail or device details. Results of an anonymous survey appear only once at least three people have answered, and new answers show in groups, never one by one.',
  },
  sentiment: { id: 'marketing.features.sentiment', defaultMessage: 'Sentiment at a glance' },
  sentimentText: {
    id: 'marketing.features.sentimentText',
    defaultMessage:
      'Response counts and sentiment per survey and across your teams, trends over 7 days to a year, and CSV or PDF reports.',
  },
  noSetup: { id: 'marketing.features.noSetup', defaultMessage: 'No setup' },
  noSetupText: {
    id: 'marketing.features.noSetupText',
    defaultMessage: 'Create a team, pick a template and send your first survey in under 2 minutes.',
  },
  phones: { id: 'marketing.features.phones', defaultMessage: 'Made for phones' },
  phonesText: {
    id: 'marketing.features.phonesText',
    defaultMessage:
      'People answer on any device, on a public page or from a link in their e-mail, with no account.',
  },
  teams: { id: 'marketing.features.teams', defaultMessage: 'Teams' },
  teamsText: {
    id: 'marketing.features.teamsText',
    defaultMessage:
      'Create teams, invite members as Member or Admin, and give each team its own colour and logo.',
  },
  surveys: { id: 'marketing.features.surveys', defaultMessage: 'Surveys' },
  surveysText: {
    id: 'marketing.features.surveysText',
    defaultMessage:
      'Eight question types, six ready-made templates, and surveys assigned to one or more teams.',
  },
  scheduling: { id: 'marketing.features.scheduling', defaultMessage: 'Scheduling' },
  schedulingText: {
    id: 'marketing.features.schedulingText',
    defaultMessage:
      'Send a survey once, or daily, weekly or monthly, in your time zone, each send a new round with fresh personal links, and the next send times shown before you save.',
  },
  notifications: { id: 'marketing.features.notifications', defaultMessage: 'Notifications' },
  notificationsText: {
    id: 'marketing.features.notificationsText',
    defaultMessage:
      'A bell in the header tells you about new responses, invitations, reminders and deadlines.',
  },
  accessible: { id: 'marketing.features.accessible', defaultMessage: 'Accessible' },
  accessibleText: {
    id: 'marketing.features.accessibleText',
    defaultMessage:
      'Keyboard shortcuts, high contrast, large text, reduced motion and screen-reader support.',
  },
  themes: { id: 'marketing.features.themes', defaultMessage: 'Dark and light' },
  themesText: {
    id: 'marketing.features.themesText',
    defaultMessage: 'Pick the theme you like; it is remembered on your device.',
  },
});

/** The plans' blurbs and feature lines (the catalogue's English in shared/src/domain/plans.ts). */
export const planMessages = defineMessages({
  blurbStarter: {
    id: 'marketing.plan.blurbStarter',
    defaultMessage: 'For a single team trying pulse surveys.',
  },
  blurbProfessional: {
    id: 'marketing.plan.blurbProfessional',
    defaultMessage: 'For growing organisations with several teams.',
  },
  blurbEnterprise: {
    id: 'marketing.plan.blurbEnterprise',
    defaultMessage: 'For large organisations with custom needs.',
  },
  upToSurveys: { id: 'marketing.plan.upToSurveys', defaultMessage: 'Up to {count} surveys' },
  unlimitedSurveys: { id: 'marketing.plan.unlimitedSurveys', defaultMessage: 'Unlimited surveys' },
  upToResponses: {
    id: 'marketing.plan.upToResponses',
    defaultMessage: 'Up to {count} responses a month',
  },
  unlimitedResponses: {
    id: 'marketing.plan.unlimitedResponses',
    defaultMessage: 'Unlimited responses',
  },
  upToTeamMembers: {
    id: 'marketing.plan.upToTeamMembers',
    defaultMessage: 'Up to {count} team members',
  },
  unlimitedTeamMembers: {
    id: 'marketing.plan.unlimitedTeamMembers',
    defaultMessage: 'Unlimited team members',
  },
  emailsPerDay: {
    id: 'marketing.plan.emailsPerDay',
    defaultMessage: 'Survey e-mails to {count} people a day',
  },
  anonymousResponses: {
    id: 'marketing.plan.anonymousResponses',
    defaultMessage: 'Anonymous responses',
  },
  scheduledSends: {
    id: 'marketing.plan.scheduledSends',
    defaultMessage: 'Scheduled and recurring sends',
  },
  analyticsExport: {
    id: 'marketing.plan.analyticsExport',
    defaultMessage: 'Analytics with CSV and PDF export',
  },
  surveyTemplates: { id: 'marketing.plan.surveyTemplates', defaultMessage: 'Survey templates' },
  everythingInStarter: {
    id: 'marketing.plan.everythingInStarter',
    defaultMessage: 'Everything in Starter',
  },
  everythingInProfessional: {
    id: 'marketing.plan.everythingInProfessional',
    defaultMessage: 'Everything in Professional',
  },
  singleSignOn: { id: 'marketing.plan.singleSignOn', defaultMessage: 'Single sign-on (SSO)' },
  sla: { id: 'marketing.plan.sla', defaultMessage: 'An SLA' },
  prioritySupport: { id: 'marketing.plan.prioritySupport', defaultMessage: 'Priority support' },
});
