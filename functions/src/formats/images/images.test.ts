import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  PNG_SIGNATURE,
  ihdr,
  makeJpeg,
  makeJpegOfSize,
  makeJpegShell,
  makeGif,
  makePng,
  pngChunk,
  rgbaRows,
} from './images.fixtures';
import { ImageRefusedError, crc32, inspectImage } from './images';

const fromBase64 = (text: string) => new Uint8Array(Buffer.from(text, 'base64'));
/** Real 1x1 files as image editors save them. */
const editorPng = fromBase64(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
);
const editorGif = fromBase64('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7');
const editorWebp = fromBase64('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==');

async function refusal(bytes: Uint8Array) {
  const error = await inspectImage(bytes).then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ImageRefusedError);
  return error as ImageRefusedError;
}

/** A PNG with the given chunks between the signature and IEND. */
const pngOf = (...chunks: Buffer[]) => Buffer.concat([PNG_SIGNATURE, ...chunks, pngChunk('IEND')]);

describe('crc32', () => {
  it('gives the checksum PNG uses (the IEND chunk of every PNG ends AE 42 60 82)', () => {
    expect(crc32(Buffer.from('IEND'))).toBe(0xae426082);
    expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
  });
});

/** Decoding megabytes of pixels is CPU work: seconds when other processes hog the cores. */
const DECODING = { timeout: 30_000 };

describe('inspectImage takes real images', DECODING, () => {
  it.each([
    ['a PNG from an image editor', editorPng, 'image/png', 1, 1],
    ['a GIF from an image editor', editorGif, 'image/gif', 1, 1],
    ['a PNG built here', makePng(7, 5), 'image/png', 7, 5],
    ['a JPEG built here', makeJpeg(640, 480), 'image/jpeg', 640, 480],
    ['a GIF built here', makeGif(64, 32), 'image/gif', 64, 32],
    ['an animated GIF of three frames', makeGif(40, 20, 3), 'image/gif', 40, 20],
  ])('%s, with its type and size', async (_case, bytes, type, width, height) => {
    expect(await inspectImage(bytes)).toEqual({ type, width, height });
  });

  it('takes an interlaced PNG, a palette PNG and one padded with a private chunk', async () => {
    // Adam7 over 3x3 RGBA: passes 1 (1x1), 4 (1x1: x=2), 5 (2x1: y=2), 6 (1x2: x=1), 7 (3x1: y=1)
    const rows = (w: number, h: number) => Buffer.alloc((1 + w * 4) * h);
    const interlaced = pngOf(
      ihdr(3, 3, 8, 6, 1),
      pngChunk(
        'IDAT',
        deflateSync(Buffer.concat([rows(1, 1), rows(1, 1), rows(2, 1), rows(1, 2), rows(3, 1)])),
      ),
    );
    expect(await inspectImage(interlaced)).toEqual({ type: 'image/png', width: 3, height: 3 });

    const palette = pngOf(
      ihdr(4, 2, 2, 3),
      pngChunk('PLTE', Buffer.from([0, 0, 0, 255, 255, 255])),
      pngChunk('IDAT', deflateSync(Buffer.alloc(2 * 2))),
    );
    expect(await inspectImage(palette)).toMatchObject({ width: 4, height: 2 });

    const padded = makePng(2, 2, { padTo: 10_000 });
    expect(padded.length).toBe(10_000);
    expect(await inspectImage(padded)).toMatchObject({ width: 2, height: 2 });
  });

  it('takes a JPEG padded to exactly 5 MB with comment segments', async () => {
    const big = makeJpegOfSize(5_242_880, 800, 600);
    expect(big.length).toBe(5_242_880);
    expect(await inspectImage(big)).toEqual({ type: 'image/jpeg', width: 800, height: 600 });
  });
});

describe('inspectImage refuses what is not a whole image', DECODING, () => {
  it('refuses three bytes that start like a JPEG, and a PNG signature alone', async () => {
    expect((await refusal(Buffer.from([0xff, 0xd8, 0xff]))).kind).toBe('not_an_image');
    await refusal(PNG_SIGNATURE);
    await refusal(Buffer.from('GIF89a'));
    await refusal(Buffer.from('not an image, just words\n'));
  });

  it('refuses a PNG cut short anywhere', async () => {
    const png = makePng(4, 4);
    for (const cut of [9, 20, 33, 40, png.length - 13, png.length - 1]) {
      await refusal(png.subarray(0, cut));
    }
  });

  it('refuses a PNG with one wrong CRC, naming the chunk', async () => {
    const typed = Buffer.concat([Buffer.from('IDAT'), deflateSync(rgbaRows(2, 2))]);
    const bad = pngOf(ihdr(2, 2), pngChunk('IDAT', typed.subarray(4), crc32(typed) ^ 1));
    expect((await refusal(bad)).reason).toMatch(/checksum in its IDAT chunk/);
  });

  it('refuses a PNG whose pixels do not inflate to the size IHDR implies', async () => {
    // Rows for 2x2 under a header that says 3x2.
    await refusal(pngOf(ihdr(3, 2), pngChunk('IDAT', deflateSync(rgbaRows(2, 2)))));
    // Too much data: rows for 2x3 under a header of 2x2.
    await refusal(pngOf(ihdr(2, 2), pngChunk('IDAT', deflateSync(rgbaRows(2, 3)))));
    // Not zlib at all (with a correct CRC).
    await refusal(pngOf(ihdr(2, 2), pngChunk('IDAT', Buffer.from('hello, world'))));
    // A row filter that does not exist.
    const rows = rgbaRows(2, 2);
    rows[0] = 9;
    await refusal(pngOf(ihdr(2, 2), pngChunk('IDAT', deflateSync(rows))));
  });

  it('refuses a PNG with no IEND, bytes after IEND, no IDAT or an unknown critical chunk', async () => {
    const png = makePng(2, 2);
    await refusal(png.subarray(0, png.length - 12));
    await refusal(Buffer.concat([png, Buffer.from([0])]));
    await refusal(pngOf(ihdr(2, 2)));
    await refusal(
      pngOf(ihdr(2, 2), pngChunk('ABCD'), pngChunk('IDAT', deflateSync(rgbaRows(2, 2)))),
    );
    // A palette image without its palette.
    await refusal(pngOf(ihdr(2, 2, 8, 3), pngChunk('IDAT', deflateSync(Buffer.alloc(6)))));
  });

  it('refuses zero and absurd dimensions before inflating anything', async () => {
    const huge = (w: number, h: number) =>
      pngOf(ihdr(w, h), pngChunk('IDAT', deflateSync(Buffer.alloc(1))));
    expect((await refusal(huge(0, 10))).kind).toBe('not_an_image');
    for (const [w, h] of [
      [8001, 1],
      [1, 8001],
      [7000, 7000],
      [0x7fffffff, 0x7fffffff],
    ] as const) {
      const error = await refusal(huge(w, h));
      expect(error.kind).toBe('dimensions');
      expect(error.reason).toContain('at most 8000 pixels a side and 16 megapixels');
    }
    expect((await refusal(makeJpeg(9000, 10))).kind).toBe('dimensions');
    expect((await refusal(makeJpeg(100, 0))).kind).toBe('not_an_image');
  });

  it('refuses a JPEG cut short, without EOI, without a frame, or with bytes after EOI', async () => {
    const jpeg = makeJpeg(10, 10);
    for (const cut of [4, 10, 25, jpeg.length - 2, jpeg.length - 1]) {
      await refusal(jpeg.subarray(0, cut));
    }
    await refusal(Buffer.concat([jpeg, Buffer.from('<?php')]));
    // SOI, a comment, then EOI: no frame.
    await refusal(Buffer.from([0xff, 0xd8, 0xff, 0xfe, 0, 3, 0x41, 0xff, 0xd9]));
  });

  it('refuses a GIF without its trailer or frame', async () => {
    await refusal(editorGif.subarray(0, editorGif.length - 1));
    await refusal(Buffer.concat([editorGif.subarray(0, 13 + 6), Buffer.from([0x3b])]));
  });

  it('decodes the pixels: a JPEG whose structure is whole but whose image data is not is refused', async () => {
    const shell = makeJpegShell(16, 8);
    expect((await refusal(shell)).reason).toBe('The image data cannot be read.');
    // The same JPEG with its entropy-coded data garbled, every marker kept in place.
    const real = Buffer.from(makeJpeg(64, 64, ''));
    const sos = real.indexOf(Buffer.from([0xff, 0xda]));
    const dataStart = sos + 2 + real.readUInt16BE(sos + 2);
    for (let i = dataStart; i < real.length - 2; i++) {
      if (real[i] !== 0xff && real[i - 1] !== 0xff) real[i] = 0xff - (i % 7);
    }
    await refusal(real);
  });

  it('decodes the pixels: a GIF whose frame data is not LZW is refused', async () => {
    const garbled = Buffer.from(editorGif);
    // The frame ends: code size 2, a sub-block of 1 byte (0x44: clear, then pixel 0), 0, trailer.
    // 0xFF reads as codes 7 and 7: past anything the code table holds.
    expect([...garbled.subarray(-5)]).toEqual([0x02, 0x01, 0x44, 0x00, 0x3b]);
    garbled[garbled.length - 3] = 0xff;
    expect((await refusal(garbled)).reason).toBe('The image data cannot be read.');
  });

  it('decodes every frame: a GIF whose frame data stops short of its pixels is refused', async () => {
    expect((await refusal(makeGif(64, 32, 1, 10))).reason).toBe('The image data cannot be read.');
    expect((await refusal(makeGif(40, 20, 3, 1))).reason).toBe('The image data cannot be read.');
  });

  it('takes no WebP: no decoder of it fits the functions, and the forms ask for JPG, PNG or GIF', async () => {
    expect((await refusal(editorWebp)).reason).toBe('JPG, PNG or GIF images only.');
  });

  // How fast is for `npm run bench`, not for a test a busy machine can slow down at will.
  it('refuses a 5 MB file of a PNG header and noise as data that does not decompress', async () => {
    const noise = Buffer.concat([
      PNG_SIGNATURE,
      ihdr(4000, 4000),
      pngChunk('IDAT', Buffer.alloc(5_000_000, 0x78)),
      pngChunk('IEND'),
    ]);
    expect((await refusal(noise)).reason).toBe(
      'The image data is corrupted (it does not decompress).',
    );
  });
});
