import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sendSurveyEmailResponse } from '#shared/api/responses';
import { startRuntimeProcess, tempDataDir, type RuntimeProcess } from '../support/runtime-process';
import { apiUrl, mailTo, uniqueEmail, useRuntime, waitForState } from './support/auth-api';
import {
  api,
  createSurvey,
  invitationsOf,
  sendFinished,
  SEND_DEADLINE_MS,
  surveyMails,
} from './support/responses-api';
import { createTeam, register, type Person } from './support/teams-api';

/**
 * Sends at a company's scale (decision 0033): the API queues one message per recipient and
 * answers at once (202); the send worker, as Lambda's event source mapping runs it, sends at the
 * mail account's rate and counts each recipient once. The SES stand-in enforces SES's rate and
 * can fail on purpose, so what production would do is seen here. A runtime of its own: these
 * journeys change the mail service's limits, stop it, and stop the whole runtime.
 */
const dataDir = tempDataDir('candor-send-queue-');
let runtime: RuntimeProcess;
let ana: Person;

async function start(): Promise<void> {
  runtime = await startRuntimeProcess({ dataDir, args: ['--no-web-build'] });
  useRuntime(runtime.url);
}

async function dev(path: string, body: unknown): Promise<unknown> {
  const response = await fetch(`${apiUrl()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json();
}

const limits = (body: { perSecond?: number; transientFailures?: number; refuse?: string }) =>
  dev('/dev/api/mail/limits', body);
const outage = (mode: 'off' | 'unavailable' | 'paused') => dev('/dev/api/mail/outage', { mode });

/** Queues a send and returns its first answer (202), timed by the caller. */
async function queue(surveyId: string, recipients: string[]) {
  const response = await api('SendSurveyEmail', {
    token: ana.token,
    params: { id: surveyId },
    json: { recipients },
  });
  expect(response.status, response.text).toBe(202);
  return sendSurveyEmailResponse.parse(response.body);
}

async function progress(surveyId: string, sendId: string) {
  const response = await api('GetSurveySend', {
    token: ana.token,
    params: { id: surveyId, sendId },
  });
  expect(response.status, response.text).toBe(200);
  return sendSurveyEmailResponse.parse(response.body);
}

const people = (label: string, count: number) =>
  Array.from({ length: count }, (_, i) => uniqueEmail(`${label}-${i}`));

/**
 * How many survey mails each address got, by the link to the survey (its path: a restarted
 * runtime listens on another port).
 */
async function mailsEach(surveyId: string, recipients: string[]): Promise<number[]> {
  return Promise.all(
    recipients.map(
      async (to) =>
        (await mailTo(to)).filter((mail) => mail.text.includes(`/survey/${surveyId}?token=`))
          .length,
    ),
  );
}

beforeAll(async () => {
  await start();
  ana = await register('Ana', uniqueEmail('queue-ana'));
}, 180_000);

afterAll(async () => {
  await runtime?.stop();
});

describe('a send through the queue', () => {
  it('answers at once, then sends each person one mail at no more than the mail rate', async () => {
    const before = (await limits({ perSecond: 10, transientFailures: 0 })) as {
      throttled: number;
    };
    const survey = await createSurvey(ana, { title: 'Paced pulse' });
    const recipients = people('paced', 40);
    const queued = await queue(survey.id, recipients);
    expect(queued).toMatchObject({ state: 'sending', total: 40, sent: 0, waiting: 40 });

    // Mid-way the progress says how far it is; then it is done with every recipient counted.
    const midway = await waitForState(
      async () => {
        const now = await progress(survey.id, queued.sendId);
        return now.sent > 0 && now.waiting > 0 ? now : undefined;
      },
      () => 'the send never showed progress mid-way',
      SEND_DEADLINE_MS,
    );
    expect(midway.sent + midway.failed + midway.skipped + midway.waiting).toBe(40);
    const done = await sendFinished(ana, survey.id, queued.sendId);
    expect(done).toMatchObject({ state: 'done', sent: 40, failed: 0, skipped: 0, waiting: 0 });
    expect(done.results.map((r) => r.email)).toEqual(recipients);
    expect(await mailsEach(survey.id, recipients)).toEqual(recipients.map(() => 1));

    // Kept under the rate: SES never had to throttle the send, and 40 mails at 10 a second
    // took at least 3 seconds from the first to the last.
    const after = (await (await fetch(`${apiUrl()}/dev/api/mail/limits`)).json()) as {
      throttled: number;
    };
    expect(after.throttled).toBe(before.throttled);
    const times = (await Promise.all(recipients.map((to) => surveyMails(to, survey.id))))
      .flat()
      .map((mail) => Date.parse(mail.sentAt))
      .sort((a, b) => a - b);
    expect(times.at(-1)! - times[0]!).toBeGreaterThanOrEqual(3000);
    const listed = await invitationsOf(ana, survey.id);
    expect(listed.rounds?.[0]).toMatchObject({ round: 1, invited: 40 });
  });

  it('rides out transient failures of the mail service: one mail each, none marked failed', async () => {
    await limits({ perSecond: 20, transientFailures: 0.3 });
    const survey = await createSurvey(ana, { title: 'Flaky pulse' });
    const recipients = people('flaky', 30);
    const queued = await queue(survey.id, recipients);
    const done = await sendFinished(ana, survey.id, queued.sendId);
    await limits({ transientFailures: 0 });
    expect(done).toMatchObject({ sent: 30, failed: 0, skipped: 0 });
    expect(await mailsEach(survey.id, recipients)).toEqual(recipients.map(() => 1));
  });

  it('pauses while the mail service is down, says why, and resumes by itself', async () => {
    await limits({ perSecond: 20, transientFailures: 0 });
    const survey = await createSurvey(ana, { title: 'Outage pulse' });
    const recipients = people('outage', 6);
    await outage('unavailable');
    const queued = await queue(survey.id, recipients);
    const paused = await waitForState(
      async () => {
        const now = await progress(survey.id, queued.sendId);
        return now.state === 'paused' ? now : undefined;
      },
      () => 'the send did not pause',
      SEND_DEADLINE_MS,
    );
    expect(paused.pausedReason).toBe(
      'The mail service is not answering. The rest goes out by itself when it is back.',
    );
    expect(paused).toMatchObject({ failed: 0, waiting: 6 });
    await outage('off');
    const done = await sendFinished(ana, survey.id, queued.sendId);
    expect(done).toMatchObject({ sent: 6, failed: 0, pausedReason: null });
    expect(await mailsEach(survey.id, recipients)).toEqual(recipients.map(() => 1));
  });

  it('a refused address fails for good; the others go out', async () => {
    await limits({ perSecond: 20, transientFailures: 0 });
    const survey = await createSurvey(ana, { title: 'Refused pulse' });
    const bad = `nobody-${Date.now()}@mailbox.invalid`;
    const good = uniqueEmail('refused-good');
    const queued = await queue(survey.id, [bad, good]);
    const done = await sendFinished(ana, survey.id, queued.sendId);
    expect(done).toMatchObject({ sent: 1, failed: 1 });
    expect(done.results).toEqual([
      { email: bad, status: 'failed', reason: 'The e-mail could not be delivered' },
      { email: good, status: 'sent' },
    ]);
    expect(await mailTo(good)).toHaveLength(1);
  });

  it('retries only the failed ones of a finished send, once, in the same round', async () => {
    // Addresses with "unverified" in them are refused for good, as SES's sandbox refuses them.
    await limits({ perSecond: 20, transientFailures: 0, refuse: 'unverified' });
    const survey = await createSurvey(ana, { title: 'Retry pulse' });
    const good = people('retry-good', 6);
    const bad = people('retry-unverified', 3);
    const recipients = [good[0]!, bad[0]!, ...good.slice(1, 4), bad[1]!, bad[2]!, ...good.slice(4)];
    const first = await queue(survey.id, recipients);

    const retry = (sendId: string, token = ana.token) =>
      api('RetrySurveySend', { token, params: { id: survey.id, sendId } });
    const done = await sendFinished(ana, survey.id, first.sendId);
    expect(done).toMatchObject({ sent: 6, failed: 3, retriedBy: null });

    // The invitations card reads the latest send and each row's state.
    const listed = await invitationsOf(ana, survey.id);
    expect(listed.latestSend).toMatchObject({ sendId: first.sendId, failed: 3, state: 'done' });
    const statusOf = new Map(listed.invitations.map((i) => [i.recipient_email, i.status]));
    expect(bad.map((email) => statusOf.get(email))).toEqual(['failed', 'failed', 'failed']);

    // Nobody else may retry it; the addresses are still refused until "verified".
    const stranger = await register('Sol', uniqueEmail('retry-stranger'));
    expect((await retry(first.sendId, stranger.token)).status).toBe(404);
    await limits({ refuse: '' });
    const [again, twice] = await Promise.all([retry(first.sendId), retry(first.sendId)]);
    // Two presses at once queue the failed ones once: one is taken, the other told so.
    const statuses = [again.status, twice.status].sort();
    expect(statuses, `${again.text} ${twice.text}`).toEqual([202, 409]);
    const taken = sendSurveyEmailResponse.parse((again.status === 202 ? again : twice).body);
    const refused = again.status === 409 ? again : twice;
    expect(refused.body).toMatchObject({ errorType: 'send_retried' });
    expect(taken).toMatchObject({ state: 'sending', total: 3, waiting: 3 });

    const retried = await sendFinished(ana, survey.id, taken.sendId);
    expect(retried).toMatchObject({ sent: 3, failed: 0, skipped: 0 });
    expect(retried.results.map((r) => r.email)).toEqual(bad);
    expect(await progress(survey.id, first.sendId)).toMatchObject({ retriedBy: taken.sendId });
    // One mail each for the retried, none more for the others; all in the first send's round.
    expect(await mailsEach(survey.id, recipients)).toEqual(recipients.map(() => 1));
    const after = await invitationsOf(ana, survey.id);
    expect(after.latestSend).toMatchObject({ sendId: taken.sendId, sent: 3 });
    expect(after.invitations.every((i) => i.status === 'sent' && i.round === 1)).toBe(true);
    expect(after.rounds).toEqual([expect.objectContaining({ round: 1, invited: 9 })]);

    // Nothing left to retry, and a send still going cannot be retried yet.
    expect((await retry(taken.sendId)).body).toMatchObject({ errorType: 'nothing_failed' });
    await outage('unavailable');
    const going = await queue(survey.id, people('retry-going', 2));
    const early = await retry(going.sendId);
    expect(early.status).toBe(409);
    expect(early.body).toMatchObject({ errorType: 'send_in_progress' });
    await outage('off');
    await sendFinished(ana, survey.id, going.sendId);
  });

  it('mails an address at most three surveys a day from one account, and a round once', async () => {
    await limits({ perSecond: 20, transientFailures: 0, refuse: '' });
    // A manager of their own: four surveys would take the others' plan's room.
    const bo = await register('Bo', uniqueEmail('daily-sender'));
    const send = async (surveyId: string, recipients: string[]) => {
      const response = await api('SendSurveyEmail', {
        token: bo.token,
        params: { id: surveyId },
        json: { recipients },
      });
      expect(response.status, response.text).toBe(202);
      return sendFinished(bo, surveyId, sendSurveyEmailResponse.parse(response.body).sendId);
    };
    const [ada, ben, cy] = people('daily', 3) as [string, string, string];
    const first = await createSurvey(bo, { title: 'Daily pulse one' });
    expect(await send(first.id, [ada, ben])).toMatchObject({ sent: 2, skipped: 0 });
    // A second send by hand to the same round says the round has them already.
    const again = await send(first.id, [ada, cy, ben]);
    expect(again.results).toEqual([
      { email: ada, status: 'skipped', reason: 'Already sent' },
      { email: cy, status: 'sent' },
      { email: ben, status: 'skipped', reason: 'Already sent' },
    ]);
    expect(await mailsEach(first.id, [ada, ben, cy])).toEqual([1, 1, 1]);
    // Two more surveys reach Ada; a fourth the same day does not.
    for (const title of ['Daily pulse two', 'Daily pulse three']) {
      const survey = await createSurvey(bo, { title });
      expect(await send(survey.id, [ada])).toMatchObject({ sent: 1 });
    }
    const fourth = await createSurvey(bo, { title: 'Daily pulse four' });
    const refused = await send(fourth.id, [ada, ben]);
    expect(refused.results).toEqual([
      {
        email: ada,
        status: 'skipped',
        reason: 'Already got 3 survey e-mails from this account today',
      },
      { email: ben, status: 'sent' },
    ]);
    expect(await mailsEach(fourth.id, [ada, ben])).toEqual([0, 1]);
  });

  it('dev controls put an account on a plan and give a team a large roster', async () => {
    const post = (path: string, body: unknown) =>
      fetch(`${apiUrl()}${path}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
    const owner = await register('Ena', uniqueEmail('roster-owner'));
    const team = await createTeam(owner, 'Whole company');
    // On Starter (15 members) the roster control stops at the plan's limit and says so.
    const refused = await post('/dev/api/roster', { teamId: team.id, count: 600 });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toMatchObject({
      message: expect.stringMatching(/15/),
      added: 15,
    });

    expect((await post('/dev/api/plan', { email: owner.email, plan: 'enterprise' })).status).toBe(
      200,
    );
    const plan = await api('GetMyPlan', { token: owner.token });
    expect(plan.body).toMatchObject({ plan: { key: 'enterprise', status: 'active' } });
    const added = await post('/dev/api/roster', { teamId: team.id, count: 1200 });
    expect(added.status).toBe(200);
    expect(await added.json()).toMatchObject({ added: 1200 });
    const members = await api('ListTeamMembers', {
      token: owner.token,
      params: { teamId: team.id },
    });
    // The owner, the 15 Starter let in and the 1,200: every page of the roster is read.
    expect((members.body as { members: unknown[] }).members).toHaveLength(1 + 15 + 1200);

    for (const [path, body] of [
      ['/dev/api/plan', { email: owner.email, plan: 'platinum' }],
      ['/dev/api/roster', { teamId: team.id, count: 0 }],
    ] as const) {
      const bad = await post(path, body);
      expect(bad.status, path).toBe(400);
    }
    expect(
      (await post('/dev/api/plan', { email: 'nobody@example.com', plan: 'starter' })).status,
    ).toBe(404);
  });

  it('is read only by the survey’s managers', async () => {
    const survey = await createSurvey(ana, { title: 'Private send' });
    const queued = await queue(survey.id, [uniqueEmail('private-send')]);
    const stranger = await register('Sam', uniqueEmail('queue-stranger'));
    const response = await api('GetSurveySend', {
      token: stranger.token,
      params: { id: survey.id, sendId: queued.sendId },
    });
    expect(response.status).toBe(404);
    const unknown = await api('GetSurveySend', {
      token: ana.token,
      params: { id: survey.id, sendId: '00000000-0000-4000-8000-000000000000' },
    });
    expect(unknown.status).toBe(404);
    await sendFinished(ana, survey.id, queued.sendId);
  });

  it('survives the whole runtime stopping half-way: no mail twice, none lost', async () => {
    await limits({ perSecond: 20, transientFailures: 0 });
    const survey = await createSurvey(ana, { title: 'Restart pulse' });
    const recipients = people('restart', 24);
    const queued = await queue(survey.id, recipients);
    await waitForState(
      async () => ((await progress(survey.id, queued.sendId)).sent >= 4 ? true : undefined),
      () => 'nothing was sent',
      SEND_DEADLINE_MS,
    );
    // The mail service goes down mid-send: what was claimed but not sent waits in the queue.
    await outage('unavailable');
    const paused = await waitForState(
      async () => {
        const now = await progress(survey.id, queued.sendId);
        return now.state === 'paused' ? now : undefined;
      },
      () => 'the send did not pause',
      SEND_DEADLINE_MS,
    );
    expect(paused.waiting).toBeGreaterThan(0);
    // Killed outright: the workers, the queue and everything in flight stop at once.
    await runtime.stop('SIGKILL');
    await start();
    const done = await sendFinished(ana, survey.id, queued.sendId);
    expect(done).toMatchObject({ sent: 24, failed: 0, skipped: 0, waiting: 0 });
    expect(await mailsEach(survey.id, recipients)).toEqual(recipients.map(() => 1));
    const listed = await invitationsOf(ana, survey.id);
    expect(listed.rounds?.[0]).toMatchObject({ round: 1, invited: 24 });
  }, 240_000);
});
