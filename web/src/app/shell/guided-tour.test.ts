import { describe, expect, it } from 'vitest';
import { placeCard } from './guided-tour';

const card = { width: 288, height: 200 };

describe('placeCard', () => {
  it('puts the card beside a sidebar entry, level with it', () => {
    const entry = { top: 120, bottom: 164, left: 12, right: 228 };
    expect(placeCard(entry, card, { width: 1280, height: 800 })).toEqual({ top: 112, left: 240 });
  });

  it('keeps it on screen for an entry near the bottom', () => {
    const entry = { top: 740, bottom: 784, left: 12, right: 228 };
    expect(placeCard(entry, card, { width: 1280, height: 800 })).toEqual({ top: 592, left: 240 });
  });

  it('puts it below a header button with no room beside it, inside the screen', () => {
    const profile = { top: 10, bottom: 54, left: 320, right: 364 };
    expect(placeCard(profile, card, { width: 375, height: 740 })).toEqual({ top: 66, left: 79 });
    const menu = { top: 10, bottom: 54, left: 4, right: 48 };
    expect(placeCard(menu, card, { width: 375, height: 740 })).toEqual({ top: 66, left: 8 });
  });
});
