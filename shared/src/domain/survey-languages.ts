/*
 * A survey's languages and translations (decision 0059): the rules web, functions and the public
 * page share. No zod here: the public answer page imports this and must stay small.
 */

/**
 * The languages a survey can be written in: BCP 47 primary language tags. The answer page's own
 * text (buttons, errors, the thank-you page) exists in exactly these, so a survey is not offered
 * in a language whose page would be half English (decision 0059).
 */
export const SURVEY_LANGUAGES = ['en', 'es', 'fr', 'de', 'pt', 'pl', 'ja'] as const;
export type SurveyLanguage = (typeof SURVEY_LANGUAGES)[number];
/** Surveys saved before languages existed are English. */
export const DEFAULT_SURVEY_LANGUAGE: SurveyLanguage = 'en';

/** Each language's name in itself: what a respondent looks for in a switcher. */
export const LANGUAGE_NAMES: Record<SurveyLanguage, string> = {
  en: 'English',
  es: 'Español',
  fr: 'Français',
  de: 'Deutsch',
  pt: 'Português',
  pl: 'Polski',
  ja: '日本語',
};

export const UNKNOWN_LANGUAGE = `Language must be one of ${SURVEY_LANGUAGES.join(', ')}`;

export function isSurveyLanguage(tag: unknown): tag is SurveyLanguage {
  return typeof tag === 'string' && (SURVEY_LANGUAGES as readonly string[]).includes(tag);
}

export interface TranslatedQuestion {
  /** The question's text. */
  title: string;
  /** Choice questions: the choices, in the question's order; same number as the question's. */
  choices?: string[] | undefined;
  /** Rating questions: the scale's two end labels. */
  labels?: [string, string] | undefined;
}

export interface SurveyTranslation {
  title: string;
  description?: string | undefined;
  /** By question id: answers are stored against the id, so every language's answers merge. */
  questions: Record<string, TranslatedQuestion>;
}

/** By language tag; never the survey's default language, whose text is the survey's own. */
export type SurveyTranslations = Partial<Record<SurveyLanguage, SurveyTranslation>>;

/** The survey's parts a translation follows. */
export interface TranslatableSurvey {
  title: string;
  description: string;
  questions: readonly {
    id?: string | undefined;
    type: string;
    text: string;
    options: unknown;
  }[];
}

function choicesOf(question: TranslatableSurvey['questions'][number]): string[] | undefined {
  const choices = (question.options as { choices?: unknown } | undefined)?.choices;
  return Array.isArray(choices) ? (choices as string[]) : undefined;
}

function labelsOf(question: TranslatableSurvey['questions'][number]): string[] | undefined {
  if (question.type !== 'rating') return undefined;
  const labels = (question.options as { labels?: unknown } | undefined)?.labels;
  return Array.isArray(labels) ? (labels as string[]) : undefined;
}

/**
 * What the schema cannot see from the translations alone: each names only questions the survey
 * saves with an id, gives a choice question as many choices as it has (a rating its two labels),
 * and is not in the default language. Field path -> message; empty when all is well.
 */
export function translationProblems(
  survey: TranslatableSurvey,
  defaultLanguage: string,
  translations: SurveyTranslations,
): Record<string, string> {
  const problems: Record<string, string> = {};
  const byId = new Map(
    survey.questions.flatMap((q) => (q.id === undefined ? [] : [[q.id, q] as const])),
  );
  for (const [tag, translation] of Object.entries(translations)) {
    if (!translation) continue;
    const at = `translations.${tag}`;
    if (tag === defaultLanguage) {
      problems[at] =
        "The survey's default language needs no translation: its text is the survey's own";
      continue;
    }
    for (const [id, question] of Object.entries(translation.questions ?? {})) {
      const source = byId.get(id);
      const path = `${at}.questions.${id}`;
      if (!source) {
        problems[path] =
          `Unknown question id ${id}: translate only questions of this survey (a new question can be translated once the survey is saved)`;
        continue;
      }
      const choices = choicesOf(source);
      if (question.choices !== undefined) {
        if (!choices) problems[`${path}.choices`] = 'This question has no choices to translate';
        else if (question.choices.length !== choices.length) {
          problems[`${path}.choices`] =
            `Give ${choices.length} translated choices, one for each of the question's, in its order (got ${question.choices.length})`;
        }
      }
      if (question.labels !== undefined && !labelsOf(source)) {
        problems[`${path}.labels`] = 'Only a rating question has scale labels to translate';
      }
    }
  }
  return problems;
}

/** One untranslated piece of a survey, for the editor's "missing translation" check. */
export interface MissingTranslation {
  /** 'title', 'description', or the question's id. */
  part: string;
  /** What is missing, in the manager's words: 'Title', 'Question 2', 'Question 2, choice 3'. */
  label: string;
}

/**
 * What a translation leaves untranslated: every non-empty default text whose translation is
 * empty or absent. Questions without an id (added and not saved yet) are listed too.
 */
export function missingTranslations(
  survey: TranslatableSurvey,
  translation: SurveyTranslation | undefined,
): MissingTranslation[] {
  const missing: MissingTranslation[] = [];
  const blank = (text: string | undefined) => !text || text.trim() === '';
  if (!blank(survey.title) && blank(translation?.title))
    missing.push({ part: 'title', label: 'Title' });
  if (!blank(survey.description) && blank(translation?.description))
    missing.push({ part: 'description', label: 'Description' });
  survey.questions.forEach((question, index) => {
    const name = `Question ${index + 1}`;
    const part = question.id ?? `new-${index}`;
    const done = question.id ? translation?.questions?.[question.id] : undefined;
    if (!blank(question.text) && blank(done?.title)) missing.push({ part, label: name });
    (choicesOf(question) ?? []).forEach((choice, i) => {
      if (!blank(choice) && blank(done?.choices?.[i]))
        missing.push({ part, label: `${name}, choice ${i + 1}` });
    });
    (labelsOf(question) ?? []).forEach((label, i) => {
      if (!blank(label) && blank(done?.labels?.[i]))
        missing.push({ part, label: `${name}, ${i === 0 ? 'lowest' : 'highest'} label` });
    });
  });
  return missing;
}

/** The languages whose translation leaves nothing untranslated, the default first. */
export function completeLanguages(
  survey: TranslatableSurvey & { defaultLanguage?: string; translations?: SurveyTranslations },
): SurveyLanguage[] {
  const base = isSurveyLanguage(survey.defaultLanguage)
    ? survey.defaultLanguage
    : DEFAULT_SURVEY_LANGUAGE;
  return [
    base,
    ...SURVEY_LANGUAGES.filter(
      (tag) =>
        tag !== base &&
        survey.translations?.[tag] !== undefined &&
        missingTranslations(survey, survey.translations[tag]).length === 0,
    ),
  ];
}

/**
 * Picks the survey language for a respondent: the first of their preferred languages
 * (`navigator.languages`, best first: 'es-ES', 'pt-BR', 'en') whose primary tag the survey offers,
 * or the survey's default.
 */
export function matchLanguage(
  preferred: readonly string[],
  offered: readonly SurveyLanguage[],
  fallback: SurveyLanguage,
): SurveyLanguage {
  for (const tag of preferred) {
    const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
    const found = offered.find((language) => language === primary);
    if (found) return found;
  }
  return fallback;
}

/**
 * Stored translations carried over a save that did not send any (a client written before
 * languages existed): what no longer fits is dropped rather than refused, since the caller never
 * saw it. Gone are translations into the (new) default language, questions the save removed, and
 * choices or labels whose number no longer matches the question's.
 */
export function keptTranslations(
  translations: SurveyTranslations,
  survey: Pick<TranslatableSurvey, 'questions'>,
  defaultLanguage: string,
): SurveyTranslations {
  const byId = new Map(
    survey.questions.flatMap((q) => (q.id === undefined ? [] : [[q.id, q] as const])),
  );
  const kept: SurveyTranslations = {};
  for (const [tag, translation] of Object.entries(translations)) {
    if (!translation || tag === defaultLanguage || !isSurveyLanguage(tag)) continue;
    const questions: Record<string, TranslatedQuestion> = {};
    for (const [id, question] of Object.entries(translation.questions ?? {})) {
      const source = byId.get(id);
      if (!source) continue;
      const { choices, labels, ...rest } = question;
      const fitsChoices = choices !== undefined && choices.length === choicesOf(source)?.length;
      questions[id] = {
        ...rest,
        ...(fitsChoices ? { choices } : {}),
        ...(labels !== undefined && labelsOf(source) ? { labels } : {}),
      };
    }
    kept[tag] = { ...translation, questions };
  }
  return kept;
}
