import { describe, expect, it } from 'vitest';
import type { Question } from '#shared/api/surveys';
import { questionId } from '#shared/api/surveys';
import {
  askedInAnyRound,
  askedInRound,
  followThroughQuestion,
  followThroughQuestionId,
} from './follow-through-questions';

const own = {
  id: 'q_week0001',
  type: 'rating',
  text: 'How was your week?',
  required: true,
  order: 1,
  options: { min: 1, max: 5, labels: ['Poor', 'Excellent'] },
} as Question;

const action = { id: 'c1669c1e-a70b-42ce-a17c-03788b10d6aa', what: 'Fewer meetings' };

describe('follow-through questions', () => {
  it('are a 1-5 rating named after the action, with an id answers may be stored against', () => {
    const q = followThroughQuestion(action, 1);
    expect(q).toMatchObject({
      id: 'q_ftc1669c1ea70b42cea17c0378',
      type: 'rating',
      text: 'Did we follow through on: Fewer meetings?',
      required: false,
      options: { min: 1, max: 5 },
    });
    expect(questionId.safeParse(followThroughQuestionId(action.id)).success).toBe(true);
  });

  it('are asked in their own round only, once, and never without a round', () => {
    const q = followThroughQuestion(action, 1);
    const survey = { questions: [own], followThrough: { '2': [q] } };
    expect(askedInRound(survey, 2).questions).toEqual([own, q]);
    expect(askedInRound(survey, 3).questions).toEqual([own]);
    expect(askedInRound(survey, undefined).questions).toEqual([own]);
    // Asked twice over (the page, then the tallies), it is still there once.
    expect(askedInRound(askedInRound(survey, 2), 2).questions).toEqual([own, q]);
    const later = followThroughQuestion({ id: 'd'.repeat(32), what: 'A rota' }, 1);
    expect(
      askedInAnyRound({ ...survey, followThrough: { '2': [q], '3': [later] } }).questions,
    ).toEqual([own, q, later]);
    expect(askedInAnyRound({ questions: [own] }).questions).toEqual([own]);
  });
});
