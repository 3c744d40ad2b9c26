import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { sendJson, startApiServer, type ApiServer } from '../../../test/api-server';
import { renderApp } from '../../../test/render';
import { tokenExpiringIn } from '../../../test/tokens';
import { aUser } from '../../../test/users';

let server: ApiServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function fillForm(user: ReturnType<typeof userEvent.setup>, password = 'secret1') {
  await user.type(screen.getByLabelText(/^First name/), 'Ada');
  await user.type(screen.getByLabelText(/^Last name/), 'Lovelace');
  await user.type(screen.getByLabelText(/^Email/), 'ada@example.com');
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.type(screen.getByLabelText(/^Confirm password/), password);
}

// The app around the screen (shell, toasts, the signed-in frame after success) is slow to
// render in jsdom when the whole suite runs at once.
describe('register screen', () => {
  it('keeps Start Free disabled until the terms are ticked', async () => {
    const user = userEvent.setup();
    renderApp('/register');

    const submit = await screen.findByRole('button', { name: 'Start Free' });
    expect(submit).toBeDisabled();
    // It says why.
    expect(submit).toHaveAccessibleDescription(
      'Tick the Terms of Service box above to create your account.',
    );

    await user.click(screen.getByRole('checkbox', { name: 'I agree to the Terms of Service' }));

    expect(submit).toBeEnabled();
    expect(screen.queryByText(/above to create your account/)).toBeNull();
  });

  it('fills in the address it was sent with (an invitation’s Create account)', async () => {
    renderApp('/register?email=ada%40example.com');
    expect(await screen.findByLabelText(/^Email/)).toHaveValue('ada@example.com');
  });

  it('shows the rules’ messages on the fields and clears one when it is edited', async () => {
    const user = userEvent.setup();
    renderApp('/register');
    await user.click(
      await screen.findByRole('checkbox', { name: 'I agree to the Terms of Service' }),
    );
    await user.type(screen.getByLabelText(/^Password/), '123');
    await user.type(screen.getByLabelText(/^Confirm password/), '124');

    await user.click(screen.getByRole('button', { name: 'Start Free' }));

    const password = screen.getByLabelText(/^Password/);
    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleDescription(
      expect.stringContaining('Password is too weak') as string,
    );
    expect(screen.getByText('Your password must be at least 6 characters long.')).toBeVisible();
    expect(screen.getByText('Passwords do not match')).toBeVisible();
    expect(screen.getByText('First name is required')).toBeVisible();
    expect(screen.getByLabelText(/^First name/)).toHaveFocus();

    await user.type(screen.getByLabelText(/^First name/), 'A');

    expect(screen.queryByText('First name is required')).not.toBeInTheDocument();
    expect(screen.getByText('Password is too weak')).toBeVisible();
  });

  it('shows the referral banner and sends the code with the registration', async () => {
    server = await startApiServer((req, res) => {
      if (req.url === '/api/auth/register') {
        return sendJson(res, 201, {
          token: tokenExpiringIn(3600),
          user: aUser({ emailVerified: false, email_verified: false }),
          expiresIn: 3600,
          wasUnverified: false,
          verificationEmailSent: true,
        });
      }
      sendJson(res, 404, { message: 'Not found', errorType: 'not_found' });
    });
    const user = userEvent.setup();
    const { router } = renderApp('/register?ref=FRIEND1', { apiBaseUrl: server.baseUrl });

    expect(await screen.findByText('Referral Applied!')).toBeVisible();
    await fillForm(user);
    await user.click(screen.getByRole('checkbox', { name: 'I agree to the Terms of Service' }));
    await user.click(screen.getByRole('button', { name: 'Start Free' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    const sent = server.requests.find((r) => r.url === '/api/auth/register');
    expect(JSON.parse(sent?.body ?? '{}')).toEqual({
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      password: 'secret1',
      referralCode: 'FRIEND1',
    });
    expect(
      await screen.findByText(
        'Registration successful! Please check your email to verify your account',
      ),
    ).toBeInTheDocument();
  });

  it('returns to the invitation link that sent the visitor to register', async () => {
    server = await startApiServer((req, res) => {
      if (req.url === '/api/auth/register') {
        return sendJson(res, 201, {
          token: tokenExpiringIn(3600),
          user: aUser({ emailVerified: false, email_verified: false }),
          expiresIn: 3600,
          wasUnverified: false,
          verificationEmailSent: true,
        });
      }
      sendJson(res, 404, { message: 'Not found', errorType: 'not_found' });
    });
    const user = userEvent.setup();
    const { router } = renderApp('/login', { apiBaseUrl: server.baseUrl });
    await router.navigate('/register', {
      state: { from: { pathname: '/invitations/accept', search: '?token=invite-token-1' } },
    });

    await screen.findByLabelText(/^First name/);
    await fillForm(user);
    await user.click(screen.getByRole('checkbox', { name: 'I agree to the Terms of Service' }));
    await user.click(screen.getByRole('button', { name: 'Start Free' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/invitations/accept'));
    expect(router.state.location.search).toBe('?token=invite-token-1');
  });

  it('offers to sign in when the e-mail already has a verified account', async () => {
    server = await startApiServer((req, res) => {
      if (req.url === '/api/auth/register') {
        return sendJson(res, 409, {
          message: 'An account with this email already exists',
          errorType: 'duplicate_email',
        });
      }
      if (req.url === '/api/auth/check-registration') {
        return sendJson(res, 200, {
          status: 'verified',
          user: { email: 'ada@example.com', firstName: 'Ada', emailVerified: true },
        });
      }
      sendJson(res, 404, { message: 'Not found', errorType: 'not_found' });
    });
    const user = userEvent.setup();
    const { router } = renderApp('/register', { apiBaseUrl: server.baseUrl });
    await screen.findByRole('button', { name: 'Start Free' });
    await fillForm(user);
    await user.click(screen.getByRole('checkbox', { name: 'I agree to the Terms of Service' }));

    await user.click(screen.getByRole('button', { name: 'Start Free' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Account Already Exists' });
    await user.click(within(dialog).getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?email=ada%40example.com');
    expect(await screen.findByLabelText(/^Email/)).toHaveValue('ada@example.com');
  });

  it('offers a new verification e-mail when the account is not verified', async () => {
    server = await startApiServer((req, res) => {
      if (req.url === '/api/auth/register') {
        return sendJson(res, 409, {
          message: 'An account with this email already exists',
          errorType: 'duplicate_email',
        });
      }
      if (req.url === '/api/auth/check-registration') {
        return sendJson(res, 200, {
          status: 'unverified',
          user: { email: 'ada@example.com', firstName: 'Ada', emailVerified: false },
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
    const { router } = renderApp('/register', { apiBaseUrl: server.baseUrl });
    await screen.findByRole('button', { name: 'Start Free' });
    await fillForm(user);
    await user.click(screen.getByRole('checkbox', { name: 'I agree to the Terms of Service' }));
    await user.click(screen.getByRole('button', { name: 'Start Free' }));

    const dialog = await screen.findByRole('alertdialog', { name: 'Account Not Verified' });
    expect(within(dialog).getByRole('button', { name: 'Try Signing In Instead' })).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Resend Verification Email' }));

    expect(
      await screen.findByText('Verification email sent successfully! Check your inbox.'),
    ).toBeInTheDocument();
    // On to the dashboard, which sends a visitor who is not signed in to /login.
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(
      JSON.parse(
        server.requests.find((r) => r.url === '/api/auth/resend-verification')?.body ?? '',
      ),
    ).toEqual({ email: 'ada@example.com' });
  });
});
