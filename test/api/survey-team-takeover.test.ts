import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { surveyResponse, surveysResponse, type Survey } from '#shared/api/surveys';
import {
  ADD_NEEDS_EVERY_TEAM,
  OWNER_TEAM_REQUIRED,
  REMOVE_NOT_ALLOWED,
} from '../../functions/src/domain/surveys/team-assignment';
import { call, waitForState, type ApiResponse } from './support/auth-api';
import {
  api,
  createSurvey,
  expectCallsWithinBudget,
  expectFailure,
  listResponses,
  pulse,
  responsesOf,
  submitOk,
} from './support/responses-api';
import { createTeam, join, register, roster, type Person } from './support/teams-api';

/*
 * The issue, played by its manager: a team admin who also owns a team of their own adds it to the
 * owner's anonymous survey and tries to take the survey, and its results, for themselves. A survey
 * keeps a team of its owner's account; its owner and its first team's managers can take an added
 * team off; results follow the current roles in the teams it has (decision 0009, "Access follows
 * current roles").
 */

const addTeam = (by: Person, surveyId: string, teamId: string) =>
  api('AssignSurveyTeam', { token: by.token, params: { id: surveyId }, json: { teamId } });
const removeTeam = (by: Person, surveyId: string, teamId: string) =>
  api('UnassignSurveyTeam', { token: by.token, params: { id: surveyId, teamId } });

/** The survey's teams in their order (first team first), as its owner sees them. */
async function teamsOf(by: Person, surveyId: string): Promise<string[]> {
  const response = await api('GetSurvey', { token: by.token, params: { id: surveyId } });
  expect(response.status, response.text).toBe(200);
  return surveyResponse.parse(response.body).survey.teams.map((team) => team.id);
}

const surveyStatus = async (by: Person, surveyId: string) =>
  (await api('GetSurvey', { token: by.token, params: { id: surveyId } })).status;

const exportCsv = (by: Person): Promise<ApiResponse> =>
  call('GET', '/api/analytics/export?format=csv&range=30d', { token: by.token });

async function removeFromTeam(owner: Person, teamId: string, person: Person): Promise<void> {
  const entry = (await roster(owner, teamId)).find((m) => m.email === person.email);
  expect(entry, `${person.email} on the roster`).toBeDefined();
  const removed = await api('RemoveTeamMember', {
    token: owner.token,
    params: { teamId, memberId: entry?.id ?? '' },
  });
  expect(removed.status, removed.text).toBe(200);
}

/** An anonymous survey of `owner` on `teamId` with three released answers. */
async function answeredSurvey(owner: Person, teamId: string, title: string): Promise<Survey> {
  const survey = await createSurvey(owner, { teamId, title, isAnonymous: true });
  for (const rating of [2, 4, 5]) await submitOk(survey.id, pulse(survey, rating, 'Fine week'));
  await waitForState(
    async () => ((await responsesOf(owner, survey.id, 'regular')).total === 3 ? true : undefined),
    () => `The three answers to ${title} were not released`,
  );
  return survey;
}

describe("a team admin cannot take an owner's survey", () => {
  let olive: Person;
  let adam: Person;
  let bea: Person;
  let oliveTeam = '';
  let adamTeam = '';
  let beaTeam = '';
  let survey: Survey;
  const title = `Takeover pulse ${randomUUID().slice(0, 8)}`;

  beforeAll(async () => {
    [olive, adam, bea] = await Promise.all([register('Olive'), register('Adam'), register('Bea')]);
    [oliveTeam, adamTeam, beaTeam] = (
      await Promise.all([
        createTeam(olive, 'Olive crew'),
        createTeam(adam, 'Adam crew'),
        createTeam(bea, 'Bea crew'),
      ])
    ).map((team) => team.id) as [string, string, string];
    // Adam administers Olive's team and owns his own.
    await join(olive, oliveTeam, adam, 'admin');
    survey = await answeredSurvey(olive, oliveTeam, title);
  });

  it('lets the admin add his own team: he manages every team the survey has', async () => {
    const added = await addTeam(adam, survey.id, adamTeam);
    expect(added.status, added.text).toBe(200);
    expect(await teamsOf(olive, survey.id)).toEqual([oliveTeam, adamTeam]);
  });

  it("refuses the admin taking the owner's team off; the owner keeps her survey and its results", async () => {
    expectFailure(
      await removeTeam(adam, survey.id, oliveTeam),
      409,
      'owner_team',
      OWNER_TEAM_REQUIRED,
    );
    expect(await teamsOf(olive, survey.id)).toEqual([oliveTeam, adamTeam]);
    expect((await responsesOf(olive, survey.id, 'regular')).total).toBe(3);
  });

  it('refuses adding a team by someone who does not manage every team the survey has', async () => {
    // Bea administers Adam's added team (so she sees the survey), but not Olive's team.
    await join(adam, adamTeam, bea, 'admin');
    expect(await surveyStatus(bea, survey.id)).toBe(200);
    expectFailure(await addTeam(bea, survey.id, beaTeam), 403, 'forbidden', ADD_NEEDS_EVERY_TEAM);
    // Nor may she take off the survey's first team.
    expectFailure(
      await removeTeam(bea, survey.id, oliveTeam),
      403,
      'forbidden',
      REMOVE_NOT_ALLOWED,
    );
    expect(await teamsOf(olive, survey.id)).toEqual([oliveTeam, adamTeam]);
  });

  it('takes the results away at once from someone removed from the added team', async () => {
    expect((await responsesOf(bea, survey.id, 'regular')).total).toBe(3);
    await removeFromTeam(adam, adamTeam, bea);
    expect(await surveyStatus(bea, survey.id)).toBe(404);
    expectFailure(await listResponses(bea, survey.id, 'regular'), 404);
    // The only answered survey she saw is gone from her exports: nothing is left to export.
    expectFailure(await exportCsv(bea), 409, 'nothing_to_export');
  });

  it("keeps a survey the admin made on the owner's team with the owner's team too", async () => {
    const made = await createSurvey(adam, { teamId: oliveTeam, title: `${title} by Adam` });
    expect((await addTeam(adam, made.id, adamTeam)).status).toBe(200);
    expectFailure(await removeTeam(adam, made.id, oliveTeam), 409, 'owner_team');
    // Olive manages its first team: she can take Adam's team off.
    const removed = await removeTeam(olive, made.id, adamTeam);
    expect(removed.status, removed.text).toBe(200);
    expect(await teamsOf(olive, made.id)).toEqual([oliveTeam]);
  });

  it('lets the owner take the added team off once she removed the admin; he then loses the results', async () => {
    // While he manages Olive's team and his own, Adam reads the results and exports them.
    expect((await responsesOf(adam, survey.id, 'regular')).total).toBe(3);
    const before = await exportCsv(adam);
    expect(before.status, before.text).toBe(200);
    expect(before.text).toContain(title);

    await removeFromTeam(olive, oliveTeam, adam);
    // His own team is still assigned, and an assigned team's managers see the survey: that is
    // what assigning it means. The owner decides whether it stays.
    expect(await surveyStatus(adam, survey.id)).toBe(200);
    // He can neither take the owner's team off nor add another team of his over it.
    expectFailure(await removeTeam(adam, survey.id, oliveTeam), 403, 'forbidden');
    const another = (await createTeam(adam, 'Adam second crew')).id;
    expectFailure(await addTeam(adam, survey.id, another), 403, 'forbidden', ADD_NEEDS_EVERY_TEAM);

    const removed = await removeTeam(olive, survey.id, adamTeam);
    expect(removed.status, removed.text).toBe(200);
    expect(await teamsOf(olive, survey.id)).toEqual([oliveTeam]);

    expect(await surveyStatus(adam, survey.id)).toBe(404);
    expectFailure(await listResponses(adam, survey.id, 'regular'), 404);
    expectFailure(await listResponses(adam, survey.id, 'email'), 404);
    const mine = await api('ListSurveys', { token: adam.token });
    expect(surveysResponse.parse(mine.body).surveys.map((s) => s.id)).not.toContain(survey.id);
    expectFailure(await exportCsv(adam), 409, 'nothing_to_export');

    // The owner never lost anything.
    expect((await responsesOf(olive, survey.id, 'regular')).total).toBe(3);
    const hers = await exportCsv(olive);
    expect(hers.text).toContain(title);
  });
});

describe('two removals at once', () => {
  it("leave a team of the owner's account, first", async () => {
    const [owner, admin] = await Promise.all([register('Orin'), register('Ada')]);
    const [first, second, adminTeam] = (
      await Promise.all([
        createTeam(owner, 'Orin first'),
        createTeam(owner, 'Orin second'),
        createTeam(admin, 'Ada own'),
      ])
    ).map((team) => team.id) as [string, string, string];
    await join(owner, first, admin, 'admin');
    await join(owner, second, admin, 'admin');
    const survey = await answeredSurvey(owner, first, `Race pulse ${randomUUID().slice(0, 8)}`);
    expect((await addTeam(owner, survey.id, second)).status).toBe(200);
    expect((await addTeam(admin, survey.id, adminTeam)).status).toBe(200);

    // The owner's two teams taken off at once (two tabs): one of them must stay.
    const results = await Promise.all([
      removeTeam(admin, survey.id, first),
      removeTeam(owner, survey.id, second),
    ]);
    const statuses = results.map((r) => r.status).sort();
    expect(statuses, results.map((r) => r.text).join('\n')).toEqual([200, 409]);
    const refused = results.find((r) => r.status === 409) as ApiResponse;
    expectFailure(refused, 409, 'owner_team', OWNER_TEAM_REQUIRED);

    const kept = await teamsOf(owner, survey.id);
    expect(kept).toHaveLength(2);
    expect([first, second]).toContain(kept[0]);
    expect(kept[1]).toBe(adminTeam);
    expect((await responsesOf(owner, survey.id, 'regular')).total).toBe(3);
  });
});

describe('every call of these journeys', () => {
  it("stayed within its route's DynamoDB budget", () => {
    expectCallsWithinBudget();
  });
});
