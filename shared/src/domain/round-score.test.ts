import { describe, expect, it } from 'vitest';
import { scoreDropped } from './round-score';

describe('the score-drop alert', () => {
  it('alerts on a drop of more than half a point of 1-5, not on half a point or a rise', () => {
    expect(scoreDropped(4, 3.4)).toBe(true);
    expect(scoreDropped(4, 3.5)).toBe(false);
    expect(scoreDropped(3, 4.5)).toBe(false);
    expect(scoreDropped(null, 1)).toBe(false);
    expect(scoreDropped(4, null)).toBe(false);
  });

  it('takes a longer scale in proportion: a point of 0-10', () => {
    expect(scoreDropped(8, 7.1, 10)).toBe(false);
    expect(scoreDropped(8, 6.9, 10)).toBe(true);
  });
});
