import { deflateSync } from 'node:zlib';
import encodeJpeg from 'jpeg-js/lib/encoder.js';
import { decodeImage, shrink, type Rgba } from '../pdf/pdf-image';
import { crc32, ImageRefusedError, type ImageInfo, type ImageType } from './images';

/**
 * Uploaded avatars and logos are stored re-encoded from their pixels (decision 0037): nothing of
 * the file but its picture is kept (no EXIF, no GPS position, no camera or editing software, no
 * comments), and none is larger than `STORED_MAX_SIDE` a side, so a 4000-pixel photo is not sent
 * to every viewer of a team page. A JPEG stays a JPEG (photos); a PNG or GIF becomes a PNG (its
 * transparency kept; a GIF's first frame).
 */
export const STORED_MAX_SIDE = 1024;
const JPEG_QUALITY = 85;

export interface StoredImage extends ImageInfo {
  bytes: Uint8Array;
}

export function normalizeImage(bytes: Uint8Array, info: ImageInfo): StoredImage {
  let decoded: Rgba | undefined;
  try {
    decoded = decodeImage(bytes);
  } catch {
    decoded = undefined;
  }
  if (!decoded) throw new ImageRefusedError('The image’s pixels could not be read.');
  const image = shrink(decoded, STORED_MAX_SIDE);
  const size = { width: image.width, height: image.height };
  if (info.type === 'image/jpeg') {
    return { type: 'image/jpeg', ...size, bytes: encodeJpeg(onWhite(image), JPEG_QUALITY).data };
  }
  return { type: 'image/png' satisfies ImageType, ...size, bytes: encodePng(image) };
}

/** JPEG has no transparency: transparent pixels are laid on white. */
function onWhite(image: Rgba): Rgba {
  const data = new Uint8Array(image.data.length);
  for (let i = 0; i < data.length; i += 4) {
    const alpha = image.data[i + 3]! / 255;
    for (let c = 0; c < 3; c += 1) {
      data[i + c] = Math.round(image.data[i + c]! * alpha + 255 * (1 - alpha));
    }
    data[i + 3] = 255;
  }
  return { width: image.width, height: image.height, data };
}

/** An 8-bit PNG: RGB when every pixel is opaque, RGBA otherwise; each row filtered Up. */
export function encodePng(image: Rgba): Buffer {
  let opaque = true;
  for (let i = 3; i < image.data.length; i += 4) {
    if (image.data[i] !== 255) {
      opaque = false;
      break;
    }
  }
  const channels = opaque ? 3 : 4;
  const stride = image.width * channels;
  const raw = Buffer.alloc((stride + 1) * image.height);
  let previous = new Uint8Array(stride);
  for (let y = 0; y < image.height; y += 1) {
    const row = new Uint8Array(stride);
    for (let x = 0; x < image.width; x += 1) {
      for (let c = 0; c < channels; c += 1) {
        row[x * channels + c] = image.data[(y * image.width + x) * 4 + c]!;
      }
    }
    const at = y * (stride + 1);
    raw[at] = 2;
    for (let i = 0; i < stride; i += 1) raw[at + 1 + i] = (row[i]! - previous[i]!) & 0xff;
    previous = row;
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(image.width, 0);
  header.writeUInt32BE(image.height, 4);
  header[8] = 8;
  header[9] = opaque ? 2 : 6;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}
