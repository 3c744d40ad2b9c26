import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { newAccount, registerByApi, toastWith, useToken } from './accounts-support';
import { animationsSettled, expect, test, useSavedTheme, type Theme } from './fixtures';
import { scanA11y } from './axe';

const SHOTS = 'test-results/shell-shots';

/** A transition or animation that takes no time (0.01 ms as Chromium writes it). */
const instant = /^(0s|1e-05s|0\.00001s)(,|$)/;

/** Registers a fresh account through the API and opens the app signed in as it. */
async function signIn(page: Page, request: APIRequestContext) {
  const account = newAccount('Shell');
  await useToken(page, await registerByApi(request, account));
  return account;
}

/**
 * Presses `key` with the focus on `from`, then Tab. Keys are handled in the order pressed, so
 * once the focus has left `from` the page has handled `key` too: whatever it did is done, and
 * what it did not do will not happen later.
 */
async function pressAndSettle(page: Page, key: string, from: Locator) {
  await from.focus();
  await expect(from).toBeFocused();
  await page.keyboard.press(key);
  await page.keyboard.press('Tab');
  await expect(from).not.toBeFocused();
}

async function openDashboard(page: Page) {
  await page.goto('/dashboard');
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

const sidebar: [string, RegExp][] = [
  ['Dashboard', /\/dashboard$/],
  ['Teams', /\/teams$/],
  ['Surveys', /\/surveys$/],
  ['Analytics', /\/analytics$/],
  ['Calendar', /\/calendar$/],
  ['Billing', /\/billing$/],
  ['Referrals', /\/referrals$/],
  ['Support', /\/support$/],
];

test('each sidebar entry lands on its page', async ({ page, request }) => {
  await signIn(page, request);
  await openDashboard(page);
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  for (const [label, url] of sidebar) {
    await nav.getByRole('link', { name: label, exact: true }).click();
    await expect(page).toHaveURL(url);
    await expect(nav.getByRole('link', { name: label, exact: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await nav.getByRole('link', { name: 'Referrals', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Referral Program' })).toBeVisible();

  // Collapsed, the sidebar keeps every entry by name.
  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  await expect(nav.getByRole('link', { name: 'Teams', exact: true })).toBeVisible();
  await nav.getByRole('link', { name: 'Teams', exact: true }).click();
  await expect(page).toHaveURL(/\/teams$/);
  await page.getByRole('button', { name: 'Expand sidebar' }).click();
});

test('the top bar: profile link, skip link, sign out to /login; unknown paths go to the dashboard', async ({
  page,
  request,
}) => {
  await signIn(page, request);
  await page.goto('/no/such/page');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/');
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();

  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();

  await page.getByRole('link', { name: 'Profile', exact: true }).click();
  await expect(page).toHaveURL(/\/profile$/);

  // Every control in the top bar is at least 44 px each way.
  for (const box of await page.locator('header button, header a').evaluateAll((els) =>
    els
      .filter(
        (el) => (el as HTMLElement).offsetParent !== null && !el.matches('[href="#main-content"]'),
      )
      .map((el) => {
        const r = el.getBoundingClientRect();
        return { name: el.getAttribute('aria-label') ?? el.textContent, w: r.width, h: r.height };
      }),
  )) {
    expect(box.w, `${box.name} width`).toBeGreaterThanOrEqual(44);
    expect(box.h, `${box.name} height`).toBeGreaterThanOrEqual(44);
  }

  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/login/);
  await expect(toastWith(page, 'Logged out successfully')).toBeVisible();
});

test('each shortcut lands where the spec says, and Escape closes help, then goes back', async ({
  page,
  request,
}) => {
  await signIn(page, request);
  await openDashboard(page);
  const keys: [string, RegExp][] = [
    ['Alt+2', /\/teams$/],
    ['Alt+1', /\/dashboard$/],
    ['Alt+3', /\/surveys$/],
    ['Alt+4', /\/analytics$/],
    ['Alt+5', /\/calendar$/],
    ['Alt+6', /\/profile$/],
    ['Alt+T', /\/teams$/],
    ['Alt+D', /\/dashboard$/],
    ['Alt+S', /\/surveys$/],
    ['Alt+A', /\/analytics$/],
    ['Alt+R', /\/calendar$/],
    ['Alt+P', /\/profile$/],
    ['Alt+H', /\/dashboard$/],
    ['Alt+2', /\/teams$/],
  ];
  for (const [key, url] of keys) {
    await page.keyboard.press(key);
    await expect(page, key).toHaveURL(url);
  }
  // ⌘ (Meta) stays the browser's: no shortcut moves the page (decision 0017).
  for (const key of ['Meta+1', 'Meta+P', 'Meta+S']) {
    await page.keyboard.press(key);
    await expect(page, key).toHaveURL(/\/teams$/);
  }

  // ? opens the help; Escape closes it and stays put.
  await page.keyboard.press('Alt+Shift+Slash');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toBeVisible();
  for (const tab of ['Navigation', 'General', 'Accessibility']) {
    await expect(help.getByRole('tab', { name: tab })).toBeVisible();
  }
  await help.getByRole('tab', { name: 'Accessibility' }).click();
  await expect(help.getByTestId('accessibility-features')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();
  await expect(page).toHaveURL(/\/teams$/);

  // The help button opens it too; 'Got it' closes it.
  await page.getByRole('button', { name: 'Keyboard shortcuts' }).click();
  await expect(help).toBeVisible();
  await help.getByRole('button', { name: 'Got it' }).click();
  await expect(help).toBeHidden();

  // No modal open: Escape goes back (teams came after dashboard).
  await page.keyboard.press('Escape');
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('shortcuts are ignored while typing and off when switched off on the profile', async ({
  page,
  request,
}) => {
  await signIn(page, request);
  await page.goto('/profile');
  const card = page.getByTestId('accessibility-card');
  await expect(card).toBeVisible();
  const field = page.getByRole('textbox').first();
  await page
    .getByRole('button', { name: /edit/i })
    .first()
    .click()
    .catch(() => {});
  await pressAndSettle(page, 'Alt+2', field);
  await expect(page).toHaveURL(/\/profile$/);

  // Off: the key does nothing, before and after a reload. (The keyboard-shortcuts button is not
  // a field: with shortcuts on, Alt+2 there goes to the teams.)
  const shortcuts = card.getByRole('checkbox', { name: 'Keyboard Shortcuts' });
  const helpButton = page.getByRole('button', { name: 'Keyboard shortcuts' });
  await card.getByText('Keyboard Shortcuts').click();
  await expect(shortcuts).not.toBeChecked();
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('hotkeysEnabled')))
    .toBe('false');
  await pressAndSettle(page, 'Alt+2', helpButton);
  await expect(page).toHaveURL(/\/profile$/);
  await page.reload();
  await expect(shortcuts).not.toBeChecked();
  await pressAndSettle(page, 'Alt+2', helpButton);
  await expect(page).toHaveURL(/\/profile$/);

  // On again, the same key goes to the teams: it was the setting that held it back.
  await card.getByText('Keyboard Shortcuts').click();
  await expect(shortcuts).toBeChecked();
  await helpButton.focus();
  await page.keyboard.press('Alt+2');
  await expect(page).toHaveURL(/\/teams$/);
});

test('theme and every accessibility setting survive a reload; garbage falls back to defaults', async ({
  page,
  request,
}) => {
  // The in-app switch alone, without the system's preference (the other journeys' default).
  await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'no-preference' });
  await signIn(page, request);
  await page.goto('/profile');
  const card = page.getByTestId('accessibility-card');
  await expect(card).toBeVisible();
  const html = page.locator('html');

  // Off: the five settings are disabled, with the hint.
  await expect(
    card.getByText('Enable accessibility features to customize these settings.'),
  ).toBeVisible();
  await expect(card.getByRole('checkbox', { name: 'High Contrast Mode' })).toBeDisabled();
  await expect(html).toHaveAttribute('data-focus-indicators', '');

  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await expect(html).toHaveClass(/\bdark\b/);

  await card.getByText('Enable accessibility features', { exact: true }).click();
  await expect(card.getByRole('checkbox', { name: 'High Contrast Mode' })).toBeEnabled();
  for (const label of [
    'High Contrast Mode',
    'Large Text',
    'Reduced Motion',
    'Focus Indicators',
    'Screen Reader Support',
  ]) {
    await card.getByText(label, { exact: true }).click();
  }
  await expect(html).toHaveAttribute('data-high-contrast', '');
  await expect(html).toHaveAttribute('data-large-text', '');
  await expect(html).toHaveAttribute('data-reduced-motion', '');
  await expect(html).not.toHaveAttribute('data-focus-indicators', '');

  await page.reload();
  await expect(card).toBeVisible();
  await expect(html).toHaveClass(/\bdark\b/);
  await expect(html).toHaveAttribute('data-high-contrast', '');
  await expect(html).toHaveAttribute('data-large-text', '');
  await expect(html).toHaveAttribute('data-reduced-motion', '');
  await expect(html).not.toHaveAttribute('data-focus-indicators', '');
  for (const [label, on] of [
    ['Enable accessibility features', true],
    ['High Contrast Mode', true],
    ['Large Text', true],
    ['Reduced Motion', true],
    ['Focus Indicators', false],
    ['Screen Reader Support', false],
    ['Keyboard Shortcuts', true],
  ] as const) {
    const box = card.getByRole('checkbox', { name: label, exact: true });
    if (on) await expect(box, label).toBeChecked();
    else await expect(box, label).not.toBeChecked();
  }
  // Large text really is larger; reduced motion really has no transitions.
  await expect(html).toHaveCSS('font-size', '20px');
  await expect(page.locator('button').first()).toHaveCSS('transition-duration', instant);
  await page.screenshot({ path: `${SHOTS}/profile-a11y-dark.png`, fullPage: true });

  // Screen reader support back on: route changes are announced.
  await card.getByText('Screen Reader Support', { exact: true }).click();
  await page.keyboard.press('Alt+2');
  await expect(page.getByTestId('route-announcer')).toContainText('Navigated to');

  // Garbage in storage: the defaults.
  await page.evaluate(() => localStorage.setItem('accessibilitySettings', '{not json'));
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeVisible();
  await expect(html).not.toHaveAttribute('data-high-contrast', '');
  await expect(html).toHaveAttribute('data-focus-indicators', '');
});

test("the system's reduce-motion preference turns transitions off without the setting", async ({
  page,
  request,
}) => {
  await signIn(page, request);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.goto('/profile');
  await expect(page.getByTestId('accessibility-card')).toBeVisible();
  const html = page.locator('html');
  const button = page.locator('button').first();
  await expect(html).not.toHaveAttribute('data-reduced-motion', '');
  await expect(button).toHaveCSS('transition-duration', instant);

  // Without it (and without the setting) the same button has its transition.
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await expect(button).not.toHaveCSS('transition-duration', instant);
});

test('at 375 px the sidebar is a drawer and nothing scrolls sideways', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 375, height: 740 });
  await page.emulateMedia({ colorScheme: 'light' });
  await signIn(page, request);
  await page.goto('/dashboard');
  await expect(page.getByRole('button', { name: 'Open navigation menu' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Main navigation' })).toBeHidden();
  const overflow = () =>
    page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect.poll(overflow).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SHOTS}/shell-375-light.png` });

  await page.getByRole('button', { name: 'Open navigation menu' }).click();
  const drawer = page.getByRole('dialog', { name: 'Candor' });
  await expect(drawer).toBeVisible();
  await animationsSettled(page);
  await page.screenshot({ path: `${SHOTS}/drawer-375-light.png` });
  await drawer.getByRole('link', { name: 'Teams', exact: true }).click();
  await expect(page).toHaveURL(/\/teams$/);
  await expect(drawer).toBeHidden();

  await page.getByRole('button', { name: 'Open navigation menu' }).click();
  await expect(drawer).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/\/teams$/);

  await page.getByRole('button', { name: 'Switch to dark theme' }).click();
  await animationsSettled(page);
  await page.screenshot({ path: `${SHOTS}/shell-375-dark.png` });
  await page.getByRole('button', { name: 'Open navigation menu' }).click();
  await expect(drawer).toBeVisible();
  await animationsSettled(page);
  await page.screenshot({ path: `${SHOTS}/drawer-375-dark.png` });
});

for (const theme of ['light', 'dark'] as Theme[]) {
  test(`axe finds no violations on the shell in ${theme} mode`, async ({ page, request }) => {
    await useSavedTheme(page, theme);
    await signIn(page, request);
    const pages = ['/dashboard', '/analytics', '/billing'];
    for (const path of pages) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
      const result = await scanA11y(page);
      expect(result.violations, path).toEqual([]);
    }
    await page.screenshot({ path: `${SHOTS}/shell-1280-${theme}.png` });

    await page.getByRole('button', { name: 'Keyboard shortcuts' }).click();
    const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
    await expect(help).toBeVisible();
    // Axe reads colours mid-fade otherwise.
    await animationsSettled(page);
    const dialog = await scanA11y(page);
    expect(dialog.violations).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/help-1280-${theme}.png` });
    await help.getByRole('button', { name: 'Got it' }).click();

    for (const path of ['/features', '/pricing', '/error-test']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const result = await scanA11y(page);
      expect(result.violations, path).toEqual([]);
    }
  });
}

test('public pages: /features, /pricing with the plans, /error-test toasts and inline errors', async ({
  page,
}) => {
  await page.goto('/features');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Speak freely, stay anonymous' }),
  ).toBeVisible();
  await page.getByRole('link', { name: 'See pricing' }).click();
  await expect(page).toHaveURL(/\/pricing$/);
  await expect(page.getByTestId('plan-starter')).toContainText('Up to 10 surveys');
  await expect(page.getByTestId('plan-starter')).toContainText('Up to 200 responses');
  await expect(page.getByTestId('plan-starter')).toContainText('Up to 15 team members');
  await expect(page.getByTestId('plan-professional')).toContainText('Up to 1,000 responses');
  await expect(page.getByTestId('plan-professional')).toContainText('Up to 50 team members');
  await expect(page.getByTestId('plan-enterprise')).toContainText('Unlimited surveys');
  await page.screenshot({ path: `${SHOTS}/pricing-1280-light.png`, fullPage: true });

  // The banner below closes itself 5 s after it shows: the page's clock stands still while it
  // is read, so that on a busy machine it is there to be read, opened and dismissed.
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.goto('/error-test');
  const card = page.getByTestId('error-network_error');
  await card.getByRole('button', { name: 'Show toast' }).click();
  const toast = toastWith(page, 'Connection problem');
  await expect(toast).toBeVisible();
  await toast.getByRole('button', { name: 'Show details' }).click();
  await expect(toast.getByTestId('toast-details')).toContainText('Cannot connect to servers.');
  await expect(toast.getByTestId('toast-details')).toContainText('Check internet and try again.');

  await page.clock.pauseAt(start + 60 * 60_000);
  await page
    .getByTestId('error-weak_password')
    .getByRole('button', { name: 'Show inline' })
    .click();
  const banner = page.getByTestId('banner');
  await expect(banner).toContainText('Password too weak');
  await banner.getByRole('button', { name: 'Show details' }).click();
  await expect(banner.getByTestId('banner-details')).toContainText(
    'Must be at least 6 characters.',
  );
  await banner.getByRole('button', { name: 'Dismiss message' }).click();
  await expect(banner).toBeHidden();
});
