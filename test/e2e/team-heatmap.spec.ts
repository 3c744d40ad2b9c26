import type { APIRequestContext, Page } from '@playwright/test';
import { newAccount, registerByApi, uniqueEmail, useToken } from './accounts-support';
import { expect, sendsSettled, test, useSavedTheme, type Theme } from './fixtures';
import { scanA11y } from './axe';

// The journey moves the product's clock (a day's release): it puts it back as it found it, so a
// later journey's days are the ones it expects.
let clockOffsetMs = 0;
test.beforeEach(async ({ request }) => {
  const before = await request.get('/dev/api/clock');
  clockOffsetMs = ((await before.json()) as { offsetMs: number }).offsetMs;
});
test.afterEach(async ({ request }) => {
  await request.post('/dev/api/clock', { data: { offsetMs: clockOffsetMs } });
});

/**
 * "Results by team" on a survey's Results tab (issue #27), against the real runtime: a survey
 * assigned to three teams and e-mailed to their people and to three people in no team. Two teams
 * answer with at least k = 3 people and show their means and eNPS, coloured; the third has two
 * and shows nothing but why. Light and dark, at 1366 and 375 px, axe with colour contrast.
 */
const SHOTS = 'test-results/screenshots';
const phone = { width: 375, height: 812 };
const desktop = { width: 1366, height: 900 };

const LONG_QUESTION =
  'How likely are you to recommend working here to a friend, thinking of the whole of the last month?';

/** Each person's answers: their week (1-5), their 0-10, and their meetings (1-5) if they rated them. */
type Answers = [week: number, recommend: number, meetings: number | null];
const TEAMS: { name: string; answers: Answers[] }[] = [
  // Nobody here rated the meetings: that cell is greyed.
  {
    name: 'Lighthouse Team',
    answers: [
      [5, 10, null],
      [4, 9, null],
      [4, 8, null],
    ],
  },
  {
    name: 'Harbour Team',
    answers: [
      [2, 3, 2],
      [1, 6, 1],
      [2, 7, 2],
      [3, 10, 3],
    ],
  },
  // Two people, under the threshold of three: the row shows nothing of them.
  {
    name: 'Beacon Team',
    answers: [
      [5, 10, 5],
      [5, 10, 5],
    ],
  },
];
// People in none of the survey's teams, so no team's figures follow from the others and the total.
const OUTSIDERS: Answers[] = [
  [3, 7, 3],
  [3, 7, 3],
  [3, 7, 3],
];

interface Mail {
  to: string[] | string;
  text: string;
}

async function surveyLinks(request: APIRequestContext, surveyId: string) {
  const mails = (await (await request.get('/dev/api/mail')).json()) as Mail[];
  return mails.flatMap((m) => {
    const link = m.text.match(new RegExp(`https?://\\S+/survey/${surveyId}\\?token=\\S+`))?.[0];
    return link ? [{ to: [m.to].flat(), token: new URL(link).searchParams.get('token')! }] : [];
  });
}

/** The survey, its three teams, every answer given through its e-mailed link and released. */
async function surveyOfThreeTeams(request: APIRequestContext) {
  const token = await registerByApi(request, newAccount('Heatmap'));
  const headers = { Authorization: `Bearer ${token}` };
  const people: { email: string; answers: Answers }[] = [];
  const teamIds: string[] = [];
  for (const team of TEAMS) {
    const created = await request.post('/api/teams', { headers, data: { name: team.name } });
    expect(created.status(), await created.text()).toBe(201);
    const { id } = ((await created.json()) as { team: { id: string } }).team;
    teamIds.push(id);
    const members = team.answers.map((answers, i) => ({
      email: uniqueEmail(`${team.name.split(' ')[0]!.toLowerCase()}-${i}`),
      answers,
    }));
    const imported = await request.post(`/api/teams/${id}/members/import`, {
      headers,
      data: { text: members.map((m, i) => `Person ${i + 1} <${m.email}>`).join('\n') },
    });
    expect(imported.status(), await imported.text()).toBe(200);
    people.push(...members);
  }
  people.push(...OUTSIDERS.map((answers, i) => ({ email: uniqueEmail(`outside-${i}`), answers })));

  const response = await request.post('/api/surveys', {
    headers,
    data: {
      title: 'Harbour weekly pulse',
      timezone: 'UTC',
      teamId: teamIds[0],
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
          text: LONG_QUESTION,
          required: true,
          order: 2,
          options: { min: 0, max: 10, labels: ['Not likely', 'Very likely'] },
        },
        {
          type: 'rating',
          text: 'How useful were your meetings?',
          required: false,
          order: 3,
          options: { min: 1, max: 5, labels: ['Useless', 'Very useful'] },
        },
        { type: 'textarea', text: 'What should change?', required: false, order: 4, options: {} },
      ],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { survey } = (await response.json()) as {
    survey: { id: string; questions: { id: string }[] };
  };
  for (const teamId of teamIds.slice(1)) {
    const assigned = await request.post(`/api/surveys/${survey.id}/teams`, {
      headers,
      data: { teamId },
    });
    expect(assigned.ok(), await assigned.text()).toBe(true);
  }
  const [week, recommend, meetings] = survey.questions.map((q) => q.id) as [string, string, string];
  const sent = await request.post(`/api/surveys/${survey.id}/send-email`, {
    headers,
    data: { recipients: people.map((p) => p.email) },
  });
  expect(sent.status(), await sent.text()).toBe(202);
  await sendsSettled(request);

  const links = await surveyLinks(request, survey.id);
  for (const person of people) {
    const [w, r, m] = person.answers;
    const stored = await request.post(`/api/surveys/email-response/${survey.id}`, {
      data: {
        token: links.find((l) => l.to.includes(person.email))!.token,
        responses: [
          { questionId: week, type: 'rating', value: w },
          { questionId: recommend, type: 'rating', value: r },
          ...(m === null ? [] : [{ questionId: meetings, type: 'rating', value: m }]),
        ],
        acceptedTerms: true,
      },
    });
    expect(stored.status(), await stored.text()).toBe(201);
  }
  // Every answer released together, on the next day's release.
  await request.post('/dev/api/clock', { data: { advanceHours: 25 } });
  const digest = await request.post('/dev/api/jobs/response-digest');
  expect(digest.status()).toBe(200);
  const clock = (await (await request.get('/dev/api/clock')).json()) as { now: string };
  return { token, surveyId: survey.id, today: clock.now.slice(0, 10) };
}

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The text of each body row's cells, a greyed cell by what it shows ("—", "Not shown"). */
const bodyRows = (page: Page) =>
  page.getByTestId('heatmap-row').evaluateAll((rows) =>
    rows.map((row) =>
      Array.from(row.querySelectorAll('th, td'), (cell) => {
        const greyed = cell.querySelector('[data-testid="greyed-cell"] [aria-hidden="true"]');
        return (greyed ?? cell).textContent;
      }),
    ),
  );

const EXPECTED_ROWS = [
  // Lighthouse: 5, 4, 4 → 4.3; 10, 9, 8 → 2 promoters of 3, +67; no meetings rated.
  ['Lighthouse Team3 responses', '4.3', '+67', '—'],
  // Harbour: 2, 1, 2, 3 → 2.0; 3, 6, 7, 10 → 1 promoter, 2 detractors of 4, −25; meetings 2.0.
  ['Harbour Team4 responses', '2.0', '−25', '2.0'],
  ['Beacon Team', 'Not shown'],
];

for (const theme of ['light', 'dark'] as Theme[]) {
  test(`results by team of a survey's teams, ${theme}, at 1366 and 375 px`, async ({
    page,
    request,
    problems,
  }) => {
    test.setTimeout(180_000);
    const { token, surveyId, today } = await surveyOfThreeTeams(request);
    await useSavedTheme(page, theme);
    await useToken(page, token);
    await page.setViewportSize(desktop);
    await page.goto(`/surveys/${surveyId}/responses`);

    const card = page.getByRole('region', { name: 'Results by team', exact: true });
    const table = card.getByRole('table', { name: 'Results by team, all rounds' });
    await expect(table).toBeVisible();
    await expect(table.getByRole('columnheader')).toHaveText([
      'Team',
      'How was your week?Average, 1–5',
      `${LONG_QUESTION}eNPS, −100 to +100`,
      'How useful were your meetings?Average, 1–5',
    ]);
    await expect.poll(() => bodyRows(page)).toEqual(EXPECTED_ROWS);
    await expect(card.getByTestId('heatmap-not-shown')).toHaveText(
      'Not shown: fewer than 3 of this team’s people answered together, or showing it beside another team would single someone out.',
    );

    // The hidden team's reason on keyboard focus, in a tooltip.
    const hidden = table.getByRole('cell', { name: /^Not shown: fewer than 3/ });
    await hidden.getByTestId('greyed-cell').focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('tooltip').last()).toContainText('Not shown: fewer than 3');
    await page.keyboard.press('Escape');
    await expect(page.getByRole('tooltip')).toHaveCount(0);

    expect((await scanA11y(page)).violations).toEqual([]);
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/team-heatmap-1366-${theme}.png`, fullPage: true });

    // Round 1 (the send's round): the same answers; the days wait until All rounds.
    await page.getByLabel('Round').selectOption('1');
    await expect(card.getByRole('table', { name: 'Results by team, round 1' })).toBeVisible();
    await expect.poll(() => bodyRows(page)).toEqual(EXPECTED_ROWS);
    await expect(card.getByLabel('From', { exact: true })).toBeDisabled();

    // Days around the release: the same answers again.
    await page.getByLabel('Round').selectOption('all');
    const from = card.getByLabel('From', { exact: true });
    const to = card.getByLabel('To', { exact: true });
    const twoDaysBefore = new Date(Date.parse(today) - 2 * 86_400_000).toISOString().slice(0, 10);
    await from.fill(twoDaysBefore);
    await to.fill(today);
    await expect(
      card.getByRole('table', { name: /^Results by team, answers released from/ }),
    ).toBeVisible();
    await expect.poll(() => bodyRows(page)).toEqual(EXPECTED_ROWS);

    // At phone width the table scrolls in its box; the page never does.
    await page.setViewportSize(phone);
    await expect.poll(() => overflow(page)).toBeLessThanOrEqual(0);
    expect((await scanA11y(page)).violations).toEqual([]);
    await card.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SHOTS}/team-heatmap-375-${theme}.png`, fullPage: true });

    // A From after To is refused in words, and nothing is shown for it.
    await from.fill(today);
    await to.fill(twoDaysBefore);
    await expect(card.getByText('From must be on or before To.')).toBeVisible();
    await expect(card.getByRole('table')).toHaveCount(0);
    expect((await scanA11y(page)).violations).toEqual([]);
    expect(problems.errors).toEqual([]);
  });
}
