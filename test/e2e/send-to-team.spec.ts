import type { APIRequestContext, Page } from '@playwright/test';
import { newAccount, pathOf, registerByApi, uniqueEmail, useToken } from './accounts-support';
import { animationsSettled, expect, test, type Theme } from './fixtures';
import { scanA11y } from './axe';

/**
 * Send to team, from the survey card to the mailbox: a survey assigned to two teams whose rosters
 * overlap; Send fills the recipients from both rosters once each, keeps the box for an extra
 * address, and every person gets exactly one e-mail whose link answers the survey.
 */

const phone = { width: 375, height: 812 };
const desktop = { width: 1366, height: 800 };
const themes: Theme[] = ['light', 'dark'];

async function setUp(request: APIRequestContext) {
  const account = newAccount('Manager');
  const token = await registerByApi(request, account);
  const headers = { Authorization: `Bearer ${token}` };
  const team = async (name: string) => {
    const response = await request.post('/api/teams', {
      headers,
      data: { name, description: `${name} people` },
    });
    expect(response.status(), await response.text()).toBe(201);
    return ((await response.json()) as { team: { id: string } }).team.id;
  };
  const platform = await team('Platform Team');
  const design = await team('Design Team');
  const people = {
    ana: uniqueEmail('ana'),
    ben: uniqueEmail('ben'),
    carla: uniqueEmail('carla'),
    dee: uniqueEmail('dee'),
  };
  const roster = async (teamId: string, lines: string[]) => {
    const response = await request.post(`/api/teams/${teamId}/members/import`, {
      headers,
      data: { text: lines.join('\n') },
    });
    expect(response.status(), await response.text()).toBe(200);
  };
  await roster(platform, [
    `Ana Ruiz <${people.ana}>`,
    `Ben Okafor <${people.ben}>`,
    `Carla Diaz <${people.carla}>`,
  ]);
  // Carla is on both teams: she is sent one e-mail.
  await roster(design, [`Carla Diaz <${people.carla}>`, `Dee Mensah <${people.dee}>`]);

  const created = await request.post('/api/surveys', {
    headers,
    data: {
      title: 'Weekly pulse',
      description: 'How is the week going?',
      timezone: 'UTC',
      teamId: platform,
      questions: [
        {
          type: 'rating',
          text: 'How likely are you to recommend this team as a place to work?',
          required: true,
          order: 1,
          options: { min: 0, max: 10, labels: ['Not at all likely', 'Extremely likely'] },
        },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { survey } = (await created.json()) as { survey: { id: string } };
  const assigned = await request.post(`/api/surveys/${survey.id}/teams`, {
    headers,
    data: { teamId: design },
  });
  expect(assigned.ok(), await assigned.text()).toBe(true);
  return { token, headers, surveyId: survey.id, people, own: account.email };
}

/** Axe, once what was opening or closing has settled: mid-fade colours are faint by design. */
async function axe(page: Page) {
  await animationsSettled(page);
  return scanA11y(page);
}

test('send to team: from the survey card through the send dialog to one working mail each', async ({
  page,
  browser,
  problems,
}) => {
  test.setTimeout(180_000);
  const { token, headers, surveyId, people, own } = await setUp(page.request);
  await page.addInitScript(() => {
    try {
      localStorage.setItem('tourSeen', 'true');
    } catch {
      // about:blank has no storage.
    }
  });
  await useToken(page, token);
  const extra = uniqueEmail('extra');

  await page.setViewportSize(desktop);
  await page.goto('/surveys');
  await page.getByRole('button', { name: 'Send Weekly pulse' }).click();
  const dialog = page.getByRole('dialog', { name: 'Send by Email' });
  const teams = dialog.getByRole('region', { name: 'Send to teams' });
  await expect(teams).toBeVisible();
  const recipients = dialog.getByRole('textbox', { name: /^Recipients/ });
  // The free-text box stays for addresses beyond the teams.
  await recipients.fill(extra);
  await teams.getByRole('button', { name: 'Add members of Platform Team, Design Team' }).click();
  await expect(dialog.getByTestId('roster-added')).toHaveText(
    // The manager is on both rosters too, as their owner: once.
    '5 people from Platform Team, Design Team added (2 already listed).',
  );
  const everyone = [extra, own, ...Object.values(people)];
  await expect
    .poll(async () =>
      (await recipients.inputValue())
        .split(/[\s,]+/)
        .filter(Boolean)
        .sort(),
    )
    .toEqual([...everyone].sort());

  // Looked at, at both widths and in both themes.
  for (const [size, viewport] of [
    ['desktop', desktop],
    ['phone', phone],
  ] as const) {
    await page.setViewportSize(viewport);
    for (const theme of themes) {
      await page.emulateMedia({ colorScheme: theme });
      // The app follows the system's theme: looked at once it has.
      await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
      await expect(teams).toBeVisible();
      expect((await axe(page)).violations, `${size} ${theme}`).toEqual([]);
      const button = await teams.getByRole('button').boundingBox();
      const box = await recipients.boundingBox();
      expect(button?.height ?? 0).toBeGreaterThanOrEqual(44);
      // The button stays inside the dialog, as wide as the recipients box at most.
      expect((button?.x ?? 0) + (button?.width ?? 0)).toBeLessThanOrEqual(
        (box?.x ?? 0) + (box?.width ?? 0) + 1,
      );
      await page.screenshot({ path: test.info().outputPath(`send-to-team-${size}-${theme}.png`) });
    }
  }
  await page.setViewportSize(desktop);
  await page.emulateMedia({ colorScheme: 'light' });

  await dialog.getByRole('button', { name: 'Send Survey' }).click();
  const result = dialog.getByTestId('send-result');
  await expect(result.getByTestId('send-count-sent')).toHaveText('Sent6');
  await expect(result.getByTestId('send-count-failed')).toHaveText('Failed0');
  await dialog.getByRole('button', { name: 'Done' }).click();

  // The send opened a round with the six invited.
  const invitations = await page.request.get(`/api/surveys/${surveyId}/invitations`, { headers });
  expect(invitations.status()).toBe(200);
  const { rounds } = (await invitations.json()) as { rounds: { round: number; invited: number }[] };
  expect(rounds).toEqual([expect.objectContaining({ round: 1, invited: 6 })]);

  // The mailbox: each person exactly one e-mail for the survey, with a personal link.
  await page.goto('/dev/mail');
  await expect(page.getByRole('heading', { level: 1, name: 'Mailbox' })).toBeVisible();
  const links = new Map<string, string>();
  for (const address of everyone) {
    // (The manager's own address also got the verification e-mail.)
    const rows = page
      .getByRole('row')
      .filter({ hasText: address })
      .filter({ hasText: 'Survey: Weekly pulse' });
    await expect(rows).toHaveCount(1);
  }
  const mails = (await (await page.request.get('/dev/api/mail')).json()) as {
    to: string[];
    subject: string;
    text: string;
    html: string;
  }[];
  for (const address of everyone) {
    const theirs = mails.filter((m) => m.to.includes(address) && /Weekly pulse/.test(m.subject));
    expect(theirs, address).toHaveLength(1);
    // No script in the e-mail (the mailbox's frame would refuse one anyway).
    expect(theirs[0]?.html).not.toMatch(/<script/i);
    const href = theirs[0]?.text.match(/https?:\/\/\S+\/survey\/\S+/)?.[0] ?? '';
    expect(href).toMatch(new RegExp(`/survey/${surveyId}\\?token=`));
    links.set(address, pathOf(href));
  }
  expect(new Set(links.values()).size).toBe(6);

  // Dee opens her e-mail in the mailbox and answers through its link, in a browser of her own.
  await page
    .getByRole('row')
    .filter({ hasText: people.dee })
    .getByRole('link', { name: 'Survey: Weekly pulse' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Survey: Weekly pulse' })).toBeVisible();
  const mailed = await page.locator('pre a', { hasText: '?token=' }).getAttribute('href');
  expect(pathOf(mailed as string)).toBe(links.get(people.dee));
  const respondent = await browser.newContext();
  const answering = await respondent.newPage();
  await answering.setViewportSize(phone);
  await answering.goto(links.get(people.dee) as string);
  await answering
    .getByRole('radiogroup', { name: /How likely are you/ })
    .getByRole('radio', { name: '9' })
    .check();
  await answering
    .getByRole('checkbox', { name: 'I have read and accept the Terms of Service' })
    .check();
  await answering.getByRole('button', { name: 'Submit Survey' }).click();
  await expect(answering.getByRole('heading', { level: 1, name: 'Thank you!' })).toBeVisible();
  // The link answered once.
  await answering.goto(links.get(people.dee) as string);
  await expect(
    answering.getByRole('heading', { level: 1, name: 'You have already responded' }),
  ).toBeVisible();
  await respondent.close();
  expect(problems.errors).toEqual([]);
});
