import { defineMessages } from '../../i18n/define-messages';

/** Analytics' own text: the page, its charts' labels and legends, tables and exports (decision 0061). */
export const analyticsMessages = defineMessages({
  title: { id: 'analytics.title', defaultMessage: 'Analytics · Candor' },
  heading: { id: 'analytics.heading', defaultMessage: 'Analytics Dashboard' },
  intro: {
    id: 'analytics.intro',
    defaultMessage: 'Trends and sentiment across the surveys you manage.',
  },
  range: { id: 'analytics.range', defaultMessage: 'Range' },
  range7d: { id: 'analytics.range.7d', defaultMessage: 'Last 7 days' },
  range30d: { id: 'analytics.range.30d', defaultMessage: 'Last 30 days' },
  range90d: { id: 'analytics.range.90d', defaultMessage: 'Last 90 days' },
  range1y: { id: 'analytics.range.1y', defaultMessage: 'Last year' },
  team: { id: 'analytics.filter.team', defaultMessage: 'Team' },
  allTeams: { id: 'analytics.filter.allTeams', defaultMessage: 'All teams' },
  survey: { id: 'analytics.filter.survey', defaultMessage: 'Survey' },
  allSurveys: { id: 'analytics.filter.allSurveys', defaultMessage: 'All surveys' },
  allSurveysOfTeam: {
    id: 'analytics.filter.allSurveysOfTeam',
    defaultMessage: 'All surveys of this team',
  },
  notYours: { id: 'analytics.filter.notYours', defaultMessage: '(not one of yours)' },
  exportCsv: { id: 'analytics.export.csv', defaultMessage: 'Export CSV' },
  exportPdf: { id: 'analytics.export.pdf', defaultMessage: 'Export PDF' },
  exported: { id: 'analytics.export.done', defaultMessage: 'Analytics exported as {format}' },
  exportFailed: { id: 'analytics.export.failed', defaultMessage: 'Failed to export analytics' },
  loadFailed: { id: 'analytics.loadFailed', defaultMessage: 'Failed to load analytics data' },
  badFilterTitle: {
    id: 'analytics.badFilter.title',
    defaultMessage: 'These filters cannot be shown',
  },
  badFilterReset: {
    id: 'analytics.badFilter.reset',
    defaultMessage: 'Show all surveys and teams',
  },
  noEarlierData: { id: 'analytics.change.noEarlierData', defaultMessage: 'No earlier data' },
  noChange: { id: 'analytics.change.none', defaultMessage: 'No change' },
  changePercent: { id: 'analytics.change.percent', defaultMessage: '{sign}{value}%' },
  newSurveys: { id: 'analytics.stat.newSurveys', defaultMessage: '{change} new surveys' },
  totals: { id: 'analytics.stat.totals', defaultMessage: 'Totals' },
  totalSurveys: { id: 'analytics.stat.totalSurveys', defaultMessage: 'Total Surveys' },
  totalResponses: { id: 'analytics.stat.totalResponses', defaultMessage: 'Total Responses' },
  responsesPerSurvey: {
    id: 'analytics.stat.responsesPerSurvey',
    defaultMessage: 'Responses per Survey',
  },
  activeTeams: { id: 'analytics.stat.activeTeams', defaultMessage: 'Active Teams' },
  comparedWithBefore: {
    id: 'analytics.stat.comparedWithBefore',
    defaultMessage: 'compared with the period before',
  },
  thresholdNote: {
    id: 'analytics.thresholdNote',
    defaultMessage:
      'Anonymous surveys count only answers released in groups of at least their threshold, dated by the day of release. Once a survey, round or source reaches its threshold it shows in full (every answer, average and eNPS); below it, it shows nothing.',
  },
  belowThreshold: {
    id: 'analytics.belowThreshold',
    defaultMessage:
      '{count, plural, one {# survey is} other {# surveys are}} still below the threshold and not counted.',
  },
  dailyHeading: { id: 'analytics.daily.heading', defaultMessage: 'Daily Responses' },
  dailyCaption: { id: 'analytics.daily.caption', defaultMessage: 'Daily responses' },
  date: { id: 'analytics.table.date', defaultMessage: 'Date' },
  responses: { id: 'analytics.table.responses', defaultMessage: 'Responses' },
  share: { id: 'analytics.table.share', defaultMessage: 'Share' },
  change: { id: 'analytics.table.change', defaultMessage: 'Change' },
  dailyNone: {
    id: 'analytics.daily.none',
    defaultMessage: 'No released responses from {from} to {to}.',
  },
  dailyFew: {
    id: 'analytics.daily.few',
    defaultMessage:
      'Answers were released on {days, plural, one {one day} other {two days}} only between {from} and {to}: {list}. A chart shows once answers are released on at least {min} days.',
  },
  dailyOn: {
    id: 'analytics.daily.on',
    defaultMessage: '{count, plural, one {# response} other {# responses}} on {day}',
  },
  dailyMany: {
    id: 'analytics.daily.many',
    defaultMessage:
      '{total, plural, one {# response} other {# responses}} from {from} to {to}, on {active} of {days} days; the most on {peak} ({peakValue}).',
  },
  sentimentHeading: { id: 'analytics.sentiment.heading', defaultMessage: 'Sentiment' },
  noReleased: {
    id: 'analytics.noReleased',
    defaultMessage: 'No released responses in this range.',
  },
  sentimentShares: {
    id: 'analytics.sentiment.shares',
    defaultMessage: 'Positive {positive}, neutral {neutral}, negative {negative}.',
  },
  sentimentSharesAverage: {
    id: 'analytics.sentiment.sharesAverage',
    defaultMessage:
      'Positive {positive}, neutral {neutral}, negative {negative} (average sentiment {average}).',
  },
  notScored: {
    id: 'analytics.sentiment.notScored',
    defaultMessage:
      '{count, plural, one {# response} other {# responses}} not scored (comment language not supported)',
  },
  positive: { id: 'analytics.sentiment.positive', defaultMessage: 'Positive' },
  neutral: { id: 'analytics.sentiment.neutral', defaultMessage: 'Neutral' },
  negative: { id: 'analytics.sentiment.negative', defaultMessage: 'Negative' },
  topHeading: { id: 'analytics.top.heading', defaultMessage: 'Top Surveys' },
  topCaption: { id: 'analytics.top.caption', defaultMessage: 'Top surveys' },
  questionsHeading: { id: 'analytics.questions.heading', defaultMessage: 'Question Insights' },
  roundsHeading: { id: 'analytics.rounds.heading', defaultMessage: 'Round Trends' },
  roundsIntro: {
    id: 'analytics.rounds.intro',
    defaultMessage:
      'Each rating question’s average on its own scale, and eNPS for a 0-10 question, round by round. A round shows only once its released answers reach the survey’s anonymity threshold; a hidden round is a gap in the line.',
  },
  trendsHeading: { id: 'analytics.trends.heading', defaultMessage: 'Survey Trends' },
  trendsNone: {
    id: 'analytics.trends.none',
    defaultMessage: 'No released responses in this range or the one before.',
  },
  trendsCaption: {
    id: 'analytics.trends.caption',
    defaultMessage: 'Responses per survey against the period before',
  },
  activityHeading: { id: 'analytics.activity.heading', defaultMessage: 'Recent Activity' },
  activityNone: { id: 'analytics.activity.none', defaultMessage: 'Nothing in this range yet.' },
  round: { id: 'analytics.round', defaultMessage: 'Round' },
  roundNumber: { id: 'analytics.round.number', defaultMessage: 'Round {round}' },
  roundShort: { id: 'analytics.round.short', defaultMessage: 'R{round}' },
  roundHidden: {
    id: 'analytics.round.hidden',
    defaultMessage: 'Hidden: below the anonymity threshold',
  },
  respondedOf: { id: 'analytics.round.respondedOf', defaultMessage: '{responded} of {invited}' },
  onlyRound: {
    id: 'analytics.round.only',
    defaultMessage:
      'Only round {round} shows so far: a line is drawn once two rounds reach the threshold.',
  },
  noRound: {
    id: 'analytics.round.none',
    defaultMessage: 'No round shows yet: none has reached the survey’s anonymity threshold.',
  },
  hiddenRounds: {
    id: 'analytics.round.hiddenCount',
    defaultMessage:
      '{count, plural, one {# round is hidden: fewer answers were released in it than the survey’s anonymity threshold.} other {# rounds are hidden: fewer answers were released in them than the survey’s anonymity threshold.}}',
  },
  everyRound: { id: 'analytics.round.every', defaultMessage: '{survey}: every round' },
  opened: { id: 'analytics.round.opened', defaultMessage: 'Opened' },
  responded: { id: 'analytics.round.responded', defaultMessage: 'Responded' },
  participation: { id: 'analytics.participation', defaultMessage: 'Participation' },
  participationChart: {
    id: 'analytics.participation.chart',
    defaultMessage: 'Participation (%)',
  },
  averageRating: { id: 'analytics.averageRating', defaultMessage: 'Average rating' },
  averageRatingScale: {
    id: 'analytics.averageRating.scale',
    defaultMessage: 'Average rating ({min}-{max})',
  },
  enpsChart: { id: 'analytics.enps.chart', defaultMessage: 'eNPS (-100 to +100)' },
  enpsCell: { id: 'analytics.enps.cell', defaultMessage: '{mean}, eNPS {enps}' },
  showTable: { id: 'analytics.table.show', defaultMessage: 'Show data as a table' },
  emptyHeading: { id: 'analytics.empty.heading', defaultMessage: 'No Analytics Yet' },
  emptyText: {
    id: 'analytics.empty.text',
    defaultMessage:
      'Analytics show here once you manage a survey and people answer it. Create a survey and assign it to a team to get started.',
  },
  goToSurveys: { id: 'analytics.empty.goToSurveys', defaultMessage: 'Go to Surveys' },
  goToTeams: { id: 'analytics.empty.goToTeams', defaultMessage: 'Go to Teams' },
  howItWorks: { id: 'analytics.empty.howItWorks', defaultMessage: 'How analytics work' },
  loading: { id: 'analytics.loading', defaultMessage: 'Loading analytics' },
  // Question insights
  noAnswers: {
    id: 'analytics.questions.none',
    defaultMessage: 'No released answers to questions in this range.',
  },
  insightsRules: {
    id: 'analytics.questions.rules',
    defaultMessage:
      "An anonymous survey's questions show once at least its threshold of people have answers released in the range, and then in full: every choice and rating, averages and eNPS, the same answers its Responses page lists. A survey below its threshold shows nothing here. Written answers show a few short excerpts, with nothing of who gave them or when, only once at least 5 people (and at least the survey's threshold) have answered.",
  },
  questionsOf: { id: 'analytics.questions.of', defaultMessage: 'Questions of {survey}' },
  typeMultipleChoice: { id: 'analytics.type.multipleChoice', defaultMessage: 'Multiple choice' },
  typeCheckbox: { id: 'analytics.type.checkbox', defaultMessage: 'Checkboxes' },
  typeRating: { id: 'analytics.type.rating', defaultMessage: 'Rating' },
  typeText: { id: 'analytics.type.text', defaultMessage: 'Short text' },
  typeTextarea: { id: 'analytics.type.textarea', defaultMessage: 'Long text' },
  typeDate: { id: 'analytics.type.date', defaultMessage: 'Date' },
  typeEmail: { id: 'analytics.type.email', defaultMessage: 'E-mail' },
  typeNumber: { id: 'analytics.type.number', defaultMessage: 'Number' },
  completionHidden: {
    id: 'analytics.questions.completionHidden',
    defaultMessage: 'Completion not shown.',
  },
  completion: {
    id: 'analytics.questions.completion',
    defaultMessage: '{rate} answered ({answered} of {responses})',
  },
  nobodyRated: { id: 'analytics.questions.nobodyRated', defaultMessage: 'Nobody rated it yet' },
  average: { id: 'analytics.questions.average', defaultMessage: 'Average {rating}' },
  enps: {
    id: 'analytics.questions.enps',
    defaultMessage:
      'eNPS {score}: {promoters} promoters (9-10), {passives} passives (7-8), {detractors} detractors (0-6)',
  },
  topAnswers: { id: 'analytics.questions.topAnswers', defaultMessage: 'Top answers' },
  everyAnswer: {
    id: 'analytics.questions.everyAnswer',
    defaultMessage: 'Every answer shown, as a list',
  },
  nobodyAnswered: {
    id: 'analytics.questions.nobodyAnswered',
    defaultMessage: 'Nobody answered it in this range.',
  },
  commentsWithheld: {
    id: 'analytics.comments.withheld',
    defaultMessage: 'Comments are shown once at least {threshold} people have answered.',
  },
  noComments: { id: 'analytics.comments.none', defaultMessage: 'No comments to show.' },
  comments: { id: 'analytics.comments.heading', defaultMessage: 'Comments' },
  commentsOn: { id: 'analytics.comments.on', defaultMessage: 'Comments on {question}' },
});
