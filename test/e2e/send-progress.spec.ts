import { registerByApi, newAccount, uniqueEmail, useToken } from './accounts-support';
import { animationsSettled, expect, sendsSettled, test } from './fixtures';
import { scanA11y } from './axe';

/**
 * A send to 200 people through the queue (decision 0033), watched in the send dialog: the
 * progress bar moves at the mail service's rate, 20 addresses are refused by the SES stand-in
 * (as SES's sandbox refuses unverified recipients), the result says so, and once they are
 * "verified" Retry failed sends to those 20 only, each once.
 */

const PEOPLE = 200;
const REFUSED = 20;

test('a send to 200 shows its progress, then retries only the failed ones', async ({
  page,
  problems,
}) => {
  test.setTimeout(240_000);
  const account = newAccount('Manager');
  const token = await registerByApi(page.request, account);
  const headers = { Authorization: `Bearer ${token}` };
  const created = await page.request.post('/api/surveys', {
    headers,
    data: {
      title: 'Company pulse',
      timezone: 'UTC',
      questions: [{ type: 'rating', text: 'How was your week?', required: true, order: 1 }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { survey } = (await created.json()) as { survey: { id: string } };

  // Addresses with this text are refused for good until it is cleared.
  const mark = `unverified${Date.now().toString(36)}`;
  const people = Array.from({ length: PEOPLE }, (_, i) =>
    uniqueEmail(i % (PEOPLE / REFUSED) === 3 ? `${mark}-${i}` : `person-${i}`),
  );
  const refused = people.filter((email) => email.includes(mark));
  expect(refused).toHaveLength(REFUSED);
  const limits = (data: Record<string, unknown>) =>
    page.request.post('/dev/api/mail/limits', { data });
  expect((await limits({ refuse: mark })).status()).toBe(200);

  try {
    await useToken(page, token);
    await page.setViewportSize({ width: 1366, height: 800 });
    await page.goto('/surveys');
    await page.getByRole('button', { name: 'Send Company pulse' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send by Email' });
    await dialog.getByRole('textbox', { name: /^Recipients/ }).fill(people.join('\n'));
    await dialog.getByRole('button', { name: 'Send Survey' }).click();

    // The send goes out at the mail rate: the bar and its words move while it does.
    const progress = dialog.getByTestId('send-progress');
    await expect(progress).toBeVisible();
    await expect(progress.getByRole('progressbar')).toBeVisible();
    // Mid-way (the mail rate keeps 200 going for many seconds): some sent, some waiting.
    await expect(progress.getByRole('status')).toHaveText(
      new RegExp(`^[1-9]\\d* of ${PEOPLE} sent.*, [1-9]\\d* waiting$`),
    );
    await expect(dialog.getByRole('button', { name: 'Close (keeps sending)' })).toBeVisible();
    await animationsSettled(dialog);
    await page.screenshot({ path: test.info().outputPath('send-progress.png') });
    expect((await scanA11y(page)).violations).toEqual([]);

    // Done: 180 sent, the 20 refused failed, each named, and a retry for only them.
    const result = dialog.getByTestId('send-result');
    await expect(
      result.getByRole('heading', {
        name: `Sent to ${PEOPLE - REFUSED}, but ${REFUSED} addresses could not be reached`,
      }),
    ).toBeVisible({ timeout: 120_000 });
    await expect(result.getByTestId('send-count-failed')).toHaveText(`Failed${REFUSED}`);
    const retry = dialog.getByRole('button', { name: `Retry failed (${REFUSED})` });
    await expect(retry).toBeVisible();

    // The addresses are "verified" now: the retry sends to them alone.
    expect((await limits({ refuse: '' })).status()).toBe(200);
    await retry.click();
    await expect(
      dialog.getByTestId('send-result').getByRole('heading', {
        name: 'Email survey sent successfully!',
      }),
    ).toBeVisible({ timeout: 120_000 });
    await expect(dialog.getByTestId('send-count-sent')).toHaveText(`Sent${REFUSED}`);
    await expect(dialog.getByRole('button', { name: /Retry failed/ })).toHaveCount(0);
    await page.screenshot({ path: test.info().outputPath('send-retried.png') });

    // Everyone got exactly one mail with the survey's link.
    await sendsSettled(page.request);
    const mail = (await (await page.request.get('/dev/api/mail')).json()) as {
      to: string[];
      text: string;
    }[];
    const each = new Map<string, number>();
    for (const m of mail) {
      if (!m.text.includes(`/survey/${survey.id}?token=`)) continue;
      for (const to of m.to) each.set(to, (each.get(to) ?? 0) + 1);
    }
    expect(people.filter((email) => each.get(email) !== 1)).toEqual([]);
    expect(each.size).toBe(PEOPLE);
  } finally {
    await limits({ refuse: '' });
  }
  expect(problems.errors).toEqual([]);
});
