import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type * as Fontkit from 'fontkit';
import type { Font, Glyph } from 'fontkit';

/**
 * The fonts every PDF is written in (decision 0056): Noto Sans for Latin, Greek, Cyrillic and
 * Vietnamese, then Noto Sans JP for Japanese and the Han characters Chinese and Korean share, in
 * a regular and a bold weight. Each package comes split by Unicode range into small WOFF files
 * (a range's file is read only when a character of it is printed). The Lambda bundle ships them
 * in `fonts/` beside it (scripts/pdf-font-assets.ts); from the sources they come from
 * node_modules.
 */
/**
 * fontkit, once loaded: a dynamic import, so the bundle evaluates its ~270 KiB only when a PDF is
 * written, not at every cold start of the functions that carry it.
 */
let fontkit: typeof Fontkit | undefined;

/** Loads the font reader (once per container); every PDF writer awaits it first. */
export async function loadPdfFonts(): Promise<void> {
  fontkit ??= await import('fontkit');
}

export const FONT_PACKAGES = ['noto-sans', 'noto-sans-jp'] as const;
type FontPackage = (typeof FONT_PACKAGES)[number];

/** Noto Sans's ranges in the order a character is looked up. */
const NOTO_SANS_RANGES = [
  'latin',
  'latin-ext',
  'greek',
  'greek-ext',
  'cyrillic',
  'cyrillic-ext',
  'vietnamese',
];

export const FONT_WEIGHTS = [400, 700] as const;

/** Where a font package's `unicode.json` and `files/` are. */
function packageDir(pkg: FontPackage): string {
  const shipped = join(dirname(fileURLToPath(import.meta.url)), 'fonts', pkg);
  if (existsSync(join(shipped, 'unicode.json'))) return shipped;
  const probe = `@fontsource/${pkg}/files/${pkg}-latin-400-normal.woff`;
  return dirname(dirname(createRequire(import.meta.url).resolve(probe)));
}

/** The file names of a package's ranges and weights that the PDFs use (what the bundle ships). */
export function fontFileNames(pkg: FontPackage, unicode: Record<string, string>): string[] {
  return rangeNames(pkg, unicode).flatMap((range) =>
    FONT_WEIGHTS.map((weight) => `${pkg}-${range}-${weight}-normal.woff`),
  );
}

function rangeNames(pkg: FontPackage, unicode: Record<string, string>): string[] {
  if (pkg === 'noto-sans') return NOTO_SANS_RANGES.filter((r) => r in unicode);
  // Noto Sans JP's numbered slices ("[0]"...); its Latin and Cyrillic are Noto Sans's already.
  return Object.keys(unicode)
    .filter((k) => /^\[\d+\]$/.test(k))
    .map((k) => k.slice(1, -1))
    .sort((a, b) => Number(a) - Number(b));
}

/** `U+0000-00FF,U+0131` as inclusive code point ranges. */
export function parseUnicodeRange(text: string): [number, number][] {
  return text.split(',').map((part) => {
    const [from, to] = part.trim().replace(/^U\+/i, '').split('-');
    const start = parseInt(from!, 16);
    return [start, to === undefined ? start : parseInt(to, 16)];
  });
}

/** One WOFF file: a range of one package in one weight, parsed the first time it is needed. */
export class FontFace {
  private parsed: Font | undefined;

  constructor(
    readonly file: string,
    private readonly ranges: [number, number][],
    readonly bold: boolean,
  ) {}

  covers(cp: number): boolean {
    return this.ranges.some(([from, to]) => cp >= from && cp <= to);
  }

  get font(): Font {
    if (!this.parsed) {
      if (!fontkit) throw new Error('The PDF fonts are not loaded: await loadPdfFonts() first');
      const font = fontkit.create(readFileSync(this.file));
      if (!('unitsPerEm' in font)) throw new Error(`${this.file} is a font collection`);
      this.parsed = font;
    }
    return this.parsed;
  }
}

/** A character as printed: the face and glyph that draw it and the text it stands for. */
export interface PlacedGlyph {
  face: FontFace;
  glyph: Glyph;
  /** What a reader copying the text gets back (U+FFFD where no font has the character). */
  text: string;
  /** Advance in thousandths of the font size. */
  advance: number;
}

const REPLACEMENT = 0xfffd;

/** The faces of both weights and the glyph each character resolves to. */
class FontLibrary {
  private chains: Record<'regular' | 'bold', FontFace[]> | undefined;
  private readonly cache = new Map<string, PlacedGlyph>();

  private chain(bold: boolean): FontFace[] {
    if (!this.chains) {
      const regular: FontFace[] = [];
      const boldFaces: FontFace[] = [];
      for (const pkg of FONT_PACKAGES) {
        const dir = packageDir(pkg);
        const unicode = JSON.parse(readFileSync(join(dir, 'unicode.json'), 'utf8')) as Record<
          string,
          string
        >;
        for (const range of rangeNames(pkg, unicode)) {
          const key = pkg === 'noto-sans' ? range : `[${range}]`;
          const ranges = parseUnicodeRange(unicode[key]!);
          for (const weight of FONT_WEIGHTS) {
            const file = join(dir, 'files', `${pkg}-${range}-${weight}-normal.woff`);
            (weight === 700 ? boldFaces : regular).push(new FontFace(file, ranges, weight === 700));
          }
        }
      }
      this.chains = { regular, bold: boldFaces };
    }
    return this.chains[bold ? 'bold' : 'regular'];
  }

  /** The glyph for one character: the first face that covers it and has it, else U+FFFD's. */
  glyph(ch: string, bold: boolean): PlacedGlyph {
    const key = `${bold ? 'b' : 'r'}${ch}`;
    const known = this.cache.get(key);
    if (known) return known;
    const cp = ch.codePointAt(0) ?? REPLACEMENT;
    let placed: PlacedGlyph | undefined;
    for (const face of this.chain(bold)) {
      if (!face.covers(cp) || !face.font.hasGlyphForCodePoint(cp)) continue;
      placed = at(face, face.font.glyphForCodePoint(cp), ch);
      break;
    }
    // A character no font has is drawn as the visible replacement mark, never dropped.
    placed ??= this.glyph(String.fromCodePoint(REPLACEMENT), bold);
    this.cache.set(key, placed);
    return placed;
  }

  /** The text's glyphs: NFC first, so letters with accents are one glyph; controls as spaces. */
  glyphs(text: string, bold: boolean): PlacedGlyph[] {
    // eslint-disable-next-line no-control-regex
    const clean = text.normalize('NFC').replace(/[\u0000-\u001f\u007f]/g, ' ');
    return Array.from(clean, (ch) => this.glyph(ch, bold));
  }
}

const at = (face: FontFace, glyph: Glyph, text: string): PlacedGlyph => ({
  face,
  glyph,
  text,
  advance: (glyph.advanceWidth * 1000) / face.font.unitsPerEm,
});

/** Shared by every document of a container: parsed fonts are safe to keep between requests. */
export const fonts = new FontLibrary();

/** The text's width at `size` points, from the fonts' own advance widths. */
export function textWidth(text: string, size: number, bold = false): number {
  return (fonts.glyphs(text, bold).reduce((sum, g) => sum + g.advance, 0) * size) / 1000;
}
