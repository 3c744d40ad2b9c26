import { beforeAll, describe, expect, it } from 'vitest';
import { pathParamNames, routeList } from '#shared/api/routes';
import { call, expectError, googleSession, uniqueEmail } from './support/auth-api';
import {
  api,
  createSurvey,
  expectFailure,
  invitationsOf,
  listInvitations,
  linkToken,
  listResponses,
  questionIds,
  pulse,
  sendSurvey,
  submit,
  submitOk,
} from './support/responses-api';
import type { Person } from './support/teams-api';

/*
 * What the store or the runtime cannot hold is refused with a 400 naming it, never a 500:
 * numbers DynamoDB cannot keep (beyond ±2^53, or smaller than it can write), a survey larger
 * than one item may be, a page cursor that is not one the API handed out, and a path parameter
 * that is not valid percent-encoding.
 */

const CURSOR_MESSAGE = 'This page link is not valid. Start again from the first page.';

let owner: Person;
beforeAll(async () => {
  const session = await googleSession(uniqueEmail('limits'), 'Lina', 'Limits');
  owner = { firstName: 'Lina', lastName: 'Limits', email: '', ...session };
});

const numberQuestion = (min: number, max: number) => ({
  type: 'number',
  text: 'How many?',
  required: true,
  order: 1,
  options: { min, max },
});

describe('numbers', () => {
  it.each([1e-200, 5e-324, -1e-200])(
    'a number answer of %s is refused with a 400, not stored',
    async (value) => {
      const survey = await createSurvey(owner, { questions: [numberQuestion(-1, 1)] });
      const [questionId] = questionIds(survey) as [string];
      const response = await submit(survey.id, [{ questionId, type: 'number', value }]);
      const body = expectFailure(response, 400, 'validation_error');
      expect(body.fields?.[questionId]).toMatch(/Enter a number/);
    },
  );

  it('a number answer of 0.25 and of 0 is still accepted', async () => {
    const survey = await createSurvey(owner, { questions: [numberQuestion(-1, 1)] });
    const [questionId] = questionIds(survey) as [string];
    await submitOk(survey.id, [{ questionId, type: 'number', value: 0.25 }]);
    await submitOk(survey.id, [{ questionId, type: 'number', value: 0 }]);
  });

  it.each([
    [0, 2 ** 53 + 2],
    [-(2 ** 60), 0],
    [0, 1e300],
    [1e-200, 1],
  ])('number bounds of %s to %s are refused with a 400', async (min, max) => {
    const response = await api('CreateSurvey', {
      token: owner.token,
      json: { title: 'Bounds', questions: [numberQuestion(min, max)] },
    });
    const body = expectFailure(response, 400, 'validation_error');
    expect(Object.keys(body.fields ?? {}).join(' ')).toMatch(/questions\.0\.options\.(min|max)/);
  });

  it('a question order beyond 2^53 is refused with a 400', async () => {
    const response = await api('CreateSurvey', {
      token: owner.token,
      json: { title: 'Order', questions: [{ ...numberQuestion(0, 10), order: 1e300 }] },
    });
    expectFailure(response, 400, 'validation_error');
  });
});

describe('survey size', () => {
  it('a survey larger than one stored item may be is refused with a message naming the limit', async () => {
    const choices = (q: number) =>
      Array.from({ length: 50 }, (_, c) => `Choice ${q}-${c} ${'x'.repeat(180)}`);
    const questions = Array.from({ length: 200 }, (_, q) => ({
      type: 'multiple_choice',
      text: `Question ${q + 1}`,
      required: false,
      order: q + 1,
      options: { choices: choices(q) },
    }));
    const response = await api('CreateSurvey', {
      token: owner.token,
      json: { title: 'Huge', questions },
    });
    const body = expectFailure(response, 400, 'validation_error');
    expect(body.fields?.questions).toMatch(/400 KB/);
  });
});

describe('page cursors', () => {
  const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  let surveyId = '';
  let otherSurveyId = '';

  beforeAll(async () => {
    const survey = await createSurvey(owner);
    surveyId = survey.id;
    otherSurveyId = (await createSurvey(owner)).id;
    // Both lists hold at least the anonymity threshold of responses, so both read their pages.
    const recipients = [1, 2, 3].map(() => uniqueEmail('cursor-r'));
    await sendSurvey(owner, surveyId, { recipients });
    for (const [i, to] of recipients.entries()) {
      await submitOk(surveyId, pulse(survey, 3 + i), await linkToken(to, surveyId));
    }
    for (const rating of [3, 4, 5]) await submitOk(surveyId, pulse(survey, rating));
  });

  const forged = () => [
    ['not base64 JSON', '%%%'],
    ['a JSON array', b64(['PK'])],
    ['the right partition, no sort key', b64({ PK: `SURVEY#${surveyId}` })],
    [
      'the right partition, a sort key outside the list',
      b64({ PK: `SURVEY#${surveyId}`, SK: 'ZZZ' }),
    ],
    [
      'the right GSI partition, no table key',
      b64({ GSI1PK: `SURVEY#${surveyId}#RESPONSES#regular`, GSI1SK: 'RESPONSE#x' }),
    ],
    [
      'extra attributes',
      b64({ PK: `SURVEY#${surveyId}`, SK: 'INVITATION#a', GSI1PK: 'x', GSI1SK: 'y', other: 'z' }),
    ],
    ['a number value', b64({ PK: `SURVEY#${surveyId}`, SK: 7 })],
    ['another survey', b64({ PK: `SURVEY#${otherSurveyId}`, SK: 'INVITATION#a@b.c' })],
  ];

  it('a real cursor still works (invitations)', async () => {
    const page = await invitationsOf(owner, surveyId);
    expect(page.invitations.length).toBeGreaterThan(0);
  });

  it('every forged cursor on invitations, responses and email responses is a 400', async () => {
    const answers: string[] = [];
    for (const [label, cursor] of forged()) {
      for (const [route, response] of [
        ['invitations', await listInvitations(owner, surveyId, cursor)],
        ['responses', await listResponses(owner, surveyId, 'regular', cursor)],
        ['email responses', await listResponses(owner, surveyId, 'email', cursor)],
      ] as const) {
        const message = (response.body as { fields?: { cursor?: string } }).fields?.cursor;
        answers.push(`${route} / ${label}: ${response.status} ${message ?? response.text}`);
      }
    }
    expect(answers.filter((line) => !line.endsWith(`400 ${CURSOR_MESSAGE}`))).toEqual([]);
  });
});

describe('path parameters', () => {
  const withParams = routeList.filter(
    (route) => pathParamNames(route.path).length > 0 && !route.path.includes('+}'),
  );

  it.each(withParams.map((route) => [route.id, route] as const))(
    '%s answers 400 to a bad percent-encoding',
    async (_id, route) => {
      let path = route.path;
      for (const name of pathParamNames(route.path)) path = path.replace(`{${name}}`, '%FF');
      const response = await call(route.method, path, {
        token: owner.token,
        ...(route.body && route.bodyType !== 'multipart' ? { json: {} } : {}),
      });
      expectError(response, 400, 'validation_error');
    },
  );
});
