import { describe, expect, it } from 'vitest';
import { aSurvey } from './test/survey-fixtures';
import { filterSurveys, surveyStatus } from './survey-status';

describe('surveyStatus', () => {
  it('reads closed, sent, scheduled and draft, in that order of weight', () => {
    const base = { acceptingResponses: true, anonymityLocked: false, response_count: 0 };
    const none = { scheduledDate: null, scheduled_date: null };
    expect(surveyStatus({ ...base, ...none })).toBe('draft');
    expect(surveyStatus({ ...base, scheduledDate: '2026-12-01T09:00', scheduled_date: null })).toBe(
      'scheduled',
    );
    expect(surveyStatus({ ...base, ...none, anonymityLocked: true })).toBe('sent');
    expect(surveyStatus({ ...base, ...none, response_count: 3 })).toBe('sent');
    expect(surveyStatus({ ...base, ...none, response_count: 3, acceptingResponses: false })).toBe(
      'closed',
    );
  });
});

describe('filterSurveys', () => {
  const pulse = aSurvey({ id: 's1', title: 'Weekly pulse', description: 'How was it?' });
  const retro = aSurvey({
    id: 's2',
    title: 'Weekly pulse',
    description: 'Retro',
    acceptingResponses: false,
    teams: [{ id: 't1', name: 'Platform', brand_color: '#3B82F6' }],
  });
  const onboarding = aSurvey({ id: 's3', title: 'Onboarding', anonymityLocked: true });

  it('finds words in the title, description and team names, any case, all words', () => {
    expect(filterSurveys([pulse, retro, onboarding], { query: 'WEEKLY', status: 'all' })).toEqual([
      pulse,
      retro,
    ]);
    expect(
      filterSurveys([pulse, retro, onboarding], { query: 'weekly platform', status: 'all' }),
    ).toEqual([retro]);
    expect(filterSurveys([pulse, retro, onboarding], { query: '  ', status: 'all' })).toHaveLength(
      3,
    );
  });

  it('keeps only the chosen status, with the search', () => {
    expect(filterSurveys([pulse, retro, onboarding], { query: '', status: 'closed' })).toEqual([
      retro,
    ]);
    expect(filterSurveys([pulse, retro, onboarding], { query: '', status: 'sent' })).toEqual([
      onboarding,
    ]);
    expect(filterSurveys([pulse, retro, onboarding], { query: 'weekly', status: 'draft' })).toEqual(
      [pulse],
    );
  });
});
