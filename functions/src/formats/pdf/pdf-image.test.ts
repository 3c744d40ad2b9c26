import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PNG_SIGNATURE, ihdr, makeJpeg, pngChunk } from '../images/images.fixtures';
import { ADAM7 } from '../images/images';
import { pdfImageOf } from './pdf-image';
import { A4, PdfDocument } from './pdf-writer';

/** A pixel of the test pattern: a colour for every (x, y), opaque unless `alpha` says. */
const pattern = (x: number, y: number) => [(x * 37) & 0xff, (y * 53) & 0xff, (x * y) & 0xff];

/** PNG rows of `bytesPerPixel` with each row's filter chosen in turn (0-4), as encoders do. */
function filtered(rows: Uint8Array[], bytesPerPixel: number): Buffer {
  const out: number[] = [];
  let previous: Uint8Array = new Uint8Array(rows[0]!.length);
  rows.forEach((row, r) => {
    const filter = r % 5;
    out.push(filter);
    for (let i = 0; i < row.length; i++) {
      const left = i >= bytesPerPixel ? row[i - bytesPerPixel]! : 0;
      const up = previous[i]!;
      const corner = i >= bytesPerPixel ? previous[i - bytesPerPixel]! : 0;
      const p = left + up - corner;
      const [pa, pb, pc] = [Math.abs(p - left), Math.abs(p - up), Math.abs(p - corner)];
      const paeth = pa <= pb && pa <= pc ? left : pb <= pc ? up : corner;
      const predicted = [0, left, up, (left + up) >> 1, paeth][filter]!;
      out.push((row[i]! - predicted) & 0xff);
    }
    previous = row;
  });
  return Buffer.from(out);
}

const png = (header: Buffer, data: Buffer, ...extra: Buffer[]) =>
  Buffer.concat([
    PNG_SIGNATURE,
    header,
    ...extra,
    pngChunk('IDAT', deflateSync(data)),
    pngChunk('IEND'),
  ]);

/** Rows of 8-bit RGBA pixels from the pattern, with every third pixel half transparent. */
function rgbaImage(width: number, height: number) {
  return Array.from({ length: height }, (_, y) =>
    Uint8Array.from(
      Array.from({ length: width }, (_, x) => [
        ...pattern(x, y),
        (x + y) % 3 === 0 ? 128 : 255,
      ]).flat(),
    ),
  );
}

const rgbAt = (image: { width: number; rgb: Buffer }, x: number, y: number) => [
  ...image.rgb.subarray((y * image.width + x) * 3, (y * image.width + x) * 3 + 3),
];

/** Standard GIF LZW coding of `indices` (variable code width, no early clear). */
function lzw(indices: number[], minCodeSize: number): number[] {
  const clear = 1 << minCodeSize;
  const table = new Map<string, number>();
  let next = clear + 2;
  let size = minCodeSize + 1;
  const out: [number, number][] = [[clear, size]];
  let current = String(indices[0]);
  for (const index of indices.slice(1)) {
    const joined = `${current},${index}`;
    if (table.has(joined)) {
      current = joined;
      continue;
    }
    out.push([table.get(current) ?? Number(current), size]);
    if (next < 4096) {
      table.set(joined, next++);
      if (next > 1 << size && size < 12) size += 1;
    }
    current = String(index);
  }
  out.push([table.get(current) ?? Number(current), size]);
  out.push([clear + 1, size]);
  const bytes: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const [code, width] of out) {
    buffer |= code << bits;
    bits += width;
    while (bits >= 8) {
      bytes.push(buffer & 0xff);
      buffer >>>= 8;
      bits -= 8;
    }
  }
  if (bits > 0) bytes.push(buffer & 0xff);
  return bytes;
}

/** A GIF whose first frame holds `indices` over a 16-colour table; `transparent` from a GCE. */
function gif(width: number, height: number, indices: number[], transparent?: number): Buffer {
  const data = lzw(indices, 4);
  const blocks: number[] = [];
  for (let o = 0; o < data.length; o += 255) {
    const chunk = data.slice(o, o + 255);
    blocks.push(chunk.length, ...chunk);
  }
  const u16 = (n: number) => [n & 0xff, n >> 8];
  const palette = Array.from({ length: 16 }, (_, i) => [i * 16, 255 - i * 16, i * 8]).flat();
  const gce = transparent === undefined ? [] : [0x21, 0xf9, 4, 1, 0, 0, transparent, 0];
  return Buffer.from([
    ...Buffer.from('GIF89a', 'latin1'),
    ...u16(width),
    ...u16(height),
    0x83,
    0,
    0,
    ...palette,
    ...gce,
    0x2c,
    ...u16(0),
    ...u16(0),
    ...u16(width),
    ...u16(height),
    0,
    4,
    ...blocks,
    0,
    0x3b,
  ]);
}

describe("a logo's pixels for a report", () => {
  it('reads an RGBA PNG whose rows use every filter, keeping its alpha as a mask', () => {
    const rows = rgbaImage(7, 10);
    const image = pdfImageOf(png(ihdr(7, 10), filtered(rows, 4)))!;
    expect(image).toMatchObject({ width: 7, height: 10 });
    for (const [x, y] of [
      [0, 0],
      [6, 9],
      [3, 4],
      [5, 7],
    ] as const) {
      expect(rgbAt(image, x, y)).toEqual(pattern(x, y));
      expect(image.alpha![y * 7 + x]).toBe((x + y) % 3 === 0 ? 128 : 255);
    }
  });

  it('reads an interlaced PNG (all seven passes) as the same picture', () => {
    const [width, height] = [9, 9];
    const pixel = (x: number, y: number) => [...pattern(x, y), 255];
    const data: number[] = [];
    for (const [xs, ys, dx, dy] of ADAM7) {
      for (let y: number = ys; y < height; y += dy) {
        const row: number[] = [];
        for (let x: number = xs; x < width; x += dx) row.push(...pixel(x, y));
        if (row.length) data.push(0, ...row);
      }
    }
    const image = pdfImageOf(png(ihdr(width, height, 8, 6, 1), Buffer.from(data)))!;
    for (let y = 0; y < height; y++)
      for (let x = 0; x < width; x++) expect(rgbAt(image, x, y)).toEqual(pattern(x, y));
    expect(image.alpha).toBeUndefined();
  });

  it('reads a 4-bit palette PNG with transparency, and 16-bit grey', () => {
    const palette = pngChunk('PLTE', Buffer.from([255, 0, 0, 0, 255, 0, 0, 0, 255]));
    const trns = pngChunk('tRNS', Buffer.from([255, 0, 255]));
    // Two rows of five pixels: indices 0 1 2 0 1 / 2 2 1 1 0, two to a byte.
    const rows = [Uint8Array.from([0x01, 0x20, 0x10]), Uint8Array.from([0x22, 0x11, 0x00])];
    const image = pdfImageOf(png(ihdr(5, 2, 4, 3), filtered(rows, 1), palette, trns))!;
    expect(rgbAt(image, 0, 0)).toEqual([255, 0, 0]);
    expect(rgbAt(image, 2, 0)).toEqual([0, 0, 255]);
    expect(rgbAt(image, 4, 0)).toEqual([0, 255, 0]);
    expect([...image.alpha!]).toEqual([255, 0, 255, 255, 0, 255, 255, 0, 0, 255]);

    const grey = Uint8Array.from([0x12, 0x34, 0xab, 0xcd]);
    const g = pdfImageOf(png(ihdr(2, 1, 16, 0), filtered([grey], 2)))!;
    expect(rgbAt(g, 0, 0)).toEqual([0x12, 0x12, 0x12]);
    expect(rgbAt(g, 1, 0)).toEqual([0xab, 0xab, 0xab]);
  });

  it("reads a GIF's first frame through LZW codes that grow past the first code width", () => {
    const [width, height] = [40, 30];
    const indices = Array.from({ length: width * height }, (_, i) => ((i % width) >> 2) % 16);
    const image = pdfImageOf(gif(width, height, indices, 3))!;
    for (const [x, y] of [
      [0, 0],
      [13, 7],
      [39, 29],
      [22, 15],
    ] as const) {
      const index = indices[y * width + x]!;
      expect(rgbAt(image, x, y)).toEqual(
        index === 3 ? [0, 0, 0] : [index * 16, 255 - index * 16, index * 8],
      );
      expect(image.alpha![y * width + x]).toBe(index === 3 ? 0 : 255);
    }
  });

  it('reads a JPEG, scales a wide logo down to 600 pixels, and gives up on what it cannot read', () => {
    const jpeg = pdfImageOf(makeJpeg(1200, 300))!;
    expect(jpeg).toMatchObject({ width: 600, height: 150 });
    expect(jpeg.alpha).toBeUndefined();
    // The gradient's blue is 0x80 everywhere (give or take the JPEG's loss).
    expect(Math.abs(rgbAt(jpeg, 300, 75)[2]! - 0x80)).toBeLessThan(8);

    expect(pdfImageOf(Buffer.from('not an image'))).toBeUndefined();
    expect(pdfImageOf(png(ihdr(4, 4), Buffer.from([1, 2, 3])))).toBeUndefined();
  });

  it('is drawn by a PDF reader: an image with its mask, in the colours it has', () => {
    // A 60 x 20 logo: left half red, right half fully transparent.
    const rows = Array.from({ length: 20 }, () =>
      Uint8Array.from(
        Array.from({ length: 60 }, (_, x) => (x < 30 ? [255, 0, 0, 255] : [0, 0, 255, 0])).flat(),
      ),
    );
    const logo = pdfImageOf(png(ihdr(60, 20), filtered(rows, 4)))!;
    const doc = new PdfDocument('Logo');
    const page = doc.addPage();
    page.image(doc.addImage(logo), 0, 0, A4.width, A4.height);
    const dir = mkdtempSync(join(tmpdir(), 'candor-pdf-image-'));
    try {
      writeFileSync(join(dir, 'l.pdf'), doc.toBuffer());
      const listed = execFileSync('pdfimages', ['-list', join(dir, 'l.pdf')], { encoding: 'utf8' });
      expect(listed).toMatch(/\bimage\s+60\s+20\s+rgb\b/);
      expect(listed).toMatch(/\bsmask\s+60\s+20\s+gray\b/);
      execFileSync('pdftoppm', ['-r', '10', '-singlefile', join(dir, 'l.pdf'), join(dir, 'p')]);
      const ppm = readFileSync(join(dir, 'p.ppm'));
      const head = /^P6\s+(\d+)\s+(\d+)\s+255\s/.exec(ppm.toString('latin1', 0, 30))!;
      const [w, h] = [Number(head[1]), Number(head[2])];
      const at = (x: number, y: number) => [
        ...ppm.subarray(head[0].length + (y * w + x) * 3, head[0].length + (y * w + x) * 3 + 3),
      ];
      // Left: the logo's red; right: the page's white through the transparent half.
      expect(at(Math.floor(w / 4), Math.floor(h / 2))).toEqual([255, 0, 0]);
      expect(at(Math.floor((3 * w) / 4), Math.floor(h / 2))).toEqual([255, 255, 255]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
