import { ratingRange, type AnswerableQuestion } from '#shared/domain/answers';
import { existsSync, readFileSync } from 'node:fs';
import { inflateRawSync } from 'node:zlib';
import {
  commentSentiment,
  installLexicons,
  lexiconsInstalled,
  textSentiment as textSentimentOf,
} from '#shared/domain/text-sentiment';
import type { StoredAnswer } from './ports';

/**
 * The lexicons inflated on the first answer a container scores, not at import: a cold start of a
 * function that never scores pays nothing (~10 ms once otherwise).
 */
export function ensureLexicons(): void {
  if (!lexiconsInstalled()) installLexicons(inflateRawSync(lexiconBytes()).toString('utf8'));
}

/**
 * The deflated lexicons: beside the bundle in a function (copied there by the build,
 * scripts/lexicon-assets.ts), else from the sources (tests, the local runtime). A file, not a
 * module, so a function's JavaScript does not carry 90 KiB of words (decision 0057).
 */
function lexiconBytes(): Buffer {
  const shipped = new URL('./sentiment-lexicons.deflate', import.meta.url);
  if (existsSync(shipped)) return readFileSync(shipped);
  return readFileSync(
    new URL('../../../../shared/src/domain/sentiment-lexicons.deflate', import.meta.url),
  );
}

// The text scorer lives in shared/: the results view labels comments with it on the page.
export function textSentiment(text: string): number | null {
  ensureLexicons();
  return textSentimentOf(text);
}

/**
 * A response's sentiment from 0 to 1: the mean of its ratings (each normalised to its scale) and
 * of its free-text answers that carry sentiment words. A response with neither is neutral (0.5).
 * A response with a comment in a language that is not scored has no sentiment (null, "not
 * scored", decision 0057): a figure that left out what the person wrote would not be theirs.
 */
export function responseSentiment(
  questions: AnswerableQuestion[],
  answers: StoredAnswer[],
): number | null {
  ensureLexicons();
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
      const { scored, score } = commentSentiment(answer.value);
      if (!scored) return null;
      if (score !== null) parts.push(score);
    }
  }
  if (parts.length === 0) return 0.5;
  const mean = parts.reduce((sum, part) => sum + part, 0) / parts.length;
  return Math.round(mean * 1000) / 1000;
}
