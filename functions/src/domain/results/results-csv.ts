import type { SurveyResults } from '#shared/api/results';
import { toCsv, type Cell } from '../../formats/csv';
import { ratingLabel } from '../analytics/metrics';

export const RESULTS_CSV_HEADER = [
  'Question',
  'Type',
  'Answered',
  'Average',
  'Distribution',
  'eNPS',
  'Participation (%)',
] as const;

/**
 * A survey's results as CSV: one row per question with the figures the results view shows
 * (`metrics.ts` computed them): its average on its own scale ("3.3/5"), every value or choice
 * with its count, eNPS as a number (so a spreadsheet never reads "+20" as a formula) and the
 * round's participation. No answer text: comments stay on the screen. Every text cell (a
 * question, a choice) goes through the analytics CSV's neutralising, so none starts a formula.
 */
export function resultsCsv(results: SurveyResults): string {
  const rows: Cell[][] = [
    [...RESULTS_CSV_HEADER],
    ...results.questions.map((q) => [
      q.question,
      q.type,
      q.answered,
      q.rating ? ratingLabel(q.rating.average, q.rating.max) : null,
      q.rating
        ? q.rating.distribution.map((d) => `${d.value}: ${d.count}`).join('; ')
        : q.choices
          ? q.choices.map((c) => `${c.choice}: ${c.count}`).join('; ')
          : null,
      q.enps ? q.enps.score : null,
      results.participation,
    ]),
  ];
  return toCsv(rows);
}

/** `candor-results-team-pulse-round-2.csv`, `candor-results-team-pulse-all-rounds.pdf`. */
export function resultsFileName(
  title: string,
  round: number | null,
  extension: 'csv' | 'pdf' = 'csv',
): string {
  const slug =
    title
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 40)
      .replace(/-+$/, '') || 'survey';
  return `candor-results-${slug}-${round === null ? 'all-rounds' : `round-${round}`}.${extension}`;
}
