import type { APIRequestContext, Route } from '@playwright/test';
import { newAccount, registerByApi } from './accounts-support';
import { animationsSettled, expect, test, type Theme } from './fixtures';
import { scanA11y } from './axe';

/**
 * The open link after a burst (decision 0046), against the real runtime and Chromium: more than
 * 10 answers a minute to one survey's open link, and the next respondent's browser does a short
 * proof of work before their answers are stored. The runtime's burst setting is the deployed one.
 */

const phone = { width: 375, height: 800 };
const desktop = { width: 1280, height: 900 };
const BURST = 10;
const CHECK_BROWSER =
  'Many answers are arriving at this survey at once, so your browser does a short check before your answers are sent. Your answers are still here.';

async function floodedSurvey(request: APIRequestContext) {
  const token = await registerByApi(request, newAccount('Burst'));
  const created = await request.post('/api/surveys', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      title: 'Weekly pulse',
      description: 'Two minutes on how the week went.',
      questions: [
        {
          type: 'rating',
          text: 'How was your week?',
          required: true,
          order: 1,
          options: { min: 1, max: 5, labels: ['Poor', 'Excellent'] },
        },
        {
          type: 'textarea',
          text: 'What should we keep doing?',
          required: false,
          order: 2,
          options: { maxLength: 500 },
        },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { survey } = (await created.json()) as {
    survey: { id: string; questions: { id: string }[] };
  };
  const [rating] = survey.questions.map((q) => q.id);
  // The flood: the burst's answers go in, the next is asked for the check.
  const statuses: number[] = [];
  for (let i = 0; i <= BURST; i += 1) {
    const answer = await request.post(`/api/surveys/email-response/${survey.id}`, {
      data: {
        responses: [{ questionId: rating, type: 'rating', value: 3 }],
        acceptedTerms: true,
      },
    });
    statuses.push(answer.status());
  }
  expect(statuses).toEqual([...Array<number>(BURST).fill(201), 428]);
  return survey.id;
}

for (const [width, viewport] of [
  ['phone', phone],
  ['desktop', desktop],
] as const) {
  test(`after a burst, a respondent's browser does the check and the answers go in (${width})`, async ({
    page,
    problems,
  }) => {
    const surveyId = await floodedSurvey(page.request);
    await page.setViewportSize(viewport);
    await page.goto(`/survey/${surveyId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Weekly pulse' })).toBeVisible();
    await page
      .getByRole('radiogroup', { name: /How was your week/ })
      .getByRole('radio', { name: '4' })
      .check();
    const why = page.getByRole('group', { name: /What should we keep doing/ }).getByRole('textbox');
    await why.fill('The Friday demos');
    await page
      .getByRole('checkbox', { name: 'I have read and accept the Terms of Service' })
      .check();

    // The answers sent with a solution are held on their way to the server until the page has
    // been looked at in its checking state; the server then answers them as it would.
    const solved: Route[] = [];
    let askedAt = 0;
    page.on('response', (response) => {
      if (response.status() === 428) askedAt = Date.now();
    });
    await page.route(`**/api/surveys/email-response/${surveyId}`, async (route) => {
      const body = route.request().postDataJSON() as { challenge?: unknown };
      if (body.challenge) solved.push(route);
      else await route.continue();
    });
    await page.getByRole('button', { name: 'Submit Survey' }).click();

    await expect.poll(() => solved.length).toBe(1);
    const solvedAfterMs = Date.now() - askedAt;
    test.info().annotations.push({ type: 'solve', description: `${solvedAfterMs} ms or less` });
    await expect(page.getByText(CHECK_BROWSER)).toBeVisible();
    const progress = page.getByRole('progressbar', { name: 'Checking your browser' });
    await expect(progress).toHaveAttribute('value', '100');
    await expect(page.getByRole('button', { name: 'Checking your browser…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(why).toHaveValue('The Friday demos');
    for (const theme of ['light', 'dark'] as Theme[]) {
      await page.emulateMedia({ colorScheme: theme });
      await animationsSettled(page);
      expect((await scanA11y(page)).violations).toEqual([]);
      await page.screenshot({
        path: test.info().outputPath(`checking-${width}-${theme}.png`),
        fullPage: true,
      });
    }
    await page.emulateMedia({ colorScheme: 'light' });

    const stored = page.waitForResponse(
      (r) => r.url().includes(`/api/surveys/email-response/${surveyId}`) && r.status() !== 428,
    );
    await solved[0]?.continue();
    expect((await stored).status()).toBe(201);
    await expect(page.getByRole('heading', { name: 'Thank you!' })).toBeVisible();
    await page.screenshot({ path: test.info().outputPath(`thanks-${width}.png`), fullPage: true });
    // The only console error is Chromium's note of the 428 itself.
    expect(problems.errors.filter((e) => !/status of 428/.test(e))).toEqual([]);
  });
}
