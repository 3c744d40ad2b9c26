import { MIN_ANONYMITY_THRESHOLD } from '#shared/api/surveys';
import { paths } from '../../lib/paths';

/** The spec's words for the e-mail test (spec 2 §5 and §8). */
export const EMAIL_TEST_MESSAGES = {
  connectionOk: 'Email connection test successful!',
  connectionFailed: 'Email connection test failed',
  sent: 'Test email sent successfully!',
  sendFailed: 'Failed to send test email',
  addressRequired: 'Please enter an email address',
  addressInvalid: 'Please enter a valid email address',
  configFailed: 'Failed to load the email configuration',
} as const;

export const RESPONSE_TIME = 'We answer every message within 24 hours.';

export interface QuickLink {
  title: string;
  description: string;
  to: string;
}

export const quickLinks: QuickLink[] = [
  {
    title: 'Create a Survey',
    description: 'Start from a template or a blank survey and send it to your teams.',
    to: paths.newSurvey.getHref(),
  },
  {
    title: 'View Analytics',
    description: 'Response trends, sentiment and insights per question.',
    to: paths.analytics.getHref(),
  },
  {
    title: 'Manage Teams',
    description: 'Invite members and admins, brand each team with a colour and logo.',
    to: paths.teams.getHref(),
  },
  {
    title: 'Survey Calendar',
    description: 'Schedule a survey once, or daily, weekly or monthly.',
    to: paths.calendar.getHref(),
  },
];

export interface FaqEntry {
  id: string;
  question: string;
  answer: string[];
}

const k = MIN_ANONYMITY_THRESHOLD;

/** Six questions, each answered as Candor really behaves. */
export const faq: FaqEntry[] = [
  {
    id: 'create-survey',
    question: 'How do I create a survey?',
    answer: [
      'Go to Surveys and choose Create Survey. Give it a title, then add questions: short text, long text, multiple choice, checkboxes, rating, date, e-mail or number. You can also start from one of six ready-made templates (customer satisfaction, employee satisfaction, workplace culture, manager feedback, remote work, training and development) and change what you like.',
      'Assign the survey to one or more of your teams and save it. Press Send to e-mail each person a personal link that works once, or copy the survey’s open link and share it wherever your team talks.',
    ],
  },
  {
    id: 'scheduling',
    question: 'Can surveys go out on a schedule?',
    answer: [
      'Yes. On the Survey Calendar & Automation page pick one or more teams, a survey, a frequency (once, daily, weekly or monthly), a start date, a time and your time zone. A one-time send goes out once at that moment; a daily, weekly or monthly one keeps going on its own until you pause it, delete it, or it reaches the end date or number of rounds you set. You can skip weekends, and the next five send times show before you save.',
      'Each send goes to everyone on the chosen teams’ rosters as a new round, with a fresh personal link that works once, so people answer again each time. With Send reminders on in the survey’s Survey Settings (after 1, 3, 7 or 14 days), people who have not answered get a reminder with their own link at the round’s send time; you are told that the reminders went out, never to whom or how many. The Schedule button on a survey’s card takes you straight to the calendar with that survey selected.',
    ],
  },
  {
    id: 'invite-members',
    question: 'How do I invite people to my team?',
    answer: [
      'Open Teams and use Add people on the team. Paste the addresses (with names or without, as many as you like) or choose a CSV file; everyone goes on the roster and gets the team’s surveys. Tick Invite for those who should also get an account invitation, and choose their role: Member or Admin.',
      'Members answer the surveys assigned to the team. Admins can also invite and add people and manage the surveys assigned to the team. The invitation e-mail holds a link that works for 7 days. The team’s owner can change roles or remove people later.',
    ],
  },
  {
    id: 'anonymity',
    question: 'Are responses really anonymous?',
    answer: [
      'Yes, and the server enforces it, not just the screen. An anonymous response keeps only the answers and the day it was given: no name, e-mail address, IP address or link to the invitation it came from.',
      `Results of an anonymous survey appear only once it has at least its anonymity threshold of responses: ${k} by default, and never fewer than ${k}. After that, new answers are released in groups of at least the threshold, so no list, count, average or invitation status changes because one person answered. You can raise a survey’s threshold in its settings at any time; lowering it is possible only until the survey is sent, its link opened or answered.`,
      'Only surveys you mark as not anonymous keep the respondent’s e-mail address.',
    ],
  },
  {
    id: 'results',
    question: 'Where do I see the results?',
    answer: [
      'In Surveys, open a survey’s Responses: every response with its answers and sentiment, in tabs for all responses, those from the open link (Regular) and those from e-mailed links (Email). The survey’s editor lists every invitation with when it was sent and whether delivery failed; for a survey that is not anonymous it also shows who answered. An anonymous survey never shows who answered: only how many responded, per release of answers.',
      'The Dashboard sums up responses, active surveys and sentiment across your surveys. Analytics shows them over 7 days, 30 days, 90 days or a year: daily responses, sentiment, top surveys and each survey’s trend against the period before, with export to CSV or a PDF report. Anonymous surveys count there only once their answers are released.',
      `For an anonymous survey, results show once it reaches its threshold (${k} or more); until then the page says that threshold, never how many answered so far (a count that moved with each answer would tell who had just answered).`,
    ],
  },
  {
    id: 'customise',
    question: 'Can I customise surveys and how they look?',
    answer: [
      'Every question can be required or optional and has its own options: the choices, a rating scale and its labels, a maximum length for text, a range for numbers. A survey can allow one response per person or several, and can stop accepting responses when you close it.',
      'A team’s owner can set the team’s brand colour and logo in the team’s settings; the survey page and the e-mails people receive carry them. In Profile you can turn on accessibility options such as high contrast, large text and reduced motion.',
    ],
  },
];

export interface Resource {
  title: string;
  description: string;
  /** The page the card opens (decision 0050). */
  to: string;
  action: string;
}

/** The Resources tab's four cards, each opening a real page (decision 0050). */
export const resources: Resource[] = [
  {
    title: 'Getting Started Guide',
    description: 'From a new account to your first results: a team, its people, a survey, a send.',
    to: paths.help.getHref('getting-started'),
    action: 'Read the guide',
  },
  {
    title: 'Best Practices',
    description: 'Writing questions people answer honestly, and how often to ask them.',
    to: paths.help.getHref('best-practices'),
    action: 'Read best practices',
  },
  {
    title: 'How Anonymity Works',
    description: 'What is stored when someone answers, what you see, and when.',
    to: paths.help.getHref('anonymity'),
    action: 'Read how anonymity works',
  },
  {
    title: 'API Documentation',
    description: 'The HTTP API behind the app, for your own tools and integrations.',
    to: paths.apiReference.getHref(),
    action: 'Open the API reference',
  },
];

/** A simple address check before anything is sent (the server checks again). */
export function testAddressProblem(value: string): string | undefined {
  const trimmed = value.trim();
  if (!trimmed) return EMAIL_TEST_MESSAGES.addressRequired;
  if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(trimmed)) return EMAIL_TEST_MESSAGES.addressInvalid;
  return undefined;
}
