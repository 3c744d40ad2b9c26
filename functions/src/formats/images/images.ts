import { createInflate } from 'node:zlib';
import decodeJpeg from 'jpeg-js/lib/decoder.js';

/*
 * What an uploaded avatar or logo really is. The first bytes are not enough (three bytes of
 * 'JPEG' used to be stored), and a native decoder would not fit a 400 KB Lambda bundle, so each
 * format's structure is walked here first: PNG chunk by chunk with every CRC checked; JPEG segment
 * by segment to its frame header and end marker; GIF block by block to its trailer. Nothing may
 * follow the end of an image, and its dimensions must be sane before anything is decompressed.
 * Then the pixels are decoded in full: PNG's image data inflated to exactly the size its header
 * implies, JPEG by a small pure-JavaScript decoder, every GIF frame's LZW data here. WebP is not taken: no
 * decoder of it fits here, and the upload forms ask for JPG, PNG or GIF.
 */

export type ImageType = 'image/png' | 'image/jpeg' | 'image/gif';

export interface ImageInfo {
  type: ImageType;
  width: number;
  height: number;
}

/** The largest side and area we store: far above any avatar or logo, far below a memory bomb. */
export const IMAGE_MAX_SIDE = 8000;
export const IMAGE_MAX_PIXELS = 16_000_000;

/** Why a file is not an image we take; `reason` is safe to show. */
export class ImageRefusedError extends Error {
  constructor(
    readonly reason: string,
    readonly kind: 'not_an_image' | 'dimensions' = 'not_an_image',
  ) {
    super(reason);
    this.name = 'ImageRefusedError';
  }
}

const broken = (what: string) => new ImageRefusedError(what);

const u16be = (b: Uint8Array, o: number) => (b[o]! << 8) | b[o + 1]!;
const u16le = (b: Uint8Array, o: number) => b[o]! | (b[o + 1]! << 8);
const u32be = (b: Uint8Array, o: number) =>
  ((b[o]! << 24) >>> 0) + u16be(b, o + 1) * 256 + b[o + 3]!;
const ascii = (b: Uint8Array, o: number, n: number) =>
  String.fromCharCode(...b.subarray(o, Math.min(o + n, b.length)));

function checkDimensions(width: number, height: number): void {
  if (width < 1 || height < 1) throw broken('The image has no width or height.');
  if (width > IMAGE_MAX_SIDE || height > IMAGE_MAX_SIDE || width * height > IMAGE_MAX_PIXELS) {
    throw new ImageRefusedError(
      `Images can be at most ${IMAGE_MAX_SIDE} pixels a side and ${IMAGE_MAX_PIXELS / 1_000_000} megapixels (this one is ${width}x${height}).`,
      'dimensions',
    );
  }
}

// ---- PNG ----

let crcTable: Uint32Array | undefined;
/** CRC-32 as PNG uses it (ISO 3309); a table of 256 words, made on first use. */
export function crc32(bytes: Uint8Array, crc = 0): number {
  if (!crcTable) {
    crcTable = new Uint32Array(256);
    for (let n = 0; n < 256; n++) {
      let c = n;
      for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
      crcTable[n] = c >>> 0;
    }
  }
  let c = ~crc >>> 0;
  for (let i = 0; i < bytes.length; i++) c = crcTable[(c ^ bytes[i]!) & 0xff]! ^ (c >>> 8);
  return ~c >>> 0;
}

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** Allowed bit depths per colour type, and the samples per pixel. */
const PNG_COLOUR_TYPES: Record<number, { depths: number[]; channels: number }> = {
  0: { depths: [1, 2, 4, 8, 16], channels: 1 },
  2: { depths: [8, 16], channels: 3 },
  3: { depths: [1, 2, 4, 8], channels: 1 },
  4: { depths: [8, 16], channels: 2 },
  6: { depths: [8, 16], channels: 4 },
};
/** Adam7: x start, y start, x step, y step of each pass. */
export const ADAM7 = [
  [0, 0, 8, 8],
  [4, 0, 8, 8],
  [0, 4, 4, 8],
  [2, 0, 4, 4],
  [0, 2, 2, 4],
  [1, 0, 2, 2],
  [0, 1, 1, 2],
] as const;

/** Rows of the decompressed stream: how many, and how many bytes each (filter byte included). */
function pngRows(width: number, height: number, bitsPerPixel: number, interlaced: boolean) {
  const passes = interlaced ? ADAM7 : ([[0, 0, 1, 1]] as const);
  const rows: { count: number; stride: number }[] = [];
  for (const [xs, ys, dx, dy] of passes) {
    const w = width > xs ? Math.ceil((width - xs) / dx) : 0;
    const h = height > ys ? Math.ceil((height - ys) / dy) : 0;
    if (w > 0 && h > 0) rows.push({ count: h, stride: 1 + Math.ceil((w * bitsPerPixel) / 8) });
  }
  return rows;
}

/** Inflates `parts` as one zlib stream and checks it is exactly `rows`, each with a valid filter. */
function inflateRows(parts: Uint8Array[], rows: { count: number; stride: number }[]) {
  const expected = rows.reduce((sum, r) => sum + r.count * r.stride, 0);
  return new Promise<void>((resolve, reject) => {
    const inflate = createInflate();
    let seen = 0;
    let pass = 0;
    let row = 0;
    let offsetInRow = 0;
    let failed = false;
    const fail = (error: ImageRefusedError) => {
      if (failed) return;
      failed = true;
      inflate.destroy();
      reject(error);
    };
    inflate.on('data', (chunk: Buffer) => {
      if (failed) return;
      seen += chunk.length;
      if (seen > expected) return fail(broken('The image holds more data than its size says.'));
      let i = 0;
      while (i < chunk.length) {
        if (offsetInRow === 0 && chunk[i]! > 4) {
          return fail(broken('The image data is corrupted (unknown row filter).'));
        }
        const stride = rows[pass]!.stride;
        const step = Math.min(stride - offsetInRow, chunk.length - i);
        i += step;
        offsetInRow += step;
        if (offsetInRow === stride) {
          offsetInRow = 0;
          if (++row === rows[pass]!.count) {
            row = 0;
            pass++;
          }
        }
      }
    });
    inflate.on('error', () =>
      fail(broken('The image data is corrupted (it does not decompress).')),
    );
    inflate.on('end', () => {
      if (failed) return;
      if (seen !== expected) return fail(broken('The image data is cut short.'));
      resolve();
    });
    for (const part of parts) inflate.write(part);
    inflate.end();
  });
}

async function inspectPng(b: Uint8Array): Promise<ImageInfo> {
  let o = 8;
  let header: { width: number; height: number; rows: ReturnType<typeof pngRows> } | undefined;
  let colourType = -1;
  let palette = false;
  const data: Uint8Array[] = [];
  let dataEnded = false;
  for (;;) {
    if (o + 12 > b.length) throw broken('The image is cut short (no end chunk).');
    const length = u32be(b, o);
    const type = ascii(b, o + 4, 4);
    if (length > 0x7fffffff || o + 12 + length > b.length) {
      throw broken('The image is cut short.');
    }
    if (!/^[A-Za-z]{4}$/.test(type)) throw broken('The image has a corrupted chunk.');
    const body = b.subarray(o + 8, o + 8 + length);
    if (crc32(b.subarray(o + 4, o + 8 + length)) !== u32be(b, o + 8 + length)) {
      throw broken(`The image is corrupted (bad checksum in its ${type} chunk).`);
    }
    o += 12 + length;
    if (!header && type !== 'IHDR') throw broken('The image has no header.');
    if (type !== 'IDAT' && data.length > 0) dataEnded = true;
    switch (type) {
      case 'IHDR': {
        if (header || length !== 13) throw broken('The image has a corrupted header.');
        const width = u32be(body, 0);
        const height = u32be(body, 4);
        const [depth, colour, compression, filter, interlace] = body.subarray(8, 13);
        const kind = PNG_COLOUR_TYPES[colour!];
        if (!kind?.depths.includes(depth!) || compression !== 0 || filter !== 0 || interlace! > 1) {
          throw broken('The image has a corrupted header.');
        }
        checkDimensions(width, height);
        colourType = colour!;
        header = {
          width,
          height,
          rows: pngRows(width, height, depth! * kind.channels, !!interlace),
        };
        break;
      }
      case 'PLTE':
        if (palette || data.length > 0 || length === 0 || length % 3 !== 0 || length > 768) {
          throw broken('The image has a corrupted palette.');
        }
        palette = true;
        break;
      case 'IDAT':
        if (dataEnded) throw broken('The image data is split by other chunks.');
        data.push(body);
        break;
      case 'IEND': {
        if (length !== 0) throw broken('The image has a corrupted end chunk.');
        if (o !== b.length) throw broken('The file holds more than the image.');
        if (data.length === 0) throw broken('The image has no pixels.');
        if (colourType === 3 && !palette) throw broken('The image has no palette.');
        await inflateRows(data, header!.rows);
        return { type: 'image/png', width: header!.width, height: header!.height };
      }
      default:
        // Critical chunks (first letter upper case) we do not know cannot be skipped.
        if (type.charCodeAt(0) < 0x61) throw broken(`The image has an unknown ${type} chunk.`);
    }
  }
}

// ---- JPEG ----

/** Start-of-frame markers carry the dimensions; C4, C8 and CC share the range but are not frames. */
const isFrameMarker = (m: number) =>
  m >= 0xc0 && m <= 0xcf && m !== 0xc4 && m !== 0xc8 && m !== 0xcc;

function inspectJpeg(b: Uint8Array): ImageInfo {
  let o = 2;
  let size: { width: number; height: number } | undefined;
  for (;;) {
    if (o >= b.length || b[o] !== 0xff) throw broken('The image is cut short or corrupted.');
    while (b[o] === 0xff) o++;
    if (o >= b.length) throw broken('The image is cut short.');
    const marker = b[o++]!;
    if (marker === 0xd9) {
      if (!size) throw broken('The image has no frame.');
      if (o !== b.length) throw broken('The file holds more than the image.');
      decodeJpegPixels(b, size);
      return { type: 'image/jpeg', ...size };
    }
    if (marker === 0x00 || marker === 0xd8) throw broken('The image is corrupted.');
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) continue;
    if (o + 2 > b.length) throw broken('The image is cut short.');
    const length = u16be(b, o);
    if (length < 2 || o + length > b.length) throw broken('The image is cut short.');
    if (isFrameMarker(marker)) {
      const components = b[o + 7] ?? 0;
      if (size || length < 8 || length !== 8 + 3 * components || components < 1 || components > 4) {
        throw broken('The image has a corrupted frame header.');
      }
      size = { width: u16be(b, o + 5), height: u16be(b, o + 3) };
      checkDimensions(size.width, size.height);
    }
    o += length;
    if (marker === 0xda) {
      if (!size) throw broken('The image has no frame.');
      // Entropy-coded data runs to the next marker that is not a stuffed 0xFF00 or a restart.
      for (;;) {
        o = b.indexOf(0xff, o);
        if (o < 0 || o + 1 >= b.length) throw broken('The image is cut short (no end marker).');
        const next = b[o + 1]!;
        if (next === 0x00 || (next >= 0xd0 && next <= 0xd7)) o += 2;
        else if (next === 0xff) o++;
        else break;
      }
    }
  }
}

/** Decodes every pixel of a JPEG whose structure was walked; strict, not tolerant of gaps. */
function decodeJpegPixels(b: Uint8Array, size: { width: number; height: number }): void {
  let decoded: { width: number; height: number };
  try {
    decoded = decodeJpeg(b, {
      useTArray: true,
      formatAsRGBA: false,
      tolerantDecoding: false,
      maxResolutionInMP: IMAGE_MAX_PIXELS / 1_000_000,
      maxMemoryUsageInMB: 512,
    });
  } catch {
    throw broken('The image data cannot be read.');
  }
  if (decoded.width !== size.width || decoded.height !== size.height) {
    throw broken('The image data does not match its header.');
  }
}

/**
 * Reads the codes of a GIF frame's LZW data: clear codes reset the code size and the table,
 * the end code or the end of the data stops. Each other code goes to `visit` with the table's
 * next free entry (before this code adds one) and whether it is the first after a clear; after
 * a code that is not first, the table grows by one entry and the code size with it. `visit`
 * returns false to stop. One reader for the upload check and the report's logo decoder.
 */
export function readLzwCodes(
  data: Uint8Array,
  minCodeSize: number,
  visit: (code: number, next: number, first: boolean) => boolean,
): void {
  const clear = 1 << minCodeSize;
  const end = clear + 1;
  let codeSize = minCodeSize + 1;
  let next = end + 1;
  let first = true;
  let bits = 0;
  let buffer = 0;
  let at = 0;
  for (;;) {
    while (bits < codeSize && at < data.length) {
      buffer |= data[at++]! << bits;
      bits += 8;
    }
    if (bits < codeSize) return; // no end code: the data simply stops
    const code = buffer & ((1 << codeSize) - 1);
    buffer >>>= codeSize;
    bits -= codeSize;
    if (code === clear) {
      codeSize = minCodeSize + 1;
      next = end + 1;
      first = true;
      continue;
    }
    if (code === end) return;
    if (!visit(code, next, first)) return;
    if (!first && next < 4096) {
      next += 1;
      if (next === 1 << codeSize && codeSize < 12) codeSize += 1;
    }
    first = false;
  }
}

/**
 * Decodes a GIF frame's LZW data in full, strictly: every code must name an entry the table
 * holds (or the one about to be made), and the codes must give at least the frame's pixels. The
 * pixel values themselves are not kept; only their count, as decoding each string yields it.
 */
export function lzwDecodesTo(data: Uint8Array, minCodeSize: number, pixels: number): boolean {
  const clear = 1 << minCodeSize;
  const end = clear + 1;
  const lengths = new Uint32Array(4096);
  lengths.fill(1, 0, clear);
  let previous = -1;
  let out = 0;
  let valid = true;
  readLzwCodes(data, minCodeSize, (code, next, first) => {
    if (first) {
      if (code >= clear) return (valid = false);
      out += 1;
    } else {
      if (code > next || (code > end && code < next && lengths[code] === 0)) {
        return (valid = false);
      }
      out += code === next ? lengths[previous]! + 1 : lengths[code]!;
      if (next < 4096) lengths[next] = lengths[previous]! + 1;
    }
    previous = code;
    return true;
  });
  return valid && out >= pixels;
}

// ---- GIF ----

/** Decoding work a GIF may ask for, in pixels over all its frames: a bound on animation bombs. */
const GIF_MAX_DECODED_PIXELS = 200_000_000;

/** The payloads of the sub-blocks from `start` (their length bytes left out) up to `end`. */
function subBlockData(b: Uint8Array, start: number, end: number): Uint8Array {
  const parts: Uint8Array[] = [];
  for (let o = start; o < end;) {
    const n = b[o]!;
    if (n === 0) break;
    parts.push(b.subarray(o + 1, o + 1 + n));
    o += 1 + n;
  }
  return Buffer.concat(parts);
}

function inspectGif(b: Uint8Array): ImageInfo {
  const version = ascii(b, 0, 6);
  if (version !== 'GIF87a' && version !== 'GIF89a')
    throw broken('The image has an unknown version.');
  if (b.length < 13) throw broken('The image is cut short.');
  const width = u16le(b, 6);
  const height = u16le(b, 8);
  checkDimensions(width, height);
  let o = 13;
  const colourTable = (flags: number) => (flags & 0x80 ? 3 * 2 ** ((flags & 7) + 1) : 0);
  o += colourTable(b[10]!);
  const skipSubBlocks = () => {
    for (;;) {
      if (o >= b.length) throw broken('The image is cut short.');
      const n = b[o++]!;
      if (n === 0) return;
      o += n;
    }
  };
  let frames = 0;
  let decodedPixels = 0;
  for (;;) {
    if (o >= b.length) throw broken('The image is cut short (no trailer).');
    const block = b[o++]!;
    if (block === 0x3b) {
      if (frames === 0) throw broken('The image has no pixels.');
      if (o !== b.length) throw broken('The file holds more than the image.');
      return { type: 'image/gif', width, height };
    }
    if (block === 0x21) {
      o++; // extension label
      skipSubBlocks();
    } else if (block === 0x2c) {
      if (o + 9 > b.length) throw broken('The image is cut short.');
      const frameWidth = u16le(b, o + 4);
      const frameHeight = u16le(b, o + 6);
      if (frameWidth === 0 || frameHeight === 0) throw broken('The image has an empty frame.');
      o += 8;
      o += 1 + colourTable(b[o]!);
      const codeSize = b[o++];
      if (codeSize === undefined || codeSize < 2 || codeSize > 8) {
        throw broken('The image data is corrupted.');
      }
      const dataStart = o;
      skipSubBlocks();
      frames++;
      decodedPixels += frameWidth * frameHeight;
      if (decodedPixels > GIF_MAX_DECODED_PIXELS) {
        throw new ImageRefusedError(
          'The animation has too many frames for its size.',
          'dimensions',
        );
      }
      if (!lzwDecodesTo(subBlockData(b, dataStart, o), codeSize, frameWidth * frameHeight)) {
        throw broken('The image data cannot be read.');
      }
    } else {
      throw broken('The image has a corrupted block.');
    }
  }
}

// ---- the one entry ----

const startsWith = (b: Uint8Array, bytes: number[], at = 0) =>
  b.length >= at + bytes.length && bytes.every((v, i) => b[at + i] === v);

/**
 * The image `bytes` really are, judged by their whole structure and never by a file name;
 * throws ImageRefusedError when they are not a complete PNG, JPEG or GIF of sane size.
 */
export async function inspectImage(bytes: Uint8Array): Promise<ImageInfo> {
  if (startsWith(bytes, PNG_SIGNATURE)) return inspectPng(bytes);
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return inspectJpeg(bytes);
  if (startsWith(bytes, [0x47, 0x49, 0x46, 0x38])) return inspectGif(bytes);
  throw broken('JPG, PNG or GIF images only.');
}
