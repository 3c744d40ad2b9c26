import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { animationsSettled, expect, test, useSavedTheme, type Theme } from './fixtures';
import { verifyByApi } from './accounts-support';
import { scanA11y } from './axe';

/*
 * Add people (decision 0047): the one way onto a team's roster, from the Teams list and the
 * team's page. A pasted list is previewed person by person with the lines it could not read,
 * each person may get an account invitation, and the result says what became of everyone.
 */

const PASSWORD = 'correct-horse-1';
let counter = 0;

function uniqueEmail(who: string): string {
  counter += 1;
  return `${who}-${Date.now().toString(36)}-${counter}@example.com`;
}

interface Owner {
  email: string;
  token: string;
  teamId: string;
}

/** A verified owner with a team that has one person on its roster besides the owner. */
async function ownerWithTeam(request: APIRequestContext, teamName: string, onTeam: string) {
  const email = uniqueEmail('owner');
  const registered = await request.post('/api/auth/register', {
    data: { firstName: 'Rosa', lastName: 'Owner', email, password: PASSWORD },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const { token } = (await registered.json()) as { token: string };
  await verifyByApi(request, email);
  const headers = { Authorization: `Bearer ${token}` };
  const created = await request.post('/api/teams', { headers, data: { name: teamName } });
  expect(created.status()).toBe(201);
  const { team } = (await created.json()) as { team: { id: string } };
  const added = await request.post(`/api/teams/${team.id}/members`, {
    headers,
    data: { name: 'Sam Ode', email: onTeam },
  });
  expect(added.status()).toBe(201);
  return { email, token, teamId: team.id } satisfies Owner;
}

async function signIn(page: Page, owner: Owner): Promise<void> {
  await page.addInitScript((token) => {
    try {
      localStorage.setItem('token', token);
    } catch {
      // about:blank has no storage; the app's origin does.
    }
  }, owner.token);
}

/** The mails the local mailbox holds for `to`. */
async function mailsTo(request: APIRequestContext, to: string) {
  const response = await request.get('/dev/api/mail');
  const mails = (await response.json()) as { to: string[]; subject: string }[];
  return mails.filter((m) => m.to.some((a) => a.toLowerCase() === to.toLowerCase()));
}

async function overflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

async function scan(page: Page) {
  await animationsSettled(page);
  return scanA11y(page);
}

const sizes = { desktop: { width: 1366, height: 900 }, phone: { width: 375, height: 812 } };

for (const theme of ['light', 'dark'] as Theme[]) {
  test(`adding people from a pasted list in ${theme} mode, with an invitation for one of them`, async ({
    page,
  }) => {
    mkdirSync('test-results/screenshots', { recursive: true });
    await useSavedTheme(page, theme);
    const teamName = `Field crew ${theme}`;
    const sam = uniqueEmail('sam');
    const owner = await ownerWithTeam(page.request, teamName, sam);
    await signIn(page, owner);
    const violations: Record<string, unknown[]> = {};

    for (const [name, size] of Object.entries(sizes)) {
      await page.setViewportSize(size);
      const lee = uniqueEmail(`lee-${name}`);
      const tom = uniqueEmail(`tom-${name}`);

      // From the Teams list: the card's Add people.
      await page.goto('/teams');
      await page.getByRole('button', { name: `Add people to ${teamName}` }).click();
      const dialog = page.getByRole('dialog', { name: `Add people to ${teamName}` });
      await expect(dialog.getByRole('button', { name: 'Add people' })).toBeEnabled();
      // The case that lost Tom: a quoted name with a comma, then a second person on the line.
      await dialog
        .getByLabel('People', { exact: true })
        .fill(`"Lee, Jordan" <${lee}>; ${tom}\nnot an address\n${sam}`);
      await expect(dialog.getByTestId('add-summary')).toHaveText(
        '2 people to add · 1 already on the team · 1 not read',
      );
      const rows = dialog.getByTestId('listed-person');
      await expect(rows).toHaveCount(3);
      await expect(rows.nth(0)).toContainText('Lee, Jordan');
      await expect(rows.nth(1)).toContainText(tom);
      await expect(rows.nth(2)).toContainText('Already on the team');
      await expect(dialog.getByTestId('unread-lines')).toContainText(
        'Line 2: not an address — Not a valid e-mail address',
      );
      await dialog.getByText(`Invite ${tom}`).click();
      await dialog.getByRole('combobox', { name: `Invite ${tom} as` }).selectOption('admin');
      await expect(dialog.getByTestId('add-summary')).toHaveText(
        '2 people to add, 1 with an invitation · 1 already on the team · 1 not read',
      );
      await animationsSettled(dialog);
      await expect.poll(() => overflow(page)).toBe(0);
      for (const button of await dialog.getByRole('button').all()) {
        const box = await button.boundingBox();
        if (box) expect(box.height, await button.innerText()).toBeGreaterThanOrEqual(44);
      }
      await page.screenshot({ path: `test-results/screenshots/add-people-${name}-${theme}.png` });
      violations[`preview at ${name}`] = (await scan(page)).violations;

      await dialog.getByRole('button', { name: 'Add 2 people' }).click();
      const result = dialog.getByTestId('add-result');
      await expect(result).toContainText('Added 2 people, 1 invited; 1 not done.');
      await expect(result.getByTestId('count-Added')).toHaveText('2');
      await expect(result.getByTestId('count-Invited')).toHaveText('1');
      await expect(result.getByTestId('count-Already there')).toHaveText('1');
      await expect(result.getByRole('list', { name: 'Not done' })).toContainText(
        'Line 2: not an address',
      );
      await page.screenshot({
        path: `test-results/screenshots/add-people-result-${name}-${theme}.png`,
      });
      violations[`result at ${name}`] = (await scan(page)).violations;
      await dialog.getByRole('button', { name: 'Done', exact: true }).click();
      await expect(dialog).toBeHidden();

      // The invited one has their e-mail, as admin; the one only added has none.
      await expect.poll(async () => (await mailsTo(page.request, tom)).length).toBe(1);
      expect(await mailsTo(page.request, lee)).toEqual([]);

      // On the team's page, both are on the roster: Tom invited, under his address.
      await page.goto(`/teams/${owner.teamId}`);
      const cards = page.getByTestId('member-card');
      await expect(cards.filter({ hasText: lee })).toContainText('Lee, Jordan');
      await expect(cards.filter({ hasText: tom })).toContainText('Invited');
    }
    expect(violations).toEqual({
      'preview at desktop': [],
      'result at desktop': [],
      'preview at phone': [],
      'result at phone': [],
    });
  });
}

test("says before adding anything when the list is more than the owner's plan has room for", async ({
  page,
}) => {
  const owner = await ownerWithTeam(page.request, 'Big list', uniqueEmail('sam'));
  await signIn(page, owner);
  await page.goto(`/teams/${owner.teamId}`);
  await expect(page.getByText('2 members')).toBeVisible();

  await page.getByRole('button', { name: 'Add people' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add people to Big list' });
  const list = Array.from({ length: 20 }, (_, i) => uniqueEmail(`p${i}`)).join(', ');
  await dialog.getByLabel('People', { exact: true }).fill(list);
  // Starter holds 15 people on the owner's teams besides the owner: Sam takes one.
  await expect(dialog.getByRole('alert')).toContainText(
    'Your Starter plan has room for 14 people more on your teams (15 in all); this list adds 20. Take 6 out of the list',
  );
  await dialog.getByRole('button', { name: 'Add 20 people' }).click();

  // Nothing was sent and nothing typed is lost.
  await expect(dialog.getByLabel('People', { exact: true })).toHaveValue(list);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByText('2 members')).toBeVisible();
  const roster = await page.request.get(`/api/teams/${owner.teamId}/members`, {
    headers: { Authorization: `Bearer ${owner.token}` },
  });
  expect(((await roster.json()) as { members: unknown[] }).members).toHaveLength(2);
});
