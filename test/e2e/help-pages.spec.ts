import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { routeList } from '#shared/api/routes';
import { animationsSettled, expect, test, useSavedTheme, type Theme } from './fixtures';
import { scanA11y } from './axe';

const SHOTS = 'test-results/screenshots';
const phone = { width: 375, height: 812 };

const articles = [
  ['/help/getting-started', 'Getting started'],
  ['/help/best-practices', 'Best practices'],
  ['/help/anonymity', 'How anonymity works'],
] as const;

function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

async function axe(page: Page) {
  await animationsSettled(page);
  return (await scanA11y(page)).violations;
}

test('signed out, the help articles open, link to each other and to where each step is done', async ({
  page,
  problems,
}) => {
  for (const [path, title] of articles) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page).toHaveTitle(`${title} · Candor Help`);
    const more = page.getByRole('navigation', { name: 'More help' });
    await expect(more.getByRole('link')).toHaveCount(articles.length + 1);
  }

  await page.goto('/help/getting-started');
  const onThisPage = page.getByRole('navigation', { name: 'On this page' });
  await onThisPage.getByRole('link', { name: '4. Send it' }).click();
  await expect(page).toHaveURL(/#send$/);
  await page
    .getByRole('navigation', { name: 'More help' })
    .getByRole('link', { name: 'API reference' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'API reference' })).toBeVisible();

  await page.goto('/help/no-such-topic');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Help article not found' }),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'How anonymity works' })).toBeVisible();
  expect(problems.errors).toEqual([]);
});

test('the API reference lists every route of the route table with its fields', async ({
  page,
  problems,
}) => {
  await page.goto('/help/api');
  await expect(page.getByRole('heading', { level: 1, name: 'API reference' })).toBeVisible();
  await expect(page.getByRole('article')).toHaveCount(
    routeList.filter((route) => route.method !== 'ANY').length,
  );

  const login = page.getByRole('article', { name: 'POST /api/auth/login' });
  await expect(login).toContainText('Public');
  const body = login.getByRole('table', { name: 'Body' });
  await expect(body.getByRole('row', { name: /email/ })).toContainText('Yes');

  const teams = page.getByRole('article', { name: 'GET /api/surveys/{id}/results/teams' });
  await expect(teams).toContainText('Sign-in');
  await expect(teams.getByRole('table', { name: 'Query parameters' })).toContainText('round');
  expect(problems.errors).toEqual([]);
});

for (const theme of ['light', 'dark'] as const satisfies readonly Theme[]) {
  test(`the help pages at 1280 and 375 px, ${theme}: axe clean, nothing overflows`, async ({
    page,
    problems,
  }) => {
    mkdirSync(SHOTS, { recursive: true });
    await useSavedTheme(page, theme);
    for (const [path] of [...articles, ['/help/api']]) {
      const name = path.split('/').pop();
      await page.setViewportSize({ width: 1280, height: 900 });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
      expect(await axe(page), `${path}, ${theme}`).toEqual([]);
      await page.screenshot({ path: `${SHOTS}/help-${name}-desktop-${theme}.png` });
      await page.setViewportSize(phone);
      await expect.poll(() => horizontalOverflow(page), `${path} at 375 px`).toBe(0);
      await page.screenshot({ path: `${SHOTS}/help-${name}-phone-${theme}.png` });
    }
    expect(problems.errors).toEqual([]);
  });
}
