import { describe, expect, it } from 'vitest';
import type { Automation } from '#shared/api/automations';
import {
  calendarMessages,
  createBody,
  emptyForm,
  formFromAutomation,
  formProblem,
  formatTime,
  normaliseDate,
  normaliseTime,
  previewRuns,
  updateBody,
  type AutomationForm,
} from './calendar-rules';

const filled = (over: Partial<AutomationForm> = {}): AutomationForm => ({
  ...emptyForm('Europe/Berlin'),
  teamIds: ['t1'],
  surveyId: 's1',
  startDate: '2026-12-01',
  time: '09:30',
  ...over,
});

const automation = (over: Partial<Automation> = {}): Automation => ({
  id: 'a1',
  survey_id: 's1',
  survey_title: 'Weekly pulse',
  frequency: 'weekly',
  startDate: '12/1/2026',
  time: '2:05 PM',
  timezone: 'Europe/Berlin',
  teams: [
    { id: 't1', name: 'Design', brand_color: '#EF4444' },
    { id: 't2', name: 'Ops', brand_color: '#10B981' },
  ],
  endDate: null,
  maxRuns: 6,
  skipWeekends: true,
  paused: false,
  runsMade: 0,
  nextRuns: [],
  created_at: '2026-11-25T10:00:00.000Z',
  ...over,
});

describe('the calendar form', () => {
  it('starts blank with frequency once', () => {
    const form = emptyForm('America/New_York');
    expect(form).toMatchObject({
      frequency: 'once',
      surveyId: '',
      teamIds: [],
      startDate: '',
      time: '',
      timezone: 'America/New_York',
    });
  });

  it('accepts a complete form', () => {
    expect(formProblem(filled(), true)).toBeUndefined();
  });

  it.each([
    ['no survey', { surveyId: '' }, true],
    ['no date', { startDate: ' ' }, true],
    ['no time', { time: '' }, true],
    ['no team', { teamIds: [] }, true],
    ['no sign-in', {}, false],
  ])('asks to fill all fields with %s', (_, over, signedIn) => {
    expect(formProblem(filled(over), signedIn)).toBe('Please fill all fields');
  });

  it('rejects a date that is not YYYY-MM-DD', () => {
    expect(formProblem(filled({ startDate: '12/01/2026' }), true)).toBe(
      'Date must be in YYYY-MM-DD format',
    );
    expect(formProblem(filled({ startDate: '2026-02-30' }), true)).toBe(
      'Date must be in YYYY-MM-DD format',
    );
  });

  it('rejects a time that is not HH:mm', () => {
    expect(formProblem(filled({ time: '9:30 AM' }), true)).toBe('Time must be in HH:mm format');
    expect(formProblem(filled({ time: '24:00' }), true)).toBe('Time must be in HH:mm format');
  });

  it('checks the end of a recurring rule, and ignores it for a one-time send', () => {
    const weekly = { frequency: 'weekly' as const };
    expect(formProblem(filled({ ...weekly, endMode: 'date', endDate: 'soon' }), true)).toBe(
      calendarMessages.endDate,
    );
    expect(formProblem(filled({ ...weekly, endMode: 'date', endDate: '2026-11-30' }), true)).toBe(
      calendarMessages.endBeforeStart,
    );
    expect(formProblem(filled({ ...weekly, endMode: 'count', maxRuns: '0' }), true)).toBe(
      calendarMessages.rounds,
    );
    expect(formProblem(filled({ ...weekly, endMode: 'count', maxRuns: '12' }), true)).toBe(
      undefined,
    );
    expect(formProblem(filled({ endMode: 'count', maxRuns: 'x' }), true)).toBeUndefined();
  });

  it('checks the start against now when asked: a one-time send ahead, a recurring one from today', () => {
    const now = new Date('2026-11-26T12:00:00Z');
    const at = (over: Partial<AutomationForm>) =>
      formProblem(filled({ timezone: 'Europe/Berlin', ...over }), true, { now });
    expect(at({ frequency: 'once', startDate: '2026-11-26', time: '12:30' })).toBe(
      'Choose a date and time in the future',
    );
    expect(at({ frequency: 'once', startDate: '2026-11-26', time: '13:30' })).toBeUndefined();
    expect(at({ frequency: 'weekly', startDate: '2020-01-06', time: '09:00' })).toBe(
      'The start date has passed: choose today or a later day',
    );
    // Today in Berlin is fine even though its 09:00 has passed: the first run is the next one.
    expect(at({ frequency: 'weekly', startDate: '2026-11-26', time: '09:00' })).toBeUndefined();
    // An edit that keeps the automation's own past start may be saved (paused, renamed...).
    const kept = { startDate: '2020-01-06', time: '09:00', timezone: 'Europe/Berlin' };
    expect(
      formProblem(filled({ frequency: 'weekly', ...kept }), true, { now, kept }),
    ).toBeUndefined();
    expect(
      formProblem(filled({ frequency: 'weekly', ...kept, time: '10:00' }), true, { now, kept }),
    ).toBe('The start date has passed: choose today or a later day');
  });

  it('sends the end only for a recurring rule', () => {
    const once = createBody(filled({ endMode: 'count', maxRuns: '3' }));
    expect(once).toMatchObject({ frequency: 'once', endDate: null, maxRuns: null });
    const monthly = updateBody(filled({ frequency: 'monthly', endMode: 'count', maxRuns: '3' }));
    expect(monthly).toMatchObject({ frequency: 'monthly', maxRuns: 3, endDate: null });
    expect(monthly.teamIds).toEqual(['t1']);
  });
});

describe('edit pre-fill', () => {
  it.each([
    ['12/1/2026', '2026-12-01'],
    ['03/05/2026', '2026-03-05'],
    ['2026-03-05', '2026-03-05'],
  ])('normalises the date %s to %s', (text, date) => {
    expect(normaliseDate(text)).toBe(date);
  });

  it.each([
    ['2:05 PM', '14:05'],
    ['12:00 PM', '12:00'],
    ['12:30 am', '00:30'],
    ['11:59PM', '23:59'],
    ['9:00', '09:00'],
    ['14:45', '14:45'],
    ['14:45:00', '14:45'],
  ])('normalises the time %s to %s', (text, time) => {
    expect(normaliseTime(text)).toBe(time);
  });

  it('leaves what it cannot read for the format check', () => {
    expect(normaliseTime('13:00 PM')).toBe('13:00 PM');
    expect(normaliseDate('next week')).toBe('next week');
  });

  it("loads an automation's values and selects its teams", () => {
    const form = formFromAutomation(automation(), 'Europe/Berlin');
    expect(form).toEqual({
      teamIds: ['t1', 't2'],
      surveyId: 's1',
      frequency: 'weekly',
      startDate: '2026-12-01',
      time: '14:05',
      timezone: 'Europe/Berlin',
      endMode: 'count',
      endDate: '',
      maxRuns: '6',
      skipWeekends: true,
    });
    expect(formProblem(form, true)).toBeUndefined();
  });
});

describe('the preview of the next runs', () => {
  it('shows five runs of a recurring rule, in its zone across the clock change', () => {
    const runs = previewRuns(
      filled({ frequency: 'weekly', startDate: '2026-10-12', time: '09:00' }),
      new Date('2026-10-01T00:00:00Z'),
    );
    expect(runs.map((run) => run.localDate)).toEqual([
      '2026-10-12',
      '2026-10-19',
      '2026-10-26',
      '2026-11-02',
      '2026-11-09',
    ]);
    // Berlin leaves summer time on Oct 25: 09:00 is 07:00Z before and 08:00Z after.
    expect(runs[0]!.at.toISOString()).toBe('2026-10-12T07:00:00.000Z');
    expect(runs[2]!.at.toISOString()).toBe('2026-10-26T08:00:00.000Z');
  });

  it('shows one run for a one-time send and none for an unreadable form', () => {
    expect(previewRuns(filled(), new Date('2026-11-01T00:00:00Z'))).toHaveLength(1);
    expect(previewRuns(filled({ time: '9' }), new Date('2026-11-01T00:00:00Z'))).toEqual([]);
  });

  it('reads times the way people say them', () => {
    expect(formatTime('00:05')).toBe('12:05 AM');
    expect(formatTime('14:30')).toBe('2:30 PM');
  });
});
