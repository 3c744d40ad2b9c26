import { withheldComments, type QuestionInsight } from '../../../../shared/src/api/analytics';
import type { Cell } from './csv';

/**
 * The question insights in the CSV's summary: one row per question, then one row per answer
 * shown (the same cells as the page: counts only, small ones left out or merged), then the
 * excerpts of text questions the page shows.
 */
export function questionRows(questions: QuestionInsight[]): Cell[][] {
  if (questions.length === 0) return [];
  return [
    [],
    ['Questions'],
    ['Survey', 'Question', 'Type', 'Responses', 'Answered', 'Completion (%)', 'Average rating'],
    ...questions.map((q) => [
      q.survey,
      q.question,
      q.type,
      q.responses,
      q.answered,
      q.completionRate,
      q.rating?.average == null ? null : `${q.rating.average}/${q.rating.max}`,
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
 * Excerpts of text answers (decision 0019): one row each, or one saying they are withheld. Cells
 * go through the same neutralising as every other, so an excerpt never starts a formula.
 */
function commentRows(questions: QuestionInsight[]): Cell[][] {
  const text = questions.filter((q) => q.comments);
  if (text.length === 0) return [];
  return [
    [],
    ['Question comments'],
    ['Survey', 'Question', 'Comment'],
    ...text.flatMap((q) => {
      const { threshold, excerpts } = q.comments!;
      if (excerpts === null) return [[q.survey, q.question, withheldComments(threshold)]];
      return excerpts.map((excerpt) => [q.survey, q.question, excerpt]);
    }),
  ];
}
