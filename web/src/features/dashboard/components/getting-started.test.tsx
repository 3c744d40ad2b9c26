import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ServerResponse } from 'node:http';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { User } from '#shared/api/auth';
import type { Dashboard, GettingStarted } from '#shared/api/dashboard';
import {
  sendJson,
  startApiServer,
  type ApiServer,
  type RecordedRequest,
} from '../../../test/api-server';
import { axeViolations } from '../../../test/axe';
import { renderApp } from '../../../test/render';
import { tokenExpiringIn } from '../../../test/tokens';
import { aUser } from '../../../test/users';

let server: ApiServer | undefined;

// The dashboard page is loaded lazily: its code is transformed once, here, not in a test's wait.
beforeAll(async () => {
  await import('./dashboard-page');
}, 90_000);

afterEach(async () => {
  await server?.close();
  server = undefined;
});

type Handler = (req: RecordedRequest, res: ServerResponse) => void;

const TEAM_ID = 'aaaaaaaa-0000-4000-8000-000000000001';
const SURVEY_ID = '0f8fad5b-d9cb-469f-a165-70867728950e';

const nothingDone: GettingStarted = {
  done: { team: false, people: false, survey: false, send: false, result: false },
  team: null,
  survey: null,
  resultSurveyId: null,
};

function aDashboard(overrides: Partial<Dashboard> = {}): Dashboard {
  return {
    totalTeams: 0,
    activeSurveys: 0,
    totalResponses: 0,
    avgSentiment: null,
    sentimentOverview: null,
    notScored: 0,
    recentResponses: [],
    recentActiveSurveys: [],
    gettingStarted: nothingDone,
    attention: [],
    ...overrides,
  };
}

const aTeam = {
  id: TEAM_ID,
  name: 'Platform',
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
  created_at: '2026-01-05T10:00:00.000Z',
  version: 0,
};

async function openDashboard(
  dashboard: () => Dashboard,
  { user = aUser(), routes = {} }: { user?: User; routes?: Record<string, Handler> } = {},
) {
  localStorage.setItem('token', tokenExpiringIn(3600));
  server = await startApiServer((req, res) => {
    if (req.url.startsWith('/api/notifications')) {
      return sendJson(res, 200, { notifications: [], unreadCount: 0 });
    }
    const all: Record<string, Handler> = {
      'GET /api/auth/me': (_, r) => sendJson(r, 200, { user }),
      'GET /api/dashboard': (_, r) => sendJson(r, 200, dashboard()),
      ...routes,
    };
    const handler = all[`${req.method} ${req.url}`];
    if (handler) return handler(req, res);
    sendJson(res, 404, { message: 'Not found', errorType: 'not_found' });
  });
  renderApp('/dashboard', { apiBaseUrl: server.baseUrl });
  // The first test of the file also waits for the dashboard's code, loaded ahead in beforeAll.
  const checklist = await screen.findByRole('region', { name: 'Get started' }, { timeout: 60_000 });
  return { user: userEvent.setup(), api: server, checklist };
}

const calls = (api: ApiServer) =>
  api.requests.filter((r) => r.method !== 'GET').map((r) => `${r.method} ${r.url}`);

describe('the getting-started checklist', () => {
  it('shows a new account its five steps, none done, as a list that says each state', async () => {
    const { checklist } = await openDashboard(() => aDashboard());

    const steps = within(checklist).getAllByRole('listitem');
    expect(steps.map((step) => step.querySelector('p')?.textContent)).toEqual([
      'Create a team: not done yet',
      'Add people: not done yet',
      'Create a survey: not done yet',
      'Send it: not done yet',
      'See the first result: not done yet',
    ]);
    expect(within(checklist).getByText('0 of 5 done')).toBeVisible();
    const progress = within(checklist).getByRole('progressbar', { name: 'Getting started' });
    expect(progress).toHaveAttribute('aria-valuenow', '0');
    expect(progress).toHaveAttribute('aria-valuetext', '0 of 5 steps done');
    // The first step is the form itself: a team, its people and a first send, no page away.
    const form = within(checklist).getByRole('form', { name: 'Create your team' });
    expect(within(form).getByRole('textbox', { name: /Team name/ })).toBeVisible();
    expect(
      within(form).getByRole('checkbox', { name: 'Send them a first survey now' }),
    ).toBeChecked();
    expect(within(form).getByRole('combobox', { name: 'Survey' })).toHaveValue(
      'employee-satisfaction',
    );
    expect(within(form).getByRole('button', { name: 'Create team' })).toBeVisible();
    expect(await axeViolations(checklist)).toEqual([]);
  });

  it('ticks what is done, marks the next step and links each open step to its place', async () => {
    const { checklist } = await openDashboard(() =>
      aDashboard({
        totalTeams: 1,
        gettingStarted: {
          done: { team: true, people: true, survey: false, send: false, result: false },
          team: { id: TEAM_ID, name: 'Platform' },
          survey: null,
          resultSurveyId: null,
        },
      }),
    );

    expect(within(checklist).getByText('2 of 5 done')).toBeVisible();
    expect(within(checklist).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '2');
    expect(screen.getByTestId('step-team')).toHaveTextContent('Create a team: done');
    expect(screen.getByTestId('step-people')).toHaveTextContent('Add people: done');
    expect(within(checklist).queryByRole('form')).toBeNull();
    const next = screen.getByTestId('step-survey');
    expect(next).toHaveTextContent('Next');
    expect(within(next).getByRole('link', { name: 'Create a survey' })).toHaveAttribute(
      'href',
      `/surveys/new?team=${TEAM_ID}`,
    );
    // Nothing to send yet, nor results to see: those steps wait, with no dead link.
    expect(within(screen.getByTestId('step-send')).queryByRole('link')).toBeNull();
    expect(within(screen.getByTestId('step-result')).queryByRole('link')).toBeNull();
    expect(await axeViolations(checklist)).toEqual([]);
  });

  it('links a sent survey to its results while the first result is all that is left', async () => {
    const { checklist } = await openDashboard(() =>
      aDashboard({
        totalTeams: 1,
        activeSurveys: 1,
        gettingStarted: {
          done: { team: true, people: true, survey: true, send: true, result: false },
          team: { id: TEAM_ID, name: 'Platform' },
          survey: { id: SURVEY_ID, title: 'Weekly pulse' },
          resultSurveyId: SURVEY_ID,
        },
      }),
    );
    expect(within(checklist).getByText('4 of 5 done')).toBeVisible();
    expect(
      within(screen.getByTestId('step-result')).getByRole('link', { name: 'See results' }),
    ).toHaveAttribute('href', `/surveys/${SURVEY_ID}/responses`);
  });

  it('goes once all five are done, and what needs attention leads the page', async () => {
    localStorage.setItem('token', tokenExpiringIn(3600));
    server = await startApiServer((req, res) => {
      if (req.url.startsWith('/api/notifications')) {
        return sendJson(res, 200, { notifications: [], unreadCount: 0 });
      }
      if (req.url === '/api/auth/me') return sendJson(res, 200, { user: aUser() });
      if (req.url === '/api/dashboard') {
        return sendJson(
          res,
          200,
          aDashboard({
            totalTeams: 1,
            activeSurveys: 1,
            totalResponses: 6,
            avgSentiment: 0.2,
            gettingStarted: {
              done: { team: true, people: true, survey: true, send: true, result: true },
              team: { id: TEAM_ID, name: 'Platform' },
              survey: { id: SURVEY_ID, title: 'Weekly pulse' },
              resultSurveyId: SURVEY_ID,
            },
            attention: [
              { kind: 'low-sentiment', id: SURVEY_ID, title: 'Weekly pulse', negativePercent: 67 },
              { kind: 'no-people', id: TEAM_ID, title: 'Design' },
            ],
          }),
        );
      }
      sendJson(res, 404, { message: 'Not found', errorType: 'not_found' });
    });
    renderApp('/dashboard', { apiBaseUrl: server.baseUrl });
    const attention = await screen.findByRole(
      'region',
      { name: 'Needs your attention' },
      { timeout: 15_000 },
    );
    expect(screen.queryByRole('region', { name: 'Get started' })).toBeNull();
    const items = within(attention).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent(
      'Sentiment is low on “Weekly pulse”: 67% of its answers are negative.',
    );
    expect(within(items[0] as HTMLElement).getByRole('link')).toHaveAccessibleName(
      'Read the results: Weekly pulse',
    );
    expect(within(items[1] as HTMLElement).getByRole('link')).toHaveAttribute(
      'href',
      `/teams/${TEAM_ID}`,
    );
    // Above the totals: what to act on comes before what to read.
    const totals = screen.getByRole('list', { name: 'Totals' });
    expect(
      attention.compareDocumentPosition(totals) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
    expect(await axeViolations(attention)).toEqual([]);
  });
});

describe('the first-run form', () => {
  it('says a missing team name in words and calls nothing', async () => {
    const { checklist, user, api } = await openDashboard(() => aDashboard());
    await user.click(within(checklist).getByRole('button', { name: 'Create team' }));
    const name = within(checklist).getByRole('textbox', { name: /Team name/ });
    expect(name).toHaveAccessibleDescription(/Team name is required/);
    expect(name).toHaveFocus();
    expect(calls(api)).toEqual([]);
  });

  it('tells an unverified manager the send waits for their address, and makes the team and people only', async () => {
    const { checklist, user, api } = await openDashboard(() => aDashboard(), {
      user: aUser({ emailVerified: false, email_verified: false }),
      routes: {
        'POST /api/teams': (_, r) => sendJson(r, 201, { team: aTeam }),
        [`POST /api/teams/${TEAM_ID}/members/import`]: (_, r) =>
          sendJson(r, 200, {
            message: '1 added',
            results: [{ line: 1, name: 'Ana', email: 'ana@example.com', status: 'added' }],
            counts: { added: 1, skipped: 0, failed: 0 },
          }),
      },
    });
    await user.type(within(checklist).getByRole('textbox', { name: /Team name/ }), 'Platform');
    await user.type(
      within(checklist).getByRole('textbox', { name: /People/ }),
      'Ana <ana@example.com>',
    );
    expect(within(checklist).getByText(/Verify your e-mail address first to send/)).toBeVisible();
    // Nothing is sent, so there is no survey to pick.
    expect(within(checklist).queryByRole('combobox', { name: 'Survey' })).toBeNull();
    await user.click(within(checklist).getByRole('button', { name: 'Create team and add people' }));

    expect(await within(checklist).findByTestId('quick-start-report')).toHaveTextContent(
      'Platform is created, 1 person added.',
    );
    expect(calls(api)).toEqual(['POST /api/teams', `POST /api/teams/${TEAM_ID}/members/import`]);
    expect(JSON.parse(api.requests.find((r) => r.method === 'POST')?.body ?? '{}')).toEqual({
      name: 'Platform',
      description: '',
    });
  });

  it('keeps the team when its people cannot be added, and says which part failed', async () => {
    const { checklist, user, api } = await openDashboard(() => aDashboard(), {
      routes: {
        'POST /api/teams': (_, r) => sendJson(r, 201, { team: aTeam }),
        [`POST /api/teams/${TEAM_ID}/members/import`]: (_, r) =>
          sendJson(r, 503, {
            message: 'The service is busy. Please try again in a moment.',
            errorType: 'service_unavailable',
          }),
      },
    });
    await user.type(within(checklist).getByRole('textbox', { name: /Team name/ }), 'Platform');
    await user.type(within(checklist).getByRole('textbox', { name: /People/ }), 'ana@example.com');
    await user.click(
      within(checklist).getByRole('button', { name: 'Create team and send survey' }),
    );

    const report = await within(checklist).findByTestId('quick-start-report');
    expect(report).toHaveTextContent('Platform is created.');
    expect(report).toHaveTextContent(
      'The people could not be added: The service is busy. Please try again in a moment.',
    );
    // No survey was made for people who are not on the team.
    expect(calls(api)).toEqual(['POST /api/teams', `POST /api/teams/${TEAM_ID}/members/import`]);
  });

  it('shows a failure to create the team above the form, with what was typed kept', async () => {
    const { checklist, user } = await openDashboard(() => aDashboard(), {
      routes: {
        'POST /api/teams': (_, r) =>
          sendJson(r, 500, { message: 'Internal error', errorType: 'server_error' }),
      },
    });
    const name = within(checklist).getByRole('textbox', { name: /Team name/ });
    await user.type(name, 'Platform');
    await user.click(within(checklist).getByRole('button', { name: 'Create team' }));
    expect(await within(checklist).findByRole('alert')).toBeVisible();
    expect(name).toHaveValue('Platform');
  });
});
