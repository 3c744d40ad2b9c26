import type { QuestionInsight } from '../../../../shared/src/api/analytics';
import { drawQuestionCharts } from './analytics-pdf-questions';
import { A4, PdfDocument, textWidth, type Rgb } from './pdf-writer';

const MARGIN = 48;
const WIDTH = A4.width - 2 * MARGIN;
const BLUE: Rgb = [0.23, 0.51, 0.96];
const GREY: Rgb = [0.42, 0.45, 0.5];
const LIGHT: Rgb = [0.93, 0.94, 0.96];
const GREEN: Rgb = [0.06, 0.6, 0.4];
const AMBER: Rgb = [0.85, 0.55, 0.04];
const RED: Rgb = [0.86, 0.2, 0.2];

function fit(text: string, size: number, width: number, bold = false): string {
  if (textWidth(text, size, bold) <= width) return text;
  let out = text;
  while (out.length > 1 && textWidth(`${out}…`, size, bold) > width) out = out.slice(0, -1);
  return `${out}…`;
}

/** One round of the survey as the report's table shows it (released tallies only). */
export interface RoundReportRow {
  round: number;
  openedOn: string;
  responded: number;
  invited: number;
  responseRate: number | null;
  average: number | null;
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
  score: number | null;
  /** The previous round's score, when it met its threshold. */
  previousScore: number | null;
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

const score = (v: number | null) => (v === null ? '—' : `${v.toFixed(2)}/5`);

/**
 * A closed round's report as a PDF (decision 0023), drawn with the analytics report's writer and
 * question charts: the round's cards, its sentiment split, the survey's rounds so far, the
 * round's questions and the anonymity note; A4 with page numbers.
 */
export function roundReportPdf(report: RoundReport): Buffer {
  const doc = new PdfDocument(`Candor round ${report.round} report: ${report.surveyTitle}`);
  let page = doc.addPage();
  let y = MARGIN;

  page.rect(0, 0, A4.width, 6, { fill: BLUE });
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

  const change =
    report.score === null || report.previousScore === null
      ? 'no earlier round'
      : `${report.score - report.previousScore >= 0 ? '+' : ''}${(report.score - report.previousScore).toFixed(2)} since round ${report.round - 1}`;
  const cards: [string, string, string][] = [
    ['Invited', String(report.invited), 'invitations sent'],
    ['Responded', String(report.responded), 'answers shown'],
    [
      'Response rate',
      report.responseRate === null ? '—' : `${report.responseRate}%`,
      'of those invited',
    ],
    ['Score', score(report.score), change],
  ];
  const cardW = (WIDTH - 3 * 10) / 4;
  cards.forEach(([label, value, note], i) => {
    const x = MARGIN + i * (cardW + 10);
    page.rect(x, y, cardW, 64, { fill: LIGHT });
    page.text(x + 10, y + 8, label, { size: 8, color: GREY });
    page.text(x + 10, y + 22, value, { size: 18, bold: true });
    page.text(x + 10, y + 46, fit(note, 7.5, cardW - 16), { size: 7.5, color: GREY });
  });
  y += 88;

  page.text(MARGIN, y, 'Sentiment', { size: 13, bold: true });
  y += 20;
  const { positive, neutral, negative } = report.sentiment;
  const total = positive + neutral + negative;
  if (total === 0) {
    page.text(MARGIN, y, 'No answers with sentiment in this round.', { size: 10, color: GREY });
    y += 24;
  } else {
    const split: [string, number, Rgb][] = [
      ['Positive', positive, GREEN],
      ['Neutral', neutral, AMBER],
      ['Negative', negative, RED],
    ];
    let x = MARGIN;
    for (const [, count, fill] of split) {
      const w = (WIDTH * count) / total;
      if (w > 0) page.rect(x, y, w, 14, { fill });
      x += w;
    }
    y += 20;
    page.text(
      MARGIN,
      y,
      split.map(([label, count]) => `${label} ${Math.round((count / total) * 100)}%`).join('   '),
      { size: 9 },
    );
    y += 28;
  }

  page.text(MARGIN, y, 'Rounds', { size: 13, bold: true });
  y += 20;
  const widths = [WIDTH * 0.14, WIDTH * 0.24, WIDTH * 0.22, WIDTH * 0.18, WIDTH * 0.22];
  const row = (cells: string[], bold: boolean) => {
    let x = MARGIN;
    cells.forEach((c, i) => {
      const w = widths[i] ?? 60;
      page.text(i > 0 ? x + w - 4 : x, y, fit(c, 9, w - 8, bold), {
        size: 9,
        bold,
        align: i > 0 ? 'right' : 'left',
      });
      x += w;
    });
    y += 15;
  };
  page.rect(MARGIN, y - 3, WIDTH, 15, { fill: LIGHT });
  row(['Round', 'Opened', 'Responded', 'Rate', 'Score'], true);
  for (const r of report.rounds) {
    if (y > A4.height - MARGIN - 30) {
      page = doc.addPage();
      y = MARGIN;
    }
    row(
      [
        String(r.round),
        r.openedOn,
        `${r.responded} of ${r.invited}`,
        r.responseRate === null ? '—' : `${r.responseRate}%`,
        score(r.average),
      ],
      r.round === report.round,
    );
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
  page.text(MARGIN, y, 'About anonymity', { size: 11, bold: true });
  y += 16;
  const lines = report.isAnonymous
    ? [
        `This survey is anonymous: answers count only once released in groups of at least ${report.anonymityThreshold},`,
        'so every figure here is a sum of whole groups. Answer texts are never part of this report;',
        'a choice or rating given by fewer people than the threshold is left out or merged into Other answers.',
      ]
    : [
        'This survey is not anonymous: every answer counts at once.',
        'Answer texts are never part of this report.',
      ];
  for (const line of lines) {
    page.text(MARGIN, y, line, { size: 9, color: GREY });
    y += 13;
  }

  doc.pages.forEach((p, i) =>
    p.text(A4.width / 2, A4.height - 30, `Page ${i + 1} of ${doc.pages.length}`, {
      size: 8,
      color: GREY,
      align: 'center',
    }),
  );
  return doc.toBuffer();
}
