import { withheldComments, type QuestionInsight } from '#shared/api/analytics';
import { enpsLabel, ratingLabel } from './metrics';
import { BLUE, GREY, LIGHT, fit, wrap } from './pdf-drawing';
import { A4, type PdfDocument, type PdfPage } from '../../formats/pdf/pdf-writer';

/** A text question's comments as the page shows them: excerpts in quotes, or why none. */
function commentLines(q: QuestionInsight, width: number): string[] {
  if (!q.comments) return [];
  if (q.comments.excerpts === null) return [withheldComments(q.comments.threshold)];
  return q.comments.excerpts.flatMap((e) => wrap(`“${e}”`, 8, width));
}

/** What a question's figures say in one line (the same words as the page). */
export function questionSummary(q: QuestionInsight): string {
  const parts = [
    q.completionRate === null
      ? 'Completion not shown'
      : `Completion ${q.completionRate}% (${q.answered} of ${q.responses})`,
  ];
  if (q.rating?.average != null)
    parts.push(`Average ${ratingLabel(q.rating.average, q.rating.max)}`);
  if (q.enps) parts.push(`eNPS ${enpsLabel(q.enps.score)}`);
  if (q.topAnswers.length > 0) {
    parts.push(`Top answers: ${q.topAnswers.map((a) => `${a.answer} (${a.count})`).join(', ')}`);
  }
  return parts.join('   ');
}

/**
 * The question insights as vector bar charts, one block per question, from `y` on; new pages
 * as needed. Returns where the next block starts. Counts, and under a text question its
 * excerpts (or why they are withheld) as the page shows them: never more of an answer's text.
 */
export function drawQuestionCharts(
  doc: PdfDocument,
  start: { page: PdfPage; y: number },
  questions: QuestionInsight[],
  margin: number,
): { page: PdfPage; y: number } {
  let { page, y } = start;
  const width = A4.width - 2 * margin;
  const room = (needed: number) => {
    if (y + needed > A4.height - margin - 20) {
      page = doc.addPage();
      y = margin;
    }
  };
  if (questions.length === 0) return { page, y };
  room(60);
  page.text(margin, y, 'Questions', { size: 13, bold: true });
  y += 22;
  for (const q of questions) {
    const bars = q.answers;
    const comments = commentLines(q, width - 10);
    room(42 + bars.length * 16 + comments.length * 11);
    page.text(margin, y, fit(`${q.survey}: ${q.question}`, 10, width, true), {
      size: 10,
      bold: true,
    });
    y += 14;
    page.text(margin, y, fit(questionSummary(q), 8, width), { size: 8, color: GREY });
    y += 14;
    const labelW = width * 0.3;
    const barW = width - labelW - 40;
    const max = Math.max(1, ...bars.map((b) => b.count));
    for (const bar of bars) {
      page.text(margin, y + 1, fit(bar.answer, 8, labelW - 6), { size: 8 });
      page.rect(margin + labelW, y, barW, 10, { fill: LIGHT });
      page.rect(margin + labelW, y, (barW * bar.count) / max, 10, { fill: BLUE });
      page.text(margin + width, y + 1, String(bar.count), { size: 8, align: 'right' });
      y += 16;
    }
    for (const line of comments) {
      page.text(margin + 10, y, line, {
        size: 8,
        ...(q.comments?.excerpts ? {} : { color: GREY }),
      });
      y += 11;
    }
    y += 10;
  }
  return { page, y };
}
