import { describe, expect, it } from 'vitest';
import { placeCard } from './guided-tour';

const card = { width: 216, height: 200 };

describe('placeCard', () => {
  it('puts the card just below a sidebar entry, over the sidebar', () => {
    const entry = { top: 80, bottom: 124, left: 12, right: 228 };
    expect(placeCard(entry, card, { width: 1280, height: 800 })).toEqual({ top: 132, left: 12 });
  });

  it('puts it above an entry near the bottom of the screen', () => {
    const entry = { top: 700, bottom: 744, left: 12, right: 228 };
    expect(placeCard(entry, card, { width: 1280, height: 800 })).toEqual({ top: 492, left: 12 });
  });

  it('keeps it on screen below a header button at the right edge of a phone', () => {
    const profile = { top: 10, bottom: 54, left: 320, right: 364 };
    expect(placeCard(profile, { width: 343, height: 200 }, { width: 375, height: 740 })).toEqual({
      top: 62,
      left: 24,
    });
    const menu = { top: 10, bottom: 54, left: 4, right: 48 };
    expect(placeCard(menu, { width: 343, height: 200 }, { width: 375, height: 740 })).toEqual({
      top: 62,
      left: 8,
    });
  });
});
