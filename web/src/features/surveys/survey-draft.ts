import type * as z from 'zod/mini';
import {
  DEFAULT_REMINDER_DAYS,
  IDENTITY_QUESTION_ON_ANONYMOUS,
  IDENTITY_QUESTION_TYPES,
  MIN_ANONYMITY_THRESHOLD,
  questionInput,
  surveyBody,
  type Question,
  type Survey,
} from '#shared/api/surveys';
import {
  cloneTemplate,
  defaultQuestion,
  type QuestionType,
  type SurveyTemplate,
  type TemplateQuestion,
} from '#shared/domain/survey-templates';
import { defineMessages, type AppMessage } from '../../i18n/define-messages';
import { englishIntl, type SurveyIntl } from './survey-intl';
import { questionsMessages, settingsMessages } from './messages';
import { SURVEY_MESSAGES } from './survey-messages';
import {
  DEFAULT_SURVEY_LANGUAGE,
  type SurveyLanguage,
  type SurveyTranslations,
} from '#shared/domain/survey-languages';
import { translationsForBody } from './survey-translations';

/**
 * The editor's working copy of a survey and the pure rules that change it. The editor keeps
 * one of these in state; saving turns it into the API's body and checks it with the same
 * schema the server uses.
 */

/** A question as the editor holds it: `key` tells React items apart, `id` is the server's. */
export type DraftQuestion = TemplateQuestion & {
  key: string;
  /** Kept across saves so answers stay attached; absent until the server has given one. */
  id?: string;
};

export interface SurveyDraft {
  title: string;
  description: string;
  isAnonymous: boolean;
  allowMultipleResponses: boolean;
  /** False closes the survey: its public page takes no more answers. */
  acceptingResponses: boolean;
  /** False: only the personal e-mailed links answer; the open link refuses. */
  openLinkEnabled: boolean;
  /** `YYYY-MM-DDTHH:mm` as the date-time input gives it, or '' when not scheduled. */
  scheduledDate: string;
  reminderEnabled: boolean;
  reminderDays: number[];
  /** As typed; checked on save. */
  anonymityThreshold: string;
  questions: DraftQuestion[];
  /**
   * The language of the survey's own text, and its translations by language and question id
   * (decision 0059). Absent in drafts kept in the browser before languages existed: the save
   * then leaves the stored ones as they are.
   */
  defaultLanguage?: SurveyLanguage;
  translations?: SurveyTranslations;
}

export type SurveyBodyInput = z.input<typeof surveyBody>;

let lastKey = 0;
/** A key for a question the server has not seen yet. */
export function newQuestionKey(): string {
  lastKey += 1;
  return `new-${lastKey}`;
}

export function emptyDraft(): SurveyDraft {
  return {
    title: '',
    description: '',
    isAnonymous: true,
    allowMultipleResponses: false,
    acceptingResponses: true,
    openLinkEnabled: true,
    scheduledDate: '',
    reminderEnabled: false,
    reminderDays: [...DEFAULT_REMINDER_DAYS],
    anonymityThreshold: String(MIN_ANONYMITY_THRESHOLD),
    questions: [],
    defaultLanguage: DEFAULT_SURVEY_LANGUAGE,
    translations: {},
  };
}

export function draftFromSurvey(survey: Survey): SurveyDraft {
  const questions = [...(survey.questions as Question[])]
    .sort((a, b) => a.order - b.order)
    .map(
      (question) =>
        ({
          key: question.id,
          id: question.id,
          type: question.type,
          text: question.text,
          required: question.required,
          options: JSON.parse(JSON.stringify(question.options)) as unknown,
        }) as DraftQuestion,
    );
  return {
    title: survey.title,
    description: survey.description,
    isAnonymous: survey.isAnonymous,
    allowMultipleResponses: survey.allowMultipleResponses,
    // Surveys saved before the setting existed accept responses.
    acceptingResponses: survey.acceptingResponses ?? true,
    openLinkEnabled: survey.openLinkEnabled ?? true,
    scheduledDate: survey.scheduledDate ?? '',
    reminderEnabled: survey.reminderEnabled,
    reminderDays: [...survey.reminderDays].sort((a, b) => a - b),
    anonymityThreshold: String(survey.anonymityThreshold),
    questions,
    defaultLanguage:
      (survey.defaultLanguage as SurveyLanguage | undefined) ?? DEFAULT_SURVEY_LANGUAGE,
    translations: JSON.parse(JSON.stringify(survey.translations ?? {})) as SurveyTranslations,
  };
}

/** What 'Add Question Type' appends: the type's default text and options (fresh copies). */
export function addQuestion(questions: DraftQuestion[], type: QuestionType): DraftQuestion[] {
  return [...questions, { ...defaultQuestion(type), key: newQuestionKey() } as DraftQuestion];
}

/** Moves a question one place up (-1) or down (+1); order is its place in the list. */
export function moveQuestion(
  questions: DraftQuestion[],
  index: number,
  delta: -1 | 1,
): DraftQuestion[] {
  const target = index + delta;
  if (index < 0 || index >= questions.length || target < 0 || target >= questions.length) {
    return questions;
  }
  const next = [...questions];
  const [moved] = next.splice(index, 1);
  if (moved) next.splice(target, 0, moved);
  return next;
}

export function removeQuestion(questions: DraftQuestion[], key: string): DraftQuestion[] {
  return questions.filter((question) => question.key !== key);
}

export function replaceQuestion(
  questions: DraftQuestion[],
  key: string,
  change: (question: DraftQuestion) => DraftQuestion,
): DraftQuestion[] {
  return questions.map((question) => (question.key === key ? change(question) : question));
}

/** Applying a template replaces the title, the description and every question. */
export function applyTemplate(draft: SurveyDraft, template: SurveyTemplate): SurveyDraft {
  const copy = cloneTemplate(template);
  return {
    ...draft,
    title: copy.title,
    description: copy.description,
    questions: copy.questions.map(
      (question) => ({ ...question, key: newQuestionKey() }) as DraftQuestion,
    ),
  };
}

/** The API body: trimmed texts, orders 1..n, the browser's time zone. */
export function toBody(
  draft: SurveyDraft,
  { timezone, teamId }: { timezone: string; teamId?: string },
): SurveyBodyInput {
  const threshold = Number(draft.anonymityThreshold.trim());
  return {
    title: draft.title.trim(),
    description: draft.description.trim(),
    isAnonymous: draft.isAnonymous,
    allowMultipleResponses: draft.allowMultipleResponses,
    acceptingResponses: draft.acceptingResponses,
    openLinkEnabled: draft.openLinkEnabled,
    scheduledDate: draft.scheduledDate || null,
    reminderEnabled: draft.reminderEnabled,
    reminderDays: [...draft.reminderDays].sort((a, b) => a - b),
    timezone,
    // Blank or not a number: 0, which the schema answers with its 'at least 3'.
    anonymityThreshold: Number.isFinite(threshold) ? threshold : 0,
    ...(teamId ? { teamId } : {}),
    questions: draft.questions.map(({ key: _key, id, ...question }, index) => ({
      ...(id ? { id } : {}),
      ...question,
      text: question.text.trim(),
      order: index + 1,
    })) as SurveyBodyInput['questions'],
    ...(draft.defaultLanguage ? { defaultLanguage: draft.defaultLanguage } : {}),
    ...(draft.translations
      ? { translations: translationsForBody(draft.translations, draft.questions) }
      : {}),
  };
}

/** The browser's time zone, which the survey's scheduled date is read in. */
export function browserTimeZone(): string {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
  } catch {
    return 'UTC';
  }
}

/** What decides whether there is unsaved work: everything a save would send. */
export function draftSnapshot(draft: SurveyDraft): string {
  return JSON.stringify(toBody(draft, { timezone: '' }));
}

/** Problems with a survey, keyed like the server's `fields` ('title', 'questions.2.text'...). */
export type FieldErrors = Record<string, string>;

export interface SurveyProblems {
  /** The one message the toast shows. */
  message: string;
  fields: FieldErrors;
}

/** Problems sorted onto what the editor shows them on. */
export interface PlacedProblems {
  title?: string;
  description?: string;
  /** Settings (threshold, schedule, reminders). */
  settings?: string;
  /** About the question list as a whole ('At least one question is required'). */
  questions?: string;
  /** By question index. */
  byQuestion: Record<number, string>;
}

const SETTINGS_FIELDS = [
  'isAnonymous',
  'allowMultipleResponses',
  'acceptingResponses',
  'openLinkEnabled',
  'scheduledDate',
  'reminderEnabled',
  'reminderDays',
  'timezone',
  'anonymityThreshold',
];

/** Sorts field errors (ours or the server's 400 `fields`) onto the parts of the editor. */
export function placeProblems(fields: FieldErrors): PlacedProblems {
  const placed: PlacedProblems = { byQuestion: {} };
  for (const [path, message] of Object.entries(fields)) {
    const [head, index] = path.split('.');
    if (head === 'title') placed.title ??= message;
    else if (head === 'description') placed.description ??= message;
    else if (head === 'questions' && index !== undefined && /^\d+$/.test(index)) {
      placed.byQuestion[Number(index)] ??= message;
    } else if (head === 'questions') placed.questions ??= message;
    else if (head && SETTINGS_FIELDS.includes(head)) placed.settings ??= message;
  }
  return placed;
}

const m = defineMessages({
  questionProblem: {
    id: 'surveys.draft.questionProblem',
    defaultMessage: 'Question {number}: {problem}',
  },
  choiceProblem: {
    id: 'surveys.draft.choiceProblem',
    defaultMessage: 'Choice {number}: {problem}',
  },
  wholeCharacters: {
    id: 'surveys.draft.wholeCharacters',
    defaultMessage: 'Enter a whole number of characters',
  },
  enterNumber: { id: 'surveys.draft.enterNumber', defaultMessage: 'Enter a number' },
  typeText: { id: 'surveys.questionType.text', defaultMessage: 'Short Text' },
  typeTextarea: { id: 'surveys.questionType.textarea', defaultMessage: 'Long Text' },
  typeMultipleChoice: {
    id: 'surveys.questionType.multipleChoice',
    defaultMessage: 'Multiple Choice',
  },
  typeCheckbox: { id: 'surveys.questionType.checkbox', defaultMessage: 'Checkbox' },
  typeRating: { id: 'surveys.questionType.rating', defaultMessage: 'Rating' },
  typeDate: { id: 'surveys.questionType.date', defaultMessage: 'Date' },
  typeEmail: { id: 'surveys.questionType.email', defaultMessage: 'Email' },
  typeNumber: { id: 'surveys.questionType.number', defaultMessage: 'Number' },
  oneOf: { id: 'surveys.options.oneOf', defaultMessage: 'One of: {choices}' },
  anyOf: { id: 'surveys.options.anyOf', defaultMessage: 'Any of: {choices}' },
  scale: { id: 'surveys.options.scale', defaultMessage: 'Scale {min} to {max}' },
  scaleLabelled: {
    id: 'surveys.options.scaleLabelled',
    defaultMessage: 'Scale {min} to {max} ({low} to {high})',
  },
  upTo: { id: 'surveys.options.upTo', defaultMessage: 'Up to {count} characters' },
  numberRange: {
    id: 'surveys.options.numberRange',
    defaultMessage: 'A number from {min} to {max}',
  },
  dateRange: { id: 'surveys.options.dateRange', defaultMessage: 'A date from {from} to {to}' },
  dateFrom: { id: 'surveys.options.dateFrom', defaultMessage: 'A date from {from}' },
  dateUpTo: { id: 'surveys.options.dateUpTo', defaultMessage: 'A date up to {to}' },
  anyDate: { id: 'surveys.options.anyDate', defaultMessage: 'Any date' },
  emailDomain: {
    id: 'surveys.options.emailDomain',
    defaultMessage: 'An e-mail address with a domain (name@company.com)',
  },
  email: { id: 'surveys.options.email', defaultMessage: 'An e-mail address' },
});

/** The schema's own English words that the app has as messages: said in the reader's language. */
const KNOWN_PROBLEMS: readonly AppMessage[] = [
  SURVEY_MESSAGES.titleRequired,
  SURVEY_MESSAGES.questionsRequired,
  SURVEY_MESSAGES.questionTextsRequired,
  SURVEY_MESSAGES.questionTextEmpty,
  questionsMessages.identityOnAnonymous,
  settingsMessages.anonymityLocked,
  settingsMessages.thresholdLocked,
];

/** A problem from the shared schema, in the reader's language when the app knows its words. */
export function problemText(message: string, intl: SurveyIntl = englishIntl()): string {
  const known = KNOWN_PROBLEMS.find((descriptor) => descriptor.defaultMessage === message);
  return known ? intl.formatMessage(known) : message;
}

/** The one line a save failure shows: a question's problem says which question it is. */
function summary(path: PropertyKey[], message: string, intl: SurveyIntl): string {
  const [head, index] = path;
  const problem = problemText(message, intl);
  if (head === 'questions' && typeof index === 'number') {
    if (path[2] === 'text' && message === SURVEY_MESSAGES.questionTextsRequired.defaultMessage) {
      return problem;
    }
    return intl.formatMessage(m.questionProblem, { number: index + 1, problem });
  }
  return problem;
}

/**
 * Checks a survey with the server's own schema before saving. Returns the body to send, or the
 * spec's message for the first problem ('Survey title is required', 'At least one question is
 * required', 'All questions must have text...') with every problem by field.
 */
export function checkSurvey(
  body: SurveyBodyInput,
  intl: SurveyIntl = englishIntl(),
): { ok: true; body: SurveyBodyInput } | ({ ok: false } & SurveyProblems) {
  const parsed = surveyBody.safeParse(body);
  const issues: { path: PropertyKey[]; message: string }[] = parsed.success
    ? []
    : [...parsed.error.issues];
  // The server refuses these too; the schema cannot say it, as it depends on two fields.
  if (body.isAnonymous !== false) {
    for (const index of identityQuestionIndexes(body.questions)) {
      issues.push({ path: ['questions', index, 'type'], message: IDENTITY_QUESTION_ON_ANONYMOUS });
    }
  }
  if (issues.length === 0) return { ok: true, body };
  const fields: FieldErrors = {};
  for (const issue of issues) {
    const key = issue.path.map(String).join('.');
    fields[key] ??= problemText(issue.message, intl);
  }
  const first = issues[0];
  const message = first
    ? summary(first.path, first.message, intl)
    : intl.formatMessage(SURVEY_MESSAGES.saveFailed);
  return { ok: false, message, fields };
}

/** Whether a question asks who the respondent is (an e-mail question): not on anonymous surveys. */
export function isIdentityQuestion(question: { type: string }): boolean {
  return (IDENTITY_QUESTION_TYPES as readonly string[]).includes(question.type);
}

/** The places of the questions that ask who the respondent is. */
export function identityQuestionIndexes(questions: readonly { type: string }[]): number[] {
  return questions.flatMap((question, index) => (isIdentityQuestion(question) ? [index] : []));
}

/** A server 400's `fields`, as one line for the toast (the same shape as {@link checkSurvey}). */
export function describeFields(
  fields: FieldErrors,
  intl: SurveyIntl = englishIntl(),
): string | undefined {
  const entry = Object.entries(fields)[0];
  if (!entry) return undefined;
  const [path, message] = entry;
  return summary(
    path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part)),
    message,
    intl,
  );
}

// ---- editing one question ----

/** The edit panel's fields, as typed (numbers stay text until they are checked). */
export interface QuestionForm {
  text: string;
  required: boolean;
  choices: string[];
  /** The rating scale: 1 to 5, 1 to 10, or 0 to 10 (the eNPS scale). */
  scaleMax: RatingScaleChoice;
  lowLabel: string;
  highLabel: string;
  maxLength: string;
  min: string;
  max: string;
  minDate: string;
  maxDate: string;
  requireDomain: boolean;
}

export type RatingScaleChoice = '5' | '10' | '0-10';

export type QuestionFormField = Exclude<keyof QuestionForm, 'required' | 'requireDomain'>;
export type QuestionFormErrors = Partial<Record<QuestionFormField, string>>;

export function questionForm(question: DraftQuestion): QuestionForm {
  const form: QuestionForm = {
    text: question.text,
    required: question.required,
    choices: ['Option 1', 'Option 2'],
    scaleMax: '5',
    lowLabel: 'Poor',
    highLabel: 'Excellent',
    maxLength: '500',
    min: '0',
    max: '100',
    minDate: '',
    maxDate: '',
    requireDomain: false,
  };
  switch (question.type) {
    case 'multiple_choice':
    case 'checkbox':
      return { ...form, choices: [...question.options.choices] };
    case 'rating':
      return {
        ...form,
        scaleMax: question.options.max !== 10 ? '5' : question.options.min === 0 ? '0-10' : '10',
        lowLabel: question.options.labels[0],
        highLabel: question.options.labels[1],
      };
    case 'text':
    case 'textarea':
      return { ...form, maxLength: String(question.options.maxLength) };
    case 'number':
      return { ...form, min: String(question.options.min), max: String(question.options.max) };
    case 'date':
      return { ...form, minDate: question.options.minDate, maxDate: question.options.maxDate };
    case 'email':
      return { ...form, requireDomain: question.options.requireDomain };
  }
}

/** A choice that is not in the list yet: 'Option 3', or the next free number. */
export function nextChoice(choices: string[]): string {
  const taken = new Set(choices.map((choice) => choice.trim().toLowerCase()));
  let n = choices.length + 1;
  while (taken.has(`option ${n}`)) n += 1;
  return `Option ${n}`;
}

function numberFrom(text: string): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return undefined;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : undefined;
}

function optionsFrom(
  type: QuestionType,
  form: QuestionForm,
  errors: QuestionFormErrors,
  intl: SurveyIntl,
): TemplateQuestion['options'] {
  switch (type) {
    case 'multiple_choice':
    case 'checkbox':
      return { choices: form.choices };
    case 'rating':
      return {
        min: form.scaleMax === '0-10' ? 0 : 1,
        max: form.scaleMax === '5' ? 5 : 10,
        labels: [form.lowLabel.trim(), form.highLabel.trim()],
      };
    case 'text':
    case 'textarea': {
      const maxLength = numberFrom(form.maxLength);
      if (maxLength === undefined || !Number.isInteger(maxLength)) {
        errors.maxLength = intl.formatMessage(m.wholeCharacters);
      }
      return { maxLength: maxLength ?? 0 };
    }
    case 'number': {
      const min = numberFrom(form.min);
      const max = numberFrom(form.max);
      if (min === undefined) errors.min = intl.formatMessage(m.enterNumber);
      if (max === undefined) errors.max = intl.formatMessage(m.enterNumber);
      return { min: min ?? 0, max: max ?? 0 };
    }
    case 'date':
      return { minDate: form.minDate, maxDate: form.maxDate };
    case 'email':
      return { requireDomain: form.requireDomain };
  }
}

/** Which edit field an issue of the question schema belongs on. */
function formFieldOf(type: QuestionType, path: PropertyKey[]): QuestionFormField {
  const [head, option] = path;
  if (head !== 'options') return 'text';
  if (option === 'choices') return 'choices';
  if (option === 'labels') return 'lowLabel';
  if ((option === 'max' || option === 'min') && type === 'rating') return 'scaleMax';
  if (option === 'maxLength') return 'maxLength';
  if (option === 'min') return 'min';
  if (option === 'minDate') return 'minDate';
  if (type === 'date') return 'maxDate';
  return 'max';
}

/**
 * The edited question, checked with the server's question schema; or what is wrong, by field.
 * An empty text says 'Question text cannot be empty'.
 */
export function questionFromForm(
  question: DraftQuestion,
  form: QuestionForm,
  intl: SurveyIntl = englishIntl(),
):
  | { ok: true; question: DraftQuestion }
  | { ok: false; errors: QuestionFormErrors; choice?: { index: number; message: string } } {
  const errors: QuestionFormErrors = {};
  /** The first problem with one choice: shown on that choice. */
  let choice: { index: number; message: string } | undefined;
  if (form.text.trim() === '') errors.text = intl.formatMessage(SURVEY_MESSAGES.questionTextEmpty);
  const options = optionsFrom(question.type, form, errors, intl);
  const parsed = questionInput.safeParse({
    type: question.type,
    text: form.text,
    required: form.required,
    order: 1,
    options,
  });
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = formFieldOf(question.type, issue.path);
      const index = issue.path[2];
      const problem = problemText(issue.message, intl);
      const onChoice = field === 'choices' && typeof index === 'number';
      const message = onChoice
        ? intl.formatMessage(m.choiceProblem, { number: index + 1, problem })
        : problem;
      if (onChoice && errors.choices === undefined) choice = { index, message: problem };
      errors[field] ??= message;
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) {
    return { ok: false, errors, ...(choice ? { choice } : {}) };
  }
  return {
    ok: true,
    question: {
      ...question,
      text: parsed.data.text,
      required: parsed.data.required,
      options: parsed.data.options,
    } as DraftQuestion,
  };
}

/** What each type is called in the 'Add Question Type' menu and on the question cards. */
export const QUESTION_TYPE_MESSAGES: Record<QuestionType, AppMessage> = {
  text: m.typeText,
  textarea: m.typeTextarea,
  multiple_choice: m.typeMultipleChoice,
  checkbox: m.typeCheckbox,
  rating: m.typeRating,
  date: m.typeDate,
  email: m.typeEmail,
  number: m.typeNumber,
};

/** The types' names in English (the messages' defaults). */
export const QUESTION_TYPE_LABELS = Object.fromEntries(
  Object.entries(QUESTION_TYPE_MESSAGES).map(([type, message]) => [type, message.defaultMessage]),
) as Record<QuestionType, string>;

/** One line saying what a question's options are, for the question card. */
export function describeOptions(
  question: TemplateQuestion,
  intl: SurveyIntl = englishIntl(),
): string {
  const say = intl.formatMessage;
  switch (question.type) {
    case 'multiple_choice':
      return say(m.oneOf, { choices: question.options.choices.join(', ') });
    case 'checkbox':
      return say(m.anyOf, { choices: question.options.choices.join(', ') });
    case 'rating': {
      const [low, high] = question.options.labels;
      const { min, max } = question.options;
      return low || high
        ? say(m.scaleLabelled, {
            min: String(min),
            max: String(max),
            low: low || '…',
            high: high || '…',
          })
        : say(m.scale, { min: String(min), max: String(max) });
    }
    case 'text':
    case 'textarea':
      return say(m.upTo, { count: String(question.options.maxLength) });
    case 'number':
      return say(m.numberRange, {
        min: String(question.options.min),
        max: String(question.options.max),
      });
    case 'date': {
      const { minDate, maxDate } = question.options;
      if (minDate && maxDate) return say(m.dateRange, { from: minDate, to: maxDate });
      if (minDate) return say(m.dateFrom, { from: minDate });
      if (maxDate) return say(m.dateUpTo, { to: maxDate });
      return say(m.anyDate);
    }
    case 'email':
      return say(question.options.requireDomain ? m.emailDomain : m.email);
  }
}
