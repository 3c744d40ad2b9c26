import { describe, expect, it } from 'vitest';
import type { PublicQuestion } from '#shared/api/responses';
import { newestFirst, sentimentOf, shownAnswers } from './response-answers';
import { aResponse } from './test/survey-fixtures';

const q = (overrides: Partial<PublicQuestion> & Pick<PublicQuestion, 'id' | 'type'>) =>
  ({ text: overrides.id, required: false, order: 1, options: {}, ...overrides }) as PublicQuestion;

describe('answers as the responses page shows them', () => {
  it('reads choices by their text, ratings against their scale, days as dates', () => {
    const questions = [
      q({ id: 'rating', type: 'rating', order: 1, maxRating: 10, options: { min: 1, max: 10 } }),
      q({ id: 'choice', type: 'multiple_choice', order: 2, options: { choices: ['A', 'B'] } }),
      q({ id: 'boxes', type: 'checkbox', order: 3, options: { choices: ['X', 'Y', 'Z'] } }),
      q({ id: 'day', type: 'date', order: 4 }),
      q({ id: 'count', type: 'number', order: 5 }),
    ];
    const shown = shownAnswers(questions, {
      responses: [
        { questionId: 'count', value: 0 },
        { questionId: 'day', value: '2026-02-28' },
        { questionId: 'boxes', value: [2, 0] },
        { questionId: 'choice', value: 5 },
        { questionId: 'rating', value: 7 },
        { questionId: 'gone', value: 'answer to a deleted question' },
      ],
    });
    expect(shown.map((a) => (a.kind === 'list' ? a.items : a.text))).toEqual([
      '7/10',
      // An index the question no longer has.
      'Option 6',
      ['Z', 'X'],
      'Feb 28, 2026',
      '0',
    ]);
  });

  it('leaves out empty answers', () => {
    const questions = [
      q({ id: 'a', type: 'text', order: 1 }),
      q({ id: 'b', type: 'checkbox', order: 2, options: { choices: ['X'] } }),
      q({ id: 'c', type: 'multiple_choice', order: 3, options: { choices: ['X'] } }),
    ];
    expect(
      shownAnswers(questions, {
        responses: [
          { questionId: 'a', value: '  ' },
          { questionId: 'b', value: [] },
          { questionId: 'c', value: null },
        ],
      }),
    ).toEqual([]);
  });

  it('orders both sources newest day first and names the sentiment class', () => {
    const merged = newestFirst(
      [
        aResponse({ id: '1', submittedAt: '2026-01-02' }),
        aResponse({ id: '2', submittedAt: '2026-01-01' }),
      ],
      [
        aResponse({ id: '3', submittedAt: '2026-01-03' }),
        aResponse({ id: '4', submittedAt: '2026-01-02' }),
      ],
    );
    expect(merged.map((r) => r.id)).toEqual(['3', '1', '4', '2']);
    expect(sentimentOf(0.71).label).toBe('Positive');
    expect(sentimentOf(0.3).label).toBe('Neutral');
    expect(sentimentOf(29).label).toBe('Negative');
  });
});
