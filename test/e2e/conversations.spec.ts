import type { Page } from '@playwright/test';
import { newAccount, registerByApi, useToken } from './accounts-support';
import { animationsSettled, expect, test, type Theme } from './fixtures';
import { scanA11y } from './axe';

/**
 * Anonymous conversations (decision 0052) in the browser, against the real runtime: a respondent
 * answers on a 375 px phone and is shown their private conversation link once; the manager replies
 * on the released comment from the responses page; the respondent opens the link on the phone,
 * reads the reply and answers it. Every screen is scanned by axe and looked at in both themes.
 */

const phone = { width: 375, height: 812 };
const desktop = { width: 1366, height: 900 };
const themes: Theme[] = ['light', 'dark'];
const COMMENT = 'The Monday planning meeting runs far too long.';
const REPLY = 'Thank you. Would a 30-minute limit help?';
const ANSWER = 'Yes, and an agenda sent the day before.';
const REPLY_SUBJECT = 'New reply about your comment on “Weekly pulse”';

interface Mail {
  to: string[];
  subject: string;
  text: string;
}

// The journey moves the product's clock past the reply's delivery hour: it puts it back after.
let clockOffsetMs = 0;
test.beforeEach(async ({ request }) => {
  const before = await request.get('/dev/api/clock');
  clockOffsetMs = ((await before.json()) as { offsetMs: number }).offsetMs;
});
test.afterEach(async ({ request }) => {
  await request.post('/dev/api/clock', { data: { offsetMs: clockOffsetMs } });
});

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/** Axe clean, no sideways scrolling, and a screenshot in each theme at the page's width. */
async function lookAt(page: Page, name: string) {
  for (const theme of themes) {
    await page.emulateMedia({ colorScheme: theme });
    await animationsSettled(page);
    await page.evaluate(() => window.scrollTo(0, 0));
    expect((await scanA11y(page)).violations, `${name} ${theme}`).toEqual([]);
    await expect.poll(() => horizontalOverflow(page), name).toBeLessThanOrEqual(0);
    await page.screenshot({ path: test.info().outputPath(`${name}-${theme}.png`), fullPage: true });
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

test('answer on a phone, keep the private link, read the manager’s reply and answer it', async ({
  page,
  browser,
  problems,
}) => {
  test.setTimeout(180_000);
  // ---- set-up through the API: a manager, an anonymous survey, four answers with comments ----
  const token = await registerByApi(page.request, newAccount('Manager'));
  const headers = { Authorization: `Bearer ${token}` };
  const created = await page.request.post('/api/surveys', {
    headers,
    data: {
      title: 'Weekly pulse',
      description: 'Two minutes, anonymous.',
      timezone: 'UTC',
      anonymityThreshold: 5,
      questions: [
        {
          type: 'rating',
          text: 'How was your week?',
          required: true,
          order: 1,
          options: { min: 1, max: 5, labels: ['Poor', 'Excellent'] },
        },
        { type: 'textarea', text: 'What should change?', required: false, order: 2 },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { survey } = (await created.json()) as {
    survey: { id: string; questions: { id: string }[] };
  };
  const [ratingId, textId] = survey.questions.map((q) => q.id) as [string, string];
  const address = `respondent-${Date.now()}@example.com`;
  for (let i = 1; i <= 4; i++) {
    const answered = await page.request.post(`/api/surveys/email-response/${survey.id}`, {
      data: {
        acceptedTerms: true,
        responses: [
          { questionId: ratingId, type: 'rating', value: 3 },
          { questionId: textId, type: 'textarea', value: `Another comment, number ${i}.` },
        ],
      },
    });
    expect(answered.status(), await answered.text()).toBe(201);
  }

  // ---- the respondent answers on a phone ----
  const phoneContext = await browser.newContext({
    viewport: phone,
    isMobile: true,
    hasTouch: true,
  });
  const respondent = await phoneContext.newPage();
  let link = '';
  try {
    await respondent.goto(`/survey/${survey.id}`);
    await expect(respondent.getByRole('heading', { level: 1, name: 'Weekly pulse' })).toBeVisible();
    await respondent
      .getByRole('radiogroup', { name: /How was your week/ })
      .getByRole('radio', { name: '4' })
      .check();
    await respondent
      .getByRole('group', { name: /What should change/ })
      .getByRole('textbox')
      .fill(COMMENT);
    await respondent
      .getByRole('checkbox', { name: 'I have read and accept the Terms of Service' })
      .check();
    await respondent.getByRole('button', { name: 'Submit Survey' }).click();
    await expect(respondent.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeVisible();
    const field = respondent.getByRole('textbox', { name: 'Private conversation link' });
    link = await field.inputValue();
    expect(link).toMatch(/\/survey\/conversation#[A-Za-z0-9_-]{43}$/);
    await expect(respondent.getByRole('link', { name: 'E-mail it to myself' })).toHaveAttribute(
      'href',
      new RegExp(`^mailto:\\?subject=.*${encodeURIComponent(link)}`),
    );
    await respondent.getByRole('button', { name: 'Show QR code' }).click();
    await expect(respondent.getByRole('img', { name: /QR code/ }).locator('svg')).toBeVisible();
    // Asking to be e-mailed of replies: optional, with what is kept said plainly.
    const mailBox = respondent.getByRole('group', { name: 'E-mail me when there is a reply' });
    await expect(mailBox.getByText(/kept encrypted with this conversation only/)).toBeVisible();
    await mailBox.getByRole('textbox', { name: 'Your e-mail address' }).fill('not an address');
    await mailBox.getByRole('button', { name: 'E-mail me of replies' }).click();
    await expect(mailBox.getByRole('alert')).toContainText('valid email');
    await lookAt(respondent, 'thank-you-phone-mail-error');
    await mailBox.getByRole('textbox', { name: 'Your e-mail address' }).fill(address);
    await mailBox.getByRole('button', { name: 'E-mail me of replies' }).click();
    await expect(mailBox.getByRole('status')).toHaveText(
      'Saved: we will e-mail you when there is a reply.',
    );
    await expect(mailBox.getByRole('button', { name: 'Stop e-mails' })).toBeVisible();
    await lookAt(respondent, 'thank-you-phone');

    // Before a reply, the link says there is none yet.
    await respondent.goto(link);
    await expect(respondent.getByText('No reply yet.')).toBeVisible();
  } finally {
    await phoneContext.close();
  }

  // ---- the manager replies on the released comment ----
  await useToken(page, token);
  await page.setViewportSize(desktop);
  await page.goto(`/surveys/${survey.id}/responses`);
  await page.getByRole('tab', { name: 'Individual answers' }).click();
  const card = page.getByTestId('response').filter({ hasText: COMMENT });
  await expect(card).toBeVisible();
  await card.getByRole('link', { name: /^Reply to response/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Conversations' })).toBeVisible();
  await expect(page.getByText(/^No messages yet\./)).toBeVisible();
  await expect(page.getByRole('blockquote').getByText(COMMENT)).toBeVisible();
  await page.getByRole('textbox', { name: 'Your reply' }).fill(REPLY);
  await page.getByRole('button', { name: 'Send reply' }).click();
  await expect(page.getByRole('list', { name: 'Messages' }).getByText(REPLY)).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Your reply' })).toHaveValue('');
  await lookAt(page, 'manager-conversation-desktop');
  await page.setViewportSize(phone);
  await lookAt(page, 'manager-conversation-phone');

  // ---- hours later, the hourly delivery mails the respondent the link ----
  const replyMails = async () =>
    ((await (await page.request.get('/dev/api/mail')).json()) as Mail[]).filter(
      (m) => m.to.includes(address) && m.subject === REPLY_SUBJECT,
    );
  expect(await replyMails()).toEqual([]);
  const clock = (await (await page.request.get('/dev/api/clock')).json()) as { offsetMs: number };
  await page.request.post('/dev/api/clock', {
    data: { offsetMs: clock.offsetMs + 9 * 3_600_000 },
  });
  expect((await page.request.post('/dev/api/jobs/survey-purge')).status()).toBe(200);
  await expect.poll(async () => (await replyMails()).length, { timeout: 20_000 }).toBe(1);
  const [mail] = await replyMails();
  expect(mail!.text).toContain(link);
  const mailedLink = /(http\S+\/survey\/conversation#[A-Za-z0-9_-]{43})/.exec(mail!.text)?.[1];
  expect(mailedLink).toBe(link);

  // ---- the respondent opens the mailed link on the phone, reads the reply and answers it ----
  const later = await browser.newContext({ viewport: phone, isMobile: true, hasTouch: true });
  const reader = await later.newPage();
  try {
    await reader.goto(mailedLink!);
    await expect(
      reader.getByRole('heading', { level: 1, name: 'Conversation about your comment' }),
    ).toBeVisible();
    await expect(reader.getByText(COMMENT)).toBeVisible();
    await expect(reader.getByRole('listitem').filter({ hasText: REPLY })).toBeVisible();
    await reader.getByRole('textbox', { name: 'Your answer' }).fill(ANSWER);
    await reader.getByRole('button', { name: 'Send answer' }).click();
    const mine = reader.getByRole('listitem').filter({ hasText: ANSWER });
    await expect(mine).toContainText('on its way');
    await expect(reader.getByRole('textbox', { name: 'Your answer' })).toHaveValue('');
    // Showing the name takes two steps; keeping anonymous is one click away at each.
    await reader.getByRole('button', { name: 'Show my name…' }).click();
    await reader.getByRole('textbox', { name: /name to show/ }).fill('Robin');
    await reader.getByRole('button', { name: 'Continue' }).click();
    await expect(reader.getByText(/This cannot be undone/)).toBeVisible();
    await lookAt(reader, 'conversation-phone-confirm');
    await reader.getByRole('button', { name: 'Keep me anonymous' }).click();
    await expect(reader.getByRole('button', { name: 'Show my name…' })).toBeVisible();
    await expect(
      reader
        .getByRole('group', { name: 'E-mail me when there is a reply' })
        .getByRole('button', { name: 'Stop e-mails' }),
    ).toBeVisible();
    await lookAt(reader, 'conversation-phone');
    // The mail's stop link: no more e-mails, said at the top of the page.
    const stopLink = mailedLink!.replace(
      '/survey/conversation#',
      '/survey/conversation?stop=mail#',
    );
    expect(mail!.text).toContain(stopLink);
    await reader.goto(stopLink);
    await expect(reader.getByText(/no more e-mails about this conversation/)).toBeVisible();
    await expect(
      reader
        .getByRole('group', { name: 'E-mail me when there is a reply' })
        .getByRole('textbox', { name: 'Your e-mail address' }),
    ).toBeVisible();
    await lookAt(reader, 'conversation-phone-stopped');
  } finally {
    await later.close();
  }
  // The manager sees nothing of the answer yet: it arrives with the next delayed delivery.
  await page.reload();
  await expect(page.getByRole('list', { name: 'Messages' }).getByText(REPLY)).toBeVisible();
  await expect(page.getByText(ANSWER)).toHaveCount(0);
  expect(problems.errors).toEqual([]);
});
