import { beforeAll, describe, expect, it } from 'vitest';
import { uniqueEmail } from './support/auth-api';
import { api, createSurvey, expectFailure } from './support/responses-api';
import {
  addMember,
  createTeam,
  join,
  register,
  roster,
  send,
  type Person,
} from './support/teams-api';

/*
 * Role rules: only the owner grants or removes admin (an admin cannot invite an admin, and
 * inviting a roster entry again does not change its role), and a team comes off a survey by its
 * creator, its first team's managers or the team's own managers (decision 0009).
 */

let owner: Person;
let admin: Person;
let teamId = '';
beforeAll(async () => {
  [owner, admin] = await Promise.all([register('Orla'), register('Adair')]);
  teamId = (await createTeam(owner, 'Role rules')).id;
  await join(owner, teamId, admin, 'admin');
});

const invite = (by: Person, email: string, role: 'admin' | 'member') =>
  send('InviteTeamMember', { token: by.token, params: { teamId }, json: { email, role } });

describe('granting admin', () => {
  it('an admin cannot invite someone as an admin', async () => {
    const response = await invite(admin, uniqueEmail('roles-new-admin'), 'admin');
    expectFailure(response, 403, 'forbidden', 'Only the team owner can invite admins.');
  });

  it('an admin can still invite members, and the owner admins', async () => {
    expect((await invite(admin, uniqueEmail('roles-member'), 'member')).status).toBe(200);
    expect((await invite(owner, uniqueEmail('roles-admin'), 'admin')).status).toBe(200);
  });

  it('inviting a roster entry again does not change its role', async () => {
    const email = uniqueEmail('roles-roster');
    const added = await addMember(owner, teamId, 'Rory Roster', email);
    expect(added.role).toBe('member');
    expect((await invite(owner, email, 'admin')).status).toBe(200);
    const entry = (await roster(owner, teamId)).find((m) => m.id === added.id);
    expect(entry?.role).toBe('member');
  });
});

describe('taking a team off a survey', () => {
  it("is for the survey's creator and its first team's managers, and an added team's own", async () => {
    const creator = await register('Cyd');
    const creatorTeam = (await createTeam(creator, 'Creator team')).id;
    // Someone who manages the survey's team adds a team of their own; the creator is not on it.
    const survey = await createSurvey(creator, { teamId: creatorTeam });
    await join(creator, creatorTeam, owner, 'admin');
    const assigned = await api('AssignSurveyTeam', {
      token: owner.token,
      params: { id: survey.id },
      json: { teamId },
    });
    expect(assigned.status, assigned.text).toBe(200);

    // An admin of the added team alone may not take the survey's first team off...
    const first = await api('UnassignSurveyTeam', {
      token: admin.token,
      params: { id: survey.id, teamId: creatorTeam },
    });
    expectFailure(first, 403, 'forbidden');

    // ...while the creator may take the added team off, though not on it.
    const taken = await api('UnassignSurveyTeam', {
      token: creator.token,
      params: { id: survey.id, teamId },
    });
    expect(taken.status, taken.text).toBe(200);

    // So may the added team's own managers.
    expect(
      (
        await api('AssignSurveyTeam', {
          token: owner.token,
          params: { id: survey.id },
          json: { teamId },
        })
      ).status,
    ).toBe(200);
    const byManager = await api('UnassignSurveyTeam', {
      token: admin.token,
      params: { id: survey.id, teamId },
    });
    expect(byManager.status, byManager.text).toBe(200);
  });
});

describe('team invitations', () => {
  const invitesOf = async (person: Person) => {
    const response = await api('ListNotifications', { token: person.token });
    expect(response.status, response.text).toBe(200);
    return (response.body as { notifications: { type: string }[] }).notifications.filter(
      (n) => n.type === 'team_invite',
    );
  };

  it('are shown only to an account whose address is verified', async () => {
    const squatter = await register('Squire', uniqueEmail('roles-squat'), 'Squat', {
      verified: false,
    });
    const verified = await register('Vale', uniqueEmail('roles-verified'));
    expect((await invite(owner, squatter.email, 'member')).status).toBe(200);
    expect((await invite(owner, verified.email, 'member')).status).toBe(200);
    expect(await invitesOf(squatter)).toEqual([]);
    expect(await invitesOf(verified)).toHaveLength(1);
  });
});
