import { ratingRange, type AnswerableQuestion } from '../../../../shared/src/domain/answers';
import { textSentiment } from '../../../../shared/src/domain/text-sentiment';
import type { StoredAnswer } from './ports';

// The text scorer lives in shared/: the results view labels comments with it on the page.
export { textSentiment };

/**
 * A response's sentiment from 0 to 1: the mean of its ratings (each normalised to its scale) and
 * of its free-text answers that carry sentiment words. A response with neither is neutral (0.5).
 */
export function responseSentiment(
  questions: AnswerableQuestion[],
  answers: StoredAnswer[],
): number {
  const byId = new Map(questions.map((q) => [q.id, q]));
  const parts: number[] = [];
  for (const answer of answers) {
    const question = byId.get(answer.questionId);
    if (!question) continue;
    if (question.type === 'rating' && typeof answer.value === 'number') {
      const { min, max } = ratingRange(question);
      parts.push(max > min ? (answer.value - min) / (max - min) : 0.5);
    } else if (
      (question.type === 'text' || question.type === 'textarea') &&
      typeof answer.value === 'string'
    ) {
      const score = textSentiment(answer.value);
      if (score !== null) parts.push(score);
    }
  }
  if (parts.length === 0) return 0.5;
  const mean = parts.reduce((sum, part) => sum + part, 0) / parts.length;
  return Math.round(mean * 1000) / 1000;
}
