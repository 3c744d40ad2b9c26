import { beforeAll, describe, expect, it } from 'vitest';
import { advanceHours } from './support/auth-api';
import { managerConversation } from '#shared/api/conversations';
import type { Survey } from '#shared/api/surveys';
import {
  api,
  createSurvey,
  expectCallsWithinBudget,
  pulseQuestions,
  questionIds,
  responsesOf,
  submitOk,
  type Answer,
} from './support/responses-api';
import { register, type Person } from './support/teams-api';

/**
 * A conversation opens on a comment only when the results show that comment's question (decision
 * 0052): at least the comment threshold of people answered that question, counted as the results
 * view counts it. A survey that passed the threshold does not open a comment to a question most
 * people skipped: replying to it would tell its writer that the manager picked out one of a few.
 * Among the clock journeys: a survey's answers are released at most once a day.
 */
const K = 5;
const why = (i: number) => `Why comment ${i}: the standups drift.`;
const RARE = 'Anything else: I am the only one who wrote here.';

describe('the comment threshold of a conversation', () => {
  let manager: Person;
  let survey: Survey;
  let rareId = '';
  let commonId = '';

  beforeAll(async () => {
    manager = await register('Theo');
    survey = await createSurvey(manager, {
      title: 'Threshold pulse',
      anonymityThreshold: K,
      questions: [
        ...pulseQuestions(),
        {
          type: 'textarea',
          text: 'Anything else?',
          required: false,
          order: 3,
          options: { maxLength: 500 },
        },
      ],
    });
    const [ratingId, whyId, elseId] = questionIds(survey) as [string, string, string];
    const answer = (text: string, questionId: string): Answer[] => [
      { questionId: ratingId, type: 'rating', value: 4 },
      { questionId, type: 'textarea', value: text },
    ];
    // Two whole groups of K, a day apart (one release a day): nine people explain their rating,
    // one writes only to the question everyone else skipped.
    for (let i = 1; i <= K; i++) await submitOk(survey.id, answer(why(i), whyId));
    await advanceHours(24);
    for (let i = K + 1; i <= 2 * K - 1; i++) await submitOk(survey.id, answer(why(i), whyId));
    await submitOk(survey.id, answer(RARE, elseId));

    const released = await responsesOf(manager, survey.id, 'regular');
    expect(released.responses).toHaveLength(2 * K);
    const idOf = (text: string) =>
      released.responses.find((r) => r.responses.some((a) => a.value === text))?.id ?? '';
    rareId = idOf(RARE);
    commonId = idOf(why(1));
    expect(rareId).not.toBe('');
    expect(commonId).not.toBe('');
  });

  it('says replies are open for the survey, and shows the survey threshold', async () => {
    const list = await api('ListSurveyConversations', {
      token: manager.token,
      params: { id: survey.id },
    });
    expect(list.status, list.text).toBe(200);
    expect(list.body).toMatchObject({ repliesOpen: true, commentThreshold: K });
  });

  it('refuses to open or reply on a comment to a question fewer than the threshold answered', async () => {
    const thread = await api('GetResponseConversation', {
      token: manager.token,
      params: { id: survey.id, responseId: rareId },
    });
    expect(thread.status, thread.text).toBe(409);
    expect(thread.body).toMatchObject({ errorType: 'below_comment_threshold' });
    const reply = await api('ReplyToResponse', {
      token: manager.token,
      params: { id: survey.id, responseId: rareId },
      json: { text: 'Tell me more about that?' },
    });
    expect(reply.status, reply.text).toBe(409);
    expect(reply.body).toMatchObject({
      errorType: 'below_comment_threshold',
      message: expect.stringContaining('comment threshold'),
    });
    // Nothing was started: the list stays empty.
    const list = await api('ListSurveyConversations', {
      token: manager.token,
      params: { id: survey.id },
    });
    expect(list.body).toMatchObject({ conversations: [] });
  });

  it('opens a comment to a question enough people answered, in the same survey', async () => {
    const reply = await api('ReplyToResponse', {
      token: manager.token,
      params: { id: survey.id, responseId: commonId },
      json: { text: 'Which standups drift most?' },
    });
    expect(reply.status, reply.text).toBe(201);
    expect(managerConversation.parse(reply.body)).toMatchObject({
      responseId: commonId,
      comment: why(1),
      status: 'open',
    });
    expectCallsWithinBudget();
  });
});
