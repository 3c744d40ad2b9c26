import type { Locator, Page } from '@playwright/test';
import { newAccount, signIn } from './accounts-support';
import { scanA11y } from './axe';
import { animationsSettled, expect, test, useSavedTheme, type Theme } from './fixtures';

/*
 * The first-visit tour (issue #33; decision 0043): it starts by itself once, on the dashboard a
 * new account lands on; its card sits beside what each step points at, never over it; dismissed,
 * it stays away after navigating, after a reload and on another device.
 */

const SHOTS = 'test-results/screenshots';

test.use({ tourSeen: false });

/** The card and what it points at share no pixel, and the card is fully on screen. */
async function besideNotOver(page: Page, tour: Locator, target: string) {
  const card = await tour.boundingBox();
  const item = await page.locator(`[data-tour="${target}"]:visible`).first().boundingBox();
  const view = page.viewportSize();
  if (!card || !item || !view) throw new Error(`no box for the card or ${target}`);
  const apart =
    card.x >= item.x + item.width ||
    card.x + card.width <= item.x ||
    card.y >= item.y + item.height ||
    card.y + card.height <= item.y;
  expect(apart, `card ${JSON.stringify(card)} over ${target} ${JSON.stringify(item)}`).toBe(true);
  // Beside it: at most a small gap away along one side.
  const gap = Math.max(
    card.x - (item.x + item.width),
    item.x - (card.x + card.width),
    card.y - (item.y + item.height),
    item.y - (card.y + card.height),
  );
  expect(gap, `card ${JSON.stringify(card)} beside ${target}`).toBeLessThanOrEqual(24);
  expect(card.x).toBeGreaterThanOrEqual(0);
  expect(card.y).toBeGreaterThanOrEqual(0);
  expect(card.x + card.width).toBeLessThanOrEqual(view.width);
  expect(card.y + card.height).toBeLessThanOrEqual(view.height);
}

/** Goes to Teams and back through the app's own navigation (the drawer on a phone). */
async function roundTrip(page: Page, phone: boolean) {
  const open = async (name: string) => {
    if (phone) {
      await page.getByRole('button', { name: 'Open navigation menu' }).click();
      const drawer = page.getByRole('dialog', { name: 'Candor' });
      await drawer.getByRole('link', { name, exact: true }).click();
      await expect(drawer).toBeHidden();
    } else {
      await page
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('link', { name, exact: true })
        .click();
    }
  };
  await open('Teams');
  await expect(page.getByRole('heading', { level: 1, name: 'Teams' })).toBeVisible();
  await open('Dashboard');
  await expect(page.getByRole('heading', { level: 1, name: /Welcome/ })).toBeVisible();
}

/**
 * No tour on the dashboard: shown with its heading, then Teams, whose code and data are asked for
 * after the tour's would have been, has shown too; so a tour that was coming would be there.
 */
async function noTour(page: Page, phone: boolean) {
  await expect(page.getByRole('heading', { level: 1, name: /Welcome/ })).toBeVisible();
  await roundTrip(page, phone);
  await expect(page.getByTestId('guided-tour')).toBeHidden();
}

for (const { width, height, theme } of [
  { width: 1366, height: 768, theme: 'light' },
  { width: 1366, height: 768, theme: 'dark' },
  { width: 375, height: 667, theme: 'light' },
  { width: 375, height: 667, theme: 'dark' },
] as { width: number; height: number; theme: Theme }[]) {
  const phone = width < 768;
  test(`at ${width} px, ${theme}: the tour once after sign-up, beside each control, never again once dismissed`, async ({
    page,
    browser,
    problems,
  }) => {
    await page.setViewportSize({ width, height });
    await page.emulateMedia({ colorScheme: theme });
    await useSavedTheme(page, theme);
    const account = newAccount('Tour');

    await page.goto('/register');
    await page.getByLabel(/^First name/).fill(account.firstName);
    await page.getByLabel(/^Last name/).fill(account.lastName);
    await page.getByLabel(/^Email/).fill(account.email);
    await page.getByLabel(/^Password/).fill(account.password);
    await page.getByLabel(/^Confirm password/).fill(account.password);
    await page.getByText('I agree to the Terms of Service').click();
    await page.getByRole('button', { name: 'Start Free' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    const tour = page.getByTestId('guided-tour');
    await expect(tour).toBeVisible();
    const steps = phone
      ? [
          { title: 'The menu', target: 'menu' },
          { title: 'Your profile', target: 'profile' },
        ]
      : [
          { title: 'Your dashboard', target: 'dashboard' },
          { title: 'Teams', target: 'teams' },
          { title: 'Surveys', target: 'surveys' },
          { title: 'Your profile', target: 'profile' },
        ];
    for (const [index, step] of steps.entries()) {
      if (index > 0) await tour.getByRole('button', { name: 'Next' }).click();
      await expect(tour).toContainText(`Step ${index + 1} of ${steps.length}`);
      await expect(tour.getByRole('heading', { name: step.title })).toBeVisible();
      await expect(page.locator(`[data-tour="${step.target}"]:visible`)).toHaveAttribute(
        'data-tour-active',
      );
      await animationsSettled(page);
      await besideNotOver(page, tour, step.target);
      await page.screenshot({ path: `${SHOTS}/tour-${width}-${theme}-step-${index + 1}.png` });
    }
    const violations = (await scanA11y(page)).violations;
    expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target).join(', ')}`)).toEqual(
      [],
    );

    // Dismissed for good: the account is told.
    const saved = page.waitForResponse(
      (r) => new URL(r.url()).pathname === '/api/auth/profile/tour' && r.status() === 200,
    );
    await tour.getByRole('button', { name: 'Skip tour' }).click();
    await saved;
    await expect(tour).toBeHidden();

    await roundTrip(page, phone);
    await expect(tour).toBeHidden();
    await page.reload();
    await noTour(page, phone);

    // Another device: the account remembers it, not only this browser.
    const other = await browser.newContext({ viewport: { width, height }, colorScheme: theme });
    const otherPage = await other.newPage();
    await signIn(otherPage, account.email, account.password);
    await expect(otherPage).toHaveURL(/\/dashboard$/);
    await noTour(otherPage, phone);
    await other.close();

    // Yet it can be taken again on demand, from the keyboard shortcuts help.
    await page.getByRole('button', { name: 'Keyboard shortcuts' }).click();
    await page
      .getByRole('dialog', { name: /keyboard shortcuts/i })
      .getByRole('button', {
        name: 'Take the tour',
      })
      .click();
    await expect(tour).toBeVisible();
    await expect(tour).toContainText(`Step 1 of ${steps.length}`);
    await tour.getByRole('button', { name: 'Close tour' }).click();
    await expect(tour).toBeHidden();

    expect(problems.errors).toEqual([]);
  });
}
