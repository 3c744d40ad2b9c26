import { describe, expect, it } from 'vitest';
import { surveyTeamResultsResponse, type SurveyTeamResults } from '#shared/api/results';
import { getRoute } from '#shared/api/routes';
import { advanceHours, apiUrl, productDay, uniqueEmail } from './support/auth-api';
import {
  api,
  createSurvey,
  linkToken,
  runResponseDigest,
  sendSurvey,
  submitOk,
  surveyPartition,
  type Answer,
} from './support/responses-api';
import { pdfText } from './support/exports';
import { addMember, createTeam, register, type Person } from './support/teams-api';
import type { Survey } from '#shared/api/surveys';

/**
 * The team heatmap (issue #27, decision 0040): each of a survey's teams by its rating and 0-10
 * questions, from the team blocks of released groups, made coarse so every block holds at least
 * k answers. A manager who puts team A (team B and one more) beside B, or compares rounds and
 * ranges, never finds fewer than k people; an operator reading the table finds no block smaller
 * than k once its group is released. It moves the product's clock (a second release day).
 */

const questions = () => [
  {
    type: 'rating',
    text: 'How was your week?',
    required: true,
    order: 1,
    options: { min: 1, max: 5, labels: ['Poor', 'Excellent'] },
  },
  {
    type: 'rating',
    text: 'How likely are you to recommend working here?',
    required: true,
    order: 2,
    options: { min: 0, max: 10, labels: ['Not likely', 'Very likely'] },
  },
  { type: 'textarea', text: 'Anything else?', required: false, order: 3, options: {} },
];

function answers(survey: Survey, rating: number, enps: number, words?: string): Answer[] {
  const [r, e, t] = survey.questions.map((q) => q.id) as [string, string, string];
  return [
    { questionId: r, type: 'rating', value: rating },
    { questionId: e, type: 'rating', value: enps },
    ...(words ? [{ questionId: t, type: 'textarea', value: words }] : []),
  ];
}

async function heatmap(
  by: Person,
  surveyId: string,
  query: Record<string, string> = {},
): Promise<{ status: number; body: unknown; calls: number }> {
  const search = new URLSearchParams(query).toString();
  const path = getRoute('GetSurveyTeamResults').path.replace('{id}', surveyId);
  const response = await fetch(`${apiUrl()}${path}${search ? `?${search}` : ''}`, {
    headers: { authorization: `Bearer ${by.token}` },
  });
  return {
    status: response.status,
    body: await response.json(),
    calls: Number(response.headers.get('x-candor-dynamodb-calls')),
  };
}

async function heatmapOk(by: Person, surveyId: string, query: Record<string, string> = {}) {
  const response = await heatmap(by, surveyId, query);
  expect(response.status, JSON.stringify(response.body)).toBe(200);
  expect(response.calls).toBeLessThanOrEqual(getRoute('GetSurveyTeamResults').maxDynamoCalls);
  return surveyTeamResultsResponse.parse(response.body);
}

const row = (results: SurveyTeamResults, team: string) =>
  results.teams.find((t) => t.team === team)!;

async function assign(by: Person, surveyId: string, teamId: string) {
  const assigned = await api('AssignSurveyTeam', {
    token: by.token,
    params: { id: surveyId },
    json: { teamId },
  });
  expect(assigned.status, assigned.text).toBe(200);
}

/** A team with these people on its roster (by address). */
async function teamOf(owner: Person, name: string, emails: string[]) {
  const team = await createTeam(owner, name);
  for (const [i, email] of emails.entries()) await addMember(owner, team.id, `${name} ${i}`, email);
  return team;
}

/** The survey's team tallies as an operator reading the table finds them. */
const storedBlocks = async (surveyId: string) =>
  (await surveyPartition(surveyId, 'QTEAM#')).map((item) => ({
    teams: item.teams as string[],
    n: item.n as number,
  }));

describe('the team heatmap', () => {
  it('shows each team its exact averages and eNPS once k of its people are released together, by round and by range', async () => {
    const owner = await register('Hana');
    const design = Array.from({ length: 3 }, (_, i) => uniqueEmail(`th-design-${i}`));
    const sales = Array.from({ length: 3 }, (_, i) => uniqueEmail(`th-sales-${i}`));
    const designTeam = await teamOf(owner, 'Design', design);
    const salesTeam = await teamOf(owner, 'Sales', sales);
    const survey = await createSurvey(owner, {
      title: 'Heatmap pulse',
      teamId: designTeam.id,
      anonymityThreshold: 3,
      questions: questions(),
    });
    await assign(owner, survey.id, salesTeam.id);
    await sendSurvey(owner, survey.id, { recipients: [...design, ...sales] });

    // Nothing released: the heatmap waits and reads nothing of the teams.
    const before = await heatmapOk(owner, survey.id);
    expect(before).toMatchObject({ status: 'waiting', columns: [] });
    expect(before.teams.map((t) => [t.team, t.shown, t.responses])).toEqual([
      ['Design', false, null],
      ['Sales', false, null],
    ]);

    // Design's three answer first: released at once as one group (the first release).
    const firstDay = await productDay(0);
    for (const [i, email] of design.entries()) {
      await submitOk(
        survey.id,
        answers(survey, [2, 3, 5][i]!, [10, 9, 3][i]!, i === 0 ? 'Design words' : undefined),
        await linkToken(email, survey.id),
      );
    }
    // Sales's three answer the same day: they wait for the next day's release.
    for (const [i, email] of sales.entries()) {
      await submitOk(
        survey.id,
        answers(survey, [4, 4, 5][i]!, [7, 8, 10][i]!),
        await linkToken(email, survey.id),
      );
    }
    const designOnly = await heatmapOk(owner, survey.id);
    expect(designOnly.status).toBe('shown');
    expect(designOnly.columns).toEqual([
      expect.objectContaining({ question: 'How was your week?', kind: 'rating', min: 1, max: 5 }),
      expect.objectContaining({
        question: 'How likely are you to recommend working here?',
        kind: 'enps',
        min: -100,
        max: 100,
      }),
    ]);
    // (2 + 3 + 5) / 3 = 3.3; promoters 2 of 3, detractors 1: +33.
    expect(row(designOnly, 'Design')).toMatchObject({
      shown: true,
      responses: 3,
      cells: [
        { answered: 3, value: 3.3 },
        { answered: 3, value: 33 },
      ],
    });
    // Sales's answers wait: nothing of them, not even that they exist.
    expect(row(designOnly, 'Sales')).toEqual({
      teamId: salesTeam.id,
      team: 'Sales',
      shown: false,
      responses: null,
      cells: [],
    });
    expect(JSON.stringify(designOnly)).not.toContain('Design words');

    await advanceHours(25);
    await runResponseDigest();
    const secondDay = await productDay(0);
    const both = await heatmapOk(owner, survey.id);
    expect(row(both, 'Design')).toEqual(row(designOnly, 'Design'));
    // (4 + 4 + 5) / 3 = 4.3; 7 and 8 passive, 10 a promoter: +33.
    expect(row(both, 'Sales')).toMatchObject({
      shown: true,
      responses: 3,
      cells: [
        { answered: 3, value: 4.3 },
        { answered: 3, value: 33 },
      ],
    });

    // A range of the first release day only: Design's group; Sales's was released the next day.
    const firstRange = await heatmapOk(owner, survey.id, { from: firstDay, to: firstDay });
    expect(firstRange).toMatchObject({ from: firstDay, to: firstDay, status: 'shown' });
    expect(row(firstRange, 'Design')).toEqual(row(designOnly, 'Design'));
    expect(row(firstRange, 'Sales').shown).toBe(false);
    const secondRange = await heatmapOk(owner, survey.id, { from: secondDay, to: secondDay });
    expect(row(secondRange, 'Design').shown).toBe(false);
    expect(row(secondRange, 'Sales')).toEqual(row(both, 'Sales'));
    // Round 1 holds both groups.
    const round1 = await heatmapOk(owner, survey.id, { round: '1' });
    expect(round1.round).toBe(1);
    expect(round1.teams).toEqual(both.teams);

    // The round's PDF draws the same heatmap after its questions.
    const pdf = await fetch(
      `${apiUrl()}${getRoute('ExportSurveyResults').path.replace('{id}', survey.id)}?format=pdf&round=1`,
      { headers: { authorization: `Bearer ${owner.token}` } },
    );
    expect(pdf.status).toBe(200);
    expect(Number(pdf.headers.get('x-candor-dynamodb-calls'))).toBeLessThanOrEqual(
      getRoute('ExportSurveyResults').maxDynamoCalls,
    );
    const text = pdfText(Buffer.from(await pdf.arrayBuffer()), { mode: 'raw' });
    expect(text).toContain('Results by team');
    expect(text).toMatch(/Design\s+3\.3\s+\+33/);
    expect(text).toMatch(/Sales\s+4\.3\s+\+33/);
    expect(text.replace(/\s+/g, ' ')).toContain(
      'Q2. How likely are you to recommend working here? (eNPS, -100 to +100)',
    );

    // Every stored block of a released group, and every sum of them, holds at least k answers.
    for (const block of await storedBlocks(survey.id)) expect(block.n).toBeGreaterThanOrEqual(3);
    const sums = await surveyPartition(survey.id, 'QTEAMSUM#');
    expect(sums.length).toBeGreaterThan(0);
    for (const sum of sums) expect(sum.n).toBeGreaterThanOrEqual(3);

    // Bad filters are refused in words; another manager's survey is not found.
    const mixed = await heatmap(owner, survey.id, { round: '1', from: firstDay });
    expect(mixed.status).toBe(400);
    expect(JSON.stringify(mixed.body)).toContain('Pick a round or a range of days, not both.');
    const reversed = await heatmap(owner, survey.id, { from: secondDay, to: firstDay });
    expect(reversed.status).toBe(400);
    expect(JSON.stringify(reversed.body)).toContain('The range must start on or before');
    expect((await heatmap(owner, survey.id, { round: '9' })).status).toBe(404);
    const stranger = await register('Stranger');
    expect((await heatmap(stranger, survey.id)).status).toBe(404);
  });

  it('never shows team A beside team B when A is B and one more person', async () => {
    const owner = await register('Ivo');
    const b = Array.from({ length: 4 }, (_, i) => uniqueEmail(`th-b-${i}`));
    const extra = uniqueEmail('th-a-extra');
    const teamB = await teamOf(owner, 'Team B', b);
    const teamA = await teamOf(owner, 'Team A', [...b, extra]);
    const survey = await createSurvey(owner, {
      title: 'Nested teams',
      teamId: teamA.id,
      anonymityThreshold: 5,
      questions: questions(),
    });
    await assign(owner, survey.id, teamB.id);
    await sendSurvey(owner, survey.id, { recipients: [...b, extra] });
    // B's four answer 3; the one more answers 1. Five answers: released together.
    for (const email of b) {
      await submitOk(survey.id, answers(survey, 3, 8), await linkToken(email, survey.id));
    }
    await submitOk(survey.id, answers(survey, 1, 0), await linkToken(extra, survey.id));

    const results = await heatmapOk(owner, survey.id);
    expect(results.status).toBe('shown');
    const a = row(results, 'Team A');
    const bRow = row(results, 'Team B');
    // Exactly one of the two shows: A minus B would be the one more person's answers.
    expect([a.shown, bRow.shown].filter(Boolean)).toHaveLength(1);
    expect(a).toMatchObject({ shown: true, responses: 5 });
    // (4 × 3 + 1) / 5 = 2.6
    expect(a.cells[0]).toEqual({ questionId: survey.questions[0]!.id, answered: 5, value: 2.6 });
    expect(bRow).toMatchObject({ shown: false, responses: null, cells: [] });
    // Per round too, and at rest: one block of five, counted in A only.
    expect((await heatmapOk(owner, survey.id, { round: '1' })).teams).toEqual(results.teams);
    expect(await storedBlocks(survey.id)).toEqual([{ teams: [teamA.id], n: 5 }]);
  });

  it('hides a team whose answers were released beside one person on no team', async () => {
    const owner = await register('Kit');
    const people = Array.from({ length: 2 }, (_, i) => uniqueEmail(`th-pair-${i}`));
    const outsider = uniqueEmail('th-outsider');
    const team = await teamOf(owner, 'Pair', people);
    const survey = await createSurvey(owner, {
      title: 'Pair and one',
      teamId: team.id,
      anonymityThreshold: 3,
      questions: questions(),
    });
    await sendSurvey(owner, survey.id, { recipients: [...people, outsider] });
    // Three answers, released together: the group shows, but the team would be it minus one
    // person, and the one person is in no team: the team is hidden.
    await submitOk(survey.id, answers(survey, 5, 10), await linkToken(outsider, survey.id));
    for (const email of people) {
      await submitOk(survey.id, answers(survey, 2, 4), await linkToken(email, survey.id));
    }
    const results = await heatmapOk(owner, survey.id);
    expect(results.status).toBe('shown');
    expect(row(results, 'Pair')).toMatchObject({ shown: false, responses: null, cells: [] });
    expect(await storedBlocks(survey.id)).toEqual([{ teams: [], n: 3 }]);
  });

  it('counts answers given before the survey had teams in no team, so a team never differs from its group by fewer than k', async () => {
    const owner = await register('Lior');
    const outsiders = Array.from({ length: 5 }, (_, i) => uniqueEmail(`th-before-${i}`));
    const members = Array.from({ length: 3 }, (_, i) => uniqueEmail(`th-late-${i}`));
    const late = await teamOf(owner, 'Late team', members);
    const survey = await createSurvey(owner, {
      title: 'Teams later',
      anonymityThreshold: 3,
      questions: questions(),
    });
    expect(survey.teams).toEqual([]);
    await sendSurvey(owner, survey.id, { recipients: [...outsiders, ...members] });
    // Three answers, released at once; two more wait in the next group.
    for (const email of outsiders) {
      await submitOk(survey.id, answers(survey, 2, 5), await linkToken(email, survey.id));
    }
    await assign(owner, survey.id, late.id);
    // The team's three answer into the same group as the two given before it had teams.
    for (const email of members) {
      await submitOk(survey.id, answers(survey, 5, 10), await linkToken(email, survey.id));
    }
    await advanceHours(25);
    await runResponseDigest();
    const results = await heatmapOk(owner, survey.id);
    expect(results.status).toBe('shown');
    // The group holds five: the team's three beside two on no team. Shown, the team would leave
    // those two to subtraction; so it is not.
    expect(row(results, 'Late team')).toMatchObject({ shown: false, responses: null, cells: [] });
    for (const block of await storedBlocks(survey.id)) expect(block.n).toBeGreaterThanOrEqual(3);
  });

  it('shows a named survey each team whole, and the respondent’s receipt says their teams are counted', async () => {
    const owner = await register('Jun');
    const people = [uniqueEmail('th-named-0'), uniqueEmail('th-named-1')];
    const team = await teamOf(owner, 'Named crew', people);
    const survey = await createSurvey(owner, {
      title: 'Named pulse',
      teamId: team.id,
      isAnonymous: false,
      questions: questions(),
    });
    await sendSurvey(owner, survey.id, { recipients: people });
    const thanks = await submitOk(
      survey.id,
      answers(survey, 4, 9),
      await linkToken(people[0]!, survey.id),
    );
    expect(thanks.receipt.kept.find((k) => k.field === 'teams')?.description).toMatch(
      /counted in the figures of the survey's teams you are on/,
    );
    const results = await heatmapOk(owner, survey.id);
    expect(row(results, 'Named crew')).toMatchObject({
      shown: true,
      responses: 1,
      cells: [
        { answered: 1, value: 4 },
        { answered: 1, value: 100 },
      ],
    });
  });
});
