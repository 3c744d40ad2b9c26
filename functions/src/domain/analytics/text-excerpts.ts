import { createHash } from 'node:crypto';
import type { QuestionInsight } from '#shared/api/analytics';
import type { StoredAnswer } from '../responses/ports';

/**
 * Excerpts of text answers in analytics (decision 0019, a promise to respondents):
 * - only a text question's (`text`, `textarea`) released answers, never one waiting for release;
 * - only once at least max(5, k) people answered it in the range (5 for a named survey), counted
 *   from the released tallies, so a waiting answer never counts;
 * - at most 3, each cut to about 200 characters, with nothing else of the answer (no time,
 *   respondent, team or round);
 * - chosen by a hash of the question and the response's random id, so neither the order nor the
 *   choice follows when an answer was given, and one person's answers to two questions are not
 *   shown side by side.
 */
export const MIN_COMMENT_THRESHOLD = 5;
export const MAX_EXCERPTS = 3;
export const EXCERPT_LENGTH = 200;
/** Released answers read per survey and source to choose excerpts from (R41). */
export const EXCERPT_SAMPLE = 50;

const TEXT_TYPES = new Set(['text', 'textarea']);

export const isTextQuestion = (type: string) => TEXT_TYPES.has(type);

/** A released answer read to choose excerpts from: its random id and its answers only. */
export interface SampledAnswer {
  responseId: string;
  answers: StoredAnswer[];
}

/** People who must have answered a text question before any of its words are shown. */
export function commentThreshold(survey: {
  isAnonymous: boolean;
  anonymityThreshold: number;
}): number {
  return survey.isAnonymous
    ? Math.max(MIN_COMMENT_THRESHOLD, survey.anonymityThreshold)
    : MIN_COMMENT_THRESHOLD;
}

/** One line of at most `EXCERPT_LENGTH` characters, cut at a word where it can be. */
export function excerptOf(text: string): string {
  // Control characters go with the line breaks: an excerpt is one plain line everywhere.
  // eslint-disable-next-line no-control-regex
  const flat = text.replace(/[\u0000-\u001f\u007f\s]+/g, ' ').trim();
  const chars = [...flat];
  if (chars.length <= EXCERPT_LENGTH) return flat;
  const cut = chars.slice(0, EXCERPT_LENGTH - 1).join('');
  const space = cut.lastIndexOf(' ');
  return `${(space >= EXCERPT_LENGTH / 2 ? cut.slice(0, space) : cut).trimEnd()}…`;
}

const rank = (surveyId: string, questionId: string, responseId: string) =>
  createHash('sha256').update(`${surveyId}\u0000${questionId}\u0000${responseId}`).digest('hex');

/** Up to 3 excerpts of a question's answers in the sample, in hash order. */
export function chooseExcerpts(
  surveyId: string,
  questionId: string,
  sample: readonly SampledAnswer[],
): string[] {
  const candidates: { rank: string; text: string }[] = [];
  for (const { responseId, answers } of sample) {
    const value = answers.find((a) => a.questionId === questionId)?.value;
    if (typeof value !== 'string') continue;
    const text = excerptOf(value);
    if (text !== '') candidates.push({ rank: rank(surveyId, questionId, responseId), text });
  }
  return candidates
    .sort((a, b) => (a.rank < b.rank ? -1 : a.rank > b.rank ? 1 : 0))
    .slice(0, MAX_EXCERPTS)
    .map((c) => c.text);
}

/**
 * The answers a text question's insight vouches for. When its answered count is withheld (1 to
 * k - 1 people skipped it), the fewest it could be, so whether excerpts show never tells how
 * many skipped.
 */
export function answersVouchedFor(q: QuestionInsight, k: number): number {
  return q.answered ?? q.responses - (k - 1);
}

type CommentSurvey = { id: string; isAnonymous: boolean; anonymityThreshold: number };

/** The text questions of these insights that may show excerpts (then the sample is read). */
export function excerptQuestions(survey: CommentSurvey, insights: readonly QuestionInsight[]) {
  const threshold = commentThreshold(survey);
  return insights.filter(
    (q) => isTextQuestion(q.type) && answersVouchedFor(q, survey.anonymityThreshold) >= threshold,
  );
}

/**
 * The `comments` of a survey's text questions: excerpts of the sample when enough people
 * answered, else withheld (null). Other questions are returned unchanged.
 */
export function withComments(
  survey: CommentSurvey,
  insights: QuestionInsight[],
  sample: readonly SampledAnswer[],
): QuestionInsight[] {
  const threshold = commentThreshold(survey);
  const shown = new Set(excerptQuestions(survey, insights).map((q) => q.questionId));
  return insights.map((q) => {
    if (!isTextQuestion(q.type)) return q;
    const excerpts = shown.has(q.questionId)
      ? chooseExcerpts(survey.id, q.questionId, sample)
      : null;
    return { ...q, comments: { threshold, excerpts } };
  });
}
