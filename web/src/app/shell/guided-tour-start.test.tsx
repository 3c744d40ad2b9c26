import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { User } from '#shared/api/auth';
import type { Dashboard } from '#shared/api/dashboard';
import { sendJson, type ApiServer } from '../../test/api-server';
import { axeViolations } from '../../test/axe';
import { renderApp } from '../../test/render';
import { signedInApi } from '../../test/signed-in-api';
import { aUser } from '../../test/users';

/*
 * When the guided tour starts by itself (decision 0043): on the dashboard, once, for an account
 * that has not been through it; never on the verification page; never again once dismissed, here
 * or on another device (the account says so); and on demand from the keyboard shortcuts help.
 */

let server: ApiServer | undefined;
type Router = ReturnType<typeof renderApp>['router'];

const emptyDashboard: Dashboard = {
  totalTeams: 0,
  activeSurveys: 0,
  totalResponses: 0,
  avgSentiment: 0,
  sentimentOverview: { positive: 0, neutral: 0, negative: 0 },
  notScored: 0,
  recentResponses: [],
  recentActiveSurveys: [],
  gettingStarted: {
    done: { team: false, people: false, survey: false, send: false, result: false },
    team: null,
    survey: null,
    resultSurveyId: null,
  },
  attention: [],
};

beforeEach(async () => {
  // jsdom lays nothing out: the tour's targets count as on screen as on a wide screen, where the
  // sidebar's entries show and the phone's menu button does not.
  vi.spyOn(Element.prototype, 'getClientRects').mockImplementation(function (this: Element) {
    const hidden = this.closest('[data-tour="menu"]') !== null;
    return (hidden ? [] : [new DOMRect(0, 0, 10, 10)]) as unknown as DOMRectList;
  });
  // The tour's code is loaded ahead, so a tour that was going to show has shown by the time the
  // page it would show over has (the negative cases below rely on it).
  await import('./guided-tour');
});

afterEach(async () => {
  vi.restoreAllMocks();
  await server?.close();
  server = undefined;
});

async function start(path: string, user: User) {
  let account = user;
  server = await signedInApi({
    'GET /api/auth/me': (_, r) => sendJson(r, 200, { user: account }),
    'GET /api/dashboard': (_, r) => sendJson(r, 200, emptyDashboard),
    'PUT /api/auth/profile/tour': (_, r) => {
      account = { ...account, tourDone: true };
      sendJson(r, 200, { user: account });
    },
    'POST /api/auth/verify-email': (_, r) =>
      sendJson(r, 200, { message: 'Email verified successfully!', user: account }),
  });
  return renderApp(path, { apiBaseUrl: server.baseUrl });
}

const tourMarks = () =>
  server?.requests.filter((r) => r.method === 'PUT' && r.url === '/api/auth/profile/tour') ?? [];

async function dashboardShown() {
  await screen.findByRole('heading', { level: 1, name: /Ada/ });
}

/** Moves on to Teams: a page whose code and data are asked for after the tour's. */
async function openTeams(router: Router) {
  await router.navigate('/teams');
  await screen.findByRole('heading', { level: 1, name: 'Teams' });
}

describe('the guided tour', () => {
  it('starts by itself on the dashboard of a new account, and dismissed, is saved on the account and stays away', async () => {
    const user = userEvent.setup();
    const { router } = await start('/dashboard', aUser({ tourDone: false }));

    const tour = await screen.findByRole('dialog', { name: 'Your dashboard' });
    expect(within(tour).getByTestId('tour-progress')).toHaveTextContent('Step 1 of 4');
    expect(await axeViolations(tour)).toEqual([]);

    await user.click(within(tour).getByRole('button', { name: 'Skip tour' }));
    expect(screen.queryByTestId('guided-tour')).not.toBeInTheDocument();
    await waitFor(() => expect(tourMarks()).toHaveLength(1));
    expect(localStorage.getItem('tourSeen')).toBe('true');

    // Back on the dashboard later in the same visit: it does not come back.
    await openTeams(router);
    await router.navigate('/dashboard');
    await dashboardShown();
    expect(screen.queryByTestId('guided-tour')).not.toBeInTheDocument();
  });

  it('does not start on the e-mail verification page, only on the dashboard it goes on to', async () => {
    await start('/verify-email?token=tour-link', aUser({ tourDone: false }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Email verified' })).toBeVisible();
    expect(screen.queryByTestId('guided-tour')).not.toBeInTheDocument();

    // The page moves on to the dashboard by itself (after 3 s): there, the tour.
    expect(
      await screen.findByRole('dialog', { name: 'Your dashboard' }, { timeout: 30_000 }),
    ).toBeVisible();
    expect(tourMarks()).toHaveLength(0);
  });

  it('does not start for an account that has been through it on another device', async () => {
    const { router } = await start('/dashboard', aUser({ tourDone: true }));
    await dashboardShown();
    await openTeams(router);
    expect(screen.queryByTestId('guided-tour')).not.toBeInTheDocument();
  });

  it('does not start in a browser that has seen it (the spec’s local flag)', async () => {
    localStorage.setItem('tourSeen', 'true');
    const { router } = await start('/dashboard', aUser({ tourDone: false }));
    await dashboardShown();
    await openTeams(router);
    expect(screen.queryByTestId('guided-tour')).not.toBeInTheDocument();
  });

  it('does not start on another page, even for a new account', async () => {
    await start('/teams', aUser({ tourDone: false }));
    await screen.findByRole('heading', { level: 1, name: 'Teams' });
    expect(screen.queryByTestId('guided-tour')).not.toBeInTheDocument();
  });

  it('can be taken again from the keyboard shortcuts help, and finished, saves nothing new', async () => {
    const user = userEvent.setup();
    await start('/teams', aUser({ tourDone: true }));
    await screen.findByRole('heading', { level: 1, name: 'Teams' });

    await user.click(screen.getByRole('button', { name: 'Keyboard shortcuts' }));
    const help = await screen.findByRole('dialog', { name: /keyboard shortcuts/i });
    await user.click(within(help).getByRole('button', { name: 'Take the tour' }));

    const tour = await screen.findByRole('dialog', { name: 'Your dashboard' });
    for (const title of ['Teams', 'Surveys', 'Your profile']) {
      await user.click(within(tour).getByRole('button', { name: 'Next' }));
      expect(await within(tour).findByRole('heading', { name: title })).toBeVisible();
    }
    await user.click(within(tour).getByRole('button', { name: 'Finish' }));
    expect(screen.queryByTestId('guided-tour')).not.toBeInTheDocument();
    expect(tourMarks()).toHaveLength(0);
  });
});
