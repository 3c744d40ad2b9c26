import { describe, expect, it } from 'vitest';
import { brandColor, contrastRatio, DEFAULT_BRAND_COLOR, textOn } from './brand-colors';

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
});
