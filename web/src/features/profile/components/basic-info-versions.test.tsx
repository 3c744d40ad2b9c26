import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { sendJson, startApiServer, type ApiServer } from '../../../test/api-server';
import { renderApp } from '../../../test/render';
import { tokenExpiringIn } from '../../../test/tokens';
import { aUser } from '../../../test/users';

/*
 * The profile over a newer version (decision 0025): Save Changes carries the version the edit
 * started from; a 409 asks; Keep mine sends this form's change over the saved profile, keeping
 * what was changed elsewhere.
 */

let server: ApiServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

function field(body: string, name: string): string | undefined {
  return new RegExp(`name="${name}"\\r\\n\\r\\n([^\\r]*)`).exec(body)?.[1];
}

describe('Basic Information over a newer version', () => {
  it('asks on 409, and Keep mine keeps both the company from elsewhere and the bio from here', async () => {
    const user = userEvent.setup();
    const opened = aUser({ company: null, bio: null, version: 1 });
    const theirs = aUser({ company: 'Acme Ltd', bio: null, version: 2 });
    let current = opened;
    let refuse = true;
    localStorage.setItem('token', tokenExpiringIn(3600));
    server = await startApiServer((req, res) => {
      if (req.url.startsWith('/api/notifications')) {
        return sendJson(res, 200, { notifications: [], unreadCount: 0 });
      }
      if (req.method === 'GET' && req.url === '/api/auth/me') {
        return sendJson(res, 200, { user: current });
      }
      if (req.method === 'PUT' && req.url === '/api/auth/profile') {
        if (refuse) {
          refuse = false;
          current = theirs;
          return sendJson(res, 409, { message: 'Changed elsewhere', errorType: 'stale_version' });
        }
        current = { ...theirs, bio: field(req.body, 'bio') ?? null, version: 3 };
        return sendJson(res, 200, { success: true, user: current });
      }
      sendJson(res, 404, { message: 'Not found', errorType: 'not_found' });
    });
    renderApp('/profile', { apiBaseUrl: server.baseUrl });

    await user.click(
      await screen.findByRole('button', { name: 'Edit Profile' }, { timeout: 15_000 }),
    );
    // The form takes the focus as it appears, so typing into another field at once loses nothing.
    expect(screen.getByRole('textbox', { name: /^First name/ })).toHaveFocus();
    await user.type(screen.getByRole('textbox', { name: /^Bio/ }), 'Runs the platform team.');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    const dialog = await screen.findByRole('alertdialog', {
      name: 'This profile was changed elsewhere',
    });
    const puts = () => (server?.requests ?? []).filter((r) => r.method === 'PUT');
    expect(field(puts()[0]?.body ?? '', 'version')).toBe('1');
    expect(screen.queryByText('Profile updated successfully')).toBeNull();

    await user.click(within(dialog).getByRole('button', { name: 'Keep mine' }));

    expect(await screen.findByText('Profile updated successfully')).toBeInTheDocument();
    const again = puts()[1]?.body ?? '';
    expect(field(again, 'bio')).toBe('Runs the platform team.');
    expect(field(again, 'company')).toBe('Acme Ltd');
    expect(field(again, 'version')).toBe('2');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });
});
