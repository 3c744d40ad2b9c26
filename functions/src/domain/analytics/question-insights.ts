import type { QuestionInsight } from '../../../../shared/src/api/analytics';
import type { Question } from '../../../../shared/src/api/surveys';
import { talliedQuestions } from '../responses/question-tally';
import {
  EXCERPT_SAMPLE,
  excerptQuestions,
  withComments,
  type SampledAnswer,
} from './text-excerpts';

/** What question insights need of a survey. */
export interface InsightSurvey {
  id: string;
  title: string;
  isAnonymous: boolean;
  anonymityThreshold: number;
  questions: Pick<Question, 'id' | 'type' | 'text' | 'options'>[];
}

/** Questions shown per survey at most. */
export const MAX_QUESTIONS_SHOWN = 20;
/** The label of the cell that merges answers too few to show on their own. */
export const OTHER = 'Other answers';

const SINGLE = new Set(['multiple_choice', 'rating']);

interface Cell {
  answer: string;
  count: number;
  /** The rating value, for averages. */
  value?: number;
}

/** Sums the counters of a survey's question tallies (released groups, or named days). */
export function sumTallies(tallies: readonly Record<string, number>[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const tally of tallies) {
    for (const [name, n] of Object.entries(tally)) out.set(name, (out.get(name) ?? 0) + n);
  }
  return out;
}

/**
 * The cells of an anonymous survey's question that may be shown (decision 0019):
 * - a cell (a choice or a rating value) with fewer than k answers is hidden;
 * - hidden choices are merged into one "Other answers" cell only when it reaches k;
 * - for a question with one answer a person, what the shown cells leave over must be 0 or at
 *   least k, both of the answers (when the answered count is shown) and of the range's
 *   responses; else the smallest shown cells are hidden too, so no small count is found by
 *   subtracting the shown cells from a total the page shows.
 */
export function shownCells(
  cells: Cell[],
  options: {
    k: number;
    responses: number;
    /** People who answered; null when that count is withheld. */
    answered: number | null;
    single: boolean;
    mergeOther: boolean;
  },
): Cell[] {
  const { k, responses, answered, single, mergeOther } = options;
  const present = cells.filter((c) => c.count > 0);
  let shown = present.filter((c) => c.count >= k);
  const hidden = present.filter((c) => c.count < k).reduce((n, c) => n + c.count, 0);
  if (mergeOther && hidden >= k) shown.push({ answer: OTHER, count: hidden });
  if (!single) return shown;
  const small = (n: number) => n > 0 && n < k;
  const leaks = () => {
    const total = shown.reduce((n, c) => n + c.count, 0);
    return small(responses - total) || (answered !== null && small(answered - total));
  };
  while (shown.length > 0 && leaks()) {
    const smallest = shown.reduce((a, b) => (b.count <= a.count ? b : a));
    shown = shown.filter((c) => c !== smallest);
  }
  return shown;
}

const percent = (part: number, whole: number) => Math.round((part / whole) * 100);

/** One survey's question insights from its summed tallies; nothing when nothing was tallied. */
export function questionInsightsOf(
  survey: InsightSurvey,
  counters: Map<string, number>,
): QuestionInsight[] {
  const responses = counters.get('n') ?? 0;
  if (responses === 0) return [];
  const k = survey.anonymityThreshold;
  const tallied = talliedQuestions(survey.questions);
  const out: QuestionInsight[] = [];
  for (const q of survey.questions) {
    if (out.length >= MAX_QUESTIONS_SHOWN) break;
    // An anonymous survey's respondents never give their address: nothing to show.
    if (!tallied.has(q.id) || (survey.isAnonymous && q.type === 'email')) continue;
    const answered = counters.get(q.id) ?? 0;
    const at = (cell: string | number) => counters.get(`${q.id}_${cell}`) ?? 0;
    let cells: Cell[] = [];
    let ratingMax: number | null = null;
    if (q.type === 'multiple_choice' || q.type === 'checkbox') {
      const choices = ((q.options as { choices?: string[] }).choices ?? []).map(String);
      cells = choices.map((answer, i) => ({ answer, count: at(i) }));
    } else if (q.type === 'rating') {
      const { min = 1, max = 5 } = q.options as { min?: number; max?: number };
      ratingMax = max;
      for (let v = min; v <= max; v += 1) {
        cells.push({ answer: `${v}/${max}`, count: at(v), value: v });
      }
    }
    const single = SINGLE.has(q.type);
    // The answered count is a cell too: withheld when 1 to k - 1 people skipped the question.
    const skipped = responses - answered;
    const total =
      survey.isAnonymous && skipped > 0 && skipped < k ? null : Math.min(answered, responses);
    const shown = survey.isAnonymous
      ? shownCells(cells, {
          k,
          responses,
          answered: total,
          single,
          mergeOther: q.type !== 'rating',
        })
      : cells.filter((c) => c.count > 0);
    const rated = shown.filter((c) => c.value !== undefined);
    const ratedCount = rated.reduce((n, c) => n + c.count, 0);
    out.push({
      surveyId: survey.id,
      survey: survey.title,
      questionId: q.id,
      question: q.text,
      type: q.type,
      responses,
      answered: total,
      completionRate: total === null ? null : percent(total, responses),
      answers: shown.map(({ answer, count }) => ({ answer, count })),
      topAnswers: [...shown]
        .sort((a, b) => b.count - a.count)
        .slice(0, 3)
        .map(({ answer, count }) => ({ answer, count })),
      rating:
        ratingMax === null
          ? null
          : {
              max: ratingMax,
              average:
                ratedCount > 0
                  ? Math.round(
                      (rated.reduce((n, c) => n + (c.value ?? 0) * c.count, 0) / ratedCount) * 10,
                    ) / 10
                  : null,
              distribution: cells.map((c) => ({
                value: c.value ?? 0,
                count: shown.includes(c) ? c.count : 0,
              })),
            },
    });
  }
  return out;
}

/** The released answers of a range a survey's insights come from (R29, R30, R41). */
export interface RangeTallies {
  /** The question tallies: an anonymous survey's groups released in the range, a named one's days. */
  tallies: Record<string, number>[];
  /**
   * Up to `limit` of the same released answers a source, in key order (release group or day,
   * then the random id): a bounded read whatever the number of answers.
   */
  sample(limit: number): Promise<SampledAnswer[]>;
}

/** Reads the question tallies of the answers a range shows, and a sample of those answers. */
export interface QuestionTallyStore {
  /**
   * A survey's question tallies for `from` to `to`: an anonymous survey's released groups
   * released in the range, a named survey's days in it.
   */
  tallies(
    surveyId: string,
    anonymous: boolean,
    from: string,
    to: string,
  ): Promise<Record<string, number>[]>;
  /** The same tallies, and a reader of a bounded sample of the answers they count (R37). */
  read(surveyId: string, anonymous: boolean, from: string, to: string): Promise<RangeTallies>;
}

/** Surveys whose questions are shown: the ones answered most recently. */
export const MAX_INSIGHT_SURVEYS = 5;

/**
 * The question insights of a range: the surveys answered most recently (most recent first) that
 * may show anything, each from its own tallies, and the excerpts of text questions enough people
 * answered from a sample of the same released answers: a bounded number of reads per survey,
 * whatever the number of answers.
 */
export async function readQuestionInsights(
  store: QuestionTallyStore,
  recent: readonly (InsightSurvey & { released: number; lastDay: string | null })[],
  from: string,
  to: string,
): Promise<QuestionInsight[]> {
  const eligible = recent
    .filter((s) => (s.lastDay ?? '') >= from)
    .filter((s) => !s.isAnonymous || s.released >= s.anonymityThreshold)
    .slice(0, MAX_INSIGHT_SURVEYS);
  const per = await Promise.all(
    eligible.map(async (s) => {
      const range = await store.read(s.id, s.isAnonymous, from, to);
      const insights = questionInsightsOf(s, sumTallies(range.tallies));
      const sample =
        excerptQuestions(s, insights).length > 0 ? await range.sample(EXCERPT_SAMPLE) : [];
      return withComments(s, insights, sample);
    }),
  );
  return per.flat();
}
