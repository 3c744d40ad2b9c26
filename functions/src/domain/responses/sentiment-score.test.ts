import { describe, expect, it } from 'vitest';
import type { AnswerableQuestion } from '#shared/domain/answers';
import { responseSentiment, textSentiment } from './sentiment-score';

const questions: AnswerableQuestion[] = [
  {
    id: 'q_r5',
    type: 'rating',
    text: 'Week',
    required: true,
    order: 1,
    options: { min: 1, max: 5 },
  },
  {
    id: 'q_r10',
    type: 'rating',
    text: 'Team',
    required: true,
    order: 2,
    options: { min: 1, max: 10 },
  },
  { id: 'q_t', type: 'textarea', text: 'Why', required: false, order: 3, options: {} },
  {
    id: 'q_c',
    type: 'multiple_choice',
    text: 'Pick',
    required: false,
    order: 4,
    options: { choices: ['a'] },
  },
];

describe('response sentiment', () => {
  it('normalises ratings to their scale', () => {
    expect(responseSentiment(questions, [{ questionId: 'q_r5', value: 5 }])).toBe(1);
    expect(responseSentiment(questions, [{ questionId: 'q_r5', value: 1 }])).toBe(0);
    expect(responseSentiment(questions, [{ questionId: 'q_r10', value: 10 }])).toBe(1);
    expect(
      responseSentiment(questions, [
        { questionId: 'q_r5', value: 3 },
        { questionId: 'q_r10', value: 1 },
      ]),
    ).toBe(0.25);
  });

  it('scores free text with the lexicon: praise high, complaints low, plain words neutral', () => {
    expect(textSentiment('I love this team, great support')).toBeGreaterThan(0.7);
    expect(textSentiment('Terrible week, awful meetings, I hate it')).toBeLessThan(0.3);
    expect(textSentiment('The meeting is on Tuesday')).toBeNull();
  });

  it('mixes ratings and text, ignores choices, and is neutral with nothing to score', () => {
    const mixed = responseSentiment(questions, [
      { questionId: 'q_r5', value: 5 },
      { questionId: 'q_t', value: 'Great, I love it' },
    ]);
    expect(mixed).toBeGreaterThan(0.9);
    expect(responseSentiment(questions, [{ questionId: 'q_c', value: 0 }])).toBe(0.5);
  });

  it('scores a German comment, and has no sentiment with a comment in a language not covered', () => {
    expect(
      responseSentiment(questions, [
        { questionId: 'q_t', value: 'Das Team ist großartig, ich bin sehr zufrieden' },
      ]),
    ).toBeGreaterThan(0.7);
    // Not neutral: a response whose comment nobody could read has no sentiment at all, even
    // with a rating beside it (decision 0057).
    expect(
      responseSentiment(questions, [
        { questionId: 'q_r5', value: 5 },
        { questionId: 'q_t', value: 'Tiimimme on loistava ja johto kuuntelee meitä' },
      ]),
    ).toBeNull();
  });
});
