import { newAccount, registerByApi, useToken } from './accounts-support';
import { scanA11y } from './axe';
import { animationsSettled, expect, test, useSavedTheme } from './fixtures';

/*
 * Enterprise "Contact sales" (issue #33): reachable from /pricing signed out and from the billing
 * page signed in; the enquiry lands in the support inbox (the local mailbox).
 */

const SHOTS = 'test-results/screenshots';

interface Mail {
  to: string[] | string;
  subject: string;
  text: string;
}

test('Enterprise: Contact sales from /pricing and from Billing reaches the support inbox', async ({
  page,
  request,
  problems,
}) => {
  const config = (await (await request.get('/api/auth/config')).json()) as {
    support: { email: string };
  };
  const company = `Acme ${Date.now().toString(36)}`;

  // Signed out, on a phone, dark.
  await page.setViewportSize({ width: 375, height: 667 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await useSavedTheme(page, 'dark');
  await page.goto('/pricing');
  const enterprise = page.getByTestId('plan-enterprise');
  await expect(enterprise.getByText('Custom pricing')).toBeVisible();
  await enterprise.getByRole('button', { name: 'Contact sales' }).click();
  const dialog = page.getByRole('dialog', { name: 'Contact sales' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Send request' }).click();
  await expect(dialog.getByText('Company is required')).toBeVisible();
  await animationsSettled(page);
  await page.screenshot({ path: `${SHOTS}/contact-sales-375-dark-errors.png` });
  expect((await scanA11y(page)).violations.map((v) => v.id)).toEqual([]);

  await dialog.getByLabel(/^Name/).fill('Ines Ortega');
  await dialog.getByLabel(/^Work email/).fill('ines@acme.example');
  await dialog.getByLabel(/^Company/).fill(company);
  await dialog.getByLabel(/^Team size/).selectOption('251-1000');
  await dialog.getByLabel(/^Message/).fill('We need SSO for 600 people.');
  await dialog.getByRole('button', { name: 'Send request' }).click();
  const done = page.getByRole('dialog', { name: 'Request sent' });
  await expect(done).toContainText('Our team will get back to you');
  await animationsSettled(page);
  await page.screenshot({ path: `${SHOTS}/contact-sales-375-dark-sent.png` });

  await expect
    .poll(async () => {
      const mails = (await (await request.get('/dev/api/mail')).json()) as Mail[];
      return mails.find(
        (m) =>
          [m.to].flat().includes(config.support.email) &&
          m.subject === `Enterprise enquiry from ${company}`,
      )?.text;
    })
    .toContain('Team size: 251 to 1,000 people');
  await done.getByRole('button', { name: 'Close' }).click();
  await expect(done).toBeHidden();

  // Signed in, on a desktop, light: the billing page's Enterprise, with the name filled in.
  const account = newAccount('Sales');
  await useToken(page, await registerByApi(request, account));
  await page.setViewportSize({ width: 1366, height: 768 });
  await page.emulateMedia({ colorScheme: 'light' });
  await useSavedTheme(page, 'light');
  await page.goto('/billing');
  await page
    .getByTestId('billing-plan-enterprise')
    .getByRole('button', { name: 'Contact sales' })
    .click();
  const form = page.getByRole('dialog', { name: 'Contact sales' });
  await expect(form.getByLabel(/^Name/)).toHaveValue(`${account.firstName} ${account.lastName}`);
  await expect(form.getByLabel(/^Work email/)).toHaveValue(account.email);
  await animationsSettled(page);
  await page.screenshot({ path: `${SHOTS}/contact-sales-1366-light-billing.png` });
  expect((await scanA11y(page)).violations.map((v) => v.id)).toEqual([]);

  expect(problems.errors).toEqual([]);
});
