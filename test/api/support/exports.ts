import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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

/** A PDF's text as `pdftotext -layout` reads it (columns kept on their lines). */
export function pdfText(bytes: Buffer | Uint8Array, { layout = true } = {}): string {
  const dir = mkdtempSync(join(tmpdir(), 'candor-pdf-'));
  try {
    const file = join(dir, 'file.pdf');
    writeFileSync(file, bytes);
    return execFileSync('pdftotext', [...(layout ? ['-layout'] : []), file, '-'], {
      encoding: 'utf8',
    });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
