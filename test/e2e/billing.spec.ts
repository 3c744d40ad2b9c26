import type { APIRequestContext, Page } from '@playwright/test';
import { newAccount, registerByApi, toastWith, useToken, type Account } from './accounts-support';
import { animationsSettled, expect, test, useSavedTheme, type Theme } from './fixtures';
import { scanA11y } from './axe';

/*
 * The billing journey against the payments stand-in: start a trial through its checkout page,
 * pay when the trial ends, see Professional active with its limits, cancel in its portal and
 * see the change; axe in light and dark, and the page at phone width.
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

/** The dev control of the stand-in (renew, fail a payment, end a trial...). */
async function advance(request: APIRequestContext, account: Account, action: string) {
  const response = await request.post('/dev/api/payments/advance', {
    data: { email: account.email, action },
  });
  expect(response.status(), await response.text()).toBe(200);
}

async function signedIn(page: Page, request: APIRequestContext, name: string) {
  const account = newAccount(name);
  await useToken(page, await registerByApi(request, account));
  await page.addInitScript(() => {
    try {
      localStorage.setItem('tourSeen', 'true');
    } catch {
      // The payments pages are another origin; nothing to store there.
    }
  });
  return account;
}

// Checkout posts its webhooks before it redirects, and each page load here waits on the
// database: give the journeys room on a busy machine.
test.setTimeout(240_000);
test.use({ navigationTimeout: 60_000 });
const SLOW = { timeout: 45_000 };

/** Fills the stand-in's checkout form with a test card. */
async function payOnCheckoutPage(page: Page) {
  await expect(
    page.getByRole('heading', { name: 'Subscribe to Candor Professional' }),
  ).toBeVisible();
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry (MM / YY)').fill('12 / 34');
  await page.getByLabel('CVC').fill('123');
  await page.getByLabel('Name on card').fill('Test Card');
  await page.getByRole('button', { name: 'Start trial' }).click();
}

test('trial, payment, Professional active, cancel in the portal', async ({
  page,
  request,
  problems,
}) => {
  const account = await signedIn(page, request, 'Billie');
  await page.goto('/billing');
  await expect(page.getByRole('heading', { level: 1, name: 'Billing & Usage' })).toBeVisible(SLOW);
  const current = page.getByTestId('current-plan');
  await expect(current).toContainText('Starter', SLOW);
  await expect(page.getByTestId('plan-status')).toHaveText('Active');
  await expect(page.getByTestId('billing-history')).toContainText(
    'Your billing history will appear here once you have an active subscription.',
  );

  // Start the trial: the stand-in's checkout page, a test card, back to /billing.
  await page
    .getByTestId('billing-plan-professional')
    .getByRole('button', { name: 'Start 14-Day Free Trial' })
    .click();
  await payOnCheckoutPage(page);
  await expect(page).toHaveURL(/\/billing$/, SLOW);
  await expect(toastWith(page, 'Your subscription is active. Thank you!')).toBeVisible(SLOW);
  await expect(page.getByTestId('trial-banner')).toContainText(
    '14 days left in your free trial!',
    SLOW,
  );
  await expect(current).toContainText('Professional');
  await expect(page.getByTestId('plan-status')).toHaveText('Trial');
  await expect(page.getByTestId('usage-surveys')).toContainText('0 / 50');
  await expect(
    page.getByTestId('billing-plan-professional').getByRole('button', { name: 'Current Plan' }),
  ).toBeDisabled();

  // The trial ends and the card is charged: Professional, active, with a $19 invoice.
  await advance(request, account, 'end-trial');
  await page.reload();
  await expect(current).toContainText('Professional', SLOW);
  await expect(page.getByTestId('plan-status')).toHaveText('Active');
  await expect(page.getByTestId('trial-banner')).toHaveCount(0);
  await expect(current).toContainText('Next billing date:');
  await expect(page.getByTestId('billing-history')).toContainText('$19.00');

  // Cancel in the portal, come back, see the change.
  await current.getByRole('button', { name: 'Manage Subscription' }).click();
  await expect(page.getByRole('heading', { name: 'Manage your subscription' })).toBeVisible(SLOW);
  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  await expect(page.getByRole('status')).toContainText('Your subscription will end on');
  await page.getByRole('link', { name: 'Return to Candor' }).click();
  await expect(page).toHaveURL(/\/billing$/, SLOW);
  await expect(current).toContainText('Cancels on', SLOW);

  // The period ends: back on Starter, nothing deleted.
  await advance(request, account, 'renew');
  await page.reload();
  await expect(current).toContainText('Starter', SLOW);
  await expect(page.getByTestId('plan-status')).toHaveText('Canceled');
  expect(problems.errors).toEqual([]);
});

for (const theme of ['light', 'dark'] as Theme[]) {
  test(`the billing page passes axe in ${theme} mode, at 1366 and 375 px`, async ({
    page,
    request,
  }) => {
    await useSavedTheme(page, theme);
    const account = await signedIn(page, request, `Axe${theme}`);
    await page.goto('/billing');
    await expect(page.getByTestId('current-plan')).toContainText('Starter', SLOW);
    const professional = page.getByTestId('billing-plan-professional');
    await professional.getByRole('button', { name: 'Learn More' }).click();
    await expect(professional.getByText(/^Surveys: .* at a time$/)).toBeVisible();
    await expectNoAxeViolations(page, `${theme}, Starter`);

    await page
      .getByTestId('billing-plan-professional')
      .getByRole('button', { name: 'Start 14-Day Free Trial' })
      .click();
    await payOnCheckoutPage(page);
    await expect(page.getByTestId('trial-banner')).toBeVisible(SLOW);
    await expectNoAxeViolations(page, `${theme}, trial`);

    // The trial ends unpaid: the ended-trial banner and a yellow status.
    await advance(request, account, 'end-trial-unpaid');
    await page.setViewportSize({ width: 375, height: 800 });
    await page.reload();
    await expect(page.getByTestId('trial-ended')).toContainText(
      'Your free trial has ended. Subscribe to continue using Pro features.',
      SLOW,
    );
    await expect(page.getByRole('button', { name: 'Subscribe for $19/mo' })).toBeVisible();
    await expectNoAxeViolations(page, `${theme}, ended trial, 375 px`);
    // Nothing runs off the side at phone width.
    await expect
      .poll(() =>
        page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      )
      .toBeLessThanOrEqual(0);
    await page.screenshot({ path: `test-results/billing-${theme}-375.png`, fullPage: true });
  });
}
