import type { Analytics } from '../../../../shared/src/api/analytics';
import type { RoundRecord } from '../responses/ports';
import { participation, type GroupScore } from './metrics';

type RoundTrend = NonNullable<Analytics['trends']['rounds']>[number];

/** What a survey's round trend needs. */
export interface RoundTrendInput {
  survey: { id: string; title: string; isAnonymous: boolean; anonymityThreshold: number };
  rounds: RoundRecord[];
  /** Each round's score (the mean rating on the survey's scale, `roundScores`), when read. */
  scores?: ReadonlyMap<number, GroupScore | null>;
}

/**
 * Per-round points of the surveys sent in rounds (decision 0023), for rounds opened from `from`
 * on: each round's released tallies, its participation (never over 100%) and its score, the mean
 * rating on the survey's own scale (`metrics.ts`). An anonymous survey's round
 * with fewer shown answers than its threshold is left out (and counted): its released count is
 * a sum of whole groups, so a hidden round holds none and nothing is found by subtraction.
 */
export function roundTrends(inputs: RoundTrendInput[], from: string): RoundTrend[] {
  const out: RoundTrend[] = [];
  for (const { survey, rounds, scores } of inputs) {
    const inRange = rounds.filter((r) => r.openedAt.slice(0, 10) >= from);
    if (inRange.length < 2 && rounds.length < 2) continue;
    let hiddenRounds = 0;
    const points: RoundTrend['points'] = [];
    for (const r of inRange) {
      const responded = r.results?.responded ?? 0;
      if (survey.isAnonymous && responded < survey.anonymityThreshold) {
        hiddenRounds += 1;
        continue;
      }
      points.push({
        round: r.round,
        openedOn: r.openedAt.slice(0, 10),
        responded,
        invited: r.invited,
        responseRate: participation(responded, r.invited),
        average: scores?.get(r.round)?.mean ?? null,
        scale: scores?.get(r.round)?.max ?? null,
      });
    }
    if (points.length === 0 && hiddenRounds === 0) continue;
    out.push({ surveyId: survey.id, survey: survey.title, points, hiddenRounds });
  }
  return out;
}

/** The round points of every survey sent in rounds, one row each (decision 0023). */
export function roundRows(analytics: Analytics) {
  return (analytics.trends.rounds ?? []).flatMap((trend) =>
    trend.points.map((point) => ({ survey: trend.survey, ...point })),
  );
}
