import { afterAll, describe, expect, it } from 'vitest';
import { automationResponse } from '#shared/api/automations';
import { notificationsResponse } from '#shared/api/notifications';
import {
  apiUrl,
  call,
  mailedToken,
  productDay,
  storedItems,
  uniqueEmail,
} from './support/auth-api';
import {
  api,
  expectCallsWithinBudget,
  createSurvey,
  invitationsOf,
  landing,
  openLanding,
  pulse,
  sendSurvey,
  submit,
  submitOk,
  surveyLinkPath,
  surveyMails,
  linkToken,
  sendFinished,
  settleSends,
} from './support/responses-api';
import { addMember, createTeam, register, type Person } from './support/teams-api';

/**
 * Reminders to a round's non-responders (decision 0016), through the real job handler of the
 * local runtime (`/dev/api/jobs/run`, as the scheduler calls it) and the in-process scheduler on
 * the product's clock.
 */

async function job(kind: string, targetId: string, scheduleName = 'by-test') {
  const response = await fetch(`${apiUrl()}/dev/api/jobs/run`, {
    method: 'POST',
    body: JSON.stringify({ kind, targetId, scheduleName }),
  });
  expect(response.status).toBe(200);
  return (await response.json()) as { outcome: string; dynamoCalls: number };
}

/** Fires a reminder day and waits until the send worker has sent what it queued (decision 0033). */
async function remind(surveyId: string, round: number, day: number) {
  const outcome = await job('round-reminder', `${surveyId}#${round}#${day}`);
  await settleSends();
  return outcome;
}

async function dev(path: string, body: unknown) {
  const response = await fetch(`${apiUrl()}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return response.json() as Promise<Record<string, unknown>>;
}

/** The send queue's depth as the local runtime reports it. */
async function queueDepth() {
  const response = await fetch(`${apiUrl()}/dev/api/sends/queue`);
  return (await response.json()) as { visible: number; inFlight: number; delayed: number };
}

/** Reminder e-mails to `to` for the survey (newest first). */
async function reminders(to: string, surveyId: string) {
  return (await surveyMails(to, surveyId)).filter((m) => m.subject.startsWith('Reminder: '));
}

async function plan(surveyId: string, round: number) {
  return (await storedItems()).find(
    (i) => i.PK === `SURVEY#${surveyId}` && i.SK === `REMINDERS#R${String(round).padStart(6, '0')}`,
  ) as { next: { day: number; at: string } | null; GSI2PK?: string } | undefined;
}

async function notificationsOf(person: Person) {
  const response = await call('GET', '/api/notifications', { token: person.token });
  expect(response.status, response.text).toBe(200);
  return notificationsResponse.parse(response.body).notifications;
}

async function setUp(label: string, reminderDays: number[] | null) {
  const owner = await register('Rina');
  const team = await createTeam(owner, `Reminder crew ${label}`);
  const members = ['a', 'b', 'c', 'd'].map((x) => uniqueEmail(`${label}-${x}`));
  for (const [i, email] of members.entries()) await addMember(owner, team.id, `Member ${i}`, email);
  const survey = await createSurvey(owner, {
    title: `Reminder pulse ${label}`,
    teamId: team.id,
    timezone: 'Europe/Berlin',
    ...(reminderDays ? { reminderEnabled: true, reminderDays } : { reminderEnabled: false }),
  });
  return { owner, team, survey, members };
}

/** Journeys through the scheduler fire whatever else is due: slow on a loaded machine. */
const JOURNEY_MS = 120_000;

describe('reminders to non-responders', () => {
  // Every route a journey called stayed within its documented DynamoDB calls.
  afterAll(() => expectCallsWithinBudget());

  it(
    'reach exactly those who have not answered, once, with a link that works',
    async () => {
      const { owner, survey, members } = await setUp('exact', [1, 3]);
      const [ada, ben, cai, dee] = members as [string, string, string, string];
      expect((await sendSurvey(owner, survey.id, { recipients: members })).sent).toBe(4);
      // The round's reminders are planned for day 1, at the send's local time.
      const planned = await plan(survey.id, 1);
      expect(planned?.next?.day).toBe(1);
      expect(planned?.GSI2PK).toBe('REMINDERS_PENDING');

      // Ada and Ben answer; Cai and Dee do not.
      await submitOk(survey.id, pulse(survey, 4), await linkToken(ada, survey.id));
      await submitOk(survey.id, pulse(survey, 3), await linkToken(ben, survey.id));
      const caiFirst = await linkToken(cai, survey.id);
      const listedBefore = await invitationsOf(owner, survey.id);

      // The day-1 reminder, fired twice at once and retried after.
      await Promise.all([remind(survey.id, 1, 1), remind(survey.id, 1, 1)]);
      await remind(survey.id, 1, 1);

      for (const to of [ada, ben]) expect(await reminders(to, survey.id), to).toEqual([]);
      for (const to of [cai, dee]) expect((await reminders(to, survey.id)).length, to).toBe(1);
      // The reminder carries the recipient's own new link of the round; it answers once.
      const [caiReminder] = await reminders(cai, survey.id);
      if (!caiReminder) throw new Error('no reminder');
      expect(caiReminder.subject).toBe(`Reminder: ${survey.title}`);
      expect(caiReminder.text).toContain('the link in the earlier e-mail works as well');
      const caiLink = mailedToken(caiReminder, surveyLinkPath(survey.id));
      expect(caiLink).not.toBe(caiFirst);
      expect((await openLanding(survey.id, caiLink)).status).toBe('open');
      // The link in the first mail still works: people answer from whichever mail they open.
      expect((await openLanding(survey.id, caiFirst)).status).toBe('open');
      await submitOk(survey.id, pulse(survey, 5), caiLink);
      // Either link now says it was used, and neither answers again.
      for (const link of [caiFirst, caiLink]) {
        expect((await openLanding(survey.id, link)).status).toBe('responded');
        expect((await submit(survey.id, pulse(survey, 1), { token: link })).status).toBe(409);
      }

      // What the manager sees of the invitations did not move with the reminders.
      const listedAfter = await invitationsOf(owner, survey.id);
      const view = (l: typeof listedBefore) =>
        l.invitations
          .map((i) => [i.recipient_email, i.status, i.sent_at])
          .sort((a, b) => String(a[0]).localeCompare(String(b[0])));
      expect(view(listedAfter)).toEqual(view(listedBefore));

      // The manager is told once that the round's reminders went out, and never how many.
      const told = (await notificationsOf(owner)).filter((n) => n.type === 'reminder');
      expect(told).toHaveLength(1);
      expect(told[0]?.message).toBe(
        `Reminders for round 1 of "${survey.title}" went out to those who have not answered yet.`,
      );
      expect(told[0]?.message.replace(survey.title, '')).not.toMatch(/\b(2|two)\b/);

      // The plan moved on to day 3; the scheduler fires it when the product's clock gets there:
      // only Dee, who still has not answered, is reminded again.
      expect((await plan(survey.id, 1))?.next?.day).toBe(3);
      await fetch(`${apiUrl()}/dev/api/clock`, {
        method: 'POST',
        body: JSON.stringify({ advanceHours: 3 * 24 + 1 }),
      });
      for (let i = 0; i < 3; i++) {
        await fetch(`${apiUrl()}/dev/api/scheduler/check`, { method: 'POST' });
      }
      await settleSends();
      expect((await reminders(dee, survey.id)).length).toBe(2);
      for (const to of [ada, ben, cai]) {
        expect((await reminders(to, survey.id)).length, to).toBe(to === cai ? 1 : 0);
      }
      // No reminder day is left: the round leaves the reconciler's list.
      const done = await plan(survey.id, 1);
      expect(done?.next).toBeNull();
      expect(done?.GSI2PK).toBeUndefined();

      // Dee holds three working links (the first mail and two reminders); the manager's resend
      // replaces them all with one new link, which answers.
      const deeLinks = (await surveyMails(dee, survey.id)).map((m) =>
        mailedToken(m, surveyLinkPath(survey.id)),
      );
      expect(new Set(deeLinks).size).toBe(3);
      for (const link of deeLinks) {
        expect((await openLanding(survey.id, link)).status, link).toBe('open');
      }
      const resent = await api('ResendSurveyInvitation', {
        token: owner.token,
        params: { id: survey.id },
        json: { email: dee },
      });
      expect(resent.status, resent.text).toBe(200);
      for (const link of deeLinks) {
        const retired = await landing(survey.id, link);
        expect(retired.status, link).toBe(404);
        expect(retired.body).toMatchObject({ message: 'This survey link is not valid.' });
      }
      await submitOk(survey.id, pulse(survey, 2), await linkToken(dee, survey.id, 4));
    },
    JOURNEY_MS,
  );

  it(
    'count the round’s whole audience toward the day’s e-mails, answered or not',
    async () => {
      // Starter: 250 people a day. The send counts 4, the reminders 4 more (not the 3 open).
      const { owner, survey, members } = await setUp('capped', [1, 3]);
      const [ada, ...rest] = members as [string, ...string[]];
      expect((await sendSurvey(owner, survey.id, { recipients: members })).sent).toBe(4);
      await submitOk(survey.id, pulse(survey, 4), await linkToken(ada, survey.id));
      expect((await remind(survey.id, 1, 1)).outcome).toBe('done');
      for (const to of rest) expect((await reminders(to, survey.id)).length, to).toBe(1);

      // What is left of the day says nothing about who answered: 250 - 4 - 4.
      const tooMany = await api('SendSurveyEmail', {
        token: owner.token,
        params: { id: survey.id },
        json: { recipients: Array.from({ length: 300 }, (_, i) => `cap-${i}@example.com`) },
      });
      expect(tooMany.status, tooMany.text).toBe(429);
      expect(tooMany.body).toMatchObject({
        message: expect.stringContaining('(242 left today)'),
      });

      // The day used up by a send to 242 more: day 3's reminders do not go, and the manager is
      // told why (the mails of that send are refused by the mail service, which is by the way).
      const filler = Array.from({ length: 242 }, (_, i) => `filler-${i}@capped.invalid`);
      const filled = await api('SendSurveyEmail', {
        token: owner.token,
        params: { id: survey.id },
        json: { recipients: filler },
      });
      expect(filled.status, filled.text).toBe(202);
      expect((await remind(survey.id, 1, 3)).outcome).toBe('done');
      for (const to of rest) expect((await reminders(to, survey.id)).length, to).toBe(1);
      const told = (await notificationsOf(owner)).filter((n) => n.title === 'Reminders not sent');
      expect(told.map((n) => n.message)).toEqual([
        `Reminders for round 1 of "${survey.title}" were not sent today: You can email at most 250 recipients a day on the Starter plan (0 left today).`,
      ]);
      await sendFinished(owner, survey.id, (filled.body as { sendId: string }).sendId);
    },
    JOURNEY_MS,
  );

  it(
    'none go out for a round after the next round opened',
    async () => {
      const { owner, team, survey, members } = await setUp('superseded', [1]);
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
      const fireNext = async () => {
        const stored = (await storedItems()).find((i) => i.PK === `AUTOMATION#${automation.id}`) as
          { nextRun: { index: number; at: string } } | undefined;
        const run = stored?.nextRun;
        if (!run) throw new Error('no next run');
        await job(
          'automation-run',
          `${automation.id}#${run.index}#${Date.parse(run.at)}`,
          `candor-auto-${automation.id}-${run.index}`,
        );
      };
      await fireNext();
      // The run opened round 1 with its reminders planned at the run's time the next day.
      expect((await plan(survey.id, 1))?.next?.day).toBe(1);
      // Round 2 opens before round 1's reminder is due.
      await fireNext();
      expect((await invitationsOf(owner, survey.id)).rounds?.map((r) => r.round)).toEqual([1, 2]);
      expect((await remind(survey.id, 1, 1)).outcome).toBe('done');
      for (const to of [owner.email, ...members]) {
        expect(await reminders(to, survey.id), to).toEqual([]);
      }
      expect((await plan(survey.id, 1))?.next).toBeNull();
      expect((await notificationsOf(owner)).filter((n) => n.type === 'reminder')).toEqual([]);
    },
    JOURNEY_MS,
  );

  it(
    'of a round sent by hand are scheduled by the hourly job and go out on the day',
    async () => {
      const { owner, survey, members } = await setUp('by-hand', [1]);
      const [ada, ben] = members as [string, string];
      await sendSurvey(owner, survey.id, { recipients: [ada, ben] });
      await submitOk(survey.id, pulse(survey, 4), await linkToken(ada, survey.id));
      // The hourly job re-makes what is missing: here the round's first reminder schedule.
      expect((await job('survey-purge', 'deleted-surveys', 'candor-survey-purge')).outcome).toBe(
        'done',
      );
      await fetch(`${apiUrl()}/dev/api/clock`, {
        method: 'POST',
        body: JSON.stringify({ advanceHours: 25 }),
      });
      for (let i = 0; i < 3; i++) {
        await fetch(`${apiUrl()}/dev/api/scheduler/check`, { method: 'POST' });
      }
      await settleSends();
      expect((await reminders(ben, survey.id)).length).toBe(1);
      expect(await reminders(ada, survey.id)).toEqual([]);
      expect((await plan(survey.id, 1))?.next).toBeNull();
    },
    JOURNEY_MS,
  );

  it(
    'tell the manager the same when everyone has answered: nothing shows who answered',
    async () => {
      const { owner, survey, members } = await setUp('all-answered', [1]);
      const [ada, ben] = members as [string, string];
      await sendSurvey(owner, survey.id, { recipients: [ada, ben] });
      await submitOk(survey.id, pulse(survey, 4), await linkToken(ada, survey.id));
      await submitOk(survey.id, pulse(survey, 2), await linkToken(ben, survey.id));
      await remind(survey.id, 1, 1);
      for (const to of [ada, ben]) expect(await reminders(to, survey.id), to).toEqual([]);
      const told = (await notificationsOf(owner)).filter((n) => n.type === 'reminder');
      expect(told.map((n) => n.message)).toEqual([
        `Reminders for round 1 of "${survey.title}" went out to those who have not answered yet.`,
      ]);
    },
    JOURNEY_MS,
  );

  it(
    'go through the send queue: held back while the mail service is down, then each sent once',
    async () => {
      const { owner, survey, members } = await setUp('outage', [1]);
      const [ada, ben, cai] = members as [string, string, string];
      expect((await sendSurvey(owner, survey.id, { recipients: [ada, ben, cai] })).sent).toBe(3);
      await submitOk(survey.id, pulse(survey, 4), await linkToken(ada, survey.id));
      const benFirst = await linkToken(ben, survey.id);
      const before = await dev('/dev/api/mail/limits', {});
      await dev('/dev/api/mail/outage', { mode: 'unavailable' });
      try {
        // The job only queues: it is done at once, whatever the mail service does.
        expect((await job('round-reminder', `${survey.id}#1#1`)).outcome).toBe('done');
        // The worker tries each of the two a few times, finds the service down, and holds them
        // back (their claims given back, so they go once it is up again).
        await expect
          .poll(async () => (await dev('/dev/api/mail/limits', {})).unavailable, {
            timeout: 60_000,
            interval: 200,
          })
          .toBeGreaterThanOrEqual(Number(before.unavailable) + 6);
        expect((await queueDepth()).inFlight).toBeGreaterThan(0);
        for (const to of [ada, ben, cai]) expect(await reminders(to, survey.id), to).toEqual([]);
        expect((await openLanding(survey.id, benFirst)).status).toBe('open');
      } finally {
        await dev('/dev/api/mail/outage', { mode: 'off' });
      }
      // Back: the held reminders go out by themselves, once each, to those who had not answered.
      await settleSends();
      expect(await reminders(ada, survey.id)).toEqual([]);
      for (const to of [ben, cai]) expect((await reminders(to, survey.id)).length, to).toBe(1);
      const [benReminder] = await reminders(ben, survey.id);
      if (!benReminder) throw new Error('no reminder');
      const benLink = mailedToken(benReminder, surveyLinkPath(survey.id));
      await submitOk(survey.id, pulse(survey, 2), benLink);
      // Fired again (a retried schedule): nothing more goes.
      await remind(survey.id, 1, 1);
      for (const to of [ben, cai]) expect((await reminders(to, survey.id)).length, to).toBe(1);
      const told = (await notificationsOf(owner)).filter((n) => n.type === 'reminder');
      expect(told).toHaveLength(1);
    },
    JOURNEY_MS,
  );

  it(
    'none go out when the survey has reminders off',
    async () => {
      const { owner, survey, members } = await setUp('off', null);
      await sendSurvey(owner, survey.id, { recipients: members });
      expect(await plan(survey.id, 1)).toBeUndefined();
      await remind(survey.id, 1, 1);
      await remind(survey.id, 1, 3);
      for (const to of members) expect(await reminders(to, survey.id), to).toEqual([]);
      // A target that is not a reminder's is dropped.
      expect((await job('round-reminder', 'not-a-reminder')).outcome).toBe('done');
    },
    JOURNEY_MS,
  );

  it(
    'a survey rejects reminder days other than 1, 3, 7 and 14',
    async () => {
      const owner = await register('Rina');
      const response = await api('CreateSurvey', {
        token: owner.token,
        json: {
          title: 'Odd days',
          reminderEnabled: true,
          reminderDays: [2],
          questions: [{ type: 'text', text: 'Hi?', required: false, order: 1 }],
        },
      });
      expect(response.status).toBe(400);
      expect(JSON.stringify(response.body)).toContain('Reminder days are 1, 3, 7 or 14');
    },
    JOURNEY_MS,
  );
});
