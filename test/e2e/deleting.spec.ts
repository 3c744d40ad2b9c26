import type { Locator, Page } from '@playwright/test';
import { newAccount, registerByApi, signIn, toastWith, useToken } from './accounts-support';
import { animationsSettled, expect, test, useSavedTheme, type Theme } from './fixtures';
import { scanA11y } from './axe';

/*
 * Deleting a team and deleting one's account (decision 0026), as an owner does it: the dialog
 * says what happens first, asks for the name or e-mail typed again, and the screens change at
 * once. With axe and 44 px targets, at desktop width in light and at phone width in dark: each
 * width's layout and each theme's colours once (the dialogs look the same at both widths but for
 * their size, and every run of a journey costs a whole sign-up and several screens).
 */

const sizes = { desktop: { width: 1366, height: 900 }, phone: { width: 375, height: 812 } };
const looks: [keyof typeof sizes, Theme][] = [
  ['desktop', 'light'],
  ['phone', 'dark'],
];

async function signedInAs(page: Page, token: string, theme: Theme) {
  await useSavedTheme(page, theme);
  await useToken(page, token);
  await page.addInitScript(() => {
    try {
      localStorage.setItem('tourSeen', 'true');
    } catch {
      // about:blank has no storage.
    }
  });
}

/** Every button of the dialog is a 44 px target, measured once its opening animation ended. */
async function expectTargets(dialog: Locator) {
  await animationsSettled(dialog);
  for (const button of await dialog.getByRole('button').all()) {
    const box = await button.boundingBox();
    if (box) expect(box.height, await button.innerText()).toBeGreaterThanOrEqual(44);
  }
}

for (const [size, theme] of looks) {
  const viewport = sizes[size];
  test(`the owner deletes a team, told first what goes (${size}, ${theme})`, async ({
    page,
    request,
    problems,
  }) => {
    await page.setViewportSize(viewport);
    const owner = newAccount('Owen');
    const token = await registerByApi(request, owner);
    const auth = { Authorization: `Bearer ${token}` };
    const created = await request.post('/api/teams', {
      headers: auth,
      data: { name: `Lighthouse ${size} ${theme}` },
    });
    expect(created.status()).toBe(201);
    const team = ((await created.json()) as { team: { id: string; name: string } }).team;
    const survey = await request.post('/api/surveys', {
      headers: auth,
      data: {
        title: 'Only on the lighthouse',
        teamId: team.id,
        questions: [
          {
            type: 'rating',
            text: 'How was the week?',
            required: true,
            order: 1,
            options: { min: 1, max: 5, labels: ['Poor', 'Excellent'] },
          },
        ],
      },
    });
    expect(survey.status(), await survey.text()).toBe(201);

    await signedInAs(page, token, theme);
    await page.goto(`/teams/${team.id}`);
    await page.getByRole('button', { name: 'Settings' }).click();
    const settings = page.getByRole('region', { name: 'Team Settings' });
    await expect(settings).toBeFocused();
    await settings.getByRole('button', { name: 'Delete Team' }).click();

    const dialog = page.getByRole('alertdialog', { name: `Delete ${team.name}?` });
    await expect(
      dialog.getByText(/deletes 1 survey assigned to this team alone, with their responses/),
    ).toBeVisible();
    await expect(dialog.getByText(/Only on the lighthouse/)).toBeVisible();
    await expect(dialog.getByText('has no automations to cancel;')).toBeVisible();
    await expectTargets(dialog);
    const scan = await scanA11y(page);
    expect(scan.violations).toEqual([]);
    await page.screenshot({ path: `test-results/screenshots/delete-team-${size}-${theme}.png` });

    await dialog.getByLabel(/Type the team name to confirm/).fill('Lighthouse');
    await dialog.getByRole('button', { name: 'Delete Team' }).click();
    await expect(dialog.getByText('Type the team name exactly as shown to confirm')).toBeVisible();
    await dialog.getByLabel(/Type the team name to confirm/).fill(team.name);
    await dialog.getByRole('button', { name: 'Delete Team' }).click();

    await expect(page).toHaveURL(/\/teams$/);
    await expect(toastWith(page, 'Team deleted successfully')).toBeVisible();
    await expect(page.getByText(team.name)).toHaveCount(0);
    const gone = await request.get(`/api/teams/${team.id}`, { headers: auth });
    expect(gone.status()).toBe(404);
    expect(problems.errors).toEqual([]);
  });

  test(`a person chooses a time zone, and the calendar starts in it (${size}, ${theme})`, async ({
    page,
    request,
    problems,
  }) => {
    await page.setViewportSize(viewport);
    const person = newAccount('Zia');
    const token = await registerByApi(request, person);
    await signedInAs(page, token, theme);
    await page.goto('/profile');
    const card = page.getByRole('region', { name: 'Time Zone' });
    await card.getByLabel('Search time zones').fill('Kolkata');
    // Chromium lists India's zone under its older name, Asia/Calcutta: the search finds it.
    await expect(card.getByLabel('Time zone', { exact: true })).toHaveValue('Asia/Calcutta');
    await card.getByRole('button', { name: 'Save Time Zone' }).click();
    await expect(toastWith(page, 'Time zone saved')).toBeVisible();
    await card.scrollIntoViewIfNeeded();
    for (const control of await card.locator('button, input, select').all()) {
      const box = await control.boundingBox();
      if (box) expect(box.height).toBeGreaterThanOrEqual(44);
    }
    await animationsSettled(page);
    const scan = await scanA11y(page);
    expect(scan.violations).toEqual([]);
    await card.screenshot({ path: `test-results/screenshots/time-zone-${size}-${theme}.png` });

    await page.goto('/calendar');
    await expect(page.getByText(/Times are in your time zone \(Asia\/Calcutta\)/)).toBeVisible();
    const me = await request.get('/api/auth/me', {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(((await me.json()) as { user: { timezone: string } }).user.timezone).toBe(
      'Asia/Calcutta',
    );
    expect(problems.errors).toEqual([]);
  });

  test(`a person deletes their account and cannot sign in again (${size}, ${theme})`, async ({
    page,
    request,
    problems,
  }) => {
    await page.setViewportSize(viewport);
    const person = newAccount('Dora');
    const token = await registerByApi(request, person);
    const auth = { Authorization: `Bearer ${token}` };
    const created = await request.post('/api/teams', {
      headers: auth,
      data: { name: `Dora's crew ${size} ${theme}` },
    });
    expect(created.status()).toBe(201);

    await signedInAs(page, token, theme);
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Delete My Account' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Delete your account?' });
    await expect(dialog.getByText(/The team you own is deleted for everyone:/)).toBeVisible();
    await expect(dialog.getByText(new RegExp(`Dora's crew ${size} ${theme}`))).toBeVisible();
    await expectTargets(dialog);
    const scan = await scanA11y(page);
    expect(scan.violations).toEqual([]);
    await page.screenshot({
      path: `test-results/screenshots/delete-account-${size}-${theme}.png`,
    });

    await dialog.getByLabel(/Type your e-mail address to confirm/).fill(person.email);
    await dialog.getByLabel(/Your password/).fill('not-my-password');
    await dialog.getByRole('button', { name: 'Delete My Account' }).click();
    await expect(dialog.getByText('Password is incorrect')).toBeVisible();
    await dialog.getByLabel(/Your password/).fill(person.password);
    await dialog.getByRole('button', { name: 'Delete My Account' }).click();

    await expect(page).toHaveURL(/\/login$/);
    await expect(toastWith(page, 'Your account has been deleted')).toBeVisible();
    const me = await request.get('/api/auth/me', { headers: auth });
    expect(me.status()).toBe(401);
    await signIn(page, person.email, person.password);
    await expect(toastWith(page, 'Invalid email or password')).toBeVisible();
    // The refused password (400) and sign-in (401) are answers the screens show, not faults.
    expect(problems.errors.filter((e) => !/status of (400|401)/.test(e))).toEqual([]);
  });
}
