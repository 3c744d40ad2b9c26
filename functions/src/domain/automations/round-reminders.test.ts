import { describe, expect, it } from 'vitest';
import { nextReminderDay, reminderInstant } from './reminder-plans';
import { parseReminderTarget, reminderScheduleName, reminderTarget } from './round-reminders';

describe('when a reminder day falls', () => {
  it('keeps the round’s local send time across a daylight-saving change', () => {
    // Opened Friday 27 March 2026, 09:00 in Berlin (UTC+1); clocks go forward on the 29th.
    const opened = '2026-03-27T08:00:00.000Z';
    expect(reminderInstant(opened, 'Europe/Berlin', 3, false).toISOString()).toBe(
      '2026-03-30T07:00:00.000Z',
    );
    // New York falls back on 1 November 2026.
    expect(
      reminderInstant('2026-10-30T13:30:00.000Z', 'America/New_York', 7, false).toISOString(),
    ).toBe('2026-11-06T14:30:00.000Z');
  });

  it('moves a weekend reminder to the Monday when the automation skips weekends', () => {
    // Thursday 3 December 2026, 09:00 in Sydney (UTC+11): day 3 is a Sunday.
    const opened = '2026-12-02T22:00:00.000Z';
    expect(reminderInstant(opened, 'Australia/Sydney', 3, false).toISOString()).toBe(
      '2026-12-05T22:00:00.000Z',
    );
    expect(reminderInstant(opened, 'Australia/Sydney', 3, true).toISOString()).toBe(
      '2026-12-06T22:00:00.000Z',
    );
    // Day 1 (a Friday) stays.
    expect(reminderInstant(opened, 'Australia/Sydney', 1, true).toISOString()).toBe(
      '2026-12-03T22:00:00.000Z',
    );
  });

  it('takes the survey’s reminder days in order', () => {
    expect(nextReminderDay([7, 3], 0)).toBe(3);
    expect(nextReminderDay([7, 3], 3)).toBe(7);
    expect(nextReminderDay([7, 3], 7)).toBeUndefined();
    expect(nextReminderDay([], 0)).toBeUndefined();
  });

  it('names schedules within the scheduler’s 64 characters and reads its targets back', () => {
    const survey = '0f8fad5b-d9cb-469f-a165-70867728950e';
    expect(reminderScheduleName(survey, 999_999, 14).length).toBeLessThanOrEqual(64);
    expect(parseReminderTarget(reminderTarget(survey, 2, 7))).toEqual({
      surveyId: survey,
      round: 2,
      day: 7,
    });
    expect(parseReminderTarget('not-a-target')).toBeNull();
  });
});
