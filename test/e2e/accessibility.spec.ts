import { expect, openStatusPage, test, useSavedTheme, type Theme } from './fixtures';
import { scanA11y } from './axe';

const themes: Theme[] = ['light', 'dark'];

for (const theme of themes) {
  test(`axe finds no WCAG 2.1 A/AA violations in ${theme} mode`, async ({ page }) => {
    await useSavedTheme(page, theme);

    await openStatusPage(page);
    await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
    const status = await scanA11y(page);

    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    const notFound = await scanA11y(page);

    expect(status.violations).toEqual([]);
    expect(notFound.violations).toEqual([]);
  });
}

const degraded = {
  status: 'degraded',
  version: '0.0.0-e2e',
  time: new Date().toISOString(),
  services: {
    table: { status: 'up', latencyMs: 12 },
    files: { status: 'down', latencyMs: 2000, message: 'did not answer in time' },
    mail: { status: 'up', latencyMs: 9 },
  },
};

test('axe finds no violations in the degraded and error states', async ({ page }) => {
  let answer: 'degraded' | 'error' = 'degraded';
  await page.route('**/api/health', (route) =>
    answer === 'degraded'
      ? route.fulfill({
          status: 200,
          contentType: 'application/json',
          body: JSON.stringify(degraded),
        })
      : route.fulfill({ status: 503, contentType: 'text/plain', body: 'unavailable' }),
  );
  for (const theme of themes) {
    await page.emulateMedia({ colorScheme: theme });
    for (const state of ['degraded', 'error'] as const) {
      answer = state;
      await page.goto('/status');
      await expect(
        state === 'degraded'
          ? page.getByText('did not answer in time')
          : page.getByRole('button', { name: 'Retry' }),
      ).toBeVisible();

      const results = await scanA11y(page);

      expect(results.violations, `${state} in ${theme} mode`).toEqual([]);
    }
  }
});
