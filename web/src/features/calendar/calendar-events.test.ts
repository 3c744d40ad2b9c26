import { describe, expect, it } from 'vitest';
import type { Survey } from '#shared/api/surveys';
import { anAutomation } from '../../test/automations';
import { calendarItems, monthWeeks, weekOf } from './calendar-events';

const survey = (overrides: Partial<Survey> = {}): Survey => ({
  id: 'survey-1',
  title: 'Weekly pulse',
  description: '',
  isAnonymous: true,
  anonymityLocked: false,
  allowMultipleResponses: false,
  acceptingResponses: true,
  openLinkEnabled: true,
  scheduledDate: null,
  scheduled_date: null,
  reminderEnabled: false,
  reminderDays: [3, 7],
  timezone: 'UTC',
  anonymityThreshold: 3,
  questions: [],
  teams: [{ id: 'team-1', name: 'Platform', brand_color: '#3B82F6' }],
  response_count: 0,
  scheduled_emails: [],
  created_by: 'u1',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  version: 0,
  ...overrides,
});

/** Weekly on Monday at 09:00 in New York, from 2 March 2026, made in January. */
const mondays = (overrides: Parameters<typeof anAutomation>[0] = {}) =>
  anAutomation({
    startDate: '2026-03-02',
    time: '09:00',
    timezone: 'America/New_York',
    rule: { startDate: '2026-03-02', time: '09:00', timezone: 'America/New_York' },
    created_at: '2026-01-10T00:00:00.000Z',
    ...overrides,
  });

const march = { from: '2026-03-01', until: '2026-04-01' };
const before = new Date('2026-02-01T00:00:00Z');
const whenOf = (items: ReturnType<typeof calendarItems>) =>
  items.map((item) => `${item.kind} ${item.date} ${item.time}`);

describe('what the calendar draws in a range', () => {
  it('every Monday of March at 09:00 New York time, across the clocks going forward on the 8th', () => {
    const items = calendarItems([mondays()], [survey()], {
      ...march,
      zone: 'America/New_York',
      now: before,
    });
    expect(whenOf(items)).toEqual([
      'recurring 2026-03-02 09:00',
      'recurring 2026-03-09 09:00',
      'recurring 2026-03-16 09:00',
      'recurring 2026-03-23 09:00',
      'recurring 2026-03-30 09:00',
    ]);
    expect(items[0]).toMatchObject({
      title: 'Weekly pulse',
      automationId: anAutomation().id,
      teams: [{ name: 'Platform' }],
    });
  });

  it('the same automation seen from Berlin: 15:00, but 14:00 in the weeks only New York has changed its clocks', () => {
    // Listed in Berlin, the start reads 15:00 Berlin time; the rule itself stays in New York.
    const listed = mondays({ startDate: '2026-03-02', time: '15:00', timezone: 'Europe/Berlin' });
    const items = calendarItems([listed], [survey()], {
      ...march,
      zone: 'Europe/Berlin',
      now: before,
    });
    expect(whenOf(items)).toEqual([
      'recurring 2026-03-02 15:00',
      'recurring 2026-03-09 14:00',
      'recurring 2026-03-16 14:00',
      'recurring 2026-03-23 14:00',
      'recurring 2026-03-30 15:00',
    ]);
  });

  it('a monthly run on the 31st shows on the last day of shorter months', () => {
    const monthly = mondays({
      frequency: 'monthly',
      rule: { startDate: '2026-01-31', time: '10:00', timezone: 'UTC' },
    });
    const days = (from: string, until: string) =>
      calendarItems([monthly], [], { from, until, zone: 'UTC', now: before }).map((i) => i.date);
    expect(days('2026-02-01', '2026-03-01')).toEqual(['2026-02-28']);
    expect(days('2026-04-01', '2026-05-01')).toEqual(['2026-04-30']);
    expect(days('2026-05-01', '2026-06-01')).toEqual(['2026-05-31']);
  });

  it('draws nothing already past, and nothing of a paused automation', () => {
    const now = new Date('2026-03-16T13:00:00Z'); // 09:00 EDT: that run is going now
    expect(
      whenOf(calendarItems([mondays()], [survey()], { ...march, zone: 'America/New_York', now })),
    ).toEqual(['recurring 2026-03-23 09:00', 'recurring 2026-03-30 09:00']);
    expect(
      calendarItems([mondays({ paused: true })], [survey()], {
        ...march,
        zone: 'America/New_York',
        now: before,
      }),
    ).toEqual([]);
  });

  it('reminders of each round on their days, until the next round replaces the round', () => {
    // Days 3 and 7: day 3 is the Thursday; day 7 is the next Monday, when the next round opens,
    // so the reminder job drops it (a later round supersedes it).
    const items = calendarItems(
      [mondays()],
      [survey({ reminderEnabled: true, reminderDays: [3, 7] })],
      { from: '2026-03-01', until: '2026-03-15', zone: 'America/New_York', now: before },
    );
    expect(whenOf(items)).toEqual([
      'recurring 2026-03-02 09:00',
      'reminder 2026-03-05 09:00',
      'recurring 2026-03-09 09:00',
      'reminder 2026-03-12 09:00',
    ]);
    expect(items[1]).toMatchObject({ reminderDay: 3, title: 'Weekly pulse' });
  });

  it("a later round of the same survey, from another automation, ends a round's reminders", () => {
    // A one-time send of the survey on Wednesday 4 March opens a round before Thursday's
    // reminder of Monday's round: the reminder job drops it, so the calendar does not draw it.
    const once = mondays({
      id: 'once-1',
      frequency: 'once',
      rule: { startDate: '2026-03-04', time: '12:00', timezone: 'America/New_York' },
    });
    const items = calendarItems(
      [mondays(), once],
      [survey({ reminderEnabled: true, reminderDays: [3] })],
      { from: '2026-03-01', until: '2026-03-09', zone: 'America/New_York', now: before },
    );
    expect(whenOf(items)).toEqual([
      'recurring 2026-03-02 09:00',
      'once 2026-03-04 12:00',
      'reminder 2026-03-07 12:00',
    ]);
  });

  it('a one-time send on its day, with its reminder; a round opened before the range still reminds in it', () => {
    const once = mondays({
      id: 'once-1',
      frequency: 'once',
      rule: { startDate: '2026-02-27', time: '16:30', timezone: 'UTC' },
    });
    const items = calendarItems([once], [survey({ reminderEnabled: true, reminderDays: [3] })], {
      ...march,
      zone: 'UTC',
      now: new Date('2026-02-20T00:00:00Z'),
    });
    // The send itself is on 27 February, outside March; its day-3 reminder is on 2 March.
    expect(whenOf(items)).toEqual(['reminder 2026-03-02 16:30']);
    expect(
      whenOf(
        calendarItems([once], [survey()], {
          from: '2026-02-22',
          until: '2026-03-01',
          zone: 'UTC',
          now: before,
        }),
      ),
    ).toEqual(['once 2026-02-27 16:30']);
  });

  it("a survey's own scheduled date with no automation behind it, in the survey's zone", () => {
    const items = calendarItems(
      [],
      [survey({ scheduled_date: '2026-03-10T09:00', timezone: 'Asia/Tokyo' })],
      { ...march, zone: 'UTC', now: before },
    );
    expect(whenOf(items)).toEqual(['once 2026-03-10 00:00']);
    expect(items[0]).toMatchObject({ automationId: null, surveyId: 'survey-1' });
  });
});

describe('the grid of a month and a week', () => {
  it('whole weeks, Sunday first, around the month', () => {
    const weeks = monthWeeks('2026-03-18');
    expect(weeks).toHaveLength(5);
    expect(weeks[0]?.[0]).toBe('2026-03-01');
    expect(weeks.at(-1)?.[6]).toBe('2026-04-04');
    expect(monthWeeks('2026-02-01').map((w) => w[0])).toEqual([
      '2026-02-01',
      '2026-02-08',
      '2026-02-15',
      '2026-02-22',
    ]);
    expect(weekOf('2026-03-04')).toEqual([
      '2026-03-01',
      '2026-03-02',
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
    ]);
  });
});
