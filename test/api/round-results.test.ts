import { GetQueueUrlCommand, SQSClient } from '@aws-sdk/client-sqs';
import { describe, expect, inject, it } from 'vitest';
import { SqsInvitationQueue } from '../../functions/src/adapters/sqs/invitation-queue';
import { analyticsResponse } from '#shared/api/analytics';
import { automationResponse } from '#shared/api/automations';
import { surveyResponsesResponse, type SurveyResponses } from '#shared/api/responses';
import { getRoute } from '#shared/api/routes';
import {
  advanceHours,
  apiUrl,
  type Mail,
  mailedToken,
  mailTo,
  productDay,
  storedItems,
  uniqueEmail,
  waitForState,
} from './support/auth-api';
import { pdfText } from './support/exports';
import {
  api,
  createSurvey,
  dashboardOf,
  invitationsOf,
  landing,
  linkToken,
  pulse,
  responsesOf,
  runResponseDigest,
  sendSurvey,
  settleScheduledJobs,
  settleSends,
  submit,
  submitOk,
  surveyLinkPath,
  surveyMails,
  fireNextRun,
} from './support/responses-api';
import { addMember, createTeam, join, register, type Person } from './support/teams-api';

/**
 * Per-round results (decision 0023) against a watchful manager: every e-mail release group
 * belongs to one round, a round closes when the next opens (its last group released at once with
 * at least k independent answers, withheld otherwise), and nothing a manager polls after each
 * answer (invitations, each round's responses, the dashboard, analytics) moves by fewer than k.
 */

const K = 3;

/** The token of the personal link mailed to `to` in `round` (one mail per round, oldest last). */
async function roundLink(to: string, surveyId: string, round: number) {
  const mails = await surveyMails(to, surveyId);
  const mail = mails[mails.length - round];
  if (!mail) throw new Error(`no round ${round} mail to ${to}`);
  return mailedToken(mail, surveyLinkPath(surveyId));
}

/** The manager's round notifications of this survey (titles and messages). */
async function roundNotices(by: Person, surveyId: string) {
  const response = await fetch(`${apiUrl()}/api/notifications?limit=100`, {
    headers: { authorization: `Bearer ${by.token}` },
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as {
    notifications: { type: string; title: string; message: string; data: string }[];
  };
  return body.notifications
    .filter(
      (n) =>
        n.type === 'survey' &&
        (JSON.parse(n.data || '{}') as { surveyId?: string; round?: number }).round !== undefined &&
        (JSON.parse(n.data || '{}') as { surveyId?: string }).surveyId === surveyId,
    )
    .map((n) => `${n.title}: ${n.message}`)
    .sort();
}

async function runHourlyJob() {
  const response = await fetch(`${apiUrl()}/dev/api/jobs/run`, {
    method: 'POST',
    body: JSON.stringify({
      kind: 'survey-purge',
      targetId: 'deleted-surveys',
      scheduleName: 'candor-survey-purge',
    }),
  });
  expect(response.status).toBe(200);
  // (the scheduler may be running it too, on its own timer: what the test reads waits for both)
  await settleScheduledJobs();
}

const reportPayload = {
  kind: 'round-reports',
  targetId: 'pending-reports',
  scheduleName: 'candor-round-reports',
};

/** Runs a job function now with the payload its schedule gives it, without waiting for more. */
async function runJob(payload: Record<string, string>) {
  const response = await fetch(`${apiUrl()}/dev/api/jobs/run`, {
    method: 'POST',
    body: JSON.stringify(payload),
  });
  expect(response.status).toBe(200);
}

/**
 * Fires the round-report job now, as its schedule would (MailRoundReports): it queues the
 * managers' mails, and the send worker mails them.
 */
async function runReportJob() {
  await runJob(reportPayload);
  // (the scheduler may be running it too, on its own timer: what the test reads waits for both,
  // and for the send queue to empty)
  await settleScheduledJobs();
}

/** The SES stand-in's limits, and how many of its answers so far failed on its side. */
async function mailLimits(body?: Record<string, unknown>) {
  const response = await fetch(`${apiUrl()}/dev/api/mail/limits`, {
    method: body ? 'POST' : 'GET',
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { unavailable: number; throttled: number };
}

/**
 * Puts a round report's messages on the send queue once more, as the report job queues them
 * (SQS delivers a message at least once: a second delivery must mail nobody twice).
 */
async function queueReportAgain(surveyId: string, round: number, managers: Person[]) {
  const reported = (await storedItems()).find(
    (i) => i.PK === `SURVEY#${surveyId}` && i.SK === `ROUND#${String(round).padStart(6, '0')}`,
  );
  expect(reported?.reportedAt, `round ${round} reported`).toBeTypeOf('string');
  const endpoint = inject('sqsEndpoint');
  const sqs = new SQSClient({ region: 'us-east-1', endpoint });
  try {
    const { QueueUrl } = await sqs.send(new GetQueueUrlCommand({ QueueName: 'candor-sends' }));
    const queue = new SqsInvitationQueue({ region: 'us-east-1', queueUrl: QueueUrl!, endpoint });
    const messages = managers.map((manager) => ({
      surveyId,
      round,
      closedAt: String(reported?.reportedAt),
      userId: manager.userId,
    }));
    expect(await queue.enqueueRoundReports(messages)).toBe(managers.length);
  } finally {
    sqs.destroy();
  }
}

/** The text of a mail's PDF attachment, downloaded from the mailbox and read by poppler. */
async function attachedPdfText(mail: Mail): Promise<string> {
  const [file] = mail.attachments ?? [];
  expect(file, `an attachment on "${mail.subject}"`).toBeDefined();
  expect(file?.contentType).toBe('application/pdf');
  const download = await fetch(`${apiUrl()}${file?.url ?? ''}`);
  expect(download.status).toBe(200);
  expect(download.headers.get('content-disposition')).toContain(file?.fileName);
  return pdfText(Buffer.from(await download.arrayBuffer()));
}

async function roundResponses(by: Person, surveyId: string, round: number) {
  const path = getRoute('ListSurveyEmailResponses').path.replace('{id}', surveyId);
  const response = await fetch(`${apiUrl()}${path}?round=${round}`, {
    headers: { authorization: `Bearer ${by.token}` },
  });
  const body: unknown = await response.json();
  expect(response.status, JSON.stringify(body)).toBe(200);
  return surveyResponsesResponse.parse(body);
}

/** Everything the manager can count, read afresh. */
async function observe(by: Person, surveyId: string): Promise<Record<string, number>> {
  const invitations = await invitationsOf(by, surveyId);
  const all: SurveyResponses = await responsesOf(by, surveyId, 'email');
  const dashboard = await dashboardOf(by);
  const analytics = await fetch(`${apiUrl()}/api/analytics?range=30d`, {
    headers: { authorization: `Bearer ${by.token}` },
  });
  expect(analytics.status).toBe(200);
  const { insights, trends } = analyticsResponse.parse(await analytics.json());
  const figures: Record<string, number> = {
    'e-mailed total': invitations.responded?.total ?? 0,
    'e-mail list': all.responses.length,
    'dashboard responses': dashboard.totalResponses,
    'analytics responses': insights.totalResponses,
  };
  for (const point of trends.rounds?.find((t) => t.surveyId === surveyId)?.points ?? []) {
    figures[`analytics round ${point.round} responded`] = point.responded;
  }
  for (const round of invitations.rounds ?? []) {
    figures[`round ${round.round} responded`] = round.responded ?? 0;
    const listed = await roundResponses(by, surveyId, round.round);
    figures[`round ${round.round} list`] = listed.responses.length;
    figures[`round ${round.round} sentiment`] = listed.responses.reduce(
      (sum, r) => sum + (r.sentiment ?? 0),
      0,
    );
  }
  return figures;
}

/** Reads again and checks each figure moved by 0 or by at least k. */
async function expectOnlyWholeGroups(
  by: Person,
  surveyId: string,
  before: Record<string, number>,
  step: string,
) {
  const after = await observe(by, surveyId);
  for (const [figure, value] of Object.entries(after)) {
    if (figure.endsWith('sentiment')) continue;
    const moved = Math.abs(value - (before[figure] ?? 0));
    expect(moved === 0 || moved >= K, `${step}: ${figure} moved by ${moved}`).toBe(true);
  }
  // An average moves only when its count does.
  for (const [figure, value] of Object.entries(after)) {
    if (!figure.endsWith('sentiment')) continue;
    const count = figure.replace('sentiment', 'list');
    if (after[count] === (before[count] ?? 0)) {
      expect(value, `${step}: ${figure}`).toBeCloseTo(before[figure] ?? 0, 6);
    }
  }
  return after;
}

describe('per-round results', () => {
  it('a watchful manager sees each round move only by whole groups; a closed round’s links stop', async () => {
    const owner = await register('Rowan');
    const team = await createTeam(owner, 'Quay crew');
    const people = ['a', 'b', 'c', 'd', 'e', 'f'].map((l) => uniqueEmail(`rr-${l}`));
    for (const [i, email] of people.entries()) {
      await addMember(owner, team.id, `Person ${i}`, email);
    }
    const [a, b, c, d, e, f] = people as [string, string, string, string, string, string];
    const survey = await createSurvey(owner, { title: 'Quay pulse', teamId: team.id });
    expect(survey.isAnonymous).toBe(true);

    // Round 1, by hand, to five of them.
    expect((await sendSurvey(owner, survey.id, { recipients: [a, b, c, d, e] })).sent).toBe(5);
    let seen = await observe(owner, survey.id);
    for (const [who, rating] of [
      [a, 4],
      [b, 5],
      [c, 3],
      [d, 2],
    ] as const) {
      await submitOk(survey.id, pulse(survey, rating), await linkToken(who, survey.id));
      seen = await expectOnlyWholeGroups(owner, survey.id, seen, `round 1, ${who}`);
    }
    // The first group (a, b, c) was released at once; d waits for the next day's release.
    expect(seen['round 1 responded']).toBe(3);
    expect(seen['round 1 list']).toBe(3);

    // Round 2 opens by an automation's run: round 1's open group (d alone) closes withheld.
    const created = await api('CreateAutomation', {
      token: owner.token,
      json: {
        surveyId: survey.id,
        teamIds: [team.id],
        frequency: 'weekly',
        startDate: await productDay(1),
        time: '09:00',
        timezone: 'Europe/Berlin',
      },
    });
    expect(created.status, created.text).toBe(201);
    const automation = automationResponse.parse(created.body).automation;
    await fireNextRun(automation.id);
    seen = await expectOnlyWholeGroups(owner, survey.id, seen, 'round 2 opened');
    const afterOpen = await invitationsOf(owner, survey.id);
    expect(afterOpen.rounds?.map((r) => [r.round, r.invited, r.responded])).toEqual([
      [1, 5, 3],
      [2, 7, 0],
    ]);
    expect(afterOpen.rounds?.[0]).toMatchObject({ response_rate: 60, withheld: true });
    expect(afterOpen.rounds?.[1]).toMatchObject({ response_rate: 0, withheld: false });
    // d's withheld answer is gone from the table, not only from the screens.
    const stored = (await storedItems()).filter(
      (i) => i.PK === `SURVEY#${survey.id}` && String(i.SK).startsWith('RESPONSE#'),
    );
    expect(stored).toHaveLength(3);

    // e never answered round 1: that link now says the round closed, on the page and on submit.
    const eRoundOne = await roundLink(e, survey.id, 1);
    const closedPage = await landing(survey.id, eRoundOne);
    expect(closedPage.status).toBe(410);
    expect(closedPage.body).toMatchObject({ errorType: 'round_closed' });
    expect(String((closedPage.body as { message: string }).message)).toContain('newest invitation');
    const closedSubmit = await submit(survey.id, pulse(survey, 5), { token: eRoundOne });
    expect(closedSubmit.status, closedSubmit.text).toBe(410);
    // A resend of a closed round's invitation is refused alike for everyone in it.
    const resend = await api('ResendSurveyInvitation', {
      token: owner.token,
      params: { id: survey.id },
      json: { email: e, round: 1 },
    });
    expect(resend.status, resend.text).toBe(409);
    expect(resend.body).toMatchObject({ errorType: 'round_closed' });

    // Round 2: a, b, c answer the same day round 1 released: they wait for the next day.
    for (const who of [a, b, c]) {
      await submitOk(survey.id, pulse(survey, 2), await linkToken(who, survey.id, 2));
      seen = await expectOnlyWholeGroups(owner, survey.id, seen, `round 2, ${who}`);
    }
    expect(seen['round 2 responded']).toBe(0);
    await advanceHours(25);
    await runResponseDigest();
    seen = await expectOnlyWholeGroups(owner, survey.id, seen, 'the next day');
    expect(seen['round 2 responded']).toBe(3);
    expect(seen['round 1 responded']).toBe(3);

    // d, e, f answer round 2 (waiting: one release a day), then round 3 opens: round 2's open
    // group has three independent answers and is released at once, as a whole group.
    for (const who of [d, e, f]) {
      await submitOk(survey.id, pulse(survey, 1), await linkToken(who, survey.id));
      seen = await expectOnlyWholeGroups(owner, survey.id, seen, `round 2, ${who}`);
    }
    expect(seen['round 2 responded']).toBe(3);
    await fireNextRun(automation.id);
    seen = await expectOnlyWholeGroups(owner, survey.id, seen, 'round 3 opened');
    expect(seen['round 2 responded']).toBe(6);
    expect(seen['round 2 list']).toBe(6);
    expect(seen['round 3 responded']).toBe(0);
    expect(seen['e-mailed total']).toBe(9);
    const rounds = (await invitationsOf(owner, survey.id)).rounds ?? [];
    expect(rounds[1]).toMatchObject({ round: 2, invited: 7, responded: 6, withheld: false });
    // Round 2's list holds its own answers only: all rated 2 or 1, none of round 1's.
    const roundTwo = await roundResponses(owner, survey.id, 2);
    const ratingId = survey.questions[0]?.id;
    expect(
      roundTwo.responses
        .map((r) => r.responses.find((x) => x.questionId === ratingId)?.value)
        .sort(),
    ).toEqual([1, 1, 1, 2, 2, 2]);
    expect(roundTwo.round).toMatchObject({ round: 2, responded: 6, response_rate: 86 });

    // Analytics: a point per round with its participation and score, the round's mean rating
    // (round 1: 4, 5, 3 -> 4.0; round 2: 2, 2, 2, 1, 1, 1 -> 1.5); round 3 (nothing released) hidden.
    const headers = { authorization: `Bearer ${owner.token}` };
    const analytics = analyticsResponse.parse(
      await (await fetch(`${apiUrl()}/api/analytics?range=30d`, { headers })).json(),
    );
    const trend = analytics.trends.rounds?.find((t) => t.surveyId === survey.id);
    expect(
      trend?.points.map((p) => [p.round, p.responded, p.invited, p.responseRate, p.average]),
    ).toEqual([
      [1, 3, 5, 60, 4],
      [2, 6, 7, 86, 1.5],
    ]);
    expect(trend?.hiddenRounds).toBe(1);
    // The CSV follows the same filter.
    const csv = await (
      await fetch(`${apiUrl()}/api/analytics/export?format=csv&range=30d`, { headers })
    ).text();
    expect(csv).toContain('Rounds');
    expect(csv).toContain('Quay pulse,1,');
    expect(csv).toContain('Quay pulse,2,');
    expect(csv).not.toContain('Quay pulse,3,');

    // Each closed round was reported once to its managers, with its figures; round 2's average
    // rating fell by more than half a point, which raised its own alert. Each round that met its
    // threshold waits in the outbox until the report job queues its mails; the send worker mails
    // them with the round's PDF attached.
    const closedRounds = [
      'Round 1 closed: Round 1 of "Quay pulse" closed: 3 of 5 invited responded (60%); average rating 4.0/5.',
      'Round 2 closed: Round 2 of "Quay pulse" closed: 6 of 7 invited responded (86%); average rating 1.5/5.',
      'Score dropped: The average rating of "Quay pulse" dropped from 4.0/5 to 1.5/5 between rounds 1 and 2.',
    ];
    expect(await roundNotices(owner, survey.id)).toEqual(closedRounds);
    const isReport = (m: { subject: string }) => m.subject.endsWith('report: Quay pulse');
    // (the local scheduler may have fired the job already: running it again sends nothing twice)
    await runReportJob();
    await runReportJob();
    const reports = (await mailTo(owner.email)).filter(isReport);
    expect(reports.map((m) => m.subject).sort()).toEqual([
      'Round 1 report: Quay pulse',
      'Round 2 report: Quay pulse',
    ]);
    const roundTwoReport = reports.find((m) => m.subject.startsWith('Round 2'))!;
    expect(roundTwoReport.text).toContain('6 of 7 invited responded (86%); average rating 1.5/5');
    expect(roundTwoReport.text).toContain('/analytics');
    expect(roundTwoReport.attachments?.map((f) => f.fileName)).toEqual([
      'candor-quay-pulse-round-2.pdf',
    ]);
    const pdf = await attachedPdfText(roundTwoReport);
    expect(pdf).toContain('Round 2 report');
    expect(pdf).toContain('Quay pulse');
    expect(pdf).toMatch(/7\s+6\s+86%\s+1\.5\/5/);
    // The rounds so far: round 1's shown answers beside round 2's.
    expect(pdf).toContain('3 of 5');
    expect(pdf).toContain('6 of 7');
    expect(pdf).toContain('-2.5 since round 1');
    // The mailbox page offers the file for download.
    const page = await (
      await fetch(`${apiUrl()}/dev/mail/${encodeURIComponent(roundTwoReport.id)}`)
    ).text();
    expect(page).toContain('candor-quay-pulse-round-2.pdf');
    expect(page).toContain(roundTwoReport.attachments?.[0]?.url ?? 'no attachment');

    // 14 days on, the hourly job closes round 3 (nothing shown in it): told once, not mailed,
    // and rounds already reported are not reported again however often the job runs.
    await advanceHours(15 * 24);
    await runHourlyJob();
    await runHourlyJob();
    await runReportJob();
    expect(await roundNotices(owner, survey.id)).toEqual(
      [
        ...closedRounds,
        'Round 3 closed: Round 3 of "Quay pulse" closed with too few answers to show its results.',
      ].sort(),
    );
    expect((await mailTo(owner.email)).filter(isReport)).toHaveLength(2);
  }, 240_000);

  it('rejects a round the survey does not have and a round that is not a number', async () => {
    const owner = await register('Rowan');
    const survey = await createSurvey(owner, { title: 'No rounds yet' });
    const path = getRoute('ListSurveyEmailResponses').path.replace('{id}', survey.id);
    const missing = await fetch(`${apiUrl()}${path}?round=4`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(missing.status).toBe(404);
    const bad = await fetch(`${apiUrl()}${path}?round=0`, {
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(bad.status).toBe(400);
  });

  it('a named survey counts each e-mailed answer in its round at once, and old links keep working', async () => {
    const owner = await register('Rowan');
    const team = await createTeam(owner, 'Open crew');
    const ann = uniqueEmail('rr-named-ann');
    const bo = uniqueEmail('rr-named-bo');
    await addMember(owner, team.id, 'Ann', ann);
    await addMember(owner, team.id, 'Bo', bo);
    const survey = await createSurvey(owner, {
      title: 'Named pulse',
      teamId: team.id,
      isAnonymous: false,
    });
    await sendSurvey(owner, survey.id, { recipients: [ann, bo] });
    await submitOk(survey.id, pulse(survey, 4), await linkToken(ann, survey.id));
    const created = await api('CreateAutomation', {
      token: owner.token,
      json: {
        surveyId: survey.id,
        teamIds: [team.id],
        frequency: 'weekly',
        startDate: await productDay(1),
        time: '09:00',
        timezone: 'Europe/Berlin',
      },
    });
    expect(created.status, created.text).toBe(201);
    await fireNextRun(automationResponse.parse(created.body).automation.id);
    // Bo's round-1 link still answers, in round 1.
    await submitOk(survey.id, pulse(survey, 2), await roundLink(bo, survey.id, 1));
    await submitOk(survey.id, pulse(survey, 5), await linkToken(ann, survey.id, 2));
    const rounds = (await invitationsOf(owner, survey.id)).rounds ?? [];
    expect(rounds.map((r) => [r.round, r.responded, r.response_rate])).toEqual([
      [1, 2, 100],
      [2, 1, 33],
    ]);
    const one = await roundResponses(owner, survey.id, 1);
    expect(one.responses.map((r) => r.email?.toLowerCase()).sort()).toEqual(
      [ann, bo].map((x) => x.toLowerCase()).sort(),
    );
    const two = await roundResponses(owner, survey.id, 2);
    expect(two.responses.map((r) => r.email?.toLowerCase())).toEqual([ann.toLowerCase()]);
  });

  it("a closed round's report reaches each manager once through the send queue: delivered twice, the mail service failing at first", async () => {
    // Two managers (the owner and an admin) whose mails the mail service will fail on its side.
    const owner = await register('Rhea', uniqueEmail('rr-held-owner'));
    const admin = await register('Abe', uniqueEmail('rr-held-admin'));
    const team = await createTeam(owner, 'Held crew');
    await join(owner, team.id, admin, 'admin');
    const ann = uniqueEmail('rr-free-ann');
    await addMember(owner, team.id, 'Ann', ann);
    const survey = await createSurvey(owner, {
      title: 'Held pulse',
      teamId: team.id,
      isAnonymous: false,
    });
    await sendSurvey(owner, survey.id, { recipients: [ann] });
    await submitOk(survey.id, pulse(survey, 4), await linkToken(ann, survey.id));
    const reportsTo = async (who: Person) =>
      (await mailTo(who.email)).filter((m) => m.subject === 'Round 1 report: Held pulse');

    const failing = await mailLimits({ failFor: 'rr-held-' });
    try {
      // 14 days on, the hourly job closes the round (one answer: a named survey's threshold);
      // the report job queues its mails, and each message is queued a second time.
      await advanceHours(15 * 24);
      await runJob({
        kind: 'survey-purge',
        targetId: 'deleted-surveys',
        scheduleName: 'candor-survey-purge',
      });
      await waitForState(
        async () =>
          (await storedItems()).some(
            (i) => i.PK === `SURVEY#${survey.id}` && i.SK === 'ROUND#000001' && i.reportedAt,
          ) || undefined,
        () => 'round 1 was not reported',
      );
      await runJob(reportPayload);
      await queueReportAgain(survey.id, 1, [owner, admin]);
      // The worker tries them, the service fails on its side, and nothing reaches anyone.
      await waitForState(
        async () =>
          (await mailLimits()).unavailable >= failing.unavailable + 2 ? true : undefined,
        () => 'the worker never tried the report mails',
      );
      expect(await reportsTo(owner)).toEqual([]);
      expect(await reportsTo(admin)).toEqual([]);
      // Held back on the queue, not dropped.
      const queue = await (await fetch(`${apiUrl()}/dev/api/sends/queue`)).json();
      expect(queue, 'the held report mails wait on the send queue').toMatchObject({ empty: false });
    } finally {
      await mailLimits({ failFor: '' });
    }

    // The service is back: the held messages come again after their backoff, each manager gets
    // the report once, and a message queued once more later mails nobody.
    await settleSends();
    for (const manager of [owner, admin]) {
      const reports = await reportsTo(manager);
      expect(reports, manager.email).toHaveLength(1);
      expect(reports[0]?.text).toContain('1 of 1 invited responded (100%)');
      expect(reports[0]?.attachments?.map((f) => f.fileName)).toEqual([
        'candor-held-pulse-round-1.pdf',
      ]);
    }
    await queueReportAgain(survey.id, 1, [owner, admin]);
    await runReportJob();
    expect(await reportsTo(owner)).toHaveLength(1);
    expect(await reportsTo(admin)).toHaveLength(1);
  }, 180_000);
});
