import type { QuestionInsight } from '#shared/api/analytics';
import { drawQuestionCharts } from '../analytics/analytics-pdf-questions';
import {
  GREY,
  accentColor,
  drawLogo,
  MARGIN,
  WIDTH,
  drawAnonymityNote,
  drawSentimentBar,
  drawStatCards,
  drawTableHead,
  drawTableRow,
  fit,
  numberPages,
  type StatCard,
} from '../analytics/pdf-drawing';
import { ratingLabel, scoreLabel, type GroupScore } from '../analytics/metrics';
import type { PdfImage } from '../../formats/pdf/pdf-image';
import { A4, PdfDocument } from '../../formats/pdf/pdf-writer';

/** One round of the survey as the report's table shows it (released tallies only). */
export interface RoundReportRow {
  round: number;
  openedOn: string;
  responded: number;
  invited: number;
  responseRate: number | null;
  /** The round's mean rating on the scale to `scale`. */
  average: number | null;
  scale?: number | null;
}

/** Everything a round's report shows: released figures only, never an answer's text. */
export interface RoundReport {
  surveyTitle: string;
  isAnonymous: boolean;
  anonymityThreshold: number;
  round: number;
  openedOn: string;
  closedOn: string;
  invited: number;
  responded: number;
  responseRate: number | null;
  /** The round's mean rating on the survey's rating scale (`metrics.ts`). */
  score: GroupScore | null;
  /** The previous round's score, when it met its threshold. */
  previousScore: GroupScore | null;
  /** Released answers by sentiment (sums of whole groups for an anonymous survey). */
  sentiment: { positive: number; neutral: number; negative: number };
  /** The survey's rounds up to this one that may be shown, oldest first. */
  rounds: RoundReportRow[];
  /** Rounds left out because they showed fewer answers than the threshold. */
  hiddenRounds: number;
  questions: QuestionInsight[];
  /** What the question charts count (the round's groups, or the days it was open). */
  questionsNote: string;
  generatedOn: string;
}

const rowScore = (r: RoundReportRow) => ratingLabel(r.average, r.scale ?? 5);

/**
 * A closed round's report as a PDF (decision 0023), drawn with the analytics report's writer and
 * question charts: the round's cards, its sentiment split, the survey's rounds so far, the
 * round's questions and the anonymity note; A4 with page numbers.
 */
export function roundReportPdf(
  report: RoundReport,
  brand: { accent?: string; logo?: PdfImage } = {},
): Buffer {
  const doc = new PdfDocument(`Candor round ${report.round} report: ${report.surveyTitle}`);
  let page = doc.addPage();
  let y = MARGIN;

  // The team's colour and logo, as the results export draws them.
  page.rect(0, 0, A4.width, 6, { fill: accentColor(brand.accent) });
  if (brand.logo) drawLogo(doc, page, brand.logo);
  page.text(MARGIN, y, `Round ${report.round} report`, { size: 22, bold: true });
  y += 30;
  page.text(MARGIN, y, fit(report.surveyTitle, 14, WIDTH, true), { size: 14, bold: true });
  y += 20;
  page.text(MARGIN, y, `Opened ${report.openedOn}, closed ${report.closedOn}`, {
    size: 11,
    color: GREY,
  });
  y += 16;
  page.text(MARGIN, y, `Generated on ${report.generatedOn}`, { size: 9, color: GREY });
  y += 28;

  const delta =
    report.score === null ||
    report.previousScore === null ||
    report.score.max !== report.previousScore.max
      ? null
      : Math.round((report.score.mean - report.previousScore.mean) * 10) / 10;
  const change =
    delta === null
      ? 'no earlier round'
      : `${delta >= 0 ? '+' : ''}${delta.toFixed(1)} since round ${report.round - 1}`;
  const cards: StatCard[] = [
    ['Invited', String(report.invited), 'invitations sent'],
    ['Responded', String(report.responded), 'answers shown'],
    [
      'Participation',
      report.responseRate === null ? '—' : `${report.responseRate}%`,
      'of those invited',
    ],
    ['Average rating', scoreLabel(report.score), change],
  ];
  drawStatCards(page, y, cards);
  y += 88;

  page.text(MARGIN, y, 'Sentiment', { size: 13, bold: true });
  y += 20;
  const { positive, neutral, negative } = report.sentiment;
  const total = positive + neutral + negative;
  if (total === 0) {
    page.text(MARGIN, y, 'No answers with sentiment in this round.', { size: 10, color: GREY });
    y += 24;
  } else {
    drawSentimentBar(page, y, report.sentiment, (count) => Math.round((count / total) * 100));
    y += 48;
  }

  page.text(MARGIN, y, 'Rounds', { size: 13, bold: true });
  y += 20;
  const widths = [WIDTH * 0.14, WIDTH * 0.24, WIDTH * 0.22, WIDTH * 0.18, WIDTH * 0.22];
  drawTableHead(
    page,
    y,
    ['Round', 'Opened', 'Responded', 'Participation', 'Average rating'],
    widths,
  );
  y += 15;
  for (const r of report.rounds) {
    if (y > A4.height - MARGIN - 30) {
      page = doc.addPage();
      y = MARGIN;
    }
    drawTableRow(
      page,
      y,
      [
        String(r.round),
        r.openedOn,
        `${r.responded} of ${r.invited}`,
        r.responseRate === null ? '—' : `${r.responseRate}%`,
        rowScore(r),
      ],
      widths,
      r.round === report.round,
    );
    y += 15;
  }
  if (report.hiddenRounds > 0) {
    page.text(
      MARGIN,
      y,
      `${report.hiddenRounds} round${report.hiddenRounds > 1 ? 's' : ''} with fewer answers than the threshold not shown.`,
      { size: 8, color: GREY },
    );
    y += 13;
  }
  y += 16;

  ({ page, y } = drawQuestionCharts(doc, { page, y }, report.questions, MARGIN));
  if (report.questions.length > 0) {
    page.text(MARGIN, y, report.questionsNote, { size: 8, color: GREY });
    y += 24;
  }

  if (y > A4.height - MARGIN - 70) {
    page = doc.addPage();
    y = MARGIN;
  }
  const lines = report.isAnonymous
    ? [
        `This survey is anonymous: answers count only once released in groups of at least ${report.anonymityThreshold},`,
        'so every figure here is a sum of whole groups. Answer texts are never part of this report;',
        'once a round holds at least that many answers its questions show in full, and not at all before.',
      ]
    : [
        'This survey is not anonymous: every answer counts at once.',
        'Answer texts are never part of this report.',
      ];
  drawAnonymityNote(page, y, lines);

  numberPages(doc);
  return doc.toBuffer();
}
