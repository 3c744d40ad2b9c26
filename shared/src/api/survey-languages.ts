import * as z from 'zod/mini';
import { multiLineText, singleLineText } from './fields';
import {
  SURVEY_LANGUAGES,
  UNKNOWN_LANGUAGE,
  isSurveyLanguage,
  type TranslatedQuestion,
} from '../domain/survey-languages';

export * from '../domain/survey-languages';

export const surveyLanguage = z.enum(SURVEY_LANGUAGES, UNKNOWN_LANGUAGE);

/*
 * A translation's text. Empty means "not translated yet": the answer page shows the default
 * language's text for it, and the editor lists it as missing. Limits are the default text's.
 */
const translatedLine = (label: string, max: number) =>
  z
    .string(`${label} must be text`)
    .check(
      z.trim(),
      z.maxLength(max, `${label} must be at most ${max} characters`),
      ...singleLineText(label),
    );

export const translatedQuestion: z.ZodMiniType<TranslatedQuestion> = z.object({
  /** The question's text. */
  title: translatedLine('Question text', 500),
  /** Choice questions: the choices, in the question's order; same number as the question's. */
  choices: z.optional(
    z.array(translatedLine('Choices', 200)).check(z.maxLength(50, 'At most 50 choices')),
  ),
  /** Rating questions: the scale's two end labels. */
  labels: z.optional(
    z.tuple([translatedLine('Scale labels', 60), translatedLine('Scale labels', 60)]),
  ),
});

export const surveyTranslation = z.object({
  title: translatedLine('Survey title', 200),
  description: z.optional(
    z
      .string('Description must be text')
      .check(
        z.trim(),
        z.maxLength(2000, 'Description must be at most 2000 characters'),
        ...multiLineText('Description'),
      ),
  ),
  /** By question id: answers are stored against the id, so every language's answers merge. */
  questions: z._default(z.record(z.string(), translatedQuestion), {}),
});

/** By language tag; never the survey's default language, whose text is the survey's own. */
export const surveyTranslations = z.record(z.string(), surveyTranslation).check(
  z.superRefine((translations, ctx) => {
    for (const tag of Object.keys(translations)) {
      if (!isSurveyLanguage(tag)) {
        ctx.issues.push({ code: 'custom', message: UNKNOWN_LANGUAGE, input: tag, path: [tag] });
      }
    }
  }),
);
