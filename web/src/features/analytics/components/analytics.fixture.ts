import type { Analytics } from '#shared/api/analytics';

/** Thirty days of analytics for one survey (insights as `overrides` change them). */
export function anAnalytics(overrides: Partial<Analytics['insights']> = {}): Analytics {
  const days = Array.from({ length: 30 }, (_, i) => ({
    date: `2026-11-${String(i + 1).padStart(2, '0')}`,
    value: i === 9 ? 3 : i === 23 ? 6 : 0,
  }));
  return {
    range: '30d',
    from: '2026-11-01',
    to: '2026-11-30',
    surveys: [{ id: 's1', title: 'Weekly pulse', team_name: 'Platform' }],
    responses: [{ survey_title: 'Weekly pulse', submitted_at: '2026-11-24', count: 6 }],
    insights: {
      totalSurveys: 2,
      totalResponses: 9,
      surveyGrowth: null,
      responseGrowth: 50,
      avgResponseRate: 450,
      responseRateChange: -12.5,
      activeTeams: 1,
      teamGrowth: 0,
      avgSentiment: 0.62,
      sentiment: { positive: 56, neutral: 22, negative: 22 },
      notScored: 0,
      surveyTypes: [{ type: 'Anonymous', count: 2 }],
      topSurveys: [{ title: 'Weekly pulse', team: 'Platform', responseRate: 100, responses: 9 }],
      questionInsights: [],
      surveysBelowThreshold: 1,
      ...overrides,
    },
    trends: {
      dailyResponses: days,
      trends: [{ survey: 'Weekly pulse', responses: 9, period: '30d', change: 50 }],
    },
    recentActivity: [
      { type: 'response', message: '6 responses to Weekly pulse', timestamp: '2026-11-24' },
    ],
  };
}
