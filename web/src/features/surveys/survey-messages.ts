/** What the surveys screens say, in the spec's words (spec 2 §5, §8, §9). */

export const SURVEY_MESSAGES = {
  // Loading and failures (§8).
  loadSurveysFailed: 'Failed to load surveys',
  loadSurveyFailed: 'Failed to load survey',
  deleteFailed: 'Failed to delete survey',
  addTeamFailed: 'Failed to add team',
  removeTeamFailed: 'Failed to remove team',
  saveFailed: 'Failed to save survey',
  // Success (§8).
  teamAdded: 'Team added to survey',
  teamRemoved: 'Team removed from survey',
  deleted: 'Survey deleted successfully',
  updated: 'Survey updated successfully',
  created: 'Survey created successfully',
  questionUpdated: 'Question updated successfully',
  // Save and question edit rules (§5).
  titleRequired: 'Survey title is required',
  questionsRequired: 'At least one question is required',
  questionTextsRequired: 'All questions must have text. Please edit any questions without text.',
  authenticationRequired: 'Authentication required',
  questionTextEmpty: 'Question text cannot be empty',
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

/** The card fades out for this long before it leaves the list (§9). */
export const CARD_REMOVAL_MS = 300;
