import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ServerResponse } from 'node:http';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Survey, SurveyBody } from '#shared/api/surveys';
import { surveyDraftKey } from '../../../lib/storage';
import {
  sendJson,
  startApiServer,
  type ApiServer,
  type RecordedRequest,
} from '../../../test/api-server';
import { dialogGone, findOpenDialog } from '../../../test/dialogs';
import { renderApp } from '../../../test/render';
import { tokenExpiringIn } from '../../../test/tokens';
import { aUser } from '../../../test/users';

/*
 * Versions and kept drafts in the editor (decision 0025): a save carries the version the page
 * was based on; a 409 `stale_version` asks 'Reload theirs' or 'Keep mine' and never says 'All
 * changes saved'; unsaved edits survive a reload, per user, until saved or discarded.
 */

const SURVEY_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

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

function aSurvey(overrides: Partial<Survey> = {}): Survey {
  return {
    id: SURVEY_ID,
    title: 'Weekly pulse',
    description: 'Five minutes.',
    isAnonymous: true,
    anonymityLocked: false,
    allowMultipleResponses: false,
    acceptingResponses: true,
    openLinkEnabled: true,
    scheduledDate: null,
    scheduled_date: null,
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
    ],
    teams: [],
    response_count: 0,
    scheduled_emails: [],
    created_by: 'u1',
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
    version: 3,
    ...overrides,
  };
}

type Handler = (req: RecordedRequest, res: ServerResponse) => void;
type SavedBody = SurveyBody & { version?: number };

async function signedInApi(routes: Record<string, Handler>, user = aUser()) {
  localStorage.setItem('token', tokenExpiringIn(3600));
  server = await startApiServer((req, res) => {
    const defaults: Record<string, Handler> = {
      'GET /api/auth/me': (_, r) => sendJson(r, 200, { user }),
      'GET /api/teams': (_, r) => sendJson(r, 200, { teams: [] }),
      'GET /api/surveys': (_, r) => sendJson(r, 200, { surveys: [] }),
      [`GET /api/surveys/${SURVEY_ID}/teams`]: (_, r) => sendJson(r, 200, { teams: [] }),
      [`GET /api/surveys/${SURVEY_ID}/invitations`]: (_, r) =>
        sendJson(r, 200, { invitations: [] }),
    };
    if (req.url.startsWith('/api/notifications')) {
      return sendJson(res, 200, { notifications: [], unreadCount: 0 });
    }
    const handler = routes[`${req.method} ${req.url}`] ?? defaults[`${req.method} ${req.url}`];
    if (handler) return handler(req, res);
    sendJson(res, 404, { message: 'Not found', errorType: 'not_found' });
  });
  return server;
}

const saves = (api: ApiServer) =>
  api.requests
    .filter((req) => req.method === 'PUT' && req.url === `/api/surveys/${SURVEY_ID}`)
    .map((req) => JSON.parse(req.body) as SavedBody);

const stale = (res: ServerResponse) =>
  sendJson(res, 409, {
    message: 'Someone else changed this after you opened it.',
    errorType: 'stale_version',
  });

async function pageReady(name: string) {
  return screen.findByRole('heading', { level: 1, name }, { timeout: 15_000 });
}

/** The survey as another tab saved it: a new title, version 4. */
const theirs = () => aSurvey({ title: 'Title from the other tab', version: 4 });

describe('saving over a newer version', () => {
  it('sends the version it was based on; a 409 asks, and Keep mine saves its change over the new one, keeping theirs', async () => {
    const user = userEvent.setup();
    let stored = aSurvey();
    let refuseNext = true;
    const api = await signedInApi({
      [`GET /api/surveys/${SURVEY_ID}`]: (_, res) => sendJson(res, 200, { survey: stored }),
      [`PUT /api/surveys/${SURVEY_ID}`]: (req, res) => {
        const body = JSON.parse(req.body) as SavedBody;
        if (refuseNext) {
          refuseNext = false;
          stored = theirs();
          return stale(res);
        }
        stored = aSurvey({ ...body, questions: body.questions, version: stored.version + 1 });
        sendJson(res, 200, { survey: stored });
      },
    });
    renderApp(`/surveys/${SURVEY_ID}/edit`, { apiBaseUrl: api.baseUrl });
    await pageReady('Edit Survey');

    const description = await screen.findByRole('textbox', { name: /^Description/ });
    await user.clear(description);
    await user.type(description, 'Description from this tab');
    await user.click(screen.getByRole('button', { name: 'Save Survey' }));

    const dialog = await screen.findByRole('alertdialog', {
      name: 'This survey was changed elsewhere',
    });
    expect(within(dialog).getByText(/your changes have not been saved/i)).toBeVisible();
    expect(screen.queryByText('All changes saved')).toBeNull();
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
    expect(screen.queryByText('Survey updated successfully')).toBeNull();
    expect(saves(api)[0]).toMatchObject({ description: 'Description from this tab', version: 3 });

    await user.click(within(dialog).getByRole('button', { name: 'Keep mine' }));

    expect(await screen.findByText('Survey updated successfully')).toBeVisible();
    expect(screen.getByText('All changes saved')).toBeVisible();
    // Sent again over the version saved now: this tab's description, the other tab's title.
    expect(saves(api)[1]).toMatchObject({
      title: 'Title from the other tab',
      description: 'Description from this tab',
      version: 4,
    });
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue('Title from the other tab');
    expect(stored.version).toBe(5);
    await dialogGone();
  });

  it('Reload theirs replaces the edits with the survey as saved now and sends nothing', async () => {
    const user = userEvent.setup();
    let stored = aSurvey();
    const api = await signedInApi({
      [`GET /api/surveys/${SURVEY_ID}`]: (_, res) => sendJson(res, 200, { survey: stored }),
      [`PUT /api/surveys/${SURVEY_ID}`]: (_, res) => {
        stored = theirs();
        stale(res);
      },
    });
    renderApp(`/surveys/${SURVEY_ID}/edit`, { apiBaseUrl: api.baseUrl });
    await pageReady('Edit Survey');
    const title = await screen.findByRole('textbox', { name: /^Title/ });
    await user.type(title, ' (mine)');
    await user.click(screen.getByRole('button', { name: 'Save Survey' }));

    const dialog = await screen.findByRole('alertdialog', {
      name: 'This survey was changed elsewhere',
    });
    await user.click(within(dialog).getByRole('button', { name: 'Reload theirs' }));

    await waitFor(() => expect(title).toHaveValue('Title from the other tab'));
    expect(screen.getByText('All changes saved')).toBeVisible();
    expect(saves(api)).toHaveLength(1);
    expect(localStorage.getItem(surveyDraftKey(aUser().id, SURVEY_ID))).toBeNull();
  });

  it('closing the dialog saves nothing and keeps the edits on the page', async () => {
    const user = userEvent.setup();
    const api = await signedInApi({
      [`GET /api/surveys/${SURVEY_ID}`]: (_, res) => sendJson(res, 200, { survey: aSurvey() }),
      [`PUT /api/surveys/${SURVEY_ID}`]: (_, res) => stale(res),
    });
    renderApp(`/surveys/${SURVEY_ID}/edit`, { apiBaseUrl: api.baseUrl });
    await pageReady('Edit Survey');
    const title = await screen.findByRole('textbox', { name: /^Title/ });
    await user.type(title, ' (mine)');
    await user.click(screen.getByRole('button', { name: 'Save Survey' }));
    await findOpenDialog('This survey was changed elsewhere');

    await user.keyboard('{Escape}');

    await dialogGone();
    expect(title).toHaveValue('Weekly pulse (mine)');
    expect(screen.getByText('Unsaved changes')).toBeVisible();
  });
});

describe('edits kept in the browser', () => {
  it('a new survey survives a reload with a notice, and Discard starts again', async () => {
    const user = userEvent.setup();
    const api = await signedInApi({});
    renderApp('/surveys/new', { apiBaseUrl: api.baseUrl });
    await pageReady('Create Survey');
    await user.type(await screen.findByRole('textbox', { name: /^Title/ }), 'Draft in progress');
    await waitFor(() =>
      expect(localStorage.getItem(surveyDraftKey(aUser().id))).toContain('Draft in progress'),
    );

    // A reload: the page is built again from nothing but what the browser kept.
    cleanup();
    renderApp('/surveys/new', { apiBaseUrl: api.baseUrl });
    await pageReady('Create Survey');

    const notice = await screen.findByRole('status', { name: /restored your unsaved changes/i });
    expect(notice).toBeVisible();
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue('Draft in progress');
    expect(screen.getByText('Unsaved changes')).toBeVisible();

    await user.click(within(notice).getByRole('button', { name: 'Discard changes' }));

    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue('');
    expect(screen.queryByText(/restored your unsaved changes/i)).toBeNull();
    expect(localStorage.getItem(surveyDraftKey(aUser().id))).toBeNull();
  });

  it("restores a saved survey's edits with the version they were based on, and forgets them once saved", async () => {
    const user = userEvent.setup();
    const stored = aSurvey({ version: 5 });
    localStorage.setItem(
      surveyDraftKey(aUser().id, SURVEY_ID),
      JSON.stringify({
        draft: {
          title: 'Weekly pulse (edited before the reload)',
          description: 'Five minutes.',
          isAnonymous: true,
          allowMultipleResponses: false,
          acceptingResponses: true,
          openLinkEnabled: true,
          scheduledDate: '',
          reminderEnabled: false,
          reminderDays: [3, 7],
          anonymityThreshold: '3',
          questions: stored.questions.map((q) => ({ ...q, key: (q as { id: string }).id })),
        },
        baseVersion: 5,
        teamId: '',
        savedAt: '2026-11-25T21:00:00.000Z',
      }),
    );
    const api = await signedInApi({
      [`GET /api/surveys/${SURVEY_ID}`]: (_, res) => sendJson(res, 200, { survey: stored }),
      [`PUT /api/surveys/${SURVEY_ID}`]: (req, res) => {
        const body = JSON.parse(req.body) as SavedBody;
        sendJson(res, 200, { survey: aSurvey({ ...body, version: 6 }) });
      },
    });
    renderApp(`/surveys/${SURVEY_ID}/edit`, { apiBaseUrl: api.baseUrl });
    await pageReady('Edit Survey');

    expect(
      await screen.findByRole('status', { name: /restored your unsaved changes/i }),
    ).toBeVisible();
    expect(screen.getByRole('textbox', { name: /^Title/ })).toHaveValue(
      'Weekly pulse (edited before the reload)',
    );
    await user.click(screen.getByRole('button', { name: 'Save Survey' }));

    expect(await screen.findByText('Survey updated successfully')).toBeVisible();
    expect(saves(api)[0]).toMatchObject({
      title: 'Weekly pulse (edited before the reload)',
      version: 5,
    });
    expect(localStorage.getItem(surveyDraftKey(aUser().id, SURVEY_ID))).toBeNull();
    expect(screen.queryByText(/restored your unsaved changes/i)).toBeNull();
  });

  it("keeps drafts per user: another account's kept edits are not shown", async () => {
    localStorage.setItem(
      surveyDraftKey('someone-else'),
      JSON.stringify({
        draft: {
          title: 'Not yours',
          description: '',
          isAnonymous: true,
          allowMultipleResponses: false,
          acceptingResponses: true,
          openLinkEnabled: true,
          scheduledDate: '',
          reminderEnabled: false,
          reminderDays: [3, 7],
          anonymityThreshold: '3',
          questions: [],
        },
        baseVersion: null,
        teamId: '',
        savedAt: '2026-11-25T21:00:00.000Z',
      }),
    );
    const api = await signedInApi({});
    renderApp('/surveys/new', { apiBaseUrl: api.baseUrl });
    await pageReady('Create Survey');

    expect(await screen.findByRole('textbox', { name: /^Title/ })).toHaveValue('');
    expect(screen.queryByText(/restored your unsaved changes/i)).toBeNull();
    expect(localStorage.getItem(surveyDraftKey('someone-else'))).toContain('Not yours');
  });
});
