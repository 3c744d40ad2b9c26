import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startRuntimeProcess, type RuntimeProcess } from '../support/runtime-process';
import {
  apiUrl,
  call,
  expectError,
  mailTo,
  uniqueEmail,
  useRuntime,
  waitForState,
} from './support/auth-api';
import { sendSurveyEmailResponse } from '#shared/api/responses';
import {
  api,
  createSurvey,
  invitationsOf,
  SEND_DEADLINE_MS,
  sendFinished,
} from './support/responses-api';
import { register, type Person } from './support/teams-api';

/**
 * The product's answers when the mail service itself fails: the SES stand-in is told to answer
 * every call with SES's 503, or to report sending paused, through `/dev/api/mail/outage`. It runs
 * on a runtime of its own so the other journeys keep a working mail service.
 */
let runtime: RuntimeProcess;
let ana: Person;

async function outage(mode: 'off' | 'unavailable' | 'paused'): Promise<void> {
  const response = await fetch(`${apiUrl()}/dev/api/mail/outage`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ mode }),
  });
  expect(response.status).toBe(200);
}

beforeAll(async () => {
  runtime = await startRuntimeProcess({ args: ['--no-web-build'] });
  useRuntime(runtime.url);
  ana = await register('Ana', uniqueEmail('outage-ana'));
});

afterEach(async () => {
  await outage('off');
});

afterAll(async () => {
  await runtime?.stop();
});

/** A failure answer: the status, a plain reason, and nothing of the service's internals. */
function expectPlainFailure(
  response: Awaited<ReturnType<typeof call>>,
  status: number,
  errorType: string,
  lead: string,
): void {
  const error = expectError(response, status, errorType);
  expect(error.message.startsWith(lead), error.message).toBe(true);
  expect(response.text).not.toMatch(/stack|at [\w.]+ \(|amazonaws|node_modules/i);
}

describe('when the mail service is down', () => {
  it('the connection test says so in plain words: 503, not a 500', async () => {
    await outage('unavailable');
    const response = await call('POST', '/api/emails/test-connection', { token: ana.token });
    expectPlainFailure(
      response,
      503,
      'email_connection_failed',
      'The mail service had a problem on its side (status 503); try again in a few minutes.',
    );
  });

  it('the test e-mail fails with the reason, and nothing is delivered', async () => {
    await outage('unavailable');
    const to = uniqueEmail('outage-test-mail');
    const response = await call('POST', '/api/emails/send-test', {
      token: ana.token,
      json: { email: to },
    });
    expectPlainFailure(
      response,
      503,
      'email_failed',
      'The mail service had a problem on its side (status 503); try again in a few minutes.',
    );
    expect(await mailTo(to)).toEqual([]);
  });

  it('a survey send pauses and says why, fails nobody, and goes out by itself once it is back', async () => {
    const survey = await createSurvey(ana);
    const recipients = [uniqueEmail('outage-r1'), uniqueEmail('outage-r2')];
    await outage('unavailable');
    const response = await api('SendSurveyEmail', {
      token: ana.token,
      params: { id: survey.id },
      json: { recipients: recipients.join(', ') },
    });
    expect(response.status, response.text).toBe(202);
    const { sendId } = sendSurveyEmailResponse.parse(response.body);
    const paused = await waitForState(
      async () => {
        const read = await api('GetSurveySend', {
          token: ana.token,
          params: { id: survey.id, sendId },
        });
        const send = sendSurveyEmailResponse.parse(read.body);
        return send.state === 'paused' ? send : undefined;
      },
      () => 'the send did not pause',
      SEND_DEADLINE_MS,
    );
    // A mail outage is not the addresses' fault: nobody is marked failed, and the manager is
    // told in plain words, without the service's internals.
    expect(paused).toMatchObject({ failed: 0, sent: 0, waiting: 2 });
    expect(paused.pausedReason).toBe(
      'The mail service is not answering. The rest goes out by itself when it is back.',
    );
    const listed = await invitationsOf(ana, survey.id);
    expect(listed.invitations.map((i) => i.status)).not.toContain('failed');
    for (const to of recipients) expect(await mailTo(to)).toEqual([]);

    await outage('off');
    const done = await sendFinished(ana, survey.id, sendId);
    expect(done.results.map((r) => r.status)).toEqual(['sent', 'sent']);
    for (const to of recipients) expect(await mailTo(to)).toHaveLength(1);
  });
});

describe('when sending is paused for the mail account', () => {
  it('the connection test reports the pause; the test e-mail names it', async () => {
    await outage('paused');
    const check = await call('POST', '/api/emails/test-connection', { token: ana.token });
    expect(check.status, check.text).toBeGreaterThanOrEqual(400);
    expect((check.body as { message: string }).message).toMatch(/sending is paused/i);

    const to = uniqueEmail('outage-paused');
    const mail = await call('POST', '/api/emails/send-test', {
      token: ana.token,
      json: { email: to },
    });
    expectPlainFailure(
      mail,
      503,
      'email_failed',
      'Sending is paused for this mail account. It said: Sending is paused for this account.',
    );
    expect(await mailTo(to)).toEqual([]);
  });
});

describe('the outage control', () => {
  it('refuses a mode it does not know', async () => {
    const response = await fetch(`${apiUrl()}/dev/api/mail/outage`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ mode: 'sideways' }),
    });
    expect(response.status).toBe(400);
  });
});
