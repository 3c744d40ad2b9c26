import { deflateSync } from 'node:zlib';
import { fonts, type FontFace, textWidth } from './pdf-fonts';
import type { PdfImage } from './pdf-image';

export { textWidth } from './pdf-fonts';

/**
 * A small PDF writer for the analytics report (decision 0019): A4 pages of text, vector lines
 * and boxes, and images (a team's logo: 8-bit RGB with an alpha mask, compressed). Text is set in
 * Noto Sans and Noto Sans JP (decision 0056), embedded as subsets of the glyphs the document
 * uses, with a ToUnicode map so a reader copying the text gets it back as written.
 */
export const A4 = { width: 595.28, height: 841.89 };

export type Rgb = readonly [number, number, number];

/** A string as PDF text (the document's title): UTF-16BE with its byte order mark, in hex. */
export function pdfTextString(text: string): string {
  let hex = 'FEFF';
  for (let i = 0; i < text.length; i++) hex += text.charCodeAt(i).toString(16).padStart(4, '0');
  return `<${hex.toUpperCase()}>`;
}

const n = (v: number) => (Math.round(v * 100) / 100).toString();
const colour = (c: Rgb) => c.map((v) => n(v)).join(' ');
const hex4 = (v: number) => v.toString(16).padStart(4, '0').toUpperCase();

/** A face as the document embeds it: the glyphs used so far, numbered from 0 in first use. */
interface EmbeddedFace {
  name: string;
  /** fontkit's subset: `includeGlyph` gives the glyph's number in the subset (our CID). */
  subset: { includeGlyph(glyph: number): number; encode(): Uint8Array };
  /** Per CID: its advance (thousandths of the size) and the text it stands for. */
  widths: number[];
  unicode: Map<number, string>;
}

/** The faces a document uses, each a subset of only the glyphs drawn with it. */
export class EmbeddedFonts {
  readonly faces = new Map<FontFace, EmbeddedFace>();

  /** The text as runs of one face each: the face's resource name and its CIDs in hex. */
  show(text: string, bold: boolean): { name: string; hex: string }[] {
    const runs: { name: string; hex: string }[] = [];
    for (const placed of fonts.glyphs(text, bold)) {
      const face = this.face(placed.face);
      const before = face.widths.length;
      const cid = face.subset.includeGlyph(placed.glyph.id);
      if (cid >= before) face.widths[cid] = Math.round(placed.advance);
      if (!face.unicode.has(cid)) face.unicode.set(cid, placed.text);
      const last = runs[runs.length - 1];
      if (last && last.name === face.name) last.hex += hex4(cid);
      else runs.push({ name: face.name, hex: hex4(cid) });
    }
    return runs;
  }

  private face(face: FontFace): EmbeddedFace {
    let embedded = this.faces.get(face);
    if (!embedded) {
      const subset = face.font.createSubset() as unknown as EmbeddedFace['subset'];
      embedded = { name: `F${this.faces.size + 1}`, subset, widths: [], unicode: new Map() };
      // The subset always starts with the font's .notdef glyph as CID 0.
      embedded.widths[0] = Math.round(
        (face.font.getGlyph(0).advanceWidth * 1000) / face.font.unitsPerEm,
      );
      this.faces.set(face, embedded);
    }
    return embedded;
  }
}

/** A six-letter subset tag for the `n`th font (PDF 32000 9.6.4): unique within the document. */
const subsetTag = (n: number) =>
  Array.from({ length: 6 }, (_, i) =>
    String.fromCharCode(65 + (Math.floor(n / 26 ** (5 - i)) % 26)),
  ).join('');

/** The ToUnicode CMap of a face: each CID to the text it was drawn for. */
function toUnicodeCMap(unicode: Map<number, string>): string {
  const entries = [...unicode].sort(([a], [b]) => a - b);
  const blocks: string[] = [];
  for (let i = 0; i < entries.length; i += 100) {
    const chunk = entries.slice(i, i + 100);
    const lines = chunk.map(([cid, text]) => {
      let utf16 = '';
      for (let j = 0; j < text.length; j++) utf16 += hex4(text.charCodeAt(j));
      return `<${hex4(cid)}> <${utf16}>`;
    });
    blocks.push(`${chunk.length} beginbfchar\n${lines.join('\n')}\nendbfchar`);
  }
  return [
    '/CIDInit /ProcSet findresource begin',
    '12 dict begin',
    'begincmap',
    '/CIDSystemInfo << /Registry (Adobe) /Ordering (UCS) /Supplement 0 >> def',
    '/CMapName /Adobe-Identity-UCS def',
    '/CMapType 2 def',
    '1 begincodespacerange',
    '<0000> <FFFF>',
    'endcodespacerange',
    ...blocks,
    'endcmap',
    'CMapName currentdict /CMap defineresource pop',
    'end',
    'end',
  ].join('\n');
}

/** A page, drawn with the origin at its top-left corner (y grows downwards). */
export class PdfPage {
  readonly ops: string[] = [];

  constructor(private readonly fonts: EmbeddedFonts) {}

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
    // Each run of one face advances the text position by its glyphs' widths (the W arrays).
    const runs = this.fonts.show(text, opts.bold ?? false);
    if (runs.length === 0) return this;
    this.ops.push(
      `BT ${colour(opts.color ?? [0.1, 0.1, 0.12])} rg ${n(left)} ${n(this.y(top) - size)} Td ` +
        runs.map((run) => `/${run.name} ${n(size)} Tf <${run.hex}> Tj`).join(' ') +
        ' ET',
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
  private readonly fonts = new EmbeddedFonts();

  constructor(private readonly title: string) {}

  addPage(): PdfPage {
    const page = new PdfPage(this.fonts);
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
    const info = add(`<< /Title ${pdfTextString(this.title)} /Producer (Candor) >>`);
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
    const fontRefs = [...this.fonts.faces].map(([{ font: metrics }, face], i) => {
      const font = face.subset.encode();
      const file = add(
        imageStream(
          `/Length1 ${font.length}`,
          Buffer.from(font.buffer, font.byteOffset, font.length),
        ),
      );
      const scale = (v: number) => Math.round((v * 1000) / metrics.unitsPerEm);
      const baseFont = `${subsetTag(i)}+${metrics.postscriptName}`;
      const { bbox } = metrics;
      const descriptor = add(
        `<< /Type /FontDescriptor /FontName /${baseFont} /Flags 4 ` +
          `/FontBBox [${[bbox.minX, bbox.minY, bbox.maxX, bbox.maxY].map(scale).join(' ')}] ` +
          `/ItalicAngle 0 /Ascent ${scale(metrics.ascent)} /Descent ${scale(metrics.descent)} ` +
          `/CapHeight ${scale(metrics.capHeight || metrics.ascent)} /StemV 80 ` +
          `/FontFile2 ${file} 0 R >>`,
      );
      const cidFont = add(
        `<< /Type /Font /Subtype /CIDFontType2 /BaseFont /${baseFont} ` +
          '/CIDSystemInfo << /Registry (Adobe) /Ordering (Identity) /Supplement 0 >> ' +
          `/FontDescriptor ${descriptor} 0 R /CIDToGIDMap /Identity /DW 1000 ` +
          `/W [0 [${Array.from(face.widths, (w) => w ?? 0).join(' ')}]] >>`,
      );
      const toUnicode = add(imageStream('', Buffer.from(toUnicodeCMap(face.unicode), 'latin1')));
      const type0 = add(
        `<< /Type /Font /Subtype /Type0 /BaseFont /${baseFont} /Encoding /Identity-H ` +
          `/DescendantFonts [${cidFont} 0 R] /ToUnicode ${toUnicode} 0 R >>`,
      );
      return `/${face.name} ${type0} 0 R`;
    });
    const resources = `/Font << ${fontRefs.join(' ')} >>${xobjects.length ? ` /XObject << ${xobjects.join(' ')} >>` : ''}`;
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
