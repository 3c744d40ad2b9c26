import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { newAccount, pathOf, registerByApi, uniqueEmail, useToken } from './accounts-support';
import { scanA11y } from './axe';
import { animationsSettled, expect, sendsSettled, test, useTourSeen, type Theme } from './fixtures';

/**
 * Issue #33: from sign-up to a survey in a team's inboxes in at most 12 steps and under two
 * minutes (decision 0048). A new manager registers, verifies the address from the mailbox, and
 * sends from the dashboard's getting-started checklist. Every click, fill and key press is a
 * step; waiting for the app is not.
 */

const MAX_STEPS = 12;
const desktop = { width: 1366, height: 900 };
const phone = { width: 375, height: 812 };
const themes: Theme[] = ['light', 'dark'];

/** Counts what the person does: each click, fill, check or key press is one step. */
class Steps {
  readonly taken: string[] = [];

  get count(): number {
    return this.taken.length;
  }

  async click(target: Locator, what: string): Promise<void> {
    await target.click();
    this.taken.push(`click: ${what}`);
  }

  async fill(target: Locator, value: string, what: string): Promise<void> {
    await target.fill(value);
    this.taken.push(`fill: ${what}`);
  }

  async press(target: Locator, key: string, what: string): Promise<void> {
    await target.press(key);
    this.taken.push(`press ${key}: ${what}`);
  }
}

interface Mail {
  to: string[] | string;
  subject: string;
  text: string;
}

const mails = async (request: APIRequestContext) =>
  (await (await request.get('/dev/api/mail')).json()) as Mail[];

// A new person sees the first-visit tour, as a real first visit does: it stays out of the way.
test.describe('a new manager', () => {
  test.use({ tourSeen: false });

  test(`signs up and sends a first survey to a team in at most ${MAX_STEPS} steps`, async ({
    page,
    problems,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize(desktop);
    const account = newAccount('Nia');
    const people = [uniqueEmail('ana'), uniqueEmail('ben'), uniqueEmail('cleo')];
    const steps = new Steps();

    // Arriving at the sign-up page is where the clock starts.
    await page.goto('/register');
    await expect(page.getByRole('button', { name: 'Start Free' })).toBeVisible();
    const started = Date.now();

    // 1-7: the sign-up form.
    await steps.fill(page.getByLabel(/^First name/), account.firstName, 'first name');
    await steps.fill(page.getByLabel(/^Last name/), account.lastName, 'last name');
    await steps.fill(page.getByLabel(/^Email/), account.email, 'e-mail');
    await steps.fill(page.getByLabel(/^Password/), account.password, 'password');
    await steps.fill(page.getByLabel(/^Confirm password/), account.password, 'confirm password');
    await steps.click(page.getByText('I agree to the Terms of Service'), 'accept the terms');
    await steps.click(page.getByRole('button', { name: 'Start Free' }), 'Start Free');
    await expect(page).toHaveURL(/\/dashboard$/);
    const checklist = page.getByRole('region', { name: 'Get started' });
    await expect(checklist).toBeVisible();
    await expect(checklist.getByTestId('checklist-progress')).toHaveText('0 of 5 done');

    // 8-9: the verification e-mail, opened in the mailbox, and its link.
    await page.goto('/dev/mail');
    await steps.click(
      page
        .getByRole('row')
        .filter({ hasText: account.email })
        .getByRole('link', { name: 'Verify your email for Candor' }),
      'open the verification e-mail',
    );
    const link = page.locator('pre a', { hasText: '/verify-email?token=' }).first();
    await expect(link).toBeVisible();
    // The mail's link names the app's configured origin; the page at this port serves it.
    const href = (await link.getAttribute('href')) ?? '';
    if (new URL(href).origin === new URL(page.url()).origin) {
      await steps.click(link, 'the verification link');
    } else {
      await page.goto(pathOf(href));
      steps.taken.push('click: the verification link');
    }
    await expect(
      page.getByText('Email verified successfully! Welcome to the product!').first(),
    ).toBeVisible();
    // The verified page goes on to the dashboard by itself.
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 30_000 });

    // 10-12: the checklist's first step: a team, its people, and the first survey sent.
    const form = checklist.getByRole('form', { name: 'Create your team' });
    await steps.fill(form.getByLabel(/^Team name/), 'Platform', 'team name');
    await steps.fill(
      form.getByLabel(/^People/),
      `Ana Ruiz <${people[0]}>\nBen Okafor <${people[1]}>\n${people[2]}`,
      'paste the people',
    );
    await expect(
      form.getByRole('checkbox', { name: 'Send them a first survey now' }),
    ).toBeChecked();
    await steps.click(
      form.getByRole('button', { name: 'Create team and send survey' }),
      'Create team and send survey',
    );
    const report = checklist.getByTestId('quick-start-report');
    await expect(report).toHaveText(
      'Platform is created, 3 people added, Employee Satisfaction Survey is on its way to 3 people.',
    );
    const elapsed = Date.now() - started;

    console.log(
      `first survey path: ${steps.count} steps in ${(elapsed / 1000).toFixed(1)} s\n  ` +
        steps.taken.join('\n  '),
    );
    expect(steps.count, steps.taken.join('\n')).toBeLessThanOrEqual(MAX_STEPS);
    // The promise is under two minutes; the bound holds on a busy machine by a wide margin.
    expect(elapsed).toBeLessThan(120_000);

    // The checklist now stands at four of five: the first result is next.
    await expect(checklist.getByTestId('checklist-progress')).toHaveText('4 of 5 done');
    await expect(checklist.getByTestId('step-result')).toContainText('Next');
    await animationsSettled(page);
    expect((await scanA11y(page)).violations).toEqual([]);
    await page.screenshot({
      path: test.info().outputPath('dashboard-after-first-send-1366-light.png'),
      fullPage: true,
    });

    // Each person got exactly one e-mail with a personal link to the survey.
    await sendsSettled(page.request);
    const sent = (await mails(page.request)).filter((m) =>
      /Employee Satisfaction Survey/.test(m.subject),
    );
    for (const person of people) {
      const theirs = sent.filter((m) => [m.to].flat().includes(person));
      expect(theirs, person).toHaveLength(1);
      expect(theirs[0]?.text).toMatch(/\/survey\/[0-9a-f-]+\?token=/);
    }
    expect(problems.errors).toEqual([]);
  });
});

/** An account whose survey has results, one of them going badly, and loose ends besides. */
async function accountWithResults(request: APIRequestContext) {
  const token = await registerByApi(request, newAccount('Rosa'));
  const headers = { Authorization: `Bearer ${token}` };
  const makeTeam = async (name: string) => {
    const made = await request.post('/api/teams', { headers, data: { name } });
    expect(made.status(), await made.text()).toBe(201);
    return ((await made.json()) as { team: { id: string } }).team.id;
  };
  const teamId = await makeTeam('Support Team');
  await makeTeam('Design Team');
  const people = [0, 1, 2].map((i) => uniqueEmail(`support-${i}`));
  const imported = await request.post(`/api/teams/${teamId}/members/import`, {
    headers,
    data: { text: people.join('\n') },
  });
  expect(imported.status(), await imported.text()).toBe(200);
  const survey = async (title: string) => {
    const made = await request.post('/api/surveys', {
      headers,
      data: {
        title,
        teamId,
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
    expect(made.status(), await made.text()).toBe(201);
    return ((await made.json()) as { survey: { id: string; questions: { id: string }[] } }).survey;
  };
  const pulse = await survey('Support weekly pulse');
  await survey('Quarterly check-in');
  const sent = await request.post(`/api/surveys/${pulse.id}/send-email`, {
    headers,
    data: { recipients: people },
  });
  expect(sent.status(), await sent.text()).toBe(202);
  await sendsSettled(request);
  const links = (await mails(request)).flatMap((m) => {
    const found = m.text.match(new RegExp(`https?://\\S+/survey/${pulse.id}\\?token=\\S+`))?.[0];
    return found ? [new URL(found).searchParams.get('token') ?? ''] : [];
  });
  expect(links).toHaveLength(3);
  for (const linkToken of links) {
    const answered = await request.post(`/api/surveys/email-response/${pulse.id}`, {
      data: {
        token: linkToken,
        responses: [{ questionId: pulse.questions[0]?.id, type: 'rating', value: 1 }],
        acceptedTerms: true,
      },
    });
    expect(answered.status(), await answered.text()).toBe(201);
  }
  expect((await request.post('/dev/api/jobs/response-digest')).status()).toBe(200);
  return token;
}

async function lookAt(page: Page, name: string, region: Locator) {
  for (const [size, viewport] of [
    ['1366', desktop],
    ['375', phone],
  ] as const) {
    await page.setViewportSize(viewport);
    for (const theme of themes) {
      await page.emulateMedia({ colorScheme: theme });
      await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
      await expect(region).toBeVisible();
      await animationsSettled(page);
      expect((await scanA11y(page)).violations, `${name} ${size} ${theme}`).toEqual([]);
      // Nothing wider than the screen.
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
        `${name} ${size} ${theme}`,
      ).toBeLessThanOrEqual(0);
      // Every control of the checklist and the attention list is at least 44 px tall (a
      // checkbox's real input is 1 px: its label is the target). Links inside a sentence
      // elsewhere are exempt, as WCAG's inline exception says.
      const small = await region.evaluate((box) =>
        Array.from(box.querySelectorAll('button, a, input, select'))
          .filter((el) => {
            const box = el.getBoundingClientRect();
            return box.width > 1 && box.height > 1 && box.height < 44;
          })
          .map((el) => `${el.tagName.toLowerCase()} "${el.textContent?.trim() ?? ''}"`),
      );
      expect(small, `${name} ${size} ${theme}: controls under 44 px`).toEqual([]);
      await page.screenshot({
        path: test.info().outputPath(`dashboard-${name}-${size}-${theme}.png`),
        fullPage: true,
      });
    }
  }
}

test('the dashboard puts the checklist first for a new account, and what needs attention first once there are results', async ({
  page,
  browser,
  problems,
}) => {
  test.setTimeout(180_000);
  const fresh = await registerByApi(page.request, newAccount('Ivo'), { verified: false });
  await useToken(page, fresh);
  await page.goto('/dashboard');
  const checklist = page.getByRole('region', { name: 'Get started' });
  await expect(checklist.getByTestId('checklist-progress')).toHaveText('0 of 5 done');
  await lookAt(page, 'new', checklist);

  // Another person, in a browser of their own (tabs of one browser share the session).
  const other = await browser.newContext();
  const established = await other.newPage();
  await useTourSeen(established);
  await useToken(established, await accountWithResults(page.request));
  await established.goto('/dashboard');
  const attention = established.getByRole('region', { name: 'Needs your attention' });
  await expect(attention.getByTestId('attention-item')).toHaveCount(3);
  const kinds = await attention
    .getByTestId('attention-item')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-kind')));
  expect(kinds).toEqual(['low-sentiment', 'not-sent', 'no-people']);
  await expect(attention.getByTestId('attention-item').first()).toContainText(
    'Sentiment is low on “Support weekly pulse”: 100% of its answers are negative.',
  );
  // The checklist is done with and gone; attention comes before the totals.
  await expect(established.getByRole('region', { name: 'Get started' })).toHaveCount(0);
  const order = await established.evaluate(() => {
    const attentionBox = document.querySelector('[data-testid="attention"]');
    const totals = document.querySelector('[aria-label="Totals"]');
    return attentionBox && totals
      ? Boolean(attentionBox.compareDocumentPosition(totals) & Node.DOCUMENT_POSITION_FOLLOWING)
      : null;
  });
  expect(order).toBe(true);
  await lookAt(established, 'results', attention);
  await other.close();
  expect(problems.errors).toEqual([]);
});
