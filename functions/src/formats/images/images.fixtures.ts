import { deflateSync } from 'node:zlib';
import { crc32 } from './images';
import { encode as encodeJpeg } from 'jpeg-js';

/*
 * Test fixtures (unit and API tests; never imported by a handler). Real images made byte by byte,
 * as an encoder would write them: PNGs with their chunks, CRCs and deflated rows, and baseline
 * JPEG skeletons with their segments. Tests use them to hand the server valid files of any size
 * and to break them in precise ways.
 */

const u32 = (n: number) => {
  const b = Buffer.alloc(4);
  b.writeUInt32BE(n >>> 0);
  return b;
};

/** One PNG chunk: length, type, data and the CRC of type + data (or `crc` when given). */
export function pngChunk(type: string, data: Uint8Array = new Uint8Array(), crc?: number): Buffer {
  const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  return Buffer.concat([u32(data.length), typed, u32(crc ?? crc32(typed))]);
}

export const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

export function ihdr(width: number, height: number, depth = 8, colourType = 6, interlace = 0) {
  const data = Buffer.alloc(13);
  data.writeUInt32BE(width, 0);
  data.writeUInt32BE(height, 4);
  data.set([depth, colourType, 0, 0, interlace], 8);
  return pngChunk('IHDR', data);
}

/** Raw rows of an 8-bit RGBA image: a filter byte (0) and 4 bytes per pixel, a gradient. */
export function rgbaRows(width: number, height: number): Buffer {
  const stride = 1 + width * 4;
  const rows = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) rows.set([x * 16, y * 16, 128, 255], y * stride + 1 + x * 4);
  }
  return rows;
}

/**
 * A valid non-interlaced 8-bit RGBA PNG of `width` x `height`; `padTo` adds a private ancillary
 * chunk (`prIv`, which decoders skip) so the whole file is exactly that many bytes.
 */
export function makePng(
  width = 2,
  height = 2,
  options: { padTo?: number; extra?: Buffer[] } = {},
): Buffer {
  const parts = [
    PNG_SIGNATURE,
    ihdr(width, height),
    ...(options.extra ?? []),
    pngChunk('IDAT', deflateSync(rgbaRows(width, height))),
  ];
  const end = pngChunk('IEND');
  const size = parts.reduce((n, p) => n + p.length, 0) + end.length;
  if (options.padTo !== undefined) {
    const padding = options.padTo - size - 12;
    if (padding < 0) throw new Error(`A PNG of ${width}x${height} does not fit ${options.padTo}`);
    parts.splice(2, 0, pngChunk('prIv', Buffer.alloc(padding, 0x2a)));
  }
  return Buffer.concat([...parts, end]);
}

const segment = (marker: number, data: Uint8Array) =>
  Buffer.concat([
    Buffer.from([0xff, marker, (data.length + 2) >> 8, (data.length + 2) & 0xff]),
    data,
  ]);

/**
 * The segments of a baseline greyscale JPEG of `width` x `height` with no real pixels: SOI, a
 * comment (padding), SOF0, SOS with a little entropy-coded data (a stuffed 0xFF00 and a restart
 * marker in it), EOI. Its structure is whole; its image data cannot be decoded.
 */
export function makeJpegShell(width = 16, height = 8, comment = 'made in a test'): Buffer {
  const sof = Buffer.from([8, height >> 8, height & 0xff, width >> 8, width & 0xff, 1, 1, 0x11, 0]);
  const sos = Buffer.from([1, 1, 0, 0, 63, 0]);
  return Buffer.concat([
    Buffer.from([0xff, 0xd8]),
    segment(0xfe, Buffer.from(comment, 'latin1')),
    segment(0xc0, sof),
    segment(0xda, sos),
    Buffer.from([0x12, 0x34, 0xff, 0x00, 0x56, 0xff, 0xd0, 0x78]),
    Buffer.from([0xff, 0xd9]),
  ]);
}

/**
 * A real JPEG of `width` x `height` (a gradient, encoded by jpeg-js) with a comment segment after
 * SOI. Sizes no encoder takes (zero, or past the upload limits) give the shell above, which the
 * check refuses on its header before decoding anything.
 */
export function makeJpeg(width = 16, height = 8, comment = 'made in a test'): Buffer {
  if (width < 1 || height < 1 || width > 8000 || height > 8000 || width * height > 16_000_000) {
    return makeJpegShell(width, height, comment);
  }
  const pixels = Buffer.alloc(width * height * 4);
  for (let i = 0; i < width * height; i++) {
    pixels[i * 4] = (i % width) & 0xff;
    pixels[i * 4 + 1] = Math.floor(i / width) & 0xff;
    pixels[i * 4 + 2] = 0x80;
    pixels[i * 4 + 3] = 0xff;
  }
  const encoded = encodeJpeg({ data: pixels, width, height }, 80).data;
  const withComment = comment
    ? [encoded.subarray(0, 2), segment(0xfe, Buffer.from(comment, 'latin1')), encoded.subarray(2)]
    : [encoded];
  return Buffer.concat(withComment);
}

/** A JPEG of exactly `size` bytes: the comment segment grows to fill it (64 KB at most each). */
export function makeJpegOfSize(size: number, width = 16, height = 8): Buffer {
  const base = makeJpeg(width, height, '');
  let missing = size - base.length;
  const comments: Buffer[] = [];
  while (missing > 0) {
    const data = Math.min(missing - 4, 65_533);
    comments.push(segment(0xfe, Buffer.alloc(Math.max(0, data), 0x20)));
    missing -= Math.max(0, data) + 4;
  }
  if (missing !== 0) throw new Error(`Cannot make a JPEG of exactly ${size} bytes`);
  return Buffer.concat([base.subarray(0, 2), ...comments, base.subarray(2)]);
}

/**
 * A GIF of `width` x `height` with four colours and `frames` frames, its pixels LZW-coded the
 * plain way (a clear code every two pixels keeps every code 3 bits wide). `cut` drops that many
 * pixels' codes from the end of each frame, for a frame whose data stops short.
 */
export function makeGif(width: number, height: number, frames = 1, cut = 0): Buffer {
  const codes: number[] = [];
  const pixels = width * height - cut;
  for (let i = 0; i < pixels; i++) {
    if (i % 2 === 0) codes.push(4); // clear
    codes.push((i + Math.floor(i / width)) % 4);
  }
  codes.push(5); // end of information
  const packed: number[] = [];
  let buffer = 0;
  let bits = 0;
  for (const code of codes) {
    buffer |= code << bits;
    bits += 3;
    while (bits >= 8) {
      packed.push(buffer & 0xff);
      buffer >>= 8;
      bits -= 8;
    }
  }
  if (bits > 0) packed.push(buffer & 0xff);
  const subBlocks: number[] = [];
  for (let o = 0; o < packed.length; o += 255) {
    const chunk = packed.slice(o, o + 255);
    subBlocks.push(chunk.length, ...chunk);
  }
  subBlocks.push(0);
  const u16 = (n: number) => [n & 0xff, n >> 8];
  const frame = [0x2c, ...u16(0), ...u16(0), ...u16(width), ...u16(height), 0, 2, ...subBlocks];
  return Buffer.from([
    ...Buffer.from('GIF89a', 'latin1'),
    ...u16(width),
    ...u16(height),
    0x81, // global colour table of 4 entries
    0,
    0,
    ...[0, 0, 0, 255, 255, 255, 255, 0, 0, 0, 0, 255],
    ...Array.from({ length: frames }, () => frame).flat(),
    0x3b,
  ]);
}
