import { describe, expect, it } from 'vitest';
import {
  differencingAllows,
  enpsLabel,
  enpsOfDistribution,
  participation,
  ratingLabel,
  ratingSummary,
  scoreLabel,
  scoreOf,
} from './metrics';
import { groupShown } from '../anonymity';

const oneToFive = { id: 'q_mood', type: 'rating', options: { min: 1, max: 5 } };
const workload = { id: 'q_load', type: 'rating', options: { min: 1, max: 5 } };
const recommend = { id: 'q_enps', type: 'rating', options: { min: 0, max: 10 } };
const counters = (entries: Record<string, number>) => new Map(Object.entries(entries));

describe('a rating', () => {
  it('is its mean on its own scale with every value counted: 1, 2, 3, 4, 5, 5', () => {
    const given = [1, 2, 3, 4, 5, 5];
    const summary = ratingSummary({ min: 1, max: 5 }, (v) => given.filter((g) => g === v).length);
    expect(summary.mean).toBe(3.3);
    expect(summary.count).toBe(6);
    expect(summary.distribution).toEqual([
      { value: 1, count: 1 },
      { value: 2, count: 1 },
      { value: 3, count: 1 },
      { value: 4, count: 1 },
      { value: 5, count: 2 },
    ]);
    expect(ratingLabel(summary.mean, 5)).toBe('3.3/5');
  });

  it('reads 3, 2, 4 as 3.0/5, not as rescaled sentiment', () => {
    const summary = ratingSummary({ min: 1, max: 5 }, (v) => (v >= 2 && v <= 4 ? 1 : 0));
    expect(ratingLabel(summary.mean, 5)).toBe('3.0/5');
  });

  it('has no mean with no answer', () => {
    expect(ratingSummary({ min: 1, max: 5 }, () => 0).mean).toBeNull();
    expect(ratingLabel(null, 5)).toBe('—');
  });
});

describe('a group’s score (a round’s)', () => {
  it('is the mean rating of its rating questions on the first one’s scale', () => {
    // Mood 3, 2, 4; workload 5, 5, 5: (9 + 15) / 6 = 4.0. The 0-10 question is left apart.
    const score = scoreOf(
      [oneToFive, workload, recommend],
      counters({ q_mood_3: 1, q_mood_2: 1, q_mood_4: 1, q_load_5: 3, q_enps_0: 3 }),
    );
    expect(score).toEqual({ mean: 4, max: 5, count: 6 });
    expect(scoreLabel(score)).toBe('4.0/5');
  });

  it('equals the mean rating of a survey with one rating question', () => {
    const score = scoreOf([oneToFive], counters({ q_mood_3: 1, q_mood_2: 1, q_mood_4: 1 }));
    expect(score).toEqual({ mean: 3, max: 5, count: 3 });
  });

  it('is none without rating questions or ratings', () => {
    expect(scoreOf([{ id: 'q_text', type: 'text' }], counters({ n: 4 }))).toBeNull();
    expect(scoreOf([oneToFive], counters({ n: 4 }))).toBeNull();
    expect(scoreLabel(null)).toBe('—');
  });
});

describe('eNPS', () => {
  it('is % promoters minus % detractors of a 0-10 question', () => {
    const distribution = [10, 9, 9, 8, 5].map((value) => ({ value, count: 1 }));
    // 3 promoters (60 %), 1 passive, 1 detractor (20 %): +40.
    expect(enpsOfDistribution(recommend, distribution)).toEqual({
      score: 40,
      promoters: 3,
      passives: 1,
      detractors: 1,
    });
    expect(enpsLabel(40)).toBe('+40');
    expect(enpsLabel(-20)).toBe('-20');
  });

  it('is none for another scale or nobody answering', () => {
    expect(enpsOfDistribution(oneToFive, [{ value: 5, count: 3 }])).toBeNull();
    expect(enpsOfDistribution(recommend, [{ value: 9, count: 0 }])).toBeNull();
  });
});

describe('participation', () => {
  it('is released responses over the people invited, never over 100 %', () => {
    expect(participation(5, 6)).toBe(83);
    expect(participation(6, 6)).toBe(100);
    // More answers than invitations (an open link's answers counted in): still 100, never 400.
    expect(participation(12, 3)).toBe(100);
    expect(participation(3, 0)).toBeNull();
  });
});

describe('groups and differencing (k = 3)', () => {
  it('shows an anonymous group only from k on; a named one always', () => {
    expect(groupShown(2, 3, true)).toBe(false);
    expect(groupShown(3, 3, true)).toBe(true);
    expect(groupShown(1, 3, false)).toBe(true);
  });

  it('never shows two nested groups that differ by 1 to k - 1 people', () => {
    // Team A = team B + one person: B is hidden, or A minus B is that person's answer.
    expect(differencingAllows(7, 6, 3)).toEqual({ outer: true, inner: false });
    expect(differencingAllows(8, 6, 3)).toEqual({ outer: true, inner: false });
    expect(differencingAllows(9, 6, 3)).toEqual({ outer: true, inner: true });
    expect(differencingAllows(6, 6, 3)).toEqual({ outer: true, inner: true });
  });
});
