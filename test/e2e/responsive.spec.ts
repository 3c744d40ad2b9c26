import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, openStatusPage, test, useSavedTheme, type Theme } from './fixtures';

const phone = { width: 375, height: 812 };
const desktop = { width: 1280, height: 800 };

/** How far the page scrolls sideways: 0 means nothing overflows. */
async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

test('at 375 px nothing overflows horizontally', async ({ page }) => {
  await page.setViewportSize(phone);

  await openStatusPage(page);
  await expect.poll(() => horizontalOverflow(page)).toBe(0);

  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect.poll(() => horizontalOverflow(page)).toBe(0);
});

test('at 375 px the header controls are at least 44 px touch targets', async ({ page }) => {
  await page.setViewportSize(phone);
  await openStatusPage(page);

  for (const control of [
    page.getByRole('link', { name: 'Candor' }),
    page.getByRole('button', { name: /Switch to (dark|light) theme/ }),
  ]) {
    const box = await control.boundingBox();
    expect(box?.height).toBeGreaterThanOrEqual(44);
    expect(box?.width).toBeGreaterThanOrEqual(44);
  }
});

// Screenshots for people to look at (test-results/screenshots), desktop and phone, both themes.
for (const theme of ['light', 'dark'] as Theme[]) {
  test(`screenshots of the status page in ${theme} mode`, async ({ page }) => {
    mkdirSync('test-results/screenshots', { recursive: true });
    await useSavedTheme(page, theme);
    for (const [name, size] of Object.entries({ desktop, phone })) {
      await page.setViewportSize(size);
      await openStatusPage(page);
      await expect.poll(() => horizontalOverflow(page)).toBe(0);
      await page.screenshot({
        path: `test-results/screenshots/status-${name}-${theme}.png`,
        fullPage: true,
      });
    }
  });
}
