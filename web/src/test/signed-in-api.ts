import type { ServerResponse } from 'node:http';
import { screen, waitFor } from '@testing-library/react';
import { sendJson, startApiServer, type ApiServer, type RecordedRequest } from './api-server';
import { tokenExpiringIn } from './tokens';
import { aUser } from './users';

export type Handler = (req: RecordedRequest, res: ServerResponse) => void;

/**
 * A signed-in user and a real HTTP server answering the given routes, keyed `METHOD /path` (the
 * query is part of the path); anything else is a 404. The shell's own calls are answered.
 */
export async function signedInApi(routes: Record<string, Handler>): Promise<ApiServer> {
  localStorage.setItem('token', tokenExpiringIn(3600));
  return startApiServer((req, res) => {
    if (req.url.startsWith('/api/notifications')) {
      return sendJson(res, 200, { notifications: [], unreadCount: 0 });
    }
    const defaults: Record<string, Handler> = {
      'GET /api/auth/me': (_, r) => sendJson(r, 200, { user: aUser() }),
      'GET /api/teams': (_, r) => sendJson(r, 200, { teams: [] }),
    };
    const handler = routes[`${req.method} ${req.url}`] ?? defaults[`${req.method} ${req.url}`];
    if (handler) return handler(req, res);
    sendJson(res, 404, { message: 'Not found', errorType: 'not_found' });
  });
}

/** The JSON bodies sent to `METHOD /path`. */
export function bodiesOf<T>(api: ApiServer, method: string, url: string): T[] {
  return api.requests
    .filter((req) => req.method === method && req.url === url)
    .map((req) => JSON.parse(req.body) as T);
}

/** The toast whose text contains every one of `texts` (toasts render in a portal). */
export function findToast(...texts: string[]): Promise<HTMLElement> {
  return waitFor(
    () => {
      const found = screen
        .queryAllByTestId('toast')
        .find((toast) => texts.every((text) => toast.textContent?.includes(text)));
      if (!found) throw new Error(`No toast with ${texts.join(' + ')}`);
      return found;
    },
    { timeout: 5_000 },
  );
}
