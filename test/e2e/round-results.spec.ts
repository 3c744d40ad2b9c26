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

/**
 * Rounds on the manager's screens (decision 0023), against the real runtime: a survey answered
 * by three people in round 1, then round 2 opened by an automation's run. The responses page
 * shows one round's figures through its round picker; /analytics shows the round trends (one round past k: words and its table).
 */
const SHOTS = 'test-results/round-shots';
const phone = { width: 375, height: 812 };
const desktop = { width: 1366, height: 900 };

interface Mail {
  to: string[] | string;
  subject: string;
  text: string;
}

async function surveyLinks(request: APIRequestContext, surveyId: string) {
  const mails = (await (await request.get('/dev/api/mail')).json()) as Mail[];
  return mails.flatMap((m) => {
    const link = m.text.match(new RegExp(`https?://\\S+/survey/${surveyId}\\?token=\\S+`))?.[0];
    return link ? [{ to: [m.to].flat(), link }] : [];
  });
}

async function surveyInRounds(request: APIRequestContext) {
  const token = await registerByApi(request, newAccount('Rounds'));
  const headers = { Authorization: `Bearer ${token}` };
  const team = await request.post('/api/teams', { headers, data: { name: 'Harbour Team' } });
  expect(team.status(), await team.text()).toBe(201);
  const { team: created } = (await team.json()) as { team: { id: string } };
  const people = ['ada', 'ben', 'cy'].map((n) => `${n}-${Date.now()}@example.com`);
  for (const email of people) {
    const added = await request.post(`/api/teams/${created.id}/members`, {
      headers,
      data: { name: email.split('-')[0], email, role: 'member' },
    });
    expect(added.status(), await added.text()).toBe(201);
  }
  const response = await request.post('/api/surveys', {
    headers,
    data: {
      title: 'Harbour pulse',
      teamId: created.id,
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
  expect(response.status(), await response.text()).toBe(201);
  const { survey } = (await response.json()) as {
    survey: { id: string; questions: { id: string }[] };
  };
  const sent = await request.post(`/api/surveys/${survey.id}/send-email`, {
    headers,
    data: { recipients: people },
  });
  expect(sent.status(), await sent.text()).toBe(202);
  await sendsSettled(request);
  const questionId = survey.questions[0]!.id;
  const links = await surveyLinks(request, survey.id);
  for (const [i, email] of people.entries()) {
    const link = links.find((l) => l.to.includes(email))!.link;
    const answer = await request.post(`/api/surveys/email-response/${survey.id}`, {
      data: {
        token: new URL(link).searchParams.get('token'),
        responses: [{ questionId, type: 'rating', value: 5 - i }],
        acceptedTerms: true,
      },
    });
    expect(answer.status(), await answer.text()).toBe(201);
  }
  // Round 2: an automation's first run, fired by the in-process scheduler once it is due.
  await automationOpensRound(request, headers, {
    surveyId: survey.id,
    teamIds: [created.id],
    round: 2,
  });
  return { token, surveyId: survey.id };
}

const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

async function signIn(page: Page, token: string) {
  await page.addInitScript(() => {
    try {
      localStorage.setItem('tourSeen', 'true');
    } catch {
      // about:blank has no storage.
    }
  });
  await useToken(page, token);
}

for (const theme of ['light', 'dark'] as Theme[]) {
  test(`one round's responses and the round trends, ${theme}, at 1366 and 375 px`, async ({
    page,
    request,
    problems,
  }) => {
    const { token, surveyId } = await surveyInRounds(request);
    await useSavedTheme(page, theme);
    await signIn(page, token);
    await page.setViewportSize(desktop);
    await page.goto(`/surveys/${surveyId}/responses`);
    await page.getByRole('tab', { name: 'Individual answers' }).click();
    await page.getByRole('tab', { name: /^Email/ }).click();
    const picker = page.getByLabel('Round');
    await expect(picker).toBeVisible();
    await picker.selectOption('1');
    await expect(page.getByTestId('round-summary')).toContainText(
      'Round 1: 3 of 3 invited responded (100%)',
    );
    await expect(page.getByTestId('response')).toHaveCount(3);
    expect((await scanA11y(page)).violations).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/responses-1366-${theme}.png`, fullPage: true });
    await page.setViewportSize(phone);
    await expect.poll(() => overflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/responses-375-${theme}.png`, fullPage: true });

    await page.setViewportSize(desktop);
    await page.goto('/analytics');
    const rounds = page.getByRole('region', { name: 'Round Trends' });
    await expect(rounds).toContainText('Round 1');
    await expect(rounds).toContainText('3 of 3');
    await expect(rounds).toContainText('1 round is hidden');
    // One round past k: said in words, no line of one point.
    await expect(rounds.getByTestId('round-trend-words')).toHaveText(
      'Only round 1 shows so far: a line is drawn once two rounds reach the threshold.',
    );
    expect((await scanA11y(page)).violations).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/analytics-1366-${theme}.png`, fullPage: true });
    await page.setViewportSize(phone);
    await expect.poll(() => overflow(page)).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${SHOTS}/analytics-375-${theme}.png`, fullPage: true });
    expect(problems.errors).toEqual([]);
  });
}
