import { describe, expect, it } from 'vitest';
import {
  instantOf,
  isLocalDate,
  isLocalTime,
  isTimeZone,
  nextRun,
  nextRuns,
  reminderInstant,
  runsBetween,
} from './run-times';

const iso = (date: Date) => date.toISOString();
const at = (text: string) => new Date(text);

describe('a daily automation across daylight-saving changes', () => {
  it('Europe/Berlin spring forward: 02:30 does not exist on 29 March 2026, so it runs at 03:00', () => {
    const runs = nextRuns(
      { frequency: 'daily', startDate: '2026-03-28', time: '02:30', timezone: 'Europe/Berlin' },
      at('2026-03-27T00:00:00Z'),
      3,
    );
    expect(runs.map((r) => iso(r.at))).toEqual([
      '2026-03-28T01:30:00.000Z', // CET, UTC+1
      '2026-03-29T01:00:00.000Z', // the jump: 03:00 CEST
      '2026-03-30T00:30:00.000Z', // CEST, UTC+2
    ]);
    expect(runs.map((r) => r.localTime)).toEqual(['02:30', '03:00', '02:30']);
  });

  it('Europe/Berlin fall back: 02:30 happens twice on 25 October 2026 and runs once, the first time', () => {
    const runs = nextRuns(
      { frequency: 'daily', startDate: '2026-10-24', time: '02:30', timezone: 'Europe/Berlin' },
      at('2026-10-23T00:00:00Z'),
      3,
    );
    expect(runs.map((r) => iso(r.at))).toEqual([
      '2026-10-24T00:30:00.000Z',
      '2026-10-25T00:30:00.000Z', // 02:30 CEST, not 02:30 CET an hour later
      '2026-10-26T01:30:00.000Z',
    ]);
  });

  it('America/New_York: 02:15 on 8 March 2026 runs at 03:00; 01:30 on 1 November runs once', () => {
    const spring = nextRuns(
      { frequency: 'daily', startDate: '2026-03-07', time: '02:15', timezone: 'America/New_York' },
      at('2026-03-01T00:00:00Z'),
      3,
    );
    expect(spring.map((r) => iso(r.at))).toEqual([
      '2026-03-07T07:15:00.000Z', // EST, UTC-5
      '2026-03-08T07:00:00.000Z', // 03:00 EDT
      '2026-03-09T06:15:00.000Z', // EDT, UTC-4
    ]);
    const fall = nextRuns(
      { frequency: 'daily', startDate: '2026-10-31', time: '01:30', timezone: 'America/New_York' },
      at('2026-10-30T00:00:00Z'),
      3,
    );
    expect(fall.map((r) => iso(r.at))).toEqual([
      '2026-10-31T05:30:00.000Z',
      '2026-11-01T05:30:00.000Z', // 01:30 EDT, the first of the two
      '2026-11-02T06:30:00.000Z',
    ]);
  });

  it('Australia/Sydney: clocks go back on 5 April 2026 and forward on 4 October 2026', () => {
    const back = nextRuns(
      { frequency: 'daily', startDate: '2026-04-04', time: '02:30', timezone: 'Australia/Sydney' },
      at('2026-04-01T00:00:00Z'),
      3,
    );
    expect(back.map((r) => iso(r.at))).toEqual([
      '2026-04-03T15:30:00.000Z', // AEDT, UTC+11
      '2026-04-04T15:30:00.000Z', // 02:30 AEDT, the first of the two
      '2026-04-05T16:30:00.000Z', // AEST, UTC+10
    ]);
    const forward = nextRuns(
      { frequency: 'daily', startDate: '2026-10-03', time: '02:30', timezone: 'Australia/Sydney' },
      at('2026-10-01T00:00:00Z'),
      3,
    );
    expect(forward.map((r) => iso(r.at))).toEqual([
      '2026-10-02T16:30:00.000Z',
      '2026-10-03T16:00:00.000Z', // 02:30 does not exist: 03:00 AEDT
      '2026-10-04T15:30:00.000Z',
    ]);
  });

  it('keeps the same wall-clock time on either side of a change', () => {
    const runs = nextRuns(
      { frequency: 'weekly', startDate: '2026-03-02', time: '09:00', timezone: 'Europe/Berlin' },
      at('2026-03-01T00:00:00Z'),
      6,
    );
    expect(runs.map((r) => r.localTime)).toEqual(Array(6).fill('09:00'));
    expect(runs.map((r) => r.localDate)).toEqual([
      '2026-03-02',
      '2026-03-09',
      '2026-03-16',
      '2026-03-23',
      '2026-03-30',
      '2026-04-06',
    ]);
    expect(iso(runs[3]!.at)).toBe('2026-03-23T08:00:00.000Z');
    expect(iso(runs[4]!.at)).toBe('2026-03-30T07:00:00.000Z');
  });
});

describe('a monthly automation', () => {
  it('runs on the month’s last day in months without the 31st, and back on the 31st after', () => {
    const runs = nextRuns(
      { frequency: 'monthly', startDate: '2026-01-31', time: '10:00', timezone: 'UTC' },
      at('2026-01-01T00:00:00Z'),
      5,
    );
    expect(runs.map((r) => r.localDate)).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
      '2026-05-31',
    ]);
  });

  it('runs on 29 February in a leap year', () => {
    const runs = nextRuns(
      { frequency: 'monthly', startDate: '2027-12-30', time: '08:00', timezone: 'UTC' },
      at('2027-12-01T00:00:00Z'),
      3,
    );
    expect(runs.map((r) => r.localDate)).toEqual(['2027-12-30', '2028-01-30', '2028-02-29']);
  });
});

describe('limits and options', () => {
  it('a one-time run happens once, and not after it has passed', () => {
    const rule = {
      frequency: 'once',
      startDate: '2026-12-01',
      time: '09:30',
      timezone: 'Europe/Berlin',
    } as const;
    expect(nextRuns(rule, at('2026-11-25T00:00:00Z'), 5).map((r) => iso(r.at))).toEqual([
      '2026-12-01T08:30:00.000Z',
    ]);
    expect(nextRun(rule, at('2026-12-01T08:30:00Z'))).toBeUndefined();
  });

  it('skips weekends for a daily automation and moves a weekend run to Monday otherwise', () => {
    const daily = nextRuns(
      {
        frequency: 'daily',
        startDate: '2026-11-27', // a Friday
        time: '09:00',
        timezone: 'UTC',
        skipWeekends: true,
      },
      at('2026-11-26T00:00:00Z'),
      3,
    );
    expect(daily.map((r) => r.localDate)).toEqual(['2026-11-27', '2026-11-30', '2026-12-01']);
    const monthly = nextRuns(
      {
        frequency: 'monthly',
        startDate: '2026-11-28', // a Saturday
        time: '09:00',
        timezone: 'UTC',
        skipWeekends: true,
      },
      at('2026-11-26T00:00:00Z'),
      2,
    );
    expect(monthly.map((r) => r.localDate)).toEqual(['2026-11-30', '2026-12-28']);
  });

  it('stops at the end date and after the number of runs', () => {
    const base = {
      frequency: 'daily',
      startDate: '2026-12-01',
      time: '09:00',
      timezone: 'UTC',
    } as const;
    expect(
      nextRuns({ ...base, endDate: '2026-12-03' }, at('2026-11-01T00:00:00Z'), 10).map(
        (r) => r.localDate,
      ),
    ).toEqual(['2026-12-01', '2026-12-02', '2026-12-03']);
    const limited = nextRuns({ ...base, maxRuns: 2 }, at('2026-11-01T00:00:00Z'), 10);
    expect(limited.map((r) => r.index)).toEqual([0, 1]);
    expect(nextRun({ ...base, maxRuns: 2 }, at('2026-12-02T09:00:00Z'))).toBeUndefined();
  });

  it('numbers runs from the start, so a run is the same run whenever it is computed', () => {
    const rule = {
      frequency: 'daily',
      startDate: '2020-01-01',
      time: '07:00',
      timezone: 'America/New_York',
    } as const;
    const run = nextRun(rule, at('2026-11-25T15:00:00Z'));
    expect(run?.localDate).toBe('2026-11-26');
    expect(run?.index).toBe(2521);
    expect(iso(run!.at)).toBe('2026-11-26T12:00:00.000Z');
  });

  it('gives nothing before the start and counts from the start', () => {
    const runs = nextRuns(
      { frequency: 'weekly', startDate: '2027-01-04', time: '12:00', timezone: 'UTC' },
      at('2026-11-25T00:00:00Z'),
      2,
    );
    expect(runs.map((r) => [r.index, r.localDate])).toEqual([
      [0, '2027-01-04'],
      [1, '2027-01-11'],
    ]);
  });
});

describe('inputs', () => {
  it('checks dates, times and zones', () => {
    expect(isLocalDate('2026-02-29')).toBe(false);
    expect(isLocalDate('2028-02-29')).toBe(true);
    expect(isLocalDate('2026-13-01')).toBe(false);
    expect(isLocalDate('11/25/2026')).toBe(false);
    expect(isLocalTime('23:59')).toBe(true);
    expect(isLocalTime('24:00')).toBe(false);
    expect(isLocalTime('9:00')).toBe(false);
    expect(isTimeZone('Europe/Berlin')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });

  it('turns a wall-clock time into its instant', () => {
    expect(
      new Date(instantOf({ y: 2026, mo: 7, d: 1, h: 12, mi: 0 }, 'Asia/Kolkata')).toISOString(),
    ).toBe('2026-07-01T06:30:00.000Z');
  });
});

describe('every run of a range, as the calendar shows a month or a week', () => {
  it('weekly on Monday 09:00 in New York stays 09:00 local across the clocks going forward', () => {
    const runs = runsBetween(
      { frequency: 'weekly', startDate: '2026-03-02', time: '09:00', timezone: 'America/New_York' },
      at('2026-03-01T05:00:00Z'),
      at('2026-04-01T04:00:00Z'),
    );
    expect(runs.map((r) => `${r.localDate} ${r.localTime}`)).toEqual([
      '2026-03-02 09:00',
      '2026-03-09 09:00',
      '2026-03-16 09:00',
      '2026-03-23 09:00',
      '2026-03-30 09:00',
    ]);
    expect(runs.map((r) => iso(r.at)).slice(0, 2)).toEqual([
      '2026-03-02T14:00:00.000Z', // EST, UTC-5
      '2026-03-09T13:00:00.000Z', // EDT, UTC-4
    ]);
  });

  it('daily 02:30 in Berlin runs at 03:00 on the day the clocks jump, and once on the day they go back', () => {
    const spring = runsBetween(
      { frequency: 'daily', startDate: '2026-03-01', time: '02:30', timezone: 'Europe/Berlin' },
      at('2026-03-28T00:00:00Z'),
      at('2026-03-31T00:00:00Z'),
    );
    expect(spring.map((r) => `${r.localDate} ${r.localTime}`)).toEqual([
      '2026-03-28 02:30',
      '2026-03-29 03:00',
      '2026-03-30 02:30',
    ]);
    const autumn = runsBetween(
      { frequency: 'daily', startDate: '2026-03-01', time: '02:30', timezone: 'Europe/Berlin' },
      at('2026-10-24T00:00:00Z'),
      at('2026-10-27T00:00:00Z'),
    );
    expect(autumn.map((r) => iso(r.at))).toEqual([
      '2026-10-24T00:30:00.000Z',
      '2026-10-25T00:30:00.000Z',
      '2026-10-26T01:30:00.000Z',
    ]);
  });

  it('monthly on the 31st falls on each shorter month’s last day, leap February included', () => {
    const runs = runsBetween(
      { frequency: 'monthly', startDate: '2027-12-31', time: '10:00', timezone: 'UTC' },
      at('2027-12-01T00:00:00Z'),
      at('2028-07-01T00:00:00Z'),
    );
    expect(runs.map((r) => r.localDate)).toEqual([
      '2027-12-31',
      '2028-01-31',
      '2028-02-29',
      '2028-03-31',
      '2028-04-30',
      '2028-05-31',
      '2028-06-30',
    ]);
  });

  it('takes a run at the range’s first instant and leaves one at its end to the next range', () => {
    const rule = {
      frequency: 'daily' as const,
      startDate: '2026-05-01',
      time: '00:00',
      timezone: 'UTC',
    };
    const may = runsBetween(rule, at('2026-05-01T00:00:00Z'), at('2026-06-01T00:00:00Z'));
    expect(may).toHaveLength(31);
    expect(may[0]?.localDate).toBe('2026-05-01');
    expect(may.at(-1)?.localDate).toBe('2026-05-31');
    expect(may.at(-1)?.index).toBe(30);
  });

  it('keeps the rule’s end, its number of rounds, its weekends and a start long before the range', () => {
    const base = { startDate: '2020-01-06', time: '09:00', timezone: 'UTC' };
    const june = [at('2026-06-01T00:00:00Z'), at('2026-07-01T00:00:00Z')] as const;
    expect(runsBetween({ ...base, frequency: 'weekly' }, ...june).map((r) => r.localDate)).toEqual([
      '2026-06-01',
      '2026-06-08',
      '2026-06-15',
      '2026-06-22',
      '2026-06-29',
    ]);
    expect(
      runsBetween({ ...base, frequency: 'weekly', endDate: '2026-06-15' }, ...june).map(
        (r) => r.localDate,
      ),
    ).toEqual(['2026-06-01', '2026-06-08', '2026-06-15']);
    expect(runsBetween({ ...base, frequency: 'weekly', maxRuns: 10 }, ...june)).toEqual([]);
    const weekdays = runsBetween(
      { ...base, startDate: '2026-06-01', frequency: 'daily', skipWeekends: true },
      at('2026-06-01T00:00:00Z'),
      at('2026-06-08T00:00:00Z'),
    );
    expect(weekdays.map((r) => r.localDate)).toEqual([
      '2026-06-01',
      '2026-06-02',
      '2026-06-03',
      '2026-06-04',
      '2026-06-05',
    ]);
    expect(
      runsBetween({ ...base, startDate: '2026-06-20', frequency: 'once' }, ...june).map(
        (r) => r.localDate,
      ),
    ).toEqual(['2026-06-20']);
  });
});

describe('reminder days, as the reminder job and the calendar place them', () => {
  it('three days after a round opened at 09:00 New York time, across the clocks going forward', () => {
    // Opened Friday 6 March 2026 09:00 EST; day 3 is Monday 9 March 09:00 EDT.
    expect(iso(reminderInstant('2026-03-06T14:00:00.000Z', 'America/New_York', 3, false))).toBe(
      '2026-03-09T13:00:00.000Z',
    );
    // Day 1 is a Saturday: with weekends skipped it moves to Monday.
    expect(iso(reminderInstant('2026-03-06T14:00:00.000Z', 'America/New_York', 1, true))).toBe(
      '2026-03-09T13:00:00.000Z',
    );
  });
});
