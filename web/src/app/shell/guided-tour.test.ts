import { describe, expect, it } from 'vitest';
import { placeCard } from './guided-tour';

const desktop = { width: 1366, height: 768 };
const phone = { width: 375, height: 667 };
const card = { width: 320, height: 210 };
const phoneCard = { width: 343, height: 230 };

describe('placeCard', () => {
  it('puts the card to the right of a sidebar entry, lined up with it, so the sidebar stays in view', () => {
    const entry = { top: 80, bottom: 124, left: 12, right: 228 };
    expect(placeCard(entry, card, desktop)).toEqual({ top: 72, left: 240, side: 'right' });
  });

  it('keeps it on screen beside an entry near the bottom of the screen', () => {
    const entry = { top: 700, bottom: 744, left: 12, right: 228 };
    expect(placeCard(entry, card, desktop)).toEqual({ top: 550, left: 240, side: 'right' });
  });

  it('puts it below a header button at the right edge, kept on screen', () => {
    const profile = { top: 10, bottom: 54, left: 1270, right: 1314 };
    expect(placeCard(profile, card, desktop)).toEqual({ top: 66, left: 1038, side: 'below' });
    expect(placeCard({ ...profile, left: 320, right: 364 }, phoneCard, phone)).toEqual({
      top: 66,
      left: 24,
      side: 'below',
    });
  });

  it('puts it below the menu button on a phone', () => {
    const menu = { top: 10, bottom: 54, left: 4, right: 48 };
    expect(placeCard(menu, phoneCard, phone)).toEqual({ top: 66, left: 8, side: 'below' });
  });

  it('never covers its target, wherever the target is on a desktop or a phone', () => {
    for (const [view, size] of [
      [desktop, card],
      [phone, phoneCard],
    ] as const) {
      for (let left = 0; left + 44 <= view.width; left += 37) {
        for (let top = 0; top + 44 <= view.height; top += 41) {
          const target = { top, bottom: top + 44, left, right: left + 44 };
          const at = placeCard(target, size, view);
          const apart =
            at.left >= target.right ||
            at.left + size.width <= target.left ||
            at.top >= target.bottom ||
            at.top + size.height <= target.top;
          expect(apart, `${JSON.stringify(target)} in ${view.width}: ${JSON.stringify(at)}`).toBe(
            true,
          );
          expect(at.left).toBeGreaterThanOrEqual(0);
          expect(at.top).toBeGreaterThanOrEqual(0);
          expect(at.left + size.width).toBeLessThanOrEqual(view.width);
          expect(at.top + size.height).toBeLessThanOrEqual(view.height);
        }
      }
    }
  });
});
