import { describe, expect, it } from 'vitest';
import { importMembersResponse, inviteResponse } from '#shared/api/teams';
import { uniqueEmail } from './support/auth-api';
import {
  createTeam,
  invitationMail,
  invitationMails,
  register,
  roster,
  send,
} from './support/teams-api';

/*
 * What Add people sends (decision 0047): one import for the people without an invitation, one
 * invitation each for the rest, with the name the list gave them.
 */
describe('Add people through the API', () => {
  it('keeps the name a list gave an invited person, and the address when it gave none', async () => {
    const owner = await register('Noor');
    const team = await createTeam(owner, 'Named invitations');
    const named = uniqueEmail('add-named');
    const unnamed = uniqueEmail('add-unnamed');
    const plain = uniqueEmail('add-plain');

    const imported = await send('ImportTeamMembers', {
      token: owner.token,
      params: { teamId: team.id },
      json: { text: `name,email\n"Lee, Jordan","${plain}"` },
    });
    expect(imported.status, imported.text).toBe(200);
    expect(importMembersResponse.parse(imported.body).counts).toEqual({
      added: 1,
      skipped: 0,
      failed: 0,
    });
    const first = await send('InviteTeamMember', {
      token: owner.token,
      params: { teamId: team.id },
      json: { email: named, role: 'admin', name: 'Ana Maria Silva' },
    });
    expect(first.status, first.text).toBe(200);
    expect(inviteResponse.parse(first.body).member).toMatchObject({
      first_name: 'Ana',
      last_name: 'Maria Silva',
      role: 'admin',
      status: 'invited',
    });
    const second = await send('InviteTeamMember', {
      token: owner.token,
      params: { teamId: team.id },
      json: { email: unnamed, role: 'member' },
    });
    expect(second.status, second.text).toBe(200);

    const entries = await roster(owner, team.id);
    const entry = (email: string) => entries.find((m) => m.email === email);
    expect(entry(plain)).toMatchObject({
      first_name: 'Lee,',
      last_name: 'Jordan',
      status: 'active',
    });
    expect(entry(named)).toMatchObject({ first_name: 'Ana', status: 'invited', role: 'admin' });
    expect(entry(unnamed)).toMatchObject({ first_name: unnamed.split('@')[0], last_name: '' });
    // The invited get their e-mail; the one only added gets none.
    expect((await invitationMail(named)).to).toEqual([named]);
    expect((await invitationMail(unnamed)).to).toEqual([unnamed]);
    expect(await invitationMails(plain)).toHaveLength(0);
  });

  it('refuses a name with control characters, in words, and adds no one', async () => {
    const owner = await register('Omar');
    const team = await createTeam(owner, 'Refused names');
    const email = uniqueEmail('add-bad-name');

    const response = await send('InviteTeamMember', {
      token: owner.token,
      params: { teamId: team.id },
      json: { email, role: 'member', name: 'Mo\u202Egpj' },
    });

    expect(response.status, response.text).toBe(400);
    expect((response.body as { fields?: Record<string, string> }).fields?.name).toBe(
      'Name must not contain line breaks, control characters or invisible formatting characters',
    );
    expect((await roster(owner, team.id)).map((m) => m.email)).not.toContain(email);
  });
});
