import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export type Unit = 'bytes' | 'ms' | 'count' | 'ratio';

/** One measured figure. `budget` is an inclusive upper bound; null means reported without one. */
export interface Figure {
  /** Stable key for results.json, e.g. `bundle.GetHealth.minified`. */
  id: string;
  group: string;
  label: string;
  value: number | null;
  unit: Unit;
  budget: number | null;
  /** Why there is no value when nothing went wrong: `not built yet`, `not exercised`. */
  missing?: string;
  /** Why the measurement failed; a failed figure with a budget counts as over. */
  error?: string;
  note?: string;
}

type Mark = 'PASS' | 'OVER' | 'ERROR' | '—';

export function markOf(figure: Figure): Mark {
  if (figure.error) return figure.budget === null ? '—' : 'ERROR';
  if (figure.value === null || figure.budget === null) return '—';
  return figure.value <= figure.budget ? 'PASS' : 'OVER';
}

/** true / false against the budget; null when there is no budget or nothing to compare. */
export function okOf(figure: Figure): boolean | null {
  const mark = markOf(figure);
  return mark === '—' ? null : mark === 'PASS';
}

export function formatValue(value: number, unit: Unit): string {
  if (unit === 'bytes') return `${(value / 1024).toFixed(1)} KiB`;
  if (unit === 'ms') return `${value.toFixed(1)} ms`;
  if (unit === 'ratio') return `${value.toFixed(2)}x`;
  return String(value);
}

function valueCell(figure: Figure): string {
  if (figure.value !== null) return formatValue(figure.value, figure.unit);
  if (figure.error) return 'failed';
  return figure.missing ?? '—';
}

function budgetCell(figure: Figure): string {
  return figure.budget === null ? '—' : `<= ${formatValue(figure.budget, figure.unit)}`;
}

/** The one table: figure, value, budget, mark, note; a header line per group. */
export function renderTable(figures: Figure[]): string {
  const header = ['Figure', 'Value', 'Budget', 'Result', 'Note'];
  const rows = figures.map((f) => [
    f.label,
    valueCell(f),
    budgetCell(f),
    markOf(f),
    f.error ?? f.note ?? '',
  ]);
  const widths = header.map((h, i) =>
    Math.max(h.length, ...rows.map((row) => (row[i] ?? '').length)),
  );
  const line = (cells: string[]) =>
    cells
      .map((cell, i) =>
        i === 1 || i === 2 ? cell.padStart(widths[i] ?? 0) : cell.padEnd(widths[i] ?? 0),
      )
      .join('  ')
      .trimEnd();
  const out = [line(header), widths.map((w) => '-'.repeat(w)).join('  ')];
  let group = '';
  figures.forEach((figure, i) => {
    if (figure.group !== group) {
      group = figure.group;
      out.push(`[${group}]`);
    }
    out.push(line(rows[i] ?? []));
  });
  return out.join('\n');
}

export interface Summary {
  figures: number;
  within: number;
  over: number;
  unbudgeted: number;
}

export function summarize(figures: Figure[]): Summary {
  const marks = figures.map(markOf);
  const within = marks.filter((m) => m === 'PASS').length;
  const over = marks.filter((m) => m === 'OVER' || m === 'ERROR').length;
  return { figures: within + over, within, over, unbudgeted: figures.length - within - over };
}

export function summaryLine(summary: Summary): string {
  return `bench: ${summary.figures} figures, ${summary.within} within budget, ${summary.over} over`;
}

export function writeResults(file: string, figures: Figure[], extra: Record<string, unknown>) {
  const metrics = figures.map((f) => ({
    id: f.id,
    group: f.group,
    label: f.label,
    value: f.value,
    unit: f.unit,
    budget: f.budget,
    ok: okOf(f),
    ...(f.missing ? { missing: f.missing } : {}),
    ...(f.error ? { error: f.error } : {}),
    ...(f.note ? { note: f.note } : {}),
  }));
  mkdirSync(dirname(file), { recursive: true });
  const body = { ...extra, summary: summarize(figures), metrics };
  writeFileSync(file, `${JSON.stringify(body, null, 2)}\n`);
}
