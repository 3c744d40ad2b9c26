import { useState } from 'react';
import {
  LANGUAGE_NAMES,
  SURVEY_LANGUAGES,
  missingTranslations,
  type MissingTranslation,
  type SurveyLanguage,
  type SurveyTranslation,
  type SurveyTranslations,
  type TranslatedQuestion,
} from '#shared/domain/survey-languages';
import type { Survey } from '#shared/api/surveys';
import type { DraftQuestion, SurveyDraft } from './survey-draft';
import { translationsMessages } from './messages';
import { englishIntl, type SurveyIntl } from './survey-intl';

/**
 * The editor's "Languages" section (decision 0059): the pure rules that change a draft's default
 * language and translations, and the hook the section's component runs on. The draft holds the
 * translations, so unsaved ones are kept in the browser, compared for 'Unsaved changes' and
 * merged by 'Keep mine' like every other part of the survey.
 */

export const languageName = (tag: SurveyLanguage) => LANGUAGE_NAMES[tag];

function choicesOf(question: Pick<DraftQuestion, 'options'>): string[] {
  const choices = (question.options as { choices?: unknown } | undefined)?.choices;
  return Array.isArray(choices) ? (choices as string[]) : [];
}

function labelsOf(question: Pick<DraftQuestion, 'type' | 'options'>): string[] {
  if (question.type !== 'rating') return [];
  const labels = (question.options as { labels?: unknown } | undefined)?.labels;
  return Array.isArray(labels) ? (labels as string[]) : [];
}

/** A translation's copy with only what the survey's saved questions can take. */
function fitted(translation: SurveyTranslation, questions: readonly DraftQuestion[]) {
  const kept: Record<string, TranslatedQuestion> = {};
  for (const question of questions) {
    if (!question.id) continue;
    const t = translation.questions?.[question.id];
    if (!t) continue;
    const choices = choicesOf(question);
    const labels = labelsOf(question);
    kept[question.id] = {
      title: t.title.trim(),
      // Choices added or removed since they were translated: one entry per choice, in order.
      ...(choices.length > 0 && t.choices
        ? { choices: choices.map((_, i) => (t.choices?.[i] ?? '').trim()) }
        : {}),
      ...(labels.length === 2 && t.labels
        ? { labels: [t.labels[0].trim(), t.labels[1].trim()] as [string, string] }
        : {}),
    };
  }
  return {
    title: translation.title.trim(),
    ...(translation.description !== undefined
      ? { description: translation.description.trim() }
      : {}),
    questions: kept,
  };
}

/**
 * The translations as the save sends them: questions the survey no longer has are left out, and
 * so are questions added since the last save (they have no id to name yet).
 */
export function translationsForBody(
  translations: SurveyTranslations,
  questions: readonly DraftQuestion[],
): SurveyTranslations {
  const body: SurveyTranslations = {};
  for (const tag of SURVEY_LANGUAGES) {
    const translation = translations[tag];
    if (translation) body[tag] = fitted(translation, questions);
  }
  return body;
}

/** What `draft` leaves untranslated in each of its translation languages. */
export function missingByLanguage(
  draft: Pick<SurveyDraft, 'title' | 'description' | 'questions' | 'translations'>,
): { language: SurveyLanguage; missing: MissingTranslation[] }[] {
  return SURVEY_LANGUAGES.filter((tag) => draft.translations?.[tag]).map((language) => ({
    language,
    missing: missingTranslations(draft, draft.translations?.[language]),
  }));
}

const emptyTranslation = (): SurveyTranslation => ({ title: '', description: '', questions: {} });

/** One translated text of a survey: its title, description, or a question's part. */
export type TranslationPart =
  | { kind: 'title' }
  | { kind: 'description' }
  | { kind: 'question'; id: string }
  | { kind: 'choice'; id: string; index: number; count: number }
  | { kind: 'label'; id: string; index: 0 | 1 };

/** `translation` with one part's text set to `text`. */
export function withText(
  translation: SurveyTranslation,
  part: TranslationPart,
  text: string,
): SurveyTranslation {
  if (part.kind === 'title') return { ...translation, title: text };
  if (part.kind === 'description') return { ...translation, description: text };
  const question: TranslatedQuestion = translation.questions?.[part.id] ?? { title: '' };
  let next: TranslatedQuestion;
  if (part.kind === 'question') next = { ...question, title: text };
  else if (part.kind === 'choice') {
    const choices = Array.from({ length: part.count }, (_, i) => question.choices?.[i] ?? '');
    choices[part.index] = text;
    next = { ...question, choices };
  } else {
    const labels: [string, string] = [question.labels?.[0] ?? '', question.labels?.[1] ?? ''];
    labels[part.index] = text;
    next = { ...question, labels };
  }
  return { ...translation, questions: { ...translation.questions, [part.id]: next } };
}

/** A part's translated text ('' when not translated). */
export function textOf(translation: SurveyTranslation | undefined, part: TranslationPart): string {
  if (!translation) return '';
  if (part.kind === 'title') return translation.title;
  if (part.kind === 'description') return translation.description ?? '';
  const question = translation.questions?.[part.id];
  if (part.kind === 'question') return question?.title ?? '';
  if (part.kind === 'choice') return question?.choices?.[part.index] ?? '';
  return question?.labels?.[part.index] ?? '';
}

/**
 * The Languages section's state: which translation is open for editing (the one piece of state
 * that is not the survey's), and the changes it makes to the draft through `change`.
 */
export function useSurveyTranslations(
  draft: SurveyDraft,
  change: (patch: Partial<SurveyDraft>) => void,
) {
  const defaultLanguage = draft.defaultLanguage ?? 'en';
  const translations = draft.translations ?? {};
  const translated = SURVEY_LANGUAGES.filter((tag) => translations[tag]);
  const [open, setOpen] = useState<SurveyLanguage | null>(null);
  const editing = open && translations[open] ? open : (translated[0] ?? null);

  return {
    defaultLanguage,
    /** Translation languages, in the product's order. */
    translated,
    /** Languages a translation can still be added in. */
    addable: SURVEY_LANGUAGES.filter((tag) => tag !== defaultLanguage && !translations[tag]),
    /** The translation open for editing, if any. */
    editing,
    translation: editing ? translations[editing] : undefined,
    missing: missingByLanguage(draft),
    setDefaultLanguage(language: SurveyLanguage) {
      // A translation into the new default would be the survey's own text twice: it goes.
      const { [language]: _dropped, ...rest } = translations;
      change({ defaultLanguage: language, translations: rest });
    },
    add(language: SurveyLanguage) {
      change({ translations: { ...translations, [language]: emptyTranslation() } });
      setOpen(language);
    },
    remove(language: SurveyLanguage) {
      const { [language]: _removed, ...rest } = translations;
      change({ translations: rest });
      if (open === language) setOpen(null);
    },
    edit: setOpen,
    setText(part: TranslationPart, text: string) {
      if (!editing) return;
      const current = translations[editing] ?? emptyTranslation();
      change({ translations: { ...translations, [editing]: withText(current, part, text) } });
    },
  };
}

/**
 * The survey list's line on languages, for a survey that has translations: each language with
 * whether its translation is complete ('English (default), Español (complete), Français (3
 * missing)'); null for a survey in one language.
 */
export function languagesSummary(
  survey: Pick<Survey, 'title' | 'description' | 'questions' | 'defaultLanguage' | 'translations'>,
  intl: SurveyIntl = englishIntl(),
): string | null {
  const translations = (survey.translations ?? {}) as SurveyTranslations;
  const tags = SURVEY_LANGUAGES.filter((tag) => translations[tag]);
  if (tags.length === 0) return null;
  const base = (survey.defaultLanguage as SurveyLanguage | undefined) ?? 'en';
  const questions = survey.questions as DraftQuestion[];
  const parts = tags.map((tag) => {
    const missing = missingTranslations({ ...survey, questions }, translations[tag]).length;
    return intl.formatMessage(translationsMessages.summaryPart, {
      language: languageName(tag),
      missing,
    });
  });
  return intl.formatMessage(translationsMessages.summary, {
    language: languageName(base),
    parts: parts.join(', '),
  });
}

/**
 * A missing piece's name ('Title', 'Question 2, choice 3', as the shared check words it in
 * English) in the reader's language; a name it does not know stays as it is.
 */
export function missingLabel(label: string, intl: SurveyIntl = englishIntl()): string {
  const say = intl.formatMessage;
  if (label === 'Title') return say(translationsMessages.title);
  if (label === 'Description') return say(translationsMessages.description);
  const match = /^Question (\d+)(?:, choice (\d+)|, (lowest|highest) label)?$/.exec(label);
  if (!match) return label;
  const question = say(translationsMessages.question, { number: Number(match[1]) });
  if (match[2]) return say(translationsMessages.choice, { question, number: Number(match[2]) });
  if (match[3] === 'lowest') return say(translationsMessages.lowestLabel, { question });
  if (match[3] === 'highest') return say(translationsMessages.highestLabel, { question });
  return question;
}
