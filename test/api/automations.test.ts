import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import {
  automationResponse,
  automationsResponse,
  DATE_FORMAT_MESSAGE,
  START_IN_PAST_MESSAGE,
  START_TOO_FAR_MESSAGE,
  TEAMS_REQUIRED_MESSAGE,
  TIME_FORMAT_MESSAGE,
  TIME_ZONE_MESSAGE,
  type Automation,
} from '#shared/api/automations';
import { surveyResponse } from '#shared/api/surveys';
import { call, storedItems } from './support/auth-api';
import { api, createSurvey, expectCallsWithinBudget, withTable } from './support/responses-api';
import { createTeam, join, register, TEAM_NOT_FOUND, type Person } from './support/teams-api';

/** A local date `days` from today (UTC), `YYYY-MM-DD`. */
const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function setUp() {
  const owner = await register('Aurora');
  const team = await createTeam(owner, 'Harbour crew');
  const survey = await createSurvey(owner, { title: 'Weekly harbour pulse', teamId: team.id });
  return { owner, team, survey };
}

async function createAutomation(by: Person, json: Record<string, unknown>) {
  return api('CreateAutomation', { token: by.token, json });
}

async function listAutomations(by: Person, teamId: string, timezone?: string) {
  const response = await api('ListTeamAutomations', {
    token: by.token,
    params: { teamId },
    ...(timezone ? { query: { timezone } } : {}),
  });
  return response;
}

async function automationsOf(by: Person, teamId: string, timezone?: string) {
  const path = `/api/automations/team/${teamId}${timezone ? `?timezone=${encodeURIComponent(timezone)}` : ''}`;
  const response = await call('GET', path, { token: by.token });
  expect(response.status, response.text).toBe(200);
  return automationsResponse.parse(response.body).automations;
}

describe('automations: create, list, update, delete', () => {
  it('creates a weekly automation a manager then sees with its next five runs, in any zone', async () => {
    const { owner, team, survey } = await setUp();
    const created = await createAutomation(owner, {
      surveyId: survey.id,
      teamIds: [team.id],
      frequency: 'weekly',
      startDate: inDays(3),
      time: '09:30',
      timezone: 'Europe/Berlin',
    });
    expect(created.status, created.text).toBe(201);
    const { automation } = automationResponse.parse(created.body);
    expect(automation).toMatchObject({
      survey_id: survey.id,
      survey_title: 'Weekly harbour pulse',
      frequency: 'weekly',
      startDate: inDays(3),
      time: '09:30',
      timezone: 'Europe/Berlin',
      teams: [{ id: team.id, name: 'Harbour crew' }],
      paused: false,
      runsMade: 0,
      skipWeekends: false,
      endDate: null,
      maxRuns: null,
    });
    expect(automation.nextRuns).toHaveLength(5);
    expect(automation.nextRuns[0]).toMatchObject({ date: inDays(3), time: '09:30' });

    const [listed] = await automationsOf(owner, team.id);
    expect(listed).toEqual(automation);
    // Asked in another zone: the same instants, shown in that zone.
    const [inTokyo] = await automationsOf(owner, team.id, 'Asia/Tokyo');
    expect(inTokyo?.timezone).toBe('Asia/Tokyo');
    // The rule as written stays in its own zone, for the calendar to expand.
    expect(inTokyo?.rule).toEqual({
      startDate: inDays(3),
      time: '09:30',
      timezone: 'Europe/Berlin',
    });
    expect(inTokyo?.nextRuns.map((r) => r.at)).toEqual(automation.nextRuns.map((r) => r.at));
    const first = new Date(automation.nextRuns[0]?.at ?? '');
    const tokyo = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Asia/Tokyo',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(first);
    expect(inTokyo?.startDate).toBe(tokyo);
    expect(inTokyo?.time).toBe(inTokyo?.nextRuns[0]?.time);

    // Stored with its team link and the run the scheduler holds.
    const items = await storedItems();
    const stored = items.find((i) => i.PK === `AUTOMATION#${automation.id}`);
    expect(stored).toMatchObject({ entityType: 'Automation', surveyId: survey.id });
    expect((stored?.nextRun as { at: string }).at).toBe(automation.nextRuns[0]?.at);
    expect(
      items.some((i) => i.PK === `TEAM#${team.id}` && i.SK === `AUTOMATION#${automation.id}`),
    ).toBe(true);
    expectCallsWithinBudget();
  });

  it('a one-time automation schedules the survey: the survey shows its date', async () => {
    const { owner, team, survey } = await setUp();
    const created = await createAutomation(owner, {
      surveyId: survey.id,
      teamIds: [team.id],
      frequency: 'once',
      startDate: inDays(2),
      time: '14:00',
      timezone: 'America/New_York',
    });
    expect(created.status, created.text).toBe(201);
    const { automation } = automationResponse.parse(created.body);
    expect(automation.nextRuns).toHaveLength(1);
    const got = await api('GetSurvey', { token: owner.token, params: { id: survey.id } });
    const shown = surveyResponse.parse(got.body).survey;
    expect(shown.scheduledDate).toBe(`${inDays(2)}T14:00`);
    expect(shown.scheduled_date).toBe(`${inDays(2)}T14:00`);
    expect(shown.timezone).toBe('America/New_York');

    const deleted = await api('DeleteAutomation', {
      token: owner.token,
      params: { id: automation.id },
    });
    expect(deleted.status, deleted.text).toBe(200);
    const after = await api('GetSurvey', { token: owner.token, params: { id: survey.id } });
    expect(surveyResponse.parse(after.body).survey.scheduled_date).toBeNull();
    expect(await automationsOf(owner, team.id)).toEqual([]);
  });

  it('rejects bad input with a 400 naming the field, and stores nothing', async () => {
    const { owner, team, survey } = await setUp();
    const good = {
      surveyId: survey.id,
      teamIds: [team.id],
      frequency: 'daily',
      startDate: inDays(1),
      time: '08:00',
      timezone: 'Europe/Berlin',
    };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ startDate: '25/12/2026' }, 'startDate', DATE_FORMAT_MESSAGE],
      [{ startDate: '2026-02-30' }, 'startDate', DATE_FORMAT_MESSAGE],
      [{ time: '9am' }, 'time', TIME_FORMAT_MESSAGE],
      [{ time: '24:00' }, 'time', TIME_FORMAT_MESSAGE],
      [{ timezone: 'Mars/Olympus' }, 'timezone', TIME_ZONE_MESSAGE],
      [{ teamIds: [] }, 'teamIds', TEAMS_REQUIRED_MESSAGE],
      [{ frequency: 'hourly' }, 'frequency', 'Frequency must be once, daily, weekly or monthly'],
      [
        { frequency: 'once', startDate: inDays(-1) },
        'startDate',
        'Choose a date and time in the future',
      ],
      [{ frequency: 'weekly', startDate: '2020-01-06' }, 'startDate', START_IN_PAST_MESSAGE],
      [{ frequency: 'daily', startDate: inDays(-2) }, 'startDate', START_IN_PAST_MESSAGE],
      [{ startDate: '9999-12-31' }, 'startDate', START_TOO_FAR_MESSAGE],
      [{ frequency: 'once', startDate: '2200-01-01' }, 'startDate', START_TOO_FAR_MESSAGE],
      [
        { endDate: inDays(0), startDate: inDays(3) },
        'endDate',
        'End date must be on or after the start date',
      ],
    ];
    for (const [change, field, message] of cases) {
      const response = await createAutomation(owner, { ...good, ...change });
      expect(response.status, `${JSON.stringify(change)}: ${response.text}`).toBe(400);
      const body = response.body as { fields?: Record<string, string> };
      expect(body.fields?.[field], JSON.stringify(body)).toBe(message);
    }
    expect(await automationsOf(owner, team.id)).toEqual([]);
  });

  it('only owners and admins of every chosen team who manage the survey see or change it', async () => {
    const { owner, team, survey } = await setUp();
    const admin = await register('Basil');
    const member = await register('Cyra');
    const stranger = await register('Dov');
    await join(owner, team.id, admin, 'admin');
    await join(owner, team.id, member, 'member');
    // A second team the admin does not manage.
    const otherTeam = await createTeam(owner, 'Dock office');
    await join(owner, otherTeam.id, admin, 'member');
    const strangersTeam = await createTeam(stranger, 'Elsewhere');
    const strangersSurvey = await createSurvey(stranger, { teamId: strangersTeam.id });

    const rule = { frequency: 'daily', startDate: inDays(1), time: '10:00', timezone: 'UTC' };
    // Others get 404 and nothing is stored.
    for (const [who, json] of [
      [member, { surveyId: survey.id, teamIds: [team.id], ...rule }],
      [stranger, { surveyId: survey.id, teamIds: [team.id], ...rule }],
      [admin, { surveyId: survey.id, teamIds: [team.id, otherTeam.id], ...rule }],
      [stranger, { surveyId: survey.id, teamIds: [strangersTeam.id], ...rule }],
      [owner, { surveyId: strangersSurvey.id, teamIds: [team.id], ...rule }],
    ] as const) {
      const response = await createAutomation(who, json);
      expect(response.status, `${who.firstName}: ${response.text}`).toBe(404);
    }
    expect(await automationsOf(owner, team.id)).toEqual([]);
    expect(await automationsOf(owner, otherTeam.id)).toEqual([]);
    expect(await automationsOf(stranger, strangersTeam.id)).toEqual([]);

    // The admin may, for the team they administer.
    const made = await createAutomation(admin, {
      surveyId: survey.id,
      teamIds: [team.id],
      ...rule,
    });
    expect(made.status, made.text).toBe(201);
    const { automation } = automationResponse.parse(made.body);
    // An automation over both teams is the owner's (admin of one only does not see it).
    const both = await createAutomation(owner, {
      surveyId: survey.id,
      teamIds: [team.id, otherTeam.id],
      ...rule,
    });
    expect(both.status, both.text).toBe(201);
    const bothId = automationResponse.parse(both.body).automation.id;
    expect((await automationsOf(owner, team.id)).map((a) => a.id).sort()).toEqual(
      [automation.id, bothId].sort(),
    );
    expect((await automationsOf(admin, team.id)).map((a) => a.id)).toEqual([automation.id]);

    // Members and strangers cannot list, change or delete it.
    for (const who of [member, stranger]) {
      const listed = await listAutomations(who, team.id);
      expect(listed.status).toBe(404);
      expect((listed.body as { message: string }).message).toBe(TEAM_NOT_FOUND);
      const updated = await api('UpdateAutomation', {
        token: who.token,
        params: { id: automation.id },
        json: { ...rule, paused: true },
      });
      expect(updated.status).toBe(404);
      const deleted = await api('DeleteAutomation', {
        token: who.token,
        params: { id: automation.id },
      });
      expect(deleted.status).toBe(404);
    }
    const adminOnBoth = await api('UpdateAutomation', {
      token: admin.token,
      params: { id: bothId },
      json: { ...rule, paused: true },
    });
    expect(adminOnBoth.status).toBe(404);
    // Moving one's automation to a team one does not manage: 404, unchanged.
    const moved = await api('UpdateAutomation', {
      token: admin.token,
      params: { id: automation.id },
      json: { ...rule, teamIds: [otherTeam.id] },
    });
    expect(moved.status).toBe(404);
    const [still] = (await automationsOf(owner, team.id)).filter((a) => a.id === automation.id);
    expect(still).toMatchObject({ paused: false, teams: [{ id: team.id }] });
    expect(
      (
        await api('DeleteAutomation', {
          token: owner.token,
          params: { id: '00000000-0000-4000-8000-000000000000' },
        })
      ).status,
    ).toBe(404);
    // An id that cannot be one is refused before any read.
    expect(
      (await api('DeleteAutomation', { token: owner.token, params: { id: 'no-such-automation' } }))
        .status,
    ).toBe(400);
    expectCallsWithinBudget();
  });

  it('update changes the rule at once; paused shows no next runs; resume starts from now', async () => {
    const { owner, team, survey } = await setUp();
    const made = await createAutomation(owner, {
      surveyId: survey.id,
      teamIds: [team.id],
      frequency: 'daily',
      startDate: inDays(1),
      time: '07:00',
      timezone: 'Australia/Sydney',
    });
    const { automation } = automationResponse.parse(made.body);
    const rule = { frequency: 'monthly', startDate: inDays(5), time: '16:45', timezone: 'UTC' };
    const updated = await api('UpdateAutomation', {
      token: owner.token,
      params: { id: automation.id },
      json: { ...rule, skipWeekends: true, maxRuns: 3 },
    });
    expect(updated.status, updated.text).toBe(200);
    const changed: Automation = automationResponse.parse(updated.body).automation;
    expect(changed).toMatchObject({ ...rule, skipWeekends: true, maxRuns: 3 });
    expect(changed.nextRuns).toHaveLength(3);
    for (const run of changed.nextRuns) {
      expect([0, 6]).not.toContain(new Date(run.at).getUTCDay());
    }
    const items = await storedItems();
    const stored = items.find((i) => i.PK === `AUTOMATION#${automation.id}`);
    expect((stored?.nextRun as { at: string }).at).toBe(changed.nextRuns[0]?.at);

    const paused = await api('UpdateAutomation', {
      token: owner.token,
      params: { id: automation.id },
      json: { ...rule, paused: true },
    });
    expect(automationResponse.parse(paused.body).automation).toMatchObject({
      paused: true,
      nextRuns: [],
    });
    const pausedItem = (await storedItems()).find((i) => i.PK === `AUTOMATION#${automation.id}`);
    expect(pausedItem?.nextRun).toBeNull();
    expect(pausedItem?.GSI2PK).toBeUndefined();

    const resumed = await api('UpdateAutomation', {
      token: owner.token,
      params: { id: automation.id },
      json: { ...rule, paused: false, maxRuns: null },
    });
    const back = automationResponse.parse(resumed.body).automation;
    expect(back.paused).toBe(false);
    expect(back.maxRuns).toBeNull();
    expect(back.nextRuns).toHaveLength(5);
    expect(Date.parse(back.nextRuns[0]?.at ?? '')).toBeGreaterThan(Date.now());
  });

  it('an automation running since a past start can be paused and edited while it keeps that start', async () => {
    const { owner, team, survey } = await setUp();
    const made = await createAutomation(owner, {
      surveyId: survey.id,
      teamIds: [team.id],
      frequency: 'weekly',
      startDate: inDays(0),
      time: '09:00',
      timezone: 'UTC',
    });
    expect(made.status, made.text).toBe(201);
    const { automation } = automationResponse.parse(made.body);
    // Months later: the start it was made with is long past.
    const item = (await storedItems()).find((i) => i.PK === `AUTOMATION#${automation.id}`);
    await withTable((docs) =>
      docs.send(
        new UpdateCommand({
          TableName: 'candor',
          Key: { PK: item?.PK, SK: item?.SK },
          UpdateExpression: 'SET startDate = :past',
          ExpressionAttributeValues: { ':past': '2026-01-05' },
        }),
      ),
    );
    const rule = { frequency: 'weekly', startDate: '2026-01-05', time: '09:00', timezone: 'UTC' };

    // The same start, written in another zone (the list is read in the viewer's), is kept.
    const paused = await api('UpdateAutomation', {
      token: owner.token,
      params: { id: automation.id },
      json: {
        ...rule,
        startDate: '2026-01-05',
        time: '10:00',
        timezone: 'Europe/Berlin',
        paused: true,
      },
    });
    expect(paused.status, paused.text).toBe(200);
    expect(automationResponse.parse(paused.body).automation.paused).toBe(true);

    const moved = await api('UpdateAutomation', {
      token: owner.token,
      params: { id: automation.id },
      json: { ...rule, startDate: '2026-01-12' },
    });
    expect(moved.status, moved.text).toBe(400);
    expect((moved.body as { fields?: Record<string, string> }).fields?.startDate).toBe(
      START_IN_PAST_MESSAGE,
    );

    const resumed = await api('UpdateAutomation', {
      token: owner.token,
      params: { id: automation.id },
      json: { ...rule, paused: false },
    });
    expect(resumed.status, resumed.text).toBe(200);
    const next = automationResponse.parse(resumed.body).automation.nextRuns[0];
    expect(Date.parse(next?.at ?? '')).toBeGreaterThan(Date.now());
    expect(new Date(next?.at ?? '').getUTCDay()).toBe(1);
  });

  it("a deleted survey's automations list nothing", async () => {
    const { owner, team, survey } = await setUp();
    const made = await createAutomation(owner, {
      surveyId: survey.id,
      teamIds: [team.id],
      frequency: 'weekly',
      startDate: inDays(1),
      time: '11:00',
      timezone: 'UTC',
    });
    expect(made.status).toBe(201);
    const deleted = await api('DeleteSurvey', { token: owner.token, params: { id: survey.id } });
    expect(deleted.status, deleted.text).toBe(200);
    expect(await automationsOf(owner, team.id)).toEqual([]);
  });
});
