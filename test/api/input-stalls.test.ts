import { beforeAll, describe, expect, it } from 'vitest';
import type { RouteId } from '#shared/api/routes';
import { call, expectError, googleSession, uniqueEmail } from './support/auth-api';
import { createSurvey } from './support/responses-api';
import { routePath, send, type Person } from './support/teams-api';

/*
 * No request can stall the server: an address built to make a backtracking pattern take
 * quadratic time (100 KB of dots between two '@') is refused with a 400 on every route that
 * checks an address, and /api/health keeps answering while those requests are in flight. How
 * fast is not asked here, where a busy machine decides it: shared/src/api/pattern-safety.test.ts
 * holds every request pattern to linear time, and `npm run bench` measures the server.
 */

const ATTACK = `a@${'.'.repeat(100_000)}@`;

const publicAddressRoutes: [RouteId, Record<string, unknown>][] = [
  ['Login', { email: ATTACK, password: 'x' }],
  ['Register', { firstName: 'Ada', lastName: 'Lovelace', email: ATTACK, password: 'Lantern-7!' }],
  ['CheckRegistration', { email: ATTACK }],
  ['ResendVerification', { email: ATTACK }],
  ['RequestPasswordReset', { email: ATTACK }],
];

let sender: Person;
let surveyId = '';
beforeAll(async () => {
  const session = await googleSession(uniqueEmail('stall'), 'Stella', 'Stall');
  sender = { firstName: 'Stella', lastName: 'Stall', email: '', ...session };
  surveyId = (await createSurvey(sender)).id;
});

describe('a 100 KB adversarial e-mail address', () => {
  it.each(publicAddressRoutes)('%s refuses it with a 400', async (id, json) => {
    expectError(await send(id, { json }), 400, 'validation_error');
  });

  it('SendSurveyEmail refuses it as a recipient', async () => {
    const response = await send('SendSurveyEmail', {
      token: sender.token,
      params: { id: surveyId },
      json: { recipients: [ATTACK] },
    });
    expect(response.status, response.text).toBe(400);
  });

  it('leaves /api/health answering while ten of them are in flight', async () => {
    const attacks = Array.from({ length: 10 }, (_, i) =>
      call('POST', routePath('Login'), { json: { email: ATTACK, password: `x${i}` } }),
    );
    const health = await call('GET', '/api/health');
    const answers = await Promise.all(attacks);
    expect(health.status).toBe(200);
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 400));
  });
});
