import { enpsScore, isEnpsQuestion, type EnpsTally } from '#shared/domain/enps';
import { ratingLabel } from '#shared/domain/metric-labels';
import type { RoundQuestionFigure, RoundTrendQuestion } from '#shared/api/analytics';

export { enpsLabel, participationLabel, ratingLabel } from '#shared/domain/metric-labels';

/**
 * Every figure a manager reads about results, computed once for every reader (the analytics
 * page, the CSV, the PDF, the round's notification, its report and the score-drop alert: issue
 * #27). A figure is labelled by what it is: a rating's mean on its own scale ("3.0/5"), eNPS on
 * 0-10, participation as a share of the people invited, sentiment as its own 0-1 figure.
 */

/** A rating question's scale. */
export interface RatingScale {
  min: number;
  max: number;
}

/** The scale of a rating question (1 to 5 unless it says otherwise). */
export function ratingScaleOf(question: { options?: unknown }): RatingScale {
  const { min = 1, max = 5 } = (question.options ?? {}) as { min?: number; max?: number };
  return { min, max };
}

/** One rating question's answers: how many, their mean on the question's scale, and the counts. */
export interface RatingSummary {
  scale: RatingScale;
  count: number;
  /** The mean on the question's own scale, one decimal; null with no answer. */
  mean: number | null;
  /** How many gave each value, every value of the scale in order (0 for none). */
  distribution: { value: number; count: number }[];
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** A rating's summary from how many gave each value of its scale. */
export function ratingSummary(
  scale: RatingScale,
  countOf: (value: number) => number,
): RatingSummary {
  const distribution: RatingSummary['distribution'] = [];
  for (let value = scale.min; value <= scale.max; value += 1) {
    distribution.push({ value, count: countOf(value) });
  }
  const count = distribution.reduce((n, d) => n + d.count, 0);
  const sum = distribution.reduce((n, d) => n + d.value * d.count, 0);
  return { scale, count, mean: count > 0 ? round1(sum / count) : null, distribution };
}

/** eNPS of a 0-10 question from its distribution: % promoters − % detractors, and the groups. */
export interface EnpsFigure extends EnpsTally {
  score: number;
}

/** The eNPS of a rating question's distribution; null unless it is a 0-10 question answered. */
export function enpsOfDistribution(
  question: { type: string; options?: unknown },
  distribution: readonly { value: number; count: number }[],
): EnpsFigure | null {
  if (!isEnpsQuestion(question)) return null;
  const tally: EnpsTally = { promoters: 0, passives: 0, detractors: 0 };
  for (const { value, count } of distribution) {
    if (value >= 9) tally.promoters += count;
    else if (value >= 7) tally.passives += count;
    else tally.detractors += count;
  }
  const score = enpsScore(tally);
  return score === null ? null : { ...tally, score };
}

/**
 * Participation: the released responses of a round over the people invited to it, a whole
 * percentage never above 100 (answers through the open link are not invitations' answers, and an
 * address answering again never counts twice); null with nobody invited.
 */
export function participation(responded: number, invited: number): number | null {
  if (invited <= 0) return null;
  return Math.min(100, Math.round((Math.min(responded, invited) / invited) * 100));
}

/**
 * A round's (or any group's) score: the mean rating of the survey's rating questions on the
 * scale of its first rating question, each answer counted once, from the group's question tallies
 * (`<question id>_<value>` counters). Questions on another scale (an eNPS question on 0-10 beside
 * 1-5 ratings) have their own figures and are not mixed in. Null with no rating answered, or a
 * survey without rating questions (its sentiment is its own figure).
 */
export interface GroupScore {
  mean: number;
  max: number;
  count: number;
}

export function scoreOf(
  questions: readonly { id: string; type: string; options?: unknown }[],
  counters: ReadonlyMap<string, number>,
): GroupScore | null {
  const ratings = questions.filter((q) => q.type === 'rating');
  const first = ratings[0];
  if (!first) return null;
  const scale = ratingScaleOf(first);
  let count = 0;
  let sum = 0;
  for (const q of ratings) {
    const own = ratingScaleOf(q);
    if (own.min !== scale.min || own.max !== scale.max) continue;
    const summary = ratingSummary(scale, (v) => counters.get(`${q.id}_${v}`) ?? 0);
    count += summary.count;
    sum += summary.distribution.reduce((n, d) => n + d.value * d.count, 0);
  }
  return count > 0 ? { mean: round1(sum / count), max: scale.max, count } : null;
}

/** A score as people read it: "3.0/5". */
export const scoreLabel = (score: GroupScore | null) =>
  score === null ? '—' : ratingLabel(score.mean, score.max);

/**
 * Differencing: a group and one it contains (a survey and one of its rounds or sources, team A
 * and a team B whose people are all in A) may both show only when they differ by none or at
 * least `k` people; otherwise subtracting one from the other tells the answers of fewer than k.
 * Returns which of the two may show: the larger one keeps showing, the smaller one is hidden.
 */
export function differencingAllows(
  outer: number,
  inner: number,
  k: number,
): { outer: boolean; inner: boolean } {
  const gap = outer - inner;
  return { outer: true, inner: gap === 0 || gap >= k };
}

/** A survey's rating questions as the lines of its round trend: each on its own scale. */
export function trendQuestionsOf(
  questions: readonly { id: string; type: string; text: string; options?: unknown }[],
): RoundTrendQuestion[] {
  return questions
    .filter((q) => q.type === 'rating')
    .map((q) => {
      const { min, max } = ratingScaleOf(q);
      return { questionId: q.id, question: q.text, min, max, enps: isEnpsQuestion(q) };
    });
}

/**
 * Each rating question's figures in one group (a round that meets its threshold) from the group's
 * question tallies: the mean on the question's own scale and, for a 0-10 question, its eNPS.
 */
export function questionFiguresOf(
  questions: readonly { id: string; type: string; options?: unknown }[],
  counters: ReadonlyMap<string, number>,
): RoundQuestionFigure[] {
  return questions
    .filter((q) => q.type === 'rating')
    .map((q) => {
      const summary = ratingSummary(ratingScaleOf(q), (v) => counters.get(`${q.id}_${v}`) ?? 0);
      return {
        questionId: q.id,
        answered: summary.count,
        average: summary.mean,
        enps: enpsOfDistribution(q, summary.distribution)?.score ?? null,
      };
    });
}
