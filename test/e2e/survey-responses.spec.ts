import type { APIRequestContext, Browser, Locator, Page } from '@playwright/test';
import { newAccount, pathOf, registerByApi, uniqueEmail, useToken } from './accounts-support';
import { animationsSettled, expect, test, type Theme } from './fixtures';
import { scanA11y } from './axe';

/**
 * The manager's side of e-mailed surveys, against the real runtime: send a survey to three
 * people from the survey list, each answers through their personal link in a browser of their
 * own, and the manager reads the responses (held back until the anonymity threshold of 3) and
 * sees the dashboard move. Set-up goes through the API; everything the manager does, through
 * the screens.
 */

const phone = { width: 375, height: 812 };
const desktop = { width: 1280, height: 800 };
const themes: Theme[] = ['light', 'dark'];

// ---- set-up through the API ----

async function manager(request: APIRequestContext) {
  const account = newAccount('Manager');
  const token = await registerByApi(request, account);
  const headers = { Authorization: `Bearer ${token}` };
  const teamResponse = await request.post('/api/teams', {
    headers,
    data: { name: 'Platform Team', description: 'The people who keep things running' },
  });
  expect(teamResponse.status(), await teamResponse.text()).toBe(201);
  const { team } = (await teamResponse.json()) as { team: { id: string } };
  const surveyResponse = await request.post('/api/surveys', {
    headers,
    data: {
      title: 'Weekly pulse',
      description: 'How is the week going? A two-minute check-in.',
      timezone: 'UTC',
      teamId: team.id,
      questions: [
        {
          type: 'rating',
          text: 'How was your week?',
          required: true,
          order: 1,
          options: { min: 1, max: 5, labels: ['Poor', 'Excellent'] },
        },
        {
          type: 'multiple_choice',
          text: 'Where do you work most days?',
          required: true,
          order: 2,
          options: { choices: ['Office', 'Home', 'Both'] },
        },
        {
          type: 'checkbox',
          text: 'Which tools help you most?',
          required: false,
          order: 3,
          options: { choices: ['Chat', 'Docs', 'Video calls'] },
        },
        {
          type: 'textarea',
          text: 'Anything else?',
          required: false,
          order: 4,
          options: { maxLength: 500 },
        },
      ],
    },
  });
  expect(surveyResponse.status(), await surveyResponse.text()).toBe(201);
  const { survey } = (await surveyResponse.json()) as { survey: { id: string } };
  return { token, headers, surveyId: survey.id, firstName: account.firstName };
}

/** The personal link mailed to `to`, as a path on this origin. */
async function surveyLinkMailedTo(request: APIRequestContext, to: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await request.get('/dev/api/mail')).json()) as {
          to: string[] | string;
          text: string;
        }[];
        const mail = mails.find((m) => [m.to].flat().includes(to));
        link = mail?.text.match(/https?:\/\/\S+\/survey\/\S+/)?.[0];
        return link;
      },
      { message: `a survey e-mail to ${to}`, timeout: 15_000 },
    )
    .toBeTruthy();
  return pathOf(link as string);
}

interface Answers {
  rating: string;
  where: string;
  tools: string[];
  note?: string;
}

/** A respondent opens their link in a browser of their own, answers and submits. */
async function respond(browser: Browser, link: string, answers: Answers) {
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Weekly pulse' })).toBeVisible();
    await page
      .getByRole('radiogroup', { name: /How was your week/ })
      .getByRole('radio', { name: answers.rating })
      .check();
    await page
      .getByRole('radiogroup', { name: /Where do you work most days/ })
      .getByRole('radio', { name: answers.where })
      .check();
    for (const tool of answers.tools) {
      await page
        .getByRole('group', { name: /Which tools help you most/ })
        .getByRole('checkbox', { name: tool })
        .check();
    }
    if (answers.note) {
      await page
        .getByRole('group', { name: /Anything else/ })
        .getByRole('textbox')
        .fill(answers.note);
    }
    await page
      .getByRole('checkbox', { name: 'I have read and accept the Terms of Service' })
      .check();
    await page.getByRole('button', { name: 'Submit Survey' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeVisible();
  } finally {
    await context.close();
  }
}

// ---- reading the screen ----

/** Axe, once what was opening or closing has settled: mid-fade colours are faint by design. */
async function axe(page: Page) {
  await animationsSettled(page);
  return scanA11y(page);
}

function toast(page: Page, text: string | RegExp): Locator {
  return page.getByTestId('toast').filter({ hasText: text });
}

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/**
 * Screenshots at desktop and phone width in both themes (full page from the top), each checked
 * for sideways scrolling, then back to desktop light. Axe scans two of the four: desktop in light
 * and phone in dark, so each theme's colours and each width's layout are scanned once (a scan is
 * most of what a look costs).
 */
async function lookAt(page: Page, name: string, ready: () => Promise<void>) {
  for (const [size, viewport] of [
    ['desktop', desktop],
    ['phone', phone],
  ] as const) {
    await page.setViewportSize(viewport);
    for (const theme of themes) {
      await page.emulateMedia({ colorScheme: theme });
      // The app follows the system's theme: looked at once it has.
      await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
      await ready();
      await page.evaluate(() => window.scrollTo(0, 0));
      if ((size === 'desktop') === (theme === 'light')) {
        expect((await axe(page)).violations, `${name} ${size} ${theme}`).toEqual([]);
      }
      await expect.poll(() => horizontalOverflow(page), `${name} ${size}`).toBeLessThanOrEqual(0);
      await page.screenshot({
        path: test.info().outputPath(`${name}-${size}-${theme}.png`),
        fullPage: true,
      });
    }
  }
  await page.setViewportSize(desktop);
  await page.emulateMedia({ colorScheme: 'light' });
}

// ---- the journey ----

test('send a survey to three people, read their responses past the threshold, see the dashboard move', async ({
  page,
  browser,
  problems,
}) => {
  test.setTimeout(240_000);
  const { token, headers, surveyId, firstName } = await manager(page.request);
  await useToken(page, token);
  await page.setViewportSize(desktop);
  const recipients = [uniqueEmail('ana'), uniqueEmail('ben'), uniqueEmail('carla')];

  // Before anything: the dashboard greets, shows the survey and has no responses yet.
  await page.goto('/dashboard');
  await expect(
    page.getByRole('heading', { level: 1, name: `Welcome to Candor, ${firstName}!` }),
  ).toBeVisible();
  await expect(page.getByText('speak freely, stay anonymous')).toBeVisible();
  // The manager verified their address (only verified accounts send mail): no banner.
  await expect(page.getByTestId('verification-banner')).toHaveCount(0);
  const activeSurveys = page.getByRole('region', { name: 'Active Surveys' });
  await expect(activeSurveys.getByRole('link', { name: 'View Weekly pulse' })).toBeVisible();
  await expect(page.getByTestId('stat').filter({ hasText: 'Total Responses' })).toHaveText(
    'Total Responses0',
  );

  // Send from the survey list's Send button.
  await page.goto('/surveys');
  await page.getByRole('button', { name: 'Send Weekly pulse' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send by Email' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Subject' })).toHaveValue(
    'Survey: Weekly pulse',
  );
  await expect(dialog.getByRole('textbox', { name: 'Public survey link' })).toHaveValue(
    new RegExp(`/survey/${surveyId}$`),
  );
  const recipientsField = dialog.getByRole('textbox', { name: /^Recipients/ });
  await recipientsField.fill('not-an-address');
  await dialog.getByRole('button', { name: 'Send Survey' }).click();
  await expect(dialog.getByText('Invalid email addresses: not-an-address')).toBeVisible();
  await recipientsField.fill(`${recipients[0]}, ${recipients[1]}\n${recipients[2]}`);
  await dialog
    .getByRole('textbox', { name: /^Message/ })
    .fill('Two minutes, and nobody sees who said what.');
  await lookAt(page, 'send-modal', async () => {
    await expect(dialog.getByRole('button', { name: 'Send Survey' })).toBeVisible();
  });
  await dialog.getByRole('button', { name: 'Send Survey' }).click();
  const result = dialog.getByTestId('send-result');
  await expect(result.getByTestId('send-count-sent')).toHaveText('Sent3');
  await expect(result.getByTestId('send-count-failed')).toHaveText('Failed0');
  await expect(result.getByTestId('send-count-skipped')).toHaveText('Skipped (already sent)0');
  await expect(
    toast(page, 'Email survey sent successfully!').filter({
      hasText: '3 sent, 0 failed, 0 skipped (already sent)',
    }),
  ).toBeVisible();
  await lookAt(page, 'send-result', async () => {
    await expect(result).toBeVisible();
  });
  await dialog.getByRole('button', { name: 'Done' }).click();
  await expect(dialog).toBeHidden();

  // The editor lists the three invitations.
  await page.goto(`/surveys/${surveyId}/edit`);
  const invitations = page.getByRole('region', { name: 'Email Invitations' });
  await expect(invitations.getByTestId('invitation-row')).toHaveCount(3);
  for (const recipient of recipients) {
    await expect(
      invitations.getByTestId('invitation-row').filter({ hasText: recipient }),
    ).toContainText('Sent');
  }

  // Two of the three answer through their personal links.
  const links = [];
  for (const recipient of recipients) links.push(await surveyLinkMailedTo(page.request, recipient));
  for (const link of links) expect(link).toMatch(new RegExp(`^/survey/${surveyId}\\?token=`));
  await respond(browser, links[0] as string, {
    rating: '5, Excellent',
    where: 'Office',
    tools: ['Chat', 'Docs'],
    note: 'A great week with calm focus',
  });
  await respond(browser, links[1] as string, { rating: '4', where: 'Home', tools: [] });

  // Below the threshold: the threshold, and nothing else (not even how many answered so far).
  await page.goto(`/surveys/${surveyId}/responses`);
  await expect(page.getByRole('heading', { level: 1, name: 'Survey Responses' })).toBeVisible();
  // Results come first: below the threshold they say they wait, and nothing else.
  await expect(page.getByTestId('results-waiting')).toContainText('waiting for more answers');
  await expect(page.getByTestId('question-result')).toHaveCount(0);
  await page.getByRole('tab', { name: 'Individual answers' }).click();
  await expect(page.getByRole('heading', { name: 'Results appear at 3 responses' })).toBeVisible();
  await expect(page.getByTestId('threshold-panel')).not.toContainText(/so far|more needed/);
  // Nothing is released yet, so nothing is counted either (decision 0009).
  await expect(page.getByTestId('total-responses')).toHaveText('Released responses: 0');
  await expect(page.getByRole('tab', { name: /^All/ })).toHaveCount(0);
  await expect(page.getByTestId('response')).toHaveCount(0);
  await lookAt(page, 'responses-below-threshold', async () => {
    await expect(
      page.getByRole('heading', { name: 'Results appear at 3 responses' }),
    ).toBeVisible();
  });

  // The third reaches the threshold.
  await respond(browser, links[2] as string, {
    rating: '1, Poor',
    where: 'Both',
    tools: ['Video calls'],
  });

  await page.reload();
  // The three released show in the Results tab, question by question.
  await expect(page.getByTestId('question-result').first()).toContainText('3 answers');
  await page.getByRole('tab', { name: 'Individual answers' }).click();
  await expect(page.getByRole('tab', { name: 'All (3)' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Regular (0)' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Email (3)' })).toBeVisible();
  await expect(page.getByTestId('total-responses')).toHaveText('Released responses: 3');
  // The page says how answers become visible.
  await expect(page.getByText(/Answers are released in groups of at least 3/)).toBeVisible();
  const cards = page.getByTestId('response');
  await expect(cards).toHaveCount(3);
  // Answers under their questions: the choice's text, ticked tools, the rating out of 5.
  const ana = cards.filter({ hasText: 'A great week with calm focus' });
  await expect(ana).toContainText('How was your week?5/5');
  await expect(ana).toContainText('Where do you work most days?Office');
  await expect(ana).toContainText('Which tools help you most?ChatDocs');
  await expect(ana).toContainText('Positive');
  await expect(cards.filter({ hasText: '1/5' })).toContainText('Negative');
  // Anonymous: no address on any response.
  for (const recipient of recipients)
    await expect(cards.filter({ hasText: recipient })).toHaveCount(0);
  await page.getByRole('tab', { name: 'Regular (0)' }).click();
  await expect(cards).toHaveCount(0);
  // The open link released nothing: its tab says so, never whether anyone answered through it.
  await expect(page.getByTestId('regular-held-back')).toContainText(
    'Nothing from the open link is shown yet',
  );
  await page.getByRole('tab', { name: 'Email (3)' }).click();
  await expect(cards).toHaveCount(3);
  await page.getByRole('tab', { name: 'All (3)' }).click();
  await lookAt(page, 'responses', async () => {
    await expect(cards).toHaveCount(3);
  });

  // The invitations never say who responded to an anonymous survey: only how many, per release.
  await page.goto(`/surveys/${surveyId}/edit`);
  await expect(invitations.getByText(/^3 responded, released in/)).toBeVisible();
  await expect(
    invitations.getByTestId('invitation-row').filter({ hasText: 'Responded' }),
  ).toHaveCount(0);
  await expect(invitations.getByRole('button', { name: /^Resend/ })).toHaveCount(3);
  await lookAt(page, 'editor-invitations', async () => {
    await expect(invitations.getByTestId('invitation-row')).toHaveCount(3);
  });
  // The card on its own (the editor's full page is long), at phone width in both themes.
  await page.setViewportSize(phone);
  for (const theme of themes) {
    await page.emulateMedia({ colorScheme: theme });
    await invitations.screenshot({
      path: test.info().outputPath(`invitations-phone-${theme}.png`),
    });
  }
  await page.setViewportSize(desktop);
  await page.emulateMedia({ colorScheme: 'light' });
  await invitations.screenshot({ path: test.info().outputPath('invitations-desktop-light.png') });

  // The dashboard: three responses, recent activity, the sentiment overview.
  await page.goto('/dashboard');
  await expect(page.getByTestId('stat').filter({ hasText: 'Total Responses' })).toHaveText(
    'Total Responses3',
  );
  await expect(page.getByTestId('stat').filter({ hasText: 'Total Teams' })).toHaveText(
    'Total Teams1',
  );
  // (1 + 0.75 + 0) / 3 from the ratings, nudged up by the positive words in the first answer.
  await expect(page.getByTestId('stat').filter({ hasText: 'Avg Sentiment' })).toContainText(
    'Neutral',
  );
  // One row for the release of three, never a row per answer.
  const recent = page.getByTestId('recent-response');
  await expect(recent).toHaveCount(1);
  await expect(recent.first()).toContainText('3 responses to Weekly pulse');
  await expect(recent.first()).toContainText('released together');
  await expect(recent.first()).toContainText('Platform Team');
  await expect(page.getByTestId('sentiment-positive')).toHaveText('Positive67%');
  await expect(page.getByTestId('sentiment-neutral')).toHaveText('Neutral0%');
  await expect(page.getByTestId('sentiment-negative')).toHaveText('Negative33%');
  await lookAt(page, 'dashboard', async () => {
    await expect(recent).toHaveCount(1);
  });

  // What the page showed agrees with the API.
  const dashboard = await page.request.get('/api/dashboard', { headers });
  expect(((await dashboard.json()) as { totalResponses: number }).totalResponses).toBe(3);
  expect(problems.errors).toEqual([]);
});
