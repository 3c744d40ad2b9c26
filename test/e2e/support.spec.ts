import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import {
  mailedLink,
  newAccount,
  registerByApi,
  toastWith,
  uniqueEmail,
  useToken,
} from './accounts-support';
import { animationsSettled, expect, test, useSavedTheme, type Theme } from './fixtures';
import { scanA11y } from './axe';

const SHOTS = 'test-results/screenshots';
const phone = { width: 375, height: 812 };
const TEST_SUBJECT = 'Candor test email';

/** A fresh account with its address verified through the mailed link, signed in, tour seen. */
async function signInVerified(page: Page, request: APIRequestContext): Promise<string> {
  const account = newAccount('Sam');
  const token = await registerByApi(request, account, { verified: false });
  const link = new URL(await mailedLink(request, account.email, /verify/i));
  const verify = await request.post('/api/auth/verify-email', {
    data: { token: link.searchParams.get('token') },
  });
  expect(verify.status(), await verify.text()).toBe(200);
  await useToken(page, token);
  await page.addInitScript(() => {
    try {
      localStorage.setItem('tourSeen', 'true');
    } catch {
      // about:blank has no storage.
    }
  });
  return account.email;
}

async function openSupport(page: Page) {
  await page.goto('/support');
  await expect(page.getByRole('heading', { level: 1, name: 'Support Center' })).toBeVisible();
}

async function openEmailTest(page: Page): Promise<Locator> {
  await page
    .getByTestId('email-test-card')
    .getByRole('button', { name: 'Test Email Service' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Test Email Service' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByTestId('email-config')).toContainText('Local SES stand-in');
  return dialog;
}

/** How far the page scrolls sideways: 0 means nothing overflows. */
function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/** Axe, once what was opening or closing has settled: mid-fade colours are faint by design. */
async function axe(page: Page) {
  await animationsSettled(page);
  return (await scanA11y(page)).violations;
}

test('the support page: quick links, a FAQ accordion worked by keyboard, contact and resources', async ({
  page,
  request,
  problems,
}) => {
  // Registration, verification through the mailbox and the journey: more than 30 s on a busy machine.
  test.setTimeout(60_000);
  await signInVerified(page, request);
  await openSupport(page);

  const quick = page.getByRole('region', { name: 'Quick links' });
  for (const [name, href] of [
    ['Create a Survey', '/surveys/new'],
    ['View Analytics', '/analytics'],
    ['Manage Teams', '/teams'],
    ['Survey Calendar', '/calendar'],
  ]) {
    await expect(quick.getByRole('link', { name })).toHaveAttribute('href', href!);
  }

  // The FAQ by keyboard only: Tab reaches the first question, arrows move, Enter/Space toggle.
  const faq = page.getByTestId('faq');
  const questions = faq.getByRole('button');
  await expect(questions).toHaveCount(6);
  await page.getByRole('tab', { name: 'FAQ' }).focus();
  await page.keyboard.press('Tab');
  await expect(questions.first()).toBeFocused();
  await expect(questions.first()).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('Enter');
  await expect(questions.first()).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('region', { name: 'How do I create a survey?' })).toContainText(
    'six ready-made templates',
  );
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowDown');
  const anonymity = faq.getByRole('button', { name: 'Are responses really anonymous?' });
  await expect(anonymity).toBeFocused();
  await page.keyboard.press('Space');
  await expect(anonymity).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('region', { name: 'Are responses really anonymous?' })).toContainText(
    '3 by default, and never fewer than 3',
  );
  await page.keyboard.press('Space');
  await expect(anonymity).toHaveAttribute('aria-expanded', 'false');

  await page.getByRole('tab', { name: 'Contact' }).click();
  await expect(page.getByRole('link', { name: 'support@candor.local' })).toHaveAttribute(
    'href',
    'mailto:support@candor.local',
  );
  await expect(page.getByRole('link', { name: 'docs.candor.local' })).toBeVisible();
  await expect(page.getByText('Under 24 hours')).toBeVisible();
  await expect(page.getByText('Need urgent help?')).toBeVisible();

  await page.getByRole('tab', { name: 'Resources' }).click();
  await page.getByRole('link', { name: 'Read how anonymity works' }).click();
  await expect(page).toHaveURL(/\/help\/anonymity$/);
  await expect(page.getByRole('heading', { level: 1, name: 'How anonymity works' })).toBeVisible();

  expect(problems.errors).toEqual([]);
});

test('the e-mail test: configuration, connection, and a test e-mail that lands in the mailbox', async ({
  page,
  request,
  problems,
}) => {
  // Registration, verification through the mailbox and the journey: more than 30 s on a busy machine.
  test.setTimeout(60_000);
  await signInVerified(page, request);
  await openSupport(page);
  const dialog = await openEmailTest(page);
  await expect(dialog.getByTestId('email-config')).toContainText('Secure');
  await expect(dialog.getByTestId('email-config')).toContainText('Configured');
  await expect(dialog.getByTestId('email-config')).toContainText('no-reply@candor.local');

  await dialog.getByRole('button', { name: 'Test Connection' }).click();
  await expect(toastWith(page, 'Email connection test successful!')).toBeVisible();
  await expect(dialog.getByTestId('email-test-result')).toContainText(
    'Connected to Local SES stand-in: sending is enabled',
  );

  // An empty address is stopped on the page.
  const field = dialog.getByRole('textbox', { name: /^Test email address/ });
  await field.fill('');
  await dialog.getByRole('button', { name: 'Send Test Email' }).click();
  await expect(dialog.getByText('Please enter an email address')).toBeVisible();

  const to = uniqueEmail('support-inbox');
  await field.fill(to);
  await field.press('Enter');
  await expect(toastWith(page, 'Test email sent successfully!')).toBeVisible();
  const result = dialog.getByTestId('email-test-result');
  await expect(result).toContainText(`Sent to ${to}`);
  const messageId = (await result.getByRole('code').innerText()).trim();

  // The mail is in the local mailbox, with the id the modal showed.
  await expect
    .poll(
      async () => {
        const mails = (await (await request.get('/dev/api/mail')).json()) as {
          id: string;
          to: string[];
          subject: string;
          text: string;
        }[];
        const mail = mails.find((m) => m.to.includes(to) && m.subject === TEST_SUBJECT);
        return mail && { id: mail.id, sentLine: /Sent: .+\(.+\)\./.test(mail.text) };
      },
      { message: `the test e-mail to ${to}` },
    )
    .toEqual({ id: messageId, sentLine: true });

  // A refused address gives the mail service's reason.
  const refused = `nobody-${Date.now()}@example.invalid`;
  await field.fill(refused);
  await dialog.getByRole('button', { name: 'Send Test Email' }).click();
  await expect(toastWith(page, 'Failed to send test email')).toBeVisible();
  await expect(result).toContainText(`Email address is not verified: ${refused}`);
  await expect(result.getByText('Raw data')).toBeVisible();

  expect(problems.errors.filter((e) => !/status of 422/.test(e))).toEqual([]);
});

for (const theme of ['light', 'dark'] as Theme[]) {
  test(`axe finds no violations on the support page and the e-mail test in ${theme} mode, and at 375 px`, async ({
    page,
    request,
  }) => {
    // Five axe scans of a full page on a shared two-core machine take their time.
    test.setTimeout(120_000);
    mkdirSync(SHOTS, { recursive: true });
    await useSavedTheme(page, theme);
    await signInVerified(page, request);
    await openSupport(page);
    await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
    const question = page.getByTestId('faq').getByRole('button').nth(3);
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    expect(await axe(page), `support page, ${theme}`).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/support-desktop-${theme}.png`, fullPage: true });

    await page.getByRole('tab', { name: 'Contact' }).click();
    await expect(page.getByRole('link', { name: 'support@candor.local' })).toBeVisible();
    expect(await axe(page), `contact tab, ${theme}`).toEqual([]);
    await page.getByRole('tab', { name: 'Resources' }).click();
    await expect(page.getByRole('link', { name: /^(Read|Open) / })).toHaveCount(4);
    expect(await axe(page), `resources tab, ${theme}`).toEqual([]);

    const dialog = await openEmailTest(page);
    await dialog.getByRole('button', { name: 'Test Connection' }).click();
    await expect(dialog.getByTestId('email-test-result')).toBeVisible();
    expect(await axe(page), `e-mail test, ${theme}`).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/support-dialog-desktop-${theme}.png` });
    await dialog.getByRole('button', { name: 'Close', exact: true }).first().click();
    await expect(dialog).toBeHidden();

    await page.setViewportSize(phone);
    await openSupport(page);
    await expect.poll(() => horizontalOverflow(page)).toBe(0);
    await page.screenshot({ path: `${SHOTS}/support-phone-${theme}.png`, fullPage: true });
    const small = await openEmailTest(page);
    // Measured once it has finished opening (a slight zoom).
    await animationsSettled(small);
    const box = await small.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(phone.width);
    await expect.poll(() => horizontalOverflow(page)).toBe(0);
    expect(await axe(page), `e-mail test at 375 px, ${theme}`).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/support-dialog-phone-${theme}.png` });
  });
}
