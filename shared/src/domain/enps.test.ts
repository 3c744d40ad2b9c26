import { describe, expect, it } from 'vitest';
import { enpsGroupOf, enpsScore, isEnpsQuestion } from './enps';

describe('eNPS', () => {
  it('counts 9-10 as promoters, 7-8 as passives and 0-6 as detractors', () => {
    expect([0, 6, 7, 8, 9, 10].map(enpsGroupOf)).toEqual([
      'detractors',
      'detractors',
      'passives',
      'passives',
      'promoters',
      'promoters',
    ]);
  });

  it('has no group for what is not a 0-10 answer', () => {
    expect([-1, 11, 7.5, '9', null].map(enpsGroupOf)).toEqual([null, null, null, null, null]);
  });

  it('is % promoters minus % detractors, rounded, and null with no answers', () => {
    expect(enpsScore({ promoters: 5, passives: 3, detractors: 2 })).toBe(30);
    expect(enpsScore({ promoters: 1, passives: 1, detractors: 1 })).toBe(0);
    expect(enpsScore({ promoters: 0, passives: 0, detractors: 3 })).toBe(-100);
    expect(enpsScore({ promoters: 2, passives: 0, detractors: 1 })).toBe(33);
    expect(enpsScore({ promoters: 0, passives: 0, detractors: 0 })).toBeNull();
  });

  it('belongs to rating questions on the 0-10 scale only', () => {
    expect(isEnpsQuestion({ type: 'rating', options: { min: 0, max: 10 } })).toBe(true);
    expect(isEnpsQuestion({ type: 'rating', options: { min: 1, max: 10 } })).toBe(false);
    expect(isEnpsQuestion({ type: 'number', options: { min: 0, max: 10 } })).toBe(false);
  });
});
