import { defineMessages } from '../../i18n/define-messages';

/** The Support Center's, the e-mail test's and the help pages' own text (decision 0061). */
export const supportMessages = defineMessages({
  title: { id: 'support.title', defaultMessage: 'Support Center · Candor' },
  heading: { id: 'support.heading', defaultMessage: 'Support Center' },
  intro: {
    id: 'support.intro',
    defaultMessage:
      'Answers to common questions, ways to reach us, and a check that e-mail reaches people.',
  },
  quickLinks: { id: 'support.quickLinks', defaultMessage: 'Quick links' },
  emailTestHeading: { id: 'support.emailTest.heading', defaultMessage: 'Test Email Service' },
  emailTestText: {
    id: 'support.emailTest.text',
    defaultMessage:
      'Survey invitations not arriving? See how e-mail is set up, check the connection to the mail service and send yourself a test e-mail.',
  },
  tabFaq: { id: 'support.tab.faq', defaultMessage: 'FAQ' },
  tabContact: { id: 'support.tab.contact', defaultMessage: 'Contact' },
  tabResources: { id: 'support.tab.resources', defaultMessage: 'Resources' },
  faqHeading: { id: 'support.faq.heading', defaultMessage: 'Frequently asked questions' },
  contactHeading: { id: 'support.contact.heading', defaultMessage: 'Contact us' },
  contactEmail: { id: 'support.contact.email', defaultMessage: 'Email support' },
  contactEmailFailed: {
    id: 'support.contact.emailFailed',
    defaultMessage: 'The support address could not be loaded. Please try again.',
  },
  contactDocs: { id: 'support.contact.docs', defaultMessage: 'Documentation' },
  contactDocsFailed: {
    id: 'support.contact.docsFailed',
    defaultMessage: 'The documentation address could not be loaded.',
  },
  contactResponseTime: { id: 'support.contact.responseTime', defaultMessage: 'Response time' },
  contactUnder24: { id: 'support.contact.under24', defaultMessage: 'Under 24 hours' },
  contactAnswer: {
    id: 'support.contact.answer',
    defaultMessage:
      'We answer every message within 24 hours. Tell us what you tried and what you saw.',
  },
  urgentTitle: { id: 'support.urgent.title', defaultMessage: 'Need urgent help?' },
  urgentText: {
    id: 'support.urgent.text',
    defaultMessage:
      'Put “Urgent” at the start of your e-mail’s subject and we will look at it first. If surveys are not reaching people, run the e-mail test above and include what it reported.',
  },
  resourcesHeading: { id: 'support.resources.heading', defaultMessage: 'Resources' },
  linkCreateSurvey: { id: 'support.link.createSurvey', defaultMessage: 'Create a Survey' },
  linkCreateSurveyText: {
    id: 'support.link.createSurveyText',
    defaultMessage: 'Start from a template or a blank survey and send it to your teams.',
  },
  linkAnalytics: { id: 'support.link.analytics', defaultMessage: 'View Analytics' },
  linkAnalyticsText: {
    id: 'support.link.analyticsText',
    defaultMessage: 'Response trends, sentiment and insights per question.',
  },
  linkTeams: { id: 'support.link.teams', defaultMessage: 'Manage Teams' },
  linkTeamsText: {
    id: 'support.link.teamsText',
    defaultMessage: 'Invite members and admins, brand each team with a colour and logo.',
  },
  linkCalendar: { id: 'support.link.calendar', defaultMessage: 'Survey Calendar' },
  linkCalendarText: {
    id: 'support.link.calendarText',
    defaultMessage: 'Schedule a survey once, or daily, weekly or monthly.',
  },
  guideTitle: { id: 'support.resource.guide', defaultMessage: 'Getting Started Guide' },
  guideText: {
    id: 'support.resource.guideText',
    defaultMessage:
      'From a new account to your first results: a team, its people, a survey, a send.',
  },
  guideAction: { id: 'support.resource.guideAction', defaultMessage: 'Read the guide' },
  practicesTitle: { id: 'support.resource.practices', defaultMessage: 'Best Practices' },
  practicesText: {
    id: 'support.resource.practicesText',
    defaultMessage: 'Writing questions people answer honestly, and how often to ask them.',
  },
  practicesAction: {
    id: 'support.resource.practicesAction',
    defaultMessage: 'Read best practices',
  },
  anonymityTitle: { id: 'support.resource.anonymity', defaultMessage: 'How Anonymity Works' },
  anonymityText: {
    id: 'support.resource.anonymityText',
    defaultMessage: 'What is stored when someone answers, what you see, and when.',
  },
  anonymityAction: {
    id: 'support.resource.anonymityAction',
    defaultMessage: 'Read how anonymity works',
  },
  apiTitle: { id: 'support.resource.api', defaultMessage: 'API Documentation' },
  apiText: {
    id: 'support.resource.apiText',
    defaultMessage: 'The HTTP API behind the app, for your own tools and integrations.',
  },
  apiAction: { id: 'support.resource.apiAction', defaultMessage: 'Open the API reference' },
  connectionOk: {
    id: 'support.emailTest.connectionOk',
    defaultMessage: 'Email connection test successful!',
  },
  connectionFailed: {
    id: 'support.emailTest.connectionFailed',
    defaultMessage: 'Email connection test failed',
  },
  sent: { id: 'support.emailTest.sent', defaultMessage: 'Test email sent successfully!' },
  sendFailed: { id: 'support.emailTest.sendFailed', defaultMessage: 'Failed to send test email' },
  addressRequired: {
    id: 'support.emailTest.addressRequired',
    defaultMessage: 'Please enter an email address',
  },
  addressInvalid: {
    id: 'support.emailTest.addressInvalid',
    defaultMessage: 'Please enter a valid email address',
  },
  configFailed: {
    id: 'support.emailTest.configFailed',
    defaultMessage: 'Failed to load the email configuration',
  },
  dialogText: {
    id: 'support.emailTest.dialogText',
    defaultMessage: 'Check the mail service and send a test e-mail.',
  },
  close: { id: 'support.emailTest.close', defaultMessage: 'Close' },
  sentTo: { id: 'support.emailTest.sentTo', defaultMessage: 'Sent to {to}' },
  sentToText: {
    id: 'support.emailTest.sentToText',
    defaultMessage: 'Sent to {to}. It may take a minute to arrive; check the spam folder too.',
  },
  configHeading: { id: 'support.emailTest.configHeading', defaultMessage: 'Current configuration' },
  retry: { id: 'support.emailTest.retry', defaultMessage: 'Retry' },
  configLoading: {
    id: 'support.emailTest.configLoading',
    defaultMessage: 'Loading the configuration',
  },
  testing: { id: 'support.emailTest.testing', defaultMessage: 'Testing...' },
  testConnection: { id: 'support.emailTest.testConnection', defaultMessage: 'Test Connection' },
  testConnectionText: {
    id: 'support.emailTest.testConnectionText',
    defaultMessage:
      'Asks the mail service whether sending is enabled and how much of today’s quota is left.',
  },
  sendHeading: { id: 'support.emailTest.sendHeading', defaultMessage: 'Send a test e-mail' },
  verifyTitle: {
    id: 'support.emailTest.verifyTitle',
    defaultMessage: 'Verify your email address first',
  },
  verifyText: {
    id: 'support.emailTest.verifyText',
    defaultMessage:
      'Test e-mails can be sent from verified accounts only. Use the link we sent to {email}, or send a new one.',
  },
  addressLabel: { id: 'support.emailTest.addressLabel', defaultMessage: 'Test email address' },
  addressHint: {
    id: 'support.emailTest.addressHint',
    defaultMessage:
      'Up to 5 test e-mails an hour. The e-mail says when it was sent, in your time zone.',
  },
  sending: { id: 'support.emailTest.sending', defaultMessage: 'Sending...' },
  sendButton: { id: 'support.emailTest.sendButton', defaultMessage: 'Send Test Email' },
  noReason: { id: 'support.emailTest.noReason', defaultMessage: 'No reason was given.' },
  configService: { id: 'support.emailTest.config.service', defaultMessage: 'Service' },
  configHost: { id: 'support.emailTest.config.host', defaultMessage: 'Host' },
  configPort: { id: 'support.emailTest.config.port', defaultMessage: 'Port' },
  configFrom: { id: 'support.emailTest.config.from', defaultMessage: 'From' },
  configSecure: { id: 'support.emailTest.config.secure', defaultMessage: 'Secure' },
  configCredentials: { id: 'support.emailTest.config.credentials', defaultMessage: 'Credentials' },
  yes: { id: 'support.yes', defaultMessage: 'Yes' },
  no: { id: 'support.no', defaultMessage: 'No' },
  configured: { id: 'support.emailTest.config.configured', defaultMessage: 'Configured' },
  missing: { id: 'support.emailTest.config.missing', defaultMessage: 'Missing' },
  messageId: { id: 'support.emailTest.messageId', defaultMessage: 'Message ID: {id}' },
  rawData: { id: 'support.emailTest.rawData', defaultMessage: 'Raw data' },
  dismissResult: { id: 'support.emailTest.dismissResult', defaultMessage: 'Dismiss the result' },
  tipsHeading: { id: 'support.tips.heading', defaultMessage: 'Troubleshooting tips' },
  tipLocalMailbox: {
    id: 'support.tips.localMailbox',
    defaultMessage:
      'This copy of Candor runs on one machine: nothing leaves it. Every e-mail lands in the <link>local mailbox</link>, with its links and HTML view.',
  },
  tipInvalid: {
    id: 'support.tips.invalid',
    defaultMessage:
      'Addresses ending in {invalid} are refused, the way SES’s sandbox refuses unverified ones, so you can see what a failed delivery looks like.',
  },
  tipIdentity: {
    id: 'support.tips.identity',
    defaultMessage:
      'The sender’s address or domain must be a verified identity in Amazon SES, in the same region as the app; until it is, nothing can be sent.',
  },
  tipSandbox: {
    id: 'support.tips.sandbox',
    defaultMessage:
      'While the SES account is in the sandbox, e-mail goes only to verified addresses, and at most 200 a day. Request production access in the SES console to reach everyone.',
  },
  tipSuppression: {
    id: 'support.tips.suppression',
    defaultMessage:
      'An address that bounced or complained is put on SES’s suppression list and gets nothing until it is removed from the list. Check the address for typos.',
  },
  tipSpam: {
    id: 'support.tips.spam',
    defaultMessage:
      'Delivered but not in the inbox? Look in the spam or junk folder, and ask the recipient’s IT team to allow the sender’s domain.',
  },
  helpTitle: { id: 'help.title', defaultMessage: '{title} · Candor Help' },
  helpBrand: { id: 'help.brand', defaultMessage: 'Candor Help' },
  helpOnThisPage: { id: 'help.onThisPage', defaultMessage: 'On this page' },
  helpMore: { id: 'help.more', defaultMessage: 'More help' },
  helpApiReference: { id: 'help.apiReference', defaultMessage: 'API reference' },
  helpSupportCenter: { id: 'help.supportCenter', defaultMessage: 'Support Center' },
  helpNotFoundTitle: {
    id: 'help.notFound.title',
    defaultMessage: 'Help article not found · Candor',
  },
  helpNotFoundHeading: { id: 'help.notFound.heading', defaultMessage: 'Help article not found' },
  helpNotFoundText: {
    id: 'help.notFound.text',
    defaultMessage: 'There is no help article at this address. These are the ones we have:',
  },
  apiTitle2: { id: 'help.api.title', defaultMessage: 'API reference · Candor Help' },
  apiIntro: {
    id: 'help.api.intro',
    defaultMessage:
      'The {count} HTTP routes the Candor app itself uses, read from the same table that builds them, so this page is never behind the API.',
  },
  apiConventions: { id: 'help.api.conventions', defaultMessage: 'Conventions' },
  apiPaths: {
    id: 'help.api.paths',
    defaultMessage:
      'Every path is on this site, under {api}. Requests and responses are JSON unless a route says otherwise.',
  },
  apiSignIn: {
    id: 'help.api.signIn',
    defaultMessage:
      'Routes marked “Sign-in” need the header {header} with the session token that {login} returns.',
  },
  apiErrors: {
    id: 'help.api.errors',
    defaultMessage:
      'An error answers with a 4xx or 5xx status and a body {shape}: {message} can be shown to a person, {errorType} is a stable word to act on, {fields} names the inputs that were refused and why.',
  },
  apiFields: {
    id: 'help.api.fields',
    defaultMessage:
      'Fields marked required must be present; others may be left out. Limits are checked on the server, with the reason in the error.',
  },
  apiAreas: { id: 'help.api.areas', defaultMessage: 'Areas' },
  apiSignInBadge: { id: 'help.api.signInBadge', defaultMessage: 'Sign-in' },
  apiPublic: { id: 'help.api.public', defaultMessage: 'Public' },
  apiSuccess: { id: 'help.api.success', defaultMessage: 'Success: {status}' },
  apiPathParams: { id: 'help.api.pathParams', defaultMessage: 'Path parameters' },
  apiQueryParams: { id: 'help.api.queryParams', defaultMessage: 'Query parameters' },
  apiBody: { id: 'help.api.body', defaultMessage: 'Body' },
  apiResponse: { id: 'help.api.response', defaultMessage: 'Response' },
  apiField: { id: 'help.api.field', defaultMessage: 'Field' },
  apiType: { id: 'help.api.type', defaultMessage: 'Type' },
  apiRequired: { id: 'help.api.required', defaultMessage: 'Required' },
  apiLimits: { id: 'help.api.limits', defaultMessage: 'Limits' },
  createSurveyQuestion: {
    id: 'support.faq.createSurvey.question',
    defaultMessage: 'How do I create a survey?',
  },
  createSurveyAnswer1: {
    id: 'support.faq.createSurvey.answer1',
    defaultMessage:
      'Go to Surveys and choose Create Survey. Give it a title, then add questions: short text, long text, multiple choice, checkboxes, rating, date, e-mail or number. You can also start from one of six ready-made templates (customer satisfaction, employee satisfaction, workplace culture, manager feedback, remote work, training and development) and change what you like.',
  },
  createSurveyAnswer2: {
    id: 'support.faq.createSurvey.answer2',
    defaultMessage:
      'Assign the survey to one or more of your teams and save it. Press Send to e-mail each person a personal link that works once, or copy the survey’s open link and share it wherever your team talks.',
  },
  schedulingQuestion: {
    id: 'support.faq.scheduling.question',
    defaultMessage: 'Can surveys go out on a schedule?',
  },
  schedulingAnswer1: {
    id: 'support.faq.scheduling.answer1',
    defaultMessage:
      'Yes. On the Survey Calendar & Automation page pick one or more teams, a survey, a frequency (once, daily, weekly or monthly), a start date, a time and your time zone. A one-time send goes out once at that moment; a daily, weekly or monthly one keeps going on its own until you pause it, delete it, or it reaches the end date or number of rounds you set. You can skip weekends, and the next five send times show before you save.',
  },
  schedulingAnswer2: {
    id: 'support.faq.scheduling.answer2',
    defaultMessage:
      'Each send goes to everyone on the chosen teams’ rosters as a new round, with a fresh personal link that works once, so people answer again each time. With Send reminders on in the survey’s Survey Settings (after 1, 3, 7 or 14 days), people who have not answered get a reminder with their own link at the round’s send time; you are told that the reminders went out, never to whom or how many. The Schedule button on a survey’s card takes you straight to the calendar with that survey selected.',
  },
  inviteMembersQuestion: {
    id: 'support.faq.inviteMembers.question',
    defaultMessage: 'How do I invite people to my team?',
  },
  inviteMembersAnswer1: {
    id: 'support.faq.inviteMembers.answer1',
    defaultMessage:
      'Open Teams and use Add people on the team. Paste the addresses (with names or without, as many as you like) or choose a CSV file; everyone goes on the roster and gets the team’s surveys. Tick Invite for those who should also get an account invitation, and choose their role: Member or Admin.',
  },
  inviteMembersAnswer2: {
    id: 'support.faq.inviteMembers.answer2',
    defaultMessage:
      'Members answer the surveys assigned to the team. Admins can also invite and add people and manage the surveys assigned to the team. The invitation e-mail holds a link that works for 7 days. The team’s owner can change roles or remove people later.',
  },
  anonymityQuestion: {
    id: 'support.faq.anonymity.question',
    defaultMessage: 'Are responses really anonymous?',
  },
  anonymityAnswer1: {
    id: 'support.faq.anonymity.answer1',
    defaultMessage:
      'Yes, and the server enforces it, not just the screen. An anonymous response keeps only the answers and the day it was given: no name, e-mail address, IP address or link to the invitation it came from.',
  },
  anonymityAnswer2: {
    id: 'support.faq.anonymity.answer2',
    defaultMessage:
      'Results of an anonymous survey appear only once it has at least its anonymity threshold of responses: {threshold} by default, and never fewer than {threshold}. After that, new answers are released in groups of at least the threshold, so no list, count, average or invitation status changes because one person answered. You can raise a survey’s threshold in its settings at any time; lowering it is possible only until the survey is sent, its link opened or answered.',
  },
  anonymityAnswer3: {
    id: 'support.faq.anonymity.answer3',
    defaultMessage: 'Only surveys you mark as not anonymous keep the respondent’s e-mail address.',
  },
  resultsQuestion: {
    id: 'support.faq.results.question',
    defaultMessage: 'Where do I see the results?',
  },
  resultsAnswer1: {
    id: 'support.faq.results.answer1',
    defaultMessage:
      'In Surveys, open a survey’s Responses: every response with its answers and sentiment, in tabs for all responses, those from the open link (Regular) and those from e-mailed links (Email). The survey’s editor lists every invitation with when it was sent and whether delivery failed; for a survey that is not anonymous it also shows who answered. An anonymous survey never shows who answered: only how many responded, per release of answers.',
  },
  resultsAnswer2: {
    id: 'support.faq.results.answer2',
    defaultMessage:
      'The Dashboard sums up responses, active surveys and sentiment across your surveys. Analytics shows them over 7 days, 30 days, 90 days or a year: daily responses, sentiment, top surveys and each survey’s trend against the period before, with export to CSV or a PDF report. Anonymous surveys count there only once their answers are released.',
  },
  resultsAnswer3: {
    id: 'support.faq.results.answer3',
    defaultMessage:
      'For an anonymous survey, results show once it reaches its threshold ({threshold} or more); until then the page says that threshold, never how many answered so far (a count that moved with each answer would tell who had just answered).',
  },
  customiseQuestion: {
    id: 'support.faq.customise.question',
    defaultMessage: 'Can I customise surveys and how they look?',
  },
  customiseAnswer1: {
    id: 'support.faq.customise.answer1',
    defaultMessage:
      'Every question can be required or optional and has its own options: the choices, a rating scale and its labels, a maximum length for text, a range for numbers. A survey can allow one response per person or several, and can stop accepting responses when you close it.',
  },
  customiseAnswer2: {
    id: 'support.faq.customise.answer2',
    defaultMessage:
      'A team’s owner can set the team’s brand colour and logo in the team’s settings; the survey page and the e-mails people receive carry them. In Profile you can turn on accessibility options such as high contrast, large text and reduced motion.',
  },
});
