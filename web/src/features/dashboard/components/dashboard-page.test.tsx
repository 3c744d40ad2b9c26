import { createIntl } from 'react-intl';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import type { User } from '#shared/api/auth';
import type { Dashboard } from '#shared/api/dashboard';
import {
  sendJson,
  startApiServer,
  type ApiServer,
  type RecordedRequest,
} from '../../../test/api-server';
import { renderApp } from '../../../test/render';
import { tokenExpiringIn } from '../../../test/tokens';
import { aUser } from '../../../test/users';
import { greeting } from './dashboard-page';

let server: ApiServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

type Handler = (req: RecordedRequest, res: ServerResponse) => void;

function aDashboard(overrides: Partial<Dashboard> = {}): Dashboard {
  const recent = Array.from({ length: 6 }, (_, index) => ({
    id: `r${index + 1}`,
    surveyId: '0f8fad5b-d9cb-469f-a165-70867728950e',
    surveyTitle: `Pulse ${index + 1}`,
    sentiment: [0.9, 0.5, 0.1][index % 3] ?? 0.5,
    teamName: index === 1 ? null : 'Platform',
    createdAt: `2026-03-0${9 - index}`,
    count: 1,
  }));
  return {
    totalTeams: 2,
    activeSurveys: 3,
    totalResponses: 41,
    avgSentiment: 0.72,
    sentimentOverview: { positive: 60, neutral: 25, negative: 15 },
    notScored: 0,
    recentResponses: recent,
    recentActiveSurveys: [
      {
        id: '0f8fad5b-d9cb-469f-a165-70867728950e',
        title: 'Weekly pulse',
        team_name: 'Platform',
        response_count: 12,
        updatedAt: '2026-03-09T10:00:00.000Z',
      },
    ],
    gettingStarted: {
      done: { team: true, people: true, survey: true, send: true, result: true },
      team: { id: '5f1d7c4e-0000-4000-8000-000000000001', name: 'Platform' },
      survey: { id: '0f8fad5b-d9cb-469f-a165-70867728950e', title: 'Weekly pulse' },
      resultSurveyId: '0f8fad5b-d9cb-469f-a165-70867728950e',
    },
    attention: [],
    ...overrides,
  };
}

async function openDashboard(dashboard: Handler, { user = aUser(), routes = {} } = {}) {
  localStorage.setItem('token', tokenExpiringIn(3600));
  server = await startApiServer((req, res) => {
    if (req.url.startsWith('/api/notifications')) {
      return sendJson(res, 200, { notifications: [], unreadCount: 0 });
    }
    const all: Record<string, Handler> = {
      'GET /api/auth/me': (_, r) => sendJson(r, 200, { user }),
      'GET /api/dashboard': dashboard,
      ...(routes as Record<string, Handler>),
    };
    const handler = all[`${req.method} ${req.url}`];
    if (handler) return handler(req, res);
    sendJson(res, 404, { message: 'Not found', errorType: 'not_found' });
  });
  const view = renderApp('/dashboard', { apiBaseUrl: server.baseUrl });
  await screen.findByRole(
    'heading',
    { level: 1, name: /^Welcome (to Candor|back)/ },
    { timeout: 15_000 },
  );
  return { user: userEvent.setup(), api: server, ...view };
}

const unverified: User = aUser({ emailVerified: false, email_verified: false });

describe('dashboard', () => {
  it('greets the user and shows skeletons while loading', async () => {
    let answer: (() => void) | undefined;
    await openDashboard((_, res) => {
      answer = () => sendJson(res, 200, aDashboard());
    });

    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome back, Ada!');
    expect(screen.getByText('speak freely, stay anonymous')).toBeVisible();
    expect(screen.getByText('Loading dashboard')).toHaveAttribute('role', 'status');
    expect(screen.getByTestId('dashboard-skeleton')).toBeInTheDocument();

    await waitFor(() => expect(answer).toBeDefined());
    answer?.();
    expect(await screen.findByRole('heading', { name: 'Recent Activity' })).toBeVisible();
    expect(screen.queryByTestId('dashboard-skeleton')).not.toBeInTheDocument();
  });

  it('shows the totals, quick actions, recent activity, active surveys and sentiment', async () => {
    await openDashboard((_, res) => sendJson(res, 200, aDashboard()));
    await screen.findByRole('heading', { name: 'Recent Activity' });

    const stats = screen.getAllByTestId('stat');
    expect(stats.map((stat) => stat.textContent)).toEqual([
      'Total Teams2',
      'Active Surveys3',
      'Total Responses41',
      'Avg Sentiment72%Positive',
    ]);
    expect(stats.map((stat) => stat.getAttribute('href'))).toEqual([
      '/teams',
      '/surveys',
      null,
      '/analytics',
    ]);

    const actions = screen.getByRole('region', { name: 'Quick Actions' });
    expect(
      within(actions)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Manage Teams', '/teams'],
      ['Create Survey', '/surveys/new'],
      ['View Analytics', '/analytics'],
      ['View Responses', '/surveys'],
    ]);

    // The first 5 of the recent responses, with team and day.
    const recent = screen.getAllByTestId('recent-response');
    expect(recent).toHaveLength(5);
    expect(recent[0]).toHaveTextContent('New response to Pulse 1');
    expect(recent[0]).toHaveTextContent('Platform · Mar 9, 2026');
    expect(recent[0]).toHaveTextContent('Positive');
    expect(recent[1]).toHaveTextContent('No team · Mar 8, 2026');
    expect(recent[1]).toHaveTextContent('Neutral');
    expect(recent[2]).toHaveTextContent('Negative');
    expect(screen.queryByText('Pulse 6')).not.toBeInTheDocument();

    const active = screen.getByRole('region', { name: 'Active Surveys' });
    expect(active).toHaveTextContent('Weekly pulse');
    expect(active).toHaveTextContent('Platform · 12 responses');
    expect(within(active).getByRole('link', { name: 'View Weekly pulse' })).toHaveAttribute(
      'href',
      '/surveys/0f8fad5b-d9cb-469f-a165-70867728950e/responses',
    );

    expect(screen.getByTestId('sentiment-positive')).toHaveTextContent('Positive60%');
    expect(screen.getByTestId('sentiment-neutral')).toHaveTextContent('Neutral25%');
    expect(screen.getByTestId('sentiment-negative')).toHaveTextContent('Negative15%');
  });

  it("reads an anonymous survey's release as '{count} responses', released together", async () => {
    const base = aDashboard();
    await openDashboard((_, res) =>
      sendJson(
        res,
        200,
        aDashboard({
          recentResponses: [
            { ...base.recentResponses[0]!, count: 4, sentiment: 0.8 },
            { ...base.recentResponses[1]!, count: 1 },
          ],
        }),
      ),
    );
    await screen.findByRole('heading', { name: 'Recent Activity' });

    const [release, single] = screen.getAllByTestId('recent-response');
    expect(release).toHaveTextContent('4 responses to Pulse 1');
    expect(release).toHaveTextContent('Platform · released together Mar 9, 2026');
    expect(release).toHaveTextContent('Average sentiment: Positive');
    expect(release).not.toHaveTextContent('New response');
    expect(within(release!).getByRole('link', { name: 'Pulse 1' })).toHaveAttribute(
      'href',
      '/surveys/0f8fad5b-d9cb-469f-a165-70867728950e/responses',
    );
    expect(single).toHaveTextContent('New response to Pulse 2');
    expect(single).toHaveTextContent('No team · Mar 8, 2026');
    expect(single).not.toHaveTextContent('released together');
  });

  it('offers Create Survey and Create a Team when there is no recent activity', async () => {
    await openDashboard((_, res) =>
      sendJson(
        res,
        200,
        aDashboard({
          totalResponses: 0,
          avgSentiment: null,
          sentimentOverview: null,
          recentResponses: [],
        }),
      ),
    );
    const recent = await screen.findByRole('region', { name: 'Recent Activity' });

    expect(within(recent).getByRole('link', { name: 'Create Survey' })).toHaveAttribute(
      'href',
      '/surveys/new',
    );
    expect(within(recent).getByRole('link', { name: 'Create a Team' })).toHaveAttribute(
      'href',
      '/teams',
    );
    expect(screen.getAllByTestId('stat')[3]).toHaveTextContent('Avg Sentiment');
    expect(screen.getAllByTestId('stat')[3]).toHaveTextContent('No responses yet');
    expect(screen.getByRole('region', { name: 'Sentiment Overview' })).toHaveTextContent(
      'No sentiment yet',
    );
  });

  it("says 'No Dashboard Data' for a user without teams or surveys", async () => {
    await openDashboard((_, res) =>
      sendJson(
        res,
        200,
        aDashboard({
          totalTeams: 0,
          activeSurveys: 0,
          totalResponses: 0,
          avgSentiment: null,
          sentimentOverview: null,
          recentResponses: [],
          recentActiveSurveys: [],
          gettingStarted: {
            done: { team: false, people: false, survey: false, send: false, result: false },
            team: null,
            survey: null,
            resultSurveyId: null,
          },
        }),
      ),
    );

    expect(await screen.findByRole('heading', { name: 'No Dashboard Data' })).toBeVisible();
    // The getting-started checklist above it holds the actions (decision 0048).
    expect(screen.getByRole('region', { name: 'Get started' })).toBeVisible();
    expect(screen.queryAllByTestId('stat')).toEqual([]);
  });

  it("shows 'Error Loading Dashboard' with the server's message, and retries", async () => {
    let fail = true;
    const { user } = await openDashboard((_, res) =>
      fail
        ? sendJson(res, 500, { message: 'The database is unavailable', errorType: 'server_error' })
        : sendJson(res, 200, aDashboard()),
    );

    expect(await screen.findByText('Error Loading Dashboard')).toBeVisible();
    expect(screen.getByText('The database is unavailable')).toBeVisible();

    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Recent Activity' })).toBeVisible();
    expect(screen.queryByText('Error Loading Dashboard')).not.toBeInTheDocument();
  });

  it("falls back to 'Failed to fetch dashboard data'", async () => {
    // An answer the client cannot read carries no message of the server's.
    await openDashboard((_, res) => sendJson(res, 200, { totalTeams: 'many' }));

    expect(await screen.findByText('Error Loading Dashboard')).toBeVisible();
    expect(screen.getByText('Failed to fetch dashboard data')).toBeVisible();
  });

  describe('verification banner', () => {
    it('is not shown to verified users', async () => {
      await openDashboard((_, res) => sendJson(res, 200, aDashboard()));
      await screen.findByRole('heading', { name: 'Recent Activity' });

      expect(screen.queryByTestId('verification-banner')).not.toBeInTheDocument();
    });

    it("resends: 'Sending...', then 'Email sent!' for 3 s", async () => {
      let release: (() => void) | undefined;
      const { user, api } = await openDashboard((_, res) => sendJson(res, 200, aDashboard()), {
        user: unverified,
        routes: {
          'POST /api/auth/resend-verification': (_: RecordedRequest, res: ServerResponse) => {
            release = () => sendJson(res, 200, { message: 'Verification email sent' });
          },
        },
      });
      const banner = await screen.findByTestId('verification-banner');
      expect(banner).toHaveTextContent('ada@example.com');

      await user.click(within(banner).getByRole('button', { name: 'Resend Verification Email' }));
      expect(await within(banner).findByText('Sending...')).toBeVisible();
      await waitFor(() => expect(release).toBeDefined());
      release?.();

      const sent = await within(banner).findByRole('button', { name: 'Email sent!' });
      expect(sent).toBeDisabled();
      const started = Date.now();
      await within(banner).findByRole(
        'button',
        { name: 'Resend Verification Email' },
        { timeout: 5_000 },
      );
      expect(Date.now() - started).toBeGreaterThan(2_500);
      const [request] = api.requests.filter((r) => r.url === '/api/auth/resend-verification');
      expect(JSON.parse(request?.body ?? '{}')).toEqual({ email: 'ada@example.com' });
    });

    it('shows the error text when the resend fails', async () => {
      const { user } = await openDashboard((_, res) => sendJson(res, 200, aDashboard()), {
        user: unverified,
        routes: {
          'POST /api/auth/resend-verification': (_: RecordedRequest, res: ServerResponse) =>
            sendJson(res, 429, {
              message: 'Too many verification emails; try again later',
              errorType: 'rate_limit',
            }),
        },
      });
      const banner = await screen.findByTestId('verification-banner');

      await user.click(within(banner).getByRole('button', { name: 'Resend Verification Email' }));

      expect(
        await within(banner).findByText('Too many verification emails; try again later'),
      ).toBeVisible();
      expect(
        within(banner).getByRole('button', { name: 'Resend Verification Email' }),
      ).toBeEnabled();
    });

    it('hides itself when the address is already verified', async () => {
      const { user } = await openDashboard((_, res) => sendJson(res, 200, aDashboard()), {
        user: unverified,
        routes: {
          'POST /api/auth/resend-verification': (_: RecordedRequest, res: ServerResponse) =>
            sendJson(res, 400, {
              message: 'Email is already verified',
              errorType: 'validation_error',
            }),
        },
      });
      const banner = await screen.findByTestId('verification-banner');

      await user.click(within(banner).getByRole('button', { name: 'Resend Verification Email' }));

      await waitFor(() =>
        expect(screen.queryByTestId('verification-banner')).not.toBeInTheDocument(),
      );
    });

    it("goes away with 'Remind me later' for the rest of the session", async () => {
      const { user } = await openDashboard((_, res) => sendJson(res, 200, aDashboard()), {
        user: unverified,
      });
      const banner = await screen.findByTestId('verification-banner');

      await user.click(within(banner).getByRole('button', { name: 'Remind me later' }));

      expect(screen.queryByTestId('verification-banner')).not.toBeInTheDocument();
      expect(sessionStorage.getItem('verificationBannerDismissed')).toBe('1');
    });
  });
});

describe('the greeting', () => {
  const intl = createIntl({ locale: 'en', defaultLocale: 'en', messages: {} });
  const now = Date.parse('2026-11-25T12:00:00.000Z');
  it('welcomes an account made in the last hour, and welcomes back anyone older', () => {
    expect(greeting(intl, { firstName: 'Ada', createdAt: '2026-11-25T11:30:00.000Z' }, now)).toBe(
      'Welcome to Candor, Ada!',
    );
    expect(greeting(intl, { firstName: 'Ada', createdAt: '2026-11-25T10:59:00.000Z' }, now)).toBe(
      'Welcome back, Ada!',
    );
    expect(greeting(intl, { firstName: '', createdAt: 'not a date' }, now)).toBe('Welcome back!');
    expect(greeting(intl, null, now)).toBe('Welcome back!');
  });

  it('greets a brand-new account on the dashboard, not as a returning one', async () => {
    await openDashboard((_, res) => sendJson(res, 200, aDashboard()), {
      user: aUser({ createdAt: new Date().toISOString() }),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome to Candor, Ada!' }),
    ).toBeVisible();
  });
});
