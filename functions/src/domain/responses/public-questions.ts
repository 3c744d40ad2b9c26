import type { PublicQuestion } from '../../../../shared/src/api/responses';
import type { SurveyRecord } from '../surveys/ports';

/** Questions as respondents and result screens see them (ordered; ratings carry their top). */
export function publicQuestions(survey: SurveyRecord): PublicQuestion[] {
  return [...survey.questions]
    .sort((a, b) => a.order - b.order)
    .map((q) => ({
      id: q.id,
      type: q.type,
      text: q.text,
      required: q.required,
      order: q.order,
      options: q.options as Record<string, unknown>,
      ...(q.type === 'rating' ? { maxRating: q.options.max } : {}),
    }));
}
