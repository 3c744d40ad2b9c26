import { defineMessages } from '../i18n/define-messages';

/** The shared components' text (decision 0061). */
export const componentMessages = defineMessages({
  showPassword: { id: 'components.showPassword', defaultMessage: 'Show password' },
  hidePassword: { id: 'components.hidePassword', defaultMessage: 'Hide password' },
  resendIdle: { id: 'components.resend.idle', defaultMessage: 'Resend Verification Email' },
  resendSent: { id: 'components.resend.sent', defaultMessage: 'Email sent!' },
  resendFailed: { id: 'components.resend.failed', defaultMessage: 'Failed to send' },
  limitReached: {
    id: 'components.limitReached',
    defaultMessage: 'Limit reached: at most {max, number} characters.',
  },
  retry: { id: 'components.retry', defaultMessage: 'Retry' },
  retrying: { id: 'components.retrying', defaultMessage: 'Retrying...' },
  cancel: { id: 'components.cancel', defaultMessage: 'Cancel' },
  close: { id: 'components.close', defaultMessage: 'Close' },
  sending: { id: 'components.sending', defaultMessage: 'Sending...' },
  showDetails: { id: 'components.showDetails', defaultMessage: 'Show details' },
  hideDetails: { id: 'components.hideDetails', defaultMessage: 'Hide details' },
  dismissMessage: { id: 'components.dismissMessage', defaultMessage: 'Dismiss message' },
  dismissNotification: {
    id: 'components.dismissNotification',
    defaultMessage: 'Dismiss notification',
  },
  staleTitle: {
    id: 'components.stale.title',
    defaultMessage: '{thing, select, other {This {thing} was changed elsewhere}}',
  },
  staleText: {
    id: 'components.stale.text',
    defaultMessage:
      '{thing, select, other {Someone else (or you, in another tab) saved this {thing} after you opened it. Your changes have not been saved.}}',
  },
  staleHow: {
    id: 'components.stale.how',
    defaultMessage:
      'Reload theirs to see their version and drop your changes, or keep yours: what you changed is saved over their version, and what they changed elsewhere stays.',
  },
  reloadTheirs: { id: 'components.stale.reloadTheirs', defaultMessage: 'Reload theirs' },
  keepMine: { id: 'components.stale.keepMine', defaultMessage: 'Keep mine' },
  salesSent: { id: 'components.sales.sent', defaultMessage: 'Request sent' },
  salesTitle: { id: 'components.sales.title', defaultMessage: 'Contact sales' },
  salesFailed: {
    id: 'components.sales.failed',
    defaultMessage: 'Your request could not be sent. Please try again in a moment.',
  },
  salesSend: { id: 'components.sales.send', defaultMessage: 'Send request' },
  salesIntro: {
    id: 'components.sales.intro',
    defaultMessage:
      'Tell us about your organisation and we will get back to you about Enterprise: unlimited surveys, responses and members, SSO and an SLA.',
  },
  salesName: { id: 'components.sales.name', defaultMessage: 'Name' },
  salesEmail: { id: 'components.sales.email', defaultMessage: 'Work email' },
  salesCompany: { id: 'components.sales.company', defaultMessage: 'Company' },
  salesTeamSize: { id: 'components.sales.teamSize', defaultMessage: 'Team size' },
  salesChoose: { id: 'components.sales.choose', defaultMessage: 'Choose…' },
  salesMessage: { id: 'components.sales.message', defaultMessage: 'Message (optional)' },
  // Shared results (the public share page and its preview)
  sharedBy: { id: 'components.shared.by', defaultMessage: 'Results shared by {name} on {day}' },
  sharedRound: {
    id: 'components.shared.round',
    defaultMessage:
      'Round {round}{sent, select, yes {, sent {day}} other {}}{anonymous, select, yes { · anonymous: figures show only once at least {threshold} people answered together} other {}}',
  },
  sharedNoteLabel: {
    id: 'components.shared.noteLabel',
    defaultMessage: 'A note from your manager',
  },
  sharedNoteFrom: { id: 'components.shared.noteFrom', defaultMessage: 'A note from {name}' },
  sharedResponses: { id: 'components.shared.responses', defaultMessage: 'Responses' },
  sharedParticipation: { id: 'components.shared.participation', defaultMessage: 'Participation' },
  sharedTrend: { id: 'components.shared.trend', defaultMessage: 'Participation by round' },
  sharedTrendItem: {
    id: 'components.shared.trendItem',
    defaultMessage: 'Round {round} ({day}): {participation}',
  },
  sharedQuestions: { id: 'components.shared.questions', defaultMessage: 'Question by question' },
  sharedReads: { id: 'components.shared.reads', defaultMessage: 'Who opened these results' },
  sharedReadsEmpty: {
    id: 'components.shared.readsEmpty',
    defaultMessage: 'Nobody has opened this survey’s results yet.',
  },
  sharedAnswers: {
    id: 'components.shared.answers',
    defaultMessage: '{count, plural, one {# answer} other {# answers}}',
  },
  sharedAverage: { id: 'components.shared.average', defaultMessage: 'Average' },
  sharedVsRound: { id: 'components.shared.vsRound', defaultMessage: '({change} vs round {round})' },
  sharedEnps: { id: 'components.shared.enps', defaultMessage: 'eNPS' },
  sharedNoComments: {
    id: 'components.shared.noComments',
    defaultMessage: 'No comments to show for this question.',
  },
  sharedNotInShare: {
    id: 'components.shared.notInShare',
    defaultMessage: 'Comments are not part of this share.',
  },
  readOpened: { id: 'components.reads.opened', defaultMessage: 'opened {kinds} on {day}' },
  readKindResults: { id: 'components.reads.results', defaultMessage: 'results' },
  readKindHeatmap: { id: 'components.reads.heatmap', defaultMessage: 'team heatmap' },
  readKindExport: { id: 'components.reads.export', defaultMessage: 'export' },
  readKindAnalytics: { id: 'components.reads.analytics', defaultMessage: 'analytics' },
  readKindShare: { id: 'components.reads.share', defaultMessage: 'share' },
});
