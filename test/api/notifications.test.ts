import { beforeAll, describe, expect, inject, it } from 'vitest';
import { errorBody } from '#shared/api/errors';
import { notificationsResponse, type Notification } from '#shared/api/notifications';

const url = (path: string) => `${inject('apiUrl')}${path}`;
const stamp = `${Date.now()}`;

async function register(name: string): Promise<{ token: string; email: string }> {
  const email = `notify-${name}-${stamp}@example.com`;
  const response = await fetch(url('/api/auth/register'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      firstName: name,
      lastName: 'Tester',
      email,
      password: 'Lantern-Harbour-7',
    }),
  });
  expect(response.status).toBe(201);
  return { token: ((await response.json()) as { token: string }).token, email };
}

/** Creates a notification through the real service, as another area of the product would. */
async function notify(
  email: string,
  n: { type: string; title: string; message: string; data?: object },
) {
  const response = await fetch(url('/dev/api/notify'), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, ...n }),
  });
  expect(response.status).toBe(201);
  return (await response.json()) as Notification;
}

const as = (token: string, path: string, method = 'GET') =>
  fetch(url(path), { method, headers: { authorization: `Bearer ${token}` } });

async function list(token: string, query = '') {
  const response = await as(token, `/api/notifications${query}`);
  expect(response.status).toBe(200);
  return notificationsResponse.parse(await response.json());
}

describe('notifications', () => {
  let ana: { token: string; email: string };
  let bo: { token: string; email: string };
  const created: Notification[] = [];

  beforeAll(async () => {
    ana = await register('ana');
    bo = await register('bo');
    created.push(
      await notify(ana.email, {
        type: 'response',
        title: 'New response',
        message: 'Someone answered "Weekly pulse"',
        data: { surveyId: 'survey-1', surveyTitle: 'Weekly pulse' },
      }),
    );
    created.push(
      await notify(ana.email, {
        type: 'team_invite',
        title: 'Invitation',
        message: 'You were invited to Design',
      }),
    );
    created.push(
      await notify(ana.email, {
        type: 'billing',
        title: 'Trial',
        message: 'Your trial ends in 3 days',
      }),
    );
  });

  it('refuses callers without a session', async () => {
    const response = await fetch(url('/api/notifications'));
    expect(response.status).toBe(401);
    expect(errorBody.parse(await response.json()).errorType).toBe('unauthorized');
  });

  it("lists the caller's notifications, newest first, with the unread count and data as a JSON string", async () => {
    const page = await list(ana.token);
    expect(page.notifications.map((n) => n.title)).toEqual(['Trial', 'Invitation', 'New response']);
    expect(page.unreadCount).toBe(3);
    const response = page.notifications[2];
    expect(response).toMatchObject({ type: 'response', is_read: false });
    expect(JSON.parse(response?.data ?? '')).toEqual({
      surveyId: 'survey-1',
      surveyTitle: 'Weekly pulse',
    });
    expect(Date.parse(response?.created_at ?? '')).not.toBeNaN();
    expect((await list(bo.token)).notifications).toEqual([]);
  });

  it('pages with a cursor', async () => {
    const first = await list(ana.token, '?limit=2');
    expect(first.notifications).toHaveLength(2);
    expect(first.nextCursor).toBeTruthy();
    const second = await list(ana.token, `?limit=2&cursor=${first.nextCursor}`);
    expect(second.notifications.map((n) => n.title)).toEqual(['New response']);
    const bad = await as(ana.token, '/api/notifications?limit=0');
    expect(bad.status).toBe(400);
    const forged = await as(ana.token, '/api/notifications?cursor=%%%');
    expect(forged.status).toBe(400);
  });

  it("gives 404 for another user's notification and changes nothing", async () => {
    const target = created[0]?.id ?? '';
    for (const [method, path] of [
      ['PUT', `/api/notifications/${target}/read`],
      ['DELETE', `/api/notifications/${target}`],
    ] as const) {
      const response = await as(bo.token, path, method);
      expect(response.status).toBe(404);
      expect(errorBody.parse(await response.json()).message).toBe('Notification not found');
    }
    const page = await list(ana.token);
    expect(page.notifications).toHaveLength(3);
    expect(page.unreadCount).toBe(3);
  });

  it('marks one read, then deletes one, keeping the count right', async () => {
    const read = await as(ana.token, `/api/notifications/${created[0]?.id}/read`, 'PUT');
    expect(read.status).toBe(200);
    expect(await read.json()).toMatchObject({ unreadCount: 2 });
    const again = await as(ana.token, `/api/notifications/${created[0]?.id}/read`, 'PUT');
    expect(await again.json()).toMatchObject({ unreadCount: 2 });

    const removed = await as(ana.token, `/api/notifications/${created[1]?.id}`, 'DELETE');
    expect(removed.status).toBe(200);
    expect(await removed.json()).toMatchObject({ unreadCount: 1 });
    const page = await list(ana.token);
    expect(page.notifications.map((n) => [n.title, n.is_read])).toEqual([
      ['Trial', false],
      ['New response', true],
    ]);
    const missing = await as(ana.token, `/api/notifications/${created[1]?.id}`, 'DELETE');
    expect(missing.status).toBe(404);
  });

  it('marks all read', async () => {
    await notify(ana.email, {
      type: 'reminder',
      title: 'Reminder',
      message: 'Pulse closes tomorrow',
    });
    const response = await as(ana.token, '/api/notifications/read-all', 'PUT');
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({
      message: 'All notifications marked as read',
      unreadCount: 0,
    });
    const page = await list(ana.token);
    expect(page.unreadCount).toBe(0);
    expect(page.notifications.every((n) => n.is_read)).toBe(true);
  });

  it('rejects malformed ids', async () => {
    const response = await as(ana.token, '/api/notifications/NOT_AN_ID/read', 'PUT');
    expect(response.status).toBe(400);
    expect(errorBody.parse(await response.json()).fields).toEqual({ id: 'Unknown notification' });
  });
});
