import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { newAccount, registerByApi, toastWith, useToken } from './accounts-support';
import {
  automationOpensRound,
  expect,
  sendsSettled,
  test,
  useSavedTheme,
  type Theme,
} from './fixtures';
import { scanA11y } from './axe';

// Journeys here move the product's clock (rounds, releases): each puts it back as it found it, so
// a later journey's month and days are the ones it expects.
let clockOffsetMs = 0;
test.beforeEach(async ({ request }) => {
  const before = await request.get('/dev/api/clock');
  clockOffsetMs = ((await before.json()) as { offsetMs: number }).offsetMs;
});
test.afterEach(async ({ request }) => {
  await request.post('/dev/api/clock', { data: { offsetMs: clockOffsetMs } });
});

/**
 * /analytics against the real runtime: a manager whose anonymous survey released one group of
 * three answers reads the dashboard, switches the range, downloads both exports, and the page
 * passes axe in light and dark and fits a phone. A survey sent in rounds draws its round trends;
 * the team and survey filters live in the address.
 */
const SHOTS = 'test-results/screenshots';
const LONG_TITLE = 'Quarterly engineering pulse for the platform and infrastructure teams';
const phone = { width: 375, height: 812 };
const desktop = { width: 1280, height: 900 };

async function managerWithAnswers(request: APIRequestContext, title = 'Weekly pulse') {
  const token = await registerByApi(request, newAccount('Analyst'));
  const headers = { Authorization: `Bearer ${token}` };
  const team = await request.post('/api/teams', { headers, data: { name: 'Platform Team' } });
  expect(team.status(), await team.text()).toBe(201);
  const { team: created } = (await team.json()) as { team: { id: string } };
  const response = await request.post('/api/surveys', {
    headers,
    data: {
      title,
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
  await expect(page.getByTestId('daily-summary')).toBeVisible();
}

/** Nothing wider than the page, and no chart label drawn past its chart's box. */
async function expectNothingClipped(page: Page) {
  await expect.poll(() => overflow(page)).toBeLessThanOrEqual(0);
  const outside = await page.evaluate(() =>
    Array.from(document.querySelectorAll('[data-testid="axis-label"]')).flatMap((label) => {
      const box = label.closest('[data-testid]:not([data-testid="axis-label"])');
      if (!box) return [];
      const a = label.getBoundingClientRect();
      const b = box.getBoundingClientRect();
      return a.left < b.left - 1 || a.right > b.right + 1 ? [label.textContent] : [];
    }),
  );
  expect(outside).toEqual([]);
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
  // One day with answers: said in words with the locale's dates, not a line of zeros.
  await expect(page.getByTestId('daily-summary')).toHaveText(
    /^Answers were released on one day only between \w{3} \d{1,2}, \d{4} and \w{3} \d{1,2}, \d{4}: 3 responses on \w{3} \d{1,2}, \d{4}\./,
  );
  await expect(page.getByTestId('daily-chart')).toHaveCount(0);
  await expect(page).toHaveURL(/\/analytics\?range=7d$/);

  const csv = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Export CSV' }).click();
  const csvFile = await csv;
  // The toast first: it is gone 2 s after it shows, however long the file takes to read.
  await expect(toastWith(page, 'Analytics exported as CSV')).toBeVisible();
  expect(csvFile.suggestedFilename()).toMatch(/^candor-analytics-7d-\d{4}-\d{2}-\d{2}\.csv$/);
  const text = readFileSync((await csvFile.path())!, 'utf8');
  expect(text).toContain('Total responses,3');
  // Dates in the page's locale (Chromium's en-US here), never ISO.
  expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/);
  expect(text).toMatch(/^\uFEFFCandor analytics,"\w{3} \d{1,2}, \d{4} to \w{3} \d{1,2}, \d{4}"/);
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
    const token = await managerWithAnswers(request, LONG_TITLE);
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
    // The long title: whole where the chart has room, cut with an ellipsis on a phone, and its
    // whole text always in the label's title and in the table.
    const topLabel = page
      .getByTestId('top-surveys-chart')
      .getByTestId('axis-label')
      .filter({ has: page.locator('title', { hasText: LONG_TITLE }) });
    await expect(topLabel).toHaveAttribute('data-full', LONG_TITLE);
    await expectNothingClipped(page);
    const result = await scanA11y(page);
    expect(result.violations).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/analytics-1280-${theme}.png`, fullPage: true });

    await page.setViewportSize(phone);
    await expect(topLabel).toHaveText(/…$/);
    await expect(topLabel.locator('title')).toHaveText(LONG_TITLE);
    await expectNothingClipped(page);
    const small = await scanA11y(page);
    expect(small.violations).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/analytics-375-${theme}.png`, fullPage: true });
    await page
      .getByRole('region', { name: 'Top Surveys' })
      .screenshot({ path: `${SHOTS}/top-surveys-375-${theme}.png` });
  });
}

interface Mail {
  to: string[] | string;
  text: string;
}

/** The personal link of each recipient in the newest mail of `surveyId` (one a round). */
async function roundLinks(request: APIRequestContext, surveyId: string, people: string[]) {
  const mails = (await (await request.get('/dev/api/mail')).json()) as Mail[];
  return people.map((email) => {
    const link = mails
      .filter((m) => [m.to].flat().includes(email))
      .map((m) => m.text.match(new RegExp(`https?://\\S+/survey/${surveyId}\\?token=\\S+`))?.[0])
      // The mailbox lists the newest first.
      .find((l): l is string => Boolean(l));
    if (!link) throw new Error(`no link for ${email}`);
    return new URL(link).searchParams.get('token');
  });
}

/**
 * A survey sent in two rounds to a team of three, everyone answering both: a rating and a 0-10
 * question, so the trend has a 1-5 chart and an eNPS chart with two points each.
 */
async function surveyInTwoRounds(request: APIRequestContext) {
  const token = await registerByApi(request, newAccount('Trends'));
  const headers = { Authorization: `Bearer ${token}` };
  const teamIds: string[] = [];
  for (const name of ['Harbour Team', 'Lighthouse Team']) {
    const team = await request.post('/api/teams', { headers, data: { name } });
    expect(team.status(), await team.text()).toBe(201);
    teamIds.push(((await team.json()) as { team: { id: string } }).team.id);
  }
  const [harbour] = teamIds as [string, string];
  const people = ['ada', 'ben', 'cy'].map((n) => `${n}-${Date.now()}@example.com`);
  for (const email of people) {
    const added = await request.post(`/api/teams/${harbour}/members`, {
      headers,
      data: { name: email.split('-')[0], email, role: 'member' },
    });
    expect(added.status(), await added.text()).toBe(201);
  }
  const created = await request.post('/api/surveys', {
    headers,
    data: {
      title: 'Harbour pulse',
      teamId: harbour,
      questions: [
        {
          type: 'rating',
          text: 'How was your week?',
          required: true,
          order: 1,
          options: { min: 1, max: 5, labels: ['Poor', 'Excellent'] },
        },
        {
          type: 'rating',
          text: 'How likely are you to recommend working on this team to a friend?',
          required: true,
          order: 2,
          options: { min: 0, max: 10, labels: ['Not at all', 'Extremely'] },
        },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { survey } = (await created.json()) as {
    survey: { id: string; questions: { id: string }[] };
  };
  const [week, enps] = survey.questions.map((q) => q.id) as [string, string];
  const answerAll = async (ratings: number[], scores: number[]) => {
    const tokens = await roundLinks(request, survey.id, people);
    for (const [i, linkToken] of tokens.entries()) {
      const answer = await request.post(`/api/surveys/email-response/${survey.id}`, {
        data: {
          token: linkToken,
          responses: [
            { questionId: week, type: 'rating', value: ratings[i] },
            { questionId: enps, type: 'rating', value: scores[i] },
          ],
          acceptedTerms: true,
        },
      });
      expect(answer.status(), await answer.text()).toBe(201);
    }
  };
  const sent = await request.post(`/api/surveys/${survey.id}/send-email`, {
    headers,
    data: { recipients: people },
  });
  expect(sent.status(), await sent.text()).toBe(202);
  await sendsSettled(request);
  await answerAll([3, 2, 4], [10, 9, 6]);
  // Round 2: an automation's first run, fired by the in-process scheduler once it is due.
  await automationOpensRound(request, headers, {
    surveyId: survey.id,
    teamIds: [harbour],
    round: 2,
  });
  await answerAll([5, 5, 4], [10, 10, 9]);
  return { token, surveyId: survey.id, teamId: harbour };
}

for (const theme of ['light', 'dark'] as Theme[]) {
  test(`round trends as a line per question and the filters in the address, ${theme}, at 1280 and 375 px`, async ({
    page,
    request,
    problems,
  }) => {
    const { token, surveyId, teamId } = await surveyInTwoRounds(request);
    await useSavedTheme(page, theme);
    await page.setViewportSize(desktop);
    await openAnalytics(page, token);
    const rounds = page.getByRole('region', { name: 'Round Trends' });
    const charts = rounds.getByTestId('round-trend-chart');
    await expect(charts).toHaveCount(2);
    await expect(charts.nth(0)).toHaveAttribute('data-chart', 'Average rating (1-5)');
    await expect(charts.nth(1)).toHaveAttribute('data-chart', 'eNPS (-100 to +100)');
    // Two rounds, two points a line; every figure also in the table under the charts.
    await expect(charts.nth(0).locator('svg circle')).toHaveCount(2);
    // Each point is drawn as a ring in its line's colour, seen on either background.
    for (const point of await charts.locator('svg circle').all()) {
      await expect(point).toHaveAttribute('stroke', /^#[0-9a-f]{6}$/);
    }
    await rounds.getByText('Show data as a table').click();
    const table = rounds.getByRole('table', { name: 'Harbour pulse: every round' });
    await expect(table.getByRole('row').nth(1)).toContainText('3 of 3');
    await expect(table.getByRole('row').nth(1)).toContainText('3.0/5');
    await expect(table.getByRole('row').nth(1)).toContainText('8.3/10, eNPS +33');
    await expect(table.getByRole('row').nth(2)).toContainText('4.7/5');
    await expect(table.getByRole('row').nth(2)).toContainText('eNPS +100');

    // The team filter goes into the address and stays on reload.
    const filtered = page.waitForResponse((r) => r.url().includes(`team=${teamId}`));
    await page.getByLabel('Team', { exact: true }).selectOption(teamId);
    expect((await filtered).status()).toBe(200);
    await expect(page).toHaveURL(new RegExp(`[?&]team=${teamId}`));
    await page.getByLabel('Survey', { exact: true }).selectOption(surveyId);
    await expect(page).toHaveURL(new RegExp(`[?&]survey=${surveyId}`));
    await page.reload();
    await expect(page.getByLabel('Team', { exact: true })).toHaveValue(teamId);
    await expect(page.getByLabel('Survey', { exact: true })).toHaveValue(surveyId);
    await expect(charts).toHaveCount(2);
    await expect(page.getByTestId('stat').nth(1)).toContainText('Total Responses6');

    await expectNothingClipped(page);
    expect((await scanA11y(page)).violations).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/analytics-trends-1280-${theme}.png`, fullPage: true });
    await rounds.screenshot({ path: `${SHOTS}/round-trends-1280-${theme}.png` });
    await page.setViewportSize(phone);
    await expect(charts.nth(0).locator('svg circle')).toHaveCount(2);
    await expectNothingClipped(page);
    expect((await scanA11y(page)).violations).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/analytics-trends-375-${theme}.png`, fullPage: true });
    await rounds.screenshot({ path: `${SHOTS}/round-trends-375-${theme}.png` });
    expect(problems.errors).toEqual([]);
  });
}
