import { beforeAll, describe, expect, it } from 'vitest';
import type { RouteId } from '../../shared/src/api/routes';
import { call, expectError, googleSession, uniqueEmail } from './support/auth-api';
import { createSurvey } from './support/responses-api';
import { routePath, send, type Person } from './support/teams-api';

/*
 * No request can stall the server: an address built to make a backtracking pattern take
 * quadratic time (100 KB of dots between two '@') is refused at once on every route that checks
 * an address, and /api/health keeps answering while those requests are in flight.
 */

const ATTACK = `a@${'.'.repeat(100_000)}@`;
const WELL_UNDER_A_SECOND = 500;

const publicAddressRoutes: [RouteId, Record<string, unknown>][] = [
  ['Login', { email: ATTACK, password: 'x' }],
  ['Register', { firstName: 'Ada', lastName: 'Lovelace', email: ATTACK, password: 'Lantern-7!' }],
  ['CheckRegistration', { email: ATTACK }],
  ['ResendVerification', { email: ATTACK }],
  ['RequestPasswordReset', { email: ATTACK }],
];

async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now();
  const value = await work();
  return { value, ms: performance.now() - started };
}

let sender: Person;
let surveyId = '';
beforeAll(async () => {
  const session = await googleSession(uniqueEmail('stall'), 'Stella', 'Stall');
  sender = { firstName: 'Stella', lastName: 'Stall', email: '', ...session };
  surveyId = (await createSurvey(sender)).id;
});

describe('a 100 KB adversarial e-mail address', () => {
  it.each(publicAddressRoutes)('%s refuses it with a 400 well under a second', async (id, json) => {
    const { value: response, ms } = await timed(() => send(id, { json }));
    expectError(response, 400, 'validation_error');
    expect(ms).toBeLessThan(WELL_UNDER_A_SECOND);
  });

  it('SendSurveyEmail refuses it as a recipient well under a second', async () => {
    const { value: response, ms } = await timed(() =>
      send('SendSurveyEmail', {
        token: sender.token,
        params: { id: surveyId },
        json: { recipients: [ATTACK] },
      }),
    );
    expect(response.status, response.text).toBe(400);
    expect(ms).toBeLessThan(WELL_UNDER_A_SECOND);
  });

  it('leaves /api/health responsive while ten of them are in flight', async () => {
    const attacks = Array.from({ length: 10 }, (_, i) =>
      call('POST', routePath('Login'), { json: { email: ATTACK, password: `x${i}` } }),
    );
    const { value: health, ms } = await timed(() => call('GET', '/api/health'));
    const answers = await Promise.all(attacks);
    expect(health.status).toBe(200);
    expect(ms).toBeLessThan(WELL_UNDER_A_SECOND * 2);
    expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 400));
  });
});
