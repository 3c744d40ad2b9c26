import { describe, expect, it } from 'vitest';
import { MAX_COUNTERS, questionCounters, talliedQuestions } from './question-tally';

const mc = { id: 'q_choice1', type: 'multiple_choice', options: { choices: ['A', 'B', 'C'] } };
const cb = { id: 'q_boxes01', type: 'checkbox', options: { choices: ['X', 'Y', 'Z'] } };
const rating = { id: 'q_rating1', type: 'rating', options: { min: 1, max: 5 } };
const text = { id: 'q_comment', type: 'textarea', options: { maxLength: 500 } };
const questions = [mc, cb, rating, text] as never[];

describe('question tally counters', () => {
  it('counts the answer, each question answered and each choice or rating given', () => {
    expect(
      questionCounters(questions, [
        { questionId: 'q_choice1', value: 2 },
        { questionId: 'q_boxes01', value: [0, 2, 2] },
        { questionId: 'q_rating1', value: 4 },
        { questionId: 'q_comment', value: 'Private words' },
      ]),
    ).toEqual([
      'n',
      'q_choice1',
      'q_choice1_2',
      'q_boxes01',
      'q_boxes01_0',
      'q_boxes01_2',
      'q_rating1',
      'q_rating1_4',
      'q_comment',
    ]);
  });

  it('never holds a word of a text answer, and skips blank or unknown answers', () => {
    const counters = questionCounters(questions, [
      { questionId: 'q_comment', value: '   ' },
      { questionId: 'q_boxes01', value: [] },
      { questionId: 'q_unknown', value: 1 },
    ]);
    expect(counters).toEqual(['n']);
    expect(
      questionCounters(questions, [{ questionId: 'q_comment', value: 'secret' }]).join(),
    ).not.toContain('secret');
  });

  it('tallies questions in order while their widest answer fits, whatever one answer holds', () => {
    // n (1) + 40 ratings (2 each = 80) = 81; a checkbox of 30 choices needs 31: 112 > 100.
    const many = [
      ...Array.from({ length: 40 }, (_, i) => ({
        id: `q_rate${String(i).padStart(3, '0')}`,
        type: 'rating',
        options: { min: 1, max: 5 },
      })),
      { id: 'q_widebox', type: 'checkbox', options: { choices: Array(30).fill('c') } },
      { id: 'q_lastone', type: 'text', options: {} },
    ] as never[];
    const tallied = talliedQuestions(many);
    expect(tallied.size).toBe(40);
    expect(tallied.has('q_widebox')).toBe(false);
    expect(tallied.has('q_lastone')).toBe(false);
    const all = questionCounters(many, [
      ...Array.from({ length: 40 }, (_, i) => ({
        questionId: `q_rate${String(i).padStart(3, '0')}`,
        value: 3,
      })),
      { questionId: 'q_widebox', value: Array.from({ length: 30 }, (_, i) => i) },
      { questionId: 'q_lastone', value: 'x' },
    ]);
    expect(all).toHaveLength(81);
    expect(all.length).toBeLessThanOrEqual(MAX_COUNTERS);
  });
});
