import { describe, expect, it } from 'vitest';
import type { PublicQuestion } from '#shared/api/responses';
import {
  answerable,
  answerValue,
  problemOf,
  ratingScale,
  responsesOf,
  sortedQuestions,
  toggleChoice,
} from './answer-drafts';

const q = (over: Partial<PublicQuestion>): PublicQuestion => ({
  id: 'q_x00001',
  type: 'text',
  text: 'Q',
  required: false,
  order: 1,
  options: {},
  ...over,
});

describe('answer drafts', () => {
  it('turns a number box into a number, and an empty one into no answer', () => {
    const number = answerable(q({ type: 'number', options: { min: 0, max: 10 } }));
    expect(answerValue(number, '7.5')).toBe(7.5);
    expect(answerValue(number, '  ')).toBeNull();
    expect(answerValue(number, undefined)).toBeNull();
    expect(problemOf(number, '11')).toBe('Enter a number from 0 to 10');
    expect(problemOf(number, '', true)).toBe('Enter a number');
    expect(problemOf(number, '3')).toBeNull();
  });

  it('uses the rules the server uses: required, e-mail, text length, dates', () => {
    expect(problemOf(answerable(q({ required: true })), '   ')).toBe('This question is required');
    expect(problemOf(answerable(q({ type: 'email', options: {} })), 'a@b')).toBeNull();
    expect(
      problemOf(answerable(q({ type: 'email', options: { requireDomain: true } })), 'a@b'),
    ).toBe('Enter a valid email address');
    // The page's default text limit is 1000 characters (spec 2 §5).
    expect(problemOf(answerable(q({ type: 'textarea' })), 'x'.repeat(1000))).toBeNull();
    expect(problemOf(answerable(q({ type: 'textarea' })), 'x'.repeat(1001))).toBe(
      'The answer must be at most 1000 characters',
    );
    expect(
      problemOf(answerable(q({ type: 'date', options: { maxDate: '2026-01-31' } })), '2026-02-01'),
    ).toBe('Choose a date on or before 2026-01-31');
    expect(problemOf(answerable(q({ type: 'date' })), '2026-02-30')).toBe(
      'Enter a date (YYYY-MM-DD)',
    );
  });

  it('takes a rating scale from maxRating when the options have no top', () => {
    const rating = answerable(
      q({ type: 'rating', options: { labels: ['Low', 'High'] }, maxRating: 10 }),
    );
    expect(ratingScale(rating)).toEqual({ min: 1, max: 10, low: 'Low', high: 'High' });
    expect(problemOf(rating, 10)).toBeNull();
    expect(problemOf(rating, 11)).toBe('Choose a rating from 1 to 10');
  });

  it('builds the responses in question order with types, trimmed, without empty answers', () => {
    const questions = sortedQuestions([
      q({ id: 'q_b00001', type: 'email', order: 2 }),
      q({ id: 'q_a00001', type: 'checkbox', order: 1, options: { choices: ['a', 'b', 'c'] } }),
      q({ id: 'q_c00001', type: 'text', order: 3 }),
    ]);
    expect(
      responsesOf(questions, {
        q_a00001: toggleChoice(toggleChoice(undefined, 2, true), 0, true),
        q_b00001: ' ana@x.io ',
        q_c00001: '',
      }),
    ).toEqual([
      { questionId: 'q_a00001', type: 'checkbox', value: [0, 2] },
      { questionId: 'q_b00001', type: 'email', value: 'ana@x.io' },
    ]);
    expect(toggleChoice([0, 2], 0, false)).toEqual([2]);
  });
});
