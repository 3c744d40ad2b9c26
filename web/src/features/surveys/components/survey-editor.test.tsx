import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ServerResponse } from 'node:http';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Survey, SurveyBody } from '#shared/api/surveys';
import type { Team } from '#shared/api/teams';
import {
  sendJson,
  startApiServer,
  type ApiServer,
  type RecordedRequest,
} from '../../../test/api-server';
import { anAutomation } from '../../../test/automations';
import { renderApp } from '../../../test/render';
import { tokenExpiringIn } from '../../../test/tokens';
import { aUser } from '../../../test/users';

const SURVEY_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const TEAM_ID = '7c9e6679-7425-40de-944b-e07fc1f90ae7';
const OTHER_TEAM_ID = '3b241101-e2bb-4255-8caf-4136c566a962';

let server: ApiServer | undefined;

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

afterEach(async () => {
  await server?.close();
  server = undefined;
});

function aTeam(overrides: Partial<Team> = {}): Team {
  return {
    id: TEAM_ID,
    name: 'Engineering',
    description: '',
    logo_url: null,
    brand_color: '#3B82F6',
    created_by: 'u1',
    current_user_id: 'u1',
    current_user_role: 'owner',
    members: [{ user_id: 'u1', role: 'owner' }],
    member_count: 1,
    survey_count: 0,
    response_count: 0,
    created_at: '2026-01-01T00:00:00.000Z',
    version: 0,
    ...overrides,
  };
}

/** The survey the server would store for a body. */
function surveyFrom(body: SurveyBody, id = SURVEY_ID): Survey {
  return {
    id,
    title: body.title,
    description: body.description ?? '',
    isAnonymous: body.isAnonymous ?? true,
    anonymityLocked: false,
    allowMultipleResponses: body.allowMultipleResponses ?? false,
    acceptingResponses: body.acceptingResponses ?? true,
    openLinkEnabled: body.openLinkEnabled ?? true,
    scheduledDate: body.scheduledDate ?? null,
    scheduled_date: body.scheduledDate ?? null,
    reminderEnabled: body.reminderEnabled ?? false,
    reminderDays: body.reminderDays ?? [3, 7],
    timezone: body.timezone ?? 'UTC',
    anonymityThreshold: body.anonymityThreshold ?? 3,
    questions: body.questions.map((question, index) => ({
      ...question,
      id: question.id ?? `q_${String(index).padStart(8, '0')}`,
    })),
    teams: [],
    response_count: 0,
    scheduled_emails: [],
    created_by: 'u1',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    version: 0,
  };
}

const savedSurvey = (): Survey =>
  surveyFrom({
    title: 'Weekly pulse',
    description: '',
    isAnonymous: true,
    allowMultipleResponses: false,
    acceptingResponses: true,
    openLinkEnabled: true,
    scheduledDate: null,
    reminderEnabled: false,
    reminderDays: [3, 7],
    timezone: 'UTC',
    anonymityThreshold: 3,
    questions: [
      {
        id: 'q_aaaaaaaa',
        type: 'rating',
        text: 'How was your week?',
        required: true,
        order: 1,
        options: { min: 1, max: 5, labels: ['Poor', 'Excellent'] },
      },
      {
        id: 'q_bbbbbbbb',
        type: 'textarea',
        text: 'Anything else?',
        required: false,
        order: 2,
        options: { maxLength: 500 },
      },
    ],
  });

type Handler = (req: RecordedRequest, res: ServerResponse) => void;

/** A signed-in user and an API answering the given routes (404 for the rest). */
async function signedInApi(routes: Record<string, Handler>) {
  localStorage.setItem('token', tokenExpiringIn(3600));
  server = await startApiServer((req, res) => {
    const defaults: Record<string, Handler> = {
      'GET /api/auth/me': (_, r) => sendJson(r, 200, { user: aUser() }),
      'GET /api/teams': (_, r) => sendJson(r, 200, { teams: [aTeam()] }),
      'GET /api/surveys': (_, r) => sendJson(r, 200, { surveys: [] }),
    };
    const key = `${req.method} ${req.url}`;
    // The shell's notification bell asks too (with a query).
    if (req.url.startsWith('/api/notifications')) {
      return sendJson(res, 200, { notifications: [], unreadCount: 0 });
    }
    // A key ending in * answers every URL it begins (a query the page adds).
    const handler =
      routes[key] ??
      defaults[key] ??
      Object.entries(routes).find(([k]) => k.endsWith('*') && key.startsWith(k.slice(0, -1)))?.[1];
    if (handler) return handler(req, res);
    sendJson(res, 404, { message: 'Not found', errorType: 'not_found' });
  });
  return server;
}

function bodies(api: ApiServer, method: string, url: string): SurveyBody[] {
  return api.requests
    .filter((req) => req.method === method && req.url === url)
    .map((req) => JSON.parse(req.body) as SurveyBody);
}

/** The app shell and the editor's chunk load lazily: wait for the page's heading first. */
async function pageReady(name: string) {
  return screen.findByRole('heading', { level: 1, name }, { timeout: 15_000 });
}

async function applyTemplate(user: ReturnType<typeof userEvent.setup>, name: RegExp) {
  await user.click(screen.getByRole('button', { name: 'Templates' }));
  await user.click(await screen.findByRole('button', { name }));
  // Its questions are shown first; using it replaces the survey's.
  await screen.findByTestId('template-preview');
  await user.click(screen.getByRole('button', { name: 'Use This Template' }));
}

describe('survey editor', () => {
  it('says in its settings that a recurring automation repeats the survey', async () => {
    const survey = {
      ...savedSurvey(),
      teams: [{ id: TEAM_ID, name: 'Platform', brand_color: '#3B82F6' }],
    };
    const api = await signedInApi({
      [`GET /api/surveys/${SURVEY_ID}`]: (_, res) => sendJson(res, 200, { survey }),
      [`GET /api/surveys/${SURVEY_ID}/teams`]: (_, res) => sendJson(res, 200, { teams: [] }),
      [`GET /api/automations/team/${TEAM_ID}?*`]: (_, res) =>
        sendJson(res, 200, {
          automations: [
            anAutomation({
              survey_id: SURVEY_ID,
              teams: [{ id: TEAM_ID, name: 'Platform', brand_color: '#3B82F6' }],
            }),
          ],
        }),
    });
    renderApp(`/surveys/${SURVEY_ID}/edit`, { apiBaseUrl: api.baseUrl });
    await pageReady('Edit Survey');
    expect(
      await screen.findByText(/ · repeats weekly \(Calendar\) · no reminders\.$/),
    ).toBeVisible();
    expect(screen.queryByText(/not scheduled/)).not.toBeInTheDocument();
  });

  it("says 'Survey title is required' and sends nothing", async () => {
    const user = userEvent.setup();
    const api = await signedInApi({});
    renderApp('/surveys/new', { apiBaseUrl: api.baseUrl });
    await pageReady('Create Survey');

    await user.click(await screen.findByRole('button', { name: 'Save Survey' }));

    expect(await screen.findAllByText('Survey title is required')).not.toHaveLength(0);
    const title = screen.getByRole('textbox', { name: /^Title/ });
    expect(title).toHaveAttribute('aria-invalid', 'true');
    expect(title).toHaveFocus();
    expect(bodies(api, 'POST', '/api/surveys')).toEqual([]);
  });

  it("says 'At least one question is required' once there is a title", async () => {
    const user = userEvent.setup();
    const api = await signedInApi({});
    renderApp('/surveys/new', { apiBaseUrl: api.baseUrl });
    await pageReady('Create Survey');

    await user.type(await screen.findByRole('textbox', { name: /^Title/ }), 'Weekly pulse');
    await user.click(screen.getByRole('button', { name: 'Save Survey' }));

    expect(await screen.findAllByText('At least one question is required')).not.toHaveLength(0);
    expect(bodies(api, 'POST', '/api/surveys')).toEqual([]);
  });

  it('builds from a template, saves with orders, the time zone and ?team=, then opens the edit page', async () => {
    const user = userEvent.setup();
    let created: Survey | undefined;
    const api = await signedInApi({
      'POST /api/surveys': (req, res) => {
        created = surveyFrom(JSON.parse(req.body) as SurveyBody);
        sendJson(res, 201, { survey: created });
      },
      [`GET /api/surveys/${SURVEY_ID}`]: (_, res) => sendJson(res, 200, { survey: created }),
      [`GET /api/surveys/${SURVEY_ID}/teams`]: (_, res) => sendJson(res, 200, { teams: [] }),
    });
    const { router } = renderApp(`/surveys/new?team=${TEAM_ID}`, { apiBaseUrl: api.baseUrl });
    await pageReady('Create Survey');
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Team (optional)' })).toHaveValue(TEAM_ID),
    );

    await applyTemplate(user, /^Customer Satisfaction/);

    expect(
      await screen.findByText('Applied Customer Satisfaction template with 6 questions'),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue(
      'Customer Satisfaction Survey',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Questions (6)' })).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Save Survey' }));

    expect(await screen.findByText('Survey created successfully')).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe(`/surveys/${SURVEY_ID}/edit`));
    const [body] = bodies(api, 'POST', '/api/surveys');
    expect(body?.title).toBe('Customer Satisfaction Survey');
    expect(body?.teamId).toBe(TEAM_ID);
    expect(body?.timezone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(body?.isAnonymous).toBe(true);
    expect(body?.reminderDays).toEqual([3, 7]);
    expect(body?.anonymityThreshold).toBe(3);
    expect(body?.questions.map((q) => q.order)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(body?.questions.every((q) => q.id === undefined)).toBe(true);
    expect(await pageReady('Edit Survey')).toBeVisible();
  });

  it('saves an edited survey keeping its question ids', async () => {
    const user = userEvent.setup();
    const survey = savedSurvey();
    const api = await signedInApi({
      [`GET /api/surveys/${SURVEY_ID}`]: (_, res) => sendJson(res, 200, { survey }),
      [`GET /api/surveys/${SURVEY_ID}/teams`]: (_, res) => sendJson(res, 200, { teams: [] }),
      [`PUT /api/surveys/${SURVEY_ID}`]: (req, res) =>
        sendJson(res, 200, { survey: surveyFrom(JSON.parse(req.body) as SurveyBody) }),
    });
    renderApp(`/surveys/${SURVEY_ID}/edit`, { apiBaseUrl: api.baseUrl });
    await pageReady('Edit Survey');
    const title = await screen.findByRole('textbox', { name: /^Title/ });
    expect(title).toHaveValue('Weekly pulse');
    expect(screen.getByText('All changes saved')).toBeVisible();

    await user.type(title, ' (March)');
    await user.click(screen.getByRole('button', { name: 'Move question 2 up' }));
    expect(screen.getByText('Unsaved changes')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save Survey' }));

    expect(await screen.findByText('Survey updated successfully')).toBeVisible();
    expect(screen.getByText('All changes saved')).toBeVisible();
    const [body] = bodies(api, 'PUT', `/api/surveys/${SURVEY_ID}`);
    expect(body?.title).toBe('Weekly pulse (March)');
    expect(body?.questions.map((q) => [q.id, q.order])).toEqual([
      ['q_bbbbbbbb', 1],
      ['q_aaaaaaaa', 2],
    ]);
  });

  it("shows the server's field problem on the question and 'Failed to save survey'", async () => {
    const user = userEvent.setup();
    const survey = savedSurvey();
    const api = await signedInApi({
      [`GET /api/surveys/${SURVEY_ID}`]: (_, res) => sendJson(res, 200, { survey }),
      [`GET /api/surveys/${SURVEY_ID}/teams`]: (_, res) => sendJson(res, 200, { teams: [] }),
      [`PUT /api/surveys/${SURVEY_ID}`]: (_, res) =>
        sendJson(res, 400, {
          message: 'Please check your information',
          errorType: 'validation_error',
          fields: { 'questions.1.options.maxLength': 'Maximum length must be at most 5000' },
        }),
    });
    renderApp(`/surveys/${SURVEY_ID}/edit`, { apiBaseUrl: api.baseUrl });
    await pageReady('Edit Survey');
    await user.type(await screen.findByRole('textbox', { name: /^Title/ }), '!');

    await user.click(screen.getByRole('button', { name: 'Save Survey' }));

    expect(await screen.findByText('Failed to save survey')).toBeVisible();
    expect(screen.getByText('Question 2: Maximum length must be at most 5000')).toBeVisible();
    const second = screen.getByRole('listitem', { name: 'Anything else?' });
    expect(within(second).getByText('Maximum length must be at most 5000')).toBeVisible();
    expect(screen.getByText('Unsaved changes')).toBeVisible();
  });

  it("says 'Failed to load survey' when it cannot be loaded", async () => {
    const api = await signedInApi({});
    renderApp(`/surveys/${SURVEY_ID}/edit`, { apiBaseUrl: api.baseUrl });

    expect(await pageReady('Failed to load survey')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  });

  it('asks before leaving with unsaved changes, and before a template replaces them', async () => {
    const user = userEvent.setup();
    const api = await signedInApi({});
    const { router } = renderApp('/surveys/new', { apiBaseUrl: api.baseUrl });
    await pageReady('Create Survey');
    await user.type(await screen.findByRole('textbox', { name: /^Title/ }), 'Draft');

    await applyTemplate(user, /^Remote Work/);
    const replace = await screen.findByRole('alertdialog', { name: 'Replace your survey?' });
    // A new survey has no questions yet: the dialog does not count "all 0".
    expect(replace).toHaveTextContent(
      '“Remote Work” replaces the title, the description and the questions.',
    );
    await user.click(within(replace).getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue('Draft');

    await user.click(screen.getByRole('link', { name: 'Close editor' }));
    const leave = await screen.findByRole('alertdialog', { name: 'Leave without saving?' });
    await user.click(within(leave).getByRole('button', { name: 'Stay' }));
    expect(router.state.location.pathname).toBe('/surveys/new');

    await user.click(screen.getByRole('link', { name: 'Close editor' }));
    await user.click(
      within(await screen.findByRole('alertdialog', { name: 'Leave without saving?' })).getByRole(
        'button',
        { name: 'Leave' },
      ),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/surveys'));
  });

  it("previews a template's questions before it replaces anything; Back and Cancel change nothing", async () => {
    const user = userEvent.setup();
    const api = await signedInApi({});
    renderApp('/surveys/new', { apiBaseUrl: api.baseUrl });
    await pageReady('Create Survey');
    const title = screen.getByRole('textbox', { name: /^Title/ });
    await user.type(title, 'My own pulse');

    await user.click(screen.getByRole('button', { name: 'Templates' }));
    await user.click(await screen.findByRole('button', { name: /^Employee Satisfaction/ }));
    const preview = await screen.findByTestId('template-preview');
    // Headed by the title it gives the survey, the template's name not said twice.
    const heading = within(preview).getByRole('heading', { level: 3 });
    expect(heading.textContent).toMatch(/^Employee Satisfaction/);
    expect(heading.textContent).not.toMatch(/Employee Satisfaction.*Employee Satisfaction/);
    expect(within(preview).getAllByRole('listitem')).toHaveLength(6);
    expect(preview).toHaveTextContent(
      'How likely are you to recommend this company as a place to work? (required)',
    );
    expect(preview).toHaveTextContent('Scale 0 to 10 (Not at all likely to Extremely likely)');
    expect(title).toHaveValue('My own pulse');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByRole('button', { name: /^Remote Work/ })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Survey Templates' })).not.toBeInTheDocument(),
    );
    expect(title).toHaveValue('My own pulse');
    expect(screen.getByRole('heading', { level: 2, name: 'Questions (0)' })).toBeVisible();
  });

  it('generates a template from a description without calling the server', async () => {
    const user = userEvent.setup();
    const api = await signedInApi({});
    renderApp('/surveys/new', { apiBaseUrl: api.baseUrl });
    await pageReady('Create Survey');
    const prompt = await screen.findByRole('textbox', { name: 'Describe your survey' });
    const before = api.requests.length;

    await user.click(screen.getByRole('button', { name: 'Generate AI Template' }));
    expect(screen.getByText('Describe what the survey is about first')).toBeVisible();

    await user.type(prompt, 'How our nurses feel about night shifts');
    await user.click(screen.getByRole('button', { name: 'Generate AI Template' }));
    // Shown first, like a built-in one.
    const preview = await screen.findByTestId('template-preview');
    expect(preview).toHaveTextContent('Care Team Pulse');
    // It says how it was picked: by keywords, not written by AI.
    expect(within(preview).getByTestId('template-note')).toHaveTextContent(
      /because your description mentions .*“nurses?”.*matched by keywords, not written by AI/,
    );
    await user.click(screen.getByRole('button', { name: 'Use This Template' }));

    expect(
      await screen.findByText(/^Applied Care Team Pulse template with \d questions$/),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue(
      'Care Team Pulse Survey: How our nurses feel about night shifts',
    );
    // Picked in the browser: nothing was sent anywhere.
    const sent = api.requests.slice(before);
    expect(sent.filter((req) => req.method !== 'GET')).toEqual([]);
    expect(sent.filter((req) => /template|generate/i.test(req.url))).toEqual([]);
  });

  it("closes a survey with the 'Accepting responses' switch, saved with the survey", async () => {
    const user = userEvent.setup();
    const survey = savedSurvey();
    const api = await signedInApi({
      [`GET /api/surveys/${SURVEY_ID}`]: (_, res) => sendJson(res, 200, { survey }),
      [`GET /api/surveys/${SURVEY_ID}/teams`]: (_, res) => sendJson(res, 200, { teams: [] }),
      [`PUT /api/surveys/${SURVEY_ID}`]: (req, res) =>
        sendJson(res, 200, { survey: surveyFrom(JSON.parse(req.body) as SurveyBody) }),
    });
    renderApp(`/surveys/${SURVEY_ID}/edit`, { apiBaseUrl: api.baseUrl });
    await pageReady('Edit Survey');

    await user.click(await screen.findByRole('button', { name: 'Settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Survey Settings' });
    const accepting = within(dialog).getByRole('checkbox', { name: 'Accepting responses' });
    expect(accepting).toBeChecked();
    await user.click(accepting);
    expect(accepting).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.getByText(/closed to responses/)).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Save Survey' }));

    expect(await screen.findByText('Survey updated successfully')).toBeVisible();
    const [body] = bodies(api, 'PUT', `/api/surveys/${SURVEY_ID}`);
    expect(body?.acceptingResponses).toBe(false);
    expect(screen.getByText('All changes saved')).toBeVisible();
  });

  it('refuses an anonymity threshold of 2 in the settings dialog: Done keeps it open on the field', async () => {
    const user = userEvent.setup();
    const survey = savedSurvey();
    const api = await signedInApi({
      [`GET /api/surveys/${SURVEY_ID}`]: (_, res) => sendJson(res, 200, { survey }),
      [`GET /api/surveys/${SURVEY_ID}/teams`]: (_, res) => sendJson(res, 200, { teams: [] }),
    });
    renderApp(`/surveys/${SURVEY_ID}/edit`, { apiBaseUrl: api.baseUrl });
    await pageReady('Edit Survey');

    await user.click(await screen.findByRole('button', { name: 'Settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Survey Settings' });
    const threshold = within(dialog).getByRole('spinbutton', { name: /^Anonymity threshold/ });
    await user.clear(threshold);
    await user.type(threshold, '2');
    expect(within(dialog).getByText('The anonymity threshold is at least 3')).toBeVisible();

    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.getByRole('dialog', { name: 'Survey Settings' })).toBeVisible();
    expect(threshold).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Survey Settings' })).toBeVisible();

    await user.clear(threshold);
    await user.type(threshold, '4');
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Survey Settings' })).not.toBeInTheDocument(),
    );
    expect(bodies(api, 'PUT', `/api/surveys/${SURVEY_ID}`)).toEqual([]);
  });

  it('keeps anonymity as it is once the survey was sent or opened, and says why', async () => {
    const user = userEvent.setup();
    const survey = { ...savedSurvey(), anonymityLocked: true };
    const api = await signedInApi({
      [`GET /api/surveys/${SURVEY_ID}`]: (_, res) => sendJson(res, 200, { survey }),
      [`GET /api/surveys/${SURVEY_ID}/teams`]: (_, res) => sendJson(res, 200, { teams: [] }),
    });
    renderApp(`/surveys/${SURVEY_ID}/edit`, { apiBaseUrl: api.baseUrl });
    await pageReady('Edit Survey');
    // The questions say what may still change, before a save is refused.
    expect(await screen.findByTestId('questions-locked')).toHaveTextContent(
      'its questions can only be reworded or reordered now',
    );

    await user.click(await screen.findByRole('button', { name: 'Settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Survey Settings' });
    const anonymous = within(dialog).getByRole('checkbox', { name: 'Anonymous responses' });
    expect(anonymous).toBeChecked();
    expect(anonymous).toBeDisabled();
    expect(
      within(dialog).getByText(
        'Anonymity cannot be changed once a survey has been sent or its link opened: people were told how their answers are kept. Create a new survey to change it.',
      ),
    ).toBeVisible();
    expect(anonymous).toHaveAccessibleDescription(/Anonymity cannot be changed/);
  });

  it('leaves anonymity free to change before the survey was sent or opened', async () => {
    const user = userEvent.setup();
    const survey = { ...savedSurvey(), response_count: 0, anonymityLocked: false };
    const api = await signedInApi({
      [`GET /api/surveys/${SURVEY_ID}`]: (_, res) => sendJson(res, 200, { survey }),
      [`GET /api/surveys/${SURVEY_ID}/teams`]: (_, res) => sendJson(res, 200, { teams: [] }),
    });
    renderApp(`/surveys/${SURVEY_ID}/edit`, { apiBaseUrl: api.baseUrl });
    await pageReady('Edit Survey');

    await user.click(await screen.findByRole('button', { name: 'Settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Survey Settings' });
    const anonymous = within(dialog).getByRole('checkbox', { name: 'Anonymous responses' });
    expect(anonymous).toBeEnabled();
    expect(within(dialog).queryByText(/Anonymity cannot be changed/)).not.toBeInTheDocument();
    expect(screen.queryByTestId('questions-locked')).not.toBeInTheDocument();
    await user.click(anonymous);
    expect(anonymous).not.toBeChecked();
  });

  it('turns the open link off with its switch, saved with the survey', async () => {
    const user = userEvent.setup();
    const survey = savedSurvey();
    const api = await signedInApi({
      [`GET /api/surveys/${SURVEY_ID}`]: (_, res) => sendJson(res, 200, { survey }),
      [`GET /api/surveys/${SURVEY_ID}/teams`]: (_, res) => sendJson(res, 200, { teams: [] }),
      [`PUT /api/surveys/${SURVEY_ID}`]: (req, res) =>
        sendJson(res, 200, { survey: surveyFrom(JSON.parse(req.body) as SurveyBody) }),
    });
    renderApp(`/surveys/${SURVEY_ID}/edit`, { apiBaseUrl: api.baseUrl });
    await pageReady('Edit Survey');

    await user.click(await screen.findByRole('button', { name: 'Settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Survey Settings' });
    const openLink = within(dialog).getByRole('checkbox', { name: 'Open link' });
    expect(openLink).toBeChecked();
    expect(openLink).toHaveAccessibleDescription(/Anyone with the survey’s link can answer/);
    // What the product cannot tell apart on the open link is said.
    expect(openLink).toHaveAccessibleDescription(
      /Answers through the link cannot be told apart: your own would count toward the threshold/,
    );
    await user.click(openLink);
    expect(openLink).not.toBeChecked();
    expect(openLink).toHaveAccessibleDescription(
      /only the personal links in invitation e-mails can answer/,
    );
    // The one-response limit says where it is kept.
    expect(
      within(dialog).getByRole('checkbox', { name: 'Allow multiple responses' }),
    ).toHaveAccessibleDescription(/the open link once per browser/);
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Survey Settings' })).not.toBeInTheDocument(),
    );
    expect(screen.getByText(/personal e-mailed links only/)).toHaveTextContent(
      /^Anonymous, answers released in groups of at least 3 · /,
    );
    await user.click(screen.getByRole('button', { name: 'Save Survey' }));

    expect(await screen.findByText('Survey updated successfully')).toBeVisible();
    const [body] = bodies(api, 'PUT', `/api/surveys/${SURVEY_ID}`);
    expect(body?.openLinkEnabled).toBe(false);
  });

  it('refuses to make a survey with an e-mail question anonymous', async () => {
    const user = userEvent.setup();
    const base = savedSurvey();
    const survey: Survey = {
      ...base,
      isAnonymous: false,
      questions: [
        ...base.questions,
        {
          id: 'q_cccccccc',
          type: 'email',
          text: 'Your e-mail?',
          required: false,
          order: 3,
          options: { requireDomain: false },
        },
      ],
    };
    const api = await signedInApi({
      [`GET /api/surveys/${SURVEY_ID}`]: (_, res) => sendJson(res, 200, { survey }),
      [`GET /api/surveys/${SURVEY_ID}/teams`]: (_, res) => sendJson(res, 200, { teams: [] }),
    });
    renderApp(`/surveys/${SURVEY_ID}/edit`, { apiBaseUrl: api.baseUrl });
    await pageReady('Edit Survey');

    await user.click(await screen.findByRole('button', { name: 'Settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Survey Settings' });
    const anonymous = within(dialog).getByRole('checkbox', { name: 'Anonymous responses' });
    expect(anonymous).toBeDisabled();
    expect(anonymous).toHaveAccessibleDescription(
      'An anonymous survey cannot ask for an e-mail address. Remove the e-mail question or turn off anonymity.',
    );
    await user.click(anonymous);
    expect(anonymous).not.toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.getByText('All changes saved')).toBeVisible();
    expect(screen.getByText(/Not anonymous/)).toBeVisible();
  });

  it('will not save an anonymous survey with an e-mail question, and flags the question', async () => {
    const user = userEvent.setup();
    const base = savedSurvey();
    const survey: Survey = {
      ...base,
      questions: [
        ...base.questions,
        {
          id: 'q_cccccccc',
          type: 'email',
          text: 'Your e-mail?',
          required: false,
          order: 3,
          options: { requireDomain: false },
        },
      ],
    };
    const api = await signedInApi({
      [`GET /api/surveys/${SURVEY_ID}`]: (_, res) => sendJson(res, 200, { survey }),
      [`GET /api/surveys/${SURVEY_ID}/teams`]: (_, res) => sendJson(res, 200, { teams: [] }),
    });
    renderApp(`/surveys/${SURVEY_ID}/edit`, { apiBaseUrl: api.baseUrl });
    await pageReady('Edit Survey');
    const message =
      'An anonymous survey cannot ask for an e-mail address. Remove the e-mail question or turn off anonymity.';

    const question = (await screen.findByRole('heading', { name: 'Your e-mail?' })).closest(
      'li',
    ) as HTMLElement;
    expect(question).toHaveTextContent(message);

    await user.click(screen.getByRole('button', { name: 'Save Survey' }));
    expect(await screen.findByText(`Question 3: ${message}`)).toBeVisible();
    expect(bodies(api, 'PUT', `/api/surveys/${SURVEY_ID}`)).toEqual([]);
  });

  it("shows the server's 'anonymity_locked' refusal beside the settings", async () => {
    const user = userEvent.setup();
    const survey = { ...savedSurvey(), isAnonymous: false };
    const locked =
      'Anonymity cannot be changed once a survey has been sent or its link opened: people were told how their answers are kept. Create a new survey to change it.';
    const api = await signedInApi({
      [`GET /api/surveys/${SURVEY_ID}`]: (_, res) => sendJson(res, 200, { survey }),
      [`GET /api/surveys/${SURVEY_ID}/teams`]: (_, res) => sendJson(res, 200, { teams: [] }),
      [`PUT /api/surveys/${SURVEY_ID}`]: (_, res) =>
        sendJson(res, 409, { message: locked, errorType: 'anonymity_locked' }),
    });
    renderApp(`/surveys/${SURVEY_ID}/edit`, { apiBaseUrl: api.baseUrl });
    await pageReady('Edit Survey');

    await user.click(await screen.findByRole('button', { name: 'Settings' }));
    let dialog = await screen.findByRole('dialog', { name: 'Survey Settings' });
    await user.click(within(dialog).getByRole('checkbox', { name: 'Anonymous responses' }));
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await user.click(screen.getByRole('button', { name: 'Save Survey' }));

    // The settings open again with the reason, and nothing is marked saved.
    dialog = await screen.findByRole('dialog', { name: 'Survey Settings' });
    expect(within(dialog).getByText(locked)).toBeVisible();
    expect(screen.getByText('Unsaved changes')).toBeVisible();
  });
  it('shows why a team cannot be taken off the survey, and keeps it listed', async () => {
    const user = userEvent.setup();
    const teams = [
      { id: TEAM_ID, name: 'Platform', brand_color: '#3B82F6' },
      { id: OTHER_TEAM_ID, name: 'Adam crew', brand_color: '#10B981' },
    ];
    const survey = { ...savedSurvey(), teams };
    const refusal =
      "This survey must keep a team of its owner's account, so it stays with the people it was made for. Take the added teams off first, or delete the survey.";
    const api = await signedInApi({
      [`GET /api/surveys/${SURVEY_ID}`]: (_, res) => sendJson(res, 200, { survey }),
      [`GET /api/surveys/${SURVEY_ID}/teams`]: (_, res) => sendJson(res, 200, { teams }),
      [`DELETE /api/surveys/${SURVEY_ID}/teams/${TEAM_ID}`]: (_, res) =>
        sendJson(res, 409, { message: refusal, errorType: 'owner_team' }),
    });
    renderApp(`/surveys/${SURVEY_ID}/edit`, { apiBaseUrl: api.baseUrl });
    await pageReady('Edit Survey');

    await user.click(await screen.findByRole('button', { name: 'Remove Platform' }));

    expect(await screen.findByText(refusal)).toBeVisible();
    expect(screen.getByText('Failed to remove team')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Remove Platform' })).toBeEnabled();
    expect(api.requests.filter((req) => req.method === 'DELETE').map((req) => req.url)).toEqual([
      `/api/surveys/${SURVEY_ID}/teams/${TEAM_ID}`,
    ]);
  });

  it('lets the threshold of a sent survey be raised but not lowered, and says so under the field', async () => {
    const user = userEvent.setup();
    const survey = { ...savedSurvey(), anonymityLocked: true, anonymityThreshold: 5 };
    const api = await signedInApi({
      [`GET /api/surveys/${SURVEY_ID}`]: (_, res) => sendJson(res, 200, { survey }),
      [`GET /api/surveys/${SURVEY_ID}/teams`]: (_, res) => sendJson(res, 200, { teams: [] }),
      [`PUT /api/surveys/${SURVEY_ID}`]: (req, res) =>
        sendJson(res, 200, {
          survey: { ...surveyFrom(JSON.parse(req.body) as SurveyBody), anonymityLocked: true },
        }),
    });
    renderApp(`/surveys/${SURVEY_ID}/edit`, { apiBaseUrl: api.baseUrl });
    await pageReady('Edit Survey');

    await user.click(await screen.findByRole('button', { name: 'Settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Survey Settings' });
    const threshold = within(dialog).getByRole('spinbutton', { name: /^Anonymity threshold/ });
    expect(threshold).toHaveAccessibleDescription(
      /People have been invited or have answered, so it can be raised but no longer lowered below 5\./,
    );

    await user.clear(threshold);
    await user.type(threshold, '4');
    expect(
      within(dialog).getByText(
        'The anonymity threshold can only be raised once people have been invited or have answered.',
      ),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    expect(screen.getByRole('dialog', { name: 'Survey Settings' })).toBeVisible();
    expect(threshold).toHaveFocus();

    await user.clear(threshold);
    await user.type(threshold, '6');
    expect(within(dialog).queryByText(/can only be raised/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Survey Settings' })).not.toBeInTheDocument(),
    );
    await user.click(screen.getByRole('button', { name: 'Save Survey' }));
    expect(await screen.findByText('Survey updated successfully')).toBeVisible();
    expect(
      bodies(api, 'PUT', `/api/surveys/${SURVEY_ID}`).map((b) => b.anonymityThreshold),
    ).toEqual([6]);
  });

  it('says before the survey is sent until when its threshold can be lowered', async () => {
    const user = userEvent.setup();
    const survey = { ...savedSurvey(), anonymityLocked: false, anonymityThreshold: 5 };
    const api = await signedInApi({
      [`GET /api/surveys/${SURVEY_ID}`]: (_, res) => sendJson(res, 200, { survey }),
      [`GET /api/surveys/${SURVEY_ID}/teams`]: (_, res) => sendJson(res, 200, { teams: [] }),
    });
    renderApp(`/surveys/${SURVEY_ID}/edit`, { apiBaseUrl: api.baseUrl });
    await pageReady('Edit Survey');

    await user.click(await screen.findByRole('button', { name: 'Settings' }));
    const dialog = await screen.findByRole('dialog', { name: 'Survey Settings' });
    const threshold = within(dialog).getByRole('spinbutton', { name: /^Anonymity threshold/ });
    expect(threshold).toHaveAccessibleDescription(
      /It can be lowered only until the survey is sent, its link opened or answered\./,
    );
    await user.clear(threshold);
    await user.type(threshold, '3');
    expect(within(dialog).queryByText(/can only be raised/)).not.toBeInTheDocument();
  });

  it("shows the server's 'threshold_locked' refusal under the threshold field", async () => {
    const user = userEvent.setup();
    const survey = { ...savedSurvey(), anonymityThreshold: 5 };
    const refused =
      'The anonymity threshold can only be raised once people have been invited or have answered.';
    const api = await signedInApi({
      [`GET /api/surveys/${SURVEY_ID}`]: (_, res) => sendJson(res, 200, { survey }),
      [`GET /api/surveys/${SURVEY_ID}/teams`]: (_, res) => sendJson(res, 200, { teams: [] }),
      [`PUT /api/surveys/${SURVEY_ID}`]: (_, res) =>
        sendJson(res, 409, { message: refused, errorType: 'threshold_locked' }),
    });
    renderApp(`/surveys/${SURVEY_ID}/edit`, { apiBaseUrl: api.baseUrl });
    await pageReady('Edit Survey');

    // Sent meanwhile, elsewhere: the page still thinks the threshold can be lowered.
    await user.click(await screen.findByRole('button', { name: 'Settings' }));
    let dialog = await screen.findByRole('dialog', { name: 'Survey Settings' });
    let threshold = within(dialog).getByRole('spinbutton', { name: /^Anonymity threshold/ });
    await user.clear(threshold);
    await user.type(threshold, '3');
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await user.click(screen.getByRole('button', { name: 'Save Survey' }));

    // The settings open again on the refusal, tied to the field, and nothing is marked saved.
    dialog = await screen.findByRole('dialog', { name: 'Survey Settings' });
    threshold = within(dialog).getByRole('spinbutton', { name: /^Anonymity threshold/ });
    expect(within(dialog).getByText(refused)).toBeVisible();
    expect(threshold).toHaveAccessibleDescription(expect.stringContaining(refused));
    expect(threshold).toHaveAccessibleDescription(/no longer lowered below 5/);
    expect(screen.getByText('Unsaved changes')).toBeVisible();
  });
});
