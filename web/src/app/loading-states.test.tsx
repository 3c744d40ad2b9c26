import { waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { paths } from '../lib/paths';
import { sendJson, startApiServer, type ApiServer } from '../test/api-server';
import { axeViolations } from '../test/axe';
import { renderApp } from '../test/render';
import { tokenExpiringIn } from '../test/tokens';
import { aUser } from '../test/users';

let server: ApiServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** The signed-in shell answers; every page's own data never comes, so it stays loading. */
async function loadingForever() {
  localStorage.setItem('token', tokenExpiringIn(3600));
  return startApiServer((req, res) => {
    if (req.url === '/api/auth/me') return sendJson(res, 200, { user: aUser() });
    if (req.url.startsWith('/api/notifications')) {
      return sendJson(res, 200, { notifications: [], unreadCount: 0 });
    }
    // No answer: the request stays open until the test ends.
  });
}

const pages = [
  paths.dashboard.path,
  paths.teams.path,
  paths.surveys.path,
  paths.analytics.path,
  paths.calendar.path,
  paths.billing.path,
  paths.referrals.path,
  '/teams/team-1',
  '/surveys/survey-1/responses',
];

describe('a page still loading its data', () => {
  it.each(pages)(
    '%s says so to assistive technology, with no ARIA axe objects to',
    async (path) => {
      server = await loadingForever();
      renderApp(path, { apiBaseUrl: server.baseUrl });
      await waitFor(
        () => {
          expect(document.querySelector('main [aria-busy="true"]')).not.toBeNull();
        },
        { timeout: 15_000 },
      );
      expect(await axeViolations()).toEqual([]);
    },
  );
});
