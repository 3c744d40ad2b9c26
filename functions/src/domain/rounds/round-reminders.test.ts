import { describe, expect, it } from 'vitest';
import { nextReminderDay, reminderInstant } from './reminder-plans';
import type { SurveyRecord } from '../surveys/ports';
import type { ReminderPlan } from './ports';
import {
  RoundReminders,
  parseReminderTarget,
  reminderScheduleName,
  reminderTarget,
  type RoundRemindersDeps,
} from './round-reminders';

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

describe('a reminder day where no send queue is set up', () => {
  it('sends nothing and leaves the day unclaimed, so it can go once the queue is there', async () => {
    const plan: ReminderPlan = {
      surveyId: 's1',
      round: 1,
      openedAt: '2026-11-01T09:00:00.000Z',
      zone: 'UTC',
      skipWeekends: false,
      automationId: null,
      openedBy: 'u1',
      next: { day: 1, at: '2026-11-02T09:00:00.000Z' },
    };
    const touched: string[] = [];
    const unexpected = (name: string) => async () => {
      touched.push(name);
      throw new Error(`${name} was called`);
    };
    const reminders = new RoundReminders({
      reminders: {
        get: async () => plan,
        latestRound: async () => 1,
        claimDay: unexpected('claimDay'),
        invitees: unexpected('invitees'),
        setNext: unexpected('setNext'),
      } as unknown as RoundRemindersDeps['reminders'],
      surveys: {
        get: async () =>
          ({
            id: 's1',
            title: 'Pulse',
            reminderEnabled: true,
            reminderDays: [1],
            acceptingResponses: true,
          }) as SurveyRecord,
      },
      automations: { get: async () => undefined },
      scheduler: {} as RoundRemindersDeps['scheduler'],
      notify: unexpected('notify'),
      now: () => new Date('2026-11-02T09:00:00.000Z'),
    });
    expect(await reminders.run(reminderTarget('s1', 1, 1))).toEqual({
      status: 'skipped',
      reason: 'no send queue',
    });
    expect(touched).toEqual([]);
  });
});
