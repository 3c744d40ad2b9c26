import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { newAccount, registerByApi, toastWith, useToken } from './accounts-support';
import { expect, test, useSavedTheme, type Theme } from './fixtures';
import { scanA11y } from './axe';

/**
 * /analytics against the real runtime: a manager whose anonymous survey released one group of
 * three answers reads the dashboard, switches the range, downloads both exports, and the page
 * passes axe in light and dark and fits a phone.
 */
const SHOTS = 'test-results/analytics-shots';
const phone = { width: 375, height: 812 };
const desktop = { width: 1280, height: 900 };

async function managerWithAnswers(request: APIRequestContext) {
  const token = await registerByApi(request, newAccount('Analyst'));
  const headers = { Authorization: `Bearer ${token}` };
  const team = await request.post('/api/teams', { headers, data: { name: 'Platform Team' } });
  expect(team.status(), await team.text()).toBe(201);
  const { team: created } = (await team.json()) as { team: { id: string } };
  const response = await request.post('/api/surveys', {
    headers,
    data: {
      title: 'Weekly pulse',
      teamId: created.id,
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
          text: 'Which project took most of your time?',
          required: true,
          order: 2,
          options: { choices: ['Alpha', 'Beta'] },
        },
      ],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { survey } = (await response.json()) as {
    survey: { id: string; questions: { id: string }[] };
  };
  const [rating, choice] = survey.questions.map((q) => q.id);
  // Three answers, the survey's threshold: rating 4 x3 and Alpha x3 are cells of 3, so they show.
  for (const value of [4, 4, 4]) {
    const answer = await request.post(`/api/surveys/email-response/${survey.id}`, {
      data: {
        responses: [
          { questionId: rating, type: 'rating', value },
          { questionId: choice, type: 'multiple_choice', value: 0 },
        ],
        acceptedTerms: true,
      },
    });
    expect(answer.status(), await answer.text()).toBe(201);
  }
  return token;
}

/**
 * A named survey with two text questions: five people say what went well (past the comment
 * threshold: excerpts show), four add anything else (below it: the page says why none show).
 */
async function namedSurveyWithComments(request: APIRequestContext, token: string) {
  const headers = { Authorization: `Bearer ${token}` };
  const response = await request.post('/api/surveys', {
    headers,
    data: {
      title: 'Named retro',
      isAnonymous: false,
      questions: [
        { type: 'textarea', text: 'What went well?', required: true, order: 1, options: {} },
        { type: 'text', text: 'Anything else?', required: false, order: 2, options: {} },
      ],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { survey } = (await response.json()) as {
    survey: { id: string; questions: { id: string }[] };
  };
  const [well, more] = survey.questions.map((q) => q.id);
  for (let i = 0; i < 5; i += 1) {
    const answer = await request.post(`/api/surveys/email-response/${survey.id}`, {
      data: {
        responses: [
          {
            questionId: well,
            type: 'textarea',
            value: `Comment ${i}: the release went smoothly and the pairing sessions helped the whole team a lot`,
          },
          ...(i < 4 ? [{ questionId: more, type: 'text', value: `Extra ${i}` }] : []),
        ],
        acceptedTerms: true,
      },
    });
    expect(answer.status(), await answer.text()).toBe(201);
  }
}

async function openAnalytics(page: Page, token: string) {
  await page.addInitScript(() => {
    try {
      localStorage.setItem('tourSeen', 'true');
    } catch {
      // about:blank has no storage.
    }
  });
  await useToken(page, token);
  await page.goto('/analytics');
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics Dashboard' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Daily Responses' })).toBeVisible();
  await expect(page.getByTestId('daily-chart').locator('svg')).toBeVisible();
}

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

test('reads the released figures, switches the range and downloads CSV and PDF', async ({
  page,
  request,
  problems,
}) => {
  const token = await managerWithAnswers(request);
  await page.setViewportSize(desktop);
  await openAnalytics(page, token);

  const stats = page.getByTestId('stat');
  await expect(stats.nth(1)).toContainText('Total Responses3');
  await expect(page.getByText('3 responses to Weekly pulse')).toBeVisible();

  // Question insights: ratings as x/5, top answers, a bar chart with a list beside it.
  await expect(page.getByRole('heading', { name: 'Question Insights' })).toBeVisible();
  const cards = page.getByTestId('question-insight');
  await expect(cards).toHaveCount(2);
  await expect(cards.nth(0).getByTestId('rating-average')).toHaveText('Average 4.0/5');
  await expect(cards.nth(0)).toContainText('100% answered (3 of 3)');
  await expect(cards.nth(1).getByTestId('top-answers')).toHaveText('Alpha: 3');
  await expect(cards.nth(1).getByTestId('question-chart').locator('svg')).toBeVisible();
  await cards.nth(1).getByText('Every answer shown, as a list').click();
  await expect(cards.nth(1).getByRole('listitem').filter({ hasText: 'Alpha: 3' })).toHaveCount(2);

  const week = page.waitForResponse((r) => r.url().includes('/api/analytics?range=7d'));
  await page.getByLabel('Range').selectOption('7d');
  expect((await week).status()).toBe(200);
  await expect(page.getByText(/3 responses from .* on 1 of 7 days/)).toBeVisible();

  const csv = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csvFile = await csv;
  // The toast first: it is gone 2 s after it shows, however long the file takes to read.
  await expect(toastWith(page, 'Analytics exported as CSV')).toBeVisible();
  expect(csvFile.suggestedFilename()).toMatch(/^candor-analytics-7d-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = readFileSync((await csvFile.path())!, 'utf8');
  expect(text).toContain('Total responses,3');
  expect(text).toContain('Weekly pulse,Which project took most of your time?,Alpha,3,yes');

  const pdf = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export PDF' }).click();
  const pdfFile = await pdf;
  await expect(toastWith(page, 'Analytics exported as PDF')).toBeVisible();
  expect(pdfFile.suggestedFilename()).toMatch(/\.pdf$/);
  expect(
    readFileSync((await pdfFile.path())!)
      .subarray(0, 5)
      .toString('latin1'),
  ).toBe('%PDF-');
  expect(problems.errors).toEqual([]);
});

test('shows the empty state with links to surveys and teams', async ({ page, request }) => {
  const token = await registerByApi(request, newAccount('Newcomer'));
  await useToken(page, token);
  await page.goto('/analytics');
  await expect(page.getByRole('heading', { name: 'No Analytics Yet' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to Surveys' })).toHaveAttribute(
    'href',
    '/surveys',
  );
  await expect(page.getByRole('link', { name: 'Go to Teams' })).toHaveAttribute('href', '/teams');
});

for (const theme of ['light', 'dark'] as Theme[]) {
  test(`passes axe and fits 1280 and 375 px in ${theme} mode`, async ({ page, request }) => {
    const token = await managerWithAnswers(request);
    await namedSurveyWithComments(request, token);
    await useSavedTheme(page, theme);
    await page.setViewportSize(desktop);
    await openAnalytics(page, token);
    await expect(
      page.getByRole('list', { name: 'Comments on What went well?' }).getByRole('listitem'),
    ).toHaveCount(3);
    await expect(
      page.getByText('Comments are shown once at least 5 people have answered.'),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
    const result = await scanA11y(page);
    expect(result.violations).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/analytics-1280-${theme}.png`, fullPage: true });

    await page.setViewportSize(phone);
    await expect(page.getByTestId('daily-chart').locator('svg')).toBeVisible();
    await expect.poll(() => overflow(page)).toBeLessThanOrEqual(0);
    const small = await scanA11y(page);
    expect(small.violations).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/analytics-375-${theme}.png`, fullPage: true });
  });
}
