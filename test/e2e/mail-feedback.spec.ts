import { newAccount, registerByApi, uniqueEmail, useToken } from './accounts-support';
import { scanA11y } from './axe';
import { animationsSettled, expect, test, weekRating, type Theme } from './fixtures';

/**
 * A manager sees which e-mails bounced or were marked as spam (decision 0036): the SES stand-in
 * plays SES's mailbox simulator, so its bounce and complaint addresses come back as SES's events
 * would, and the survey's invitations say so, with no Resend for them.
 */
const simulator = (kind: 'bounce' | 'complaint') =>
  `${kind}+${uniqueEmail('e2e')
    .split('@')[0]!
    .replace(/[^a-z0-9-]/gi, '-')}@simulator.amazonses.com`;

test('the invitations say which e-mails bounced or were marked as spam', async ({ page }) => {
  const token = await registerByApi(page.request, newAccount('Feedback'));
  const headers = { Authorization: `Bearer ${token}` };
  const created = await page.request.post('/api/surveys', {
    headers,
    data: {
      title: 'Weekly pulse',
      description: 'Two minutes.',
      timezone: 'UTC',
      isAnonymous: false,
      questions: [weekRating],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { survey } = (await created.json()) as { survey: { id: string } };
  const bounce = simulator('bounce');
  const complaint = simulator('complaint');
  const fine = uniqueEmail('fine');
  // An address with no place to break but its @: a phone's table must still fit it.
  const unbroken = uniqueEmail('unbroken').replace(/[.](?=.*@)/g, '');
  const sent = await page.request.post(`/api/surveys/${survey.id}/send-email`, {
    headers,
    data: { recipients: [bounce, complaint, fine, unbroken] },
  });
  expect(sent.status(), await sent.text()).toBe(202);
  // The events come after the mail service took the mails: wait for both to be recorded.
  await expect
    .poll(async () => {
      const list = await page.request.get(`/api/surveys/${survey.id}/invitations`, { headers });
      const { invitations } = (await list.json()) as {
        invitations: { recipient_email: string; status: string }[];
      };
      return invitations.map((i) => i.status).sort();
    })
    .toEqual(['bounced', 'complained', 'sent', 'sent']);

  await useToken(page, token);
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/surveys/${survey.id}/edit`);
  const invitations = page.getByRole('region', { name: 'Email Invitations' });
  const row = (email: string) =>
    invitations.getByTestId('invitation-row').filter({ hasText: email });
  await expect(row(bounce)).toContainText('Bounced');
  await expect(row(complaint)).toContainText('Marked as spam');
  await expect(row(fine)).toContainText('Sent');
  await expect(row(bounce).getByRole('button', { name: /^Resend/ })).toHaveCount(0);
  await expect(row(complaint).getByRole('button', { name: /^Resend/ })).toHaveCount(0);
  await expect(row(fine).getByRole('button', { name: /^Resend/ })).toHaveCount(1);
  const result = await scanA11y(page);
  expect(result.violations).toEqual([]);

  for (const [width, theme] of [
    [1280, 'light'],
    [1280, 'dark'],
    [375, 'light'],
    [375, 'dark'],
  ] as [number, Theme][]) {
    await page.setViewportSize({ width, height: 800 });
    await page.emulateMedia({ colorScheme: theme });
    await animationsSettled(page);
    await invitations.screenshot({
      path: test.info().outputPath(`invitations-feedback-${width}-${theme}.png`),
    });
  }

  // In German ("Als Spam markiert", "Erneut senden") the table still fits a phone: a status and
  // the button wrap rather than push the table wider than its box.
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize({ width: 375, height: 800 });
  await page.evaluate(() => localStorage.setItem('language', 'de'));
  await page.reload();
  const table = page.getByRole('region', { name: 'Tabelle der Einladungen' });
  const germanRow = (email: string) =>
    table.getByTestId('invitation-row').filter({ hasText: email });
  await expect(germanRow(complaint)).toContainText('Als Spam markiert');
  await expect(germanRow(fine).getByRole('button', { name: /^Erneut senden/ })).toBeVisible();
  await expect(germanRow(unbroken)).toContainText('Gesendet');
  await animationsSettled(page);
  await table.screenshot({ path: test.info().outputPath('invitations-feedback-375-de.png') });
  expect(await table.evaluate((box) => box.scrollWidth - box.clientWidth)).toBe(0);
});
