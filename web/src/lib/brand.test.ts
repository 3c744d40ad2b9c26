import { describe, expect, it } from 'vitest';
import { ember, gray, iris } from './brand';

/** WCAG 2.x contrast ratio of two #rrggbb colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r = 0, g = 0, bl = 0] = [1, 3, 5].map((i) => {
      const c = parseInt(hex.slice(i, i + 2), 16) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
    return 0.2126 * r + 0.7152 * g + 0.0722 * bl;
  };
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return ((hi ?? 0) + 0.05) / ((lo ?? 0) + 0.05);
}

const white = '#ffffff';
/** The surfaces text sits on in each mode (system.ts: bg, bg.panel, bg.muted, brand.subtle). */
const lightSurfaces = [white, gray[50], gray[100], iris[100]];
const darkSurfaces = [gray[950], gray[900], gray[800], iris[950]];

describe('brand palette', () => {
  it('carries white text on the solid brand and accent colours at AA', () => {
    expect(contrast(white, iris[600])).toBeGreaterThanOrEqual(4.5);
    expect(contrast(white, ember[700])).toBeGreaterThanOrEqual(4.5);
  });

  it('keeps text and muted text at AA on every surface of light mode', () => {
    for (const surface of lightSurfaces) {
      for (const text of [gray[950], gray[600], iris[700], ember[700]]) {
        expect(contrast(text, surface), `${text} on ${surface}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('keeps text and muted text at AA on every surface of dark mode', () => {
    for (const surface of darkSurfaces) {
      for (const text of [gray[50], gray[400], iris[300], ember[300]]) {
        expect(contrast(text, surface), `${text} on ${surface}`).toBeGreaterThanOrEqual(4.5);
      }
    }
  });

  it('draws focus rings at 3:1 or more against the page', () => {
    expect(contrast(iris[500], white)).toBeGreaterThanOrEqual(3);
    expect(contrast(iris[400], gray[950])).toBeGreaterThanOrEqual(3);
  });

  it('rejects a pair that fails, so the check itself can fail', () => {
    expect(contrast(gray[400], white)).toBeLessThan(4.5);
  });
});
