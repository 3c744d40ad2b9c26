import { describe, expect, it } from 'vitest';
import { emptyStats } from '../surveys/ports';
import { neededBeforeFirstRelease, releaseDue } from './release-service';

const survey = (waiting: Partial<ReturnType<typeof emptyStats>['waiting']['regular']>) => {
  const stats = emptyStats();
  stats.waiting.regular = { ...stats.waiting.regular, ...waiting };
  return { isAnonymous: true, anonymityThreshold: 3, stats };
};

describe('the release rule', () => {
  it('releases a group once k independent answers wait, at most once a day', () => {
    expect(releaseDue(survey({ count: 2, independent: 2 }), 'regular', '2026-03-02')).toBe(false);
    expect(releaseDue(survey({ count: 3, independent: 3 }), 'regular', '2026-03-02')).toBe(true);
    // A manager's own answers wait but do not complete a group.
    expect(releaseDue(survey({ count: 5, independent: 2 }), 'regular', '2026-03-02')).toBe(false);
    const released = { count: 3, independent: 3, lastReleasedOn: '2026-03-02' };
    expect(releaseDue(survey(released), 'regular', '2026-03-02')).toBe(false);
    expect(releaseDue(survey(released), 'regular', '2026-03-03')).toBe(true);
    // Each source on its own.
    expect(releaseDue(survey({ count: 3, independent: 3 }), 'email', '2026-03-02')).toBe(false);
    expect(
      releaseDue({ ...survey({ count: 3, independent: 3 }), isAnonymous: false }, 'regular', 'x'),
    ).toBe(false);
  });

  it('counts down the answers a source needs before its first release only', () => {
    expect(neededBeforeFirstRelease(survey({ independent: 1 }), 'regular')).toBe(2);
    expect(neededBeforeFirstRelease(survey({ independent: 5 }), 'regular')).toBe(0);
    const released = { group: 2, independent: 0, lastReleasedOn: '2026-03-02' };
    expect(neededBeforeFirstRelease(survey(released), 'regular')).toBe(0);
    // A group that closed unreleased when its round ended (decision 0023) is not a release.
    expect(neededBeforeFirstRelease(survey({ group: 2, independent: 1 }), 'regular')).toBe(2);
  });
});
