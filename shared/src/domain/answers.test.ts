import { describe, expect, it } from 'vitest';
import { answerProblem, checkAnswers, isCalendarDay, type AnswerableQuestion } from './answers';

const q = (
  type: string,
  options: Record<string, unknown>,
  extra: Partial<AnswerableQuestion> = {},
): AnswerableQuestion => ({
  id: `q_${type}`,
  type,
  text: `${type} question`,
  required: true,
  order: 1,
  options,
  ...extra,
});

describe('answer rules', () => {
  it('text: within maxLength, default 1000 when the question has none', () => {
    expect(answerProblem(q('text', { maxLength: 5 }), 'hello')).toBeNull();
    expect(answerProblem(q('text', { maxLength: 5 }), 'hello!')).toBe(
      'The answer must be at most 5 characters',
    );
    expect(answerProblem(q('textarea', {}), 'x'.repeat(1000))).toBeNull();
    expect(answerProblem(q('textarea', {}), 'x'.repeat(1001))).toMatch(/at most 1000/);
    expect(answerProblem(q('text', { maxLength: 5 }), 3)).toBe('The answer must be text');
  });

  it('choices: zero-based indexes inside the list, checkboxes each once', () => {
    const choice = q('multiple_choice', { choices: ['A', 'B'] });
    expect(answerProblem(choice, 1)).toBeNull();
    expect(answerProblem(choice, 2)).toBe('Choose one of the options');
    expect(answerProblem(choice, 0.5)).toBe('Choose one of the options');
    const boxes = q('checkbox', { choices: ['A', 'B', 'C'] });
    expect(answerProblem(boxes, [0, 2])).toBeNull();
    expect(answerProblem(boxes, [0, 0])).toBe('Tick each option once');
    expect(answerProblem(boxes, [3])).toBe('Tick only the options shown');
    expect(answerProblem(boxes, 1)).toBe('Tick the options that apply');
  });

  it('ratings, numbers, e-mails and dates within their limits', () => {
    expect(answerProblem(q('rating', { min: 1, max: 10 }), 10)).toBeNull();
    expect(answerProblem(q('rating', { min: 1, max: 5 }), 6)).toBe('Choose a rating from 1 to 5');
    expect(answerProblem(q('number', { min: 0, max: 60 }), 61)).toBe('Enter a number from 0 to 60');
    expect(answerProblem(q('number', { min: 0, max: 60 }), '5')).toBe('Enter a number');
    expect(answerProblem(q('email', { requireDomain: false }), 'ann@host')).toBeNull();
    expect(answerProblem(q('email', { requireDomain: true }), 'ann@host')).toBe(
      'Enter a valid email address',
    );
    expect(answerProblem(q('date', { minDate: '2026-01-01', maxDate: '' }), '2025-12-31')).toBe(
      'Choose a date on or after 2026-01-01',
    );
    expect(answerProblem(q('date', { minDate: '', maxDate: '' }), '2026-02-30')).toBe(
      'Enter a date (YYYY-MM-DD)',
    );
    expect(isCalendarDay('2028-02-29')).toBe(true);
  });

  it('required questions must be answered; optional ones may be left empty', () => {
    expect(answerProblem(q('text', {}), '  ')).toBe('This question is required');
    expect(answerProblem(q('checkbox', { choices: ['A'] }, { required: false }), [])).toBeNull();
  });

  it('a whole submission: names the question, rejects unknown, repeated and mistyped answers', () => {
    const questions = [
      q('rating', { min: 1, max: 5 }, { id: 'q_a', text: 'Week?', order: 1 }),
      q('text', { maxLength: 50 }, { id: 'q_b', text: 'Why?', order: 2, required: false }),
    ];
    expect(
      checkAnswers(questions, [
        { questionId: 'q_a', type: 'rating', value: 4 },
        { questionId: 'q_b', type: 'text', value: '' },
      ]),
    ).toEqual({ problems: {}, answers: [{ questionId: 'q_a', value: 4 }] });
    const bad = checkAnswers(questions, [
      { questionId: 'q_zz', type: 'text', value: 'x' },
      { questionId: 'q_b', type: 'rating', value: 3 },
    ]);
    expect(bad.problems).toEqual({
      responses: 'An answer names a question this survey does not have',
      q_a: 'Question 1 ("Week?"): This question is required',
      q_b: 'Question 2 ("Why?") expects a text answer',
    });
    const twice = checkAnswers(questions, [
      { questionId: 'q_a', type: 'rating', value: 4 },
      { questionId: 'q_a', type: 'rating', value: 5 },
    ]);
    expect(twice.problems.q_a).toMatch(/answered twice/);
  });
});
