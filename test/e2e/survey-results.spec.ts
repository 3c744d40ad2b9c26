import type { APIRequestContext, Page } from '@playwright/test';
import { newAccount, registerByApi, useToken } from './accounts-support';
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
 * The survey's Results tab (issue #27), against the real runtime: six people rate 1..5 (and 5)
 * in round 1, three rate higher in round 2 opened by an automation's run. The manager sees each
 * question's count, average, distribution, eNPS and comments, a round's changes against the last,
 * and a round below its threshold said in words, light and dark, at 1366 and 375 px.
 */
const SHOTS = 'test-results/screenshots';
const phone = { width: 375, height: 812 };
const desktop = { width: 1366, height: 900 };

const RATINGS = [1, 2, 3, 4, 5, 5];
const ENPS = [10, 9, 8, 7, 3, 10];
const COMMENTS = [
  'I love the new rota, wonderful',
  'Terrible and awful meetings',
  'We met on Tuesday',
  'Great support from the team',
  'Bad coffee, sad',
  'Fine',
];

interface Mail {
  to: string[] | string;
  subject: string;
  text: string;
}

async function surveyLinks(request: APIRequestContext, surveyId: string) {
  const mails = (await (await request.get('/dev/api/mail')).json()) as Mail[];
  return mails.flatMap((m) => {
    const link = m.text.match(new RegExp(`https?://\\S+/survey/${surveyId}\\?token=\\S+`))?.[0];
    return link ? [{ to: [m.to].flat(), token: new URL(link).searchParams.get('token')! }] : [];
  });
}

async function releaseNextDay(request: APIRequestContext) {
  await request.post('/dev/api/clock', { data: { advanceHours: 25 } });
  const digest = await request.post('/dev/api/jobs/response-digest');
  expect(digest.status()).toBe(200);
}

/** A survey answered by six in round 1 and three in round 2, every answer released. */
async function surveyWithTwoRounds(request: APIRequestContext) {
  const token = await registerByApi(request, newAccount('Results'));
  const headers = { Authorization: `Bearer ${token}` };
  const team = await request.post('/api/teams', { headers, data: { name: 'Lighthouse Team' } });
  expect(team.status(), await team.text()).toBe(201);
  const { team: created } = (await team.json()) as { team: { id: string } };
  const people = RATINGS.map((_, i) => `results-${i}-${Date.now()}@example.com`);
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
      title: 'Lighthouse weekly pulse',
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
          type: 'rating',
          text: 'How likely are you to recommend working here to a friend?',
          required: true,
          order: 2,
          options: { min: 0, max: 10, labels: ['Not likely', 'Very likely'] },
        },
        {
          type: 'multiple_choice',
          text: 'Where did you work most days?',
          required: false,
          order: 3,
          options: { choices: ['Office', 'Home', 'A bit of both, depending on the week'] },
        },
        { type: 'textarea', text: 'What should change?', required: false, order: 4, options: {} },
      ],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { survey } = (await response.json()) as {
    survey: { id: string; questions: { id: string }[] };
  };
  const [r, e, c, t] = survey.questions.map((q) => q.id) as [string, string, string, string];
  const sent = await request.post(`/api/surveys/${survey.id}/send-email`, {
    headers,
    data: { recipients: people },
  });
  expect(sent.status(), await sent.text()).toBe(202);
  await sendsSettled(request);
  const answer = async (linkToken: string, responses: unknown[]) => {
    const stored = await request.post(`/api/surveys/email-response/${survey.id}`, {
      data: { token: linkToken, responses, acceptedTerms: true },
    });
    expect(stored.status(), await stored.text()).toBe(201);
  };
  const roundOne = await surveyLinks(request, survey.id);
  for (const [i, email] of people.entries()) {
    await answer(roundOne.find((l) => l.to.includes(email))!.token, [
      { questionId: r, type: 'rating', value: RATINGS[i] },
      { questionId: e, type: 'rating', value: ENPS[i] },
      { questionId: c, type: 'multiple_choice', value: i % 3 },
      { questionId: t, type: 'textarea', value: COMMENTS[i] },
    ]);
    // The first three are released at once; the rest on the next day's release.
    if (i === 3) await request.post('/dev/api/clock', { data: { advanceHours: 25 } });
  }
  const digest = await request.post('/dev/api/jobs/response-digest');
  expect(digest.status()).toBe(200);

  // Round 2: an automation's first run, fired by the in-process scheduler once it is due.
  await automationOpensRound(request, headers, {
    surveyId: survey.id,
    teamIds: [created.id],
    round: 2,
  });
  const used = new Set(roundOne.map((l) => l.token));
  const roundTwo = (await surveyLinks(request, survey.id)).filter((l) => !used.has(l.token));
  for (const [i, [rating, enps]] of [
    [4, 10],
    [4, 10],
    [5, 9],
  ].entries()) {
    await answer(roundTwo.find((l) => l.to.includes(people[i]!))!.token, [
      { questionId: r, type: 'rating', value: rating },
      { questionId: e, type: 'rating', value: enps },
    ]);
  }
  await releaseNextDay(request);
  return { token, surveyId: survey.id };
}

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** Waits until every distribution chart is drawn (nivo's chunk loaded, bars laid out). */
async function chartsDrawn(page: Page) {
  const cards = page.getByTestId('question-result');
  const charts = page.getByTestId('distribution-chart');
  await expect(cards.first()).toBeVisible();
  await expect(charts).toHaveCount(3);
  for (const chart of await charts.all())
    await expect(chart.locator('svg rect').first()).toBeVisible();
}

for (const theme of ['light', 'dark'] as Theme[]) {
  test(`the results view of a survey and its rounds, ${theme}, at 1366 and 375 px`, async ({
    page,
    request,
    problems,
  }) => {
    test.setTimeout(180_000);
    const { token, surveyId } = await surveyWithTwoRounds(request);
    await useSavedTheme(page, theme);
    await useToken(page, token);
    await page.setViewportSize(desktop);
    await page.goto(`/surveys/${surveyId}/responses`);

    // Results come first: every round's nine answers, question by question.
    await expect(page.getByRole('tab', { name: 'Results', selected: true })).toBeVisible();
    await chartsDrawn(page);
    await expect(page.getByTestId('results-summary')).toContainText('Responses9');
    const week = page.getByRole('article', { name: /How was your week\?/ });
    await expect(week.getByTestId('answered')).toHaveText('9 answers');
    const picker = page.getByLabel('Round');

    // Round 1: six ratings 1..5 and 5, their exact average and every value.
    await picker.selectOption('1');
    await expect(week.getByTestId('average')).toHaveText('3.3/5');
    await expect(week.getByRole('table')).toContainText('RatingPeople1121314152');
    const recommend = page.getByRole('article', { name: /recommend working here/ });
    await expect(recommend.getByTestId('enps')).toHaveText('+33');
    const comments = page.getByRole('article', { name: /What should change\?/ });
    await expect(comments.getByTestId('comments').getByRole('listitem')).toHaveCount(3);
    await chartsDrawn(page);
    expect((await scanA11y(page)).violations).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/results-round1-1366-${theme}.png`, fullPage: true });

    // Round 2: three answers, compared with round 1.
    await picker.selectOption('2');
    await expect(week.getByTestId('average')).toHaveText('4.3/5');
    await expect(week.getByTestId('average-change')).toHaveText('+1.0 vs round 1');
    await expect(recommend.getByTestId('enps-change')).toHaveText('+67 vs round 1');
    await expect(comments.getByTestId('comments-withheld')).toBeVisible();
    await expect(page.getByTestId('distribution-chart')).toHaveCount(2);
    expect((await scanA11y(page)).violations).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/results-round2-1366-${theme}.png`, fullPage: true });
    await page.setViewportSize(phone);
    await expect.poll(() => overflow(page)).toBeLessThanOrEqual(0);
    expect((await scanA11y(page)).violations).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/results-round2-375-${theme}.png`, fullPage: true });

    // Round 1 at phone width, then a round with nothing released yet would wait: all rounds.
    await picker.selectOption('1');
    await chartsDrawn(page);
    await expect.poll(() => overflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/results-round1-375-${theme}.png`, fullPage: true });

    // The CSV of the round shown, named with the survey and the round.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    expect((await download).suggestedFilename()).toBe(
      'candor-results-lighthouse-weekly-pulse-round-1.csv',
    );
    await expect(page.getByText('Results exported as CSV')).toBeVisible();

    // The individual answers stay one tab away.
    await page.getByRole('tab', { name: 'Individual answers' }).click();
    await expect(page.getByRole('tab', { name: 'All (9)' })).toBeVisible();
    expect(problems.errors).toEqual([]);
  });
}

test('a survey below its threshold says its results wait, and nothing else', async ({
  page,
  request,
  problems,
}) => {
  const token = await registerByApi(request, newAccount('Waiting'));
  const headers = { Authorization: `Bearer ${token}` };
  const created = await request.post('/api/surveys', {
    headers,
    data: {
      title: 'Quiet pulse',
      questions: [
        {
          type: 'rating',
          text: 'How was your week?',
          required: true,
          order: 1,
          options: { min: 1, max: 5, labels: ['Poor', 'Excellent'] },
        },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { survey } = (await created.json()) as { survey: { id: string } };
  await useToken(page, token);
  await page.setViewportSize(phone);
  await page.goto(`/surveys/${survey.id}/responses`);
  const waiting = page.getByTestId('results-waiting');
  await expect(waiting).toContainText('Results of all rounds are waiting for more answers');
  await expect(waiting).toContainText('at least 3 people’s answers');
  await expect(page.getByTestId('question-result')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
  expect((await scanA11y(page)).violations).toEqual([]);
  await expect.poll(() => overflow(page)).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${SHOTS}/results-waiting-375.png`, fullPage: true });

  // Sent to one person, its round 1 can be closed by hand, after the page says what that does.
  const sent = await request.post(`/api/surveys/${survey.id}/send-email`, {
    headers,
    data: { recipients: ['quiet-one@example.com'] },
  });
  expect(sent.status(), await sent.text()).toBe(202);
  await page.reload();
  await page.getByRole('button', { name: 'Close round 1' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Close round 1?' });
  await expect(dialog).toContainText('deleted without anyone reading them');
  expect((await scanA11y(page)).violations).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/results-close-round-375.png` });
  await dialog.getByRole('button', { name: 'Close round 1' }).click();
  await expect(
    page.getByText(/^Round 1 is closed\. Its invitations no longer take answers/),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Close round 1' })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: 'Round' })).toContainText('closed');
  expect(problems.errors).toEqual([]);
});
