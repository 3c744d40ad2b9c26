import { describe, expect, it } from 'vitest';
import { badgeLabel, decrementUnread, notificationDestination } from './notification-rules';

describe('the unread badge', () => {
  it('shows nothing at 0 or below, the count up to 99, then 99+', () => {
    expect(badgeLabel(0)).toBeNull();
    expect(badgeLabel(-3)).toBeNull();
    expect(badgeLabel(1)).toBe('1');
    expect(badgeLabel(99)).toBe('99');
    expect(badgeLabel(100)).toBe('99+');
    expect(badgeLabel(5000)).toBe('99+');
  });

  it('never drops below 0', () => {
    expect(decrementUnread(1)).toBe(0);
    expect(decrementUnread(0)).toBe(0);
  });
});

describe('where a notification goes', () => {
  const base = { title: 'New response', data: '{}' };
  it('goes by type, with the toast the spec gives', () => {
    expect(
      notificationDestination({
        ...base,
        type: 'response',
        data: JSON.stringify({ surveyId: 's1', surveyTitle: 'Pulse' }),
      }),
    ).toEqual({ to: '/surveys/s1/responses', message: 'Navigating to "Pulse" responses' });
    expect(notificationDestination({ ...base, type: 'referral' })).toEqual({
      to: '/referrals',
      message: 'Navigating to referrals',
    });
    expect(notificationDestination({ ...base, type: 'billing' })?.message).toBe(
      'Navigating to billing',
    );
    expect(notificationDestination({ ...base, type: 'team_invite' })).toEqual({
      to: '/teams',
      message: 'Navigating to teams',
    });
  });

  it('goes nowhere for other types, or a response without a survey id or with bad data', () => {
    for (const type of ['survey', 'reminder', 'deadline', 'team'] as const) {
      expect(notificationDestination({ ...base, type })).toBeNull();
    }
    expect(notificationDestination({ ...base, type: 'response' })).toBeNull();
    expect(notificationDestination({ ...base, type: 'response', data: 'not json' })).toBeNull();
  });
});
