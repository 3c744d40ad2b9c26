import { roundQuestionRows, roundRows } from '../rounds/round-trends';
import { perSurveyChange, responsesPerSurvey, type Analytics } from '#shared/api/analytics';
import { drawQuestionCharts } from './analytics-pdf-questions';
import {
  BLUE,
  GREY,
  LIGHT,
  MARGIN,
  WIDTH,
  drawAnonymityNote,
  wrap,
  drawSentimentBar,
  drawStatCards,
  drawTableHead,
  drawTableRow,
  numberPages,
  type StatCard,
} from './pdf-drawing';
import { enpsLabel, ratingLabel } from './metrics';
import { formatDay } from '#shared/domain/day-format';
import { dailyChartInforms, dailyInWords } from '#shared/domain/daily-responses';
import { filterLabel } from './filter-label';
import { A4, PdfDocument, type PdfPage } from '../../formats/pdf/pdf-writer';

const signed = (v: number | null, unit = '%') =>
  v === null ? 'no earlier data' : `${v > 0 ? '+' : ''}${v}${unit}`;

/** The daily responses as a vector line chart with its axes, a grid and first/last dates. */
function lineChart(
  page: PdfPage,
  top: number,
  height: number,
  points: Analytics['trends']['dailyResponses'],
  day: (d: string) => string,
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
  if (first) page.text(left, top + height + 4, day(first.date), { size: 7, color: GREY });
  if (last)
    page.text(left + width, top + height + 4, day(last.date), {
      size: 7,
      color: GREY,
      align: 'right',
    });
}

/**
 * The PDF report: a title block with the range, the stat cards, the daily responses chart,
 * the sentiment split, top surveys and each survey's trend, and the anonymity note; A4 with
 * page numbers. Figures, and no answer text but the excerpts of text questions past the comment
 * threshold (decision 0019).
 */
export function analyticsPdf(analytics: Analytics, generatedOn: string, locale = 'en-US'): Buffer {
  // Every date in the locale's style, like the page (issue #27): the fonts have every script.
  const day = (d: string) => formatDay(d, locale);
  const doc = new PdfDocument(`Candor analytics ${day(analytics.from)} to ${day(analytics.to)}`);
  const { insights } = analytics;
  let page = doc.addPage();
  let y = MARGIN;

  page.rect(0, 0, A4.width, 6, { fill: BLUE });
  page.text(MARGIN, y, 'Candor analytics report', { size: 22, bold: true });
  y += 30;
  page.text(MARGIN, y, `Range: ${day(analytics.from)} to ${day(analytics.to)}`, {
    size: 11,
    color: GREY,
  });
  y += 16;
  const only = filterLabel(analytics);
  if (only) {
    page.text(MARGIN, y, only, { size: 11, color: GREY });
    y += 16;
  }
  page.text(MARGIN, y, `Generated on ${day(generatedOn)}`, { size: 9, color: GREY });
  y += 28;

  const cards: StatCard[] = [
    [
      'Total surveys',
      String(insights.totalSurveys),
      `${signed(insights.surveyGrowth)} new surveys`,
    ],
    ['Total responses', String(insights.totalResponses), signed(insights.responseGrowth)],
    [
      'Responses per survey',
      responsesPerSurvey(insights.avgResponseRate),
      signed(perSurveyChange(insights.responseRateChange), ''),
    ],
    ['Active teams', String(insights.activeTeams), signed(insights.teamGrowth)],
  ];
  drawStatCards(page, y, cards);
  y += 88;

  page.text(MARGIN, y, 'Daily responses', { size: 13, bold: true });
  y += 22;
  // A line of zeros tells nothing: with answers on few days the sentence says it all.
  const daily = analytics.trends.dailyResponses;
  const words = dailyInWords(analytics, locale);
  // eslint-disable-next-line no-control-regex
  const pdfWords = /^[\u0000-\u00ff]*$/.test(words) ? words : dailyInWords(analytics, 'en-US');
  for (const line of wrap(pdfWords, 10, WIDTH)) {
    page.text(MARGIN, y, line, { size: 10, color: GREY });
    y += 14;
  }
  y += 6;
  if (dailyChartInforms(daily)) {
    lineChart(page, y, 150, daily, day);
    y += 180;
  }

  page.text(MARGIN, y, 'Sentiment', { size: 13, bold: true });
  y += 20;
  if (insights.totalResponses === 0) {
    page.text(MARGIN, y, 'No released responses in this range.', { size: 10, color: GREY });
    y += 20;
  } else {
    // The shares are whole percentages already.
    drawSentimentBar(
      page,
      y,
      insights.sentiment,
      (share) => share,
      insights.avgSentiment === null ? '' : `   Average sentiment ${insights.avgSentiment} (0-1)`,
    );
    y += 44;
  }

  /** A titled table; with `omitIfEmpty`, none at all when it has no rows (else a note says so). */
  const table = (
    title: string,
    heading: string[],
    rows: string[][],
    widths: number[],
    { omitIfEmpty = false } = {},
  ) => {
    if (rows.length === 0 && omitIfEmpty) return;
    if (y > A4.height - MARGIN - 80) {
      page = doc.addPage();
      y = MARGIN;
    }
    page.text(MARGIN, y, title, { size: 13, bold: true });
    y += 20;
    const head = () => {
      drawTableHead(page, y, heading, widths);
      y += 15;
    };
    head();
    if (rows.length === 0) {
      page.text(MARGIN, y, 'Nothing in this range.', { size: 9, color: GREY });
      y += 15;
    }
    for (const r of rows) {
      if (y > A4.height - MARGIN - 30) {
        page = doc.addPage();
        y = MARGIN;
        head();
      }
      drawTableRow(page, y, r, widths, false);
      y += 15;
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
  table(
    'Rounds',
    ['Survey', 'Round', 'Opened', 'Responded', 'Participation', 'Avg rating'],
    roundRows(analytics).map((r) => [
      r.survey,
      String(r.round),
      day(r.openedOn),
      `${r.responded} of ${r.invited}`,
      r.responseRate === null ? '—' : `${r.responseRate}%`,
      ratingLabel(r.average, r.scale ?? 5),
    ]),
    [WIDTH * 0.32, WIDTH * 0.1, WIDTH * 0.18, WIDTH * 0.16, WIDTH * 0.1, WIDTH * 0.14],
    { omitIfEmpty: true },
  );
  table(
    'Rounds by question',
    ['Question', 'Round', 'Opened', 'Answered', 'Average', 'eNPS'],
    roundQuestionRows(analytics).map((r) => [
      r.question.question,
      String(r.round),
      day(r.openedOn),
      String(r.figure.answered),
      ratingLabel(r.figure.average, r.question.max),
      r.question.enps && r.figure.enps !== null ? enpsLabel(r.figure.enps) : '—',
    ]),
    [WIDTH * 0.4, WIDTH * 0.08, WIDTH * 0.18, WIDTH * 0.12, WIDTH * 0.12, WIDTH * 0.1],
    { omitIfEmpty: true },
  );

  ({ page, y } = drawQuestionCharts(doc, { page, y }, insights.questionInsights, MARGIN));

  if (y > A4.height - MARGIN - 85) {
    page = doc.addPage();
    y = MARGIN;
  }
  drawAnonymityNote(page, y, [
    'Anonymous surveys count only answers released in groups of at least the survey\u2019s threshold,',
    `dated by the day of release. Surveys below their threshold add nothing to these figures (${insights.surveysBelowThreshold} now).`,
    'Past its threshold a survey\u2019s questions show in full: every answer, average and eNPS. A written',
    'answer is quoted only as one of up to 3 short excerpts of a question at least 5 people (and the',
    'survey\u2019s threshold) answered, with nothing of who gave it or when.',
  ]);

  numberPages(doc);
  return doc.toBuffer();
}
