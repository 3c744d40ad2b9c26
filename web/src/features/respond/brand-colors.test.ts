import { describe, expect, it } from 'vitest';
import { brandColor, brandPaint, contrastRatio, DEFAULT_BRAND_COLOR, textOn } from './brand-colors';

describe('brand colours', () => {
  it('accepts #RGB and #RRGGBB and falls back to the default for anything else', () => {
    expect(brandColor('#0f8')).toBe('#00FF88');
    expect(brandColor('#10b981')).toBe('#10B981');
    expect(brandColor('red')).toBe(DEFAULT_BRAND_COLOR);
    expect(brandColor('#12345')).toBe(DEFAULT_BRAND_COLOR);
    expect(brandColor(null)).toBe(DEFAULT_BRAND_COLOR);
  });

  it('puts black or white text on any colour with at least AA contrast', () => {
    const palette = [
      '#3B82F6',
      '#EF4444',
      '#10B981',
      '#F59E0B',
      '#8B5CF6',
      '#F97316',
      '#06B6D4',
      '#EC4899',
      '#84CC16',
      '#6B7280',
      '#000000',
      '#FFFFFF',
      '#777777',
    ];
    for (const color of palette) {
      expect(contrastRatio(color, textOn(color)), color).toBeGreaterThanOrEqual(4.5);
    }
    expect(textOn('#1D4ED8')).toBe('#FFFFFF');
    expect(textOn('#F59E0B')).toBe('#000000');
  });

  it('paints a mid-tone brand a little deeper with white text, a light one with black, always AA', () => {
    const blue = brandPaint(DEFAULT_BRAND_COLOR);
    expect(blue.text).toBe('#FFFFFF');
    expect(blue.background).not.toBe(DEFAULT_BRAND_COLOR);
    expect(contrastRatio(blue.background, '#FFFFFF')).toBeGreaterThanOrEqual(4.5);
    // Just enough: one step lighter would not reach 4.5.
    expect(contrastRatio(blue.background, '#FFFFFF')).toBeLessThan(5);
    // A dark brand as picked; a light one keeps its colour with black text.
    expect(brandPaint('#1D4ED8')).toEqual({ background: '#1D4ED8', text: '#FFFFFF' });
    expect(brandPaint('#F59E0B')).toEqual({ background: '#F59E0B', text: '#000000' });
    for (const color of ['#EF4444', '#10B981', '#8B5CF6', '#06B6D4', '#EC4899', '#6B7280']) {
      const paint = brandPaint(color);
      expect(contrastRatio(paint.background, paint.text), color).toBeGreaterThanOrEqual(4.5);
    }
  });
});
