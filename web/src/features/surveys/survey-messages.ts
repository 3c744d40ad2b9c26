import { defineMessages } from '../../i18n/define-messages';
import { englishIntl, type SurveyIntl } from './survey-intl';

/**
 * What the surveys screens say in toasts, failures and checks, in the spec's words (spec 2 §5,
 * §8, §9), as messages (decision 0061): render with `formatMessage(SURVEY_MESSAGES.x)`.
 */
export const SURVEY_MESSAGES = defineMessages({
  // Loading and failures (§8).
  loadSurveysFailed: { id: 'surveys.loadSurveysFailed', defaultMessage: 'Failed to load surveys' },
  loadSurveyFailed: { id: 'surveys.loadSurveyFailed', defaultMessage: 'Failed to load survey' },
  deleteFailed: { id: 'surveys.deleteFailed', defaultMessage: 'Failed to delete survey' },
  addTeamFailed: { id: 'surveys.addTeamFailed', defaultMessage: 'Failed to add team' },
  removeTeamFailed: { id: 'surveys.removeTeamFailed', defaultMessage: 'Failed to remove team' },
  saveFailed: { id: 'surveys.saveFailed', defaultMessage: 'Failed to save survey' },
  loadInvitationsFailed: {
    id: 'surveys.loadInvitationsFailed',
    defaultMessage: 'Failed to load invitations',
  },
  resendFailed: { id: 'surveys.resendFailed', defaultMessage: 'Failed to resend invitation' },
  sendEmailFailed: { id: 'surveys.sendEmailFailed', defaultMessage: 'Failed to send email survey' },
  loadResponsesFailed: {
    id: 'surveys.loadResponsesFailed',
    defaultMessage: 'Failed to load survey responses',
  },
  // Success (§8).
  teamAdded: { id: 'surveys.teamAdded', defaultMessage: 'Team added to survey' },
  teamRemoved: { id: 'surveys.teamRemoved', defaultMessage: 'Team removed from survey' },
  deleted: { id: 'surveys.deleted', defaultMessage: 'Survey deleted successfully' },
  updated: { id: 'surveys.updated', defaultMessage: 'Survey updated successfully' },
  created: { id: 'surveys.created', defaultMessage: 'Survey created successfully' },
  questionUpdated: {
    id: 'surveys.questionUpdated',
    defaultMessage: 'Question updated successfully',
  },
  invitationResent: { id: 'surveys.invitationResent', defaultMessage: 'Invitation resent!' },
  emailSent: { id: 'surveys.emailSent', defaultMessage: 'Email survey sent successfully!' },
  // Save and question edit rules (§5).
  titleRequired: { id: 'surveys.titleRequired', defaultMessage: 'Survey title is required' },
  questionsRequired: {
    id: 'surveys.questionsRequired',
    defaultMessage: 'At least one question is required',
  },
  questionTextsRequired: {
    id: 'surveys.questionTextsRequired',
    defaultMessage: 'All questions must have text. Please edit any questions without text.',
  },
  authenticationRequired: {
    id: 'surveys.authenticationRequired',
    defaultMessage: 'Authentication required',
  },
  questionTextEmpty: {
    id: 'surveys.questionTextEmpty',
    defaultMessage: 'Question text cannot be empty',
  },
  // Send-email modal (§5); the recipient messages come from shared/src/domain/recipients.ts.
  noQuestionsToSend: {
    id: 'surveys.noQuestionsToSend',
    defaultMessage: 'This survey has no questions. Please add questions before sending via email.',
  },
  closedToSend: {
    id: 'surveys.closedToSend',
    defaultMessage:
      'This survey is not accepting responses. Turn on ‘Accepting responses’ in its settings to send it.',
  },
  sendLimitReached: { id: 'surveys.sendLimitReached', defaultMessage: 'Sending limit reached' },
  verifyBeforeSending: {
    id: 'surveys.verifyBeforeSending',
    defaultMessage: 'Verify your e-mail address before sending surveys',
  },
  // The list (§2).
  noSurveys: { id: 'surveys.noSurveys', defaultMessage: 'No surveys yet' },
  createFirst: { id: 'surveys.createFirst', defaultMessage: 'Create Your First Survey' },
  createSurvey: { id: 'surveys.createSurvey', defaultMessage: '+ Create Survey' },
  notScheduled: { id: 'surveys.notScheduled', defaultMessage: 'Not scheduled' },
});

const m = defineMessages({
  templateApplied: {
    id: 'surveys.templateApplied',
    defaultMessage: 'Applied {name} template with {count} questions',
  },
  sendCounts: {
    id: 'surveys.sendCounts',
    defaultMessage: '{sent} sent, {failed} failed, {skipped} skipped (already sent)',
  },
  retryInAMinute: { id: 'surveys.retryInAMinute', defaultMessage: 'Try again in a minute.' },
  retryInMinutes: {
    id: 'surveys.retryInMinutes',
    defaultMessage: 'Try again in about {minutes} minutes.',
  },
  retryInHours: {
    id: 'surveys.retryInHours',
    defaultMessage: 'Try again in about {hours, plural, one {# hour} other {# hours}}.',
  },
});

/** 'Applied {name} template with {n} questions' (§8). */
export function templateAppliedMessage(
  name: string,
  questionCount: number,
  intl: SurveyIntl = englishIntl(),
): string {
  return intl.formatMessage(m.templateApplied, { name, count: questionCount });
}

/** '3 sent, 0 failed, 1 skipped (already sent)': the counts a send reports (§2, §8). */
export function sendCountsText(
  { sent, failed, skipped }: { sent: number; failed: number; skipped: number },
  intl: SurveyIntl = englishIntl(),
): string {
  return intl.formatMessage(m.sendCounts, { sent, failed, skipped });
}

/** The card fades out for this long before it leaves the list (§9). */
export const CARD_REMOVAL_MS = 300;

/** 'Try again in about 5 hours.' from a Retry-After in seconds. */
export function retryInWords(seconds: number, intl: SurveyIntl = englishIntl()): string {
  if (seconds < 90) return intl.formatMessage(m.retryInAMinute);
  if (seconds < 90 * 60) {
    return intl.formatMessage(m.retryInMinutes, { minutes: Math.round(seconds / 60) });
  }
  return intl.formatMessage(m.retryInHours, { hours: Math.round(seconds / 3600) });
}
