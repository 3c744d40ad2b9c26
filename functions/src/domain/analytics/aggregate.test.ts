import { describe, expect, it } from 'vitest';
import { aggregate, growth, periodOf, type AnalyticsSurvey, type DayTally } from './aggregate';

const TODAY = '2026-11-25';

const survey = (over: Partial<AnalyticsSurvey> & { id: string }): AnalyticsSurvey => ({
  title: over.id,
  isAnonymous: true,
  anonymityThreshold: 3,
  teamIds: ['t1'],
  createdAt: '2026-10-01T09:00:00.000Z',
  releasedResponses: 0,
  ...over,
});

const day = (d: string, responses: number, positive = responses): DayTally => ({
  day: d,
  responses,
  sentimentSum: positive * 0.9 + (responses - positive) * 0.1,
  positive,
  neutral: 0,
  negative: responses - positive,
});

const teamNames = new Map([
  ['t1', 'Platform'],
  ['t2', 'Design'],
]);

describe('analytics figures', () => {
  it('covers the range ending today and the period of the same length before it', () => {
    expect(periodOf('7d', TODAY)).toEqual({
      from: '2026-11-19',
      to: TODAY,
      previousFrom: '2026-11-12',
      previousTo: '2026-11-18',
    });
    expect(periodOf('1y', TODAY).from).toBe('2025-11-26');
  });

  it('works out growth as a percentage of the earlier period, null with nothing to compare', () => {
    expect(growth(15, 10)).toBe(50);
    expect(growth(5, 10)).toBe(-50);
    expect(growth(0, 0)).toBe(0);
    expect(growth(4, 0)).toBeNull();
    expect(growth(1, 3)).toBe(-66.7);
  });

  it('adds released days per day, fills empty days with zeros and ranks surveys', () => {
    // Two anonymous surveys (k = 3) and a named one. In the 7 days: a has 3 + 4, b has 5, the
    // named one 1 and 1. The week before: a had 3.
    const surveys = [
      survey({ id: 'a', title: 'Alpha', releasedResponses: 10 }),
      survey({ id: 'b', title: 'Beta', releasedResponses: 5, teamIds: ['t2'] }),
      survey({ id: 'n', title: 'Named', isAnonymous: false, releasedResponses: 2, teamIds: [] }),
    ];
    const days = new Map([
      ['a', [day('2026-11-14', 3), day('2026-11-20', 3), day('2026-11-25', 4, 2)]],
      ['b', [day('2026-11-25', 5, 0)]],
      ['n', [day('2026-11-19', 1), day('2026-11-20', 1)]],
    ]);
    const a = aggregate({ range: '7d', today: TODAY, surveys, teamNames, days });

    expect(a.trends.dailyResponses.map((d) => d.value)).toEqual([1, 4, 0, 0, 0, 0, 9]);
    expect(a.insights.totalResponses).toBe(14);
    expect(a.insights.responseGrowth).toBe(366.7); // 14 against 3
    // 14 responses over 3 surveys: 466.7%; the week before 3 over 3 surveys: 100%.
    expect(a.insights.avgResponseRate).toBe(466.7);
    expect(a.insights.responseRateChange).toBe(366.7);
    // Teams with a survey answered in the range: t1 and t2 (the named survey has none); before: t1.
    expect(a.insights.activeTeams).toBe(2);
    expect(a.insights.teamGrowth).toBe(100);
    // Positive: 3 + 2 (a) + 0 (b) + 2 (n) = 7 of 14; negative 7 of 14.
    expect(a.insights.sentiment).toEqual({ positive: 50, neutral: 0, negative: 50 });
    expect(a.insights.avgSentiment).toBe(0.5);
    expect(a.insights.topSurveys).toEqual([
      { title: 'Alpha', team: 'Platform', responseRate: 50, responses: 7 },
      { title: 'Beta', team: 'Design', responseRate: 36, responses: 5 },
      { title: 'Named', team: null, responseRate: 14, responses: 2 },
    ]);
    expect(a.trends.trends[0]).toEqual({
      survey: 'Alpha',
      responses: 7,
      period: '7d',
      change: 133.3,
    });
    expect(a.trends.trends[1]?.change).toBeNull();
    expect(a.insights.surveyTypes).toEqual([
      { type: 'Anonymous', count: 2 },
      { type: 'Named', count: 1 },
    ]);
    expect(a.responses[0]).toEqual({ survey_title: 'Alpha', submitted_at: TODAY, count: 4 });
    expect(a.recentActivity[0]).toEqual({
      type: 'response',
      message: '4 responses to Alpha',
      timestamp: TODAY,
    });
  });

  it('leaves out an anonymous survey below its threshold but counts it', () => {
    const surveys = [survey({ id: 'small', releasedResponses: 2, anonymityThreshold: 3 })];
    // Even if a tally said otherwise, nothing of a survey that released nothing is shown.
    const days = new Map([['small', [day(TODAY, 2)]]]);
    const a = aggregate({ range: '30d', today: TODAY, surveys, teamNames, days });
    expect(a.insights.totalResponses).toBe(0);
    expect(a.insights.surveysBelowThreshold).toBe(1);
    expect(a.trends.dailyResponses.every((d) => d.value === 0)).toBe(true);
    expect(a.responses).toEqual([]);
    expect(a.insights.avgSentiment).toBeNull();
  });

  it('drops a day cell below the threshold and keeps totals the sum of the cells shown', () => {
    // k = 5: the day of 2 is hidden. The total must not be 12 (12 - 10 would reveal the 2).
    const surveys = [survey({ id: 'a', anonymityThreshold: 5, releasedResponses: 12 })];
    const days = new Map([['a', [day('2026-11-20', 10), day('2026-11-24', 2)]]]);
    const a = aggregate({ range: '7d', today: TODAY, surveys, teamNames, days });
    expect(a.insights.totalResponses).toBe(10);
    expect(a.trends.dailyResponses.find((d) => d.date === '2026-11-24')?.value).toBe(0);
    expect(a.trends.trends).toEqual([{ survey: 'a', responses: 10, period: '7d', change: null }]);
    expect(a.responses.map((r) => r.count)).toEqual([10]);
  });

  it('counts responses not scored apart: in no class, out of the average, only in cells shown', () => {
    // k = 5. The day of 6 has 3 positive, 2 negative and 1 not scored (decision 0057); the day of
    // 2 is hidden, its answer not scored with it.
    const shown: DayTally = {
      day: '2026-11-20',
      responses: 6,
      sentimentSum: 3 * 0.9 + 2 * 0.1,
      positive: 3,
      neutral: 0,
      negative: 2,
    };
    const hidden: DayTally = { ...day('2026-11-24', 2, 1), negative: 0 };
    const surveys = [survey({ id: 'a', anonymityThreshold: 5, releasedResponses: 8 })];
    const a = aggregate({
      range: '7d',
      today: TODAY,
      surveys,
      teamNames,
      days: new Map([['a', [shown, hidden]]]),
    });
    expect(a.insights.totalResponses).toBe(6);
    expect(a.insights.notScored).toBe(1);
    expect(a.insights.sentiment).toEqual({ positive: 60, neutral: 0, negative: 40 });
    expect(a.insights.avgSentiment).toBe(0.58);
  });

  it('shows a named survey day by day, whatever its size', () => {
    const surveys = [survey({ id: 'n', isAnonymous: false, releasedResponses: 1 })];
    const days = new Map([['n', [day(TODAY, 1)]]]);
    const a = aggregate({ range: '7d', today: TODAY, surveys, teamNames, days });
    expect(a.insights.totalResponses).toBe(1);
    expect(a.recentActivity[0]?.message).toBe('1 response to n');
  });

  it('counts surveys created in the range for survey growth and active teams', () => {
    const surveys = [
      survey({ id: 'new', createdAt: '2026-11-24T10:00:00.000Z', teamIds: ['t2'] }),
      survey({ id: 'old', createdAt: '2026-11-13T10:00:00.000Z' }),
    ];
    const a = aggregate({ range: '7d', today: TODAY, surveys, teamNames, days: new Map() });
    expect(a.insights.totalSurveys).toBe(2);
    expect(a.insights.surveyGrowth).toBe(0); // one created in each week
    expect(a.insights.activeTeams).toBe(1);
    expect(a.recentActivity).toEqual([
      { type: 'survey', message: 'Survey created: new', timestamp: '2026-11-24' },
    ]);
    expect(a.insights.avgResponseRate).toBe(0);
  });
});
