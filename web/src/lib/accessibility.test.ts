import { afterEach, describe, expect, it } from 'vitest';
import {
  applyAccessibility,
  defaultAccessibility,
  getAccessibility,
  parseAccessibility,
  parseHotkeys,
  reloadPreferences,
  setAccessibility,
} from './accessibility';

afterEach(() => {
  localStorage.clear();
  reloadPreferences();
});

describe('accessibility settings', () => {
  it('defaults: off, focus indicators and screen-reader support on, the rest off', () => {
    expect(defaultAccessibility).toEqual({
      enabled: false,
      highContrast: false,
      largeText: false,
      reducedMotion: false,
      focusIndicators: true,
      screenReaderSupport: true,
    });
  });

  it('falls back to the defaults for garbage in storage', () => {
    for (const raw of [null, '', '{not json', '42', '"text"', '[]', 'null']) {
      expect(parseAccessibility(raw), String(raw)).toEqual(defaultAccessibility);
    }
    // Fields of the wrong type take their default; the rest are kept.
    expect(parseAccessibility('{"enabled":true,"largeText":"yes","highContrast":true}')).toEqual({
      ...defaultAccessibility,
      enabled: true,
      highContrast: true,
    });
  });

  it('stores changes under accessibilitySettings and marks <html> only while enabled', () => {
    setAccessibility({ highContrast: true });
    const root = document.documentElement;
    expect(root.hasAttribute('data-high-contrast')).toBe(false);
    setAccessibility({ enabled: true });
    expect(root.hasAttribute('data-high-contrast')).toBe(true);
    expect(root.hasAttribute('data-focus-indicators')).toBe(true);
    expect(JSON.parse(localStorage.getItem('accessibilitySettings') ?? '')).toMatchObject({
      enabled: true,
      highContrast: true,
    });
    setAccessibility({ focusIndicators: false, largeText: true, reducedMotion: true });
    expect(root.hasAttribute('data-focus-indicators')).toBe(false);
    expect(root.hasAttribute('data-large-text')).toBe(true);
    expect(root.hasAttribute('data-reduced-motion')).toBe(true);

    localStorage.setItem('accessibilitySettings', 'garbage');
    reloadPreferences();
    expect(getAccessibility()).toEqual(defaultAccessibility);
    applyAccessibility(getAccessibility());
    expect(root.hasAttribute('data-high-contrast')).toBe(false);
  });

  it('hotkeys are on unless stored as false', () => {
    expect(parseHotkeys(null)).toBe(true);
    expect(parseHotkeys('garbage')).toBe(true);
    expect(parseHotkeys('false')).toBe(false);
  });
});
