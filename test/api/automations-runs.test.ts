import { describe, expect, it } from 'vitest';
import { automationResponse } from '#shared/api/automations';
import { notificationsResponse } from '#shared/api/notifications';
import { apiUrl, call, productDay, storedItems, uniqueEmail } from './support/auth-api';
import {
  api,
  createSurvey,
  invitationsOf,
  settleSends,
  surveyMails,
  updateSurvey,
} from './support/responses-api';
import { addMember, createTeam, register, type Person } from './support/teams-api';

/**
 * The scheduled side of automations (decision 0016), through the real job handler of the local
 * runtime (`/dev/api/jobs/run` calls it as the scheduler would) and the real in-process scheduler.
 */

async function setUp(label: string, extra: string[] = []) {
  const owner = await register('Runa');
  const team = await createTeam(owner, `Night shift ${label}`);
  const members = [uniqueEmail(`${label}-a`), uniqueEmail(`${label}-b`), ...extra];
  for (const [i, email] of members.entries()) await addMember(owner, team.id, `Member ${i}`, email);
  const survey = await createSurvey(owner, { title: `Shift pulse ${label}`, teamId: team.id });
  return { owner, team, survey, audience: [owner.email, ...members] };
}

async function automate(owner: Person, json: Record<string, unknown>) {
  const response = await api('CreateAutomation', { token: owner.token, json });
  expect(response.status, response.text).toBe(201);
  return automationResponse.parse(response.body).automation;
}

async function storedAutomation(id: string) {
  return (await storedItems()).find((i) => i.PK === `AUTOMATION#${id}`) as
    { nextRun: { index: number; at: string } | null; runsMade: number } | undefined;
}

/** Fires a run of the automation through the real job handler, as its schedule would. */
async function fire(automationId: string, run: { index: number; at: string }) {
  const name = `candor-auto-${automationId}-${run.index}`;
  const response = await fetch(`${apiUrl()}/dev/api/jobs/run`, {
    method: 'POST',
    body: JSON.stringify({
      kind: 'automation-run',
      targetId: `${automationId}#${run.index}#${Date.parse(run.at)}`,
      scheduleName: name,
    }),
  });
  expect(response.status).toBe(200);
  const body = (await response.json()) as { outcome: string; dynamoCalls: number };
  lastRunCalls = body.dynamoCalls;
  // The run queued its mails; the send worker sends them at the mail rate (decision 0033).
  await settleSends();
  return body.outcome;
}
let lastRunCalls = 0;

/**
 * What a run may cost in DynamoDB calls (decisions 0016, 0033): a fixed part (the automation,
 * survey, claim, the round opened and held on the claim, sender checks, managers, the send and
 * its round, next run) plus one roster query per team. Nothing per recipient: each is a message
 * on the send queue, and the send worker claims and counts it.
 */
const RUN_FIXED_CALLS = 19;
const RUN_CALLS_PER_RECIPIENT = 0;

async function notificationsOf(person: Person) {
  const response = await call('GET', '/api/notifications', { token: person.token });
  expect(response.status, response.text).toBe(200);
  return notificationsResponse.parse(response.body).notifications;
}

const daily = async (surveyId: string, teamId: string) => ({
  surveyId,
  teamIds: [teamId],
  frequency: 'daily',
  startDate: await productDay(1),
  time: '09:00',
  timezone: 'Europe/Berlin',
});

describe('an automation run', () => {
  it('e-mails every roster member once, even when fired twice at once and retried', async () => {
    const { owner, team, survey, audience } = await setUp('dup');
    const automation = await automate(owner, await daily(survey.id, team.id));
    const before = await storedAutomation(automation.id);
    const run = before?.nextRun;
    if (!run) throw new Error('no next run');
    const index = run.index;

    // Duplicated (two at once) and retried (a third after).
    await Promise.all([fire(automation.id, run), fire(automation.id, run)]);
    await fire(automation.id, run);

    for (const to of audience) {
      expect((await surveyMails(to, survey.id)).length, to).toBe(1);
    }
    const { invitations } = await invitationsOf(owner, survey.id);
    expect(invitations.map((i) => i.recipient_email.toLowerCase()).sort()).toEqual(
      audience.map((e) => e.toLowerCase()).sort(),
    );
    expect(invitations.every((i) => i.status === 'sent')).toBe(true);
    // The chain moved on: the following run is held, one round counted.
    const after = await storedAutomation(automation.id);
    expect(after?.runsMade).toBe(1);
    expect(after?.nextRun?.index).toBe(index + 1);
    const claims = (await storedItems()).filter(
      (i) => i.PK === `SURVEY#${survey.id}` && String(i.SK).startsWith(`RUN#${automation.id}#`),
    );
    expect(claims).toHaveLength(1);
    // The creator is told once that it went out, with the count.
    const sent = (await notificationsOf(owner)).filter((n) => n.title === 'Scheduled survey sent');
    expect(sent).toHaveLength(1);
    // The claiming invocation tells what it sent itself: with a duplicate sending beside it, that
    // may be part of the audience (one person or more).
    expect(sent[0]?.message).toMatch(
      new RegExp(`^"${survey.title}" went out to (1 person|\\d+ people)\\.$`),
    );
    // The listing shows the round made and the next runs from the new one.
    const [listed] = automationResponseList(
      await call('GET', `/api/automations/team/${team.id}`, { token: owner.token }),
    );
    expect(listed?.runsMade).toBe(1);
  });

  it('one address SES refuses is marked failed; the rest go out', async () => {
    const refused = `nobody-${Date.now()}@example.invalid`;
    const { owner, team, survey, audience } = await setUp('ses', [refused]);
    const automation = await automate(owner, await daily(survey.id, team.id));
    const run = (await storedAutomation(automation.id))?.nextRun;
    if (!run) throw new Error('no next run');
    await fire(automation.id, run);
    const { invitations } = await invitationsOf(owner, survey.id);
    const status = new Map(invitations.map((i) => [i.recipient_email.toLowerCase(), i.status]));
    expect(status.get(refused)).toBe('failed');
    for (const to of audience.filter((e) => e !== refused)) {
      expect(status.get(to.toLowerCase()), to).toBe('sent');
      expect((await surveyMails(to, survey.id)).length, to).toBe(1);
    }
    const [note] = (await notificationsOf(owner)).filter(
      (n) => n.title === 'Scheduled survey sent',
    );
    expect(note?.message).toBe(
      `"${survey.title}" went out to ${audience.length - 1} people (1 could not be delivered).`,
    );
  });

  it('a paused automation sends nothing; a superseded run sends nothing', async () => {
    const { owner, team, survey, audience } = await setUp('pause');
    const automation = await automate(owner, await daily(survey.id, team.id));
    const run = (await storedAutomation(automation.id))?.nextRun;
    if (!run) throw new Error('no next run');
    const paused = await api('UpdateAutomation', {
      token: owner.token,
      params: { id: automation.id },
      json: { ...(await daily(survey.id, team.id)), paused: true },
    });
    expect(paused.status, paused.text).toBe(200);
    expect(await fire(automation.id, run)).toBe('done');
    // Resumed with a later start: the old run is superseded by the new next run.
    const resumed = await api('UpdateAutomation', {
      token: owner.token,
      params: { id: automation.id },
      json: { ...(await daily(survey.id, team.id)), startDate: await productDay(4), paused: false },
    });
    expect(resumed.status, resumed.text).toBe(200);
    await fire(automation.id, run);
    for (const to of audience) expect(await surveyMails(to, survey.id), to).toEqual([]);
    expect((await storedAutomation(automation.id))?.runsMade).toBe(0);
  });

  it('a closed survey sends nothing and its creator is told why', async () => {
    const { owner, team, survey, audience } = await setUp('closed');
    const automation = await automate(owner, await daily(survey.id, team.id));
    const run = (await storedAutomation(automation.id))?.nextRun;
    if (!run) throw new Error('no next run');
    const index = run.index;
    await updateSurvey(owner, survey, { acceptingResponses: false });
    await fire(automation.id, run);
    for (const to of audience) expect(await surveyMails(to, survey.id), to).toEqual([]);
    const [note] = (await notificationsOf(owner)).filter(
      (n) => n.title === 'Scheduled survey not sent',
    );
    expect(note?.message).toContain('it is closed');
    // The chain goes on to the next run.
    expect((await storedAutomation(automation.id))?.nextRun?.index).toBe(index + 1);
  });

  it('a deleted survey cancels its automation: the run sends nothing and says so', async () => {
    const { owner, team, survey, audience } = await setUp('deleted');
    const automation = await automate(owner, await daily(survey.id, team.id));
    const run = (await storedAutomation(automation.id))?.nextRun;
    if (!run) throw new Error('no next run');
    expect(
      (await api('DeleteSurvey', { token: owner.token, params: { id: survey.id } })).status,
    ).toBe(200);
    await fire(automation.id, run);
    for (const to of audience) expect(await surveyMails(to, survey.id), to).toEqual([]);
    const [note] = (await notificationsOf(owner)).filter(
      (n) => n.title === 'Scheduled survey not sent',
    );
    expect(note?.message).toBe('A scheduled send was cancelled because its survey was deleted.');
    expect(await storedAutomation(automation.id)).toBeUndefined();
  });
});

describe('the cost of a run', () => {
  it('stays within its budget of DynamoDB calls per recipient', async () => {
    const small = await setUp('cost-small');
    const large = await setUp(
      'cost-large',
      [1, 2, 3, 4].map((i) => uniqueEmail(`cost-${i}`)),
    );
    const calls: number[] = [];
    for (const { owner, team, survey } of [small, large]) {
      const automation = await automate(owner, await daily(survey.id, team.id));
      const run = (await storedAutomation(automation.id))?.nextRun;
      if (!run) throw new Error('no next run');
      await fire(automation.id, run);
      calls.push(lastRunCalls);
    }
    const [few = 0, many = 0] = calls;
    const perRecipient = (many - few) / (large.audience.length - small.audience.length);
    console.info(
      `automation run: ${few} calls for ${small.audience.length} recipients, ${many} for ${large.audience.length} (${perRecipient} per recipient)`,
    );
    expect(perRecipient).toBeLessThanOrEqual(RUN_CALLS_PER_RECIPIENT);
    expect(many).toBeLessThanOrEqual(
      RUN_FIXED_CALLS + 1 + RUN_CALLS_PER_RECIPIENT * large.audience.length,
    );
  });
});

describe('a one-time automation through the in-process scheduler', () => {
  it('set two minutes ahead, e-mails every roster member once when the time comes', async () => {
    const { owner, team, survey, audience } = await setUp('once');
    const clock = (await (await fetch(`${apiUrl()}/dev/api/clock`)).json()) as { now: string };
    const at = new Date(Date.parse(clock.now) + 2 * 60_000);
    // Whole minutes: the time a manager picks, at least two minutes ahead.
    at.setUTCSeconds(0, 0);
    at.setUTCMinutes(at.getUTCMinutes() + 1);
    const iso = at.toISOString();
    const automation = await automate(owner, {
      surveyId: survey.id,
      teamIds: [team.id],
      frequency: 'once',
      startDate: iso.slice(0, 10),
      time: iso.slice(11, 16),
      timezone: 'UTC',
    });
    expect(automation.nextRuns.map((r) => r.at)).toEqual([iso]);

    // Not yet due: nothing goes out.
    await fetch(`${apiUrl()}/dev/api/scheduler/check`, { method: 'POST' });
    for (const to of audience) expect(await surveyMails(to, survey.id), to).toEqual([]);

    // The product's clock moves past the time; the scheduler fires what is due.
    await fetch(`${apiUrl()}/dev/api/clock`, {
      method: 'POST',
      body: JSON.stringify({ advanceHours: 4 / 60 }),
    });
    await fetch(`${apiUrl()}/dev/api/scheduler/check`, { method: 'POST' });
    await fetch(`${apiUrl()}/dev/api/scheduler/check`, { method: 'POST' });
    await settleSends();
    for (const to of audience) {
      expect((await surveyMails(to, survey.id)).length, to).toBe(1);
    }
    const after = await storedAutomation(automation.id);
    expect(after).toMatchObject({ runsMade: 1, nextRun: null });
  });
});

function automationResponseList(response: { status: number; body: unknown; text: string }) {
  expect(response.status, response.text).toBe(200);
  return (response.body as { automations: { runsMade: number }[] }).automations;
}
