import type { PublicQuestion, ResponseSource, SurveyResponseItem } from '#shared/api/responses';
import { choicesOf, isEmptyAnswer, ratingRange } from '#shared/domain/answers';
import { sentimentClass, type SentimentClass } from '#shared/domain/sentiment';
import { formatDay } from './survey-format';

/**
 * How a stored response reads on the responses page: each answer under its question's text,
 * choices by their text rather than their index, ratings as value/max.
 */

export type ShownAnswer =
  | { questionId: string; question: string; kind: 'text'; text: string }
  | { questionId: string; question: string; kind: 'list'; items: string[] };

/** A choice's text; an index the question no longer has reads as its place in the list. */
function choiceText(choices: string[], value: unknown): string {
  if (typeof value === 'number' && Number.isInteger(value)) {
    return choices[value] ?? `Option ${value + 1}`;
  }
  return String(value);
}

function answerFor(question: PublicQuestion, value: unknown): ShownAnswer | null {
  const base = { questionId: question.id, question: question.text };
  switch (question.type) {
    case 'multiple_choice':
      return { ...base, kind: 'text', text: choiceText(choicesOf(question), value) };
    case 'checkbox': {
      const choices = choicesOf(question);
      const items = (Array.isArray(value) ? value : [value]).map((v) => choiceText(choices, v));
      return items.length > 0 ? { ...base, kind: 'list', items } : null;
    }
    case 'rating': {
      const max = question.maxRating ?? ratingRange(question).max;
      return { ...base, kind: 'text', text: `${String(value)}/${max}` };
    }
    case 'date':
      return { ...base, kind: 'text', text: formatDay(String(value)) };
    default:
      return {
        ...base,
        kind: 'text',
        text: typeof value === 'object' ? JSON.stringify(value) : String(value),
      };
  }
}

/**
 * The answers of one response in question order. Empty answers are left out, and so are answers
 * to questions the survey no longer has (there is no question text to show them under).
 */
export function shownAnswers(
  questions: readonly PublicQuestion[],
  response: Pick<SurveyResponseItem, 'responses'>,
): ShownAnswer[] {
  const given = new Map(response.responses.map((answer) => [answer.questionId, answer.value]));
  return [...questions]
    .sort((a, b) => a.order - b.order)
    .flatMap((question) => {
      const value: unknown = given.get(question.id);
      if (isEmptyAnswer(value as Parameters<typeof isEmptyAnswer>[0])) return [];
      const shown = answerFor(question, value);
      return shown ? [shown] : [];
    });
}

/** Responses from both sources, newest day first; a day's responses keep their order. */
export function newestFirst(...lists: readonly SurveyResponseItem[][]): SurveyResponseItem[] {
  return lists
    .flat()
    .map((item, index) => ({ item, index }))
    .sort((a, b) =>
      a.item.submittedAt === b.item.submittedAt
        ? a.index - b.index
        : a.item.submittedAt < b.item.submittedAt
          ? 1
          : -1,
    )
    .map(({ item }) => item);
}

export const SENTIMENT_LABELS: Record<SentimentClass, string> = {
  positive: 'Positive',
  neutral: 'Neutral',
  negative: 'Negative',
};

/** Badge colours by class; each palette's subtle badge passes AA in both modes. */
export const SENTIMENT_PALETTES: Record<SentimentClass, string> = {
  positive: 'green',
  neutral: 'gray',
  negative: 'red',
};

/** A comment in a language sentiment does not cover (decision 0057): never shown as neutral. */
export const NOT_SCORED = { label: 'Not scored', palette: 'purple' } as const;

export function sentimentOf(value: number | null): { label: string; palette: string } {
  if (value === null) return NOT_SCORED;
  const kind = sentimentClass(value);
  return { label: SENTIMENT_LABELS[kind], palette: SENTIMENT_PALETTES[kind] };
}

/** What the tabs call each source. */
export const SOURCE_LABELS: Record<ResponseSource, string> = {
  regular: 'Regular',
  email: 'Email',
};
