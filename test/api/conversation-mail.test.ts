import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { respondentConversation } from '#shared/api/conversations';
import {
  DAYS_PASS_ENV,
  startRuntimeProcess,
  type RuntimeProcess,
} from '../support/runtime-process';
import {
  advanceHours,
  apiUrl,
  mailTo,
  productNow,
  uniqueEmail,
  useRuntime,
  waitForState,
  type Mail,
} from './support/auth-api';
import {
  api,
  createSurvey,
  expectCallsWithinBudget,
  pulse,
  responsesOf,
  settleScheduledJobs,
  submitOk,
  withTable,
} from './support/responses-api';
import { createTeam, join, register, type Person } from './support/teams-api';

/**
 * Decision 0058: the respondent who asks for it is e-mailed when a manager replies, through the
 * same delayed, batched hourly delivery as the other direction; the address is stored only
 * encrypted, with the conversation; stopping deletes it; and managers get one e-mail per survey
 * per hourly run of delivered messages. On a runtime of its own, so the product's clock can move.
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
const comment = (i: number) => `Mail comment ${i}: the rota changes too late.`;
/** The reply mail's subject in English, the survey's language here: it names the survey. */
const REPLY_SUBJECT = 'New reply about your comment on “Mail conversation pulse”';
/** A time of day in any common form: what no mail of a conversation may carry. */
const TIME_OF_DAY = /\b\d{1,2}:\d{2}\b|\b\d{1,2}\s?(am|pm)\b|T\d{2}:\d{2}/i;

/** The hourly upkeep run now, then everything it queued sent (and the scheduler's own runs). */
async function runUpkeep() {
  const response = await fetch(`${apiUrl()}/dev/api/jobs/survey-purge`, { method: 'POST' });
  expect(response.status).toBe(200);
  await settleScheduledJobs();
}

async function scanTable(): Promise<Record<string, unknown>[]> {
  return withTable(async (docs) => {
    const items: Record<string, unknown>[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const out = await docs.send(
        new ScanCommand({ TableName: 'candor', ExclusiveStartKey: start, ConsistentRead: true }),
      );
      items.push(...(out.Items ?? []));
      start = out.LastEvaluatedKey;
    } while (start);
    return items;
  }, runtime.services['DynamoDB Local']);
}

const replyMails = async (to: string) =>
  (await mailTo(to)).filter((m) => m.subject === REPLY_SUBJECT);

describe('e-mail of a conversation’s replies', () => {
  let manager: Person;
  /** The team's admin manages the survey too; its member does not. */
  let admin: Person;
  let member: Person;
  let surveyId = '';
  let title = '';
  const secrets: string[] = [];
  let responseId = '';
  const address = uniqueEmail('respondent-mail');
  const HOW = 2;

  it('takes an address the respondent types, refuses a bad one, and stores it only encrypted with the conversation', async () => {
    manager = await register('Mira');
    [admin, member] = await Promise.all([register('Ada'), register('Mel')]);
    const team = await createTeam(manager, 'Mail conversation team');
    await join(manager, team.id, admin, 'admin');
    await join(manager, team.id, member, 'member');
    const survey = await createSurvey(manager, {
      title: 'Mail conversation pulse',
      anonymityThreshold: K,
      teamId: team.id,
    });
    surveyId = survey.id;
    title = survey.title;
    for (let i = 1; i <= K; i++) {
      const thanks = await submitOk(surveyId, pulse(survey, 4, comment(i)));
      secrets.push(thanks.conversation?.secret ?? '');
    }
    const secret = secrets[HOW - 1]!;

    const bad = await api('RequestConversationMail', { json: { secret, email: 'not-an-address' } });
    expect(bad.status).toBe(400);
    expect(bad.text).toContain('valid email');
    const unknown = await api('RequestConversationMail', {
      json: { secret: 'B'.repeat(43), email: address },
    });
    expect(unknown.status).toBe(404);

    const asked = await api('RequestConversationMail', { json: { secret, email: address } });
    expect(asked.status, asked.text).toBe(200);
    // The address is never sent back; only that mail was asked for.
    expect(respondentConversation.parse(asked.body)).toMatchObject({
      status: 'waiting',
      mailRequested: true,
    });
    expect(asked.text).not.toContain(address);
    const other = respondentConversation.parse(
      (await api('ReadConversation', { json: { secret: secrets[0] } })).body,
    );
    expect(other.mailRequested).toBe(false);

    // An operator scanning the table finds neither the address nor the link's secret in clear.
    const items = await scanTable();
    const local = address.split('@')[0]!.toLowerCase();
    for (const item of items) {
      const text = JSON.stringify(item).toLowerCase();
      expect(text).not.toContain(local);
      expect(text).not.toContain(secret.toLowerCase());
    }
    // The request sits with the conversation, holding the two sealed texts and nothing else:
    // no time, no invitation, no response's or respondent's id beyond the key R53 already has.
    const requests = items.filter((i) => i.entityType === 'ConversationMail');
    expect(requests).toHaveLength(1);
    const request = requests[0]!;
    expect(Object.keys(request).sort()).toEqual(['PK', 'SK', 'address', 'entityType', 'secret']);
    expect(request.PK).toBe(`SURVEY#${surveyId}`);
    expect(String(request.SK)).toMatch(/^CONVERSATION#[0-9a-f-]+#MAIL$/);
    expect(String(request.address)).toMatch(/^s1\./);
    expect(String(request.secret)).toMatch(/^s1\./);
    responseId = String(request.SK).split('#')[1]!;
    // The item the conversation already has (R52) is unchanged: its hash, the survey, the answer.
    const keyItems = items.filter(
      (i) => i.entityType === 'ConversationKey' && i.responseId === responseId,
    );
    expect(keyItems).toHaveLength(1);
    expect(Object.keys(keyItems[0]!).sort()).toEqual([
      'PK',
      'SK',
      'entityType',
      'responseId',
      'surveyId',
    ]);
  });

  it('mails the respondent of a reply only at the delivery hour, 2 to 8 hours later, with the link and no time', async () => {
    const released = await responsesOf(manager, surveyId, 'regular');
    expect(released.responses.find((r) => r.id === responseId)?.responses).toEqual(
      expect.arrayContaining([expect.objectContaining({ value: comment(HOW) })]),
    );
    const replied = await api('ReplyToResponse', {
      token: manager.token,
      params: { id: surveyId, responseId },
      json: { text: 'Thank you: which rota changes came late?' },
    });
    expect(replied.status, replied.text).toBe(201);
    const repliedAt = await productNow();

    // The operator sees only the hour it is due, 2 to 8 hours ahead.
    const request = (await scanTable()).find((i) => i.entityType === 'ConversationMail')!;
    const dueHour = String(request.GSI2SK).split('#')[0]!;
    expect(dueHour).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:00:00\.000Z$/);
    const ahead = (Date.parse(dueHour) - repliedAt) / 3_600_000;
    expect(ahead).toBeGreaterThanOrEqual(2);
    expect(ahead).toBeLessThanOrEqual(9);

    // Polled every hour up to the delivery hour: nothing goes before it.
    await runUpkeep();
    expect(await replyMails(address)).toEqual([]);
    while ((await productNow()) + 3_600_000 < Date.parse(dueHour)) {
      await advanceHours(1);
      await runUpkeep();
      expect(await replyMails(address)).toEqual([]);
    }
    await advanceHours((Date.parse(dueHour) - (await productNow())) / 3_600_000 + 0.05);
    await runUpkeep();
    const mail = await waitForState(
      async () => (await replyMails(address))[0],
      () => 'no reply mail reached the respondent after the delivery hour',
    );
    expect(mail.to).toEqual([address]);
    expect(mail.text).toContain(`/survey/conversation#${secrets[HOW - 1]}`);
    expect(mail.text).toContain(`/survey/conversation?stop=mail#${secrets[HOW - 1]}`);
    expect(mail.text).toContain(title);
    // It says there is a reply, not what it says, and carries no time of day.
    expect(mail.text).not.toContain('which rota changes');
    expect(mail.text).not.toMatch(TIME_OF_DAY);
    expect(mail.html).not.toContain('which rota changes');

    // Run again: nothing goes twice.
    await runUpkeep();
    await advanceHours(1);
    await runUpkeep();
    expect(await replyMails(address)).toHaveLength(1);
    // It left the due list: the request holds no time now.
    const after = (await scanTable()).find((i) => i.entityType === 'ConversationMail')!;
    expect(after.GSI2SK).toBeUndefined();
  });

  it('mails each of the survey’s managers once per hourly run of delivered messages, with days only', async () => {
    const subject = `New messages in conversations on “${title}”`;
    const mailsOf = async (person: Person) =>
      (await mailTo(person.email)).filter((m: Mail) => m.subject === subject);
    const managerMails = () => mailsOf(manager);
    expect(await managerMails()).toEqual([]);
    const answered = await api('AnswerConversation', {
      json: { secret: secrets[HOW - 1], text: 'The weekend rota, twice this month.' },
    });
    expect(answered.status, answered.text).toBe(201);
    await runUpkeep();
    expect(await managerMails()).toEqual([]);
    await advanceHours(9);
    await runUpkeep();
    const mail = await waitForState(
      async () => (await managerMails())[0],
      () => 'no e-mail reached the manager after the delivery',
    );
    expect(mail.text).toMatch(/delivered on \d{4}-\d{2}-\d{2}\./);
    expect(mail.text).not.toMatch(TIME_OF_DAY);
    expect(mail.text).not.toContain('weekend rota');
    expect(mail.text).toContain(`/surveys/${surveyId}/conversations`);
    // The team's admin manages the survey as its owner does: the same mail, and the in-app
    // notice; a member of the team gets neither.
    const adminMail = await waitForState(
      async () => (await mailsOf(admin))[0],
      () => 'no e-mail reached the team admin after the delivery',
    );
    expect(adminMail.text).toContain(`/surveys/${surveyId}/conversations`);
    const notices = await api('ListNotifications', { token: admin.token });
    expect(notices.status, notices.text).toBe(200);
    expect(JSON.stringify(notices.body)).toContain('New messages in conversations');
    await runUpkeep();
    expect(await managerMails()).toHaveLength(1);
    expect(await mailsOf(admin)).toHaveLength(1);
    expect(await mailsOf(member)).toEqual([]);
    const memberNotices = await api('ListNotifications', { token: member.token });
    expect(JSON.stringify(memberNotices.body)).not.toContain('New messages in conversations');
  });

  it('stops: the address is deleted, and a reply already due is not mailed', async () => {
    const secret = secrets[HOW - 1]!;
    const replied = await api('ReplyToResponse', {
      token: manager.token,
      params: { id: surveyId, responseId },
      json: { text: 'Noted, we will fix the weekend rota.' },
    });
    expect(replied.status, replied.text).toBe(201);
    const stopped = await api('StopConversationMail', { json: { secret } });
    expect(stopped.status, stopped.text).toBe(200);
    expect(respondentConversation.parse(stopped.body).mailRequested).toBe(false);
    expect((await scanTable()).filter((i) => i.entityType === 'ConversationMail')).toEqual([]);

    await advanceHours(9);
    await runUpkeep();
    expect(await replyMails(address)).toHaveLength(1);
    // Stopping again is harmless; a malformed secret is a 400.
    expect((await api('StopConversationMail', { json: { secret } })).status).toBe(200);
    expect((await api('StopConversationMail', { json: { secret: 'short' } })).status).toBe(400);
  });

  it('withdraws the request when the respondent closes the conversation', async () => {
    const secret = secrets[HOW - 1]!;
    const asked = await api('RequestConversationMail', { json: { secret, email: address } });
    expect(respondentConversation.parse(asked.body).mailRequested).toBe(true);
    const closed = await api('CloseConversation', { json: { secret } });
    expect(closed.status, closed.text).toBe(200);
    expect(respondentConversation.parse(closed.body)).toMatchObject({
      status: 'closed',
      mailRequested: false,
    });
    expect((await scanTable()).filter((i) => i.entityType === 'ConversationMail')).toEqual([]);
    // Until the close is delivered a reply is still taken (decision 0052), and mails nobody.
    const replied = await api('ReplyToResponse', {
      token: manager.token,
      params: { id: surveyId, responseId },
      json: { text: 'One more thought on the rota.' },
    });
    expect(replied.status, replied.text).toBe(201);
    await advanceHours(9);
    await runUpkeep();
    expect(await replyMails(address)).toHaveLength(1);
    expectCallsWithinBudget();
  });

  it('writes the reply mail in the survey’s language, as its invitations are', async () => {
    const owner = await register('Greta');
    const survey = await createSurvey(owner, {
      title: 'Wochenpuls',
      anonymityThreshold: K,
      defaultLanguage: 'de',
    });
    const secretsDe: string[] = [];
    for (let i = 1; i <= K; i++) {
      const thanks = await submitOk(
        survey.id,
        pulse(survey, 4, `Kommentar ${i}: zu viele Termine.`),
      );
      secretsDe.push(thanks.conversation?.secret ?? '');
    }
    const to = uniqueEmail('respondent-mail-de');
    const asked = await api('RequestConversationMail', {
      json: { secret: secretsDe[0], email: to },
    });
    expect(asked.status, asked.text).toBe(200);
    const { responses } = await responsesOf(owner, survey.id, 'regular');
    const answer = responses.find((r) =>
      r.responses.some((a) => a.value === 'Kommentar 1: zu viele Termine.'),
    );
    const replied = await api('ReplyToResponse', {
      token: owner.token,
      params: { id: survey.id, responseId: answer?.id ?? '' },
      json: { text: 'Danke: welche Termine?' },
    });
    expect(replied.status, replied.text).toBe(201);
    await advanceHours(9);
    await runUpkeep();
    const mail = await waitForState(
      async () => (await mailTo(to))[0],
      () => 'no reply mail reached the respondent of the German survey',
    );
    expect(mail.subject).toBe('Neue Antwort auf Ihren Kommentar zu “Wochenpuls”');
    expect(mail.html).toContain('lang="de"');
    expect(mail.text).toContain('Antwort lesen');
    expect(mail.text).toContain('leiten Sie sie nicht weiter');
    expect(mail.text).toContain(`/survey/conversation#${secretsDe[0]}`);
    expect(mail.text).not.toContain('welche Termine');
    expect(mail.text).not.toMatch(TIME_OF_DAY);
  });
});
