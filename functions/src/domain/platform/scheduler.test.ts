import { describe, expect, it } from 'vitest';
import { assertValidSchedule, zonedTimeToInstant, type ScheduleSpec } from './scheduler';

const payload = { kind: 'survey-send', targetId: 's1', scheduleName: 'n' };

describe('zonedTimeToInstant', () => {
  it('turns a wall-clock time in a zone into the right instant', () => {
    expect(zonedTimeToInstant('2026-11-23T09:00', 'Europe/Berlin').toISOString()).toBe(
      '2026-11-23T08:00:00.000Z',
    );
    expect(zonedTimeToInstant('2026-07-01T09:00:00', 'Europe/Berlin').toISOString()).toBe(
      '2026-07-01T07:00:00.000Z',
    );
    expect(zonedTimeToInstant('2026-11-23T09:30', 'America/New_York').toISOString()).toBe(
      '2026-11-23T14:30:00.000Z',
    );
    expect(zonedTimeToInstant('2026-11-23T09:30', 'UTC').toISOString()).toBe(
      '2026-11-23T09:30:00.000Z',
    );
  });

  it('keeps times right on daylight-saving days', () => {
    // New York moves to summer time at 02:00 on 2026-03-08: 09:00 that day is EDT (UTC-4).
    expect(zonedTimeToInstant('2026-03-08T09:00', 'America/New_York').toISOString()).toBe(
      '2026-03-08T13:00:00.000Z',
    );
    // The day before it is still EST (UTC-5).
    expect(zonedTimeToInstant('2026-03-07T09:00', 'America/New_York').toISOString()).toBe(
      '2026-03-07T14:00:00.000Z',
    );
  });
});

describe('assertValidSchedule', () => {
  /** Checks the schedule `name` on `spec`. */
  const check = (name: string, spec: ScheduleSpec) => () =>
    assertValidSchedule({ name, spec, payload });

  it('accepts one-time and cron schedules', () => {
    expect(
      check('survey-s1.once', { kind: 'once', at: '2026-12-01T09:00', timezone: 'Europe/London' }),
    ).not.toThrow();
    expect(
      check('weekly_1', { kind: 'cron', expression: '0 9 * * 1', timezone: 'Asia/Tokyo' }),
    ).not.toThrow();
  });

  it('rejects bad names, zones, times and expressions', () => {
    const spec = { kind: 'once' as const, at: '2026-12-01T09:00', timezone: 'UTC' };
    expect(check('has space', spec)).toThrow(/name/);
    expect(check('a', { ...spec, timezone: 'Mars/Base' })).toThrow(/time zone/);
    expect(check('a', { ...spec, at: '01/12/2026 9am' })).toThrow(/time/);
    expect(check('a', { kind: 'cron', expression: '0 9 * *', timezone: 'UTC' })).toThrow(/cron/);
  });
});
