import { roundQuestionRows, roundRows } from '../rounds/round-trends';
import { perSurveyChange, responsesPerSurvey, type Analytics } from '#shared/api/analytics';
import { ratingLabel } from './metrics';
import type { StoredAnswer } from '../responses/ports';
import type { ExportedSurvey } from './analytics-service';
import { toCsv, type Cell } from '../../formats/csv';
import { questionRows } from './question-csv';
import { formatDay } from '#shared/domain/day-format';
import { filterLabel } from './filter-label';

type Question = ExportedSurvey['survey']['questions'][number];

/** An answer as a person reads it: choices by their labels, several joined with "; ". */
export function answerText(question: Question | undefined, value: StoredAnswer['value']): string {
  const choices =
    question && 'choices' in (question.options ?? {})
      ? ((question.options as { choices?: string[] }).choices ?? [])
      : [];
  const label = (v: string | number) =>
    typeof v === 'number' && choices[v] !== undefined ? choices[v] : String(v);
  if (Array.isArray(value)) return value.map(label).join('; ');
  if (question?.type === 'rating' && typeof value === 'number') {
    // Out of the question's own scale (1-5, 1-10 or 0-10), so 8 of 10 never reads as 8/5.
    const max = (question.options as { max?: number } | undefined)?.max ?? 5;
    return `${value}/${max}`;
  }
  return label(value);
}

const pct = (n: number | null) => (n === null ? null : n);

/**
 * The CSV export: a summary section with the figures the page shows, the daily responses, the
 * surveys' trends, then one block per survey with one row per released response (its release
 * day, never who gave it) and one column per question.
 */
export function analyticsCsv(
  analytics: Analytics,
  responses: ExportedSurvey[],
  locale = 'en-US',
): string {
  const { insights, trends } = analytics;
  // Every date in the locale's style, as on the page (issue #27): one format in the whole file.
  const day = (d: string) => formatDay(d, locale);
  const only = filterLabel(analytics);
  const rows: Cell[][] = [
    ['Candor analytics', `${day(analytics.from)} to ${day(analytics.to)}`],
    ...(only ? [[only]] : []),
    [],
    ['Summary'],
    ['Metric', 'Value'],
    ['Total surveys', insights.totalSurveys],
    ['Total responses', insights.totalResponses],
    ['Response growth (%)', pct(insights.responseGrowth)],
    // The spec's "response rate" is responses per survey (x 100), not a share of anyone: written
    // as what it is, so it never reads as 400% (issue #27). Participation is per round, below.
    ['Responses per survey', responsesPerSurvey(insights.avgResponseRate)],
    ['Responses per survey change', pct(perSurveyChange(insights.responseRateChange))],
    ['Active teams', insights.activeTeams],
    ['Average sentiment (0-1)', insights.avgSentiment],
    ['Positive (%)', insights.sentiment.positive],
    ['Neutral (%)', insights.sentiment.neutral],
    ['Negative (%)', insights.sentiment.negative],
    ['Responses not scored (comment language not supported)', insights.notScored],
    ['Anonymous surveys below their threshold', insights.surveysBelowThreshold],
    [],
    ['Daily responses'],
    ['Date', 'Responses'],
    ...trends.dailyResponses.map((d) => [day(d.date), d.value]),
    [],
    ['Surveys'],
    ['Survey', 'Responses', 'Change (%)'],
    ...trends.trends.map((t) => [t.survey, t.responses, pct(t.change)]),
    ...questionRows(insights.questionInsights),
    // Surveys sent in rounds: rounds below their threshold are left out, as on the page.
    ...(roundRows(analytics).length > 0
      ? [
          [],
          ['Rounds'],
          [
            'Survey',
            'Round',
            'Opened on',
            'Responded',
            'Invited',
            'Participation (%)',
            'Average rating',
          ],
          ...roundRows(analytics).map((r) => [
            r.survey,
            r.round,
            day(r.openedOn),
            r.responded,
            r.invited,
            r.responseRate,
            r.average === null ? null : ratingLabel(r.average, r.scale ?? 5),
          ]),
        ]
      : []),
    ...(roundQuestionRows(analytics).length > 0
      ? [
          [],
          ['Rounds by question'],
          ['Survey', 'Round', 'Opened on', 'Question', 'Answered', 'Average', 'eNPS'],
          ...roundQuestionRows(analytics).map((r) => [
            r.survey,
            r.round,
            day(r.openedOn),
            r.question.question,
            r.figure.answered,
            r.figure.average === null ? null : ratingLabel(r.figure.average, r.question.max),
            r.question.enps ? r.figure.enps : null,
          ]),
        ]
      : []),
  ];
  for (const { survey, rows: answers } of responses) {
    const questions = survey.questions.filter((q) => !(survey.isAnonymous && q.type === 'email'));
    rows.push(
      [],
      [`Responses: ${survey.title}`],
      [survey.isAnonymous ? 'Released on' : 'Submitted on', ...questions.map((q) => q.text)],
    );
    for (const { day, response } of answers) {
      const byQuestion = new Map(response.answers.map((a) => [a.questionId, a.value]));
      rows.push([
        formatDay(day, locale),
        ...questions.map((q) => {
          const value = byQuestion.get(q.id);
          return value === undefined ? null : answerText(q, value);
        }),
      ]);
    }
  }
  rows.push(
    [],
    [
      'Anonymous surveys show only answers released in groups of at least their threshold, dated by the release day.',
    ],
  );
  return toCsv(rows);
}
