import { readFile } from 'node:fs/promises';
import { join as joinPath } from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import { teamResponse, teamsResponse } from '#shared/api/teams';
import { automationResponse } from '#shared/api/automations';
import { errorBody } from '#shared/api/errors';
import { apiUrl, call, getMe, storedItems, uniqueEmail } from './support/auth-api';
import { advance, subscribe } from './support/billing-api';
import { api, createSurvey, expectCallsWithinBudget } from './support/responses-api';
import {
  addMember,
  createTeam,
  form,
  images,
  invitationToken,
  join,
  PASSWORD,
  register,
  TEAM_NOT_FOUND,
  type Person,
} from './support/teams-api';

/*
 * Deleting a team (owner only) and deleting one's own account (decision 0026): what goes at
 * once, what the hourly clean-up removes, and what stays.
 */

const inDays = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

async function runCleanUp() {
  const response = await fetch(`${apiUrl()}/dev/api/jobs/survey-purge`, { method: 'POST' });
  expect(response.status).toBe(200);
}

async function scheduleNames(): Promise<string[]> {
  const file = joinPath(inject('runtimeDataDir'), 'schedules.json');
  const text = await readFile(file, 'utf8').catch(() => '[]');
  return (JSON.parse(text) as { name: string }[]).map((s) => s.name);
}

async function uploadLogo(owner: Person, teamId: string): Promise<string> {
  const response = await api('UpdateTeam', {
    token: owner.token,
    params: { teamId },
    form: form({ logo: { bytes: images.png, filename: 'logo.png', type: 'image/png' } }),
  });
  expect(response.status, response.text).toBe(200);
  return teamResponse.parse(response.body).team.logo_url as string;
}

async function weekly(by: Person, surveyId: string, teamIds: string[]) {
  const response = await api('CreateAutomation', {
    token: by.token,
    json: {
      surveyId,
      teamIds,
      frequency: 'weekly',
      startDate: inDays(3),
      time: '09:30',
      timezone: 'Europe/Berlin',
    },
  });
  expect(response.status, response.text).toBe(201);
  return automationResponse.parse(response.body).automation;
}

async function surveyStatus(by: Person, surveyId: string) {
  return (await api('GetSurvey', { token: by.token, params: { id: surveyId } })).status;
}

describe('deleting a team', () => {
  it('is the owner’s alone: an admin and a member are refused, a stranger is told it does not exist', async () => {
    const [owner, admin, member, stranger] = await Promise.all([
      register('Odile'),
      register('Arlo'),
      register('Mina'),
      register('Nils'),
    ]);
    const team = await createTeam(owner, 'Keepers');
    await join(owner, team.id, admin, 'admin');
    await join(owner, team.id, member, 'member');

    for (const [person, status] of [
      [admin, 403],
      [member, 403],
      [stranger, 404],
    ] as const) {
      const refused = await api('DeleteTeam', { token: person.token, params: { teamId: team.id } });
      expect(refused.status, refused.text).toBe(status);
      const error = errorBody.parse(refused.body);
      if (status === 403) expect(error.message).toBe('Only the team owner can delete the team.');
      else expect(error.message).toBe(TEAM_NOT_FOUND);
    }
    expect(
      (await api('GetTeam', { token: member.token, params: { teamId: team.id } })).status,
    ).toBe(200);
    expect((await api('DeleteTeam', { params: { teamId: team.id } })).status).toBe(401);
    expectCallsWithinBudget();
  });

  it('takes its roster, automations, logo and the surveys assigned to it alone; surveys shared with another team stay there', async () => {
    const [owner, admin] = await Promise.all([register('Orla'), register('Ada')]);
    const team = await createTeam(owner, 'Lighthouse');
    const other = await createTeam(owner, 'Harbour');
    await join(owner, team.id, admin, 'admin');
    await addMember(owner, team.id, 'Rowan Roster', uniqueEmail('roster-only'));
    const invited = uniqueEmail('invited-only');
    const invite = await api('InviteTeamMember', {
      token: owner.token,
      params: { teamId: team.id },
      json: { email: invited, role: 'member' },
    });
    expect(invite.status, invite.text).toBe(200);
    const logoUrl = await uploadLogo(owner, team.id);
    expect((await fetch(logoUrl)).status).toBe(200);

    // One survey on this team alone (made by the admin), one shared with another team.
    const alone = await createSurvey(admin, { title: 'Only lighthouse', teamId: team.id });
    const shared = await createSurvey(owner, { title: 'Shared pulse', teamId: other.id });
    const assigned = await api('AssignSurveyTeam', {
      token: owner.token,
      params: { id: shared.id },
      json: { teamId: team.id },
    });
    expect(assigned.status, assigned.text).toBe(200);
    const onlyHere = await weekly(owner, alone.id, [team.id]);
    const both = await weekly(owner, shared.id, [team.id, other.id]);
    expect(await scheduleNames()).toEqual(
      expect.arrayContaining([
        expect.stringContaining(onlyHere.id),
        expect.stringContaining(both.id),
      ]),
    );

    const deleted = await api('DeleteTeam', { token: owner.token, params: { teamId: team.id } });
    expect(deleted.status, deleted.text).toBe(200);
    expect(deleted.body).toEqual({ message: 'Team deleted successfully' });

    // Gone for everyone at once.
    for (const person of [owner, admin]) {
      const got = await api('GetTeam', { token: person.token, params: { teamId: team.id } });
      expect(got.status).toBe(404);
      const mine = teamsResponse.parse((await api('ListTeams', { token: person.token })).body);
      expect(mine.teams.map((t) => t.id)).not.toContain(team.id);
    }
    // The survey it alone had is deleted (its results never pass to its creator alone); the
    // shared one stays with the other team.
    expect(await surveyStatus(admin, alone.id)).toBe(404);
    expect(await surveyStatus(owner, alone.id)).toBe(404);
    const kept = await api('GetSurvey', { token: owner.token, params: { id: shared.id } });
    expect(kept.status).toBe(200);
    expect((kept.body as { survey: { teams: { id: string }[] } }).survey.teams).toEqual([
      expect.objectContaining({ id: other.id }),
    ]);
    // The admin of the deleted team lost the shared survey with the team.
    expect(await surveyStatus(admin, shared.id)).toBe(404);
    // Automations: the one that sent only to this team is cancelled with its schedule; the
    // other sends to the other team only.
    const names = await scheduleNames();
    expect(names.some((n) => n.includes(onlyHere.id))).toBe(false);
    expect(names.some((n) => n.includes(both.id))).toBe(true);
    const remaining = await api('ListTeamAutomations', {
      token: owner.token,
      params: { teamId: other.id },
    });
    expect(
      (remaining.body as { automations: { id: string; teams: { id: string }[] }[] }).automations,
    ).toEqual([
      expect.objectContaining({ id: both.id, teams: [expect.objectContaining({ id: other.id })] }),
    ]);
    // The logo is removed from the file store.
    expect((await fetch(logoUrl)).status).toBe(404);

    await runCleanUp();
    const items = await storedItems();
    expect(items.filter((i) => i.PK === `TEAM#${team.id}`)).toEqual([]);
    expect(items.filter((i) => i.PK === `SURVEY#${alone.id}`)).toEqual([]);
    expect(items.filter((i) => i.GSI1SK === `TEAM#${team.id}`)).toEqual([]);
    // The invitation link names a team that is gone.
    const lookup = await api('GetTeamInvitation', {
      json: { token: await invitationToken(invited) },
    });
    expect(lookup.status).toBe(400);
    expect(errorBody.parse(lookup.body).message).toBe(
      'This invitation link is invalid or has expired',
    );
    expectCallsWithinBudget();
  });
});

describe('deleting my account', () => {
  it('needs the e-mail typed again and the password, then ends every session at once and frees the e-mail', async () => {
    const email = uniqueEmail('leaving');
    const person = await register('Lea', email);
    const second = await call('POST', '/api/auth/login', { json: { email, password: PASSWORD } });
    expect(second.status).toBe(200);
    const otherToken = (second.body as { token: string }).token;

    const wrongEmail = await api('DeleteAccount', {
      token: person.token,
      json: { confirmation: 'someone@else.test', password: PASSWORD },
    });
    expect(wrongEmail.status).toBe(400);
    expect(errorBody.parse(wrongEmail.body).fields).toEqual({
      confirmation: 'Type your e-mail address exactly as shown to confirm',
    });
    const noPassword = await api('DeleteAccount', {
      token: person.token,
      json: { confirmation: email },
    });
    expect(noPassword.status).toBe(400);
    expect(errorBody.parse(noPassword.body).fields).toEqual({
      password: 'Enter your password to confirm',
    });
    const wrongPassword = await api('DeleteAccount', {
      token: person.token,
      json: { confirmation: email, password: 'Not-the-password-1' },
    });
    expect(wrongPassword.status).toBe(400);
    expect(errorBody.parse(wrongPassword.body).fields).toEqual({
      password: 'Password is incorrect',
    });
    expect((await getMe(person.token)).status).toBe(200);

    const deleted = await api('DeleteAccount', {
      token: person.token,
      json: { confirmation: email.toUpperCase(), password: PASSWORD },
    });
    expect(deleted.status, deleted.text).toBe(200);
    expect(deleted.body).toEqual({ message: 'Your account has been deleted' });

    // Both sessions fail at once; signing in fails.
    expect((await getMe(person.token)).status).toBe(401);
    expect((await getMe(otherToken)).status).toBe(401);
    const login = await call('POST', '/api/auth/login', { json: { email, password: PASSWORD } });
    expect(login.status).toBe(401);

    // The e-mail can register again, as a new account.
    const again = await register('Lea', email);
    expect(again.userId).not.toBe(person.userId);
    expect((await getMe(again.token)).status).toBe(200);
    expectCallsWithinBudget();
  });

  it('deletes the teams it owns, leaves other teams, deletes its surveys without a team and keeps those of others’ teams', async () => {
    const [leaver, otherOwner, teammate] = await Promise.all([
      register('Liv'),
      register('Omar'),
      register('Tess'),
    ]);
    const owned = await createTeam(leaver, 'Liv’s crew');
    await join(leaver, owned.id, teammate, 'admin');
    const elsewhere = await createTeam(otherOwner, 'Omar’s crew');
    await join(otherOwner, elsewhere.id, leaver, 'admin');
    const onOwned = await createSurvey(leaver, { title: 'On the owned team', teamId: owned.id });
    const onElsewhere = await createSurvey(leaver, {
      title: 'On another team',
      teamId: elsewhere.id,
    });
    const noTeam = await createSurvey(leaver, { title: 'No team at all' });

    const deleted = await api('DeleteAccount', {
      token: leaver.token,
      json: { confirmation: leaver.email, password: PASSWORD },
    });
    expect(deleted.status, deleted.text).toBe(200);

    // At once: the owned team is gone for its admin; the account is off the other roster.
    expect(
      (await api('GetTeam', { token: teammate.token, params: { teamId: owned.id } })).status,
    ).toBe(404);
    await runCleanUp();
    const roster = await api('ListTeamMembers', {
      token: otherOwner.token,
      params: { teamId: elsewhere.id },
    });
    expect(
      (roster.body as { members: { email: string }[] }).members.map((m) => m.email),
    ).not.toContain(leaver.email);
    // The survey on someone else's team stays with that team's managers.
    expect(await surveyStatus(otherOwner, onElsewhere.id)).toBe(200);
    const items = await storedItems();
    expect(items.filter((i) => i.PK === `USER#${leaver.userId}`)).toEqual([]);
    expect(items.filter((i) => i.PK === `SURVEY#${noTeam.id}`)).toEqual([]);
    expect(items.filter((i) => i.PK === `SURVEY#${onOwned.id}`)).toEqual([]);
    expect(items.filter((i) => i.PK === `TEAM#${owned.id}`)).toEqual([]);
    // Nothing stored still carries the person's name or e-mail.
    const mentions = items.filter((i) => JSON.stringify(i).includes(leaver.email.toLowerCase()));
    expect(mentions).toEqual([]);
    expectCallsWithinBudget();
  });

  it('is refused while a paid subscription would still charge, and allowed once it is cancelled', async () => {
    const person = await register('Pax');
    await subscribe(person);
    const refused = await api('DeleteAccount', {
      token: person.token,
      json: { confirmation: person.email, password: PASSWORD },
    });
    expect(refused.status, refused.text).toBe(409);
    expect(errorBody.parse(refused.body)).toMatchObject({
      errorType: 'subscription_active',
      message:
        'Your Professional subscription is still active. Cancel it first on the Billing page (Manage Subscription, then Cancel plan), then delete your account.',
    });
    expect((await getMe(person.token)).status).toBe(200);

    await advance(person, 'cancel-now');
    const deleted = await api('DeleteAccount', {
      token: person.token,
      json: { confirmation: person.email, password: PASSWORD },
    });
    expect(deleted.status, deleted.text).toBe(200);
    expect((await getMe(person.token)).status).toBe(401);
    expectCallsWithinBudget();
  });
});

describe('my time zone', () => {
  it('is stored on the profile once chosen, and a zone that does not exist is refused', async () => {
    const person = await register('Tomo');
    const before = await getMe(person.token);
    expect((before.body as { user: { timezone: string | null } }).user.timezone).toBeNull();

    const set = await api('UpdateTimeZone', {
      token: person.token,
      json: { timezone: 'Asia/Tokyo' },
    });
    expect(set.status, set.text).toBe(200);
    expect((set.body as { user: { timezone: string } }).user.timezone).toBe('Asia/Tokyo');
    const after = await getMe(person.token);
    expect((after.body as { user: { timezone: string } }).user.timezone).toBe('Asia/Tokyo');

    for (const timezone of ['Mars/Olympus_Mons', '', 'Europe/Berlin; DROP']) {
      const refused = await api('UpdateTimeZone', { token: person.token, json: { timezone } });
      expect(refused.status, timezone).toBe(400);
      expect(errorBody.parse(refused.body).fields).toEqual({
        timezone: 'Choose a time zone from the list',
      });
    }
    const still = await getMe(person.token);
    expect((still.body as { user: { timezone: string } }).user.timezone).toBe('Asia/Tokyo');
    expectCallsWithinBudget();
  });
});
