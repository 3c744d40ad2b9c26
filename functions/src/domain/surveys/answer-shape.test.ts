import { describe, expect, it } from 'vitest';
import type { Question } from '#shared/api/surveys';
import { answerShape, changesAnswerShape } from './answer-shape';

const rating = {
  id: 'q_rate01',
  type: 'rating',
  text: 'How was your week?',
  required: true,
  order: 1,
  options: { min: 1, max: 5, labels: ['Poor', 'Great'] },
} as Question;
const choice = {
  id: 'q_pick01',
  type: 'multiple_choice',
  text: 'Where do you work?',
  required: false,
  order: 2,
  options: { choices: ['Office', 'Home'] },
} as Question;

/** A question as the store gives it back (the spreads below change one field at a time). */
const q = (question: object) => question as Question;

describe('what of a question shows in its answers', () => {
  it('is its type, whether it is required and the options that bound an answer', () => {
    expect(answerShape(q({ ...rating, text: 'Reworded', order: 3 }))).toBe(answerShape(rating));
    expect(
      answerShape(q({ ...rating, options: { min: 1, max: 5, labels: ['Low', 'High'] } })),
    ).toBe(answerShape(rating));
    expect(answerShape(q({ ...choice, options: { choices: ['Desk', 'Sofa'] } }))).toBe(
      answerShape(choice),
    );
    expect(answerShape(q({ ...rating, options: { min: 1, max: 10, labels: [] } }))).not.toBe(
      answerShape(rating),
    );
    expect(
      answerShape(q({ ...choice, options: { choices: ['Office', 'Home', 'Both'] } })),
    ).not.toBe(answerShape(choice));
    expect(answerShape(q({ ...choice, required: true }))).not.toBe(answerShape(choice));
  });

  it('changes with a question added, taken away or reshaped, not reworded or reordered', () => {
    const before = [rating, choice];
    expect(
      changesAnswerShape(before, [
        { ...choice, order: 1 },
        { ...rating, order: 2 },
      ]),
    ).toBe(false);
    expect(changesAnswerShape(before, [rating])).toBe(true);
    const { id: _id, ...fresh } = { ...choice, text: 'New question', order: 3 };
    expect(changesAnswerShape(before, [rating, choice, fresh])).toBe(true);
    expect(changesAnswerShape(before, [rating, q({ ...choice, required: true })])).toBe(true);
    // A question swapped for another under the same count is a change too.
    expect(changesAnswerShape(before, [rating, q({ ...choice, id: 'q_other1' })])).toBe(true);
  });
});
