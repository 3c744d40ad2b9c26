import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import {
  animationsSettled,
  expect,
  test,
  useSavedTheme,
  useTourSeen,
  type Theme,
} from './fixtures';
import { verifyByApi } from './accounts-support';
import { scanA11y } from './axe';

/** A 1x1 PNG: small enough for any limit, real enough for the server's image check. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

const PASSWORD = 'correct-horse-1';
let counter = 0;

/** An address no earlier run used (the e2e data folder is fresh, but tests share it). */
function uniqueEmail(who: string): string {
  counter += 1;
  return `${who}-${Date.now().toString(36)}-${counter}@example.com`;
}

interface Account {
  email: string;
  token: string;
}

/** Registers through the API and returns the session token. */
async function register(
  request: APIRequestContext,
  firstName: string,
  lastName: string,
  email = uniqueEmail(firstName.toLowerCase()),
): Promise<Account> {
  const response = await request.post('/api/auth/register', {
    data: { firstName, lastName, email, password: PASSWORD },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { token } = (await response.json()) as { token: string };
  await verifyByApi(request, email);
  return { email, token };
}

/** Signs the page in as a returning user would be: the token is in local storage before load. */
async function signIn(page: Page, account: Account): Promise<void> {
  await page.addInitScript((token) => {
    try {
      localStorage.setItem('token', token);
    } catch {
      // about:blank has no storage; the app's origin does.
    }
  }, account.token);
}

async function createTeamByApi(
  request: APIRequestContext,
  account: Account,
  name: string,
  description = '',
): Promise<string> {
  const headers = { Authorization: `Bearer ${account.token}` };
  const response = await request.post('/api/teams', { headers, data: { name, description } });
  expect(response.status()).toBe(201);
  const { team } = (await response.json()) as { team: { id: string } };
  return team.id;
}

/** The newest invitation link mailed to `to` (GET /dev/api/mail lists newest first). */
async function invitationLink(request: APIRequestContext, to: string): Promise<string> {
  let link: string | undefined;
  await expect
    .poll(async () => {
      const response = await request.get('/dev/api/mail');
      const mails = (await response.json()) as { to: string[]; text: string }[];
      const mail = mails.find((m) => m.to.some((a) => a.toLowerCase() === to.toLowerCase()));
      link = mail?.text.match(/https?:\/\/[^\s"'<>]+\/invitations\/accept\?token=[^\s"'<>]+/)?.[0];
      return link;
    })
    .toBeTruthy();
  const url = new URL(link as string);
  return `${url.pathname}${url.search}`;
}

/** Axe, once what was opening or closing has settled: mid-fade colours are faint by design. */
async function scan(page: Page) {
  await animationsSettled(page);
  return scanA11y(page);
}

async function expectToast(page: Page, text: string): Promise<void> {
  await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
}

test('an owner builds a team, and an invited admin joins from the mailbox', async ({
  page,
  browser,
  problems,
}) => {
  test.setTimeout(90_000);
  await page.emulateMedia({ colorScheme: 'light' });
  const owner = await register(page.request, 'Olivia', 'Owner');
  await signIn(page, owner);
  const teamName = `Design Guild ${Date.now().toString(36)}`;

  // The list starts empty.
  await page.goto('/teams');
  await expect(page.getByRole('heading', { level: 1, name: 'Teams' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'No teams yet' })).toBeVisible();

  // Create Team: a blank name is refused, then the team appears in the list.
  await page.getByRole('button', { name: 'Create Team' }).first().click();
  const create = page.getByRole('dialog', { name: 'Create Team' });
  await create.getByRole('button', { name: 'Create Team' }).click();
  await expect(create.getByText('Team name is required')).toBeVisible();
  await create.getByLabel(/^Team name/).fill(teamName);
  await create.getByLabel(/^Description/).fill('Everyone who makes things look right.');
  await create.getByRole('button', { name: 'Create Team' }).click();
  await expectToast(page, 'Team created successfully');
  await expect(create).toBeHidden();
  const card = page.getByRole('article', { name: teamName });
  await expect(card.getByText('1 member')).toBeVisible();
  await expect(card.getByText('Owner')).toBeVisible();
  await expect(card.getByRole('link', { name: `Settings for ${teamName}` })).toBeVisible();

  // Team detail: add two people by name and e-mail, in one paste.
  await card.getByRole('link', { name: `View ${teamName}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: teamName })).toBeVisible();
  const teamPath = new URL(page.url()).pathname;
  await page.getByRole('button', { name: 'Add people' }).click();
  const add = page.getByRole('dialog', { name: `Add people to ${teamName}` });
  await add
    .getByLabel('People', { exact: true })
    .fill(`Grace Hopper <${uniqueEmail('grace')}>\nAlan Turing <${uniqueEmail('alan')}>`);
  await add.getByRole('button', { name: 'Add 2 people' }).click();
  await expect(add.getByTestId('add-result')).toContainText('Added 2 people.');
  await add.getByRole('button', { name: 'Done', exact: true }).click();
  await expect(add).toBeHidden();
  for (const name of ['Grace Hopper', 'Alan Turing']) {
    await expect(page.getByTestId('member-card').filter({ hasText: name })).toBeVisible();
  }
  await expect(page.getByText('3 members')).toBeVisible();

  // Invite an admin by e-mail: the same flow, with Invite ticked and the role chosen.
  const adminEmail = uniqueEmail('ines');
  await page.getByRole('button', { name: 'Add people' }).click();
  await add.getByLabel('People', { exact: true }).fill(adminEmail);
  await add.getByText(`Invite ${adminEmail}`).click();
  await add.getByRole('combobox', { name: `Invite ${adminEmail} as` }).selectOption('admin');
  await add.getByRole('button', { name: 'Add 1 person' }).click();
  await expect(add.getByTestId('add-result')).toContainText('Added 1 person, 1 invited.');
  await add.getByRole('button', { name: 'Done', exact: true }).click();
  await expect(add).toBeHidden();
  await expect(page.getByTestId('member-card').filter({ hasText: adminEmail })).toContainText(
    'Invited',
  );

  // The invitee registers, opens the mailed link in their own browser and accepts.
  const link = await invitationLink(page.request, adminEmail);
  const adminContext = await browser.newContext();
  try {
    const adminPage = await adminContext.newPage();
    await useTourSeen(adminPage);
    const admin = await register(adminPage.request, 'Ines', 'Admin', adminEmail);
    await adminPage.goto(link);
    await expect(
      adminPage.getByRole('heading', { level: 1, name: `Join ${teamName}` }),
    ).toBeVisible();
    await expect(adminPage.getByText(adminEmail, { exact: true })).toBeVisible();
    await expect(adminPage.getByText('Admin', { exact: true })).toBeVisible();
    await expect(adminPage.getByRole('link', { name: 'Sign in' }).last()).toBeVisible();
    const invitationScan = await scan(adminPage);
    expect(invitationScan.violations, 'invitation page').toEqual([]);

    await signIn(adminPage, admin);
    await adminPage.goto(link);
    await adminPage.getByRole('button', { name: 'Accept Invitation' }).click();
    await expect(adminPage).toHaveURL(new RegExp(`${teamPath}$`));
    await expect(adminPage.getByRole('heading', { level: 1, name: teamName })).toBeVisible();
    await expect(adminPage.getByRole('button', { name: 'Add people' })).toBeVisible();
    await expect(adminPage.getByRole('button', { name: 'Branding' })).toHaveCount(0);

    // In the list the admin sees Add people, and no Settings.
    await adminPage.goto('/teams');
    const adminCard = adminPage.getByRole('article', { name: teamName });
    await expect(adminCard.getByText('Admin', { exact: true })).toBeVisible();
    await expect(
      adminCard.getByRole('button', { name: `Add people to ${teamName}` }),
    ).toBeVisible();
    await expect(adminCard.getByRole('link', { name: /Settings/ })).toHaveCount(0);
  } finally {
    await adminContext.close();
  }

  // Branding: a logo and a palette colour.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: teamName })).toBeVisible();
  await page.getByRole('button', { name: 'Branding' }).click();
  await page.getByLabel('Team logo').setInputFiles({
    name: 'logo.png',
    mimeType: 'image/png',
    buffer: PNG,
  });
  await expect(page.getByRole('img', { name: 'New logo preview' })).toHaveAttribute(
    'src',
    /^data:image\/png;base64,/,
  );
  await page.getByRole('button', { name: '#10B981' }).click();
  await expect(page.getByLabel('Brand color', { exact: true })).toHaveValue('#10B981');
  await page.getByRole('button', { name: 'Save Branding' }).click();
  await expectToast(page, 'Branding updated successfully');
  await expect(page.getByTestId('brand-color-value')).toHaveText('#10B981');
  const logo = page.getByRole('img', { name: `${teamName} logo` });
  await expect(logo).toBeVisible();
  await expect
    .poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBe(1);

  // A colour alone, typed into the text field.
  await page.getByRole('button', { name: 'Branding' }).click();
  await page.getByLabel('Brand color', { exact: true }).fill('#8b5cf6');
  await page.getByRole('button', { name: 'Save Branding' }).click();
  await expectToast(page, 'Branding updated successfully');
  await expect(page.getByTestId('brand-color-value')).toHaveText('#8B5CF6');

  // Roles: the owner's own entry cannot change; Grace becomes an admin.
  await expect(page.getByRole('combobox', { name: 'Role for Olivia Owner' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Remove Olivia Owner' })).toHaveCount(0);
  await page.getByRole('combobox', { name: 'Role for Grace Hopper' }).selectOption('admin');
  await expectToast(page, 'Member role updated successfully');
  await expect(page.getByRole('combobox', { name: 'Role for Grace Hopper' })).toHaveValue('admin');
  const grace = page.getByTestId('member-card').filter({ hasText: 'Grace Hopper' });
  await expect(grace.locator('span', { hasText: /^Admin$/ })).toBeVisible();

  // Remove Alan, after the question.
  await page.getByRole('button', { name: 'Remove Alan Turing' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Remove member' });
  await expect(confirm.getByText('Are you sure you want to remove this member?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expectToast(page, 'Member removed successfully');
  await expect(page.getByTestId('member-card').filter({ hasText: 'Alan Turing' })).toHaveCount(0);
  await expect(page.getByText('3 members')).toBeVisible();

  // Back in the list, the card shows the new colour, the logo and the count.
  await page.getByRole('link', { name: 'All teams' }).click();
  const branded = page.getByRole('article', { name: teamName });
  await expect(branded.getByText('3 members')).toBeVisible();
  await expect(branded.getByTestId('team-logo')).toBeVisible();

  expect(problems.errors).toEqual([]);
});

test('an invitation link that does not work says so', async ({ page }) => {
  await page.goto('/invitations/accept?token=not-a-real-token');
  await expect(page.getByRole('heading', { level: 1, name: 'Invitation not valid' })).toBeVisible();
  await expect(page.getByText('This invitation link is invalid or has expired')).toBeVisible();
  const result = await scan(page);
  expect(result.violations).toEqual([]);
});

/**
 * An owner with a branded team (logo, green) of three people and a pending invitation, and a
 * second team without a description; returns the first team's path.
 */
async function seedTeam(page: Page): Promise<string> {
  const owner = await register(page.request, 'Olivia', 'Owner');
  const id = await createTeamByApi(
    page.request,
    owner,
    'Customer Success',
    'The people who keep our customers happy and heard.',
  );
  const headers = { Authorization: `Bearer ${owner.token}` };
  for (const [name, email] of [
    ['Grace Hopper', uniqueEmail('grace')],
    ['Katherine Johnson', uniqueEmail('kj')],
  ]) {
    const added = await page.request.post(`/api/teams/${id}/members`, {
      headers,
      data: { name, email },
    });
    expect(added.status()).toBe(201);
  }
  await page.request.post(`/api/teams/${id}/invite`, {
    headers,
    data: { email: uniqueEmail('pending'), role: 'admin' },
  });
  const branded = await page.request.put(`/api/teams/${id}`, {
    headers,
    multipart: {
      primaryColor: '#10B981',
      logo: { name: 'logo.png', mimeType: 'image/png', buffer: PNG },
    },
  });
  expect(branded.status()).toBe(200);
  await createTeamByApi(page.request, owner, 'Platform');
  await signIn(page, owner);
  return `/teams/${id}`;
}

const sizes = { desktop: { width: 1280, height: 800 }, phone: { width: 375, height: 812 } };

for (const theme of ['light', 'dark'] as Theme[]) {
  test(`the teams screens in ${theme} mode: axe at desktop width, nothing overflowing at 375 px, screenshots`, async ({
    page,
  }) => {
    mkdirSync('test-results/screenshots', { recursive: true });
    await useSavedTheme(page, theme);
    const teamPath = await seedTeam(page);
    /** What axe found on each screen at desktop width: nothing, on every one. */
    const violations: Record<string, unknown[]> = {};
    for (const [name, size] of Object.entries(sizes)) {
      await page.setViewportSize(size);
      await page.goto('/teams');
      await expect(page.getByRole('article', { name: 'Customer Success' })).toBeVisible();
      await expect.poll(() => overflow(page)).toBe(0);
      if (name === 'desktop') {
        await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
        violations.list = (await scan(page)).violations;
      }
      await page.screenshot({
        path: `test-results/screenshots/teams-list-${name}-${theme}.png`,
        fullPage: true,
      });

      await page.goto(teamPath);
      // The desktop pass adds two people through Add people (below).
      await expect(page.getByTestId('member-card')).toHaveCount(name === 'desktop' ? 4 : 6);
      await expect.poll(() => overflow(page)).toBe(0);
      // The roster's one way to add people holds its words at 375 px.
      const addButton = page.getByRole('button', { name: 'Add people', exact: true });
      const fits = await addButton.evaluate((el) => el.scrollWidth <= el.clientWidth);
      expect(fits, `Add people at ${name}`).toBe(true);
      expect((await addButton.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
      if (name === 'desktop') violations.detail = (await scan(page)).violations;
      await page.screenshot({
        path: `test-results/screenshots/team-detail-${name}-${theme}.png`,
        fullPage: true,
      });

      await page.getByRole('button', { name: 'Branding' }).click();
      await page.getByRole('button', { name: 'Edit', exact: true }).click();
      await expect(page.getByRole('button', { name: 'Save Branding' })).toBeVisible();
      await expect.poll(() => overflow(page)).toBe(0);
      await page.screenshot({
        path: `test-results/screenshots/team-detail-editing-${name}-${theme}.png`,
        fullPage: true,
      });
      if (name === 'desktop') {
        violations['detail in edit and branding modes'] = (await scan(page)).violations;
      }

      // Add people: a pasted list previewed person by person, then on the roster.
      await page.getByRole('button', { name: 'Add people' }).click();
      const bulk = page.getByRole('dialog', { name: 'Add people to Customer Success' });
      await bulk
        .getByLabel('People', { exact: true })
        .fill(`Dee Mensah <dee-${name}@example.com>\nsam-${name}@example.com\nnot-an-address`);
      await expect(bulk.getByTestId('add-summary')).toHaveText('2 people to add · 1 not read');
      // Measured once the dialog's opening animation (a slight zoom) has ended.
      await animationsSettled(bulk);
      for (const button of await bulk.getByRole('button').all()) {
        const box = await button.boundingBox();
        if (box) expect(box.height, await button.innerText()).toBeGreaterThanOrEqual(44);
      }
      await page.screenshot({
        path: `test-results/screenshots/team-bulk-add-${name}-${theme}.png`,
      });
      if (name === 'desktop') violations['Add people'] = (await scan(page)).violations;
      await bulk.getByRole('button', { name: 'Add 2 people' }).click();
      // The two are added; the line that could not be read is said, with why.
      await expect(bulk.getByRole('list', { name: 'Not done' })).toContainText(
        'Line 3: not-an-address',
      );
      await bulk.getByRole('button', { name: 'Done', exact: true }).click();
      await expect(bulk).toBeHidden();
      await expect(page.getByTestId('member-card')).toHaveCount(name === 'desktop' ? 6 : 8);
      await expect(page.getByText(`dee-${name}@example.com`)).toBeVisible();
    }
    expect(violations).toEqual({
      list: [],
      detail: [],
      'detail in edit and branding modes': [],
      'Add people': [],
    });
  });
}

async function overflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}
