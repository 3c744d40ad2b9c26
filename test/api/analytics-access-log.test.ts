import { describe, expect, it } from 'vitest';
import { analyticsResponse } from '#shared/api/analytics';
import {
  createShareResponse,
  sharedResultsPage,
  teamResultsReadsResponse,
  type ResultsRead,
} from '#shared/api/shares';
import { apiUrl, uniqueEmail } from './support/auth-api';
import {
  api,
  costedCalls,
  createSurvey,
  expectCallsWithinBudget,
  linkToken,
  pulse,
  sendSurvey,
  submitOk,
} from './support/responses-api';
import { addMember, createTeam, join, register, type Person } from './support/teams-api';

/**
 * Decision 0058 (issue #31, decision 0054's "Left"): analytics filtered to a team, and their
 * exports, are logged in that team's results-access log before a figure is read; and the shared
 * page shows the people invited the same reads of their survey's results as the team page shows
 * the team's members.
 */

async function get(path: string, by: Person) {
  const response = await fetch(`${apiUrl()}${path}`, {
    headers: { authorization: `Bearer ${by.token}` },
  });
  const header = response.headers.get('x-candor-dynamodb-calls');
  costedCalls.push({
    id: path.startsWith('/api/analytics/export') ? 'ExportAnalytics' : 'GetAnalytics',
    status: response.status,
    dynamoCalls: header === null ? undefined : Number(header),
  });
  return { status: response.status, text: await response.text() };
}

async function teamLog(viewer: Person, teamId: string): Promise<ResultsRead[]> {
  const response = await api('ListTeamResultsReads', { token: viewer.token, params: { teamId } });
  expect(response.status, response.text).toBe(200);
  return teamResultsReadsResponse.parse(response.body).reads;
}

/** What a reader of a log learns: who, which day, what they opened (the role is the team's). */
const seen = (reads: ResultsRead[]) =>
  reads.map((r) => ({ day: r.day, reader: r.reader, kinds: [...r.kinds].sort() }));

describe('the results-access log of analytics and of the shared page', () => {
  it('logs analytics filtered to a team, and its exports, in that team’s log only; unfiltered analytics log nothing', async () => {
    const owner = await register('Ulla');
    const member = await register('Mika');
    const alpha = await createTeam(owner, 'Alpha log crew');
    const beta = await createTeam(owner, 'Beta log crew');
    await join(owner, alpha.id, member, 'member');
    const survey = await createSurvey(owner, { title: 'Alpha logged pulse', teamId: alpha.id });
    for (const rating of [5, 4, 3]) await submitOk(survey.id, pulse(survey, rating));

    // No filter: the manager's own analytics of all their surveys, which is no team's log.
    const whole = await get(`/api/analytics?range=30d`, owner);
    expect(whole.status, whole.text).toBe(200);
    expect(await teamLog(member, alpha.id)).toEqual([]);

    // A stranger's team id is refused before anything is logged anywhere.
    const stranger = await register('Sten');
    const elsewhere = await createTeam(stranger, 'Elsewhere log crew');
    expect((await get(`/api/analytics?range=30d&team=${elsewhere.id}`, owner)).status).toBe(400);
    expect(await teamLog(stranger, elsewhere.id)).toEqual([]);

    const filtered = await get(`/api/analytics?range=30d&team=${alpha.id}`, owner);
    expect(filtered.status, filtered.text).toBe(200);
    expect(analyticsResponse.parse(JSON.parse(filtered.text)).insights.totalResponses).toBe(3);
    expect(await teamLog(member, alpha.id)).toEqual([
      expect.objectContaining({ reader: 'Ulla Tester', role: 'owner', kinds: ['analytics'] }),
    ]);

    const csv = await get(`/api/analytics/export?range=30d&format=csv&team=${alpha.id}`, owner);
    expect(csv.status, csv.text).toBe(200);
    expect((await teamLog(member, alpha.id))[0]!.kinds).toEqual(['analytics', 'export']);
    // Beta was not read: its log stays empty.
    expect(await teamLog(owner, beta.id)).toEqual([]);
    expectCallsWithinBudget();
  });

  it('shows on the shared page the reads of the survey’s results the team page shows its members', async () => {
    const owner = await register('Sara');
    const member = await register('Timo');
    const team = await createTeam(owner, 'Shared log crew');
    await join(owner, team.id, member, 'member');
    const people = [0, 1, 2].map((i) => uniqueEmail(`log-${i}`));
    for (const [i, email] of people.entries()) await addMember(owner, team.id, `L${i}`, email);
    const survey = await createSurvey(owner, {
      title: 'Logged share pulse',
      teamId: team.id,
      anonymityThreshold: 3,
    });
    await sendSurvey(owner, survey.id, { recipients: people });
    for (const [i, email] of people.entries()) {
      await submitOk(survey.id, pulse(survey, i + 3), await linkToken(email, survey.id));
    }
    const view = await get(`/api/surveys/${survey.id}/results?round=1`, owner);
    expect(view.status, view.text).toBe(200);
    const exported = await get(
      `/api/surveys/${survey.id}/results/export?format=csv&round=1`,
      owner,
    );
    expect(exported.status, exported.text).toBe(200);
    const created = await api('CreateResultsShare', {
      token: owner.token,
      params: { id: survey.id, round: '1' },
      json: { note: 'Thank you all.' },
    });
    expect(created.status, created.text).toBe(201);
    const token = createShareResponse.parse(created.body).path.replace('/shared/', '');

    const page = await api('GetSharedResults', { params: { token } });
    expect(page.status, page.text).toBe(200);
    const onPage = sharedResultsPage.parse(page.body).reads;
    const onTeamPage = await teamLog(member, team.id);
    // The same reader, days and kinds, seen from either side.
    expect(seen(onPage)).toEqual(seen(onTeamPage));
    expect(seen(onPage)).toEqual([
      { day: expect.any(String), reader: 'Sara Tester', kinds: ['export', 'results', 'share'] },
    ]);
    // The shared page names readers only: no role, no id.
    expect(onPage[0]!.role).toBeNull();
  });
});
