import {
  limitedThings,
  planCatalogue,
  planKeys,
  UNLIMITED,
  type LimitedThing,
  type PlanKey,
} from '#shared/domain/plans';
import type { AppMessage } from '../../i18n/define-messages';
import { planMessages as m } from './messages';

/** A line of a plan's feature list: a message and its values, or the catalogue's own words. */
export type PlanFeature = { message: AppMessage; values?: Record<string, number> } | string;

/** A plan as the pricing page shows it, read from the one catalogue (shared/src/domain/plans). */
export interface PlanSummary {
  key: PlanKey;
  name: string;
  /** Dollars a month; 0 is free, null a price agreed with sales. */
  price: number | null;
  blurb: AppMessage;
  /** What it builds on, its limits, its e-mails a day, then its extras (as `planFeatures`). */
  features: PlanFeature[];
}

const blurbs: Record<PlanKey, AppMessage> = {
  starter: m.blurbStarter,
  professional: m.blurbProfessional,
  enterprise: m.blurbEnterprise,
};

const limits: Record<LimitedThing, [upTo: AppMessage, unlimited: AppMessage]> = {
  surveys: [m.upToSurveys, m.unlimitedSurveys],
  responses: [m.upToResponses, m.unlimitedResponses],
  teamMembers: [m.upToTeamMembers, m.unlimitedTeamMembers],
};

/** The catalogue's extras by their English words; one not listed here shows as it is. */
const extras: Record<string, AppMessage> = {
  'Anonymous responses': m.anonymousResponses,
  'Scheduled and recurring sends': m.scheduledSends,
  'Analytics with CSV and PDF export': m.analyticsExport,
  'Survey templates': m.surveyTemplates,
  'Everything in Starter': m.everythingInStarter,
  'Everything in Professional': m.everythingInProfessional,
  'Single sign-on (SSO)': m.singleSignOn,
  'An SLA': m.sla,
  'Priority support': m.prioritySupport,
};

const extra = (text: string): PlanFeature => (extras[text] ? { message: extras[text] } : text);

export const plans: PlanSummary[] = planKeys.map((key) => {
  const plan = planCatalogue[key];
  const builtOn = plan.extras.filter((e) => e.startsWith('Everything in '));
  return {
    key,
    name: plan.name,
    price: plan.price,
    blurb: blurbs[key],
    features: [
      ...builtOn.map(extra),
      ...limitedThings.map((thing): PlanFeature => {
        const count = plan.limits[thing];
        const [upTo, unlimited] = limits[thing];
        return count === UNLIMITED ? { message: unlimited } : { message: upTo, values: { count } };
      }),
      { message: m.emailsPerDay, values: { count: plan.dailyEmailRecipients } },
      ...plan.extras.filter((e) => !builtOn.includes(e)).map(extra),
    ],
  };
});
