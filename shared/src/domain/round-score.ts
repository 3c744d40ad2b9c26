/**
 * The score-drop alert (decision 0023): a round's score is its mean rating on the survey's rating
 * scale (`functions/src/domain/analytics/metrics.ts`, issue #27), and a drop below the previous
 * round's by more than this many points of a 1-5 scale (in proportion on a longer scale: 1 point
 * of 0-10) raises an alert.
 */
export const SCORE_DROP_ALERT = 0.5;

/** Whether `current` dropped from `previous` by more than the alert's amount on a scale to `max`. */
export function scoreDropped(previous: number | null, current: number | null, max = 5): boolean {
  if (previous === null || current === null) return false;
  return Math.round((previous - current) * 100) / 100 > (SCORE_DROP_ALERT * max) / 5;
}
