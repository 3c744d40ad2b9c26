/** Sentiment classes, as the dashboard and analytics show them. */

export type SentimentClass = 'positive' | 'neutral' | 'negative';

export const POSITIVE_ABOVE = 0.7;
export const NEGATIVE_BELOW = 0.3;

/** A value whose magnitude is over 1 is a percentage and is divided by 100 first. */
export function normaliseSentiment(value: number): number {
  return Math.abs(value) > 1 ? value / 100 : value;
}

/** Above 0.7 positive, below 0.3 negative, else neutral. */
export function sentimentClass(value: number): SentimentClass {
  const v = normaliseSentiment(value);
  if (v > POSITIVE_ABOVE) return 'positive';
  if (v < NEGATIVE_BELOW) return 'negative';
  return 'neutral';
}

/**
 * How many visible responses were not scored because a comment is in a language sentiment does
 * not cover (decision 0057): in no class and out of the average, never counted as neutral.
 */
export function notScoredText(count: number): string {
  return `${count} ${count === 1 ? 'response' : 'responses'} not scored (comment language not supported)`;
}
