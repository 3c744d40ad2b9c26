import { textSentiment } from '../../functions/src/domain/responses/sentiment-score';

/** A function that scores comments, as small as one gets: for lexicon-bundle.test.ts. */
export function score(text: string): number | null {
  return textSentiment(text);
}
