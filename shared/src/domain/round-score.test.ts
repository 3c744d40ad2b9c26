import { describe, expect, it } from 'vitest';
import { roundScore, scoreDropped } from './round-score';

describe('a round’s score', () => {
  it('is the mean sentiment of its shown answers out of 5', () => {
    // Three answers rated 5, 4 and 3 of 5: sentiments 1, 0.75, 0.5.
    expect(roundScore(2.25, 3)).toBe(3.75);
    expect(roundScore(0, 0)).toBeNull();
  });

  it('alerts on a drop of more than half a point, not on half a point or a rise', () => {
    expect(scoreDropped(4, 3.4)).toBe(true);
    expect(scoreDropped(4, 3.5)).toBe(false);
    expect(scoreDropped(3, 4.5)).toBe(false);
    expect(scoreDropped(null, 1)).toBe(false);
    expect(scoreDropped(4, null)).toBe(false);
  });
});
