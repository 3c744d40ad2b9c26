import { beforeAll, describe, expect, it } from 'vitest';
import { meResponse, profileResponse } from '#shared/api/auth';
import { errorBody } from '#shared/api/errors';
import { surveyResponse, type Survey } from '#shared/api/surveys';
import { teamResponse, teamsResponse } from '#shared/api/teams';
import { STALE_VERSION } from '#shared/domain/versions';
import { getMe, type ApiResponse } from './support/auth-api';
import { createTeam, form, getTeam, register, send, type Person } from './support/teams-api';

/*
 * Versions (decision 0025): every read gives the item's version and every update may carry the
 * version it was based on. Two "tabs" of one person both read version v; the first saves, the
 * second is refused with 409 `stale_version` and changes nothing; sent again with the fresh
 * version, it passes.
 */

const questions = () => [
  { type: 'text', text: 'One word for this week?', required: true, order: 1 },
  { type: 'rating', text: 'How was your week?', required: true, order: 2 },
  { type: 'textarea', text: 'What should we change?', required: false, order: 3 },
];

/** What the editor sends: everything it shows, with the question ids it was given. */
function editorBody(survey: Survey, changes: Record<string, unknown> = {}) {
  return {
    title: survey.title,
    description: survey.description,
    isAnonymous: survey.isAnonymous,
    timezone: survey.timezone,
    anonymityThreshold: survey.anonymityThreshold,
    questions: survey.questions as unknown[],
    version: survey.version,
    ...changes,
  };
}

function expectStale(response: ApiResponse) {
  expect(response.status, response.text).toBe(409);
  const body = errorBody.parse(response.body);
  expect(body.errorType).toBe(STALE_VERSION);
  expect(body.message).toMatch(/someone else changed this/i);
}

let owner: Person;

beforeAll(async () => {
  owner = await register('Vera');
});

describe('survey versions', () => {
  let teamId: string;

  beforeAll(async () => {
    teamId = (await createTeam(owner, 'Versions team')).id;
  });

  async function newSurvey(title = 'Weekly pulse'): Promise<Survey> {
    const response = await send('CreateSurvey', {
      token: owner.token,
      json: { title, description: 'Five minutes.', questions: questions(), teamId },
    });
    expect(response.status, response.text).toBe(201);
    return surveyResponse.parse(response.body).survey;
  }

  const read = async (id: string) => {
    const response = await send('GetSurvey', { token: owner.token, params: { id } });
    expect(response.status, response.text).toBe(200);
    return surveyResponse.parse(response.body).survey;
  };

  const save = (id: string, json: unknown) =>
    send('UpdateSurvey', { token: owner.token, params: { id }, json });

  it('starts at version 0, in the survey and in the list', async () => {
    const created = await newSurvey();
    expect(created.version).toBe(0);
    expect((await read(created.id)).version).toBe(0);
    const list = await send('ListSurveys', { token: owner.token });
    const listed = (list.body as { surveys: Survey[] }).surveys.find((s) => s.id === created.id);
    expect(listed?.version).toBe(0);
  });

  it('refuses a save based on an older version: title in tab 1, description in tab 2', async () => {
    const created = await newSurvey();
    const tab1 = await read(created.id);
    const tab2 = await read(created.id);

    const first = await save(created.id, editorBody(tab1, { title: 'Title from tab 1' }));
    expect(first.status, first.text).toBe(200);
    expect(surveyResponse.parse(first.body).survey.version).toBe(1);

    const second = await save(created.id, editorBody(tab2, { description: 'From tab 2' }));
    expectStale(second);

    const stored = await read(created.id);
    expect(stored).toMatchObject({
      title: 'Title from tab 1',
      description: 'Five minutes.',
      version: 1,
    });

    // Keep mine: tab 2 sends its own edit again, over the version it now knows.
    const again = await save(
      created.id,
      editorBody(stored, { description: 'From tab 2', version: stored.version }),
    );
    expect(again.status, again.text).toBe(200);
    expect(await read(created.id)).toMatchObject({
      title: 'Title from tab 1',
      description: 'From tab 2',
      version: 2,
    });
  });

  it('refuses a question edit based on an older version and keeps the first one', async () => {
    const created = await newSurvey();
    const tab1 = await read(created.id);
    const tab2 = await read(created.id);
    const [q1, q2, q3] = tab1.questions as { id: string; text: string }[];

    const renamed = (tab1.questions as { id: string }[]).map((q) =>
      q.id === q1?.id ? { ...q, text: 'Renamed in tab 1' } : q,
    );
    const first = await save(created.id, editorBody(tab1, { questions: renamed }));
    expect(first.status, first.text).toBe(200);

    // Tab 2 removes the last question, over the version it read.
    const fewer = (tab2.questions as { id: string }[]).filter((q) => q.id !== q3?.id);
    expectStale(await save(created.id, editorBody(tab2, { questions: fewer })));

    const stored = await read(created.id);
    expect((stored.questions as { id: string; text: string }[]).map((q) => q.text)).toEqual([
      'Renamed in tab 1',
      q2?.text,
      q3?.text,
    ]);
    expect(stored.version).toBe(1);
  });

  it('lets one of two saves at once through, never both', async () => {
    const created = await newSurvey();
    const base = await read(created.id);
    const results = await Promise.all([
      save(created.id, editorBody(base, { title: 'Racer A' })),
      save(created.id, editorBody(base, { title: 'Racer B' })),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
    const winner = results.find((r) => r.status === 200);
    const stored = await read(created.id);
    expect(stored.title).toBe(surveyResponse.parse(winner?.body).survey.title);
    expect(stored.version).toBe(1);
  });

  it('saves without a version as before (unconditionally), and still counts it', async () => {
    const created = await newSurvey();
    const { version: _version, ...unversioned } = editorBody(created, { title: 'No version' });
    const response = await save(created.id, unversioned);
    expect(response.status, response.text).toBe(200);
    expect(await read(created.id)).toMatchObject({ title: 'No version', version: 1 });
  });

  it('refuses versions that are not whole numbers of 0 or more', async () => {
    const created = await newSurvey();
    for (const version of [-1, 1.5, '0', null, 2 ** 40]) {
      const response = await save(created.id, editorBody(created, { version }));
      expect(response.status, `${String(version)}: ${response.text}`).toBe(400);
    }
    expect((await read(created.id)).version).toBe(0);
  });

  it('counts a scheduled date set from the calendar as a change; team assignment is not', async () => {
    const created = await newSurvey();
    const other = (await createTeam(owner, 'Second versions team')).id;
    const assigned = await send('AssignSurveyTeam', {
      token: owner.token,
      params: { id: created.id },
      json: { teamId: other },
    });
    expect(assigned.status, assigned.text).toBe(200);
    // Assigning changes nothing the editor saves: its open copy stays current.
    expect((await read(created.id)).version).toBe(0);

    const automation = await send('CreateAutomation', {
      token: owner.token,
      json: {
        surveyId: created.id,
        teamIds: [teamId],
        frequency: 'once',
        startDate: '2099-03-02',
        time: '09:00',
        timezone: 'UTC',
      },
    });
    expect(automation.status, automation.text).toBe(201);
    const scheduled = await read(created.id);
    expect(scheduled.scheduledDate).toBe('2099-03-02T09:00');
    expect(scheduled.version).toBe(1);

    // An editor opened before would put the old (empty) date back: refused.
    expectStale(await save(created.id, editorBody(created, { scheduledDate: null })));
    expect((await read(created.id)).scheduledDate).toBe('2099-03-02T09:00');
  });
});

describe('team versions', () => {
  const update = (teamId: string, fields: Record<string, string>) =>
    send('UpdateTeam', { token: owner.token, params: { teamId }, form: form(fields) });

  it('starts at 0 in the team and the list; a stale change is refused and changes nothing', async () => {
    const team = await createTeam(owner, 'Harbour', 'Dock workers');
    expect(team.version).toBe(0);
    const list = teamsResponse.parse((await send('ListTeams', { token: owner.token })).body);
    expect(list.teams.find((t) => t.id === team.id)?.version).toBe(0);

    const tab1 = await getTeam(owner, team.id);
    const tab2 = await getTeam(owner, team.id);
    const first = await update(team.id, {
      name: 'Harbour North',
      description: tab1.description,
      version: String(tab1.version),
    });
    expect(first.status, first.text).toBe(200);
    expect(teamResponse.parse(first.body).team.version).toBe(1);

    expectStale(
      await update(team.id, {
        name: tab2.name,
        description: 'Dock and yard',
        version: String(tab2.version),
      }),
    );
    expect(await getTeam(owner, team.id)).toMatchObject({
      name: 'Harbour North',
      description: 'Dock workers',
      version: 1,
    });

    const again = await update(team.id, {
      name: 'Harbour North',
      description: 'Dock and yard',
      version: '1',
    });
    expect(again.status, again.text).toBe(200);
    expect(await getTeam(owner, team.id)).toMatchObject({
      name: 'Harbour North',
      description: 'Dock and yard',
      version: 2,
    });
  });

  it('refuses a stale brand colour, takes a fresh one, and one without a version', async () => {
    const team = await createTeam(owner, 'Colours');
    const setColor = (json: unknown) =>
      send('SetTeamColor', { token: owner.token, params: { teamId: team.id }, json });
    const first = await setColor({ brand_color: '#10B981', version: 0 });
    expect(first.status, first.text).toBe(200);
    expectStale(await setColor({ brand_color: '#EF4444', version: 0 }));
    expect(await getTeam(owner, team.id)).toMatchObject({ brand_color: '#10B981', version: 1 });

    const fresh = await setColor({ brand_color: '#EF4444', version: 1 });
    expect(fresh.status, fresh.text).toBe(200);
    const unversioned = await setColor({ brand_color: '#F59E0B' });
    expect(unversioned.status, unversioned.text).toBe(200);
    expect(await getTeam(owner, team.id)).toMatchObject({ brand_color: '#F59E0B', version: 3 });
  });

  it('refuses a version that is not a whole number, and leaves counts out of versions', async () => {
    const team = await createTeam(owner, 'Counts');
    for (const version of ['-1', '1.5', 'one', '']) {
      const response = await update(team.id, { name: 'Never', version });
      expect(response.status, `${version}: ${response.text}`).toBe(400);
    }
    const added = await send('AddTeamMember', {
      token: owner.token,
      params: { teamId: team.id },
      json: { name: 'Dee Mensah', email: `dee-${team.id.slice(0, 8)}@example.com` },
    });
    expect(added.status, added.text).toBe(201);
    // A roster change is not an edit of the team: an open settings form stays current.
    expect(await getTeam(owner, team.id)).toMatchObject({
      name: 'Counts',
      member_count: 2,
      version: 0,
    });
  });
});

describe('profile versions', () => {
  let person: Person;

  beforeAll(async () => {
    person = await register('Pia');
  });

  const me = async () => meResponse.parse((await getMe(person.token)).body).user;
  const putProfile = (fields: Record<string, string>) =>
    send('UpdateProfile', { token: person.token, form: form(fields) });

  it('refuses a profile save based on an older version and keeps the first', async () => {
    const tab1 = await me();
    const tab2 = await me();
    expect(tab1.version).toBe(0);

    const first = await putProfile({
      firstName: 'Pia',
      lastName: 'Tester',
      company: 'Acme Ltd',
      version: String(tab1.version),
    });
    expect(first.status, first.text).toBe(200);
    expect(profileResponse.parse(first.body).user.version).toBe(1);

    expectStale(
      await putProfile({
        firstName: 'Pia',
        lastName: 'Tester',
        bio: 'Runs the platform team.',
        version: String(tab2.version),
      }),
    );
    expect(await me()).toMatchObject({ company: 'Acme Ltd', bio: null, version: 1 });

    const again = await putProfile({
      firstName: 'Pia',
      lastName: 'Tester',
      company: 'Acme Ltd',
      bio: 'Runs the platform team.',
      version: '1',
    });
    expect(again.status, again.text).toBe(200);
    expect(await me()).toMatchObject({
      company: 'Acme Ltd',
      bio: 'Runs the platform team.',
      version: 2,
    });
  });

  it('saves without a version as before, and refuses one that is not a whole number', async () => {
    const before = await me();
    const response = await putProfile({ firstName: 'Pia', lastName: 'Unversioned' });
    expect(response.status, response.text).toBe(200);
    expect(await me()).toMatchObject({ lastName: 'Unversioned', version: before.version + 1 });
    const bad = await putProfile({ firstName: 'Pia', lastName: 'Never', version: '-1' });
    expect(bad.status, bad.text).toBe(400);
    expect((await me()).lastName).toBe('Unversioned');
  });
});
