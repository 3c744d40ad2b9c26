import type { PublicQuestion } from '#shared/api/responses';
import { IDENTITY_QUESTION_TYPES, type Question } from '#shared/api/surveys';
import type { AnswerableQuestion } from '#shared/domain/answers';
import { ValidationError } from '../errors';
import type { SurveyRecord } from '../surveys/ports';
import {
  DEFAULT_SURVEY_LANGUAGE,
  type SurveyLanguage,
  type SurveyTranslations,
} from '#shared/domain/survey-languages';

export { DEFAULT_SURVEY_LANGUAGE };

export const NO_IDENTITY_ON_ANONYMOUS =
  'This survey is anonymous: it does not take e-mail addresses. Please leave that answer out.';

const asksIdentity = (q: Pick<Question, 'type'>) => IDENTITY_QUESTION_TYPES.includes(q.type);

/**
 * The questions a survey asks. An anonymous survey never asks for who someone is: an identity
 * question (the `email` type) saved before such questions were refused on anonymous surveys is
 * left out, so it is neither shown nor required, and nothing answered to it is ever stored.
 */
export function askedQuestions(survey: SurveyRecord): Question[] {
  return survey.isAnonymous ? survey.questions.filter((q) => !asksIdentity(q)) : survey.questions;
}

/**
 * The questions an answer is checked against. On an anonymous survey an answer that carries a
 * value for an identity question is refused (400) rather than stored; an empty one is ignored.
 */
export function answerableQuestions<T extends { questionId: string; value?: unknown }>(
  survey: SurveyRecord,
  responses: T[],
): { questions: AnswerableQuestion[]; responses: T[] } {
  const asked = askedQuestions(survey);
  if (asked.length === survey.questions.length) {
    return { questions: asked as unknown as AnswerableQuestion[], responses };
  }
  const identity = new Set(survey.questions.filter(asksIdentity).map((q) => q.id));
  const given = responses.filter(
    (r) =>
      identity.has(r.questionId) && r.value !== null && r.value !== undefined && r.value !== '',
  );
  if (given.length > 0) {
    throw new ValidationError(NO_IDENTITY_ON_ANONYMOUS, {
      fields: Object.fromEntries(given.map((r) => [r.questionId, NO_IDENTITY_ON_ANONYMOUS])),
    });
  }
  return {
    questions: asked as unknown as AnswerableQuestion[],
    responses: responses.filter((r) => !identity.has(r.questionId)),
  };
}

/** Questions as respondents and result screens see them (ordered; ratings carry their top). */
export function publicQuestions(survey: SurveyRecord): PublicQuestion[] {
  return [...askedQuestions(survey)]
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

/**
 * The translations of what the public page shows (decision 0059): only the questions it asks, and
 * only `lang`'s when the page asked for one. The same for everyone who opens the page, so which
 * language someone read the survey in is never sent back, and never stored with their answers.
 */
export function publicTranslations(
  survey: SurveyRecord,
  shown: readonly PublicQuestion[],
  lang: SurveyLanguage | undefined,
): SurveyTranslations {
  const ids = new Set(shown.map((q) => q.id));
  const translations: SurveyTranslations = {};
  for (const [tag, translation] of Object.entries(survey.translations ?? {})) {
    if (!translation || (lang !== undefined && tag !== lang)) continue;
    translations[tag as SurveyLanguage] = {
      title: translation.title,
      ...(translation.description !== undefined ? { description: translation.description } : {}),
      questions: Object.fromEntries(
        Object.entries(translation.questions ?? {}).filter(([id]) => ids.has(id)),
      ),
    };
  }
  return translations;
}
