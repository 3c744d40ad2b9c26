/**
 * The team's brand colour paints the page's header band and the submit button. Any colour a
 * team picks must stay readable there, so the text on it is black or white, whichever contrasts
 * more: one of the two always reaches at least 4.58:1 (WCAG AA for normal text).
 */

export const DEFAULT_BRAND_COLOR = '#3B82F6';

const HEX = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i;

/** `#RGB` or `#RRGGBB` as six digits, or the default colour for anything else. */
export function brandColor(value: string | null | undefined): string {
  const color = (value ?? '').trim();
  if (!HEX.test(color)) return DEFAULT_BRAND_COLOR;
  if (color.length === 4) {
    const [, r = '', g = '', b = ''] = color;
    return `#${r}${r}${g}${g}${b}${b}`.toUpperCase();
  }
  return color.toUpperCase();
}

function luminance(hex: string): number {
  const channel = (offset: number) => {
    const c = parseInt(hex.slice(offset, offset + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(1) + 0.7152 * channel(3) + 0.0722 * channel(5);
}

export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(brandColor(a)), luminance(brandColor(b))].sort((x, y) => y - x);
  return ((light ?? 0) + 0.05) / ((dark ?? 0) + 0.05);
}

/** Black or white: the text colour that reads best on `background`. */
export function textOn(background: string): '#000000' | '#FFFFFF' {
  const color = brandColor(background);
  return contrastRatio(color, '#FFFFFF') >= contrastRatio(color, '#000000') ? '#FFFFFF' : '#000000';
}

/** Each channel of `hex` moved toward black by `share` (0 keeps it, 1 is black). */
function deepen(hex: string, share: number): string {
  const channel = (offset: number) =>
    Math.round(parseInt(hex.slice(offset, offset + 2), 16) * (1 - share))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(1)}${channel(3)}${channel(5)}`.toUpperCase();
}

/**
 * The colour the header band and the submit button are painted with, and the text on them. A
 * mid-tone brand (the default blue among them) reads better with white text on a slightly deeper
 * shade of itself than with black on the colour as picked: it is deepened just enough for white
 * to reach 4.5:1. A light brand (yellow, lime) keeps its colour with black text; a dark one is
 * used as it is, with white.
 */
export function brandPaint(value: string | null | undefined): {
  background: string;
  text: '#000000' | '#FFFFFF';
} {
  const color = brandColor(value);
  if (contrastRatio(color, '#FFFFFF') >= 4.5) return { background: color, text: '#FFFFFF' };
  // Only colours white already nearly reads on: deepening a light one would change it too much.
  if (contrastRatio(color, '#FFFFFF') < 3) return { background: color, text: textOn(color) };
  for (let share = 0.02; share < 0.5; share += 0.02) {
    const deeper = deepen(color, share);
    if (contrastRatio(deeper, '#FFFFFF') >= 4.5) return { background: deeper, text: '#FFFFFF' };
  }
  return { background: color, text: textOn(color) };
}
