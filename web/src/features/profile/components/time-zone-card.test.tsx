import { screen, waitFor } from '@testing-library/react';
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
  localStorage.clear();
});

async function openProfile(saveAnswer: [number, unknown]) {
  localStorage.setItem('token', tokenExpiringIn(3600));
  server = await startApiServer((req, res) => {
    if (req.method === 'GET' && req.url === '/api/auth/me') {
      return sendJson(res, 200, { user: aUser({ timezone: null }) });
    }
    if (req.method === 'PUT' && req.url === '/api/auth/profile/timezone') {
      return sendJson(res, saveAnswer[0], saveAnswer[1]);
    }
    sendJson(res, 200, { notifications: [], unreadCount: 0 });
  });
  renderApp('/profile', { apiBaseUrl: server.baseUrl });
  await screen.findByRole('heading', { name: 'Time Zone' }, { timeout: 10_000 });
  return server.requests;
}

describe('Time Zone', () => {
  it('starts at the browser zone, finds a zone by search and saves it on the profile', async () => {
    const user = userEvent.setup();
    const requests = await openProfile([200, { user: aUser({ timezone: 'Asia/Tokyo' }) }]);
    const select = screen.getByLabelText('Time zone') as HTMLSelectElement;
    expect(select.value).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
    expect(screen.getByText(/Not chosen yet: your browser’s zone is used/)).toBeVisible();

    await user.type(screen.getByLabelText('Search time zones'), 'tokyo');
    expect(select.value).toBe('Asia/Tokyo');
    expect([...select.options].map((o) => o.value)).toEqual(['Asia/Tokyo']);
    await user.click(screen.getByRole('button', { name: 'Save Time Zone' }));

    expect(await screen.findByText('Time zone saved')).toBeVisible();
    const sent = requests.filter((r) => r.method === 'PUT');
    expect(sent.map((r) => JSON.parse(r.body))).toEqual([{ timezone: 'Asia/Tokyo' }]);
    await waitFor(() => expect(screen.queryByText(/Not chosen yet/)).toBeNull());
  });

  it('says so when the server refuses the zone', async () => {
    const user = userEvent.setup();
    await openProfile([
      400,
      {
        message: 'Please check your information',
        errorType: 'validation_error',
        fields: { timezone: 'Choose a time zone from the list' },
      },
    ]);
    await user.selectOptions(screen.getByLabelText('Time zone'), 'Europe/Berlin');
    await user.click(screen.getByRole('button', { name: 'Save Time Zone' }));
    expect(await screen.findByText('Please check your information')).toBeVisible();
  });
});
