import Sentiment from 'sentiment';
import { sentimentClass, type SentimentClass } from './sentiment';

let analyser: Sentiment | undefined;

/** Free text to 0..1 with the AFINN-165 lexicon: 0.5 is neutral, strong words move it furthest. */
export function textSentiment(text: string): number | null {
  const result = (analyser ??= new Sentiment()).analyze(text);
  if (result.words.length === 0) return null;
  return 0.5 + 0.5 * Math.tanh(result.score / 5);
}

/**
 * The sentiment class of a piece of text from its own words (neutral with none): what the
 * results view labels a comment with, never the sentiment of the response it came from, which
 * would tie the comment to that person's other answers.
 */
export function textSentimentClass(text: string): SentimentClass {
  const score = textSentiment(text);
  return score === null ? 'neutral' : sentimentClass(score);
}
