import type { APIRequestContext, Page } from '@playwright/test';
import { newAccount, registerByApi, toastWith, useToken } from './accounts-support';
import { expect, test, useSavedTheme } from './fixtures';
import { scanA11y } from './axe';

const SHOTS = 'test-results/shell-shots';
const POLL_MS = 120_000;

/** Registers a fresh account through the API and opens the app signed in, tour already seen. */
async function signIn(page: Page, request: APIRequestContext): Promise<string> {
  const account = newAccount('Bell');
  await useToken(page, await registerByApi(request, account));
  await page.addInitScript(() => {
    try {
      localStorage.setItem('tourSeen', 'true');
    } catch {
      // about:blank has no storage.
    }
  });
  return account.email;
}

/** Creates a notification through the real service (the local runtime's dev route). */
async function notify(
  request: APIRequestContext,
  email: string,
  body: { type: string; title: string; message: string; data?: Record<string, unknown> },
) {
  const response = await request.post('/dev/api/notify', { data: { email, ...body } });
  expect(response.ok(), await response.text()).toBe(true);
}

const bell = (page: Page) => page.getByTestId('notification-bell');
const badge = (page: Page) => page.getByTestId('notification-badge');
const dropdown = (page: Page) => page.getByTestId('notification-dropdown');

async function openDashboard(page: Page) {
  await page.goto('/dashboard');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
}

test('a new notification appears within a poll, navigates by type with its toast and updates the badge', async ({
  page,
  request,
}) => {
  const email = await signIn(page, request);
  await page.clock.install();
  // The bell's first fetch must be done before anything is sent, or it would see it early.
  const firstFetch = page.waitForResponse(
    (r) => new URL(r.url()).pathname === '/api/notifications' && r.request().method() === 'GET',
  );
  await openDashboard(page);
  await firstFetch;
  await expect(bell(page)).toHaveAccessibleName('Notifications');
  await expect(badge(page)).toBeHidden();

  await notify(request, email, {
    type: 'referral',
    title: 'New referral',
    message: 'Sam joined with your link',
  });
  await notify(request, email, {
    type: 'response',
    title: 'New response',
    message: 'Someone answered Pulse check',
    data: { surveyId: 'survey123abc', surveyTitle: 'Pulse check' },
  });
  // Not before the next poll...
  await page.clock.fastForward(POLL_MS - 10_000);
  await expect(badge(page)).toBeHidden();
  // ...and within it.
  await page.clock.fastForward(10_000);
  await expect(badge(page)).toHaveText('2');
  await expect(bell(page)).toHaveAttribute('data-filled', '');
  await expect(bell(page)).toHaveAccessibleName('Notifications, 2 unread');

  await bell(page).click();
  await expect(dropdown(page)).toBeVisible();
  const items = dropdown(page).getByTestId('notification-item');
  await expect(items).toHaveCount(2);
  // Newest first, with a relative time and each type's own icon.
  await expect(items.first()).toContainText('New response');
  // The page's clock ran 2 minutes ahead of the server's.
  await expect(items.first()).toContainText(/Just now|\dm ago/);
  await expect(items.first().locator('svg[data-icon=response]')).toBeVisible();
  await expect(items.nth(1).locator('svg[data-icon=referral]')).toBeVisible();
  await page.screenshot({ path: `${SHOTS}/dropdown-1280-light.png` });

  await items
    .filter({ hasText: 'New referral' })
    .getByRole('button', { name: /New referral/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/referrals$/);
  await expect(toastWith(page, 'Navigating to referrals')).toBeVisible();
  await expect(dropdown(page)).toBeHidden();
  await expect(badge(page)).toHaveText('1');

  await bell(page).click();
  await dropdown(page)
    .getByRole('button', { name: /New response/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/surveys\/survey123abc\/responses$/);
  await expect(toastWith(page, 'Navigating to "Pulse check" responses')).toBeVisible();
  await expect(badge(page)).toBeHidden();
  await expect(bell(page)).not.toHaveAttribute('data-filled', '');

  // The server agrees: a reload shows nothing unread.
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await bell(page).click();
  await expect(dropdown(page).getByTestId('notification-item')).toHaveCount(2);
  await expect(dropdown(page).locator('[data-read=false]')).toHaveCount(0);
});

test('billing, team invitations and other types; mark all read; delete; closing', async ({
  page,
  request,
}) => {
  const email = await signIn(page, request);
  await notify(request, email, { type: 'billing', title: 'Payment received', message: 'Thanks' });
  await notify(request, email, { type: 'team_invite', title: 'Invitation', message: 'Join Ops' });
  await notify(request, email, {
    type: 'reminder',
    title: 'Reminder',
    message: 'Survey closes soon',
  });
  await openDashboard(page);
  await expect(badge(page)).toHaveText('3');

  // Another type only logs: no navigation, no toast.
  const logged: string[] = [];
  page.on('console', (message) => logged.push(message.text()));
  await bell(page).click();
  await dropdown(page)
    .getByRole('button', { name: /Reminder/ })
    .first()
    .click();
  await expect(dropdown(page)).toBeHidden();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(badge(page)).toHaveText('2');
  await expect.poll(() => logged.some((text) => text.includes('Notification clicked'))).toBe(true);

  await bell(page).click();
  await dropdown(page)
    .getByRole('button', { name: /Payment received/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/billing$/);
  await expect(toastWith(page, 'Navigating to billing')).toBeVisible();

  await bell(page).click();
  await dropdown(page)
    .getByRole('button', { name: /^Invitation/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/teams$/);
  await expect(toastWith(page, 'Navigating to teams')).toBeVisible();
  await expect(badge(page)).toBeHidden();

  await notify(request, email, { type: 'team', title: 'Team update', message: 'Ops renamed' });
  await notify(request, email, { type: 'deadline', title: 'Deadline', message: 'Tomorrow' });
  await page.reload();
  await expect(badge(page)).toHaveText('2');

  // 'View all notifications' closes and opens the notifications page (issue #33: it was a dead
  // end); an outside click closes; Escape closes.
  await bell(page).click();
  await dropdown(page).getByRole('button', { name: 'View all notifications' }).click();
  await expect(dropdown(page)).toBeHidden();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  await bell(page).click();
  await page.getByRole('heading', { level: 1 }).click();
  await expect(dropdown(page)).toBeHidden();
  await bell(page).click();
  await page.keyboard.press('Escape');
  await expect(dropdown(page)).toBeHidden();
  await expect(page).toHaveURL(/\/notifications$/);

  await bell(page).click();
  await dropdown(page).getByRole('button', { name: 'Mark all read' }).click();
  await expect(toastWith(page, 'All notifications marked as read')).toBeVisible();
  await expect(badge(page)).toBeHidden();

  await dropdown(page).getByRole('button', { name: 'Delete notification: Deadline' }).click();
  await expect(dropdown(page).getByText('Deadline', { exact: true })).toBeHidden();
  await expect(dropdown(page).getByTestId('notification-item')).toHaveCount(4);
});

test('a 429 or a failure never breaks the page and is retried at the next poll', async ({
  page,
  request,
}) => {
  const email = await signIn(page, request);
  let failures = 0;
  await page.route('**/api/notifications', async (route) => {
    if (failures < 2) {
      failures += 1;
      await route.fulfill({
        status: failures === 1 ? 429 : 500,
        headers: { 'Retry-After': '60', 'content-type': 'application/json' },
        body: JSON.stringify({ message: 'Slow down', errorType: 'rate_limit' }),
      });
      return;
    }
    await route.continue();
  });
  await page.clock.install();
  await notify(request, email, { type: 'billing', title: 'Invoice', message: 'Ready' });
  await openDashboard(page);
  await expect.poll(() => failures).toBe(1);
  await expect(badge(page)).toBeHidden();
  await expect(page.getByTestId('toast')).toHaveCount(0);

  await page.clock.fastForward(POLL_MS);
  await expect.poll(() => failures).toBe(2);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(badge(page)).toBeHidden();

  await page.clock.fastForward(POLL_MS);
  await expect(badge(page)).toHaveText('1');
});

test('the badge shows 99+ above 99', async ({ page, request }) => {
  test.setTimeout(90_000);
  const email = await signIn(page, request);
  for (let i = 0; i < 100; i += 10) {
    await Promise.all(
      Array.from({ length: 10 }, (_, j) =>
        notify(request, email, { type: 'survey', title: `Survey ${i + j}`, message: 'Sent' }),
      ),
    );
  }
  await openDashboard(page);
  await expect(badge(page)).toHaveText('99+');
  await bell(page).click();
  // The list scrolls inside the dropdown, at most 96 units (24rem) high.
  const list = dropdown(page).getByTestId('notification-list');
  const { height, scrolls } = await list.evaluate((el) => ({
    height: el.getBoundingClientRect().height,
    scrolls: el.scrollHeight > el.clientHeight,
  }));
  expect(height).toBeLessThanOrEqual(384);
  expect(scrolls).toBe(true);
});

test('the dropdown in dark mode and at phone width', async ({ page, request }) => {
  await useSavedTheme(page, 'dark');
  const email = await signIn(page, request);
  await notify(request, email, {
    type: 'response',
    title: 'New response',
    message: 'Someone answered Team mood',
    data: { surveyId: 'survey456def', surveyTitle: 'Team mood' },
  });
  await notify(request, email, { type: 'deadline', title: 'Deadline', message: 'Closes tomorrow' });
  await openDashboard(page);
  await expect(badge(page)).toHaveText('2');
  await bell(page).click();
  await expect(dropdown(page).getByTestId('notification-item')).toHaveCount(2);
  await page.screenshot({ path: `${SHOTS}/dropdown-1280-dark.png` });

  await page.setViewportSize({ width: 375, height: 740 });
  await expect(dropdown(page)).toBeVisible();
  // Inside the narrower window once it has laid out again.
  await expect
    .poll(async () => {
      const box = await dropdown(page).boundingBox();
      return box !== null && box.x >= 0 && box.x + box.width <= 375;
    })
    .toBe(true);
  await page.screenshot({ path: `${SHOTS}/dropdown-375-dark.png` });
});

test('the notifications page: every notification in full, light at 1280 and dark at 375, axe clean', async ({
  page,
  request,
}) => {
  const email = await signIn(page, request);
  const long =
    'Reminders for round 3 of "Quarterly engineering pulse for the platform and infrastructure teams" went out to those who have not answered yet.';
  await notify(request, email, { type: 'reminder', title: 'Reminders sent', message: long });
  await notify(request, email, {
    type: 'response',
    title: 'New response',
    message: 'Someone answered Team mood',
    data: { surveyId: 'survey456def', surveyTitle: 'Team mood' },
  });
  await openDashboard(page);
  await bell(page).click();
  await dropdown(page).getByRole('button', { name: 'View all notifications' }).click();
  await expect(page).toHaveURL(/\/notifications$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const cards = page.getByTestId('notification-card');
  await expect(cards).toHaveCount(2);
  await expect(page.getByText(long)).toBeVisible();
  expect((await scanA11y(page)).violations).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/notifications-1280-light.png`, fullPage: true });

  await useSavedTheme(page, 'dark');
  await page.setViewportSize({ width: 375, height: 740 });
  await page.reload();
  await expect(cards).toHaveCount(2);
  expect((await scanA11y(page)).violations).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/notifications-375-dark.png`, fullPage: true });
  await page.getByRole('button', { name: 'Mark as read New response' }).click();
  await expect(page.getByRole('button', { name: 'Unread (1)' })).toBeVisible();
  await expect(badge(page)).toHaveText('1');
});
