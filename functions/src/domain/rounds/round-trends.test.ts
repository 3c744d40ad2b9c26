import { describe, expect, it } from 'vitest';
import { roundQuestionRows, roundRows, roundTrends } from './round-trends';
import type { RoundRecord } from './ports';

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

  it('draws a line per rating question: its mean on its own scale and a 0-10 question’s eNPS, only for rounds past k', () => {
    const survey = {
      ...anonymous,
      questions: [
        { id: 'q1', type: 'rating', text: 'How was your week?', options: { min: 1, max: 5 } },
        { id: 'q2', type: 'rating', text: 'Recommend us?', options: { min: 0, max: 10 } },
        { id: 'q3', type: 'text', text: 'Anything else?' },
      ],
    };
    const trends = roundTrends(
      [
        {
          survey,
          rounds: [
            round(1, '2026-11-02T09:00:00Z', 5, 3),
            round(2, '2026-11-09T09:00:00Z', 5, 2), // below k: a gap, counted
            round(3, '2026-11-16T09:00:00Z', 5, 4),
          ],
          counters: new Map([
            // Round 1: ratings 3, 2, 4 (3.0/5); 10, 9, 6 on 0-10: 2 promoters, 1 detractor (+33).
            [
              1,
              new Map([
                ['q1_3', 1],
                ['q1_2', 1],
                ['q1_4', 1],
                ['q2_10', 1],
                ['q2_9', 1],
                ['q2_6', 1],
              ]),
            ],
            // Round 3: ratings 5 x4, nobody answered the 0-10 question.
            [3, new Map([['q1_5', 4]])],
          ]),
        },
      ],
      '2026-10-27',
    );
    const [trend] = trends;
    expect(trend!.hiddenRounds).toBe(1);
    expect(trend!.questions).toEqual([
      { questionId: 'q1', question: 'How was your week?', min: 1, max: 5, enps: false },
      { questionId: 'q2', question: 'Recommend us?', min: 0, max: 10, enps: true },
    ]);
    expect(trend!.points.map((p) => [p.round, p.questions])).toEqual([
      [
        1,
        [
          { questionId: 'q1', answered: 3, average: 3, enps: null },
          { questionId: 'q2', answered: 3, average: 8.3, enps: 33 },
        ],
      ],
      [
        3,
        [
          { questionId: 'q1', answered: 4, average: 5, enps: null },
          { questionId: 'q2', answered: 0, average: null, enps: null },
        ],
      ],
    ]);
    const rows = roundQuestionRows({ trends: { rounds: trends } } as never);
    expect(rows.map((r) => [r.round, r.question.question, r.figure.average])).toEqual([
      [1, 'How was your week?', 3],
      [1, 'Recommend us?', 8.3],
      [3, 'How was your week?', 5],
      [3, 'Recommend us?', null],
    ]);
  });
});
