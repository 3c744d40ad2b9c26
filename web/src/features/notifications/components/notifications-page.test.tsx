import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Notification } from '#shared/api/notifications';
import { sendJson, startApiServer, type ApiServer } from '../../../test/api-server';
import { renderApp } from '../../../test/render';
import { tokenExpiringIn } from '../../../test/tokens';
import { aUser } from '../../../test/users';

let server: ApiServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

const long =
  'Reminders for round 3 of "Quarterly engineering pulse for the platform and infrastructure teams" went out to those who have not answered yet, at the time the round was sent.';

function aNotification(id: string, over: Partial<Notification> = {}): Notification {
  return {
    id,
    type: 'reminder',
    title: `Notice ${id}`,
    message: `Message of ${id}`,
    is_read: false,
    created_at: '2026-11-20T09:30:00.000Z',
    data: '{}',
    ...over,
  };
}

/**
 * The notifications routes as the API answers them: two pages (20 newest, then one older), Mark
 * as read, Delete and Mark all, the unread count kept as the server would.
 */
async function notificationsApi() {
  const first = Array.from({ length: 20 }, (_, i) =>
    aNotification(`n${String(i + 1).padStart(2, '0')}`, {
      is_read: i >= 2,
      ...(i === 0 ? { message: long } : {}),
    }),
  );
  const older = [aNotification('n21', { title: 'The oldest one', is_read: true })];
  let unread = 2;
  localStorage.setItem('token', tokenExpiringIn(3600));
  server = await startApiServer((req, res) => {
    if (req.method === 'GET' && req.url === '/api/auth/me') {
      return sendJson(res, 200, { user: aUser() });
    }
    if (req.method === 'GET' && req.url === '/api/teams') return sendJson(res, 200, { teams: [] });
    if (req.method === 'GET' && req.url.startsWith('/api/notifications')) {
      const url = new URL(req.url, 'http://x');
      if (url.searchParams.get('cursor') === 'page-2') {
        return sendJson(res, 200, { notifications: older, unreadCount: unread });
      }
      return sendJson(res, 200, {
        notifications: first,
        unreadCount: unread,
        ...(url.searchParams.get('limit') === '20' ? { nextCursor: 'page-2' } : {}),
      });
    }
    if (req.method === 'PUT' && req.url === '/api/notifications/read-all') {
      unread = 0;
      return sendJson(res, 200, { message: 'All notifications marked as read', unreadCount: 0 });
    }
    if (req.method === 'PUT' && req.url.endsWith('/read')) {
      unread = Math.max(0, unread - 1);
      return sendJson(res, 200, { message: 'Marked as read', unreadCount: unread });
    }
    if (req.method === 'DELETE' && req.url.startsWith('/api/notifications/')) {
      return sendJson(res, 200, { message: 'Deleted', unreadCount: unread });
    }
    sendJson(res, 404, { message: 'Not found', errorType: 'not_found' });
  });
  return server;
}

describe('the notifications page', () => {
  it('lists every notification in full, page by page, and marks, deletes and filters them', async () => {
    const user = userEvent.setup();
    const api = await notificationsApi();
    renderApp('/notifications', { apiBaseUrl: api.baseUrl });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Notifications' }, { timeout: 15_000 }),
    ).toBeVisible();
    const list = await screen.findByTestId('notifications-list');
    await waitFor(() => expect(within(list).getAllByTestId('notification-card')).toHaveLength(20));
    // A long message is shown whole, not cut to two lines as in the bell's list.
    expect(within(list).getByText(long)).toBeVisible();

    // Older ones, a page at a time.
    await user.click(screen.getByRole('button', { name: 'Show older notifications' }));
    expect(await within(list).findByRole('heading', { name: 'The oldest one' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Show older notifications' })).toBeNull();
    expect(within(list).getAllByTestId('notification-card')).toHaveLength(21);

    // Only the unread ones.
    await user.click(screen.getByRole('button', { name: 'Unread (2)' }));
    await waitFor(() => expect(within(list).getAllByTestId('notification-card')).toHaveLength(2));
    await user.click(within(list).getByRole('button', { name: 'Mark as read Notice n01' }));
    await waitFor(() => expect(within(list).getAllByTestId('notification-card')).toHaveLength(1));
    expect(screen.getByRole('button', { name: 'Unread (1)' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Mark all as read' }));
    expect(await screen.findByText('Nothing unread.')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'All' }));
    const all = await screen.findByTestId('notifications-list');
    await user.click(within(all).getByRole('button', { name: 'Delete Notice n05' }));
    await waitFor(() =>
      expect(within(all).queryByRole('heading', { name: /^Notice n05/ })).toBeNull(),
    );
    expect(within(all).getAllByTestId('notification-card')).toHaveLength(20);
    expect(api.requests.filter((r) => r.method === 'DELETE').map((r) => r.url)).toEqual([
      '/api/notifications/n05',
    ]);
  });

  it('says when the list cannot be loaded and loads it again on Retry', async () => {
    const user = userEvent.setup();
    let fail = true;
    localStorage.setItem('token', tokenExpiringIn(3600));
    server = await startApiServer((req, res) => {
      if (req.url === '/api/auth/me') return sendJson(res, 200, { user: aUser() });
      if (req.url === '/api/teams') return sendJson(res, 200, { teams: [] });
      if (req.url.startsWith('/api/notifications?limit=20')) {
        if (fail) {
          fail = false;
          return sendJson(res, 500, { message: '', errorType: 'server_error' });
        }
        return sendJson(res, 200, { notifications: [], unreadCount: 0 });
      }
      if (req.url.startsWith('/api/notifications')) {
        return sendJson(res, 200, { notifications: [], unreadCount: 0 });
      }
      sendJson(res, 404, { message: 'Not found', errorType: 'not_found' });
    });
    renderApp('/notifications', { apiBaseUrl: server.baseUrl });
    expect(
      await screen.findByText('Failed to load notifications', undefined, { timeout: 15_000 }),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No notifications yet.')).toBeVisible();
  });

  it("is where the bell's View all notifications leads", async () => {
    const user = userEvent.setup();
    const api = await notificationsApi();
    renderApp('/support', { apiBaseUrl: api.baseUrl });
    const bell = await screen.findByRole(
      'button',
      { name: 'Notifications, 2 unread' },
      { timeout: 15_000 },
    );
    await user.click(bell);
    await user.click(await screen.findByRole('button', { name: 'View all notifications' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Notifications' }, { timeout: 15_000 }),
    ).toBeVisible();
  });
});
