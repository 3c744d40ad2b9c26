import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { sendJson, startApiServer, type ApiServer } from '../test/api-server';
import { renderApp } from '../test/render';
import { tokenExpiringIn } from '../test/tokens';
import { aUser } from '../test/users';

let server: ApiServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('session timeout warning', () => {
  it('counts down the last 5 minutes and logs out on request', async () => {
    localStorage.setItem('token', tokenExpiringIn(200));
    server = await startApiServer((req, res) => {
      if (req.url === '/api/auth/me') return sendJson(res, 200, { user: aUser() });
      if (req.url === '/api/auth/logout') return sendJson(res, 200, { message: 'ok' });
      sendJson(res, 404, { message: 'Not found', errorType: 'not_found' });
    });
    const user = userEvent.setup();
    const { router } = renderApp('/dashboard', { apiBaseUrl: server.baseUrl });

    const dialog = await screen.findByRole('alertdialog', { name: 'Session Timeout Warning' });
    const countdown = within(dialog).getByRole('timer');
    const first = countdown.textContent;
    expect(first).toMatch(/^3:(1\d|20)$/);
    // It ticks every second.
    await waitFor(() => expect(countdown.textContent).not.toBe(first));

    await user.click(within(dialog).getByRole('button', { name: 'Logout Now' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('says so and logs out when the session cannot be extended', async () => {
    localStorage.setItem('token', tokenExpiringIn(120));
    server = await startApiServer((req, res) => {
      if (req.url === '/api/auth/me') return sendJson(res, 200, { user: aUser() });
      if (req.url === '/api/auth/refresh-session') {
        return sendJson(res, 500, {
          message: 'Server temporarily unavailable',
          errorType: 'server_error',
        });
      }
      sendJson(res, 200, { message: 'ok' });
    });
    const user = userEvent.setup();
    const { router } = renderApp('/dashboard', { apiBaseUrl: server.baseUrl });

    const dialog = await screen.findByRole('alertdialog', { name: 'Session Timeout Warning' });
    await user.click(within(dialog).getByRole('button', { name: 'Extend Session' }));

    expect(
      await screen.findByText('Failed to extend session. Please log in again.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('stays away while more than 5 minutes remain', async () => {
    localStorage.setItem('token', tokenExpiringIn(3600));
    server = await startApiServer((_, res) => sendJson(res, 200, { user: aUser() }));
    renderApp('/dashboard', { apiBaseUrl: server.baseUrl });

    expect(await screen.findByRole('heading', { level: 1, name: /Welcome back/ })).toBeVisible();
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
