import type { APIRequestContext } from '@playwright/test';
import { newAccount, registerByApi, toastWith, useToken } from './accounts-support';
import { expect, sendsSettled, test, useSavedTheme, type Theme } from './fixtures';
import { scanA11y } from './axe';

/**
 * Actions the next round checks (issue #31, decision 0055), against the real runtime: a manager
 * adds an action on a question of round 1's results, moves it on from the team's actions page,
 * closes round 1 and sends round 2; a respondent on a 375 px phone is asked "Did we follow
 * through on: …?" with the round's questions. Light and dark, 1366 and 375 px, axe clean.
 */
const SHOTS = 'test-results/screenshots';
const phone = { width: 375, height: 812 };
const desktop = { width: 1366, height: 900 };
const WHAT = 'Move the weekly meeting to Tuesday mornings';

interface Mail {
  to: string[] | string;
  text: string;
}

async function linkFor(request: APIRequestContext, surveyId: string, email: string) {
  const mails = (await (await request.get('/dev/api/mail')).json()) as Mail[];
  const links = mails.flatMap((m) => {
    const link = m.text.match(new RegExp(`https?://\\S+/survey/${surveyId}\\?token=\\S+`))?.[0];
    return link && [m.to].flat().includes(email) ? [new URL(link)] : [];
  });
  const last = links.at(-1);
  if (!last) throw new Error(`no link for ${email}`);
  return `${last.pathname}${last.search}`;
}

/** A team of three and a survey whose round 1 they all answered (released at once). */
async function answeredRound(request: APIRequestContext, label: string) {
  const token = await registerByApi(request, newAccount('Actions'));
  const headers = { Authorization: `Bearer ${token}` };
  const team = await request.post('/api/teams', { headers, data: { name: `Harbour ${label}` } });
  expect(team.status(), await team.text()).toBe(201);
  const { team: created } = (await team.json()) as { team: { id: string } };
  const people = [1, 2, 3].map((i) => `actions-${label}-${i}-${Date.now()}@example.com`);
  const survey = await request.post('/api/surveys', {
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
      ],
    },
  });
  expect(survey.status(), await survey.text()).toBe(201);
  const { survey: made } = (await survey.json()) as {
    survey: { id: string; questions: { id: string }[] };
  };
  const send = async (to: string[]) => {
    const sent = await request.post(`/api/surveys/${made.id}/send-email`, {
      headers,
      data: { recipients: to },
    });
    expect(sent.status(), await sent.text()).toBe(202);
    await sendsSettled(request);
  };
  await send(people);
  for (const [i, email] of people.entries()) {
    const token = new URLSearchParams((await linkFor(request, made.id, email)).split('?')[1]).get(
      'token',
    );
    const stored = await request.post(`/api/surveys/email-response/${made.id}`, {
      data: {
        token,
        responses: [{ questionId: made.questions[0]!.id, type: 'rating', value: 2 + i }],
        acceptedTerms: true,
      },
    });
    expect(stored.status(), await stored.text()).toBe(201);
  }
  return { token, headers, teamId: created.id, surveyId: made.id, send };
}

for (const theme of ['light', 'dark'] as Theme[]) {
  test(`an action on round 1's results is checked by round 2, ${theme}`, async ({
    page,
    request,
    problems,
  }) => {
    test.setTimeout(180_000);
    const setUp = await answeredRound(request, theme);
    await useSavedTheme(page, theme);
    await useToken(page, setUp.token);
    await page.setViewportSize(desktop);

    // The manager adds an action on the question, from round 1's results.
    await page.goto(`/surveys/${setUp.surveyId}/responses`);
    await page.getByLabel('Round').selectOption('1');
    const week = page.getByRole('article', { name: /How was your week\?/ });
    await expect(week.getByTestId('average')).toHaveText('3.0/5');
    await week.getByRole('button', { name: /Add action/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Add an action' });
    await expect(dialog).toContainText('round 1');
    await dialog.getByRole('button', { name: 'Save action' }).click();
    await expect(dialog.getByText('Say what will be done')).toBeVisible();
    await dialog.getByLabel(/What will be done/).fill(WHAT);
    await dialog.getByLabel(/Due date/).fill('2027-03-31');
    await expect(dialog.getByLabel(/Owner/)).toHaveValue(/.+/);
    expect((await scanA11y(page)).violations).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/actions-add-1366-${theme}.png` });
    await dialog.getByRole('button', { name: 'Save action' }).click();
    await expect(toastWith(page, 'Action recorded')).toBeVisible();
    await expect(dialog).toBeHidden();

    // The team's actions page lists it; the manager moves it on, and the change is kept.
    await page.goto(`/teams/${setUp.teamId}`);
    await page.getByRole('link', { name: 'Team actions' }).click();
    const card = page.getByRole('article', { name: WHAT });
    await expect(card.getByTestId('status')).toHaveText('Open');
    await card.getByLabel('Change status').selectOption('in_progress');
    await expect(toastWith(page, 'Status changed to In progress')).toBeVisible();
    await expect(card.getByTestId('status')).toHaveText('In progress');
    await expect(card.getByTestId('history').getByRole('listitem')).toHaveCount(2);
    expect((await scanA11y(page)).violations).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/actions-team-1366-${theme}.png`, fullPage: true });
    await page.setViewportSize(phone);
    await expect
      .poll(() =>
        page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      )
      .toBeLessThanOrEqual(0);
    expect((await scanA11y(page)).violations).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/actions-team-375-${theme}.png`, fullPage: true });

    // Round 1 closed by hand, round 2 sent: its respondent, on a phone, is asked to check it.
    const closed = await request.post(`/api/surveys/${setUp.surveyId}/rounds/1/close`, {
      headers: setUp.headers,
    });
    expect(closed.status(), await closed.text()).toBe(200);
    const respondent = `actions-${theme}-r2-${Date.now()}@example.com`;
    await setUp.send([respondent]);
    const link = await linkFor(request, setUp.surveyId, respondent);
    await page.evaluate(() => localStorage.removeItem('token'));
    await page.goto(link);
    await expect(page.getByText(`Did we follow through on: ${WHAT}?`)).toHaveCount(1);
    await expect(page.getByText('How was your week?')).toBeVisible();
    expect((await scanA11y(page)).violations).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/actions-answer-375-${theme}.png`, fullPage: true });

    // The respondent and two more answer it (4, 5, 3); closing round 2 releases their group, and
    // the manager reads the action's score beside the round's results.
    const others = [1, 2].map((i) => `actions-${theme}-r2-${i}-${Date.now()}@example.com`);
    await setUp.send(others);
    const landing = await request.get(
      `/api/surveys/email-landing/${setUp.surveyId}?token=${new URLSearchParams(link.split('?')[1]).get('token')}`,
    );
    const { questions } = (await landing.json()) as { questions: { id: string; text: string }[] };
    const [weekId, checkId] = [questions[0]!.id, questions[1]!.id];
    for (const [email, value] of [
      [respondent, 4],
      [others[0]!, 5],
      [others[1]!, 3],
    ] as const) {
      const token = new URLSearchParams(
        (await linkFor(request, setUp.surveyId, email)).split('?')[1],
      ).get('token');
      const stored = await request.post(`/api/surveys/email-response/${setUp.surveyId}`, {
        data: {
          token,
          responses: [
            { questionId: weekId, type: 'rating', value: 3 },
            { questionId: checkId, type: 'rating', value },
          ],
          acceptedTerms: true,
        },
      });
      expect(stored.status(), await stored.text()).toBe(201);
    }
    const closedTwo = await request.post(`/api/surveys/${setUp.surveyId}/rounds/2/close`, {
      headers: setUp.headers,
    });
    expect(closedTwo.status(), await closedTwo.text()).toBe(200);
    await useToken(page, setUp.token);
    await page.setViewportSize(desktop);
    await page.goto(`/surveys/${setUp.surveyId}/responses`);
    const actionsCard = page.getByTestId('survey-actions');
    await expect(actionsCard.getByTestId('follow-through')).toHaveText(
      '4.0/5 in round 2 (3 answers)',
    );
    await expect(actionsCard.getByTestId('owner-series')).toContainText('round 2 4.0/5');
    await page.getByLabel('Round').selectOption('2');
    const check = page.getByRole('article', { name: /Did we follow through on/ });
    await expect(check.getByTestId('average')).toHaveText('4.0/5');
    await expect(check.getByRole('button', { name: /Add action/ })).toHaveCount(0);
    expect((await scanA11y(page)).violations).toEqual([]);
    await page.screenshot({ path: `${SHOTS}/actions-score-1366-${theme}.png`, fullPage: true });
    expect(problems.errors).toEqual([]);
  });
}
