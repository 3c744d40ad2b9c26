import type { APIRequestContext, Page } from '@playwright/test';
import { newAccount, registerByApi, toastWith, useToken } from './accounts-support';
import { animationsSettled, expect, test, useSavedTheme, type Theme } from './fixtures';
import { scanA11y } from './axe';

/*
 * The Referral Program page: the link copied with 'Copied!' for 2 seconds where there is no
 * share sheet, a friend who registered with it in the list (cards at phone width), a month
 * requested once it is eligible (five friends paying through the payments stand-in, the
 * product's clock moved past the refund window and back), and axe in light and dark.
 */

async function expectNoAxeViolations(page: Page, label: string) {
  // Once what was opening or closing has settled: mid-fade colours are faint by design.
  await animationsSettled(page);
  const results = await scanA11y(page);
  expect(
    results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    label,
  ).toEqual([]);
}

test.setTimeout(240_000);
test.use({ navigationTimeout: 60_000 });
const SLOW = { timeout: 45_000 };
/** How long Share says 'Copied!' (referral-rules.ts). */
const COPIED_MS = 2_000;

async function signedIn(page: Page, request: APIRequestContext, name: string) {
  const account = newAccount(name);
  const token = await registerByApi(request, account, { verified: false });
  await useToken(page, token);
  await page.addInitScript(() => {
    try {
      localStorage.setItem('tourSeen', 'true');
    } catch {
      // about:blank has no storage.
    }
  });
  return { account, token };
}

async function codeOf(request: APIRequestContext, token: string) {
  const response = await request.get('/api/referrals/stats', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  const { referralLink } = (await response.json()) as { referralLink: string };
  return new URL(referralLink).searchParams.get('ref') ?? '';
}

/** A friend registers with the code, subscribes, converts the trial and pays a second month. */
async function friendPays(request: APIRequestContext, code: string, name: string) {
  const friend = newAccount(name);
  const registered = await request.post('/api/auth/register', {
    data: { ...friend, referralCode: code },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const { token } = (await registered.json()) as { token: string };
  const auth = { authorization: `Bearer ${token}` };
  const plans = await request.get('/api/billing/plans', { headers: auth });
  const priceId = ((await plans.json()) as { plans: { professional: { priceId: string } } }).plans
    .professional.priceId;
  const origin = new URL(registered.url()).origin;
  const checkout = await request.post('/api/billing/create-checkout-session', {
    headers: auth,
    data: { priceId, successUrl: `${origin}/billing`, cancelUrl: `${origin}/billing` },
  });
  expect(checkout.status(), await checkout.text()).toBe(200);
  const { url } = (await checkout.json()) as { url: string };
  const paid = await request.post(url, {
    form: { card: '4242424242424242', expiry: '12 / 34', cvc: '123', name: 'Test Card' },
    maxRedirects: 0,
  });
  expect(paid.status()).toBe(303);
  for (const action of ['trial-will-end', 'end-trial', 'renew']) {
    const advanced = await request.post('/dev/api/payments/advance', {
      data: { email: friend.email, action },
    });
    expect(advanced.status(), await advanced.text()).toBe(200);
  }
  return friend;
}

test('copies the link where there is no share sheet, and shows a friend who joined', async ({
  page,
  request,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // Desktop Chromium has no share sheet here: make sure, so the copy path is the one taken.
  await page.addInitScript(() => {
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
  });
  const { token } = await signedIn(page, request, 'Rhea');
  const code = await codeOf(request, token);
  const friend = newAccount('Sol');
  const joined = await request.post('/api/auth/register', {
    data: { ...friend, referralCode: code },
  });
  expect(joined.status()).toBe(201);

  // 'Copied!' lasts 2 s: the page's clock stands still while it is read and is then moved on
  // by those 2 s, so neither how slow nor how fast the machine is decides what is seen.
  const start = Date.now();
  await page.clock.install({ time: start });
  await page.goto('/referrals');
  await expect(page.getByRole('heading', { level: 1, name: 'Referral Program' })).toBeVisible(SLOW);
  const link = page.getByLabel('Your referral link');
  await expect(link).toHaveValue(new RegExp(`/register\\?ref=${code}$`));
  await page.clock.pauseAt(start + 60 * 60_000);
  await page.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByRole('button', { name: 'Copied!' })).toBeVisible();
  await expect(toastWith(page, 'Referral link copied to clipboard!')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toContain(`ref=${code}`);
  await page.clock.runFor(COPIED_MS);
  await expect(page.getByRole('button', { name: 'Share' })).toBeVisible();
  await page.clock.resume();

  const table = page.getByTestId('referrals-table');
  await expect(table.getByRole('cell', { name: friend.email })).toBeVisible();
  await expect(table.getByText('Pending')).toBeVisible();
  await expect(page.getByTestId('referral-stats')).toContainText('Total referrals1');

  // At phone width the referrals are cards, and the page does not scroll sideways.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.getByTestId('referral-cards').getByText(friend.email)).toBeVisible();
  await expect(table).toBeHidden();
  await expect
    .poll(() =>
      page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      ),
    )
    .toBeLessThanOrEqual(0);
});

test('a friend who signs up with Google from the referral link is counted as referred', async ({
  page,
  request,
}) => {
  const referrer = newAccount('Gwen');
  const token = await registerByApi(request, referrer, { verified: false });
  const code = await codeOf(request, token);

  // The friend opens the link, then signs up with Google (the local identity provider).
  await page.goto(`/register?ref=${code}`);
  await expect(page.getByText('Referral Applied!')).toBeVisible(SLOW);
  await page.getByRole('button', { name: 'Sign in with Google' }).click();
  await expect(page).toHaveURL(/\/dev\/google\?/);
  await page.getByLabel('Email').fill(`gus.${Date.now()}@gmail.example.com`);
  await page.getByLabel('First name').fill('Gus');
  await page.getByLabel('Last name').fill('Friend');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/dashboard$/, SLOW);
  await expect(toastWith(page, 'Google login successful!')).toBeVisible();

  const stats = await request.get('/api/referrals/stats', {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(await stats.json()).toMatchObject({ stats: { total: 1, completed: 0, pending: 1 } });
});

test('requests the payout of an eligible month once', async ({ page, request }) => {
  const { token } = await signedIn(page, request, 'Pax');
  const code = await codeOf(request, token);
  for (const name of ['Ada', 'Bo', 'Cy', 'Di', 'Ed']) await friendPays(request, code, name);

  const before = await request.get('/dev/api/clock');
  // The product's clock, not the machine's: journeys before this one may have moved it into
  // the next month, and the friends paid in the product's month.
  const { offsetMs, now } = (await before.json()) as { offsetMs: number; now: string };
  // 40 days on: the month has ended and its 30-day refund window has passed.
  await request.post('/dev/api/clock', { data: { advanceHours: 40 * 24 } });
  try {
    await page.goto('/referrals');
    const payouts = page.getByTestId('eligible-payouts');
    const month = new Date(now).toLocaleString('en-US', {
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    });
    await expect(payouts.getByText(month)).toBeVisible(SLOW);
    await expect(payouts.getByText('$28.50')).toBeVisible();
    await payouts.getByRole('button', { name: `Request Payout for ${month}` }).click();
    await expect(toastWith(page, `Payout for ${month} requested!`)).toBeVisible();
    await expect(payouts.getByText(/Nothing to pay out yet/)).toBeVisible();
    await expect(payouts).toContainText(/reach \$\d+\.\d\d and \d+ days have passed/);
    await expect(page.getByTestId('referral-stats')).toContainText('Completed5');
  } finally {
    await request.post('/dev/api/clock', { data: { offsetMs } });
  }
});

for (const theme of ['light', 'dark'] as Theme[]) {
  test(`the referrals page passes axe in ${theme} mode, at 1280 and 375 px`, async ({
    page,
    request,
  }) => {
    await useSavedTheme(page, theme);
    const { token } = await signedIn(page, request, `Axe${theme}`);
    const code = await codeOf(request, token);
    await request.post('/api/auth/register', {
      data: { ...newAccount('Tia'), referralCode: code },
    });
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto('/referrals');
    await expect(page.getByTestId('referrals-table')).toBeVisible(SLOW);
    await expect(page.getByText(/Nothing to pay out yet/)).toBeVisible();
    await expectNoAxeViolations(page, `${theme}, 1280`);
    await page.setViewportSize({ width: 375, height: 812 });
    await expect(page.getByTestId('referral-cards')).toBeVisible();
    await expectNoAxeViolations(page, `${theme}, 375`);
  });
}
