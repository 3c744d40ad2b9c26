import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHash } from 'node:crypto';
import { GetCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import {
  managerConversation,
  respondentConversation,
  surveyConversationsResponse,
} from '#shared/api/conversations';
import {
  DAYS_PASS_ENV,
  startRuntimeProcess,
  type RuntimeProcess,
} from '../support/runtime-process';
import { advanceHours, apiUrl, useRuntime } from './support/auth-api';
import {
  api,
  createSurvey,
  expectCallsWithinBudget,
  pulse,
  responseNotifications,
  responsesOf,
  submitOk,
  withTable,
} from './support/responses-api';
import { register, type Person } from './support/teams-api';

/**
 * Anonymous conversations (decision 0052) played against a watchful manager: a reply on a released
 * comment, the respondent reading and answering with only their secret, and nothing the manager
 * can see changing with what the respondent does until the hourly delivery hours later. On a
 * runtime of its own, so the product's clock can move.
 */
let runtime: RuntimeProcess;

beforeAll(async () => {
  runtime = await startRuntimeProcess({ args: ['--no-web-build'], env: DAYS_PASS_ENV });
  useRuntime(runtime.url);
});

afterAll(async () => {
  await runtime?.stop();
});

const K = 5;
const comment = (i: number) => `Comment number ${i}: the planning meetings run long.`;

/** The hourly upkeep (its conversation deliveries included), run now. */
async function runUpkeep() {
  const response = await fetch(`${apiUrl()}/dev/api/jobs/survey-purge`, { method: 'POST' });
  expect(response.status).toBe(200);
}

const respondent = {
  read: (secret: unknown) => api('ReadConversation', { json: { secret } }),
  answer: (secret: string, text: string) => api('AnswerConversation', { json: { secret, text } }),
};

/** Everything the manager can look at about the survey's conversations, as they would see it. */
async function managerSees(manager: Person, surveyId: string, responseId: string) {
  const list = await api('ListSurveyConversations', {
    token: manager.token,
    params: { id: surveyId },
  });
  expect(list.status, list.text).toBe(200);
  const thread = await api('GetResponseConversation', {
    token: manager.token,
    params: { id: surveyId, responseId },
  });
  expect(thread.status, thread.text).toBe(200);
  return {
    list: surveyConversationsResponse.parse(list.body),
    thread: managerConversation.parse(thread.body),
    notifications: (await responseNotifications(manager, surveyId)).map((n) => n.title),
  };
}

describe('anonymous conversations', () => {
  let manager: Person;
  let surveyId = '';
  const secrets: string[] = [];
  let responseId = '';
  const HOW = 3;

  it('gives a secret only to an anonymous answer with a comment, and none is replied to below the threshold', async () => {
    manager = await register('Mona');
    const survey = await createSurvey(manager, {
      title: 'Conversation pulse',
      anonymityThreshold: K,
    });
    surveyId = survey.id;
    for (let i = 1; i < K; i++) {
      const thanks = await submitOk(surveyId, pulse(survey, 4, comment(i)));
      expect(thanks.conversation?.secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
      secrets.push(thanks.conversation?.secret ?? '');
    }
    const list = await api('ListSurveyConversations', {
      token: manager.token,
      params: { id: surveyId },
    });
    expect(surveyConversationsResponse.parse(list.body)).toMatchObject({
      conversations: [],
      repliesOpen: false,
      commentThreshold: K,
    });
    // A respondent's link works before any reply: nothing to read, nothing to answer.
    const waiting = respondentConversation.parse((await respondent.read(secrets[0])).body);
    expect(waiting).toMatchObject({ status: 'waiting', messages: [], comment: comment(1) });
    expect((await respondent.answer(secrets[0] ?? '', 'Hello?')).status).toBe(409);

    const last = await submitOk(surveyId, pulse(survey, 4, comment(K)));
    secrets.push(last.conversation?.secret ?? '');
    // No comment, no link.
    const quiet = await submitOk(surveyId, pulse(survey, 3));
    expect(quiet.conversation).toBeUndefined();
    expect(new Set(secrets).size).toBe(K);
  });

  it('stores the secret only hashed, with no time and nothing of the person', async () => {
    const secret = secrets[0] ?? '';
    const hash = createHash('sha256').update(secret).digest('hex');
    const item = await withTable(
      async (docs) =>
        (
          await docs.send(
            new GetCommand({
              TableName: 'candor',
              Key: { PK: `CONVSECRET#${hash}`, SK: 'CONVERSATION' },
            }),
          )
        ).Item,
      runtime.services['DynamoDB Local'],
    );
    expect(Object.keys(item ?? {}).sort()).toEqual([
      'PK',
      'SK',
      'entityType',
      'responseId',
      'surveyId',
    ]);
    expect(JSON.stringify(item)).not.toContain(secret);
  });

  it('lets the manager reply on a released comment; the respondent reads it with the secret only', async () => {
    const released = await responsesOf(manager, surveyId, 'regular');
    expect(released.responses).toHaveLength(K);
    const target = released.responses.find((r) =>
      r.responses.some((a) => a.value === comment(HOW)),
    );
    responseId = target?.id ?? '';
    expect(responseId).not.toBe('');
    // Opened before any reply: empty, on the comment the responses view shows.
    const empty = await api('GetResponseConversation', {
      token: manager.token,
      params: { id: surveyId, responseId },
    });
    expect(managerConversation.parse(empty.body)).toEqual({
      responseId,
      comment: comment(HOW),
      status: 'open',
      revealedName: null,
      unread: 0,
      messages: [],
    });
    expect(
      surveyConversationsResponse.parse(
        (await api('ListSurveyConversations', { token: manager.token, params: { id: surveyId } }))
          .body,
      ).conversations,
    ).toEqual([]);
    const reply = await api('ReplyToResponse', {
      token: manager.token,
      params: { id: surveyId, responseId },
      json: { text: 'Thank you. Which meetings run longest?' },
    });
    expect(reply.status, reply.text).toBe(201);

    const read = respondentConversation.parse((await respondent.read(secrets[HOW - 1])).body);
    expect(read).toMatchObject({
      status: 'open',
      comment: comment(HOW),
      revealedName: null,
      messages: [{ from: 'manager', text: 'Thank you. Which meetings run longest?' }],
    });
    // Another respondent's link shows nothing of it.
    const other = respondentConversation.parse((await respondent.read(secrets[0])).body);
    expect(other).toMatchObject({ status: 'waiting', messages: [] });
    // A wrong secret, an absent one, a malformed one.
    expect((await respondent.read('A'.repeat(43))).status).toBe(404);
    expect((await respondent.read(undefined)).status).toBe(400);
    expect((await respondent.read('not-a-secret')).status).toBe(400);
  });

  it('shows the polling manager nothing of an answer until the delayed, batched delivery, dated by day', async () => {
    const before = await managerSees(manager, surveyId, responseId);
    const answered = await respondent.answer(
      secrets[HOW - 1] ?? '',
      'The Monday planning, every week.',
    );
    expect(answered.status, answered.text).toBe(201);
    // The respondent sees their own message at once, marked as on its way.
    expect(respondentConversation.parse(answered.body).messages.at(-1)).toMatchObject({
      from: 'respondent',
      pending: true,
    });

    // An operator reading the table finds no time on it: only its delivery hour, hours ahead.
    const waiting = await withTable(
      async (docs) =>
        (
          await docs.send(
            new QueryCommand({
              TableName: 'candor',
              KeyConditionExpression: 'PK = :pk AND begins_with(SK, :sk)',
              ExpressionAttributeValues: {
                ':pk': `SURVEY#${surveyId}`,
                ':sk': `CONVERSATION#${responseId}#M`,
              },
            }),
          )
        ).Items ?? [],
      runtime.services['DynamoDB Local'],
    );
    const written = waiting.find((m) => m.from === 'respondent');
    expect(written?.day).toBeUndefined();
    expect(String(written?.GSI2SK)).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:00:00\.000Z#/);

    expect(await managerSees(manager, surveyId, responseId)).toEqual(before);
    await runUpkeep();
    expect(await managerSees(manager, surveyId, responseId)).toEqual(before);
    await advanceHours(1);
    await runUpkeep();
    expect(await managerSees(manager, surveyId, responseId)).toEqual(before);
    await advanceHours(0.9);
    await runUpkeep();
    expect(await managerSees(manager, surveyId, responseId)).toEqual(before);

    // Past the longest delay, the hourly delivery brings it (and one notification).
    await advanceHours(7);
    await runUpkeep();
    const list = await api('ListSurveyConversations', {
      token: manager.token,
      params: { id: surveyId },
    });
    const summary = surveyConversationsResponse.parse(list.body).conversations;
    expect(summary).toEqual([
      expect.objectContaining({ responseId, unread: 1, messages: 2, status: 'open' }),
    ]);
    expect(summary[0]?.lastDay).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const after = await managerSees(manager, surveyId, responseId);
    expect(after.notifications).toEqual([...before.notifications, 'New messages in conversations']);
    expect(after.thread.messages.at(-1)).toEqual({
      from: 'respondent',
      text: 'The Monday planning, every week.',
      day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
    });
    // Opened: read.
    expect(after.thread.unread).toBe(0);
    expect(after.list.conversations[0]?.unread).toBe(1);
    expect((await managerSees(manager, surveyId, responseId)).list.conversations[0]?.unread).toBe(
      0,
    );
    // A run again delivers nothing twice.
    await runUpkeep();
    expect((await managerSees(manager, surveyId, responseId)).thread.messages).toHaveLength(2);
  });

  it('shows the name only after the respondent confirms it twice', async () => {
    const secret = secrets[HOW - 1] ?? '';
    const unconfirmed = await api('RevealConversationName', {
      json: { secret, name: 'Robin Park' },
    });
    expect(unconfirmed.status).toBe(400);
    expect((await managerSees(manager, surveyId, responseId)).thread.revealedName).toBeNull();
    const wrong = await api('RevealConversationName', {
      json: { secret, name: 'Robin Park', confirm: 'yes' },
    });
    expect(wrong.status).toBe(400);
    expect((await managerSees(manager, surveyId, responseId)).thread.revealedName).toBeNull();

    const revealed = await api('RevealConversationName', {
      json: { secret, name: 'Robin Park', confirm: 'reveal' },
    });
    expect(revealed.status, revealed.text).toBe(200);
    expect((await managerSees(manager, surveyId, responseId)).thread.revealedName).toBe(
      'Robin Park',
    );
    const again = await api('RevealConversationName', {
      json: { secret, name: 'Someone Else', confirm: 'reveal' },
    });
    expect(again.status).toBe(409);
  });

  it('refuses messages once closed: at once for the respondent, for the manager once delivered', async () => {
    const secret = secrets[HOW - 1] ?? '';
    const closed = await api('CloseConversation', { json: { secret } });
    expect(closed.status, closed.text).toBe(200);
    expect(respondentConversation.parse(closed.body).status).toBe('closed');
    const late = await respondent.answer(secret, 'One more thing');
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ errorType: 'conversation_closed' });

    // The manager sees it open, and may still write, until the close is delivered.
    expect((await managerSees(manager, surveyId, responseId)).thread.status).toBe('open');
    const taken = await api('ReplyToResponse', {
      token: manager.token,
      params: { id: surveyId, responseId },
      json: { text: 'Noted, thank you.' },
    });
    expect(taken.status, taken.text).toBe(201);

    await advanceHours(9);
    await runUpkeep();
    expect((await managerSees(manager, surveyId, responseId)).thread.status).toBe('closed');
    const refused = await api('ReplyToResponse', {
      token: manager.token,
      params: { id: surveyId, responseId },
      json: { text: 'Are you there?' },
    });
    expect(refused.status).toBe(409);
  });

  it('lets no one else read or reply', async () => {
    const stranger = await register('Stan');
    const list = await api('ListSurveyConversations', {
      token: stranger.token,
      params: { id: surveyId },
    });
    expect(list.status).toBe(404);
    const reply = await api('ReplyToResponse', {
      token: stranger.token,
      params: { id: surveyId, responseId },
      json: { text: 'Hello' },
    });
    expect(reply.status).toBe(404);
    // An id that is no released answer of the survey.
    const unknown = await api('ReplyToResponse', {
      token: manager.token,
      params: { id: surveyId, responseId: '00000000-0000-4000-8000-000000000000' },
      json: { text: 'Hello' },
    });
    expect(unknown.status).toBe(404);
    const unknownThread = await api('GetResponseConversation', {
      token: manager.token,
      params: { id: surveyId, responseId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknownThread.status).toBe(404);
    const empty = await api('ReplyToResponse', {
      token: manager.token,
      params: { id: surveyId, responseId },
      json: { text: '   ' },
    });
    expect(empty.status).toBe(400);
    expectCallsWithinBudget();
  });
});
