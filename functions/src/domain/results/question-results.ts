import type { QuestionResult } from '#shared/api/results';
import type { Question } from '#shared/api/surveys';
import { enpsOfDistribution, ratingScaleOf, ratingSummary } from '../analytics/metrics';
import {
  chooseExcerpts,
  commentThreshold,
  isTextQuestion,
  type SampledAnswer,
} from '../analytics/text-excerpts';
import { talliedQuestions } from '../responses/question-tally';
import { groupShown } from '../anonymity';

/** What a survey's results need of it. */
export interface ResultsSurvey {
  id: string;
  isAnonymous: boolean;
  anonymityThreshold: number;
  questions: Pick<Question, 'id' | 'type' | 'text' | 'options'>[];
}

/** Summed question tallies (`n`, `<question id>`, `<question id>_<choice or value>`). */
export type Counters = ReadonlyMap<string, number>;

/** The released responses the counters hold (each answer adds 1 to `n`). */
export const responsesIn = (counters: Counters) => counters.get('n') ?? 0;

/** Whether the counters' group shows at all: an anonymous survey's needs k answers (`groupShown`). */
export function resultsShown(survey: ResultsSurvey, counters: Counters): boolean {
  return groupShown(responsesIn(counters), survey.anonymityThreshold, survey.isAnonymous);
}

/** The questions the results list: the tallied ones, never an identity question of an anonymous survey. */
export function listedQuestions(survey: ResultsSurvey) {
  const tallied = talliedQuestions(survey.questions);
  return survey.questions.filter(
    (q) => tallied.has(q.id) && !(survey.isAnonymous && q.type === 'email'),
  );
}

type Figures = Pick<QuestionResult, 'answered' | 'rating' | 'enps' | 'choices'>;

/** One question's figures from its counters, every one of them from `metrics.ts`. */
export function figuresOf(q: ResultsSurvey['questions'][number], counters: Counters): Figures {
  const at = (cell: string | number) => counters.get(`${q.id}_${cell}`) ?? 0;
  const answered = Math.min(counters.get(q.id) ?? 0, responsesIn(counters));
  if (q.type === 'rating') {
    const summary = ratingSummary(ratingScaleOf(q), at);
    const enps = enpsOfDistribution(q, summary.distribution);
    return {
      answered,
      rating: {
        min: summary.scale.min,
        max: summary.scale.max,
        average: summary.mean,
        distribution: summary.distribution,
      },
      enps,
      choices: null,
    };
  }
  if (q.type === 'multiple_choice' || q.type === 'checkbox') {
    const choices = ((q.options as { choices?: unknown[] } | undefined)?.choices ?? []).map(String);
    return {
      answered,
      rating: null,
      enps: null,
      choices: choices.map((choice, i) => ({ choice, count: at(i) })),
    };
  }
  return { answered, rating: null, enps: null, choices: null };
}

/** A change of one decimal, so 3.7 − 3.3 reads 0.4 and not 0.40000000000000036. */
const change1 = (now: number | null | undefined, before: number | null | undefined) =>
  now == null || before == null ? null : Math.round((now - before) * 10) / 10;

/**
 * The results of one group of released answers (every round, or one round), question by
 * question. Nothing when the group does not show (`resultsShown`): the caller says it waits.
 *
 * - Ratings: the count, the mean on the question's own scale and every value's count
 *   (`ratingSummary`), eNPS for a 0-10 question (`enpsOfDistribution`).
 * - Choices: every choice in order with its count.
 * - Text: up to 3 excerpts chosen by hash from the sample (`chooseExcerpts`), only once
 *   max(5, k) people answered the question (`commentThreshold`), with nothing else of the
 *   answer (the page labels each with the sentiment of its own words).
 * - `previous`: the counters of the previous round that met its threshold, for the changes.
 */
export function questionResultsOf(
  survey: ResultsSurvey,
  counters: Counters,
  sample: readonly SampledAnswer[],
  previous: Counters | null,
): QuestionResult[] {
  if (!resultsShown(survey, counters)) return [];
  const threshold = commentThreshold(survey);
  // A previous group that does not show is never compared with.
  const compared = previous && resultsShown(survey, previous) ? previous : null;
  return listedQuestions(survey).map((q) => {
    const figures = figuresOf(q, counters);
    let comments: QuestionResult['comments'] = null;
    if (isTextQuestion(q.type)) {
      comments = {
        threshold,
        excerpts: figures.answered >= threshold ? chooseExcerpts(survey.id, q.id, sample) : null,
      };
    }
    let change: QuestionResult['change'] = null;
    if (compared && (figures.rating || figures.enps)) {
      const before = figuresOf(q, compared);
      change = {
        average: change1(figures.rating?.average, before.rating?.average),
        enps: change1(figures.enps?.score, before.enps?.score),
      };
    }
    return {
      questionId: q.id,
      question: q.text,
      type: q.type,
      ...figures,
      comments,
      change,
    };
  });
}

/** Whether any text question passes the comment threshold (then the sample is read). */
export function needsSample(survey: ResultsSurvey, counters: Counters): boolean {
  if (!resultsShown(survey, counters)) return false;
  const threshold = commentThreshold(survey);
  return listedQuestions(survey).some(
    (q) => isTextQuestion(q.type) && figuresOf(q, counters).answered >= threshold,
  );
}
