import { MIN_ANONYMITY_THRESHOLD } from '#shared/api/surveys';
import type { AppMessage } from '../../i18n/define-messages';
import { paths } from '../../lib/paths';
import { supportMessages as m } from './messages';

/** The spec's words for the e-mail test (spec 2 §5 and §8). */
export const EMAIL_TEST_MESSAGES = {
  connectionOk: m.connectionOk,
  connectionFailed: m.connectionFailed,
  sent: m.sent,
  sendFailed: m.sendFailed,
  addressRequired: m.addressRequired,
  addressInvalid: m.addressInvalid,
  configFailed: m.configFailed,
} as const;

export interface QuickLink {
  title: AppMessage;
  description: AppMessage;
  to: string;
}

export const quickLinks: QuickLink[] = [
  {
    title: m.linkCreateSurvey,
    description: m.linkCreateSurveyText,
    to: paths.newSurvey.getHref(),
  },
  { title: m.linkAnalytics, description: m.linkAnalyticsText, to: paths.analytics.getHref() },
  { title: m.linkTeams, description: m.linkTeamsText, to: paths.teams.getHref() },
  { title: m.linkCalendar, description: m.linkCalendarText, to: paths.calendar.getHref() },
];

export interface FaqEntry {
  id: string;
  question: AppMessage;
  /** Its paragraphs; `{threshold}` in them is the smallest anonymity threshold. */
  answer: AppMessage[];
}

/** What fills the answers' placeholders. */
export const faqValues = { threshold: MIN_ANONYMITY_THRESHOLD };

/** Six questions, each answered as Candor really behaves. */
export const faq: FaqEntry[] = [
  {
    id: 'create-survey',
    question: m.createSurveyQuestion,
    answer: [m.createSurveyAnswer1, m.createSurveyAnswer2],
  },
  {
    id: 'scheduling',
    question: m.schedulingQuestion,
    answer: [m.schedulingAnswer1, m.schedulingAnswer2],
  },
  {
    id: 'invite-members',
    question: m.inviteMembersQuestion,
    answer: [m.inviteMembersAnswer1, m.inviteMembersAnswer2],
  },
  {
    id: 'anonymity',
    question: m.anonymityQuestion,
    answer: [m.anonymityAnswer1, m.anonymityAnswer2, m.anonymityAnswer3],
  },
  {
    id: 'results',
    question: m.resultsQuestion,
    answer: [m.resultsAnswer1, m.resultsAnswer2, m.resultsAnswer3],
  },
  {
    id: 'customise',
    question: m.customiseQuestion,
    answer: [m.customiseAnswer1, m.customiseAnswer2],
  },
];

export interface Resource {
  title: AppMessage;
  description: AppMessage;
  /** The page the card opens (decision 0050). */
  to: string;
  action: AppMessage;
}

/** The Resources tab's four cards, each opening a real page (decision 0050). */
export const resources: Resource[] = [
  {
    title: m.guideTitle,
    description: m.guideText,
    to: paths.help.getHref('getting-started'),
    action: m.guideAction,
  },
  {
    title: m.practicesTitle,
    description: m.practicesText,
    to: paths.help.getHref('best-practices'),
    action: m.practicesAction,
  },
  {
    title: m.anonymityTitle,
    description: m.anonymityText,
    to: paths.help.getHref('anonymity'),
    action: m.anonymityAction,
  },
  {
    title: m.apiTitle,
    description: m.apiText,
    to: paths.apiReference.getHref(),
    action: m.apiAction,
  },
];

/** A simple address check before anything is sent (the server checks again). */
export function testAddressProblem(value: string): AppMessage | undefined {
  const trimmed = value.trim();
  if (!trimmed) return EMAIL_TEST_MESSAGES.addressRequired;
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(trimmed)) return EMAIL_TEST_MESSAGES.addressInvalid;
  return undefined;
}
