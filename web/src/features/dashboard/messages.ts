import { defineMessages } from '../../i18n/define-messages';

/** The dashboard's text (decision 0061). */
export const dashboardMessages = defineMessages({
  title: { id: 'dashboard.title', defaultMessage: 'Dashboard · Candor' },
  welcomeNew: { id: 'dashboard.welcomeNew', defaultMessage: 'Welcome to Candor!' },
  welcomeNewName: { id: 'dashboard.welcomeNewName', defaultMessage: 'Welcome to Candor, {name}!' },
  welcomeBack: { id: 'dashboard.welcomeBack', defaultMessage: 'Welcome back!' },
  welcomeBackName: { id: 'dashboard.welcomeBackName', defaultMessage: 'Welcome back, {name}!' },
  tagline: { id: 'dashboard.tagline', defaultMessage: 'speak freely, stay anonymous' },
  loadFailedTitle: { id: 'dashboard.loadFailed', defaultMessage: 'Error Loading Dashboard' },
  loadFailedFallback: {
    id: 'dashboard.loadFailedFallback',
    defaultMessage: 'Failed to fetch dashboard data',
  },
  emptyHeading: { id: 'dashboard.empty.heading', defaultMessage: 'No Dashboard Data' },
  emptyText: {
    id: 'dashboard.empty.text',
    defaultMessage: 'Totals, recent responses and sentiment show here once people answer.',
  },
  loading: { id: 'dashboard.loading', defaultMessage: 'Loading dashboard' },
  totals: { id: 'dashboard.totals', defaultMessage: 'Totals' },
  totalTeams: { id: 'dashboard.totalTeams', defaultMessage: 'Total Teams' },
  activeSurveys: { id: 'dashboard.activeSurveys', defaultMessage: 'Active Surveys' },
  totalResponses: { id: 'dashboard.totalResponses', defaultMessage: 'Total Responses' },
  avgSentiment: { id: 'dashboard.avgSentiment', defaultMessage: 'Avg Sentiment' },
  noResponsesYet: { id: 'dashboard.noResponsesYet', defaultMessage: 'No responses yet' },
  none: { id: 'dashboard.none', defaultMessage: 'None' },
  positive: { id: 'dashboard.sentiment.positive', defaultMessage: 'Positive' },
  neutral: { id: 'dashboard.sentiment.neutral', defaultMessage: 'Neutral' },
  negative: { id: 'dashboard.sentiment.negative', defaultMessage: 'Negative' },
  quickActions: { id: 'dashboard.quickActions', defaultMessage: 'Quick Actions' },
  manageTeams: { id: 'dashboard.manageTeams', defaultMessage: 'Manage Teams' },
  createSurvey: { id: 'dashboard.createSurvey', defaultMessage: 'Create Survey' },
  viewAnalytics: { id: 'dashboard.viewAnalytics', defaultMessage: 'View Analytics' },
  viewResponses: { id: 'dashboard.viewResponses', defaultMessage: 'View Responses' },
  recentActivity: { id: 'dashboard.recentActivity', defaultMessage: 'Recent Activity' },
  recentEmpty: {
    id: 'dashboard.recentEmpty',
    defaultMessage:
      'No responses yet. Create a survey, assign it to a team and send it to start hearing from people.',
  },
  createTeam: { id: 'dashboard.createTeam', defaultMessage: 'Create a Team' },
  responsesTo: { id: 'dashboard.responsesTo', defaultMessage: '{count} responses to' },
  newResponseTo: { id: 'dashboard.newResponseTo', defaultMessage: 'New response to' },
  noTeam: { id: 'dashboard.noTeam', defaultMessage: 'No team' },
  releasedTogether: { id: 'dashboard.releasedTogether', defaultMessage: 'released together {day}' },
  averageSentimentLabel: {
    id: 'dashboard.averageSentimentLabel',
    defaultMessage: 'Average sentiment:',
  },
  sentimentLabel: { id: 'dashboard.sentimentLabel', defaultMessage: 'Sentiment:' },
  notScored: { id: 'dashboard.notScored', defaultMessage: 'Not scored' },
  activeEmpty: {
    id: 'dashboard.activeEmpty',
    defaultMessage: 'No surveys are accepting responses right now.',
  },
  responseCount: {
    id: 'dashboard.responseCount',
    defaultMessage: '{count, plural, one {# response} other {# responses}}',
  },
  view: { id: 'dashboard.view', defaultMessage: 'View' },
  sentimentOverview: { id: 'dashboard.sentimentOverview', defaultMessage: 'Sentiment Overview' },
  sentimentEmpty: {
    id: 'dashboard.sentimentEmpty',
    defaultMessage:
      'No sentiment yet. It shows here once surveys have responses (anonymous surveys once they reach their threshold).',
  },
  notScoredCount: {
    id: 'dashboard.notScoredCount',
    defaultMessage:
      '{count, plural, one {# response not scored (comment language not supported)} other {# responses not scored (comment language not supported)}}',
  },
  attentionHeading: { id: 'dashboard.attention.heading', defaultMessage: 'Needs your attention' },
  toneUrgent: { id: 'dashboard.attention.urgent', defaultMessage: 'Urgent' },
  toneToDo: { id: 'dashboard.attention.toDo', defaultMessage: 'To do' },
  toneWaiting: { id: 'dashboard.attention.waiting', defaultMessage: 'Waiting' },
  lowSentiment: {
    id: 'dashboard.attention.lowSentiment',
    defaultMessage: 'Sentiment is low on “{title}”: {percent}% of its answers are negative.',
  },
  notSent: {
    id: 'dashboard.attention.notSent',
    defaultMessage: '“{title}” has not been sent to anyone yet.',
  },
  noPeople: { id: 'dashboard.attention.noPeople', defaultMessage: 'No one is on {title} yet.' },
  awaitingResults: {
    id: 'dashboard.attention.awaitingResults',
    defaultMessage: '“{title}” is waiting for answers: results show once enough people answer.',
  },
  readResults: { id: 'dashboard.attention.readResults', defaultMessage: 'Read the results' },
  seeWhereItStands: {
    id: 'dashboard.attention.seeWhereItStands',
    defaultMessage: 'See where it stands',
  },
  stepTeam: { id: 'dashboard.checklist.team', defaultMessage: 'Create a team' },
  stepTeamHint: {
    id: 'dashboard.checklist.teamHint',
    defaultMessage: 'The people you want to hear from.',
  },
  stepPeople: { id: 'dashboard.checklist.people', defaultMessage: 'Add people' },
  stepPeopleHint: {
    id: 'dashboard.checklist.peopleHint',
    defaultMessage: 'Paste names and e-mail addresses; no one needs an account.',
  },
  addPeopleTo: { id: 'dashboard.checklist.addPeopleTo', defaultMessage: 'Add people to {team}' },
  stepSurvey: { id: 'dashboard.checklist.survey', defaultMessage: 'Create a survey' },
  stepSurveyHint: {
    id: 'dashboard.checklist.surveyHint',
    defaultMessage: 'Start from a template and change what you like.',
  },
  stepSend: { id: 'dashboard.checklist.send', defaultMessage: 'Send it' },
  stepSendHint: {
    id: 'dashboard.checklist.sendHint',
    defaultMessage: 'Everyone gets a personal link; answers stay anonymous.',
  },
  sendSurvey: { id: 'dashboard.checklist.sendSurvey', defaultMessage: 'Send {survey}' },
  stepResult: { id: 'dashboard.checklist.result', defaultMessage: 'See the first result' },
  stepResultHint: {
    id: 'dashboard.checklist.resultHint',
    defaultMessage: 'Results show once enough people have answered to keep them anonymous.',
  },
  seeResults: { id: 'dashboard.checklist.seeResults', defaultMessage: 'See results' },
  getStarted: { id: 'dashboard.gettingStarted.heading', defaultMessage: 'Get started' },
  progress: { id: 'dashboard.gettingStarted.progress', defaultMessage: '{done} of {total} done' },
  progressLabel: { id: 'dashboard.gettingStarted.label', defaultMessage: 'Getting started' },
  progressValue: {
    id: 'dashboard.gettingStarted.value',
    defaultMessage: '{done} of {total} steps done',
  },
  stepsLabel: { id: 'dashboard.gettingStarted.steps', defaultMessage: 'Getting started steps' },
  stepDone: { id: 'dashboard.gettingStarted.stepDone', defaultMessage: ': done' },
  stepNotDone: { id: 'dashboard.gettingStarted.stepNotDone', defaultMessage: ': not done yet' },
  next: { id: 'dashboard.gettingStarted.next', defaultMessage: 'Next' },
  teamNameRequired: {
    id: 'dashboard.quickStart.nameRequired',
    defaultMessage: 'Team name is required',
  },
  createTeamFailed: {
    id: 'dashboard.quickStart.createFailed',
    defaultMessage: 'Failed to create team',
  },
  createAndSend: {
    id: 'dashboard.quickStart.createAndSend',
    defaultMessage: 'Create team and send survey',
  },
  createAndAdd: {
    id: 'dashboard.quickStart.createAndAdd',
    defaultMessage: 'Create team and add people',
  },
  createOnly: { id: 'dashboard.quickStart.create', defaultMessage: 'Create team' },
  formLabel: { id: 'dashboard.quickStart.form', defaultMessage: 'Create your team' },
  teamName: { id: 'dashboard.quickStart.teamName', defaultMessage: 'Team name' },
  teamNamePlaceholder: {
    id: 'dashboard.quickStart.teamNamePlaceholder',
    defaultMessage: 'e.g. Platform team',
  },
  people: { id: 'dashboard.quickStart.people', defaultMessage: 'People (optional)' },
  peopleHint: {
    id: 'dashboard.quickStart.peopleHint',
    defaultMessage:
      'One person a line: a name and an e-mail address, or just the address. You can add more later.',
  },
  peoplePlaceholder: {
    id: 'dashboard.quickStart.peoplePlaceholder',
    defaultMessage: "Ada Lovelace '<'ada@example.com>\nalan@example.com",
  },
  sendFirst: {
    id: 'dashboard.quickStart.sendFirst',
    defaultMessage: 'Send them a first survey now',
  },
  survey: { id: 'dashboard.quickStart.survey', defaultMessage: 'Survey' },
  surveyHelp: {
    id: 'dashboard.quickStart.surveyHelp',
    defaultMessage:
      '{count} questions, answered anonymously: results show once 3 people have answered. Each person gets a personal link by e-mail.',
  },
  verifyFirst: {
    id: 'dashboard.quickStart.verifyFirst',
    defaultMessage:
      'Verify your e-mail address first to send: the link is in your inbox. Your team and its people are kept.',
  },
  settingUp: { id: 'dashboard.quickStart.settingUp', defaultMessage: 'Setting up...' },
  reportCreated: { id: 'dashboard.report.created', defaultMessage: '{team} is created' },
  reportAdded: {
    id: 'dashboard.report.added',
    defaultMessage: '{count, plural, one {# person added} other {# people added}}',
  },
  reportSent: {
    id: 'dashboard.report.sent',
    defaultMessage: '{survey} is on its way to {count, plural, one {# person} other {# people}}',
  },
  reportSentence: { id: 'dashboard.report.sentence', defaultMessage: '{parts}.' },
  failedPeople: {
    id: 'dashboard.report.failedPeople',
    defaultMessage: 'The people could not be added',
  },
  failedSurvey: {
    id: 'dashboard.report.failedSurvey',
    defaultMessage: 'The survey could not be created',
  },
  failedSend: { id: 'dashboard.report.failedSend', defaultMessage: 'The survey could not be sent' },
  failedDetail: {
    id: 'dashboard.report.failedDetail',
    defaultMessage:
      '{step}: {reason} Everything before it is saved; the steps below take it from there.',
  },
  notAdded: { id: 'dashboard.report.notAdded', defaultMessage: 'Not added: {list}.' },
  resendFailed: {
    id: 'dashboard.verify.resendFailed',
    defaultMessage: 'Failed to send verification email',
  },
  resend: { id: 'dashboard.verify.resend', defaultMessage: 'Resend Verification Email' },
  sending: { id: 'dashboard.verify.sending', defaultMessage: 'Sending...' },
  sent: { id: 'dashboard.verify.sent', defaultMessage: 'Email sent!' },
  verifyTitle: { id: 'dashboard.verify.title', defaultMessage: 'Please verify your email address' },
  verifyText: {
    id: 'dashboard.verify.text',
    defaultMessage:
      'We sent a verification link to <strong>{email}</strong>. Verify it so you keep receiving survey notifications and can recover your account.',
  },
  remindLater: { id: 'dashboard.verify.remindLater', defaultMessage: 'Remind me later' },
  dismissReminder: {
    id: 'dashboard.verify.dismiss',
    defaultMessage: 'Dismiss verification reminder',
  },
  openTeam: { id: 'dashboard.report.openTeam', defaultMessage: 'Open {team}' },
});
