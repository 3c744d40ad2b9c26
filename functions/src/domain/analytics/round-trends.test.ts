import { describe, expect, it } from 'vitest';
import type { RoundRecord } from '../responses/ports';
import { roundRows, roundTrends } from './round-trends';

const round = (n: number, openedAt: string, invited: number, responded?: number, sum = 0) =>
  ({
    round: n,
    origin: { kind: 'manual' },
    openedAt,
    invited,
    ...(responded === undefined
      ? {}
      : {
          results: {
            responded,
            sentimentSum: sum,
            positive: 0,
            neutral: 0,
            negative: 0,
            firstGroup: 1,
            lastGroup: 1,
            withheld: 0,
            reportedAt: null,
          },
        }),
  }) satisfies RoundRecord;

const anonymous = { id: 's1', title: 'Pulse', isAnonymous: true, anonymityThreshold: 3 };

describe('round trends', () => {
  it('gives each round in the range its participation and score, and hides anonymous rounds below k', () => {
    const [trend] = roundTrends(
      [
        {
          survey: anonymous,
          rounds: [
            round(1, '2026-10-01T09:00:00Z', 10, 4, 3), // before the range
            round(2, '2026-11-02T09:00:00Z', 8, 4, 3),
            round(3, '2026-11-09T09:00:00Z', 8, 6, 1.5),
            round(4, '2026-11-16T09:00:00Z', 8), // nothing released: hidden
          ],
          // The score is the rounds' mean rating (from their question tallies), never sentiment.
          scores: new Map([
            [2, { mean: 3.8, max: 5, count: 4 }],
            [3, { mean: 2, max: 5, count: 6 }],
          ]),
        },
      ],
      '2026-10-27',
    );
    expect(trend).toEqual({
      surveyId: 's1',
      survey: 'Pulse',
      hiddenRounds: 1,
      points: [
        {
          round: 2,
          openedOn: '2026-11-02',
          responded: 4,
          invited: 8,
          responseRate: 50,
          average: 3.8,
          scale: 5,
        },
        {
          round: 3,
          openedOn: '2026-11-09',
          responded: 6,
          invited: 8,
          responseRate: 75,
          average: 2,
          scale: 5,
        },
      ],
    });
    expect(roundRows({ trends: { rounds: [trend] } } as never)).toHaveLength(2);
  });

  it('shows a named survey’s rounds whatever their size, and leaves out surveys of one round', () => {
    const named = { ...anonymous, id: 's2', isAnonymous: false };
    const trends = roundTrends(
      [
        {
          survey: named,
          rounds: [round(1, '2026-11-02T09:00:00Z', 2, 1, 1), round(2, '2026-11-09T09:00:00Z', 0)],
          scores: new Map([[1, { mean: 5, max: 5, count: 1 }]]),
        },
        { survey: { ...anonymous, id: 's3' }, rounds: [round(1, '2026-11-02T09:00:00Z', 9, 9)] },
      ],
      '2026-10-27',
    );
    expect(trends.map((t) => t.surveyId)).toEqual(['s2']);
    expect(trends[0]?.points.map((p) => [p.responded, p.responseRate, p.average])).toEqual([
      [1, 50, 5],
      [0, null, null],
    ]);
  });

  it('never gives a participation over 100 %', () => {
    const [trend] = roundTrends(
      [
        {
          survey: anonymous,
          rounds: [round(1, '2026-11-02T09:00:00Z', 3, 12), round(2, '2026-11-09T09:00:00Z', 3, 3)],
        },
      ],
      '2026-10-27',
    );
    expect(trend?.points.map((p) => p.responseRate)).toEqual([100, 100]);
  });
});
