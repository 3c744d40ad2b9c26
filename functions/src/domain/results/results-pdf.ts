import { withheldComments } from '#shared/api/analytics';
import type {
  QuestionResult,
  SurveyResults,
  SurveyTeamResults,
  TeamHeatmapColumn,
} from '#shared/api/results';
import { formatDay } from '#shared/domain/day-format';
import { enpsLabel, ratingLabel } from '../analytics/metrics';
import {
  accentColor,
  drawLogo,
  GREY,
  LIGHT,
  MARGIN,
  WIDTH,
  drawAnonymityNote,
  drawStatCards,
  numberPages,
  wrap,
  type StatCard,
} from '../analytics/pdf-drawing';
import type { PdfImage } from '../../formats/pdf/pdf-image';
import { A4, PdfDocument, type PdfPage, type Rgb } from '../../formats/pdf/pdf-writer';

/** The lowest a block may start: room for the page number under it. */
const BOTTOM = A4.height - MARGIN - 20;
const BAR_ROW = 15;
const LABEL_WIDTH = 120;
const COUNT_WIDTH = 70;

const signed = (n: number, digits = 0) => `${n >= 0 ? '+' : ''}${n.toFixed(digits)}`;

/** A question's figures in one line, as the results view words them. */
export function resultLine(q: QuestionResult): string {
  const parts = [`Answered by ${q.answered}`];
  if (q.rating?.average != null)
    parts.push(`Average ${ratingLabel(q.rating.average, q.rating.max)}`);
  if (q.enps) parts.push(`eNPS ${enpsLabel(q.enps.score)}`);
  return parts.join('   ');
}

/** What changed since the round compared with, in words; null when nothing can be compared. */
function changeLine(q: QuestionResult, comparedWith: number | null): string | null {
  if (comparedWith === null || !q.change) return null;
  const parts = [];
  if (q.change.average !== null) parts.push(`average ${signed(q.change.average, 1)}`);
  if (q.change.enps !== null) parts.push(`eNPS ${signed(q.change.enps)}`);
  return parts.length === 0 ? null : `Since round ${comparedWith}: ${parts.join(', ')}`;
}

/** The rows of a question's bar chart: each rating value or choice with its count. */
function bars(q: QuestionResult): { label: string; count: number }[] {
  if (q.rating) {
    return q.rating.distribution.map((d) => ({ label: String(d.value), count: d.count }));
  }
  return (q.choices ?? []).map((c) => ({ label: c.choice, count: c.count }));
}

/** A text question's comments as the view shows them: excerpts in quotes, or why none. */
function commentLines(q: QuestionResult, width: number): string[] {
  if (!q.comments) return [];
  if (q.comments.excerpts === null) return [withheldComments(q.comments.threshold)];
  if (q.comments.excerpts.length === 0) return ['No comments.'];
  return q.comments.excerpts.flatMap((e) => wrap(`“${e}”`, 9, width));
}

export interface ResultsPdfOptions {
  /** Today, as a day (YYYY-MM-DD). */
  generatedOn: string;
  /** Dates in the reader's locale (the page sends its own), en-US otherwise. */
  locale?: string;
  /** The accent colour (the team's), as `#rrggbb`; Candor's blue otherwise. */
  accent?: string;
  /** The team's logo, drawn at the top right of the first page. */
  logo?: PdfImage;
  /** The team heatmap of the same round (or every round), drawn after the questions. */
  teams?: SurveyTeamResults;
}

const NAME_WIDTH = 150;
const CELL_WIDTH = 64;
const CELL_HEIGHT = 18;
const COLUMNS_A_TABLE = Math.floor((WIDTH - NAME_WIDTH) / CELL_WIDTH);
// The page's diverging scale (team-heatmap.tsx): reds below the middle, grey at it, blues above.
const LOW: Rgb = [0.99, 0.76, 0.76];
const MIDDLE: Rgb = [0.94, 0.94, 0.95];
const HIGH: Rgb = [0.75, 0.85, 0.99];

/** Where a figure sits on its column's scale, 0 to 1. */
export function heatPosition(column: TeamHeatmapColumn, value: number): number {
  const span = column.max - column.min;
  return span <= 0 ? 0.5 : Math.min(1, Math.max(0, (value - column.min) / span));
}

/** A light cell colour from red through grey to blue (dark text stays readable on each). */
function heatColor(position: number): Rgb {
  const [from, to, t] =
    position < 0.5 ? [LOW, MIDDLE, position * 2] : [MIDDLE, HIGH, (position - 0.5) * 2];
  return [0, 1, 2].map((i) => from[i]! + (to[i]! - from[i]!) * t) as unknown as Rgb;
}

/** A heatmap cell's figure: a mean with one decimal, an eNPS with its sign. */
export const heatLabel = (column: TeamHeatmapColumn, value: number) =>
  column.kind === 'enps' ? enpsLabel(value) : value.toFixed(1);

/**
 * A survey's results, of every round or of one, as a PDF a manager can forward (issue #27,
 * decision 0031): the same figures as the results view and nothing more (released tallies only,
 * excerpts only past the comment threshold), every title and comment wrapped whole, a chart per
 * question, page numbers. Results still waiting never become a file (the caller refuses them).
 */
export function resultsPdf(results: SurveyResults, options: ResultsPdfOptions): Buffer {
  const day = (d: string) => formatDay(d, options.locale);
  const accent = accentColor(options.accent);
  const chosen = results.rounds.find((r) => r.round === results.round);
  const scope = chosen
    ? `Round ${chosen.round}, opened ${day(chosen.openedOn)}`
    : results.rounds.length === 0
      ? 'Every released answer'
      : `All ${results.rounds.length === 1 ? 'answers' : `${results.rounds.length} rounds`}`;
  const doc = new PdfDocument(`Candor results: ${results.survey.title}, ${scope}`);
  let page: PdfPage = doc.addPage();
  let y = MARGIN;
  const room = (needed: number) => {
    if (y + needed > BOTTOM) {
      page = doc.addPage();
      y = MARGIN;
    }
  };

  page.rect(0, 0, A4.width, 6, { fill: accent });
  if (options.logo) drawLogo(doc, page, options.logo);
  page.text(MARGIN, y, 'Survey results', { size: 22, bold: true });
  y += 30;
  for (const line of wrap(results.survey.title, 14, WIDTH, true)) {
    page.text(MARGIN, y, line, { size: 14, bold: true });
    y += 18;
  }
  y += 2;
  page.text(MARGIN, y, scope, { size: 11, color: GREY });
  y += 16;
  page.text(MARGIN, y, `Generated on ${day(options.generatedOn)}`, { size: 9, color: GREY });
  y += 28;

  const enps = results.questions.find((q) => q.enps)?.enps ?? null;
  const rated = results.questions.filter((q) => q.rating?.average != null && q.rating.max <= 5);
  const cards: StatCard[] = [
    ['Responses', String(results.responses ?? 0), 'released answers'],
    [
      'Participation',
      results.participation === null ? '—' : `${results.participation}%`,
      'of those invited',
    ],
    [
      'Average rating',
      rated.length === 0 ? '—' : ratingLabel(rated[0]!.rating!.average!, rated[0]!.rating!.max),
      rated.length === 0 ? 'no rating question' : 'first rating question',
    ],
    [
      'eNPS',
      enps ? enpsLabel(enps.score) : '—',
      enps ? 'promoters - detractors' : 'no 0-10 question',
    ],
  ];
  drawStatCards(page, y, cards);
  y += 88;
  if (results.comparedWith !== null) {
    page.text(MARGIN, y, `Changes are against round ${results.comparedWith}.`, {
      size: 9,
      color: GREY,
    });
    y += 18;
  }

  room(60);
  page.text(MARGIN, y, 'Questions', { size: 13, bold: true });
  y += 22;
  const barWidth = WIDTH - LABEL_WIDTH - COUNT_WIDTH;
  for (const q of results.questions) {
    const title = wrap(q.question, 11, WIDTH, true);
    const rows = bars(q);
    const comments = commentLines(q, WIDTH - 12);
    const change = changeLine(q, results.comparedWith);
    // The title, its figures and its first rows stay together; long lists flow on.
    room(title.length * 14 + 34 + Math.min(rows.length, 4) * BAR_ROW);
    for (const line of title) {
      page.text(MARGIN, y, line, { size: 11, bold: true });
      y += 14;
    }
    page.text(MARGIN, y, resultLine(q), { size: 9, color: GREY });
    y += 13;
    if (change) {
      page.text(MARGIN, y, change, { size: 9, color: GREY });
      y += 13;
    }
    y += 4;
    const most = Math.max(1, ...rows.map((r) => r.count));
    for (const row of rows) {
      // A long choice wraps under itself: its row grows, nothing of it is cut.
      const label = wrap(row.label, 9, LABEL_WIDTH - 8);
      const height = Math.max(BAR_ROW, label.length * 11 + 4);
      room(height);
      label.forEach((line, i) => page.text(MARGIN, y + 1 + i * 11, line, { size: 9 }));
      page.rect(MARGIN + LABEL_WIDTH, y, barWidth, 10, { fill: LIGHT });
      if (row.count > 0) {
        page.rect(MARGIN + LABEL_WIDTH, y, (barWidth * row.count) / most, 10, { fill: accent });
      }
      const share = q.answered > 0 ? Math.round((row.count / q.answered) * 100) : 0;
      page.text(A4.width - MARGIN, y + 1, `${row.count} (${share}%)`, {
        size: 9,
        align: 'right',
      });
      y += height;
    }
    for (const line of comments) {
      room(12);
      page.text(MARGIN + 12, y, line, { size: 9, color: GREY });
      y += 12;
    }
    y += 16;
  }

  const heatmap = options.teams;
  if (
    heatmap &&
    heatmap.status === 'shown' &&
    heatmap.teams.length > 0 &&
    heatmap.columns.length > 0
  ) {
    const k = heatmap.survey.anonymityThreshold;
    room(90);
    page.text(MARGIN, y, 'Results by team', { size: 13, bold: true });
    y += 20;
    const intro = heatmap.survey.isAnonymous
      ? `A team shows once at least ${k} of its people's answers are counted together, and never beside a team it would single someone out against; other teams show nothing.`
      : "Each team's people's answers, by question.";
    for (const line of wrap(intro, 9, WIDTH)) {
      page.text(MARGIN, y, line, { size: 9, color: GREY });
      y += 12;
    }
    y += 6;
    for (let first = 0; first < heatmap.columns.length; first += COLUMNS_A_TABLE) {
      const columns = heatmap.columns.slice(first, first + COLUMNS_A_TABLE);
      room(CELL_HEIGHT * 3);
      const header = () => {
        page.text(MARGIN, y + 4, 'Team', { size: 9, bold: true });
        columns.forEach((_, i) => {
          page.text(
            MARGIN + NAME_WIDTH + i * CELL_WIDTH + CELL_WIDTH / 2,
            y + 4,
            `Q${first + i + 1}`,
            {
              size: 9,
              bold: true,
              align: 'center',
            },
          );
        });
        y += CELL_HEIGHT;
      };
      header();
      for (const row of heatmap.teams) {
        const name = wrap(row.team, 9, NAME_WIDTH - 8);
        const height = Math.max(CELL_HEIGHT, name.length * 11 + 6);
        if (y + height > BOTTOM) {
          room(BOTTOM);
          header();
        }
        name.forEach((line, i) => page.text(MARGIN, y + 4 + i * 11, line, { size: 9 }));
        if (!row.shown) {
          page.rect(MARGIN + NAME_WIDTH, y + 1, columns.length * CELL_WIDTH - 2, height - 2, {
            fill: LIGHT,
          });
          page.text(MARGIN + NAME_WIDTH + 6, y + 4, 'Not shown', { size: 8.5, color: GREY });
        } else {
          columns.forEach((column, i) => {
            const cell = row.cells.find((c) => c.questionId === column.questionId);
            const x = MARGIN + NAME_WIDTH + i * CELL_WIDTH;
            const value = cell?.value ?? null;
            page.rect(x + 1, y + 1, CELL_WIDTH - 2, height - 2, {
              fill: value === null ? LIGHT : heatColor(heatPosition(column, value)),
            });
            page.text(x + CELL_WIDTH / 2, y + 4, value === null ? '—' : heatLabel(column, value), {
              size: 9,
              align: 'center',
              ...(value === null ? { color: GREY } : {}),
            });
          });
        }
        y += height;
      }
      y += 8;
    }
    // Every column's whole question, under the tables.
    heatmap.columns.forEach((column, i) => {
      const scale =
        column.kind === 'enps' ? 'eNPS, -100 to +100' : `average, ${column.min} to ${column.max}`;
      const lines = wrap(`Q${i + 1}. ${column.question} (${scale})`, 9, WIDTH);
      room(lines.length * 12);
      for (const line of lines) {
        page.text(MARGIN, y, line, { size: 9, color: GREY });
        y += 12;
      }
    });
    y += 16;
  }

  room(70);
  const k = results.survey.anonymityThreshold;
  drawAnonymityNote(
    page,
    y,
    results.survey.isAnonymous
      ? [
          `This survey is anonymous: answers count only once released in groups of at least ${k},`,
          'and a round shows its figures only once that many have answered. Comments appear only as',
          'short excerpts, once enough people answered the question; no answer is shown whole.',
        ]
      : ['This survey is not anonymous: every answer counts at once.'],
  );

  numberPages(doc);
  return doc.toBuffer();
}
