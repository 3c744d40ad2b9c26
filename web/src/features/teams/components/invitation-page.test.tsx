import type { ServerResponse } from 'node:http';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import {
  sendJson,
  startApiServer,
  type ApiServer,
  type RecordedRequest,
} from '../../../test/api-server';
import { renderApp } from '../../../test/render';
import { tokenExpiringIn } from '../../../test/tokens';
import { aUser } from '../../../test/users';
import { aMember, aTeam } from '../test/teams-fixtures';

let server: ApiServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

const invitation = {
  teamName: 'Platform',
  email: 'ada@example.com',
  role: 'admin',
  invitedBy: 'Olivia Owner',
};
const team = aTeam({ current_user_role: 'admin', created_by: 'u2' });

type Answer = (req: RecordedRequest, res: ServerResponse) => void;

async function api(routes: Record<string, Answer>) {
  server = await startApiServer((req, res) => {
    const answer = routes[`${req.method} ${req.url}`];
    if (answer) return answer(req, res);
    sendJson(res, 404, { message: 'Not found', errorType: 'not_found' });
  });
  return server;
}

const lookup: Answer = (_, res) => sendJson(res, 200, invitation);

describe('invitation page', () => {
  it('shows a signed-out visitor the team, the e-mail and the role, and ways to sign in', async () => {
    const { baseUrl, requests } = await api({ 'POST /api/team-invitations/lookup': lookup });

    renderApp('/invitations/accept?token=tok-1', { apiBaseUrl: baseUrl });

    expect(await screen.findByRole('heading', { level: 1, name: 'Join Platform' })).toBeVisible();
    expect(screen.getByText('ada@example.com')).toBeVisible();
    expect(screen.getByText('Admin')).toBeVisible();
    const main = within(screen.getByRole('main'));
    expect(main.getByRole('link', { name: 'Sign in' })).toHaveAttribute(
      'href',
      '/login?email=ada%40example.com',
    );
    expect(main.getByRole('link', { name: 'Create account' })).toHaveAttribute(
      'href',
      '/register?email=ada%40example.com',
    );
    expect(JSON.parse(requests[0]?.body ?? '{}')).toEqual({ token: 'tok-1' });
    expect(sessionStorage.getItem('pendingTeamInvitation')).toBe('tok-1');
  });

  it('brings a visitor back to the invitation after signing in', async () => {
    const user = userEvent.setup();
    const { baseUrl } = await api({
      'POST /api/team-invitations/lookup': lookup,
      'POST /api/auth/login': (_, res) =>
        sendJson(res, 200, { token: tokenExpiringIn(3600), user: aUser(), expiresIn: 3600 }),
    });
    const { router } = renderApp('/invitations/accept?token=tok-1', { apiBaseUrl: baseUrl });

    await screen.findByRole('heading', { level: 1, name: 'Join Platform' });
    await user.click(within(screen.getByRole('main')).getByRole('link', { name: 'Sign in' }));
    await user.type(await screen.findByLabelText(/^Password/), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/invitations/accept'));
    expect(router.state.location.search).toBe('?token=tok-1');
    expect(await screen.findByRole('button', { name: 'Accept Invitation' })).toBeVisible();
  });

  it('accepts for the signed-in invitee and goes to the team', async () => {
    const user = userEvent.setup();
    localStorage.setItem('token', tokenExpiringIn(3600));
    const { baseUrl, requests } = await api({
      'GET /api/auth/me': (_, res) => sendJson(res, 200, { user: aUser() }),
      'POST /api/team-invitations/lookup': lookup,
      'POST /api/team-invitations/accept': (_, res) => sendJson(res, 200, { team }),
      [`GET /api/teams/${team.id}`]: (_, res) => sendJson(res, 200, { team }),
      [`GET /api/teams/${team.id}/members`]: (_, res) =>
        sendJson(res, 200, { members: [aMember()] }),
    });
    const { router } = renderApp('/invitations/accept?token=tok-1', { apiBaseUrl: baseUrl });

    await user.click(await screen.findByRole('button', { name: 'Accept Invitation' }));

    await waitFor(() => expect(router.state.location.pathname).toBe(`/teams/${team.id}`));
    expect(await screen.findByRole('heading', { level: 1, name: 'Platform' })).toBeVisible();
    const accept = requests.find((r) => r.url === '/api/team-invitations/accept');
    expect(JSON.parse(accept?.body ?? '{}')).toEqual({ token: 'tok-1' });
    expect(sessionStorage.getItem('pendingTeamInvitation')).toBeNull();
  });

  it('tells someone signed in with another address to switch accounts', async () => {
    localStorage.setItem('token', tokenExpiringIn(3600));
    const { baseUrl } = await api({
      'GET /api/auth/me': (_, res) =>
        sendJson(res, 200, { user: aUser({ email: 'someone@example.com' }) }),
      'POST /api/team-invitations/lookup': lookup,
    });

    renderApp('/invitations/accept?token=tok-1', { apiBaseUrl: baseUrl });

    expect(await screen.findByText('This invitation is for another account')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Sign out and switch account' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Accept Invitation' })).not.toBeInTheDocument();
  });

  it('says when a link is invalid or has expired', async () => {
    const { baseUrl } = await api({
      'POST /api/team-invitations/lookup': (_, res) =>
        sendJson(res, 400, {
          message: 'This invitation link is invalid or has expired',
          errorType: 'validation_error',
          details: 'Ask the team owner or an admin to invite you again.',
        }),
    });

    renderApp('/invitations/accept?token=old', { apiBaseUrl: baseUrl });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Invitation not valid' }),
    ).toBeVisible();
    expect(screen.getByText('This invitation link is invalid or has expired')).toBeVisible();
    expect(screen.getByText('Ask the team owner or an admin to invite you again.')).toBeVisible();
  });
});
