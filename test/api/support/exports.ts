import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect } from 'vitest';

/**
 * Reading back what a manager downloads, as a manager's tools would: a CSV by RFC 4180 (quoted
 * cells, doubled quotes, CRLF rows, after the UTF-8 byte-order mark spreadsheets need), a PDF
 * through poppler's `pdftotext` (a real PDF reader).
 */
export function parseCsv(text: string): string[][] {
  expect(text.charCodeAt(0), 'UTF-8 byte-order mark').toBe(0xfeff);
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 1; i < text.length; i += 1) {
    const c = text[i]!;
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') {
        cell += '"';
        i += 1;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\r' && text[i + 1] === '\n') {
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
      i += 1;
    } else cell += c;
  }
  return rows;
}

const MODES = { layout: ['-layout'], reading: [], raw: ['-raw'] } as const;

/** The PDF in a file of its own for as long as `read` takes. */
function withPdfFile<T>(bytes: Buffer | Uint8Array, read: (file: string, dir: string) => T): T {
  const dir = mkdtempSync(join(tmpdir(), 'candor-pdf-'));
  try {
    const file = join(dir, 'file.pdf');
    writeFileSync(file, bytes);
    return read(file, dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * A PDF's text as `pdftotext` reads it: `layout` keeps columns on their lines, `reading` is the
 * reader's order, `raw` the order it was drawn in (a wrapped label stays whole before its count).
 */
export function pdfText(
  bytes: Buffer | Uint8Array,
  { mode = 'layout' }: { mode?: keyof typeof MODES } = {},
): string {
  return withPdfFile(bytes, (file) =>
    execFileSync('pdftotext', [...MODES[mode], file, '-'], { encoding: 'utf8' }),
  );
}

/** The first page drawn by `pdftoppm` at 60 dpi, as PNG bytes. */
/** The images a PDF holds, as `pdfimages -list` lists them (one line each after the header). */
export function pdfImages(bytes: Buffer | Uint8Array): string[] {
  return withPdfFile(bytes, (file) =>
    execFileSync('pdfimages', ['-list', file], { encoding: 'utf8' })
      .split('\n')
      .slice(2)
      .filter(Boolean),
  );
}

export function pdfFirstPage(bytes: Buffer | Uint8Array): Buffer {
  return withPdfFile(bytes, (file, dir) => {
    execFileSync('pdftoppm', [
      '-png',
      '-r',
      '60',
      '-f',
      '1',
      '-l',
      '1',
      '-singlefile',
      file,
      join(dir, 'page'),
    ]);
    return readFileSync(join(dir, 'page.png'));
  });
}
