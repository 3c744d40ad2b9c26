import { emptyStats, type SurveyRecord } from '../../domain/surveys/ports';

/** A survey as the service creates it (anonymous, threshold 3, no questions), with `changes`. */
export function aSurveyRecord(changes: Partial<SurveyRecord> = {}): SurveyRecord {
  const at = new Date().toISOString();
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
