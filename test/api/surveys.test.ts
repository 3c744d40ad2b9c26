import { beforeAll, describe, expect, it } from 'vitest';
import { errorBody } from '#shared/api/errors';
import {
  IDENTITY_QUESTION_ON_ANONYMOUS,
  surveyResponse,
  surveysResponse,
  type Survey,
} from '#shared/api/surveys';
import { call, uniqueEmail } from './support/auth-api';
import { createTeam, join, register, type Person } from './support/teams-api';

/** One question of each of the eight types, as the editor sends them. */
const eightQuestions = () => [
  {
    type: 'text',
    text: 'One word for this week?',
    required: true,
    order: 1,
    options: { maxLength: 500 },
  },
  {
    type: 'textarea',
    text: 'What should we change?',
    required: false,
    order: 2,
    options: { maxLength: 1000 },
  },
  {
    type: 'multiple_choice',
    text: 'Workload',
    required: true,
    order: 3,
    options: { choices: ['Light', 'Right', 'Heavy'] },
  },
  {
    type: 'checkbox',
    text: 'What helped?',
    required: false,
    order: 4,
    options: { choices: ['Focus time', 'Pairing'] },
  },
  {
    type: 'rating',
    text: 'How was your week?',
    required: true,
    order: 5,
    options: { min: 1, max: 10, labels: ['Poor', 'Excellent'] },
  },
  {
    type: 'date',
    text: 'Best day for the retro?',
    required: false,
    order: 6,
    options: { minDate: '', maxDate: '' },
  },
  {
    type: 'email',
    text: 'Reply address (optional)',
    required: false,
    order: 7,
    options: { requireDomain: false },
  },
  {
    type: 'number',
    text: 'Hours of meetings',
    required: false,
    order: 8,
    options: { min: 0, max: 60 },
  },
];

const body = (overrides: Record<string, unknown> = {}) => ({
  title: 'Weekly pulse',
  description: 'Five minutes, anonymous.',
  timezone: 'Europe/Berlin',
  questions: eightQuestions(),
  ...overrides,
});

const send = (person: Person | undefined, method: string, path: string, json?: unknown) =>
  call(method, path, {
    ...(person ? { token: person.token } : {}),
    ...(json === undefined ? {} : { json }),
  });

describe('surveys', () => {
  let owner: Person;
  let admin: Person;
  let member: Person;
  let stranger: Person;
  let teamId: string;
  let survey: Survey;

  beforeAll(async () => {
    owner = await register('Sol');
    admin = await register('Ada');
    member = await register('Mo');
    stranger = await register('Stan', uniqueEmail('surveys-stranger'));
    teamId = (await createTeam(owner, 'Survey team')).id;
    await join(owner, teamId, admin, 'admin');
    await join(owner, teamId, member, 'member');
  });

  it('creates a survey with all eight question types, defaults and ids', async () => {
    // Named: an anonymous survey cannot ask for an e-mail address (see the test after this one).
    const response = await send(
      owner,
      'POST',
      '/api/surveys',
      body({ teamId, isAnonymous: false }),
    );
    expect(response.status, response.text).toBe(201);
    survey = surveyResponse.parse(response.body).survey;
    expect(survey).toMatchObject({
      title: 'Weekly pulse',
      isAnonymous: false,
      anonymityLocked: false,
      openLinkEnabled: true,
      allowMultipleResponses: false,
      reminderEnabled: false,
      reminderDays: [3, 7],
      anonymityThreshold: 3,
      timezone: 'Europe/Berlin',
      response_count: 0,
      teams: [{ id: teamId, name: 'Survey team' }],
    });
    expect(survey.questions.map((q: { type: string }) => q.type)).toEqual([
      'text',
      'textarea',
      'multiple_choice',
      'checkbox',
      'rating',
      'date',
      'email',
      'number',
    ]);
    for (const q of survey.questions as { id: string }[]) expect(q.id).toMatch(/^q_[0-9a-f]{16}$/);
  });

  it('reads it back unchanged, and counts it on the team', async () => {
    const response = await send(owner, 'GET', `/api/surveys/${survey.id}`);
    expect(surveyResponse.parse(response.body).survey).toEqual(survey);
    const team = await send(owner, 'GET', `/api/teams/${teamId}`);
    expect((team.body as { team: { survey_count: number } }).team.survey_count).toBe(1);
  });

  it('keeps question ids across edits, reorders and drops questions', async () => {
    const [first, second, ...rest] = survey.questions as { id: string; order: number }[];
    const edited = [
      { ...second, order: 1, text: 'What should we change first?' },
      { ...first, order: 2 },
      ...rest.slice(0, 2).map((q, i) => ({ ...q, order: i + 3 })),
      {
        type: 'rating',
        text: 'New question',
        required: false,
        order: 5,
        options: { min: 1, max: 5, labels: ['Poor', 'Excellent'] },
      },
    ];
    const response = await send(
      admin,
      'PUT',
      `/api/surveys/${survey.id}`,
      body({ questions: edited, isAnonymous: false }),
    );
    expect(response.status, response.text).toBe(200);
    const saved = surveyResponse.parse(response.body).survey;
    const ids = (saved.questions as { id: string }[]).map((q) => q.id);
    expect(ids.slice(0, 4)).toEqual([second?.id, first?.id, rest[0]?.id, rest[1]?.id]);
    expect(ids[4]).toMatch(/^q_/);
    expect(ids[4]).not.toBe(rest[2]?.id);
    expect(saved.isAnonymous).toBe(false);
    survey = saved;
  });

  it.each([
    ['a missing title', { title: '  ' }, 'title', 'Survey title is required'],
    ['no questions', { questions: [] }, 'questions', 'At least one question is required'],
    [
      'a question without text',
      { questions: [{ ...eightQuestions()[0], text: ' ' }] },
      'questions.0.text',
      'All questions must have text. Please edit any questions without text.',
    ],
    [
      'an unknown question type',
      { questions: [{ type: 'slider', text: 'x', order: 1, options: {} }] },
      'questions.0.type',
      'Question type must be one of text, textarea, multiple_choice, checkbox, rating, date, email, number',
    ],
    [
      'duplicate choices',
      { questions: [{ ...eightQuestions()[2], order: 1, options: { choices: ['A', 'a'] } }] },
      'questions.0.options.choices',
      'Choices must be different from each other',
    ],
    [
      'empty choices',
      { questions: [{ ...eightQuestions()[2], order: 1, options: { choices: [] } }] },
      'questions.0.options.choices',
      'Add at least one choice',
    ],
    [
      'a multiple-choice question with one choice',
      { questions: [{ ...eightQuestions()[2], order: 1, options: { choices: ['Only'] } }] },
      'questions.0.options.choices',
      'A multiple-choice question needs at least two choices',
    ],
    [
      'a 1-7 rating',
      {
        questions: [
          { ...eightQuestions()[4], order: 1, options: { min: 1, max: 7, labels: ['a', 'b'] } },
        ],
      },
      'questions.0.options.max',
      'Ratings go up to 5 or 10',
    ],
    [
      'number min above max',
      { questions: [{ ...eightQuestions()[7], order: 1, options: { min: 10, max: 1 } }] },
      'questions.0.options',
      'The minimum must not be above the maximum',
    ],
    [
      'options that are not an object',
      { questions: [{ ...eightQuestions()[2], order: 1, options: 'Light, Heavy' }] },
      'questions.0.options',
      undefined,
    ],
    [
      'a huge maxLength',
      { questions: [{ ...eightQuestions()[0], order: 1, options: { maxLength: 50000 } }] },
      'questions.0.options.maxLength',
      'Maximum length must be at most 5000',
    ],
    [
      'gaps in the order',
      {
        questions: [
          { ...eightQuestions()[0], order: 1 },
          { ...eightQuestions()[1], order: 3 },
        ],
      },
      'questions',
      'Question order must run 1, 2, 3... without gaps',
    ],
    [
      '201 questions',
      {
        questions: Array.from({ length: 201 }, (_, i) => ({
          ...eightQuestions()[0],
          order: i + 1,
        })),
      },
      'questions',
      'A survey has at most 200 questions',
    ],
    [
      'a reminder day of 2',
      { reminderDays: [2] },
      'reminderDays.0',
      'Reminder days are 1, 3, 7 or 14',
    ],
    [
      'an anonymity threshold of 2',
      { anonymityThreshold: 2 },
      'anonymityThreshold',
      'The anonymity threshold is at least 3',
    ],
    ['an unknown time zone', { timezone: 'Mars/Olympus' }, 'timezone', 'Unknown time zone'],
  ])('refuses %s with 400 and changes nothing', async (_label, change, field, message) => {
    const response = await send(owner, 'PUT', `/api/surveys/${survey.id}`, body(change));
    expect(response.status, response.text).toBe(400);
    const error = errorBody.parse(response.body);
    expect(error.errorType).toBe('validation_error');
    expect(Object.keys(error.fields ?? {})).toContain(field);
    if (message) expect(error.fields?.[field]).toBe(message);
    const unchanged = await send(owner, 'GET', `/api/surveys/${survey.id}`);
    expect(surveyResponse.parse(unchanged.body).survey).toEqual(survey);
  });

  it("fills in the spec's default options for questions that omit them, stores and returns them", async () => {
    const bare = eightQuestions().map(({ options: _options, ...question }) => question);
    // Some options given, the rest left out: the given ones stay.
    const partial = [
      { type: 'rating', text: 'Out of ten?', order: 9, options: { max: 10 } },
      { type: 'number', text: 'Meetings', order: 10, options: { max: 40 } },
      { type: 'multiple_choice', text: 'Pick', order: 11, options: {} },
    ];
    const created = await send(
      owner,
      'POST',
      '/api/surveys',
      body({ teamId, isAnonymous: false, questions: [...bare, ...partial] }),
    );
    expect(created.status, created.text).toBe(201);
    const { id } = surveyResponse.parse(created.body).survey;

    const read = await send(owner, 'GET', `/api/surveys/${id}`);
    expect(read.status, read.text).toBe(200);
    const options = (
      surveyResponse.parse(read.body).survey.questions as { options: unknown }[]
    ).map((q) => q.options);
    expect(options).toEqual([
      { maxLength: 500 },
      { maxLength: 500 },
      { choices: ['Option 1', 'Option 2'] },
      { choices: ['Option 1', 'Option 2'] },
      { min: 1, max: 5, labels: ['Poor', 'Excellent'] },
      { minDate: '', maxDate: '' },
      { requireDomain: false },
      { min: 0, max: 100 },
      { min: 1, max: 10, labels: ['Poor', 'Excellent'] },
      { min: 0, max: 40 },
      { choices: ['Option 1', 'Option 2'] },
    ]);
    expect(surveyResponse.parse(created.body).survey.questions).toEqual(
      surveyResponse.parse(read.body).survey.questions,
    );
    expect((await send(owner, 'DELETE', `/api/surveys/${id}`)).status).toBe(200);
  });

  it('refuses an e-mail question on an anonymous survey, naming it, and stores nothing', async () => {
    const before = await send(owner, 'GET', '/api/surveys');
    const created = await send(owner, 'POST', '/api/surveys', body({ isAnonymous: true }));
    expect(created.status, created.text).toBe(400);
    expect(errorBody.parse(created.body)).toMatchObject({
      errorType: 'validation_error',
      message: IDENTITY_QUESTION_ON_ANONYMOUS,
      fields: { 'questions.6.type': IDENTITY_QUESTION_ON_ANONYMOUS },
    });
    const after = await send(owner, 'GET', '/api/surveys');
    expect(after.body).toEqual(before.body);
    // Nor can a named survey with one be made anonymous.
    const switched = await send(
      owner,
      'PUT',
      `/api/surveys/${survey.id}`,
      body({ isAnonymous: true, questions: eightQuestions() }),
    );
    expect(switched.status, switched.text).toBe(400);
    expect(errorBody.parse(switched.body).message).toBe(IDENTITY_QUESTION_ON_ANONYMOUS);
    const unchanged = await send(owner, 'GET', `/api/surveys/${survey.id}`);
    expect(surveyResponse.parse(unchanged.body).survey.isAnonymous).toBe(false);
  });

  it("refuses another survey's question ids", async () => {
    const other = surveyResponse.parse(
      (await send(owner, 'POST', '/api/surveys', body({ isAnonymous: false }))).body,
    ).survey;
    const foreign = (other.questions as { id: string }[])[0]?.id;
    const response = await send(
      owner,
      'PUT',
      `/api/surveys/${survey.id}`,
      body({ questions: [{ ...eightQuestions()[0], id: foreign }] }),
    );
    expect(response.status).toBe(400);
    expect(errorBody.parse(response.body).fields).toEqual({
      'questions.0.id': 'Unknown question id',
    });
  });

  it('lets the creator and team owners and admins manage it; members and strangers get 404', async () => {
    for (const who of [owner, admin]) {
      expect((await send(who, 'GET', `/api/surveys/${survey.id}`)).status).toBe(200);
    }
    for (const who of [member, stranger]) {
      const response = await send(who, 'GET', `/api/surveys/${survey.id}`);
      expect(response.status).toBe(404);
      expect(errorBody.parse(response.body).message).toBe('Survey not found');
      expect((await send(who, 'PUT', `/api/surveys/${survey.id}`, body())).status).toBe(404);
      expect((await send(who, 'DELETE', `/api/surveys/${survey.id}`)).status).toBe(404);
    }
    expect((await send(undefined, 'GET', `/api/surveys/${survey.id}`)).status).toBe(401);
  });

  it('lists what each person manages, and the surveys of a team for its owner and admins', async () => {
    const list = surveysResponse.parse((await send(admin, 'GET', '/api/surveys')).body).surveys;
    expect(list.map((s) => s.id)).toContain(survey.id);
    expect(surveysResponse.parse((await send(member, 'GET', '/api/surveys')).body).surveys).toEqual(
      [],
    );
    const ofTeam = await send(admin, 'GET', `/api/surveys/team/${teamId}`);
    expect(surveysResponse.parse(ofTeam.body).surveys.map((s) => s.id)).toEqual([survey.id]);
    expect((await send(member, 'GET', `/api/surveys/team/${teamId}`)).status).toBe(403);
    expect((await send(stranger, 'GET', `/api/surveys/team/${teamId}`)).status).toBe(404);
  });

  it('assigns and unassigns teams for owners and admins only', async () => {
    const other = (await createTeam(admin, 'Admin own team')).id;
    const strangerTeam = (await createTeam(stranger, 'Stranger team')).id;
    expect(
      (await send(admin, 'POST', `/api/surveys/${survey.id}/teams`, { teamId: other })).status,
    ).toBe(200);
    expect(
      (await send(admin, 'POST', `/api/surveys/${survey.id}/teams`, { teamId: other })).status,
    ).toBe(409);
    const teams = await send(owner, 'GET', `/api/surveys/${survey.id}/teams`);
    expect((teams.body as { teams: { id: string }[] }).teams.map((t) => t.id).sort()).toEqual(
      [teamId, other].sort(),
    );
    // The owner manages the survey but is not on the stranger's team.
    expect(
      (await send(owner, 'POST', `/api/surveys/${survey.id}/teams`, { teamId: strangerTeam }))
        .status,
    ).toBe(404);
    expect((await send(member, 'POST', `/api/surveys/${survey.id}/teams`, { teamId })).status).toBe(
      404,
    );
    expect((await send(admin, 'DELETE', `/api/surveys/${survey.id}/teams/${other}`)).status).toBe(
      200,
    );
    expect((await send(admin, 'DELETE', `/api/surveys/${survey.id}/teams/${other}`)).status).toBe(
      404,
    );
    const after = await send(owner, 'GET', `/api/teams/${other}`);
    expect(after.status).toBe(404);
    const adminView = await send(admin, 'GET', `/api/teams/${other}`);
    expect((adminView.body as { team: { survey_count: number } }).team.survey_count).toBe(0);
  });

  it('deletes a survey with its team links', async () => {
    const response = await send(owner, 'DELETE', `/api/surveys/${survey.id}`);
    expect(response.status).toBe(200);
    expect((response.body as { message: string }).message).toBe('Survey deleted successfully');
    expect((await send(owner, 'GET', `/api/surveys/${survey.id}`)).status).toBe(404);
    const team = await send(owner, 'GET', `/api/teams/${teamId}`);
    expect((team.body as { team: { survey_count: number } }).team.survey_count).toBe(0);
    expect(
      surveysResponse.parse((await send(owner, 'GET', `/api/surveys/team/${teamId}`)).body).surveys,
    ).toEqual([]);
  });
});
