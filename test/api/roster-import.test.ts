import { describe, expect, it } from 'vitest';
import { importMembersResponse } from '#shared/api/teams';
import { IMPORT_MESSAGES } from '#shared/domain/roster-import';
import { limitMessage } from '#shared/domain/plans';
import { uniqueEmail } from './support/auth-api';
import { grantPlan } from './support/billing-api';
import {
  addMember,
  createTeam,
  getTeam,
  register,
  roster,
  send,
  TEAM_NOT_FOUND,
} from './support/teams-api';

/** POST /api/teams/{teamId}/members/import as `token`. */
const importText = (token: string, teamId: string, text: string) =>
  send('ImportTeamMembers', { token, params: { teamId }, json: { text } });

describe('bulk roster import', () => {
  it('adds a 500-row CSV in one go: bad rows and repeats said per row, the rest on the roster once', async () => {
    const owner = await register('Imogen');
    await grantPlan(owner.userId, 'enterprise');
    const team = await createTeam(owner, 'Import team');
    const onTeam = uniqueEmail('import-already');
    await addMember(owner, team.id, 'Already Here', onTeam);

    const emails = Array.from({ length: 480 }, (_, i) => uniqueEmail(`import-${i}`));
    const lines = ['first_name,last_name,email'];
    emails.forEach((email, i) => lines.push(`Person,Number ${i},${email}`));
    // 20 more rows: 8 bad addresses, 6 repeats (one in capitals), 6 already on the team.
    for (let i = 0; i < 8; i++) lines.push(`Bad,Row ${i},not-an-address-${i}`);
    for (let i = 0; i < 6; i++)
      lines.push(`Again,Row,${i === 0 ? emails[i]!.toUpperCase() : emails[i]}`);
    for (let i = 0; i < 6; i++) lines.push(`Here,Again,${onTeam}`);
    expect(lines).toHaveLength(501);

    const response = await importText(owner.token, team.id, lines.join('\r\n'));
    expect(response.status, response.text).toBe(200);
    const body = importMembersResponse.parse(response.body);
    expect(body.counts).toEqual({ added: 480, skipped: 12, failed: 8 });
    expect(body.message).toBe('Added 480 people, skipped 12, 8 could not be added');
    expect(body.results).toHaveLength(500);
    const bad = body.results.filter((r) => r.status === 'failed');
    expect(bad.map((r) => [r.line, r.reason])).toEqual(
      Array.from({ length: 8 }, (_, i) => [482 + i, IMPORT_MESSAGES.invalidEmail]),
    );
    const repeat = body.results.find((r) => r.line === 490);
    expect(repeat).toMatchObject({ status: 'skipped', reason: 'Listed before (line 2)' });
    expect(body.results.find((r) => r.line === 496)).toMatchObject({
      status: 'skipped',
      reason: IMPORT_MESSAGES.onRoster,
    });

    // What is stored: the owner, the one added by hand and the 480, each once, with their names.
    const members = await roster(owner, team.id);
    expect(members).toHaveLength(482);
    expect(new Set(members.map((m) => m.email.toLowerCase())).size).toBe(482);
    const first = members.find((m) => m.email === emails[0]);
    expect(first).toMatchObject({
      first_name: 'Person',
      last_name: 'Number 0',
      role: 'member',
      status: 'active',
    });
    expect((await getTeam(owner, team.id)).member_count).toBe(482);

    // The same file again adds nobody: everyone is already on the team.
    const again = importMembersResponse.parse(
      (await importText(owner.token, team.id, lines.join('\n'))).body,
    );
    expect(again.counts).toEqual({ added: 0, skipped: 492, failed: 8 });
    expect(await roster(owner, team.id)).toHaveLength(482);
  });

  it("stops at the plan's member limit and says so for each person past it", async () => {
    const owner = await register('Starla');
    const team = await createTeam(owner, 'Starter team');
    const before = (await roster(owner, team.id)).length;
    const text = Array.from(
      { length: 20 },
      (_, i) => `Member ${i} <${uniqueEmail(`cap-${i}`)}>`,
    ).join('\n');
    const body = importMembersResponse.parse((await importText(owner.token, team.id, text)).body);
    // Starter counts 15 people added to the account's teams (its owner not among them).
    const room = 15;
    expect(body.counts).toEqual({ added: room, skipped: 0, failed: 20 - room });
    expect(body.results.filter((r) => r.status === 'failed').map((r) => r.reason)).toEqual(
      Array.from({ length: 20 - room }, () => limitMessage('starter', 'teamMembers')),
    );
    expect(await roster(owner, team.id)).toHaveLength(before + room);
  });

  it('refuses an empty list, an oversized one and anyone who does not run the team, changing nothing', async () => {
    const owner = await register('Orla');
    const stranger = await register('Stan');
    const team = await createTeam(owner, 'Guarded team');
    const member = await register('Mona');
    await addMember(owner, team.id, 'Mona Tester', member.email);

    const empty = await importText(owner.token, team.id, '\n  \n');
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ message: IMPORT_MESSAGES.empty });
    const many = Array.from({ length: 501 }, (_, i) => `p${i}@example.com`).join('\n');
    const tooMany = await importText(owner.token, team.id, many);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toMatchObject({ message: IMPORT_MESSAGES.tooMany });
    const huge = await importText(owner.token, team.id, 'x'.repeat(200_001));
    expect(huge.status).toBe(400);

    const outsider = await importText(stranger.token, team.id, 'x@example.com');
    expect(outsider.status).toBe(404);
    expect(outsider.body).toMatchObject({ message: TEAM_NOT_FOUND });
    // A plain member (added on the roster with an account later) may not add people either.
    const byMember = await importText(member.token, team.id, 'y@example.com');
    expect([403, 404]).toContain(byMember.status);
    expect(await roster(owner, team.id)).toHaveLength(2);
  });
});
