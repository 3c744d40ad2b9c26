import type { Analytics } from '#shared/api/analytics';
import {
  participation,
  questionFiguresOf,
  trendQuestionsOf,
  type GroupScore,
} from '../analytics/metrics';
import type { RoundRecord } from './ports';

type RoundTrend = NonNullable<Analytics['trends']['rounds']>[number];

/** What a survey's round trend needs. */
export interface RoundTrendInput {
  survey: {
    id: string;
    title: string;
    isAnonymous: boolean;
    anonymityThreshold: number;
    /** Its questions, for a line per rating question (absent: the score alone). */
    questions?: readonly { id: string; type: string; text: string; options?: unknown }[];
  };
  rounds: RoundRecord[];
  /** Each round's score (the mean rating on the survey's scale, `roundScores`), when read. */
  scores?: ReadonlyMap<number, GroupScore | null>;
  /** Each round's summed question tallies (`roundCounters`), for the per-question lines. */
  counters?: ReadonlyMap<number, ReadonlyMap<string, number>>;
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
  for (const { survey, rounds, scores, counters } of inputs) {
    const questions = counters && survey.questions ? trendQuestionsOf(survey.questions) : [];
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
        ...(questions.length > 0
          ? {
              questions: questionFiguresOf(
                survey.questions ?? [],
                counters?.get(r.round) ?? new Map<string, number>(),
              ),
            }
          : {}),
      });
    }
    if (points.length === 0 && hiddenRounds === 0) continue;
    out.push({
      surveyId: survey.id,
      survey: survey.title,
      points,
      hiddenRounds,
      ...(questions.length > 0 ? { questions } : {}),
    });
  }
  return out;
}

/** The round points of every survey sent in rounds, one row each (decision 0023). */
export function roundRows(analytics: Analytics) {
  return (analytics.trends.rounds ?? []).flatMap((trend) =>
    trend.points.map((point) => ({ survey: trend.survey, ...point })),
  );
}

/**
 * The per-question lines of the round trends, one row per survey, round and rating question
 * (issue #27): the question's mean on its own scale and a 0-10 question's eNPS. Rounds below the
 * threshold have no row, as they have no point.
 */
export function roundQuestionRows(analytics: Analytics) {
  return (analytics.trends.rounds ?? []).flatMap((trend) => {
    const text = new Map((trend.questions ?? []).map((q) => [q.questionId, q]));
    return trend.points.flatMap((point) =>
      (point.questions ?? []).flatMap((figure) => {
        const question = text.get(figure.questionId);
        return question
          ? [
              {
                survey: trend.survey,
                round: point.round,
                openedOn: point.openedOn,
                question,
                figure,
              },
            ]
          : [];
      }),
    );
  });
}
