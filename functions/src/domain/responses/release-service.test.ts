import { describe, expect, it } from 'vitest';
import { emptyStats } from '../surveys/ports';
import { groupWaiting, neededBeforeFirstRelease, releaseDue } from './release-service';

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

  it('gives the threshold a source needs before its first release, never a countdown', () => {
    for (const independent of [0, 1, 2]) {
      expect(neededBeforeFirstRelease(survey({ count: independent, independent }), 'regular')).toBe(
        3,
      );
    }
    const released = { group: 2, independent: 1, count: 1, lastReleasedOn: '2026-03-02' };
    expect(neededBeforeFirstRelease(survey(released), 'regular')).toBe(0);
    // A group that closed unreleased when its round ended (decision 0023) is not a release.
    expect(neededBeforeFirstRelease(survey({ group: 2, independent: 1 }), 'regular')).toBe(3);
  });

  it('says a group waits only once a whole group is complete, not with one answer', () => {
    const after = (count: number, independent: number) =>
      groupWaiting(survey({ group: 2, count, independent, lastReleasedOn: '2026-03-02' }));
    expect(after(0, 0)).toBe(false);
    // The first answers after a release turn nothing on.
    expect(after(1, 1)).toBe(false);
    expect(after(2, 2)).toBe(false);
    // A manager's own answers never complete a group.
    expect(after(6, 2)).toBe(false);
    expect(after(3, 3)).toBe(true);
    expect(groupWaiting({ ...survey({ count: 3, independent: 3 }), isAnonymous: false })).toBe(
      false,
    );
  });
});
