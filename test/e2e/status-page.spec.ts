import { expect, openStatusPage, test } from './fixtures';

const services = [
  ['service-table', 'Database'],
  ['service-files', 'File storage'],
  ['service-mail', 'Mail'],
] as const;

test('the status page shows the version and all three services up', async ({ page, request }) => {
  const health = (await (await request.get('/api/health')).json()) as { version: string };

  await openStatusPage(page);

  await expect(page).toHaveTitle('System status · Candor');
  await expect(page.getByText('All systems operational')).toBeVisible();
  await expect(page.getByTestId('app-version')).toHaveText(health.version);
  for (const [testId, name] of services) {
    const row = page.getByTestId(testId);
    await expect(row.getByText(name, { exact: true })).toBeVisible();
    await expect(row.getByText('Up', { exact: true })).toBeVisible();
    await expect(row.getByText(/^\d+ ms$/)).toBeVisible();
  }
});

test('home sends a visitor who is not signed in to the sign-in page', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Candor' })).toBeVisible();
});

test('pages run without console errors or page errors', async ({ page, problems }) => {
  await openStatusPage(page);
  await page.getByRole('button', { name: /Switch to (dark|light) theme/ }).click();
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in to Candor' })).toBeVisible();
  await page.getByRole('link', { name: 'Create an account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await page.goto('/password-reset');
  await expect(page.getByRole('heading', { level: 1, name: 'Reset your password' })).toBeVisible();

  expect(problems.errors).toEqual([]);
});

test('a failed health check explains itself and Retry loads it again', async ({ page }) => {
  let fail = true;
  await page.route('**/api/health', (route) =>
    fail
      ? route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' })
      : route.continue(),
  );

  await page.goto('/status');

  await expect(page.getByText('Could not load the system status')).toBeVisible();
  await expect(page.getByText('Server temporarily unavailable')).toBeVisible();
  fail = false;
  await page.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByText('All systems operational')).toBeVisible();
});
