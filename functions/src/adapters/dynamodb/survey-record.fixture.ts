import type { Question } from '#shared/api/surveys';
import {
  emptyStats,
  type SurveyChanges,
  type SurveyRecord,
  type SurveyRepository,
} from '../../domain/surveys/ports';

/**
 * A survey as the service creates it (anonymous, threshold 3, no questions), created and last
 * saved `at`, with `changes`.
 */
export function aSurveyRecord(
  changes: Partial<SurveyRecord> = {},
  at = new Date().toISOString(),
): SurveyRecord {
  return {
    id: crypto.randomUUID(),
    title: 'Pulse',
    description: '',
    isAnonymous: true,
    anonymityLocked: false,
    allowMultipleResponses: false,
    acceptingResponses: true,
    openLinkEnabled: true,
    scheduledDate: null,
    reminderEnabled: false,
    reminderDays: [],
    timezone: 'UTC',
    anonymityThreshold: 3,
    questions: [],
    teamIds: [],
    responseCount: 0,
    stats: emptyStats(),
    scheduledEmails: [],
    createdBy: 'user-1',
    createdAt: at,
    updatedAt: at,
    version: 0,
    ...changes,
  };
}

/** `aSurveyRecord(changes, at)` created in `surveys` on its creator's account, outside any limit. */
export async function aStoredSurvey(
  surveys: Pick<SurveyRepository, 'create'>,
  changes: Partial<SurveyRecord> = {},
  at?: string,
): Promise<SurveyRecord> {
  const survey = aSurveyRecord(changes, at);
  await surveys.create(survey, { accountId: survey.createdBy, limit: -1 });
  return survey;
}

/** What the editor saves of `survey`, with `change` applied. */
export function editorChanges(survey: SurveyRecord, change: Partial<SurveyChanges>): SurveyChanges {
  const {
    id: _id,
    teamIds: _teams,
    responseCount: _count,
    stats: _stats,
    scheduledEmails: _emails,
    createdBy: _by,
    createdAt: _created,
    anonymityLocked: _locked,
    version: _version,
    ...kept
  } = survey;
  return { ...kept, ...change };
}

/** A required 1-5 rating question, "How was your week?". */
export const aRatingQuestion = (id: string): Question => ({
  id,
  type: 'rating',
  text: 'How was your week?',
  required: true,
  order: 1,
  options: { min: 1, max: 5, labels: ['Poor', 'Great'] },
});
