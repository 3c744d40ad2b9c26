import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A PDF's text as poppler's pdftotext reads it (raw order). */
export function pdfText(bytes: Buffer): string {
  const dir = mkdtempSync(join(tmpdir(), 'candor-pdf-text-'));
  try {
    writeFileSync(join(dir, 'r.pdf'), bytes);
    return execFileSync('pdftotext', ['-raw', join(dir, 'r.pdf'), '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/**
 * The first page as poppler's pdftoppm draws it at `dpi` (at 72 a pixel is a point): its width
 * and the RGB colour at a point.
 */
export function firstPagePixels(bytes: Buffer, dpi = 72) {
  const dir = mkdtempSync(join(tmpdir(), 'candor-pdf-ppm-'));
  try {
    writeFileSync(join(dir, 'r.pdf'), bytes);
    execFileSync('pdftoppm', [
      '-r',
      String(dpi),
      '-f',
      '1',
      '-l',
      '1',
      '-singlefile',
      join(dir, 'r.pdf'),
      join(dir, 'p'),
    ]);
    const ppm = readFileSync(join(dir, 'p.ppm'));
    const head = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(ppm.toString('latin1', 0, 30))!;
    const width = Number(head[1]);
    return {
      width,
      at: (x: number, y: number) => {
        const o = head[0].length + (Math.round(y) * width + Math.round(x)) * 3;
        return [...ppm.subarray(o, o + 3)];
      },
    };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** A one-colour logo of `width` x `height` pixels, as `pdfImageOf` gives one. */
export function flatLogo(width: number, height: number, rgb: [number, number, number]) {
  const logo = { width, height, rgb: Buffer.alloc(width * height * 3) };
  for (let i = 0; i < width * height; i++) logo.rgb.set(rgb, i * 3);
  return logo;
}
