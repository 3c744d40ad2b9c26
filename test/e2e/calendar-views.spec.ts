import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { animationsSettled, expect, test, useSavedTheme, type Theme } from './fixtures';
import { verifyByApi } from './accounts-support';
import { scanA11y } from './axe';

/**
 * The calendar's month and week views: what goes out when, in the viewer's zone, from an
 * automation made with the date and time pickers.
 */

const ZONE = 'America/New_York';
const PASSWORD = 'correct-horse-1';
let counter = 0;

test.use({ timezoneId: ZONE, locale: 'en-US' });

/** Today's local date in the test's zone, as the browser's calendar reads it. */
function todayInZone(): string {
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: ZONE,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(new Date());
}

function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d) + days * 86_400_000).toISOString().slice(0, 10);
}

const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();

/** The first Monday after today: the weekly automation's first round. */
function nextMonday(): string {
  const today = todayInZone();
  const ahead = ((1 - weekday(today) + 7) % 7) + (weekday(today) === 1 ? 7 : 0);
  return addDays(today, ahead);
}

interface Seed {
  token: string;
  teamId: string;
  surveyId: string;
}

/** An owner with a team and a survey that reminds on day 3, signed in on `page`. */
async function seed(page: Page): Promise<Seed> {
  const request = page.request;
  counter += 1;
  const email = `vera-${Date.now().toString(36)}-${counter}@example.com`;
  const registered = await request.post('/api/auth/register', {
    data: { firstName: 'Vera', lastName: 'Views', email, password: PASSWORD },
  });
  expect(registered.status(), await registered.text()).toBe(201);
  const { token } = (await registered.json()) as { token: string };
  await verifyByApi(request, email);
  const headers = { Authorization: `Bearer ${token}` };
  const team = await request.post('/api/teams', { headers, data: { name: 'Platform' } });
  expect(team.status(), await team.text()).toBe(201);
  const teamId = ((await team.json()) as { team: { id: string } }).team.id;
  const survey = await request.post('/api/surveys', {
    headers,
    data: {
      title: 'Weekly pulse',
      description: 'How is the week going?',
      timezone: ZONE,
      teamId,
      reminderEnabled: true,
      reminderDays: [3],
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

/** Another survey of the seeded team, with no reminders. */
async function anotherSurvey(page: Page, s: Seed, title: string): Promise<Seed> {
  const survey = await page.request.post('/api/surveys', {
    headers: { Authorization: `Bearer ${s.token}` },
    data: {
      title,
      description: '',
      timezone: ZONE,
      teamId: s.teamId,
      questions: [{ type: 'text', text: 'What went well?', required: true, order: 1 }],
    },
  });
  expect(survey.status(), await survey.text()).toBe(201);
  return { ...s, surveyId: ((await survey.json()) as { survey: { id: string } }).survey.id };
}

async function automate(page: Page, s: Seed, data: Record<string, unknown>): Promise<string> {
  const response = await page.request.post('/api/automations', {
    headers: { Authorization: `Bearer ${s.token}` },
    data: { surveyId: s.surveyId, teamIds: [s.teamId], timezone: ZONE, ...data },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { automation: { id: string } }).automation.id;
}

const RECURRING = '9:00 AM, Weekly pulse, to Platform, recurring';
const REMINDER = '9:00 AM, Weekly pulse, to Platform, reminder, day 3 of its round';
const ONCE = '2:30 PM, Weekly pulse, to Platform, one-time';

/** The days (`data-date` of their cells) on which links named `name` sit. */
async function daysOf(page: Page, table: ReturnType<Page['getByRole']>, name: string) {
  const links = table.getByRole('link', { name, exact: true });
  return links.evaluateAll((all) =>
    all.map((link) => (link.closest('td') as HTMLElement | null)?.dataset.date ?? ''),
  );
}

/** The month view showing `date`'s month, moving on from the month it opened on. */
async function showMonthOf(page: Page, date: string) {
  const views = page.getByRole('region', { name: 'What goes out when' });
  const title = new Intl.DateTimeFormat('en-US', {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));
  if (date.slice(0, 7) !== todayInZone().slice(0, 7)) {
    await views.getByRole('button', { name: 'Next month' }).click();
  }
  await expect(views.getByTestId('schedule-range')).toHaveText(title);
  return views.getByRole('table', { name: `What goes out in ${title}, a week a row` });
}

async function overflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

test('a manager picks a date and time, adds a weekly automation and sees every run, the one-time send and the reminders in the month and the week', async ({
  page,
  problems,
}) => {
  test.setTimeout(90_000);
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.emulateMedia({ colorScheme: 'light' });
  const s = await seed(page);
  const monday = nextMonday();
  const wednesday = addDays(monday, 2);
  const onceId = await automate(page, s, {
    frequency: 'once',
    startDate: wednesday,
    time: '14:30',
  });

  // The survey list's Schedule: the survey and its team are chosen.
  await page.goto(`/calendar?survey=${s.surveyId}`);
  const views = page.getByRole('region', { name: 'What goes out when' });
  await expect(views.getByRole('button', { name: 'Month', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('combobox', { name: 'Survey' })).toHaveValue(s.surveyId);
  await page.getByRole('combobox', { name: 'Frequency' }).selectOption('weekly');

  // The pickers, by keyboard as a person types into them: month, day, year; hour, minute, AM.
  const date = page.getByLabel('Start date');
  const time = page.getByLabel('Time', { exact: true });
  await expect(date).toHaveAttribute('type', 'date');
  await expect(date).toHaveAttribute('min', todayInZone());
  await date.focus();
  const [y, m, d] = monday.split('-');
  await page.keyboard.type(`${m}${d}${y}`);
  await expect(date).toHaveValue(monday);
  await time.focus();
  await page.keyboard.type('0900A');
  await expect(time).toHaveValue('09:00');
  await expect(page.getByRole('list', { name: 'Next runs' }).getByRole('listitem')).toHaveCount(5);

  // A start in the past is said on its field, with no next runs beside it.
  await date.fill(addDays(todayInZone(), -7));
  await expect(date).toHaveAccessibleDescription(/The start date has passed/);
  await expect(page.getByRole('list', { name: 'Next runs' })).toBeHidden();
  await expect(page.getByText('Fix the start date to see when it goes out.')).toBeVisible();
  mkdirSync('test-results/screenshots', { recursive: true });
  await page
    .getByRole('region', { name: 'Schedule a survey' })
    .screenshot({ path: 'test-results/screenshots/calendar-pickers-refused-desktop-light.png' });
  await date.fill(monday);
  await page.getByRole('button', { name: 'Add Automation' }).click();
  const recurring = page.getByRole('region', { name: /Recurring Automations/ });
  await expect(recurring.getByText('Recurring', { exact: true })).toBeVisible();

  // The month: every Monday from the first at 09:00, the one-time send on its Wednesday, the
  // reminders three days after each round (the one-time's on the Saturday), but none on the first
  // Thursday: the Wednesday's round replaced the Monday's by then, and the reminder job drops it.
  const month = await showMonthOf(page, monday);
  const mondays = [monday, addDays(monday, 7), addDays(monday, 14), addDays(monday, 21)].filter(
    (day) => day.slice(0, 7) === monday.slice(0, 7),
  );
  const shownDays = await month
    .locator('td[data-date]')
    .evaluateAll((cells) => cells.map((cell) => (cell as HTMLElement).dataset.date ?? ''));
  const lastShown = shownDays.at(-1) ?? '';
  expect(
    (await daysOf(page, month, RECURRING)).filter((day) => day.slice(0, 7) === monday.slice(0, 7)),
  ).toEqual(mondays);
  expect(await daysOf(page, month, ONCE)).toEqual([wednesday]);
  const thursdays = [7, 14, 21, 28, 35]
    .map((n) => addDays(monday, n + 3))
    .filter((day) => day <= lastShown);
  expect(await daysOf(page, month, REMINDER)).toEqual(thursdays);
  expect(
    await daysOf(page, month, '2:30 PM, Weekly pulse, to Platform, reminder, day 3 of its round'),
  ).toEqual([addDays(wednesday, 3)]);
  const monthScan = await (async () => {
    await animationsSettled(page);
    return scanA11y(page);
  })();
  expect(monthScan.violations, 'month view').toEqual([]);

  // The week of the first Monday, reached with Today and Next week by keyboard.
  await views.getByRole('button', { name: 'Today', exact: true }).click();
  await views.getByRole('button', { name: 'Week', exact: true }).press('Enter');
  if (weekday(todayInZone()) !== 0) {
    await views.getByRole('button', { name: 'Next week' }).press('Enter');
  }
  const week = views.getByRole('table', { name: /^What goes out in the week of/ });
  expect(await daysOf(page, week, RECURRING)).toEqual([monday]);
  expect(await daysOf(page, week, ONCE)).toEqual([wednesday]);
  expect(await daysOf(page, week, REMINDER)).toEqual([]);
  expect(
    await daysOf(page, week, '2:30 PM, Weekly pulse, to Platform, reminder, day 3 of its round'),
  ).toEqual([addDays(wednesday, 3)]);
  const weekScan = await scanA11y(page);
  expect(weekScan.violations, 'week view').toEqual([]);

  // An item leads to its automation, with its Edit and Delete.
  await week.getByRole('link', { name: ONCE }).click();
  await expect(page).toHaveURL(new RegExp(`#automation-${onceId}$`));
  await expect(page.locator(`#automation-${onceId}`)).toBeInViewport();
  expect(problems.errors).toEqual([]);
});

for (const theme of ['light', 'dark'] as Theme[]) {
  test(`the month, the week and a phone's list of days in ${theme} mode: axe, screenshots, nothing overflowing`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    mkdirSync('test-results/screenshots', { recursive: true });
    await useSavedTheme(page, theme);
    const s = await seed(page);
    const monday = nextMonday();
    await automate(page, s, { frequency: 'weekly', startDate: monday, time: '09:00' });
    const retro = await anotherSurvey(page, s, 'End of day check-in');
    await automate(page, retro, { frequency: 'daily', startDate: monday, time: '17:15' });
    await automate(page, s, { frequency: 'once', startDate: addDays(monday, 2), time: '14:30' });

    for (const [name, size] of Object.entries({
      desktop: { width: 1366, height: 900 },
      phone: { width: 375, height: 812 },
    })) {
      await page.setViewportSize(size);
      await page.goto('/calendar');
      await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
      const views = page.getByRole('region', { name: 'What goes out when' });
      await expect(page.getByRole('region', { name: /Recurring Automations/ })).toBeVisible();
      if (monday.slice(0, 7) !== todayInZone().slice(0, 7)) {
        await views.getByRole('button', { name: 'Next month' }).click();
      }
      if (name === 'desktop') {
        await expect(views.getByRole('table')).toBeVisible();
      } else {
        await expect(views.getByRole('table')).toHaveCount(0);
        await expect(views.getByRole('list', { name: 'Days with sends' })).toBeVisible();
      }
      await expect(views.getByRole('link', { name: RECURRING }).first()).toBeVisible();
      await expect.poll(() => overflow(page)).toBe(0);
      await animationsSettled(page);
      const monthScan = await scanA11y(page);
      expect(monthScan.violations, `month, ${name}`).toEqual([]);
      await views.screenshot({
        path: `test-results/screenshots/calendar-month-${name}-${theme}.png`,
      });

      await views.getByRole('button', { name: 'Today', exact: true }).click();
      await views.getByRole('button', { name: 'Week', exact: true }).click();
      if (weekday(todayInZone()) !== 0) {
        await views.getByRole('button', { name: 'Next week' }).click();
      }
      await expect(views.getByRole('link', { name: RECURRING })).toHaveCount(1);
      await expect.poll(() => overflow(page)).toBe(0);
      const weekScan = await scanA11y(page);
      expect(weekScan.violations, `week, ${name}`).toEqual([]);
      await views.screenshot({
        path: `test-results/screenshots/calendar-week-${name}-${theme}.png`,
      });
    }
  });
}

test('says so when the automations cannot be loaded', async ({ page }) => {
  await seed(page);
  await page.route('**/api/automations/team/**', (route) =>
    route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ message: 'Boom', errorType: 'server_error' }),
    }),
  );
  await page.goto('/calendar');
  const views = page.getByRole('region', { name: 'What goes out when' });
  await expect(
    views.getByText("The calendar can't be shown until the teams and automations load"),
  ).toBeVisible();
  await page.unroute('**/api/automations/team/**');
  await views.getByRole('button', { name: 'Retry' }).click();
  await expect(views.getByRole('table')).toBeVisible();
});
