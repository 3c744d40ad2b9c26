/**
 * The rules an answer must meet to fit its question. The public survey page checks them before
 * submitting and the server checks them again before storing anything; both use this module, so
 * the page and the server never disagree. Plain TypeScript (no schema library) keeps the public
 * page light.
 */

import { isEmailAddress } from './email-address';
import { isStorableNumber, MAX_STORED_NUMBER } from './numbers';

export type AnswerValue = string | number | number[] | null;

export interface AnswerInput {
  questionId: string;
  type: string;
  value: AnswerValue;
}

/** What the answer rules need to know of a question (a subset of the stored question). */
export interface AnswerableQuestion {
  id: string;
  type: string;
  text: string;
  required: boolean;
  order: number;
  options: Record<string, unknown>;
}

/** Text answers are capped by the question's maxLength, or this when it has none. */
export const DEFAULT_ANSWER_MAX_LENGTH = 1000;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** True for a real calendar day written YYYY-MM-DD. */
export function isCalendarDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

const num = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isFinite(value) ? value : fallback;

export function choicesOf(question: AnswerableQuestion): string[] {
  const choices = question.options.choices;
  return Array.isArray(choices) ? choices.map(String) : [];
}

export function ratingRange(question: AnswerableQuestion): { min: number; max: number } {
  return { min: num(question.options.min, 1), max: num(question.options.max, 5) };
}

export function maxLengthOf(question: AnswerableQuestion): number {
  return num(question.options.maxLength, DEFAULT_ANSWER_MAX_LENGTH);
}

/** An answer that says nothing: missing, blank text or no boxes ticked. */
export function isEmptyAnswer(value: AnswerValue | undefined): boolean {
  return (
    value === undefined ||
    value === null ||
    (typeof value === 'string' && value.trim() === '') ||
    (Array.isArray(value) && value.length === 0)
  );
}

/**
 * What is wrong with an answer, as a code and its figures: the answer page words it in the
 * respondent's language (`respond.problem.<code>`, decision 0060), the API in English
 * (`answerProblem`).
 */
export type AnswerIssue =
  | {
      code:
        | 'required'
        | 'notText'
        | 'chooseOption'
        | 'tickOptions'
        | 'tickShown'
        | 'tickOnce'
        | 'number'
        | 'decimals'
        | 'email'
        | 'emailLong'
        | 'emailInvalid'
        | 'date'
        | 'unanswerable';
    }
  | { code: 'tooLong'; max: number }
  | { code: 'rating' | 'numberRange'; min: number; max: number }
  | { code: 'dateFrom' | 'dateUntil'; date: string };

/** Why `value` does not fit `question`, or null when it does. An empty answer fits an optional question. */
export function answerIssue(
  question: AnswerableQuestion,
  value: AnswerValue | undefined,
): AnswerIssue | null {
  if (isEmptyAnswer(value)) return question.required ? { code: 'required' } : null;
  switch (question.type) {
    case 'text':
    case 'textarea': {
      if (typeof value !== 'string') return { code: 'notText' };
      const max = maxLengthOf(question);
      return value.length > max ? { code: 'tooLong', max } : null;
    }
    case 'multiple_choice': {
      const count = choicesOf(question).length;
      if (typeof value !== 'number' || !Number.isInteger(value)) return { code: 'chooseOption' };
      return value < 0 || value >= count ? { code: 'chooseOption' } : null;
    }
    case 'checkbox': {
      const count = choicesOf(question).length;
      if (!Array.isArray(value)) return { code: 'tickOptions' };
      if (value.some((v) => typeof v !== 'number' || !Number.isInteger(v) || v < 0 || v >= count))
        return { code: 'tickShown' };
      return new Set(value).size === value.length ? null : { code: 'tickOnce' };
    }
    case 'rating': {
      const { min, max } = ratingRange(question);
      if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max)
        return { code: 'rating', min, max };
      return null;
    }
    case 'number': {
      const min = num(question.options.min, Number.NEGATIVE_INFINITY);
      const max = num(question.options.max, Number.POSITIVE_INFINITY);
      if (typeof value !== 'number' || !Number.isFinite(value)) return { code: 'number' };
      if (value < min || value > max) return { code: 'numberRange', min, max };
      if (Math.abs(value) > MAX_STORED_NUMBER) {
        return { code: 'numberRange', min: -MAX_STORED_NUMBER, max: MAX_STORED_NUMBER };
      }
      if (!isStorableNumber(value)) return { code: 'decimals' };
      return null;
    }
    case 'email': {
      if (typeof value !== 'string') return { code: 'email' };
      const trimmed = value.trim();
      if (trimmed.length > 254) return { code: 'emailLong' };
      const valid =
        question.options.requireDomain === true
          ? isEmailAddress(trimmed, { minTopLevel: 2 })
          : isEmailAddress(trimmed, { requireDot: false });
      return valid ? null : { code: 'emailInvalid' };
    }
    case 'date': {
      if (typeof value !== 'string' || !isCalendarDay(value)) return { code: 'date' };
      const { minDate, maxDate } = question.options as { minDate?: string; maxDate?: string };
      if (minDate && value < minDate) return { code: 'dateFrom', date: minDate };
      if (maxDate && value > maxDate) return { code: 'dateUntil', date: maxDate };
      return null;
    }
    default:
      return { code: 'unanswerable' };
  }
}

/** An issue in English: the words the API answers with. */
export function englishProblem(issue: AnswerIssue): string {
  switch (issue.code) {
    case 'required':
      return 'This question is required';
    case 'notText':
      return 'The answer must be text';
    case 'tooLong':
      return `The answer must be at most ${issue.max} characters`;
    case 'chooseOption':
      return 'Choose one of the options';
    case 'tickOptions':
      return 'Tick the options that apply';
    case 'tickShown':
      return 'Tick only the options shown';
    case 'tickOnce':
      return 'Tick each option once';
    case 'rating':
      return `Choose a rating from ${issue.min} to ${issue.max}`;
    case 'number':
      return 'Enter a number';
    case 'numberRange':
      return `Enter a number from ${issue.min} to ${issue.max}`;
    case 'decimals':
      return 'Enter a number with fewer decimal places';
    case 'email':
      return 'Enter an email address';
    case 'emailLong':
      return 'The email address is too long';
    case 'emailInvalid':
      return 'Enter a valid email address';
    case 'date':
      return 'Enter a date (YYYY-MM-DD)';
    case 'dateFrom':
      return `Choose a date on or after ${issue.date}`;
    case 'dateUntil':
      return `Choose a date on or before ${issue.date}`;
    case 'unanswerable':
      return 'This question cannot be answered';
  }
}

/**
 * Why `value` does not fit `question`, or null when it does, in English. An empty answer fits an
 * optional question. Messages read well on their own under the question.
 */
export function answerProblem(
  question: AnswerableQuestion,
  value: AnswerValue | undefined,
): string | null {
  const issue = answerIssue(question, value);
  return issue ? englishProblem(issue) : null;
}

export interface AnswerCheck {
  /** Problems keyed by question id (and `responses` for ones not tied to a question). */
  problems: Record<string, string>;
  /** The answers to keep, in question order, empty optional answers left out. */
  answers: { questionId: string; value: Exclude<AnswerValue, null> }[];
}

/**
 * Checks a whole submission against the survey's questions: every answer names a question of the
 * survey once with its type, fits it, and every required question is answered.
 */
export function checkAnswers(questions: AnswerableQuestion[], input: AnswerInput[]): AnswerCheck {
  const problems: Record<string, string> = {};
  const byId = new Map(questions.map((q) => [q.id, q]));
  const given = new Map<string, AnswerInput>();
  for (const answer of input) {
    const question = byId.get(answer.questionId);
    if (!question) {
      problems.responses = 'An answer names a question this survey does not have';
      continue;
    }
    if (given.has(answer.questionId)) {
      problems[question.id] = `Question ${question.order} ("${question.text}") is answered twice`;
      continue;
    }
    if (answer.type !== question.type) {
      problems[question.id] =
        `Question ${question.order} ("${question.text}") expects a ${question.type} answer`;
      continue;
    }
    given.set(answer.questionId, answer);
  }
  const answers: AnswerCheck['answers'] = [];
  for (const question of [...questions].sort((a, b) => a.order - b.order)) {
    if (problems[question.id]) continue;
    const value = given.get(question.id)?.value;
    const problem = answerProblem(question, value);
    if (problem) {
      problems[question.id] = `Question ${question.order} ("${question.text}"): ${problem}`;
    } else if (!isEmptyAnswer(value)) {
      const kept =
        typeof value === 'string' && question.type !== 'textarea' && question.type !== 'text'
          ? value.trim()
          : value;
      answers.push({ questionId: question.id, value: kept as Exclude<AnswerValue, null> });
    }
  }
  return { problems, answers };
}
