/**
 * CSV that spreadsheets open safely (OWASP "CSV injection"): a text cell whose first character
 * (or the first of any of its lines) would start a formula (`=`, `+`, `-`, `@`, tab, CR, LF, or
 * their full-width forms) gets a leading `'`, so it is shown as text and never evaluated.
 * Numbers the product computes are written as numbers.
 */
const FORMULA_START = /^[=+\-@\t\r\n\uFF1D\uFF0B\uFF0D\uFF20]/;

export type Cell = string | number | null;

/** A text cell made safe to open in a spreadsheet. */
export function neutralise(text: string): string {
  return text
    .split(/(\r\n|\r|\n)/)
    .map((part, i) => (i % 2 === 0 && FORMULA_START.test(part) ? `'${part}` : part))
    .join('')
    .replace(/^[\t\r\n]/, (c) => `'${c}`);
}

function cell(value: Cell): string {
  if (value === null) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const safe = neutralise(value);
  return /[",\r\n]/.test(safe) || safe !== safe.trim() ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** Rows to CSV text: CRLF line ends and a byte-order mark, so spreadsheets read UTF-8. */
export function toCsv(rows: Cell[][]): string {
  return `\uFEFF${rows.map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}
