import { readStorage, surveyDraftKey, writeStorage } from '../../lib/storage';
import { newQuestionKey, type SurveyDraft } from './survey-draft';

/**
 * Unsaved editor work kept in the browser (decision 0025): a new survey before its first save and
 * unsaved edits of a saved one survive a reload, per signed-in user, until saved or discarded.
 */
export interface LocalDraft {
  draft: SurveyDraft;
  /** The survey as saved that the edits started from (for 'Keep mine'); absent for old drafts. */
  base?: SurveyDraft;
  /** The version the edits were based on (null for a survey not saved yet). */
  baseVersion: number | null;
  /** A new survey's chosen team. */
  teamId: string;
  /** When the edits were last kept (ISO). */
  savedAt: string;
}

function isDraft(value: unknown): value is SurveyDraft {
  if (typeof value !== 'object' || value === null) return false;
  const draft = value as Partial<SurveyDraft>;
  return (
    typeof draft.title === 'string' &&
    typeof draft.description === 'string' &&
    typeof draft.anonymityThreshold === 'string' &&
    Array.isArray(draft.reminderDays) &&
    Array.isArray(draft.questions) &&
    draft.questions.every((q) => typeof q === 'object' && q !== null && 'type' in q)
  );
}

/** The kept edits, or null when there are none or they cannot be read (then they are dropped). */
export function readLocalDraft(userId: string, surveyId?: string): LocalDraft | null {
  const key = surveyDraftKey(userId, surveyId);
  const text = readStorage(key);
  if (!text) return null;
  try {
    const stored = JSON.parse(text) as Partial<LocalDraft>;
    if (!isDraft(stored.draft)) throw new Error('not a draft');
    return {
      // Questions the server has not seen get fresh keys: this page's counter starts again.
      draft: {
        ...stored.draft,
        questions: stored.draft.questions.map((question) =>
          question.id ? { ...question, key: question.id } : { ...question, key: newQuestionKey() },
        ),
      },
      ...(isDraft(stored.base) ? { base: stored.base } : {}),
      baseVersion: typeof stored.baseVersion === 'number' ? stored.baseVersion : null,
      teamId: typeof stored.teamId === 'string' ? stored.teamId : '',
      savedAt: typeof stored.savedAt === 'string' ? stored.savedAt : new Date().toISOString(),
    };
  } catch {
    writeStorage(key, null);
    return null;
  }
}

export function writeLocalDraft(
  userId: string,
  surveyId: string | undefined,
  value: Omit<LocalDraft, 'savedAt'>,
): void {
  writeStorage(
    surveyDraftKey(userId, surveyId),
    JSON.stringify({ ...value, savedAt: new Date().toISOString() }),
  );
}

export function clearLocalDraft(userId: string, surveyId?: string): void {
  writeStorage(surveyDraftKey(userId, surveyId), null);
}
