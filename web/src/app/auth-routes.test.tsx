import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { sendJson, startApiServer, type ApiServer, type RecordedRequest } from '../test/api-server';
import { renderApp } from '../test/render';
import { tokenExpiringIn } from '../test/tokens';
import { aUser } from '../test/users';

let server: ApiServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

type Routes = Record<string, (req: RecordedRequest, res: ServerResponse) => void>;

/** An API that answers the given paths and 404s the rest. */
async function api(routes: Routes) {
  server = await startApiServer((req, res) => {
    const handler = routes[`${req.method} ${req.url}`];
    if (handler) return handler(req, res);
    sendJson(res, 404, { message: 'Not found', errorType: 'not_found' });
  });
  return server;
}

const me = (res: ServerResponse) => sendJson(res, 200, { user: aUser() });

describe('routes and the session', () => {
  it('sends a visitor from home and from signed-in pages to /login', async () => {
    const { router } = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Sign in to Candor' }),
    ).toBeVisible();

    await router.navigate('/profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('restores a stored session with GET /api/auth/me and greets the user', async () => {
    const token = tokenExpiringIn(3600);
    localStorage.setItem('token', token);
    const { baseUrl, requests } = await api({ 'GET /api/auth/me': (_, res) => me(res) });

    const { router } = renderApp('/', { apiBaseUrl: baseUrl });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Welcome back, Ada!' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/dashboard');
    expect(requests[0]?.headers.authorization).toBe(`Bearer ${token}`);

    // A signed-in visitor has no business on /login.
    await router.navigate('/login');
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });

  it('drops an expired token at start without asking the server', async () => {
    localStorage.setItem('token', tokenExpiringIn(-60));
    const { baseUrl, requests } = await api({});

    const { router } = renderApp('/dashboard', { apiBaseUrl: baseUrl });

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('token')).toBeNull();
    // The sign-in page may ask for its public settings (GET /api/auth/config) as soon as it
    // shows; what must not happen is the session check, or anything sent with the dead token.
    expect(requests.filter((r) => r.url === '/api/auth/me')).toEqual([]);
    expect(requests.filter((r) => r.headers.authorization !== undefined)).toEqual([]);
  });

  it('logs out when the server refuses the stored token, and says so', async () => {
    localStorage.setItem('token', tokenExpiringIn(3600));
    const { baseUrl } = await api({
      'GET /api/auth/me': (_, res) =>
        sendJson(res, 401, { message: 'Invalid token', errorType: 'invalid_token' }),
    });

    const { router } = renderApp('/dashboard', { apiBaseUrl: baseUrl });

    expect(
      await screen.findByText('Your session has expired. Please log in again.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('signs out: tells the server, forgets the token, says so and goes to /login', async () => {
    localStorage.setItem('token', tokenExpiringIn(3600));
    const { baseUrl, requests } = await api({
      'GET /api/auth/me': (_, res) => me(res),
      'POST /api/auth/logout': (_, res) =>
        sendJson(res, 200, { message: 'Logged out successfully' }),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/dashboard', { apiBaseUrl: baseUrl });

    await user.click(await screen.findByRole('button', { name: 'Sign out' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText('Logged out successfully')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBeNull();
    await waitFor(() =>
      expect(requests.some((r) => r.url === '/api/auth/logout' && r.headers.authorization)).toBe(
        true,
      ),
    );
  });

  it('shows a failed sign-in as a Login failed toast and beside the form', async () => {
    const { baseUrl } = await api({
      'POST /api/auth/login': (_, res) =>
        sendJson(res, 401, {
          message: 'Invalid email or password',
          errorType: 'invalid_credentials',
        }),
    });
    const user = userEvent.setup();
    renderApp('/login', { apiBaseUrl: baseUrl });

    await user.type(await screen.findByLabelText(/^Email/), 'ada@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'wrong-password');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    const toast = await screen.findByTestId('toast');
    expect(within(toast).getByText('Login failed')).toBeInTheDocument();
    expect(within(toast).getByText('Invalid email or password')).toBeInTheDocument();
    const inline = screen.getByTestId('login-failure');
    expect(within(inline).getByText('Sign-in failed')).toBeVisible();
    expect(within(inline).getByText('Invalid email or password')).toBeVisible();
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('signs in, stores the token and opens the page that sent the visitor to /login', async () => {
    const token = tokenExpiringIn(3600);
    const { baseUrl, requests } = await api({
      'POST /api/auth/login': (_, res) =>
        sendJson(res, 200, { token, user: aUser(), expiresIn: 3600 }),
    });
    const user = userEvent.setup();
    const { router } = renderApp('/profile', { apiBaseUrl: baseUrl });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));

    await user.type(await screen.findByLabelText(/^Email/), 'ada@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'secret1');
    await user.click(screen.getByRole('button', { name: 'Sign In' }));

    // The toast first: it shows for a few seconds from the sign-in, however long the page it
    // opens takes to load on a busy machine.
    expect(await screen.findByText('Login successful!')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Profile Settings' }),
    ).toBeVisible();
    expect(router.state.location.pathname).toBe('/profile');
    expect(localStorage.getItem('token')).toBe(token);
    expect(JSON.parse(requests.find((r) => r.url === '/api/auth/login')?.body ?? '')).toEqual({
      email: 'ada@example.com',
      password: 'secret1',
    });
  });

  it('asks for the e-mail and password before calling the server', async () => {
    const { baseUrl, requests } = await api({});
    const user = userEvent.setup();
    renderApp('/login', { apiBaseUrl: baseUrl });

    await user.click(await screen.findByRole('button', { name: 'Sign In' }));

    expect(screen.getByText('Email is required')).toBeVisible();
    expect(screen.getByText('Password is required')).toBeVisible();
    expect(screen.getByLabelText(/^Email/)).toHaveFocus();
    expect(requests.filter((r) => r.url === '/api/auth/login')).toHaveLength(0);
  });
});
