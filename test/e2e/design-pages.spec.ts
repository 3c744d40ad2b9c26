import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { newAccount, registerByApi, useToken } from './accounts-support';
import { animationsSettled, expect, test, useSavedTheme, weekRating, type Theme } from './fixtures';
import { scanA11y } from './axe';

/**
 * The design pass's look at every screen (decision 0049): a manager whose account has a team, a
 * survey and a released group of answers visits every sidebar page, and the sign-in page, at
 * desktop and phone width in both themes. Each screen passes axe and is saved for people to look
 * at, in `test-results/design-shots` (DESIGN_SHOTS picks another folder, e.g. to keep a "before").
 */
const SHOTS = process.env.DESIGN_SHOTS ?? 'test-results/design-shots';
const sizes = { '1366': { width: 1366, height: 900 }, '375': { width: 375, height: 812 } };

/** Every sidebar page, and what shows once its data is in (the seeded team or survey). */
const sidebarPages: [string, string | null][] = [
  ['dashboard', 'Weekly pulse'],
  ['teams', 'Platform Team'],
  ['surveys', 'Weekly pulse'],
  ['analytics', 'Daily Responses'],
  ['calendar', null],
  ['billing', null],
  ['referrals', null],
  ['support', null],
];

/** A manager with a team, an anonymous survey on it and three answers: the threshold, released. */
async function managerWithData(request: APIRequestContext): Promise<string> {
  const token = await registerByApi(request, newAccount('Designer'));
  const headers = { Authorization: `Bearer ${token}` };
  const team = await request.post('/api/teams', { headers, data: { name: 'Platform Team' } });
  expect(team.status(), await team.text()).toBe(201);
  const { team: created } = (await team.json()) as { team: { id: string } };
  const response = await request.post('/api/surveys', {
    headers,
    data: { title: 'Weekly pulse', teamId: created.id, questions: [weekRating] },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { survey } = (await response.json()) as {
    survey: { id: string; questions: { id: string }[] };
  };
  const questionId = survey.questions[0]?.id;
  for (const value of [4, 5, 3]) {
    const answer = await request.post(`/api/surveys/email-response/${survey.id}`, {
      data: { responses: [{ questionId, type: 'rating', value }], acceptedTerms: true },
    });
    expect(answer.status(), await answer.text()).toBe(201);
  }
  return token;
}

/** Waits until the page's heading is up and nothing on it is still loading or moving. */
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.locator('.chakra-skeleton, .chakra-spinner, [aria-busy=true]')).toHaveCount(0);
  await animationsSettled(page);
}

/** How far the page scrolls sideways: 0 means nothing overflows. */
async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

async function look(page: Page, name: string, theme: Theme): Promise<void> {
  for (const [width, size] of Object.entries(sizes)) {
    await page.setViewportSize(size);
    await settled(page);
    await expect.poll(() => horizontalOverflow(page), `${name} at ${width} px`).toBe(0);
    const result = await scanA11y(page);
    expect(result.violations, `${name} at ${width} px, ${theme}`).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}-${theme}.png`, fullPage: true });
  }
}

for (const theme of ['light', 'dark'] as Theme[]) {
  test(`every sidebar page passes axe and is on file in ${theme} mode`, async ({
    page,
    request,
  }) => {
    mkdirSync(SHOTS, { recursive: true });
    await useSavedTheme(page, theme);
    await useToken(page, await managerWithData(request));
    for (const [name, loaded] of sidebarPages) {
      await page.goto(`/${name}`);
      if (loaded) await expect(page.getByText(loaded).first()).toBeVisible();
      await look(page, name, theme);
    }

    // On a phone the sidebar is a drawer: it carries the logo and passes axe too.
    await page.setViewportSize(sizes['375']);
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
    await animationsSettled(page);
    expect((await scanA11y(page)).violations, `navigation drawer, ${theme}`).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/nav-drawer-375-${theme}.png` });
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
  });

  test(`the sign-in page passes axe and is on file in ${theme} mode`, async ({ page }) => {
    mkdirSync(SHOTS, { recursive: true });
    await useSavedTheme(page, theme);
    await page.goto('/login');
    await look(page, 'login', theme);
  });
}
