/**
 * A round's score (decision 0023): the mean sentiment of its shown answers on a scale of 5. An
 * answer's sentiment is the mean of its ratings (each normalised to its own scale) and of its
 * free-text answers that carry sentiment words, so for a survey of ratings it is the mean rating
 * out of 5; a survey with no rating question is scored by its text alone.
 */
export function roundScore(sentimentSum: number, responded: number): number | null {
  if (responded <= 0) return null;
  return Math.round((sentimentSum / responded) * 5 * 100) / 100;
}

/** A drop of a round's score below the previous round's by more than this raises an alert. */
export const SCORE_DROP_ALERT = 0.5;

/** Whether `current` dropped from `previous` by more than the alert's amount. */
export function scoreDropped(previous: number | null, current: number | null): boolean {
  if (previous === null || current === null) return false;
  return Math.round((previous - current) * 100) / 100 > SCORE_DROP_ALERT;
}
