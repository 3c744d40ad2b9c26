import { beforeAll, describe, expect, it } from 'vitest';
import { surveysResponse } from '#shared/api/surveys';
import { teamsResponse } from '#shared/api/teams';
import { SINGLE_LINE_TEXT } from '#shared/domain/plain-text';
import { call, expectError, uniqueEmail } from './support/auth-api';
import { createTeam, invitationMail, register, send, type Person } from './support/teams-api';

/*
 * Control, bidi and zero-width characters in names, titles and subjects (issue 12): a team named
 * with a right-to-left override or a survey titled with NUL is refused with a 400 naming the
 * field and nothing is stored; an invitation's subject never carries such characters.
 */

const RLO = '\u202E';
const NUL = '\u0000';
const ZWSP = '\u200B';

let owner: Person;

beforeAll(async () => {
  owner = await register('Cora', uniqueEmail('controls'), 'Owner');
});

const teamNames = async () => {
  const response = await send('ListTeams', { token: owner.token });
  expect(response.status, response.text).toBe(200);
  return teamsResponse.parse(response.body).teams.map((team) => team.name);
};

describe('control characters', () => {
  it('refuses a team name with a right-to-left override, naming the field, and makes no team', async () => {
    const before = await teamNames();
    const response = await send('CreateTeam', {
      token: owner.token,
      json: { name: `Payroll${RLO}gpj.exe` },
    });
    const error = expectError(response, 400, 'validation_error');
    expect(error.fields).toEqual({
      name: 'Team name must not contain line breaks, control characters or invisible formatting characters',
    });
    expect(await teamNames()).toEqual(before);
  });

  it('refuses a survey title with NUL and stores no survey', async () => {
    const list = async () =>
      surveysResponse.parse((await call('GET', '/api/surveys', { token: owner.token })).body)
        .surveys;
    const before = await list();
    const response = await call('POST', '/api/surveys', {
      token: owner.token,
      json: {
        title: `Weekly${NUL}pulse`,
        questions: [{ type: 'text', text: 'How was it?', order: 1 }],
      },
    });
    const error = expectError(response, 400, 'validation_error');
    expect(error.fields).toEqual({
      title:
        'Survey title must not contain line breaks, control characters or invisible formatting characters',
    });
    expect(await list()).toEqual(before);
  });

  it('keeps every invitation subject free of them: invisible ends are dropped, the rest refused', async () => {
    // A first name with a bidi override cannot be saved...
    const refused = await call('PUT', '/api/auth/profile', {
      token: owner.token,
      body: (() => {
        const data = new FormData();
        data.set('firstName', `Cora${RLO}`);
        data.set('lastName', 'Owner');
        return data;
      })(),
    });
    expect(expectError(refused, 400, 'validation_error').fields).toHaveProperty('firstName');

    // ...and zero-width characters at the ends of a team name are dropped.
    const team = await createTeam(owner, `${ZWSP}Ops crew${ZWSP}`);
    expect(team.name).toBe('Ops crew');
    const invitee = uniqueEmail('controls-invitee');
    const invited = await send('InviteTeamMember', {
      token: owner.token,
      params: { teamId: team.id },
      json: { email: invitee, role: 'member' },
    });
    expect(invited.status, invited.text).toBe(200);
    const mail = await invitationMail(invitee);
    expect(mail.subject).toBe('Cora Owner invited you to Ops crew on Candor');
    expect(SINGLE_LINE_TEXT.test(mail.subject)).toBe(true);
  });
});
