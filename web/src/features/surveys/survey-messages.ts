/** What the surveys screens say, in the spec's words (spec 2 §5, §8, §9). */

export const SURVEY_MESSAGES = {
  // Loading and failures (§8).
  loadSurveysFailed: 'Failed to load surveys',
  loadSurveyFailed: 'Failed to load survey',
  deleteFailed: 'Failed to delete survey',
  addTeamFailed: 'Failed to add team',
  removeTeamFailed: 'Failed to remove team',
  saveFailed: 'Failed to save survey',
  loadInvitationsFailed: 'Failed to load invitations',
  resendFailed: 'Failed to resend invitation',
  sendEmailFailed: 'Failed to send email survey',
  loadResponsesFailed: 'Failed to load survey responses',
  // Success (§8).
  teamAdded: 'Team added to survey',
  teamRemoved: 'Team removed from survey',
  deleted: 'Survey deleted successfully',
  updated: 'Survey updated successfully',
  created: 'Survey created successfully',
  questionUpdated: 'Question updated successfully',
  invitationResent: 'Invitation resent!',
  emailSent: 'Email survey sent successfully!',
  // Save and question edit rules (§5).
  titleRequired: 'Survey title is required',
  questionsRequired: 'At least one question is required',
  questionTextsRequired: 'All questions must have text. Please edit any questions without text.',
  authenticationRequired: 'Authentication required',
  questionTextEmpty: 'Question text cannot be empty',
  // Send-email modal (§5); the recipient messages come from shared/src/domain/recipients.ts.
  noQuestionsToSend: 'This survey has no questions. Please add questions before sending via email.',
  closedToSend:
    'This survey is not accepting responses. Turn on ‘Accepting responses’ in its settings to send it.',
  sendLimitReached: 'Sending limit reached',
  verifyBeforeSending: 'Verify your e-mail address before sending surveys',
  // The list (§2).
  noSurveys: 'No surveys yet',
  createFirst: 'Create Your First Survey',
  createSurvey: '+ Create Survey',
  notScheduled: 'Not scheduled',
} as const;

/** 'Applied {name} template with {n} questions' (§8). */
export function templateAppliedMessage(name: string, questionCount: number): string {
  return `Applied ${name} template with ${questionCount} questions`;
}

/** '3 sent, 0 failed, 1 skipped (already sent)': the counts a send reports (§2, §8). */
export function sendCountsText({
  sent,
  failed,
  skipped,
}: {
  sent: number;
  failed: number;
  skipped: number;
}): string {
  return `${sent} sent, ${failed} failed, ${skipped} skipped (already sent)`;
}

/** The card fades out for this long before it leaves the list (§9). */
export const CARD_REMOVAL_MS = 300;

/** 'Try again in about 5 hours.' from a Retry-After in seconds. */
export function retryInWords(seconds: number): string {
  if (seconds < 90) return 'Try again in a minute.';
  if (seconds < 90 * 60) return `Try again in about ${Math.round(seconds / 60)} minutes.`;
  const hours = Math.round(seconds / 3600);
  return `Try again in about ${hours} ${hours === 1 ? 'hour' : 'hours'}.`;
}
