import { expect, openStatusPage, test, useSavedTheme } from './fixtures';

test('a deep link serves the app, not a blank page or a 404', async ({ page, request }) => {
  const response = await request.get('/no-such-page');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('text/html');
  expect(await response.text()).toContain('<div id="root">');

  await page.goto('/no-such-page');

  await expect(page.getByRole('banner')).toContainText('Candor');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute(
    'href',
    '/',
  );
});

test('the theme toggle switches, persists across reload and applies before React runs', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await openStatusPage(page);
  const html = page.locator('html');
  await expect(html).toHaveClass(/\blight\b/);

  await page.getByRole('button', { name: 'Switch to dark theme' }).click();

  await expect(html).toHaveClass(/\bdark\b/);
  await expect.poll(() => page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

  // Reload with the app's scripts held back: whatever shows now is the page before React.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  await page.reload({ waitUntil: 'commit' });
  await page.waitForFunction(() => document.readyState !== 'loading' || document.body !== null);
  const beforeReact = await page.evaluate(() => ({
    className: document.documentElement.className,
    colorScheme: document.documentElement.style.colorScheme,
    background: getComputedStyle(document.documentElement).backgroundColor,
    rendered: (document.getElementById('root')?.childElementCount ?? 0) > 0,
  }));
  expect(beforeReact).toEqual({
    className: 'dark',
    colorScheme: 'dark',
    background: 'rgb(17, 17, 22)',
    rendered: false,
  });

  release();
  await expect(page.getByTestId('app-version')).toBeVisible();
  await expect(html).toHaveClass(/\bdark\b/);
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
});

test('without a saved choice the theme follows the operating system', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await openStatusPage(page);
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
  await expect(page.getByRole('button', { name: 'Switch to light theme' })).toBeVisible();
});

test('a saved light choice wins over a dark operating system', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await useSavedTheme(page, 'light');
  await openStatusPage(page);
  await expect(page.locator('html')).toHaveClass(/\blight\b/);
});

test('keyboard: a skip link first, then the header controls with a visible focus ring', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await openStatusPage(page);

  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();

  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Candor' })).toBeFocused();
  await page.keyboard.press('Tab');
  const toggle = page.getByRole('button', { name: 'Switch to dark theme' });
  await expect(toggle).toBeFocused();
  await expect(toggle).not.toHaveCSS('outline-style', 'none');
  await expect
    .poll(() => toggle.evaluate((el) => parseFloat(getComputedStyle(el).outlineWidth)))
    .toBeGreaterThanOrEqual(2);

  await page.keyboard.press('Enter');
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);

  await skip.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
});
