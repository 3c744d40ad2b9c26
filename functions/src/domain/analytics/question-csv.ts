import { withheldComments, type QuestionInsight } from '#shared/api/analytics';
import type { Cell } from '../../formats/csv';
import { ratingLabel } from './metrics';

/**
 * The question insights in the CSV's summary: one row per question (its average on its own
 * scale, distribution and eNPS, from `metrics.ts` like every reader), then one row per answer
 * given, then the excerpts of text questions the page shows.
 */
export function questionRows(questions: QuestionInsight[]): Cell[][] {
  if (questions.length === 0) return [];
  return [
    [],
    ['Questions'],
    [
      'Survey',
      'Question',
      'Type',
      'Responses',
      'Answered',
      'Completion (%)',
      'Average rating',
      'Distribution',
      'eNPS',
    ],
    ...questions.map((q) => [
      q.survey,
      q.question,
      q.type,
      q.responses,
      q.answered,
      q.completionRate,
      q.rating?.average == null ? null : ratingLabel(q.rating.average, q.rating.max),
      // Every value of the scale with how many gave it: "1: 1; 2: 1; 3: 1; 4: 1; 5: 2".
      q.rating ? q.rating.distribution.map((d) => `${d.value}: ${d.count}`).join('; ') : null,
      // A number (-100 to 100), so a spreadsheet neither reads "+20" as a formula nor needs it quoted.
      q.enps ? q.enps.score : null,
    ]),
    [],
    ['Question answers'],
    ['Survey', 'Question', 'Answer', 'Count', 'Top 3'],
    ...questions.flatMap((q) => {
      const top = new Set(q.topAnswers.map((a) => a.answer));
      return q.answers.map((a) => [
        q.survey,
        q.question,
        a.answer,
        a.count,
        top.has(a.answer) ? 'yes' : '',
      ]);
    }),
    ...commentRows(questions),
  ];
}

/**
 * Excerpts of text answers (decision 0019): one row each. A question whose comments are withheld
 * has an empty Comment cell and says why in its Note, so the Comment column holds only what
 * people wrote. Cells go through the same neutralising as every other, so an excerpt never
 * starts a formula.
 */
function commentRows(questions: QuestionInsight[]): Cell[][] {
  const text = questions.filter((q) => q.comments);
  if (text.length === 0) return [];
  return [
    [],
    ['Question comments'],
    ['Survey', 'Question', 'Comment', 'Note'],
    ...text.flatMap((q) => {
      const { threshold, excerpts } = q.comments!;
      if (excerpts === null) return [[q.survey, q.question, null, withheldComments(threshold)]];
      return excerpts.map((excerpt) => [q.survey, q.question, excerpt, null]);
    }),
  ];
}
