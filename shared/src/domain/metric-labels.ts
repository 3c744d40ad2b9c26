/**
 * How a results figure is written, the same on the page, in the CSV, the PDF and notifications
 * (issue #27). The figures themselves are computed in `functions/src/domain/analytics/metrics.ts`.
 */

/** A mean rating on its own scale: "3.0/5"; a dash with none. */
export function ratingLabel(mean: number | null, max: number): string {
  return mean === null ? '—' : `${mean.toFixed(1)}/${max}`;
}

/** eNPS on -100 to 100: "+20", "0", "-40". */
export const enpsLabel = (score: number) => `${score > 0 ? '+' : ''}${score}`;

/** Participation (a share of the people invited, at most 100): "83%"; a dash with nobody invited. */
export const participationLabel = (percent: number | null) =>
  percent === null ? '—' : `${percent}%`;
