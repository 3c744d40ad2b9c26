import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ServerResponse } from 'node:http';
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
import { TYPE_EMAIL } from './delete-account-card';

let server: ApiServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
  localStorage.clear();
});

const team = (id: string, name: string, role: 'owner' | 'admin') => ({
  id,
  name,
  description: '',
  logo_url: null,
  brand_color: '#3B82F6',
  created_by: role === 'owner' ? 'u1' : 'u2',
  current_user_id: 'u1',
  current_user_role: role,
  members: [],
  member_count: 3,
  survey_count: 1,
  response_count: 0,
  created_at: '2026-11-01T00:00:00.000Z',
  version: 0,
});

async function openProfile(
  onDelete: (req: RecordedRequest, res: ServerResponse) => void,
  user = aUser(),
) {
  localStorage.setItem('token', tokenExpiringIn(3600));
  server = await startApiServer((req, res) => {
    if (req.method === 'GET' && req.url === '/api/auth/me') return sendJson(res, 200, { user });
    if (req.method === 'GET' && req.url === '/api/teams') {
      return sendJson(res, 200, {
        teams: [team('t1', 'Lighthouse', 'owner'), team('t2', 'Harbour', 'admin')],
      });
    }
    if (req.method === 'DELETE' && req.url === '/api/auth/me') return onDelete(req, res);
    sendJson(res, 200, { notifications: [], unreadCount: 0 });
  });
  const view = renderApp('/profile', { apiBaseUrl: server.baseUrl });
  const user_ = userEvent.setup();
  // The whole app starts first (session check, shell): give it longer than one lookup.
  const open = await screen.findByRole(
    'button',
    { name: 'Delete My Account' },
    { timeout: 10_000 },
  );
  await user_.click(open);
  const dialog = within(await screen.findByRole('alertdialog'));
  return { ...view, user: user_, dialog, requests: server.requests };
}

describe('Delete Account', () => {
  it('lists what happens, names the teams owned, and signs out once the account is deleted', async () => {
    const { user, dialog, requests, router } = await openProfile((_req, res) =>
      sendJson(res, 200, { message: 'Your account has been deleted' }),
    );

    expect(await dialog.findByText(/The team you own is deleted for everyone:/)).toBeVisible();
    expect(dialog.getByText(/Lighthouse, with their members/)).toBeVisible();
    expect(dialog.queryByText(/Harbour/)).toBeNull();
    expect(
      dialog.getByText('You are signed out everywhere at once', { exact: false }),
    ).toBeVisible();
    expect(dialog.getByText('Your e-mail address can be used to register again.')).toBeVisible();

    // A wrong e-mail and no password send nothing.
    await user.type(
      dialog.getByLabelText(/Type your e-mail address to confirm/),
      'ada@example.org',
    );
    await user.click(dialog.getByRole('button', { name: 'Delete My Account' }));
    expect(await dialog.findByText(TYPE_EMAIL)).toBeVisible();
    expect(dialog.getByText('Enter your password to confirm')).toBeVisible();
    expect(requests.filter((r) => r.method === 'DELETE')).toEqual([]);

    await user.clear(dialog.getByLabelText(/Type your e-mail address to confirm/));
    await user.type(
      dialog.getByLabelText(/Type your e-mail address to confirm/),
      'Ada@Example.com',
    );
    await user.type(dialog.getByLabelText(/Your password/), 'Lantern-Harbour-7');
    await user.click(dialog.getByRole('button', { name: 'Delete My Account' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    const sent = requests.filter((r) => r.method === 'DELETE');
    expect(sent.map((r) => JSON.parse(r.body))).toEqual([
      { confirmation: 'Ada@Example.com', password: 'Lantern-Harbour-7' },
    ]);
    expect(localStorage.getItem('token')).toBeNull();
    expect(await screen.findByText('Your account has been deleted')).toBeVisible();
    // No sign-out call with a session that no longer exists.
    expect(requests.filter((r) => r.url === '/api/auth/logout')).toEqual([]);
  });

  it('says how to cancel a paid subscription when the server refuses, and keeps the session', async () => {
    const message =
      'Your Professional subscription is still active. Cancel it first on the Billing page (Manage Subscription, then Cancel plan), then delete your account.';
    const { user, dialog, router } = await openProfile(
      (_req, res) => sendJson(res, 409, { message, errorType: 'subscription_active' }),
      aUser({ authProvider: 'google' }),
    );
    // A Google account has no password to give.
    expect(dialog.queryByLabelText(/Your password/)).toBeNull();
    await user.type(
      dialog.getByLabelText(/Type your e-mail address to confirm/),
      'ada@example.com',
    );
    await user.click(dialog.getByRole('button', { name: 'Delete My Account' }));

    expect(await dialog.findByText(message)).toBeVisible();
    expect(dialog.getByText('Your account was not deleted')).toBeVisible();
    expect(router.state.location.pathname).toBe('/profile');
    expect(localStorage.getItem('token')).not.toBeNull();
  });
});
