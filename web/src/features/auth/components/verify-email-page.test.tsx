import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendJson, startApiServer, type ApiServer } from '../../../test/api-server';
import { renderApp } from '../../../test/render';
import { tokenExpiringIn } from '../../../test/tokens';
import { aUser } from '../../../test/users';

let server: ApiServer | undefined;

afterEach(async () => {
  vi.useRealTimers();
  await server?.close();
  server = undefined;
});

describe('e-mail verification screen', () => {
  it('says there is no token when the link has none', async () => {
    renderApp('/verify-email');

    expect(await screen.findByText('No verification token found in the URL.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeVisible();
  });

  it('verifies, says so, and opens the dashboard after 3 s', async () => {
    server = await startApiServer((req, res) =>
      req.url === '/api/auth/verify-email'
        ? sendJson(res, 200, {
            message: 'Email verified successfully! Welcome to the product!',
            user: aUser(),
          })
        : sendJson(res, 404, { message: 'Not found', errorType: 'not_found' }),
    );
    const { router } = renderApp('/verify-email?token=good', { apiBaseUrl: server.baseUrl });

    expect(await screen.findByRole('heading', { level: 1, name: 'Email verified' })).toBeVisible();
    // The verification's own request (another part of the app may ask for something else first).
    const verify = server.requests.find(
      (r) => r.method === 'POST' && r.url === '/api/auth/verify-email',
    );
    expect(JSON.parse(verify?.body ?? '')).toEqual({ token: 'good' });
    expect(router.state.location.pathname).toBe('/verify-email');
    // On to the dashboard (which sends this signed-out visitor on to /login).
    await waitFor(() => expect(router.state.location.pathname).not.toBe('/verify-email'));
  });

  it('tells an expired link apart and offers a new one', async () => {
    server = await startApiServer((req, res) => {
      if (req.url === '/api/auth/verify-email') {
        return sendJson(res, 400, {
          message: 'Verification link has expired. Please request a new one.',
          errorType: 'validation_error',
        });
      }
      if (req.url === '/api/auth/resend-verification') {
        return sendJson(res, 200, {
          message: 'Verification email sent successfully! Check your inbox.',
        });
      }
      sendJson(res, 404, { message: 'Not found', errorType: 'not_found' });
    });
    const user = userEvent.setup();
    renderApp('/verify-email?token=old', { apiBaseUrl: server.baseUrl });

    expect(
      await screen.findByText('Verification link has expired. Please request a new one.'),
    ).toBeVisible();
    await user.type(screen.getByLabelText('Email'), 'ada@example.com');
    await user.click(screen.getByRole('button', { name: 'Resend Verification Email' }));

    expect(await screen.findByRole('button', { name: 'Email sent!' })).toBeDisabled();
    expect(
      await screen.findByText('Verification email sent successfully! Check your inbox.'),
    ).toBeInTheDocument();
    // The button is ready again after 3 s.
    expect(await screen.findByRole('button', { name: 'Resend Verification Email' })).toBeEnabled();
  });

  it('calls other failures a failed verification, with Try Again', async () => {
    server = await startApiServer((_, res) =>
      sendJson(res, 400, { message: 'Invalid verification link', errorType: 'validation_error' }),
    );
    const user = userEvent.setup();
    renderApp('/verify-email?token=used', { apiBaseUrl: server.baseUrl });

    expect(
      await screen.findByText('Email verification failed. Please try again or contact support.'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    await waitFor(() => expect(server?.requests).toHaveLength(2));
  });

  it('waits for the link (Check Your Email) when someone unverified is signed in', async () => {
    localStorage.setItem('token', tokenExpiringIn(3600));
    server = await startApiServer((req, res) =>
      req.url === '/api/auth/me'
        ? sendJson(res, 200, { user: aUser({ emailVerified: false, email_verified: false }) })
        : sendJson(res, 404, { message: 'Not found', errorType: 'not_found' }),
    );
    renderApp('/verify-email', { apiBaseUrl: server.baseUrl });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Check Your Email' }),
    ).toBeVisible();
    expect(screen.getByText('ada@example.com')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Resend Verification Email' })).toBeEnabled();
  });

  it('says the address is already verified when a used link is opened again while signed in', async () => {
    localStorage.setItem('token', tokenExpiringIn(3600));
    server = await startApiServer((req, res) =>
      req.url === '/api/auth/me'
        ? sendJson(res, 200, { user: aUser() })
        : sendJson(res, 400, {
            message: 'Invalid verification link',
            errorType: 'validation_error',
          }),
    );
    renderApp('/verify-email?token=used-before', { apiBaseUrl: server.baseUrl });

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Email already verified' }),
    ).toBeVisible();
    expect(screen.getByText('Your email address is already verified.')).toBeVisible();
    expect(screen.queryByText(/Verification failed|verification failed/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
  });
});
