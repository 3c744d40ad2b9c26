import { inflateSync } from 'node:zlib';
import decodeJpeg from 'jpeg-js/lib/decoder.js';
import { ADAM7, readLzwCodes } from '../images/images';

/**
 * A team's logo as a PDF can draw it: its pixels as 8-bit RGB, with an 8-bit alpha mask when any
 * pixel is not opaque. Logos were checked whole when uploaded (formats/images/images.ts); this decodes
 * them again for the report and gives up (undefined) on anything it cannot read, so a report is
 * never refused for its logo. Large logos are scaled down to `maxSide` pixels a side: a report
 * draws them 150 points wide at most.
 */
export interface PdfImage {
  width: number;
  height: number;
  rgb: Buffer;
  alpha?: Buffer;
}

/** The most pixels decoded for a logo (a 4000 x 4000 image): above, the report has none. */
const MAX_DECODED_PIXELS = 16_000_000;

/** An image's pixels, 8-bit RGBA, row by row. */
export interface Rgba {
  width: number;
  height: number;
  data: Uint8Array;
}

const u16be = (b: Uint8Array, o: number) => (b[o]! << 8) | b[o + 1]!;
const u16le = (b: Uint8Array, o: number) => b[o]! | (b[o + 1]! << 8);
const u32be = (b: Uint8Array, o: number) =>
  ((b[o]! << 24) >>> 0) + (b[o + 1]! << 16) + u16be(b, o + 2);

function canvas(width: number, height: number): Rgba {
  if (width < 1 || height < 1 || width * height > MAX_DECODED_PIXELS) {
    throw new Error('logo too large to draw');
  }
  return { width, height, data: new Uint8Array(width * height * 4) };
}

// ---- PNG ----

const CHANNELS: Record<number, number> = { 0: 1, 2: 3, 3: 1, 4: 2, 6: 4 };

function paeth(a: number, b: number, c: number): number {
  const p = a + b - c;
  const pa = Math.abs(p - a);
  const pb = Math.abs(p - b);
  const pc = Math.abs(p - c);
  return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

function decodePng(b: Uint8Array): Rgba {
  let o = 8;
  let width = 0;
  let height = 0;
  let depth = 8;
  let colour = 0;
  let interlaced = false;
  let palette: Uint8Array | undefined;
  let paletteAlpha: Uint8Array | undefined;
  let key: number[] | undefined;
  const data: Uint8Array[] = [];
  while (o + 8 <= b.length) {
    const length = u32be(b, o);
    const type = String.fromCharCode(...b.subarray(o + 4, o + 8));
    const body = b.subarray(o + 8, o + 8 + length);
    o += 12 + length;
    if (type === 'IHDR') {
      width = u32be(body, 0);
      height = u32be(body, 4);
      depth = body[8]!;
      colour = body[9]!;
      interlaced = body[12] === 1;
    } else if (type === 'PLTE') palette = body;
    else if (type === 'tRNS') {
      if (colour === 3) paletteAlpha = body;
      else if (colour === 0) key = [u16be(body, 0)];
      else if (colour === 2) key = [u16be(body, 0), u16be(body, 2), u16be(body, 4)];
    } else if (type === 'IDAT') data.push(body);
    else if (type === 'IEND') break;
  }
  const channels = CHANNELS[colour];
  if (!channels) throw new Error('unknown PNG colour type');
  const image = canvas(width, height);
  const bitsPerPixel = channels * depth;
  const bytesPerPixel = Math.max(1, bitsPerPixel >> 3);
  const passes = interlaced ? ADAM7 : ([[0, 0, 1, 1]] as const);
  let expected = 0;
  for (const [xs, ys, dx, dy] of passes) {
    const w = width > xs ? Math.ceil((width - xs) / dx) : 0;
    const h = height > ys ? Math.ceil((height - ys) / dy) : 0;
    if (w > 0 && h > 0) expected += h * (1 + Math.ceil((w * bitsPerPixel) / 8));
  }
  const raw = inflateSync(Buffer.concat(data), { maxOutputLength: expected });
  if (raw.length < expected) throw new Error('PNG data cut short');
  const max = (1 << depth) - 1;
  // A sample at bit depth `depth` as 8 bits; 16-bit samples keep their high byte.
  const scale = (v: number) =>
    depth === 16 ? v >> 8 : depth === 8 ? v : Math.round((v * 255) / max);
  let at = 0;
  for (const [xs, ys, dx, dy] of passes) {
    const w = width > xs ? Math.ceil((width - xs) / dx) : 0;
    const h = height > ys ? Math.ceil((height - ys) / dy) : 0;
    if (w === 0 || h === 0) continue;
    const stride = Math.ceil((w * bitsPerPixel) / 8);
    let previous = new Uint8Array(stride);
    for (let row = 0; row < h; row += 1) {
      const filter = raw[at]!;
      const line = Uint8Array.from(raw.subarray(at + 1, at + 1 + stride));
      at += 1 + stride;
      for (let i = 0; i < stride; i += 1) {
        const left = i >= bytesPerPixel ? line[i - bytesPerPixel]! : 0;
        const up = previous[i]!;
        const corner = i >= bytesPerPixel ? previous[i - bytesPerPixel]! : 0;
        const x = line[i]!;
        line[i] =
          filter === 1
            ? x + left
            : filter === 2
              ? x + up
              : filter === 3
                ? x + ((left + up) >> 1)
                : filter === 4
                  ? x + paeth(left, up, corner)
                  : x;
      }
      previous = line;
      const sample = (index: number): number => {
        if (depth === 16) return u16be(line, index * 2);
        if (depth === 8) return line[index]!;
        const bit = index * depth;
        return (line[bit >> 3]! >> (8 - depth - (bit & 7))) & max;
      };
      const y = ys + row * dy;
      for (let col = 0; col < w; col += 1) {
        const p = ((y * width + xs + col * dx) * 4) | 0;
        const s = col * channels;
        let r: number;
        let g: number;
        let bl: number;
        let a = 255;
        if (colour === 3) {
          const index = sample(s);
          r = palette?.[index * 3] ?? 0;
          g = palette?.[index * 3 + 1] ?? 0;
          bl = palette?.[index * 3 + 2] ?? 0;
          a = paletteAlpha?.[index] ?? 255;
        } else if (colour === 0 || colour === 4) {
          const v = sample(s);
          r = g = bl = scale(v);
          if (colour === 4) a = scale(sample(s + 1));
          else if (key && v === key[0]) a = 0;
        } else {
          const [vr, vg, vb] = [sample(s), sample(s + 1), sample(s + 2)];
          r = scale(vr);
          g = scale(vg);
          bl = scale(vb);
          if (colour === 6) a = scale(sample(s + 3));
          else if (key && vr === key[0] && vg === key[1] && vb === key[2]) a = 0;
        }
        image.data[p] = r;
        image.data[p + 1] = g;
        image.data[p + 2] = bl;
        image.data[p + 3] = a;
      }
    }
  }
  return image;
}

// ---- GIF (its first frame) ----

/** The colour indices of one frame's LZW data (the classic prefix and suffix tables). */
function lzwIndices(data: Uint8Array, minCodeSize: number, pixels: number): Uint8Array {
  const out = new Uint8Array(pixels);
  const clear = 1 << minCodeSize;
  const end = clear + 1;
  const prefix = new Uint16Array(4096);
  const suffix = new Uint8Array(4096);
  for (let i = 0; i < clear; i += 1) suffix[i] = i;
  const stack = new Uint8Array(4097);
  let previous = -1;
  let firstChar = 0;
  let written = 0;
  readLzwCodes(data, minCodeSize, (read, next, first) => {
    if (first) {
      if (read >= clear) return false;
      firstChar = read;
      out[written++] = read;
      previous = read;
      return written < pixels;
    }
    let code = read;
    let top = 0;
    if (code >= next) {
      // The string being made: the previous one and its own first character.
      stack[top++] = firstChar;
      code = previous;
    }
    while (code > end && top < 4096) {
      stack[top++] = suffix[code]!;
      code = prefix[code]!;
    }
    if (code >= clear) return false;
    firstChar = suffix[code]!;
    stack[top++] = firstChar;
    while (top > 0 && written < pixels) out[written++] = stack[--top]!;
    if (next < 4096) {
      prefix[next] = previous;
      suffix[next] = firstChar;
    }
    previous = read;
    return written < pixels;
  });
  return out;
}

function decodeGif(b: Uint8Array): Rgba {
  const image = canvas(u16le(b, 6), u16le(b, 8));
  const tableSize = (flags: number) => (flags & 0x80 ? 3 * 2 ** ((flags & 7) + 1) : 0);
  let o = 13;
  let table = b.subarray(o, o + tableSize(b[10]!));
  o += table.length;
  let transparent = -1;
  const blocks = (start: number) => {
    const parts: Uint8Array[] = [];
    let i = start;
    while (i < b.length && b[i] !== 0) {
      parts.push(b.subarray(i + 1, i + 1 + b[i]!));
      i += 1 + b[i]!;
    }
    return { data: Buffer.concat(parts), after: i + 1 };
  };
  while (o < b.length) {
    const block = b[o++]!;
    if (block === 0x21) {
      const label = b[o++]!;
      const { data, after } = blocks(o);
      if (label === 0xf9 && data.length >= 4 && data[0]! & 1) transparent = data[3]!;
      o = after;
    } else if (block === 0x2c) {
      const left = u16le(b, o);
      const top = u16le(b, o + 2);
      const w = u16le(b, o + 4);
      const h = u16le(b, o + 6);
      const flags = b[o + 8]!;
      o += 9;
      if (flags & 0x80) {
        table = b.subarray(o, o + tableSize(flags));
        o += table.length;
      }
      const minCodeSize = b[o++]!;
      const { data } = blocks(o);
      const indices = lzwIndices(data, minCodeSize, w * h);
      // Interlaced rows come in four passes: every 8th from 0, every 8th from 4, 4th from 2, 2nd from 1.
      const rows: number[] = [];
      if (flags & 0x40) {
        for (const [start, step] of [
          [0, 8],
          [4, 8],
          [2, 4],
          [1, 2],
        ] as const)
          for (let y = start; y < h; y += step) rows.push(y);
      } else for (let y = 0; y < h; y += 1) rows.push(y);
      rows.forEach((y, row) => {
        for (let x = 0; x < w; x += 1) {
          const cx = left + x;
          const cy = top + y;
          if (cx >= image.width || cy >= image.height) continue;
          const index = indices[row * w + x]!;
          if (index === transparent) continue;
          const p = (cy * image.width + cx) * 4;
          image.data[p] = table[index * 3] ?? 0;
          image.data[p + 1] = table[index * 3 + 1] ?? 0;
          image.data[p + 2] = table[index * 3 + 2] ?? 0;
          image.data[p + 3] = 255;
        }
      });
      return image;
    } else break;
  }
  throw new Error('GIF without a frame');
}

// ---- JPEG ----

function decodeJpegImage(b: Uint8Array): Rgba {
  const decoded = decodeJpeg(b, {
    useTArray: true,
    formatAsRGBA: true,
    tolerantDecoding: true,
    maxResolutionInMP: MAX_DECODED_PIXELS / 1_000_000,
    maxMemoryUsageInMB: 256,
  }) as { width: number; height: number; data: Uint8Array };
  return { width: decoded.width, height: decoded.height, data: decoded.data };
}

// ---- to the PDF ----

/** Down to `maxSide` a side, each new pixel the average of the ones it covers (by their alpha). */
export function shrink(image: Rgba, maxSide: number): Rgba {
  const factor = Math.max(image.width, image.height) / maxSide;
  if (factor <= 1) return image;
  const width = Math.max(1, Math.round(image.width / factor));
  const height = Math.max(1, Math.round(image.height / factor));
  const out = new Uint8Array(width * height * 4);
  for (let y = 0; y < height; y += 1) {
    const y0 = Math.floor((y * image.height) / height);
    const y1 = Math.max(y0 + 1, Math.floor(((y + 1) * image.height) / height));
    for (let x = 0; x < width; x += 1) {
      const x0 = Math.floor((x * image.width) / width);
      const x1 = Math.max(x0 + 1, Math.floor(((x + 1) * image.width) / width));
      let r = 0;
      let g = 0;
      let b = 0;
      let a = 0;
      for (let sy = y0; sy < y1; sy += 1) {
        for (let sx = x0; sx < x1; sx += 1) {
          const i = (sy * image.width + sx) * 4;
          const alpha = image.data[i + 3]!;
          r += image.data[i]! * alpha;
          g += image.data[i + 1]! * alpha;
          b += image.data[i + 2]! * alpha;
          a += alpha;
        }
      }
      const o = (y * width + x) * 4;
      const count = (y1 - y0) * (x1 - x0);
      if (a > 0) {
        out[o] = Math.round(r / a);
        out[o + 1] = Math.round(g / a);
        out[o + 2] = Math.round(b / a);
      }
      out[o + 3] = Math.round(a / count);
    }
  }
  return { width, height, data: out };
}

/**
 * A PNG, JPEG or GIF (its first frame) as RGBA pixels; undefined for any other file. Throws on
 * a file it cannot read or one over 16 megapixels.
 */
export function decodeImage(bytes: Uint8Array): Rgba | undefined {
  const starts = (...sig: number[]) => sig.every((v, i) => bytes[i] === v);
  return starts(0x89, 0x50, 0x4e, 0x47)
    ? decodePng(bytes)
    : starts(0xff, 0xd8, 0xff)
      ? decodeJpegImage(bytes)
      : starts(0x47, 0x49, 0x46, 0x38)
        ? decodeGif(bytes)
        : undefined;
}

/** The logo's pixels for a PDF, or undefined when they cannot be read (no logo is drawn). */
export function pdfImageOf(bytes: Uint8Array, maxSide = 600): PdfImage | undefined {
  try {
    const decoded = decodeImage(bytes);
    if (!decoded) return undefined;
    const image = shrink(decoded, maxSide);
    const pixels = image.width * image.height;
    const rgb = Buffer.alloc(pixels * 3);
    const alpha = Buffer.alloc(pixels);
    let opaque = true;
    for (let i = 0; i < pixels; i += 1) {
      rgb[i * 3] = image.data[i * 4]!;
      rgb[i * 3 + 1] = image.data[i * 4 + 1]!;
      rgb[i * 3 + 2] = image.data[i * 4 + 2]!;
      alpha[i] = image.data[i * 4 + 3]!;
      if (alpha[i] !== 255) opaque = false;
    }
    return { width: image.width, height: image.height, rgb, ...(opaque ? {} : { alpha }) };
  } catch {
    return undefined;
  }
}
