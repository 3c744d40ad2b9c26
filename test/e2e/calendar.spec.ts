import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import { animationsSettled, expect, test, useSavedTheme, type Theme } from './fixtures';
import { verifyByApi } from './accounts-support';
import { scanA11y } from './axe';

const PASSWORD = 'correct-horse-1';
let counter = 0;

// Managers pick times in their own zone; the page defaults to the browser's.
test.use({ timezoneId: 'Europe/Berlin' });

function uniqueEmail(who: string): string {
  counter += 1;
  return `${who}-${Date.now().toString(36)}-${counter}@example.com`;
}

interface Seed {
  token: string;
  teamId: string;
  surveyId: string;
}

/** An owner with one team and one survey assigned to it, signed in on `page`. */
async function seed(page: Page, teamName = 'Platform'): Promise<Seed> {
  const request = page.request;
  const email = uniqueEmail('olivia');
  const registered = await request.post('/api/auth/register', {
    data: { firstName: 'Olivia', lastName: 'Owner', email, password: PASSWORD },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const { token } = (await registered.json()) as { token: string };
  await verifyByApi(request, email);
  const headers = { Authorization: `Bearer ${token}` };
  const team = await request.post('/api/teams', { headers, data: { name: teamName } });
  expect(team.status(), await team.text()).toBe(201);
  const teamId = ((await team.json()) as { team: { id: string } }).team.id;
  const survey = await request.post('/api/surveys', {
    headers,
    data: {
      title: 'Weekly pulse',
      description: 'How is the week going?',
      timezone: 'Europe/Berlin',
      teamId,
      questions: [
        {
          type: 'rating',
          text: 'How was your week?',
          required: true,
          order: 1,
          options: { min: 1, max: 5 },
        },
      ],
    },
  });
  expect(survey.status(), await survey.text()).toBe(201);
  const surveyId = ((await survey.json()) as { survey: { id: string } }).survey.id;
  await page.addInitScript((value) => {
    try {
      localStorage.setItem('token', value);
    } catch {
      // about:blank has no storage; the app's origin does.
    }
  }, token);
  return { token, teamId, surveyId };
}

async function automate(request: APIRequestContext, s: Seed, data: Record<string, unknown>) {
  const response = await request.post('/api/automations', {
    headers: { Authorization: `Bearer ${s.token}` },
    data: {
      surveyId: s.surveyId,
      teamIds: [s.teamId],
      timezone: 'Europe/Berlin',
      ...data,
    },
  });
  expect(response.status(), await response.text()).toBe(201);
}

/** Axe, once what was opening or closing has settled: mid-fade colours are faint by design. */
async function scan(page: Page) {
  await animationsSettled(page);
  return scanA11y(page);
}

const alert = (page: Page) => page.getByRole('alert').filter({ hasNotText: /^$/ });

test('a manager schedules a survey, edits the automation with its values filled in, recolours a team and deletes it', async ({
  page,
  problems,
}) => {
  test.setTimeout(90_000);
  await page.emulateMedia({ colorScheme: 'light' });
  const s = await seed(page);

  // The survey list's Schedule button opens the calendar with the survey and its team chosen.
  await page.goto('/surveys');
  const card = page.getByRole('article', { name: 'Weekly pulse' });
  await expect(card.getByText('Not scheduled')).toBeVisible();
  await card.getByRole('link', { name: 'Schedule Weekly pulse' }).click();
  await expect(page).toHaveURL(new RegExp(`/calendar\\?survey=${s.surveyId}`));
  await expect(
    page.getByRole('heading', { level: 1, name: 'Survey Calendar & Automation' }),
  ).toBeVisible();
  await expect(page.getByText('No automations or scheduled surveys yet.')).toBeVisible();
  const survey = page.getByRole('combobox', { name: 'Survey' });
  await expect(survey).toHaveValue(s.surveyId);
  await expect(page.getByRole('combobox', { name: 'Frequency' })).toHaveValue('once');
  await expect(page.getByRole('combobox', { name: 'Time zone' })).toHaveValue('Europe/Berlin');

  // The section 5 messages, and nothing sent while they show.
  const add = page.getByRole('button', { name: 'Add Automation' });
  await add.click();
  await expect(alert(page)).toContainText('Please fill all fields');
  // The date and time are the browser's pickers: no format to get wrong, but a year can be.
  const date = page.getByLabel('Start date');
  const time = page.getByLabel('Time', { exact: true });
  await expect(date).toHaveAttribute('type', 'date');
  await expect(time).toHaveAttribute('type', 'time');
  await date.fill('2199-03-02');
  await time.fill('09:00');
  await expect(date).toHaveAccessibleDescription(
    /Check the year: a start date is at most 100 years ahead/,
  );
  await add.click();
  await expect(alert(page)).toContainText(
    'Check the year: a start date is at most 100 years ahead',
  );
  await date.fill('2099-03-02');

  // Weekly from Monday 2 March 2099 at 09:00: the next five runs show before saving.
  await page.getByRole('combobox', { name: 'Frequency' }).selectOption('weekly');
  const preview = page.getByRole('list', { name: 'Next runs' });
  await expect(preview.getByRole('listitem')).toHaveText([
    'Mon, Mar 2, 2099 at 9:00 AM',
    'Mon, Mar 9, 2099 at 9:00 AM',
    'Mon, Mar 16, 2099 at 9:00 AM',
    'Mon, Mar 23, 2099 at 9:00 AM',
    'Mon, Mar 30, 2099 at 9:00 AM',
  ]);
  await add.click();
  const recurring = page.getByRole('region', { name: /Recurring Automations/ });
  await expect(recurring.getByText('Weekly, starting Mar 2, 2099 at 9:00 AM')).toBeVisible();
  await expect(recurring.getByText('Recurring', { exact: true })).toBeVisible();
  await expect(recurring.getByText('Platform')).toBeVisible();
  // Saved: the form is blank again, frequency once.
  await expect(survey).toHaveValue('');
  await expect(page.getByRole('combobox', { name: 'Frequency' })).toHaveValue('once');
  await expect(date).toHaveValue('');
  await expect(
    page.getByRole('region', { name: 'Upcoming runs' }).getByText('Weekly pulse').first(),
  ).toBeVisible();

  // Edit: the values come back, and Update Automation changes the time.
  await recurring.getByRole('button', { name: 'Edit Weekly pulse' }).click();
  await expect(date).toHaveValue('2099-03-02');
  await expect(time).toHaveValue('09:00');
  await expect(survey).toHaveValue(s.surveyId);
  await expect(page.getByRole('combobox', { name: 'Frequency' })).toHaveValue('weekly');
  await time.fill('10:30');
  await page.getByRole('button', { name: 'Update Automation' }).click();
  await expect(recurring.getByText('Weekly, starting Mar 2, 2099 at 10:30 AM')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Automation' })).toBeVisible();

  // The survey's card says it repeats, with its next run, where it said 'Not scheduled'.
  await page.goto('/surveys');
  await expect(card.getByTestId('survey-repeats')).toHaveText(
    /^Repeats weekly · next Mar 2, 2099 at 10:30\sAM$/,
  );
  await expect(card.getByText('Not scheduled')).toBeHidden();
  await expect(card.getByTestId('survey-status')).toHaveText('Scheduled');
  await page.goto('/calendar');

  // The team's colour: the palette dialog saves with PATCH .../color.
  await page.getByRole('button', { name: /^Teams/ }).click();
  await page.getByRole('button', { name: 'Edit colour of Platform' }).click();
  const colour = page.getByRole('dialog', { name: 'Platform colour' });
  await expect(colour.getByRole('button', { name: '#3B82F6' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await colour.getByRole('button', { name: '#10B981' }).click();
  await expect(colour.getByRole('textbox', { name: /^Colour/ })).toHaveValue('#10B981');
  await colour.getByRole('button', { name: 'Save' }).click();
  await expect(colour).toBeHidden();
  await expect
    .poll(async () => {
      const teams = await page.request.get('/api/teams', {
        headers: { Authorization: `Bearer ${s.token}` },
      });
      return ((await teams.json()) as { teams: { brand_color: string }[] }).teams[0]?.brand_color;
    })
    .toBe('#10B981');
  // Saving the colour it already has just closes.
  await page.getByRole('button', { name: 'Edit colour of Platform' }).click();
  await colour.getByRole('textbox', { name: /^Colour/ }).fill('#zz0000');
  await colour.getByRole('button', { name: 'Save' }).click();
  await expect(colour.getByText('Color must be a hex value like #3B82F6')).toBeVisible();
  await colour.getByRole('textbox', { name: /^Colour/ }).fill('#10b981');
  await colour.getByRole('button', { name: 'Save' }).click();
  await expect(colour).toBeHidden();
  await page.getByRole('button', { name: 'Done' }).click();

  // Delete while editing: asked first, then the list is empty and edit mode is left.
  await recurring.getByRole('button', { name: 'Edit Weekly pulse' }).click();
  await expect(page.getByRole('button', { name: 'Update Automation' })).toBeVisible();
  await recurring.getByRole('button', { name: 'Delete Weekly pulse' }).click();
  const confirm = page.getByRole('alertdialog', { name: 'Delete this automation?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('No automations or scheduled surveys yet.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add Automation' })).toBeVisible();
  await expect(date).toHaveValue('');

  expect(problems.errors).toEqual([]);
});

test('a one-time send shows in its list and on the survey card', async ({ page }) => {
  const s = await seed(page);
  await automate(page.request, s, { frequency: 'once', startDate: '2099-04-01', time: '14:15' });
  await page.goto('/calendar');
  const oneTime = page.getByRole('region', { name: /One-Time Scheduled Surveys/ });
  await expect(oneTime.getByText('Scheduled for Apr 1, 2099 at 2:15 PM')).toBeVisible();
  await expect(oneTime.getByText('One-Time', { exact: true })).toBeVisible();
  await page.goto('/surveys');
  await expect(
    page.getByRole('article', { name: 'Weekly pulse' }).getByText(/^Scheduled for Apr 1, 2099/),
  ).toBeVisible();
});

async function seedLists(page: Page): Promise<void> {
  const s = await seed(page, 'Customer Success');
  await automate(page.request, s, { frequency: 'weekly', startDate: '2099-03-02', time: '09:00' });
  await automate(page.request, s, { frequency: 'once', startDate: '2099-04-01', time: '14:15' });
}

for (const theme of ['light', 'dark'] as Theme[]) {
  test(`axe finds no WCAG 2.1 A/AA violations on the calendar in ${theme} mode`, async ({
    page,
  }) => {
    await useSavedTheme(page, theme);
    await seedLists(page);
    await page.goto('/calendar');
    await expect(page.getByRole('region', { name: /Recurring Automations/ })).toBeVisible();
    await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
    await page.getByRole('button', { name: 'Add Automation' }).click();
    await expect(alert(page)).toContainText('Please fill all fields');
    await page.getByRole('button', { name: /^Teams/ }).click();
    const page1 = await scan(page);

    await page.getByRole('button', { name: 'Edit colour of Customer Success' }).click();
    await expect(page.getByRole('dialog', { name: 'Customer Success colour' })).toBeVisible();
    const dialog = await scan(page);

    expect(page1.violations, 'calendar').toEqual([]);
    expect(dialog.violations, 'colour dialog').toEqual([]);
  });
}

const sizes = { desktop: { width: 1280, height: 800 }, phone: { width: 375, height: 812 } };

for (const theme of ['light', 'dark'] as Theme[]) {
  test(`screenshots of the calendar in ${theme} mode, nothing overflowing at 375 px`, async ({
    page,
  }) => {
    mkdirSync('test-results/screenshots', { recursive: true });
    await useSavedTheme(page, theme);
    await seedLists(page);
    for (const [name, size] of Object.entries(sizes)) {
      await page.setViewportSize(size);
      await page.goto('/calendar');
      await expect(page.getByRole('region', { name: /Recurring Automations/ })).toBeVisible();
      await page.getByRole('combobox', { name: 'Frequency' }).selectOption('monthly');
      await page.getByLabel('Start date').fill('2099-01-31');
      await page.getByLabel('Time', { exact: true }).fill('08:00');
      await expect(page.getByRole('list', { name: 'Next runs' }).getByRole('listitem')).toHaveCount(
        5,
      );
      await expect.poll(() => overflow(page)).toBe(0);
      await page.screenshot({
        path: `test-results/screenshots/calendar-${name}-${theme}.png`,
        fullPage: true,
      });

      // Weekly on the Monday the weekly automation sends the same survey to the same team: the
      // form says which days collide, before anything is saved.
      await page.getByRole('combobox', { name: 'Survey' }).selectOption({ label: 'Weekly pulse' });
      await page.getByRole('button', { name: /^Teams/ }).click();
      // (Chakra's checkbox: its input is hidden, its label is what a person clicks.)
      await page
        .locator('label')
        .filter({ hasText: /^Customer Success$/ })
        .click();
      await expect(page.getByRole('checkbox', { name: 'Customer Success' })).toBeChecked();
      await page.getByRole('button', { name: 'Done' }).click();
      await page.getByRole('combobox', { name: 'Frequency' }).selectOption('weekly');
      await page.getByRole('combobox', { name: 'Time zone' }).selectOption('UTC');
      await page.getByLabel('Start date').fill('2099-03-02');
      const collisions = page.getByTestId('run-collisions');
      await expect(collisions).toContainText('Mon, Mar 2, 2099, to Customer Success');
      await expect.poll(() => overflow(page)).toBe(0);
      await collisions.scrollIntoViewIfNeeded();
      await page.screenshot({
        path: `test-results/screenshots/calendar-collision-${name}-${theme}.png`,
      });

      await page.getByRole('button', { name: /^Teams/ }).click();
      await page.getByRole('button', { name: 'Edit colour of Customer Success' }).click();
      await expect(page.getByRole('dialog', { name: 'Customer Success colour' })).toBeVisible();
      await expect.poll(() => overflow(page)).toBe(0);
      await page.screenshot({
        path: `test-results/screenshots/calendar-colour-${name}-${theme}.png`,
      });
    }
  });
}

async function overflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}
