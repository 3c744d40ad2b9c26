import type { QuestionInsight } from '#shared/api/analytics';
import type { Question } from '#shared/api/surveys';
import { talliedQuestions } from '../responses/question-tally';
import { enpsOfDistribution, ratingScaleOf, ratingSummary } from './metrics';
import {
  EXCERPT_SAMPLE,
  excerptQuestions,
  withComments,
  type SampledAnswer,
} from './text-excerpts';
import { groupShown } from '../anonymity';

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
interface Cell {
  answer: string;
  count: number;
}

/** Sums the counters of a survey's question tallies (released groups, or named days). */
export function sumTallies(tallies: readonly Record<string, number>[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const tally of tallies) {
    for (const [name, n] of Object.entries(tally)) out.set(name, (out.get(name) ?? 0) + n);
  }
  return out;
}

const percent = (part: number, whole: number) => Math.round((part / whole) * 100);

/**
 * One survey's question insights from its summed tallies; nothing when nothing was tallied.
 *
 * The anonymity unit is the group (issue #27, decision 0019): the tallies are whole released
 * groups, so once they hold at least the survey's threshold `k` of answers every question shows
 * its full distribution, average and eNPS, the same answers the responses page lists whole.
 * Below `k` (which the release model never makes, but a caller could ask for) nothing shows.
 */
export function questionInsightsOf(
  survey: InsightSurvey,
  counters: Map<string, number>,
): QuestionInsight[] {
  const responses = counters.get('n') ?? 0;
  if (responses === 0) return [];
  if (!groupShown(responses, survey.anonymityThreshold, survey.isAnonymous)) return [];
  const tallied = talliedQuestions(survey.questions);
  const out: QuestionInsight[] = [];
  for (const q of survey.questions) {
    if (out.length >= MAX_QUESTIONS_SHOWN) break;
    // An anonymous survey's respondents never give their address: nothing to show.
    if (!tallied.has(q.id) || (survey.isAnonymous && q.type === 'email')) continue;
    const answered = Math.min(counters.get(q.id) ?? 0, responses);
    const at = (cell: string | number) => counters.get(`${q.id}_${cell}`) ?? 0;
    let cells: Cell[] = [];
    let rating: QuestionInsight['rating'] = null;
    let enps: ReturnType<typeof enpsOfDistribution> = null;
    if (q.type === 'multiple_choice' || q.type === 'checkbox') {
      const choices = ((q.options as { choices?: string[] }).choices ?? []).map(String);
      cells = choices.map((answer, i) => ({ answer, count: at(i) }));
    } else if (q.type === 'rating') {
      const summary = ratingSummary(ratingScaleOf(q), at);
      cells = summary.distribution.map((d) => ({
        answer: `${d.value}/${summary.scale.max}`,
        count: d.count,
      }));
      rating = {
        max: summary.scale.max,
        average: summary.mean,
        distribution: summary.distribution,
      };
      enps = enpsOfDistribution(q, summary.distribution);
    }
    const shown = cells.filter((c) => c.count > 0);
    out.push({
      surveyId: survey.id,
      survey: survey.title,
      questionId: q.id,
      question: q.text,
      type: q.type,
      responses,
      answered,
      completionRate: percent(answered, responses),
      answers: shown,
      topAnswers: [...shown].sort((a, b) => b.count - a.count).slice(0, 3),
      rating,
      ...(enps ? { enps } : {}),
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
