import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { sendJson, startApiServer, type ApiServer } from '../../../test/api-server';
import { renderApp } from '../../../test/render';

let server: ApiServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

const support = { email: 'help@candor.example.com', docsHost: 'guide.candor.example.com' };

/**
 * Opens /login against a server that holds `GET /api/auth/config` until `answer` is called, so
 * the screen can be seen before the server has said whether Google sign-in is on.
 */
async function openLogin() {
  let answer: (status: number, body: unknown) => void = () => {};
  const answered = new Promise<{ status: number; body: unknown }>((resolve) => {
    answer = (status, body) => resolve({ status, body });
  });
  server = await startApiServer(async (req, res) => {
    if (req.method === 'GET' && req.url.startsWith('/api/auth/config')) {
      const { status, body } = await answered;
      sendJson(res, status, body);
      return;
    }
    sendJson(res, 404, { message: 'Not found', errorType: 'not_found' });
  });
  renderApp('/login', { apiBaseUrl: server.baseUrl });
  await screen.findByRole('heading', { level: 1, name: 'Sign in to Candor' });
  return answer;
}

describe('sign-in screen: the Google area', () => {
  it('keeps its place until the config arrives, then shows the Google button there', async () => {
    const answer = await openLogin();
    expect(screen.getByTestId('google-area-pending')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.queryByRole('button', { name: 'Sign in with Google' })).toBeNull();

    answer(200, { google: { clientId: 'local-client', provider: 'local' }, support });

    expect(await screen.findByRole('button', { name: 'Sign in with Google' })).toBeEnabled();
    expect(screen.queryByTestId('google-area-pending')).toBeNull();
    expect(screen.getByText('or')).toBeInTheDocument();
  });

  it('gives the place back when Google sign-in is off', async () => {
    const answer = await openLogin();
    expect(screen.getByTestId('google-area-pending')).toBeInTheDocument();

    answer(200, { google: { clientId: '', provider: 'google' }, support });

    await waitFor(() => expect(screen.queryByTestId('google-area-pending')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Sign in with Google' })).toBeNull();
    expect(screen.queryByText('or')).toBeNull();
    expect(screen.getByRole('link', { name: 'Create an account' })).toBeInTheDocument();
  });

  it('gives the place back when the config cannot be loaded', async () => {
    const answer = await openLogin();

    answer(500, { message: 'Server temporarily unavailable', errorType: 'server_error' });

    await waitFor(() => expect(screen.queryByTestId('google-area-pending')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Sign in with Google' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeInTheDocument();
  });
});
