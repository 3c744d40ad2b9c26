import { describe, expect, it } from 'vitest';
import { decodeImage, shrink } from '../pdf/pdf-image';
import { normalizeImage, STORED_MAX_SIDE } from './image-normalize';
import { inspectImage } from './images';
import { makeGif, makeJpeg, makePng, pngChunk } from './images.fixtures';

/** An APP1 Exif segment with a GPS position and a camera name, as a phone writes one. */
const exif = () => {
  const payload = Buffer.concat([
    Buffer.from('Exif\0\0', 'latin1'),
    Buffer.from('MM\0*GPSLatitude 51.5072N GPSLongitude 0.1276W Model Pixel-9 ', 'latin1'),
  ]);
  return Buffer.concat([
    Buffer.from([0xff, 0xe1, (payload.length + 2) >> 8, (payload.length + 2) & 0xff]),
    payload,
  ]);
};
const withExif = (jpeg: Buffer) => Buffer.concat([jpeg.subarray(0, 2), exif(), jpeg.subarray(2)]);

const stored = async (bytes: Buffer) => normalizeImage(bytes, await inspectImage(bytes));

describe('what is stored of an uploaded image', () => {
  it('keeps a photo’s pixels as a JPEG and drops its Exif (GPS position, camera) and comments', async () => {
    const photo = withExif(makeJpeg(64, 32, 'shot at home'));
    expect(photo.includes('GPSLatitude')).toBe(true);
    const kept = await stored(photo);
    expect(kept).toMatchObject({ type: 'image/jpeg', width: 64, height: 32 });
    const text = Buffer.from(kept.bytes).toString('latin1');
    for (const gone of ['Exif', 'GPSLatitude', 'Pixel-9', 'shot at home']) {
      expect(text).not.toContain(gone);
    }
    // Still a whole image the upload check takes, of the same picture.
    expect(await inspectImage(kept.bytes)).toMatchObject({ type: 'image/jpeg', width: 64 });
    const before = decodeImage(photo)!;
    const after = decodeImage(kept.bytes)!;
    const at = (img: typeof before, x: number, y: number) => img.data[(y * img.width + x) * 4]!;
    expect(Math.abs(at(after, 40, 10) - at(before, 40, 10))).toBeLessThan(12);
  });

  it('makes a PNG with text chunks a plain PNG, transparency kept', async () => {
    const png = makePng(8, 4, { extra: [pngChunk('tEXt', Buffer.from('Author\0Somebody'))] });
    const kept = await stored(png);
    expect(kept).toMatchObject({ type: 'image/png', width: 8, height: 4 });
    expect(Buffer.from(kept.bytes).toString('latin1')).not.toContain('Somebody');
    expect(decodeImage(kept.bytes)!.data).toEqual(decodeImage(png)!.data);
  });

  it('stores a GIF’s first frame as a PNG', async () => {
    const kept = await stored(makeGif(10, 6, 3));
    expect(kept).toMatchObject({ type: 'image/png', width: 10, height: 6 });
    expect(await inspectImage(kept.bytes)).toMatchObject({ type: 'image/png' });
  });

  it(`scales a large image down to ${STORED_MAX_SIDE} pixels a side, its shape kept`, async () => {
    const kept = await stored(makePng(2400, 600));
    expect(kept).toMatchObject({ width: STORED_MAX_SIDE, height: 256 });
    const jpeg = await stored(makeJpeg(1200, 1600));
    expect(jpeg).toMatchObject({ type: 'image/jpeg', width: 768, height: STORED_MAX_SIDE });
  });

  it('averages the pixels it scales down, weighing each by its alpha', () => {
    const image = {
      width: 2,
      height: 2,
      data: new Uint8Array([
        ...[200, 0, 0, 255],
        ...[0, 0, 200, 255],
        ...[0, 0, 0, 0], // transparent: its colour does not count
        ...[200, 0, 0, 255],
      ]),
    };
    const one = shrink(image, 1);
    expect([...one.data]).toEqual([133, 0, 67, 191]);
  });
});
