import { describe, expect, it } from 'vitest';
import { emptyStats } from '../surveys/ports';
import {
  countedManagers,
  groupComplete,
  groupWaiting,
  independentNow,
  neededBeforeFirstRelease,
  releaseDue,
} from './release-service';

type Tally = ReturnType<typeof emptyStats>['waiting']['regular'];

const survey = (waiting: Partial<Tally>, source: 'regular' | 'email' = 'regular') => {
  const stats = emptyStats();
  stats.waiting[source] = { ...stats.waiting[source], ...waiting };
  return { isAnonymous: true, anonymityThreshold: 3, stats };
};

/** An e-mail group of round `round` (the survey's latest). */
const emailGroup = (waiting: Partial<Tally>, round = 1) => {
  const s = survey(waiting, 'email');
  s.stats.emailRound = round;
  return s;
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

describe('independence judged again at release', () => {
  it('counts the people managing the survey now whose answer counted in the group’s round', () => {
    // Nobody who manages the survey now was counted: nothing comes off.
    expect(countedManagers([], 2)).toBe(0);
    // A co-admin demoted for the send and promoted back, counted in this round.
    expect(countedManagers([2], 2)).toBe(1);
    // Counted in an earlier round only: their answer went to that round's groups, not this one.
    expect(countedManagers([1], 2)).toBe(0);
    // A later round's mark may stand for an answer in this group (its round's close not yet
    // made): it counts, so the count is never too low.
    expect(countedManagers([3, 2, 1], 2)).toBe(2);
  });

  it('takes them off the independent answers, never below zero', () => {
    expect(independentNow({ independent: 3 }, 0)).toBe(3);
    expect(independentNow({ independent: 3 }, 1)).toBe(2);
    expect(independentNow({ independent: 1 }, 4)).toBe(0);
    expect(independentNow({ independent: 3 })).toBe(3);
  });

  it('holds back an e-mail group that is complete only with a manager’s answer', () => {
    const three = emailGroup({ count: 3, independent: 3 });
    expect(releaseDue(three, 'email', '2026-03-02')).toBe(true);
    expect(groupComplete(three, 'email', 1)).toBe(false);
    expect(releaseDue(three, 'email', '2026-03-02', 1)).toBe(false);
    // One more independent answer completes it again, the manager's still inside: k others.
    const four = emailGroup({ count: 4, independent: 4 });
    expect(releaseDue(four, 'email', '2026-03-02', 1)).toBe(true);
    // A manager's answer not counted at send (independent false) was never in the tally.
    expect(releaseDue(emailGroup({ count: 4, independent: 3 }), 'email', 'x', 1)).toBe(false);
    // The day rule still holds after judging again.
    const released = emailGroup({ count: 4, independent: 4, lastReleasedOn: '2026-03-02' });
    expect(releaseDue(released, 'email', '2026-03-02', 1)).toBe(false);
    expect(releaseDue(released, 'email', '2026-03-03', 1)).toBe(true);
  });

  it('says no group waits when the e-mail group judged again is not whole', () => {
    const three = emailGroup({ count: 3, independent: 3, lastReleasedOn: '2026-03-01' });
    expect(groupWaiting(three)).toBe(true);
    expect(groupWaiting(three, 1)).toBe(false);
    // A whole open-link group waits whatever the e-mail group's people do now.
    three.stats.waiting.regular = { ...three.stats.waiting.regular, count: 3, independent: 3 };
    expect(groupWaiting(three, 3)).toBe(true);
  });
});
