import { roundRows } from './round-trends';
import type { Analytics } from '../../../../shared/src/api/analytics';
import { drawQuestionCharts } from './analytics-pdf-questions';
import { A4, PdfDocument, textWidth, type PdfPage, type Rgb } from './pdf-writer';

const MARGIN = 48;
const WIDTH = A4.width - 2 * MARGIN;
const BLUE: Rgb = [0.23, 0.51, 0.96];
const GREY: Rgb = [0.42, 0.45, 0.5];
const LIGHT: Rgb = [0.93, 0.94, 0.96];
const GREEN: Rgb = [0.06, 0.6, 0.4];
const AMBER: Rgb = [0.85, 0.55, 0.04];
const RED: Rgb = [0.86, 0.2, 0.2];

const signed = (v: number | null, unit = '%') =>
  v === null ? 'no earlier data' : `${v > 0 ? '+' : ''}${v}${unit}`;

function fit(text: string, size: number, width: number, bold = false): string {
  if (textWidth(text, size, bold) <= width) return text;
  let out = text;
  while (out.length > 1 && textWidth(`${out}…`, size, bold) > width) out = out.slice(0, -1);
  return `${out}…`;
}

/** The daily responses as a vector line chart with its axes, a grid and first/last dates. */
function lineChart(
  page: PdfPage,
  top: number,
  height: number,
  points: Analytics['trends']['dailyResponses'],
) {
  const max = Math.max(1, ...points.map((p) => p.value));
  const left = MARGIN + 28;
  const width = WIDTH - 28;
  page.rect(left, top, width, height, { stroke: LIGHT });
  for (const f of [0, 0.5, 1]) {
    const y = top + height - f * height;
    page.polyline(
      [
        [left, y],
        [left + width, y],
      ],
      { color: LIGHT, width: 0.5 },
    );
    page.text(left - 4, y - 4, String(Math.round(max * f)), {
      size: 7,
      color: GREY,
      align: 'right',
    });
  }
  const step = points.length > 1 ? width / (points.length - 1) : 0;
  page.polyline(
    points.map((p, i) => [left + i * step, top + height - (p.value / max) * height]),
    { color: BLUE, width: 1.6 },
  );
  const first = points[0];
  const last = points[points.length - 1];
  if (first) page.text(left, top + height + 4, first.date, { size: 7, color: GREY });
  if (last)
    page.text(left + width, top + height + 4, last.date, { size: 7, color: GREY, align: 'right' });
}

/**
 * The PDF report: a title block with the range, the stat cards, the daily responses chart,
 * the sentiment split, top surveys and each survey's trend, and the anonymity note; A4 with
 * page numbers. Figures, and no answer text but the excerpts of text questions past the comment
 * threshold (decision 0019).
 */
export function analyticsPdf(analytics: Analytics, generatedOn: string): Buffer {
  const doc = new PdfDocument(`Candor analytics ${analytics.from} to ${analytics.to}`);
  const { insights } = analytics;
  let page = doc.addPage();
  let y = MARGIN;

  page.rect(0, 0, A4.width, 6, { fill: BLUE });
  page.text(MARGIN, y, 'Candor analytics report', { size: 22, bold: true });
  y += 30;
  page.text(MARGIN, y, `Range: ${analytics.from} to ${analytics.to} (${analytics.range})`, {
    size: 11,
    color: GREY,
  });
  y += 16;
  page.text(MARGIN, y, `Generated on ${generatedOn}`, { size: 9, color: GREY });
  y += 28;

  const cards: [string, string, string][] = [
    [
      'Total surveys',
      String(insights.totalSurveys),
      `${signed(insights.surveyGrowth)} new surveys`,
    ],
    ['Total responses', String(insights.totalResponses), signed(insights.responseGrowth)],
    ['Response rate', `${insights.avgResponseRate}%`, signed(insights.responseRateChange, ' pts')],
    ['Active teams', String(insights.activeTeams), signed(insights.teamGrowth)],
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

  page.text(MARGIN, y, 'Daily responses', { size: 13, bold: true });
  y += 22;
  lineChart(page, y, 150, analytics.trends.dailyResponses);
  y += 180;

  page.text(MARGIN, y, 'Sentiment', { size: 13, bold: true });
  y += 20;
  if (insights.totalResponses === 0) {
    page.text(MARGIN, y, 'No released responses in this range.', { size: 10, color: GREY });
    y += 20;
  } else {
    const split: [string, number, Rgb][] = [
      ['Positive', insights.sentiment.positive, GREEN],
      ['Neutral', insights.sentiment.neutral, AMBER],
      ['Negative', insights.sentiment.negative, RED],
    ];
    let x = MARGIN;
    // Whole percentages may not add up to 100: the bar is drawn to their own total.
    const whole = split.reduce((t, [, share]) => t + share, 0) || 1;
    for (const [, share, fill] of split) {
      const w = (WIDTH * share) / whole;
      if (w > 0) page.rect(x, y, w, 14, { fill });
      x += w;
    }
    y += 20;
    page.text(
      MARGIN,
      y,
      split.map(([label, share]) => `${label} ${share}%`).join('   ') +
        (insights.avgSentiment === null ? '' : `   Average ${insights.avgSentiment}`),
      { size: 9 },
    );
    y += 24;
  }

  const table = (title: string, head: string[], rows: string[][], widths: number[]) => {
    if (y > A4.height - MARGIN - 80) {
      page = doc.addPage();
      y = MARGIN;
    }
    page.text(MARGIN, y, title, { size: 13, bold: true });
    y += 20;
    const row = (cells: string[], bold: boolean) => {
      let x = MARGIN;
      cells.forEach((c, i) => {
        const w = widths[i] ?? 60;
        const right = i > 0;
        page.text(right ? x + w - 4 : x, y, fit(c, 9, w - 8, bold), {
          size: 9,
          bold,
          align: right ? 'right' : 'left',
        });
        x += w;
      });
      y += 15;
    };
    page.rect(MARGIN, y - 3, WIDTH, 15, { fill: LIGHT });
    row(head, true);
    if (rows.length === 0) {
      page.text(MARGIN, y, 'Nothing in this range.', { size: 9, color: GREY });
      y += 15;
    }
    for (const r of rows) {
      if (y > A4.height - MARGIN - 30) {
        page = doc.addPage();
        y = MARGIN;
        page.rect(MARGIN, y - 3, WIDTH, 15, { fill: LIGHT });
        row(head, true);
      }
      row(r, false);
    }
    y += 16;
  };

  table(
    'Top surveys',
    ['Survey', 'Team', 'Responses', 'Share'],
    insights.topSurveys.map((s) => [
      s.title,
      s.team ?? '—',
      String(s.responses),
      `${s.responseRate}%`,
    ]),
    [WIDTH * 0.45, WIDTH * 0.25, WIDTH * 0.15, WIDTH * 0.15],
  );
  table(
    'Survey trends',
    ['Survey', 'Responses', 'Change'],
    analytics.trends.trends.map((t) => [t.survey, String(t.responses), signed(t.change)]),
    [WIDTH * 0.6, WIDTH * 0.2, WIDTH * 0.2],
  );
  const rounds = roundRows(analytics);
  if (rounds.length > 0) {
    table(
      'Rounds',
      ['Survey', 'Round', 'Opened', 'Responded', 'Rate', 'Score'],
      rounds.map((r) => [
        r.survey,
        String(r.round),
        r.openedOn,
        `${r.responded} of ${r.invited}`,
        r.responseRate === null ? '—' : `${r.responseRate}%`,
        r.average === null ? '—' : `${r.average.toFixed(2)}/5`,
      ]),
      [WIDTH * 0.32, WIDTH * 0.1, WIDTH * 0.18, WIDTH * 0.16, WIDTH * 0.1, WIDTH * 0.14],
    );
  }

  ({ page, y } = drawQuestionCharts(doc, { page, y }, insights.questionInsights, MARGIN));

  if (y > A4.height - MARGIN - 85) {
    page = doc.addPage();
    y = MARGIN;
  }
  page.text(MARGIN, y, 'About anonymity', { size: 11, bold: true });
  y += 16;
  for (const line of [
    'Anonymous surveys count only answers released in groups of at least the survey\u2019s threshold,',
    `dated by the day of release. Surveys below their threshold add nothing to these figures (${insights.surveysBelowThreshold} now).`,
    'A choice or rating given by fewer people than the threshold is left out or merged into Other',
    'answers. A written answer is quoted only as one of up to 3 short excerpts of a question at least',
    '5 people (and the survey\u2019s threshold) answered, with nothing of who gave it or when.',
  ]) {
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
