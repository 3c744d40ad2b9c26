import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { sendJson, startApiServer, type ApiServer } from '../../../test/api-server';
import { renderApp, renderWithProviders } from '../../../test/render';
import { PasswordRequirements } from './password-requirements';

let server: ApiServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

function metRules(): string[] {
  const list = screen.getByRole('list', { name: 'Password requirements' });
  return within(list)
    .getAllByRole('listitem')
    .filter((item) => item.dataset.met === 'true')
    .map((item) => item.textContent?.replace(/[✓○]|\((not )?met\)/g, '').trim() ?? '');
}

describe('reset requirements checklist', () => {
  it('ticks each rule as the password meets it, in words as well as colour', () => {
    const view = renderWithProviders(<PasswordRequirements password="" />);
    expect(metRules()).toEqual([]);
    expect(screen.getAllByText('(not met)')).toHaveLength(5);

    view.rerender(<PasswordRequirements password="abcdefgh" />);
    expect(metRules()).toEqual(['At least 8 characters', 'One lowercase letter']);

    view.rerender(<PasswordRequirements password="Abcdefg1!" />);
    expect(metRules()).toEqual([
      'At least 8 characters',
      'One uppercase letter',
      'One lowercase letter',
      'One number',
      'One special character',
    ]);
  });
});

describe('password reset form', () => {
  function resetServer(valid = true) {
    return startApiServer((req, res) => {
      if (req.url === '/api/auth/password-reset/validate') {
        return valid
          ? sendJson(res, 200, { valid: true, email: 'ad**@example.com' })
          : sendJson(res, 400, { message: 'Invalid Reset Link', errorType: 'validation_error' });
      }
      if (req.url === '/api/auth/password-reset/reset') {
        return sendJson(res, 200, { message: 'Password reset successfully!' });
      }
      sendJson(res, 404, { message: 'Not found', errorType: 'not_found' });
    });
  }

  it('enables Reset Password only when every rule passes and both match, then goes to /login', async () => {
    server = await resetServer();
    const user = userEvent.setup();
    const { router } = renderApp('/password-reset/reset?token=tok123', {
      apiBaseUrl: server.baseUrl,
    });
    expect(await screen.findByText('Validating reset link...')).toBeInTheDocument();

    const submit = await screen.findByRole('button', { name: 'Reset Password' });
    expect(screen.getByText('ad**@example.com')).toBeVisible();
    expect(submit).toBeDisabled();

    await user.type(screen.getByLabelText(/^New password/), 'Abcdefg1');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'Abcdefg1');
    expect(submit).toBeDisabled(); // no special character yet

    await user.type(screen.getByLabelText(/^New password/), '!');
    expect(screen.getByText('Passwords do not match')).toBeVisible();
    expect(submit).toBeDisabled();

    await user.type(screen.getByLabelText(/^Confirm new password/), '!');
    expect(screen.queryByText('Passwords do not match')).not.toBeInTheDocument();
    expect(submit).toBeEnabled();

    await user.click(submit);

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText('Password reset successfully!')).toBeInTheDocument();
    expect(JSON.parse(server.requests.find((r) => r.url.endsWith('/reset'))?.body ?? '')).toEqual({
      token: 'tok123',
      password: 'Abcdefg1!',
    });
  });

  it('says Invalid Reset Link, with a way to ask for a new one, for a bad link', async () => {
    server = await resetServer(false);
    renderApp('/password-reset/reset?token=used', { apiBaseUrl: server.baseUrl });

    expect(await screen.findByRole('heading', { name: 'Invalid Reset Link' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Request New Reset Link' })).toHaveAttribute(
      'href',
      '/password-reset',
    );
    expect(screen.getByRole('link', { name: 'Back to Login' })).toHaveAttribute('href', '/login');
  });
});
