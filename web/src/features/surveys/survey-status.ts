import type { Survey } from '#shared/api/surveys';
import { defineMessages, type AppMessage } from '../../i18n/define-messages';

export const SURVEY_STATUSES = ['draft', 'scheduled', 'sent', 'closed'] as const;
export type SurveyStatus = (typeof SURVEY_STATUSES)[number];

/** What each status is called, on the cards and in the list's filter. */
export const STATUS_LABELS: Record<SurveyStatus, AppMessage> = defineMessages({
  draft: { id: 'surveys.status.draft', defaultMessage: 'Draft' },
  scheduled: { id: 'surveys.status.scheduled', defaultMessage: 'Scheduled' },
  sent: { id: 'surveys.status.sent', defaultMessage: 'Sent' },
  closed: { id: 'surveys.status.closed', defaultMessage: 'Closed' },
});

export const STATUS_PALETTES: Record<SurveyStatus, string> = {
  draft: 'gray',
  scheduled: 'purple',
  sent: 'green',
  closed: 'red',
};

/**
 * Where a survey stands: closed (takes no answers), sent (e-mailed, its link opened or answered),
 * scheduled (a send is set, once or recurring (`repeats`), and nothing has gone out yet), or a
 * draft.
 */
export function surveyStatus(
  survey: Pick<
    Survey,
    'acceptingResponses' | 'anonymityLocked' | 'response_count' | 'scheduledDate' | 'scheduled_date'
  >,
  repeats = false,
): SurveyStatus {
  if (!survey.acceptingResponses) return 'closed';
  if (survey.anonymityLocked || survey.response_count > 0) return 'sent';
  if (survey.scheduledDate ?? survey.scheduled_date) return 'scheduled';
  if (repeats) return 'scheduled';
  return 'draft';
}

export interface SurveyFilter {
  /** Words to find in the title, description or a team's name (case-insensitive). */
  query: string;
  status: SurveyStatus | 'all';
}

/**
 * The surveys a search and a status filter leave, in the list's order. `repeating`: the ids of
 * surveys a recurring automation sends.
 */
export function filterSurveys<T extends Survey>(
  surveys: readonly T[],
  filter: SurveyFilter,
  repeating: ReadonlySet<string> = new Set(),
): T[] {
  const words = filter.query.toLowerCase().split(/\s+/).filter(Boolean);
  return surveys.filter((survey) => {
    if (filter.status !== 'all' && surveyStatus(survey, repeating.has(survey.id)) !== filter.status)
      return false;
    if (words.length === 0) return true;
    const text = [survey.title, survey.description, ...survey.teams.map((t) => t.name)]
      .join(' ')
      .toLowerCase();
    return words.every((word) => text.includes(word));
  });
}
