import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { newAccount, pathOf, registerByApi, uniqueEmail } from './accounts-support';
import { animationsSettled, expect, sendsSettled, test, type Theme } from './fixtures';
import { scanA11y } from './axe';

/**
 * The public survey page (`/survey/{surveyId}`), against the real runtime: its own light entry,
 * at phone width, in light and dark, answered by keyboard. Set-up goes through the API.
 */

const phone = { width: 375, height: 800 };
const desktop = { width: 1280, height: 900 };
const themes: Theme[] = ['light', 'dark'];

// ---- set-up through the API ----

async function owner(request: APIRequestContext) {
  const token = await registerByApi(request, newAccount('Respond'));
  const headers = { Authorization: `Bearer ${token}` };
  const teamResponse = await request.post('/api/teams', {
    headers,
    data: { name: 'Platform Team', description: 'The people who keep things running' },
  });
  expect(teamResponse.status(), await teamResponse.text()).toBe(201);
  const { team } = (await teamResponse.json()) as { team: { id: string } };
  return { headers, teamId: team.id };
}

/**
 * A survey with one question of each of the eight types; an anonymous one (the default) without
 * the e-mail question, which anonymous surveys cannot ask.
 */
async function createSurvey(
  request: APIRequestContext,
  { headers, teamId }: Awaited<ReturnType<typeof owner>>,
  overrides: Record<string, unknown> = {},
) {
  const questions = [
    {
      type: 'text',
      text: 'What is your role?',
      required: true,
      order: 1,
      options: { maxLength: 40 },
    },
    {
      type: 'textarea',
      text: 'What should we keep doing?',
      required: false,
      order: 2,
      options: { maxLength: 500 },
    },
    {
      type: 'multiple_choice',
      text: 'Where do you work most days?',
      required: true,
      order: 3,
      options: { choices: ['Office', 'Home', 'Both'] },
    },
    {
      type: 'checkbox',
      text: 'Which tools help you most?',
      required: false,
      order: 4,
      options: { choices: ['Chat', 'Docs', 'Video calls'] },
    },
    {
      type: 'rating',
      text: 'How was your week?',
      required: true,
      order: 5,
      options: { min: 1, max: 5, labels: ['Poor', 'Excellent'] },
    },
    {
      type: 'date',
      text: 'When did you join the team?',
      required: false,
      order: 6,
      options: { minDate: '2020-01-01', maxDate: '' },
    },
    {
      type: 'email',
      text: 'Where can we reach you?',
      required: false,
      order: 7,
      options: { requireDomain: true },
    },
    {
      type: 'number',
      text: 'How many meetings did you have?',
      required: false,
      order: 8,
      options: { min: 0, max: 60 },
    },
  ];
  const response = await request.post('/api/surveys', {
    headers,
    data: {
      title: 'Weekly pulse',
      description: 'How is the week going? A two-minute check-in for the whole team.',
      timezone: 'UTC',
      teamId,
      questions: questions
        .filter((q) => overrides.isAnonymous === false || q.type !== 'email')
        .map((q, i) => ({ ...q, order: i + 1 })),
      ...overrides,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { survey: { id: string } }).survey.id;
}

/** The personal link mailed to `to` (the local mailbox, newest first). */
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

// ---- the page ----

/** Axe, once what was opening or closing has settled: mid-fade colours are faint by design. */
async function axe(page: Page) {
  await animationsSettled(page);
  return scanA11y(page);
}

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

const group = (page: Page, name: RegExp) => page.getByRole('group', { name });
const radios = (page: Page, name: RegExp) => page.getByRole('radiogroup', { name });

/** Presses Tab and checks where focus lands. */
async function tabTo(page: Page, target: ReturnType<Page['getByRole']>) {
  await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
}

test('a respondent answers every question type by keyboard at phone width and sees the thank-you', async ({
  page,
  problems,
}) => {
  test.setTimeout(120_000);
  const account = await owner(page.request);
  // Named, so it can ask for an e-mail address (anonymous surveys cannot).
  const surveyId = await createSurvey(page.request, account, { isAnonymous: false });
  await page.setViewportSize(phone);
  const scripts: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });

  // The page in both themes: no axe violations, nothing wider than the phone.
  for (const theme of themes) {
    await page.emulateMedia({ colorScheme: theme });
    await page.goto(`/survey/${surveyId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Weekly pulse' })).toBeVisible();
    await expect(page.getByText('Platform Team')).toBeVisible();
    await expect(
      page.getByText(
        'This survey is not anonymous: answers sent through a personal e-mailed link keep that e-mail address (this open link records none).',
      ),
    ).toBeVisible();
    expect((await axe(page)).violations).toEqual([]);
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({
      path: test.info().outputPath(`form-phone-${theme}.png`),
      fullPage: true,
    });
  }
  // Its own code, inside its HTML: no script file is fetched, least of all the signed-in shell's.
  expect(scripts).toEqual([]);

  await page.emulateMedia({ colorScheme: 'light' });
  const role = group(page, /What is your role/).getByRole('textbox');
  const keep = group(page, /What should we keep doing/).getByRole('textbox');
  const where = radios(page, /Where do you work most days/);
  const tools = group(page, /Which tools help you most/);
  const rating = radios(page, /How was your week/);
  const joined = group(page, /When did you join the team/).locator('input');
  const email = group(page, /Where can we reach you/).getByRole('textbox');
  const meetings = group(page, /How many meetings/).getByRole('spinbutton');
  const terms = page.getByRole('checkbox', { name: 'I have read and accept the Terms of Service' });
  const readTerms = page.getByRole('button', { name: 'Read the Terms of Service' });
  const submit = page.getByRole('button', { name: 'Submit Survey' });

  // Answer by keyboard only, in tab order.
  await tabTo(page, role);
  await page.keyboard.type('Engineer');
  await tabTo(page, keep);
  await page.keyboard.type('Short stand-ups');
  await tabTo(page, where.getByRole('radio', { name: 'Office' }));
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowDown');
  await expect(where.getByRole('radio', { name: 'Home' })).toBeChecked();
  await tabTo(page, tools.getByRole('checkbox', { name: 'Chat' }));
  await page.keyboard.press('Space');
  await tabTo(page, tools.getByRole('checkbox', { name: 'Docs' }));
  await tabTo(page, tools.getByRole('checkbox', { name: 'Video calls' }));
  await page.keyboard.press('Space');
  await tabTo(page, rating.getByRole('radio', { name: '1, Poor' }));
  for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
  await expect(rating.getByRole('radio', { name: '4' })).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(joined).toBeFocused();
  await page.keyboard.type('03152024');
  await expect(joined).toHaveValue('2024-03-15');
  // Chrome's date box keeps Tab stops for its parts; leave it for the e-mail field.
  for (let i = 0; i < 4 && !(await email.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(email).toBeFocused();
  await page.keyboard.type('ana@example');
  await tabTo(page, meetings);
  // Leaving the e-mail field already says what is wrong with it.
  await expect(group(page, /Where can we reach you/)).toContainText('Enter a valid email address');
  await page.keyboard.type('75');
  await tabTo(page, terms);
  await tabTo(page, readTerms);

  // The terms open in a dialog; Escape closes it and focus comes back.
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Terms of Service' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('This survey is not anonymous');
  expect((await axe(page)).violations).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('terms-phone-light.png') });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(readTerms).toBeFocused();

  // Submitting with problems: errors under each question, focus on the first, nothing sent.
  await tabTo(page, submit);
  await page.keyboard.press('Enter');
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(group(page, /How many meetings/)).toContainText('Enter a number from 0 to 60');
  await expect(meetings).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Please accept the Terms of Service to submit')).toBeVisible();
  await expect(page.getByRole('alert')).toHaveText('Please fix the 3 problems marked above.');
  await page.screenshot({ path: test.info().outputPath('errors-phone-light.png'), fullPage: true });
  await page.emulateMedia({ colorScheme: 'dark' });
  expect((await axe(page)).violations).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('errors-phone-dark.png'), fullPage: true });
  await page.emulateMedia({ colorScheme: 'light' });
  expect((await axe(page)).violations).toEqual([]);

  // Fix them by keyboard and submit.
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('ana@example.com');
  await tabTo(page, meetings);
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.type('12');
  await tabTo(page, terms);
  await page.keyboard.press('Space');
  await expect(terms).toBeChecked();
  await tabTo(page, readTerms);
  await tabTo(page, submit);
  const sent = page.waitForResponse(
    (r) =>
      r.url().includes(`/api/surveys/email-response/${surveyId}`) &&
      r.request().method() === 'POST',
  );
  await page.keyboard.press('Enter');
  expect((await sent).status()).toBe(201);

  const thanks = page.getByRole('heading', { level: 1, name: 'Thank you!' });
  await expect(thanks).toBeVisible();
  await expect(thanks).toBeFocused();
  await expect(page.getByText('Your response to Weekly pulse has been recorded.')).toBeVisible();
  expect((await axe(page)).violations).toEqual([]);
  await page.screenshot({ path: test.info().outputPath('thanks-phone-light.png'), fullPage: true });
  const stored = await page.request.get(`/api/surveys/${surveyId}/responses`, {
    headers: account.headers,
  });
  expect(((await stored.json()) as { total: number }).total).toBe(1);

  // This browser answered the open link of a one-response survey: it says so next time.
  await page.reload();
  await expect(
    page.getByRole('heading', { level: 1, name: 'You have already responded' }),
  ).toBeVisible();
  await expect(submit).toBeHidden();
  expect(problems.errors).toEqual([]);
});

test('the page of an anonymous survey at desktop width, light and dark', async ({ page }) => {
  const surveyId = await createSurvey(page.request, await owner(page.request));
  await page.setViewportSize(desktop);
  for (const theme of themes) {
    await page.emulateMedia({ colorScheme: theme });
    await page.goto(`/survey/${surveyId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Weekly pulse' })).toBeVisible();
    await expect(
      page.getByText(
        "Your response is anonymous: we don't record your name, e-mail or device with your answers.",
      ),
    ).toBeVisible();
    // An anonymous survey asks nothing that says who answered.
    await expect(page.getByRole('textbox', { name: /Where can we reach you/ })).toHaveCount(0);
    expect((await axe(page)).violations).toEqual([]);
    await page.screenshot({
      path: test.info().outputPath(`form-desktop-${theme}.png`),
      fullPage: true,
    });
  }
});

test('a closed survey says so and shows no form, in light and dark', async ({ page, problems }) => {
  const surveyId = await createSurvey(page.request, await owner(page.request), {
    acceptingResponses: false,
  });
  await page.setViewportSize(phone);
  for (const theme of themes) {
    await page.emulateMedia({ colorScheme: theme });
    await page.goto(`/survey/${surveyId}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'This survey is closed' }),
    ).toBeVisible();
    await expect(page.getByText('Weekly pulse')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Submit Survey' })).toBeHidden();
    expect((await axe(page)).violations).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`closed-phone-${theme}.png`) });
  }
  expect(problems.errors).toEqual([]);
});

/** Whether every point of a scale lies within its question's box (the card's padding kept). */
function scaleInsideCard(scale: Locator): Promise<boolean> {
  return scale.evaluate((fieldset) => {
    const box = fieldset.getBoundingClientRect();
    return Array.from(fieldset.querySelectorAll('.rating-face')).every((face) => {
      const r = face.getBoundingClientRect();
      return r.left >= box.left - 0.5 && r.right <= box.right + 0.5;
    });
  });
}

test('a 1 to 10 scale on a phone: one row of targets 44 px tall, inside the card, the asterisk beside its words', async ({
  page,
}) => {
  const text = 'How likely are you to recommend working on this team to a friend?';
  const surveyId = await createSurvey(page.request, await owner(page.request), {
    questions: [
      {
        type: 'rating',
        text,
        required: true,
        order: 1,
        options: { min: 1, max: 10, labels: ['Not at all', 'Extremely'] },
      },
    ],
  });
  await page.setViewportSize(phone);
  await page.goto(`/survey/${surveyId}`);
  const scale = radios(page, /How likely are you/);
  await expect(scale).toBeVisible();
  const boxes = await scale.locator('.rating-face').evaluateAll((faces) =>
    faces.map((face) => {
      const r = face.getBoundingClientRect();
      return { width: r.width, height: r.height, top: Math.round(r.top) };
    }),
  );
  expect(boxes).toHaveLength(10);
  for (const box of boxes) {
    expect(box.width).toBeGreaterThanOrEqual(24);
    expect(box.height).toBeGreaterThanOrEqual(44);
  }
  expect(new Set(boxes.map((b) => b.top)).size).toBe(1);
  expect(await scaleInsideCard(scale)).toBe(true);
  await expect.poll(() => horizontalOverflow(page)).toBe(0);
  // The asterisk ends the question's last line instead of wrapping onto a line of its own.
  const lines = await scale.locator('legend').evaluate((legend) => {
    const star = legend.querySelector('.required') as HTMLElement;
    const range = document.createRange();
    range.selectNodeContents(legend);
    const rects = Array.from(range.getClientRects());
    const lastTextLine = Math.max(...rects.filter((r) => r.width > 12).map((r) => r.bottom));
    return { starBottom: star.getBoundingClientRect().bottom, lastTextLine };
  });
  expect(Math.abs(lines.starBottom - lines.lastTextLine)).toBeLessThan(4);
  await page.screenshot({ path: test.info().outputPath('scale-1-10-phone.png') });
});

test('a 0 to 10 (eNPS) scale on a phone: eleven targets in one row inside the card, light and dark; 0 answers', async ({
  page,
}) => {
  const surveyId = await createSurvey(page.request, await owner(page.request), {
    questions: [
      {
        type: 'rating',
        text: 'How likely are you to recommend this company as a place to work?',
        required: true,
        order: 1,
        options: { min: 0, max: 10, labels: ['Not at all likely', 'Extremely likely'] },
      },
    ],
  });
  await page.setViewportSize(phone);
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await page.goto(`/survey/${surveyId}`);
    const scale = radios(page, /How likely are you/);
    await expect(scale).toBeVisible();
    const boxes = await scale.locator('.rating-face').evaluateAll((faces) =>
      faces.map((face) => {
        const r = face.getBoundingClientRect();
        return { text: face.textContent, width: r.width, height: r.height, top: Math.round(r.top) };
      }),
    );
    expect(boxes.map((b) => b.text)).toEqual([
      '0',
      '1',
      '2',
      '3',
      '4',
      '5',
      '6',
      '7',
      '8',
      '9',
      '10',
    ]);
    for (const box of boxes) {
      expect(box.width).toBeGreaterThanOrEqual(24);
      expect(box.height).toBeGreaterThanOrEqual(44);
    }
    expect(new Set(boxes.map((b) => b.top)).size).toBe(1);
    expect(await scaleInsideCard(scale)).toBe(true);
    await expect.poll(() => horizontalOverflow(page)).toBe(0);
    expect((await axe(page)).violations).toEqual([]);
    await page.screenshot({ path: test.info().outputPath(`scale-0-10-phone-${theme}.png`) });
  }
  await radios(page, /How likely are you/)
    .getByRole('radio', { name: '0, Not at all likely' })
    .check();
  await page.getByRole('checkbox', { name: 'I have read and accept the Terms of Service' }).check();
  await page.getByRole('button', { name: 'Submit Survey' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeVisible();
});

test('a personal e-mailed link answers once', async ({ page }) => {
  test.setTimeout(60_000);
  const account = await owner(page.request);
  const surveyId = await createSurvey(page.request, account);
  const recipient = uniqueEmail('respondent');
  const send = await page.request.post(`/api/surveys/${surveyId}/send-email`, {
    headers: account.headers,
    data: { recipients: recipient },
  });
  expect(send.status(), await send.text()).toBe(202);
  await sendsSettled(page.request);
  const link = await surveyLinkMailedTo(page.request, recipient);
  expect(link).toMatch(new RegExp(`^/survey/${surveyId}\\?token=`));

  await page.setViewportSize(phone);
  await page.goto(link);
  await expect(page.getByRole('heading', { level: 1, name: 'Weekly pulse' })).toBeVisible();
  await group(page, /What is your role/)
    .getByRole('textbox')
    .fill('Designer');
  await radios(page, /Where do you work most days/)
    .getByRole('radio', { name: 'Both' })
    .check();
  await radios(page, /How was your week/)
    .getByRole('radio', { name: '5, Excellent' })
    .check();
  await page.getByRole('checkbox', { name: 'I have read and accept the Terms of Service' }).check();
  await page.getByRole('button', { name: 'Submit Survey' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeVisible();

  // The server knows this link answered, whatever the browser remembers.
  await page.evaluate(() => localStorage.clear());
  await page.goto(link);
  await expect(
    page.getByRole('heading', { level: 1, name: 'You have already responded' }),
  ).toBeVisible();
});

/** The unsent answers this browser keeps for the page (the stored text of each set). */
function keptAnswers(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    Object.keys(localStorage)
      .filter((key) => key.startsWith('candor.kept-answers.'))
      .map((key) => localStorage.getItem(key) ?? ''),
  );
}

test('unsent answers survive a reload on a phone, stay on the device, and are gone once sent', async ({
  page,
  problems,
}) => {
  test.setTimeout(120_000);
  const surveyId = await createSurvey(page.request, await owner(page.request), {
    // Answerable again from this browser, so a reload after sending shows the form.
    allowMultipleResponses: true,
  });
  await page.setViewportSize(phone);
  await page.emulateMedia({ colorScheme: 'light' });
  const sentToApi: { method: string; url: string; body: string | null }[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/'))
      sentToApi.push({ method: r.method(), url: r.url(), body: r.postData() });
  });

  await page.goto(`/survey/${surveyId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Weekly pulse' })).toBeVisible();
  const keptNote = page.getByTestId('kept-answers-note');
  await expect(keptNote).toHaveText(
    'Answers you have not sent are kept on this device only, and go nowhere until you press Submit.',
  );
  const role = group(page, /What is your role/).getByRole('textbox');
  const keep = group(page, /What should we keep doing/).getByRole('textbox');
  const where = radios(page, /Where do you work most days/);
  const tools = group(page, /Which tools help you most/);
  const rating = radios(page, /How was your week/);
  const joined = group(page, /When did you join the team/).locator('input');
  const meetings = group(page, /How many meetings/).getByRole('spinbutton');
  await role.fill('Engineer');
  await keep.fill('Short stand-ups, half-written');
  await where.getByRole('radio', { name: 'Home' }).check();
  await tools.getByRole('checkbox', { name: 'Docs' }).check();
  await rating.getByRole('radio', { name: '4' }).check();
  await joined.fill('2024-03-15');
  await meetings.fill('12');
  // Kept a moment after typing pauses: wait until all seven answers are in storage.
  await expect
    .poll(async () => {
      const [kept] = await keptAnswers(page);
      return kept ? Object.keys((JSON.parse(kept) as { answers: object }).answers).length : 0;
    })
    .toBe(7);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Weekly pulse' })).toBeVisible();
  await expect(page.getByRole('status')).toHaveText(
    'We kept the answers you had not sent yet, on this device only.',
  );
  const clear = page.getByRole('button', { name: 'Clear my answers' });
  await expect(clear).toBeVisible();
  await expect(role).toHaveValue('Engineer');
  await expect(keep).toHaveValue('Short stand-ups, half-written');
  await expect(where.getByRole('radio', { name: 'Home' })).toBeChecked();
  await expect(tools.getByRole('checkbox', { name: 'Docs' })).toBeChecked();
  await expect(tools.getByRole('checkbox', { name: 'Chat' })).not.toBeChecked();
  await expect(rating.getByRole('radio', { name: '4' })).toBeChecked();
  await expect(joined).toHaveValue('2024-03-15');
  await expect(meetings).toHaveValue('12');
  for (const theme of themes) {
    await page.emulateMedia({ colorScheme: theme });
    expect((await axe(page)).violations).toEqual([]);
    await expect.poll(() => horizontalOverflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({
      path: `test-results/screenshots/kept-answers-phone-${theme}.png`,
      fullPage: true,
    });
  }
  await page.emulateMedia({ colorScheme: 'light' });

  await page.getByRole('checkbox', { name: 'I have read and accept the Terms of Service' }).check();
  const sent = page.waitForResponse(
    (r) =>
      r.url().includes(`/api/surveys/email-response/${surveyId}`) &&
      r.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Submit Survey' }).click();
  expect((await sent).status()).toBe(201);
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeVisible();
  expect(await keptAnswers(page)).toEqual([]);
  // Only the page's two calls went out; the answers went once, when sent, with nothing of
  // their having been kept on the device.
  expect(sentToApi.map((r) => `${r.method} ${new URL(r.url).pathname}`)).toEqual([
    `GET /api/surveys/email-landing/${surveyId}`,
    `GET /api/surveys/email-landing/${surveyId}`,
    `POST /api/surveys/email-response/${surveyId}`,
  ]);
  const body = JSON.parse(sentToApi[2]?.body ?? '{}') as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['acceptedTerms', 'anonymous', 'responses']);

  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Weekly pulse' })).toBeVisible();
  await expect(keptNote).toBeVisible();
  await expect(role).toHaveValue('');
  await expect(keep).toHaveValue('');
  await expect(rating.getByRole('radio', { name: '4' })).not.toBeChecked();
  await expect(page.getByText('We kept the answers you had not sent yet')).toBeHidden();
  await expect(clear).toBeHidden();
  expect(await keptAnswers(page)).toEqual([]);
  expect(problems.errors).toEqual([]);
});

test('a survey that is gone shows the server’s message', async ({ page }) => {
  await page.setViewportSize(phone);
  await page.goto('/survey/00000000-0000-4000-8000-000000000000');
  await expect(
    page.getByRole('heading', { level: 1, name: /This survey is no longer available/ }),
  ).toBeVisible();
  expect((await axe(page)).violations).toEqual([]);
});
