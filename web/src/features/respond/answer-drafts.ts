import type { PublicQuestion } from '#shared/api/responses';
import {
  answerIssue,
  englishProblem,
  type AnswerIssue,
  checkAnswers,
  ratingRange,
  type AnswerableQuestion,
  type AnswerValue,
} from '#shared/domain/answers';

/**
 * What the form holds for each question while the respondent answers, and how it becomes the
 * answer the server checks. The rules themselves are shared/src/domain/answers.ts, the same
 * module the server uses, so the page and the server never disagree.
 */

/**
 * Text types and number hold the text typed (a number's text becomes a number on submit);
 * multiple choice and rating a choice index or rating; checkbox the ticked indexes.
 */
export type Draft = string | number | number[] | undefined;
export type Drafts = Record<string, Draft>;

/** A question as the answer rules see it; a rating's top comes from `maxRating` when its options lack one. */
export function answerable(question: PublicQuestion): AnswerableQuestion {
  const options = { ...question.options };
  if (question.type === 'rating' && typeof options.max !== 'number' && question.maxRating) {
    options.max = question.maxRating;
  }
  return { ...question, options };
}

export function sortedQuestions(questions: PublicQuestion[]): AnswerableQuestion[] {
  return [...questions].sort((a, b) => a.order - b.order).map(answerable);
}

/** The value sent for a draft: trimmed-empty text and an empty number box are no answer. */
export function answerValue(question: AnswerableQuestion, draft: Draft): AnswerValue {
  if (draft === undefined) return null;
  if (question.type === 'number') {
    if (typeof draft !== 'string') return typeof draft === 'number' ? draft : null;
    if (draft.trim() === '') return null;
    return Number(draft);
  }
  return draft;
}

/** Words an answer's problem in the respondent's language (English by default). */
export type DescribeProblem = (issue: AnswerIssue) => string;

/**
 * The message shown under a question, or null. `unreadable`: the browser could not read the
 * number typed. `describe` words it (the page passes the respondent's language).
 */
export function problemOf(
  question: AnswerableQuestion,
  draft: Draft,
  unreadable = false,
  describe: DescribeProblem = englishProblem,
): string | null {
  if (question.type === 'number' && unreadable) return describe({ code: 'number' });
  const issue = answerIssue(question, answerValue(question, draft));
  return issue ? describe(issue) : null;
}

export function problemsOf(
  questions: AnswerableQuestion[],
  drafts: Drafts,
  unreadable: Record<string, boolean> = {},
  describe: DescribeProblem = englishProblem,
): Record<string, string> {
  const problems: Record<string, string> = {};
  for (const question of questions) {
    const problem = problemOf(question, drafts[question.id], unreadable[question.id], describe);
    if (problem) problems[question.id] = problem;
  }
  return problems;
}

/** The `responses` of the submit body: every answered question, in order, with its type. */
export function responsesOf(questions: AnswerableQuestion[], drafts: Drafts) {
  const types = new Map(questions.map((q) => [q.id, q.type]));
  const { answers } = checkAnswers(
    questions,
    questions.map((q) => ({
      questionId: q.id,
      type: q.type,
      value: answerValue(q, drafts[q.id]),
    })),
  );
  return answers.map((answer) => ({
    questionId: answer.questionId,
    type: types.get(answer.questionId) as PublicQuestion['type'],
    value: answer.value,
  }));
}

/** Ticks or unticks one box, keeping the indexes in order. */
export function toggleChoice(current: Draft, index: number, checked: boolean): number[] {
  const ticked = new Set(Array.isArray(current) ? current : []);
  if (checked) ticked.add(index);
  else ticked.delete(index);
  return [...ticked].sort((a, b) => a - b);
}

export interface RatingScale {
  min: number;
  max: number;
  /** The words at the two ends of the scale, when the question has them. */
  low?: string;
  high?: string;
}

export function ratingScale(question: AnswerableQuestion): RatingScale {
  const { min, max } = ratingRange(question);
  const labels = Array.isArray(question.options.labels) ? question.options.labels : [];
  const word = (value: unknown) =>
    typeof value === 'string' && value.trim() ? value.trim() : undefined;
  const low = word(labels[0]);
  const high = word(labels[1]);
  return { min, max, ...(low ? { low } : {}), ...(high ? { high } : {}) };
}

/** A number question's limits, when it has them. */
export function numberRange(question: AnswerableQuestion): { min?: number; max?: number } {
  const finite = (value: unknown) =>
    typeof value === 'number' && Number.isFinite(value) ? value : undefined;
  const min = finite(question.options.min);
  const max = finite(question.options.max);
  return { ...(min !== undefined ? { min } : {}), ...(max !== undefined ? { max } : {}) };
}

export function dateRange(question: AnswerableQuestion): { min?: string; max?: string } {
  const day = (value: unknown) =>
    typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;
  const min = day(question.options.minDate);
  const max = day(question.options.maxDate);
  return { ...(min ? { min } : {}), ...(max ? { max } : {}) };
}
