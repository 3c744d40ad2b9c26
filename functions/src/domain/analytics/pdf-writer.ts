import { deflateSync } from 'node:zlib';
import type { PdfImage } from './pdf-image';

/**
 * A small PDF writer for the analytics report (decision 0019): A4 pages of text in the standard
 * Helvetica faces (WinAnsi encoding: Western European text), vector lines and boxes, and images
 * (a team's logo: 8-bit RGB with an alpha mask, compressed). No
 * fonts or metrics to bundle, so the export function stays a few KiB larger than any other.
 */
export const A4 = { width: 595.28, height: 841.89 };

export type Rgb = readonly [number, number, number];

const CP1252: Record<string, number> = {
  '€': 0x80,
  '‚': 0x82,
  ƒ: 0x83,
  '„': 0x84,
  '…': 0x85,
  '†': 0x86,
  '‡': 0x87,
  ˆ: 0x88,
  '‰': 0x89,
  Š: 0x8a,
  '‹': 0x8b,
  Œ: 0x8c,
  Ž: 0x8e,
  '‘': 0x91,
  '’': 0x92,
  '“': 0x93,
  '”': 0x94,
  '•': 0x95,
  '–': 0x96,
  '—': 0x97,
  '˜': 0x98,
  '™': 0x99,
  š: 0x9a,
  '›': 0x9b,
  œ: 0x9c,
  ž: 0x9e,
  Ÿ: 0x9f,
};

/** The text as a PDF literal string in WinAnsi bytes; characters outside it become '?'. */
export function pdfString(text: string): string {
  let out = '(';
  for (const ch of text) {
    const code = ch.codePointAt(0) ?? 63;
    let byte: number;
    if ((code >= 0x20 && code <= 0x7e) || (code >= 0xa0 && code <= 0xff)) byte = code;
    else byte = CP1252[ch] ?? 0x3f;
    if (byte === 0x28 || byte === 0x29 || byte === 0x5c) out += `\\${String.fromCharCode(byte)}`;
    else if (byte < 0x20 || byte > 0x7e) out += `\\${byte.toString(8).padStart(3, '0')}`;
    else out += String.fromCharCode(byte);
  }
  return `${out})`;
}

const n = (v: number) => (Math.round(v * 100) / 100).toString();
const colour = (c: Rgb) => c.map((v) => n(v)).join(' ');

/** A rough Helvetica width (the report only needs to fit and right-align short figures). */
export const textWidth = (text: string, size: number, bold = false) =>
  [...text].length * size * (bold ? 0.56 : 0.52);

/** A page, drawn with the origin at its top-left corner (y grows downwards). */
export class PdfPage {
  readonly ops: string[] = [];

  private y(top: number) {
    return A4.height - top;
  }

  text(
    x: number,
    top: number,
    text: string,
    opts: { size?: number; bold?: boolean; color?: Rgb; align?: 'left' | 'right' | 'center' } = {},
  ): this {
    const size = opts.size ?? 10;
    const width = textWidth(text, size, opts.bold);
    const left = opts.align === 'right' ? x - width : opts.align === 'center' ? x - width / 2 : x;
    this.ops.push(
      `BT /${opts.bold ? 'F2' : 'F1'} ${n(size)} Tf ${colour(opts.color ?? [0.1, 0.1, 0.12])} rg ${n(left)} ${n(this.y(top) - size)} Td ${pdfString(text)} Tj ET`,
    );
    return this;
  }

  rect(
    x: number,
    top: number,
    w: number,
    h: number,
    opts: { fill?: Rgb; stroke?: Rgb } = {},
  ): this {
    const parts = [`${n(x)} ${n(this.y(top) - h)} ${n(w)} ${n(h)} re`];
    if (opts.fill) parts.unshift(`${colour(opts.fill)} rg`);
    if (opts.stroke) parts.unshift(`${colour(opts.stroke)} RG 0.8 w`);
    parts.push(opts.fill && opts.stroke ? 'B' : opts.fill ? 'f' : 'S');
    this.ops.push(parts.join(' '));
    return this;
  }

  /** Draws the document's image `name` (from `PdfDocument.addImage`) in the box given. */
  image(name: string, x: number, top: number, w: number, h: number): this {
    this.ops.push(`q ${n(w)} 0 0 ${n(h)} ${n(x)} ${n(this.y(top) - h)} cm /${name} Do Q`);
    return this;
  }

  polyline(points: [number, number][], opts: { color?: Rgb; width?: number } = {}): this {
    if (points.length < 2) return this;
    const [first, ...rest] = points;
    this.ops.push(
      `${colour(opts.color ?? [0, 0, 0])} RG ${n(opts.width ?? 1)} w ${n(first![0])} ${n(this.y(first![1]))} m ` +
        rest.map(([x, t]) => `${n(x)} ${n(this.y(t))} l`).join(' ') +
        ' S',
    );
    return this;
  }
}

/** Pages in order; `toBuffer` writes the file with its cross-reference table. */
export class PdfDocument {
  readonly pages: PdfPage[] = [];
  private readonly images: PdfImage[] = [];

  constructor(private readonly title: string) {}

  addPage(): PdfPage {
    const page = new PdfPage();
    this.pages.push(page);
    return page;
  }

  /** Adds an image any page may draw; its name for `PdfPage.image`. */
  addImage(image: PdfImage): string {
    this.images.push(image);
    return `Im${this.images.length}`;
  }

  toBuffer(): Buffer {
    const objects: Buffer[] = [];
    const add = (body: string | Buffer) => {
      objects.push(typeof body === 'string' ? Buffer.from(body, 'latin1') : body);
      return objects.length;
    };
    add('<< /Type /Catalog /Pages 2 0 R >>');
    add(''); // the page tree, written once the pages' numbers are known
    add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
    add('<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica-Bold /Encoding /WinAnsiEncoding >>');
    const info = add(`<< /Title ${pdfString(this.title)} /Producer (Candor) >>`);
    const imageStream = (dict: string, data: Buffer) => {
      const packed = deflateSync(data);
      return Buffer.concat([
        Buffer.from(
          `<< ${dict} /Length ${packed.length} /Filter /FlateDecode >>\nstream\n`,
          'latin1',
        ),
        packed,
        Buffer.from('\nendstream', 'latin1'),
      ]);
    };
    const xobjects = this.images.map((image, i) => {
      const size = `/Type /XObject /Subtype /Image /Width ${image.width} /Height ${image.height} /BitsPerComponent 8`;
      const mask = image.alpha
        ? add(imageStream(`${size} /ColorSpace /DeviceGray`, image.alpha))
        : undefined;
      const id = add(
        imageStream(
          `${size} /ColorSpace /DeviceRGB${mask ? ` /SMask ${mask} 0 R` : ''}`,
          image.rgb,
        ),
      );
      return `/Im${i + 1} ${id} 0 R`;
    });
    const resources = `/Font << /F1 3 0 R /F2 4 0 R >>${xobjects.length ? ` /XObject << ${xobjects.join(' ')} >>` : ''}`;
    const kids: number[] = [];
    for (const page of this.pages) {
      const content = deflateSync(Buffer.from(page.ops.join('\n'), 'latin1'));
      const stream = Buffer.concat([
        Buffer.from(`<< /Length ${content.length} /Filter /FlateDecode >>\nstream\n`, 'latin1'),
        content,
        Buffer.from('\nendstream', 'latin1'),
      ]);
      const contentId = add(stream);
      kids.push(
        add(
          `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 ${A4.width} ${A4.height}] /Resources << ${resources} >> /Contents ${contentId} 0 R >>`,
        ),
      );
    }
    objects[1] = Buffer.from(
      `<< /Type /Pages /Kids [${kids.map((k) => `${k} 0 R`).join(' ')}] /Count ${kids.length} >>`,
      'latin1',
    );
    const chunks: Buffer[] = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
    let offset = chunks[0]!.length;
    const offsets: number[] = [];
    objects.forEach((body, i) => {
      const chunk = Buffer.concat([
        Buffer.from(`${i + 1} 0 obj\n`, 'latin1'),
        body,
        Buffer.from('\nendobj\n', 'latin1'),
      ]);
      offsets.push(offset);
      offset += chunk.length;
      chunks.push(chunk);
    });
    const xref =
      `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n` +
      offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('') +
      `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R /Info ${info} 0 R >>\nstartxref\n${offset}\n%%EOF\n`;
    chunks.push(Buffer.from(xref, 'latin1'));
    return Buffer.concat(chunks);
  }
}
