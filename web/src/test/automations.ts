import type { Automation } from '#shared/api/automations';

/**
 * An automation as GET /api/automations/team/{teamId} lists it: weekly from Monday 2 March 2099
 * at 09:00 UTC, running, with its next run. Tests name the survey and teams they need.
 */
export function anAutomation(overrides: Partial<Automation> = {}): Automation {
  return {
    id: 'aaaaaaaa-0000-4000-8000-000000000001',
    survey_id: 'survey-1',
    survey_title: 'Weekly pulse',
    frequency: 'weekly',
    startDate: '2099-03-02',
    time: '09:00',
    timezone: 'UTC',
    teams: [{ id: 'team-1', name: 'Platform', brand_color: '#3B82F6' }],
    endDate: null,
    maxRuns: null,
    skipWeekends: false,
    paused: false,
    runsMade: 0,
    nextRuns: [{ at: '2099-03-02T09:00:00.000Z', date: '2099-03-02', time: '09:00' }],
    created_at: '2026-11-25T10:00:00.000Z',
    ...overrides,
  };
}
