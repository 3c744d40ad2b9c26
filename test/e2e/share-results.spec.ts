import type { APIRequestContext, Page } from '@playwright/test';
import { newAccount, registerByApi, useToken } from './accounts-support';
import { expect, sendsSettled, test, useSavedTheme, type Theme } from './fixtures';
import { scanA11y } from './axe';

// This journey moves the product's clock (a release day): it puts it back as it found it.
let clockOffsetMs = 0;
test.beforeEach(async ({ request }) => {
  const before = await request.get('/dev/api/clock');
  clockOffsetMs = ((await before.json()) as { offsetMs: number }).offsetMs;
});
test.afterEach(async ({ request }) => {
  await request.post('/dev/api/clock', { data: { offsetMs: clockOffsetMs } });
});

/**
 * Sharing a round's results back (issue #31, decision 0054): the manager previews exactly what
 * the team will see (comments off), shares it, the page opens without an account on a phone
 * with who opened the results, and taking it down ends the page.
 */
const SHOTS = 'test-results/screenshots';
const phone = { width: 375, height: 812 };
const desktop = { width: 1366, height: 900 };
const COMMENTS = [
  'Meetings run long',
  'Great support',
  'More focus time',
  'Fine',
  'Good week',
  'Ok',
];
const NOTE = 'Thank you all. From next month, Tuesday meetings end at 11.';

interface Mail {
  to: string[] | string;
  subject: string;
  text: string;
}

/** A survey of one round, six answers released. */
async function sharedRound(request: APIRequestContext) {
  const token = await registerByApi(request, newAccount('Sharer'));
  const headers = { Authorization: `Bearer ${token}` };
  const team = await request.post('/api/teams', { headers, data: { name: 'Harbour Team' } });
  expect(team.status(), await team.text()).toBe(201);
  const { team: created } = (await team.json()) as { team: { id: string } };
  const people = COMMENTS.map((_, i) => `share-${i}-${Date.now()}@example.com`);
  for (const email of people) {
    const added = await request.post(`/api/teams/${created.id}/members`, {
      headers,
      data: { name: email.split('@')[0], email, role: 'member' },
    });
    expect(added.status(), await added.text()).toBe(201);
  }
  const response = await request.post('/api/surveys', {
    headers,
    data: {
      title: 'Harbour weekly pulse',
      teamId: created.id,
      questions: [
        {
          type: 'rating',
          text: 'How was your week?',
          required: true,
          order: 1,
          options: { min: 1, max: 5, labels: ['Poor', 'Excellent'] },
        },
        { type: 'textarea', text: 'What should change?', required: false, order: 2, options: {} },
      ],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { survey } = (await response.json()) as {
    survey: { id: string; questions: { id: string }[] };
  };
  const [r, t] = survey.questions.map((q) => q.id) as [string, string];
  const sent = await request.post(`/api/surveys/${survey.id}/send-email`, {
    headers,
    data: { recipients: people },
  });
  expect(sent.status(), await sent.text()).toBe(202);
  await sendsSettled(request);
  const mails = (await (await request.get('/dev/api/mail')).json()) as Mail[];
  for (const [i, email] of people.entries()) {
    const mail = mails.find((m) => [m.to].flat().includes(email))!;
    const link = mail.text.match(new RegExp(`https?://\\S+/survey/${survey.id}\\?token=\\S+`))![0];
    const stored = await request.post(`/api/surveys/email-response/${survey.id}`, {
      data: {
        token: new URL(link).searchParams.get('token'),
        responses: [
          { questionId: r, type: 'rating', value: (i % 5) + 1 },
          { questionId: t, type: 'textarea', value: COMMENTS[i] },
        ],
        acceptedTerms: true,
      },
    });
    expect(stored.status(), await stored.text()).toBe(201);
    if (i === 3) await request.post('/dev/api/clock', { data: { advanceHours: 25 } });
  }
  const digest = await request.post('/dev/api/jobs/response-digest');
  expect(digest.status()).toBe(200);
  return { token, surveyId: survey.id, teamId: created.id, people };
}

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('share a round from its results with a preview, open it on a phone, take it down', async ({
  page,
  browser,
  request,
  problems,
}) => {
  test.setTimeout(180_000);
  const { token, surveyId, teamId, people } = await sharedRound(request);
  await useToken(page, token);
  await page.setViewportSize(desktop);
  await page.goto(`/surveys/${surveyId}/responses`);
  await page.getByLabel('Round').selectOption('1');
  await expect(page.getByTestId('results-summary')).toContainText('Responses6');

  // The dialog: a note, comments off, then the preview drawn as the public page draws it.
  await page.getByRole('button', { name: 'Share with the team' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share round 1’s results' });
  await expect(dialog.getByRole('checkbox', { name: 'Include comments' })).not.toBeChecked();
  await dialog.getByLabel('Note to the team').fill(NOTE);
  await dialog.getByRole('button', { name: 'Preview' }).click();
  const preview = dialog.getByTestId('share-preview');
  await expect(preview.getByTestId('shared-note')).toHaveText(NOTE);
  await expect(preview.getByTestId('shared-average')).toHaveText('2.7/5');
  for (const words of COMMENTS) await expect(preview).not.toContainText(words);
  // The link goes by e-mail to the round's invited people unless unticked (decision 0058).
  await expect(dialog.getByTestId('share-mail-count')).toHaveText(
    `${people.length} people invited to this round will get an e-mail with the link and your note.`,
  );
  expect((await scanA11y(page)).violations).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/share-preview-1366-light.png` });

  await dialog.getByRole('button', { name: 'Share', exact: true }).click();
  const field = page.getByRole('dialog', { name: 'Results shared' }).getByLabel('Shared page');
  await expect(field).toHaveValue(/\/shared\/[A-Za-z0-9_-]{24}$/);
  const link = await field.inputValue();
  await page.screenshot({ path: `${SHOTS}/share-link-1366-light.png` });
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByTestId('results-shares')).toContainText('Round 1, shared by');
  // The report job queues the mails; the send worker sends one to each invited address.
  const job = await page.request.post('/dev/api/jobs/run', {
    data: {
      kind: 'round-reports',
      targetId: 'pending-reports',
      scheduleName: 'candor-round-reports',
    },
  });
  expect(job.status()).toBe(200);
  const shareMails = async () =>
    ((await (await page.request.get('/dev/api/mail')).json()) as Mail[]).filter(
      (m) => m.subject === 'Results of “Harbour weekly pulse”, round 1' && m.text.includes(link),
    );
  await expect
    .poll(async () => (await shareMails()).length, { timeout: 20_000 })
    .toBe(people.length);
  for (const email of people) {
    expect((await shareMails()).filter((m) => [m.to].flat().includes(email))).toHaveLength(1);
  }

  // The page, on a phone, with no account, light and dark.
  for (const theme of ['light', 'dark'] as Theme[]) {
    const context = await browser.newContext({ viewport: phone });
    const reader = await context.newPage();
    await useSavedTheme(reader, theme);
    await reader.goto(new URL(link).pathname);
    await expect(reader.getByRole('heading', { level: 1 })).toHaveText('Harbour weekly pulse');
    await expect(reader.getByTestId('shared-note')).toHaveText(NOTE);
    await expect(reader.getByTestId('results-reads')).toContainText('Sharer');
    await expect.poll(() => overflow(reader)).toBeLessThanOrEqual(0);
    expect((await scanA11y(reader)).violations).toEqual([]);
    await reader.screenshot({ path: `${SHOTS}/shared-page-375-${theme}.png`, fullPage: true });
    await context.close();
  }

  // Taken down: the list says so and the link answers that the page is gone.
  await page.getByRole('button', { name: 'Take down' }).click();
  await page
    .getByRole('alertdialog', { name: 'Take the shared page down?' })
    .getByRole('button', { name: 'Take down' })
    .click();
  await expect(page.getByTestId('results-shares')).toContainText('Taken down');
  const context = await browser.newContext({ viewport: phone });
  const reader = await context.newPage();
  await reader.goto(new URL(link).pathname);
  await expect(
    reader.getByRole('heading', { name: 'These results are no longer shared' }),
  ).toBeVisible();
  expect((await scanA11y(reader)).violations).toEqual([]);
  await reader.screenshot({ path: `${SHOTS}/shared-page-gone-375-light.png` });
  await context.close();

  // The team page lists who opened the team's results, by day, for its members.
  await page.setViewportSize(phone);
  await page.goto(`/teams/${teamId}`);
  const log = page.getByRole('region', { name: 'Who opened our results' });
  await expect(log.getByTestId('results-reads')).toContainText('Sharer Tester');
  await expect(log.getByTestId('results-reads')).toContainText('owner');
  await log.scrollIntoViewIfNeeded();
  expect((await scanA11y(page)).violations).toEqual([]);
  await log.screenshot({ path: `${SHOTS}/team-results-reads-375-light.png` });
  expect(problems.errors).toEqual([]);
});
