import { useState } from 'react';
import type { EmailLanding } from './api/public-survey-api';
import {
  DEFAULT_SURVEY_LANGUAGE,
  SURVEY_LANGUAGES,
  isSurveyLanguage,
  matchLanguage,
  type SurveyLanguage,
  type SurveyTranslations,
} from '#shared/domain/survey-languages';

/** What of a survey its languages come from (the public landing, or anything shaped like it). */
export interface SurveyLanguages {
  defaultLanguage?: string | undefined;
  translations?: SurveyTranslations | Record<string, unknown> | undefined;
}

/** The survey's default language first, then the languages it is translated into. */
export function surveyLanguages(survey: SurveyLanguages | null | undefined): SurveyLanguage[] {
  const base = isSurveyLanguage(survey?.defaultLanguage)
    ? survey.defaultLanguage
    : DEFAULT_SURVEY_LANGUAGE;
  const translated = Object.keys(survey?.translations ?? {});
  return [base, ...SURVEY_LANGUAGES.filter((tag) => tag !== base && translated.includes(tag))];
}

/** The browser's preferred languages, best first (none where there is no browser). */
function preferredLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : [navigator.language ?? ''];
}

/**
 * The language the answer page shows a survey in: the respondent's browser's best match among
 * the survey's languages, falling back to its default, until they pick another. The choice
 * stays in the page: it is never sent with the answers (decision 0059).
 */
export function useSurveyLanguage(survey: SurveyLanguages | null | undefined): {
  language: SurveyLanguage;
  setLanguage: (language: SurveyLanguage) => void;
  languages: SurveyLanguage[];
} {
  const languages = surveyLanguages(survey);
  const [chosen, setLanguage] = useState<SurveyLanguage | null>(null);
  const language =
    chosen && languages.includes(chosen)
      ? chosen
      : matchLanguage(preferredLanguages(), languages, languages[0] as SurveyLanguage);
  return { language, setLanguage, languages };
}

const filled = (text: string | undefined): text is string => !!text && text.trim() !== '';

/**
 * The survey as the page shows it in `language`: its title, description, questions, choices and
 * scale labels from that translation, each falling back to the default text where untranslated.
 * Only text changes: ids, types, the choices' number and order, and so every answer, are the same
 * in every language.
 */
export function inLanguage(landing: EmailLanding, language: SurveyLanguage): EmailLanding {
  const translation = (landing.translations as SurveyTranslations | undefined)?.[language];
  if (!translation || language === (landing.defaultLanguage ?? DEFAULT_SURVEY_LANGUAGE)) {
    return landing;
  }
  return {
    ...landing,
    title: filled(translation.title) ? translation.title : landing.title,
    description: filled(translation.description) ? translation.description : landing.description,
    questions: landing.questions.map((question) => {
      const t = translation.questions?.[question.id];
      if (!t) return question;
      const options = { ...question.options };
      const choices = options.choices as unknown;
      if (Array.isArray(choices) && t.choices?.length === choices.length) {
        options.choices = choices.map((choice: string, i) =>
          filled(t.choices?.[i]) ? t.choices[i] : choice,
        );
      }
      const labels = options.labels as unknown;
      if (question.type === 'rating' && Array.isArray(labels) && t.labels) {
        options.labels = labels.map((label: string, i) =>
          filled(t.labels?.[i]) ? t.labels[i] : label,
        );
      }
      return { ...question, text: filled(t.title) ? t.title : question.text, options };
    }),
  };
}
