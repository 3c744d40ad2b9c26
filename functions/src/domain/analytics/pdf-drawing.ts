import type { PdfImage } from '../../formats/pdf/pdf-image';
import {
  A4,
  textWidth,
  type PdfDocument,
  type PdfPage,
  type Rgb,
} from '../../formats/pdf/pdf-writer';

/**
 * What the analytics report and the round report draw alike (decisions 0019 and 0023): their
 * margins and colours, text fitted to a width, the stat cards, the sentiment bar, table rows,
 * the anonymity note, the page numbers, and a team's accent colour and logo.
 */
export const MARGIN = 48;
export const WIDTH = A4.width - 2 * MARGIN;
export const BLUE: Rgb = [0.23, 0.51, 0.96];
export const GREY: Rgb = [0.42, 0.45, 0.5];
export const LIGHT: Rgb = [0.93, 0.94, 0.96];
export const GREEN: Rgb = [0.06, 0.6, 0.4];
export const AMBER: Rgb = [0.85, 0.55, 0.04];
export const RED: Rgb = [0.86, 0.2, 0.2];

/** The text cut to at most `width`, with an ellipsis where it was cut. */
export function fit(text: string, size: number, width: number, bold = false): string {
  if (textWidth(text, size, bold) <= width) return text;
  // By characters, not UTF-16 units, so no emoji or rare Han character is cut in half.
  const chars = Array.from(text);
  while (chars.length > 1 && textWidth(`${chars.join('')}…`, size, bold) > width) chars.pop();
  return `${chars.join('')}…`;
}

/**
 * Where a line may break: at a space, and between characters of scripts written without
 * spaces (Han, kana, Hangul and their punctuation): one such character, or a run of others.
 */
const UNSPACED =
  '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}\\u3000-\\u303f\\uff01-\\uff60';
const PIECES = new RegExp(`[${UNSPACED}]|[^${UNSPACED}]+`, 'gu');

/** The pieces a line may break between, with whether a space goes before each. */
function breakable(text: string): { piece: string; space: boolean }[] {
  return text
    .split(' ')
    .flatMap((word, w) =>
      (word.match(PIECES) ?? ['']).map((piece, i) => ({ piece, space: w > 0 && i === 0 })),
    );
}

/**
 * Words in lines of at most `width`. Text in scripts without spaces breaks between characters,
 * and a word longer than a line runs on to the next: nothing written is left out.
 */
export function wrap(text: string, size: number, width: number, bold = false): string[] {
  const lines: string[] = [];
  let line = '';
  for (const { piece, space } of breakable(text)) {
    const next = line === '' ? piece : `${line}${space ? ' ' : ''}${piece}`;
    if (textWidth(next, size, bold) <= width) {
      line = next;
      continue;
    }
    if (line !== '') lines.push(line);
    line = '';
    for (const ch of piece) {
      if (line !== '' && textWidth(line + ch, size, bold) > width) {
        lines.push(line);
        line = '';
      }
      line += ch;
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}

/** A stat card: its label, its figure and a short note under the figure. */
export type StatCard = [label: string, value: string, note: string];

/** Four stat cards in a row across the page, 64 high from `y`. */
export function drawStatCards(page: PdfPage, y: number, cards: StatCard[]): void {
  const cardW = (WIDTH - 3 * 10) / 4;
  cards.forEach(([label, value, note], i) => {
    const x = MARGIN + i * (cardW + 10);
    page.rect(x, y, cardW, 64, { fill: LIGHT });
    page.text(x + 10, y + 8, label, { size: 8, color: GREY });
    page.text(x + 10, y + 22, value, { size: 18, bold: true });
    page.text(x + 10, y + 46, fit(note, 7.5, cardW - 16), { size: 7.5, color: GREY });
  });
}

/** How many answers, or what share of them, were positive, neutral and negative. */
export interface SentimentSplit {
  positive: number;
  neutral: number;
  negative: number;
}

/**
 * The sentiment split as one bar across the page from `y`, and 20 below it a line with each
 * part's percentage (`percent` of its figure), then `extra`. Whole percentages may not add up
 * to 100: the bar is drawn to the parts' own total.
 */
export function drawSentimentBar(
  page: PdfPage,
  y: number,
  sentiment: SentimentSplit,
  percent: (part: number) => number,
  extra = '',
): void {
  const split: [string, number, Rgb][] = [
    ['Positive', sentiment.positive, GREEN],
    ['Neutral', sentiment.neutral, AMBER],
    ['Negative', sentiment.negative, RED],
  ];
  const whole = split.reduce((t, [, part]) => t + part, 0) || 1;
  let x = MARGIN;
  for (const [, part, fill] of split) {
    const w = (WIDTH * part) / whole;
    if (w > 0) page.rect(x, y, w, 14, { fill });
    x += w;
  }
  page.text(
    MARGIN,
    y + 20,
    split.map(([label, part]) => `${label} ${percent(part)}%`).join('   ') + extra,
    { size: 9 },
  );
}

/** A table row at `y` in columns of `widths`: the first cell left-aligned, the others right. */
export function drawTableRow(
  page: PdfPage,
  y: number,
  cells: string[],
  widths: number[],
  bold: boolean,
): void {
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
}

/** A table's heading row: bold on a light band. */
export function drawTableHead(page: PdfPage, y: number, cells: string[], widths: number[]): void {
  page.rect(MARGIN, y - 3, WIDTH, 15, { fill: LIGHT });
  drawTableRow(page, y, cells, widths, true);
}

/** The "About anonymity" note from `y`: its heading, then each of `lines` 13 apart. */
export function drawAnonymityNote(page: PdfPage, y: number, lines: string[]): void {
  page.text(MARGIN, y, 'About anonymity', { size: 11, bold: true });
  lines.forEach((line, i) => page.text(MARGIN, y + 16 + i * 13, line, { size: 9, color: GREY }));
}

/** "Page n of m" at the foot of every page (once the document has all its pages). */
export function numberPages(doc: PdfDocument): void {
  doc.pages.forEach((p, i) =>
    p.text(A4.width / 2, A4.height - 30, `Page ${i + 1} of ${doc.pages.length}`, {
      size: 8,
      color: GREY,
      align: 'center',
    }),
  );
}

/** A team colour (`#rrggbb`) for the report's accents; Candor's blue without one. */
export function accentColor(hex: string | undefined): Rgb {
  const m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex ?? '');
  return m ? ([m[1], m[2], m[3]].map((h) => parseInt(h!, 16) / 255) as unknown as Rgb) : BLUE;
}

/** The box a logo fits in, keeping its shape: beside the heading, above the survey's title. */
const LOGO_BOX = { width: 150, height: 36 };

/** A team's logo at the top right of a report's first page. */
export function drawLogo(doc: PdfDocument, page: PdfPage, logo: PdfImage): void {
  const scale = Math.min(LOGO_BOX.width / logo.width, LOGO_BOX.height / logo.height);
  const [w, h] = [logo.width * scale, logo.height * scale];
  page.image(doc.addImage(logo), A4.width - MARGIN - w, MARGIN - 10, w, h);
}
