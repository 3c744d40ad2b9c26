import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { newAccount, registerByApi, toastWith, uniqueEmail, useToken } from './accounts-support';
import {
  animationsSettled,
  expect,
  test,
  useSavedTheme,
  useTourSeen,
  type Theme,
} from './fixtures';
import { scanA11y } from './axe';

const themes: Theme[] = ['light', 'dark'];
const sizes = { desktop: { width: 1280, height: 800 }, phone: { width: 375, height: 812 } };

interface Screen {
  name: string;
  signedIn?: boolean;
  /** Opens the screen in the state to check and waits until it shows. */
  open: (page: Page) => Promise<void>;
  /** Keeps what `open` brought up in view once the window has changed size. */
  hold?: (page: Page) => Promise<void>;
}

const screens: Screen[] = [
  {
    name: 'login',
    open: async (page) => {
      await page.goto('/login');
      await expect(page.getByRole('button', { name: 'Sign in with Google' })).toBeVisible();
    },
  },
  {
    name: 'login-failed',
    open: async (page) => {
      await page.goto('/login');
      // A new address each time: five failures for one address are rate limited.
      await page.getByLabel(/^Email/).fill(uniqueEmail('nobody'));
      await page.getByLabel(/^Password/).fill('wrong-password');
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      const toast = toastWith(page, 'Invalid email or password');
      await expect(toast).toBeVisible();
      // Past the entrance animation: mid-fade text is faint by design.
      await expect(toast).toHaveCSS('opacity', '1');
      // Read as a person reads it, the pointer on it: it stays while they do (and while axe
      // does, however long that takes) instead of leaving after its few seconds.
      await toast.hover();
    },
    hold: async (page) => {
      // The toast moves with the window's edge; the pointer follows it there.
      await toastWith(page, 'Invalid email or password').hover();
    },
  },
  {
    name: 'register',
    open: async (page) => {
      await page.goto('/register?ref=FRIEND1');
      await expect(page.getByText('Referral Applied!')).toBeVisible();
    },
  },
  {
    name: 'register-errors',
    open: async (page) => {
      await page.goto('/register');
      await page.getByText('I agree to the Terms of Service').click();
      await page.getByLabel(/^Password/).fill('123');
      await page.getByRole('button', { name: 'Start Free' }).click();
      await expect(page.getByText('Password is too weak')).toBeVisible();
    },
  },
  {
    name: 'terms',
    open: async (page) => {
      await page.goto('/register');
      await page.getByRole('button', { name: 'Read the Terms of Service' }).click();
      await expect(page.getByRole('dialog', { name: 'Terms of Service' })).toBeVisible();
    },
  },
  {
    name: 'password-reset',
    open: async (page) => {
      await page.goto('/password-reset');
      await expect(page.getByRole('button', { name: 'Send Reset Link' })).toBeVisible();
    },
  },
  {
    name: 'password-reset-invalid',
    open: async (page) => {
      await page.goto('/password-reset/reset?token=not-a-real-token');
      await expect(page.getByRole('heading', { name: 'Invalid Reset Link' })).toBeVisible();
    },
  },
  {
    name: 'verify-email-error',
    open: async (page) => {
      await page.goto('/verify-email');
      await expect(page.getByText('No verification token found in the URL.')).toBeVisible();
    },
  },
  {
    name: 'verify-email-pending',
    signedIn: true,
    open: async (page) => {
      await page.goto('/verify-email');
      await expect(page.getByRole('heading', { name: 'Check Your Email' })).toBeVisible();
    },
  },
  {
    name: 'dashboard',
    signedIn: true,
    open: async (page) => {
      await page.goto('/dashboard');
      await expect(
        page.getByRole('heading', { level: 1, name: /^Welcome (to Candor|back)/ }),
      ).toBeVisible();
    },
  },
  {
    name: 'profile',
    signedIn: true,
    open: async (page) => {
      await page.goto('/profile');
      await expect(page.getByRole('heading', { level: 1, name: 'Profile Settings' })).toBeVisible();
    },
  },
  {
    name: 'profile-editing',
    signedIn: true,
    open: async (page) => {
      await page.goto('/profile');
      await page.getByRole('button', { name: 'Edit Profile' }).click();
      await page.getByLabel(/^First name/).fill('');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await page.getByRole('button', { name: 'Change Password' }).click();
      await page.getByLabel(/^New password/).fill('abc');
      await page.getByLabel(/^Confirm new password/).fill('abd');
      await page.getByRole('button', { name: 'Update Password' }).click();
      await page.getByRole('button', { name: 'Change Avatar' }).click();
      await page.getByLabel('Profile picture').setInputFiles({
        name: 'notes.txt',
        mimeType: 'text/plain',
        buffer: Buffer.from('not an image'),
      });
      await expect(page.getByText('Please select an image file')).toBeVisible();
      await expect(page.getByText('New passwords do not match')).toBeVisible();
      await expect(page.getByText('New password must be at least 6 characters long')).toBeVisible();
      await expect(page.getByText('First name is required')).toBeVisible();
    },
  },
  {
    name: 'debug',
    open: async (page) => {
      await page.goto('/debug');
      await expect(page.getByRole('heading', { name: 'Current user state' })).toBeVisible();
    },
  },
];

/** How far the page scrolls sideways: 0 means nothing overflows. */
async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

let token: string | undefined;

/** Signed in as a returning user: the first-visit tour, on a timer, would come and go in the shots. */
async function signedInAs(page: Page, signedIn: string) {
  await useToken(page, signedIn);
  await useTourSeen(page);
}

async function sessionToken(request: Parameters<typeof registerByApi>[0]): Promise<string> {
  // Unverified: the screens include the one that asks to check the inbox.
  token ??= await registerByApi(request, newAccount('Axe'), { verified: false });
  return token;
}

/** Controls in `main` shorter than a 44 px touch target (visually hidden inputs excepted). */
async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Array.from(document.querySelectorAll('main button, main a, main input:not([type=hidden])'))
      .filter((el) => {
        const style = getComputedStyle(el);
        if (style.visibility === 'hidden' || style.display === 'none') return false;
        const box = el.getBoundingClientRect();
        // Visually hidden inputs (a checkbox's real input) are 1 px: their label is the target.
        return box.width > 1 && box.height > 1 && box.height < 44;
      })
      .map((el) => `${el.tagName.toLowerCase()} "${el.textContent?.trim() ?? ''}"`),
  );
}

/**
 * Every account screen, once per theme, opened as a phone opens it (375 px: nothing scrolls
 * sideways, 44 px touch targets, a screenshot), then widened to a desktop window (axe's WCAG 2.1
 * A/AA scan, a screenshot). One opening per screen and theme serves all three checks: opening a
 * screen is most of what each check costs. Screenshots are for people to look at
 * (test-results/screenshots).
 */
for (const theme of themes) {
  test(`account screens in ${theme} mode: fit a phone, 44 px targets, no axe violations, screenshots`, async ({
    browser,
    request,
  }) => {
    // About 90 s on an idle two-core machine; a busy one may take twice that. The bound ends
    // nothing early: each step waits for its own state.
    test.setTimeout(360_000);
    mkdirSync('test-results/screenshots', { recursive: true });
    const signedIn = await sessionToken(request);
    const violations: Record<string, unknown[]> = {};
    /** A full-page shot from the top: filling a form scrolls, and the header is sticky. */
    const shoot = async (page: Page, screen: Screen, size: keyof typeof sizes) => {
      await page.evaluate(() => window.scrollTo(0, 0));
      await page.screenshot({
        path: `test-results/screenshots/accounts-${screen.name}-${size}-${theme}.png`,
        fullPage: true,
      });
    };
    for (const screen of screens) {
      const context = await browser.newContext({ viewport: sizes.phone, colorScheme: theme });
      const page = await context.newPage();
      await useSavedTheme(page, theme);
      if (screen.signedIn) await signedInAs(page, signedIn);
      await screen.open(page);
      await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
      await expect.poll(() => horizontalOverflow(page), screen.name).toBe(0);
      expect(await smallTargets(page), `${screen.name}: controls under 44 px tall`).toEqual([]);
      await shoot(page, screen, 'phone');

      await page.setViewportSize(sizes.desktop);
      await screen.hold?.(page);
      // Once what was opening (or moving to the wider layout) has settled: mid-fade colours are
      // faint by design.
      await animationsSettled(page);
      const result = await scanA11y(page);
      if (result.violations.length) {
        violations[screen.name] = result.violations.map((v) => ({
          id: v.id,
          nodes: v.nodes.map((n) => n.target.join(' ')),
        }));
      }
      await shoot(page, screen, 'desktop');
      await context.close();
    }
    expect(violations).toEqual({});
  });
}
