import type { Question } from '#shared/api/surveys';
import { scoreOf, type GroupScore } from '../analytics/metrics';
import { sumTallies } from '../analytics/question-insights';
import type { RoundRecord } from './ports';

/** Reads the question tallies of several rounds at once (R38), one query a survey. */
export interface RoundScoreTallies {
  /** An anonymous survey's released e-mail groups `first` to `last`, by group number. */
  byGroup(
    surveyId: string,
    first: number,
    last: number,
  ): Promise<Map<number, Record<string, number>>>;
  /** A named survey's days `from` to `to` (inclusive), by day. */
  byDay(surveyId: string, from: string, to: string): Promise<Map<string, Record<string, number>>>;
}

/** What a round's score needs of its survey. */
export interface ScoredSurvey {
  id: string;
  isAnonymous: boolean;
  questions: Pick<Question, 'id' | 'type' | 'options'>[];
}

const DAY_MS = 86_400_000;
const dayBefore = (day: string) =>
  new Date(Date.parse(`${day}T00:00:00Z`) - DAY_MS).toISOString().slice(0, 10);

/**
 * The summed question tallies of each round (R38): an anonymous survey's released e-mail groups
 * of the round (whole groups only), a named survey's days from the round's opening to the next
 * round's (or `until`). One query for all the rounds asked for, whatever the number of answers.
 */
export async function roundCounters(
  store: RoundScoreTallies,
  survey: ScoredSurvey,
  rounds: readonly RoundRecord[],
  allRounds: readonly RoundRecord[],
  until: string,
): Promise<Map<number, Map<string, number>>> {
  const out = new Map<number, Map<string, number>>();
  if (rounds.length === 0 || !survey.questions.some((q) => q.type === 'rating')) return out;
  if (survey.isAnonymous) {
    const spans = rounds.flatMap((r) =>
      r.results?.firstGroup != null && r.results.lastGroup != null
        ? [{ round: r.round, first: r.results.firstGroup, last: r.results.lastGroup }]
        : [],
    );
    if (spans.length === 0) return out;
    const groups = await store.byGroup(
      survey.id,
      Math.min(...spans.map((s) => s.first)),
      Math.max(...spans.map((s) => s.last)),
    );
    for (const span of spans) {
      const own = [...groups].filter(([g]) => g >= span.first && g <= span.last).map(([, t]) => t);
      out.set(span.round, sumTallies(own));
    }
    return out;
  }
  const next = (r: RoundRecord) =>
    allRounds
      .filter((o) => o.round > r.round)
      .sort((a, b) => a.round - b.round)[0]
      ?.openedAt.slice(0, 10);
  const spans = rounds.map((r) => {
    const after = next(r);
    return { round: r.round, from: r.openedAt.slice(0, 10), to: after ? dayBefore(after) : until };
  });
  const days = await store.byDay(
    survey.id,
    spans.reduce((a, s) => (s.from < a ? s.from : a), spans[0]!.from),
    spans.reduce((a, s) => (s.to > a ? s.to : a), spans[0]!.to),
  );
  for (const span of spans) {
    const own = [...days].filter(([d]) => d >= span.from && d <= span.to).map(([, t]) => t);
    out.set(span.round, sumTallies(own));
  }
  return out;
}

/**
 * The score of each round (the mean rating on the survey's rating scale, `scoreOf`), from the
 * round's question tallies: an anonymous survey's released e-mail groups of the round (whole
 * groups only), a named survey's days from the round's opening to the next round's (or `until`).
 * One query for all the rounds asked for, whatever the number of answers.
 */
export async function roundScores(
  store: RoundScoreTallies,
  survey: ScoredSurvey,
  rounds: readonly RoundRecord[],
  allRounds: readonly RoundRecord[],
  until: string,
): Promise<Map<number, GroupScore | null>> {
  const counters = await roundCounters(store, survey, rounds, allRounds, until);
  return new Map([...counters].map(([round, c]) => [round, scoreOf(survey.questions, c)]));
}
