import { describe, expect, it } from 'vitest';
import { getRoute } from '#shared/api/routes';
import { uniqueEmail } from './support/auth-api';
import { createSurvey } from './support/responses-api';
import { addMember, createTeam, register, send } from './support/teams-api';

interface Export {
  exportedAt: string;
  profile: Record<string, unknown>;
  plan: string;
  teams: { name: string; yourRole: string; roster?: { name: string; email: string }[] }[];
  surveys: { title: string; questions: unknown[]; responsesShown: number }[];
  notifications: { title: string }[];
}

describe('download my data', () => {
  it('gives the signed-in person their profile, teams, rosters they own, surveys and notifications, as a JSON file', async () => {
    const owner = await register('Dana');
    const team = await createTeam(owner, 'Export team');
    const colleague = uniqueEmail('export-colleague');
    await addMember(owner, team.id, 'Cole League', colleague);
    const survey = await createSurvey(owner, { teamId: team.id, title: 'Export pulse' });

    const response = await send('ExportMyData', { token: owner.token });
    expect(response.status, response.text).toBe(200);
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="candor-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(Number(response.headers.get('x-candor-dynamodb-calls'))).toBeLessThanOrEqual(
      getRoute('ExportMyData').maxDynamoCalls,
    );
    const data = response.body as Export;
    expect(data.profile).toMatchObject({ email: owner.email, firstName: 'Dana' });
    expect(data.plan).toBe('starter');
    expect(data.teams).toEqual([
      expect.objectContaining({
        name: 'Export team',
        yourRole: 'owner',
        roster: expect.arrayContaining([
          expect.objectContaining({ name: 'Cole League', email: colleague }),
        ]) as unknown,
      }),
    ]);
    expect(data.surveys).toEqual([
      expect.objectContaining({ id: survey.id, title: 'Export pulse', responsesShown: 0 }),
    ]);
    expect(data.surveys[0]?.questions).toHaveLength(survey.questions.length);

    // Nothing that opens the account or identifies a sign-in: no hash, session or Google subject.
    expect(response.text).not.toMatch(/passwordHash|scrypt\$|sessionVersion|googleSubject/);
  });

  it("holds only the caller's own things, and needs a session", async () => {
    const first = await register('Fern');
    await createTeam(first, 'Fern team');
    const second = await register('Gus');
    const theirs = (await send('ExportMyData', { token: second.token })).body as Export;
    expect(theirs.profile).toMatchObject({ email: second.email });
    expect(theirs.teams).toEqual([]);
    expect(theirs.surveys).toEqual([]);
    expect(JSON.stringify(theirs)).not.toContain('Fern team');

    expect((await send('ExportMyData')).status).toBe(401);
  });
});
