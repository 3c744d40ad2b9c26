import { mkdirSync } from 'node:fs';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { animationsSettled, expect, test, useSavedTheme, type Theme } from './fixtures';
import { scanA11y } from './axe';

const phone = { width: 375, height: 812 };
const desktop = { width: 1280, height: 800 };
const themes: Theme[] = ['light', 'dark'];

/** The eight types as 'Add Question Type' lists them, in order. */
const TYPE_LABELS = [
  'Short Text',
  'Long Text',
  'Multiple Choice',
  'Checkbox',
  'Rating',
  'Date',
  'Email',
  'Number',
];

// ---- set-up through the API ----

/** Registers a new user through the API and opens the app signed in as them. */
async function signUp(page: Page, name = 'Surveys'): Promise<string> {
  const email = `${name.toLowerCase()}.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.com`;
  const response = await page.request.post('/api/auth/register', {
    data: { firstName: name, lastName: 'Tester', email, password: 'Sturdy-Pass-42!' },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { token } = (await response.json()) as { token: string };
  await page.addInitScript((value) => {
    try {
      localStorage.setItem('token', value);
    } catch {
      // about:blank has no storage.
    }
  }, token);
  return token;
}

async function createTeam(request: APIRequestContext, token: string, name: string) {
  const response = await request.post('/api/teams', {
    headers: { Authorization: `Bearer ${token}` },
    data: { name, description: `${name} people` },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { team: { id: string; name: string } }).team;
}

/** A survey with a description, two teams, a schedule and a question of each kind of card. */
async function createSurvey(request: APIRequestContext, token: string, teamIds: string[]) {
  const headers = { Authorization: `Bearer ${token}` };
  const response = await request.post('/api/surveys', {
    headers,
    data: {
      title: 'Weekly pulse',
      description: 'How is the week going? A two-minute check-in for the whole team.',
      scheduledDate: '2099-12-01T09:30',
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
          type: 'multiple_choice',
          text: 'What took most of your time?',
          required: false,
          order: 2,
          options: { choices: ['Meetings', 'Focused work', 'Support'] },
        },
        {
          type: 'textarea',
          text: 'Anything else we should know?',
          required: false,
          order: 3,
          options: { maxLength: 500 },
        },
      ],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { survey } = (await response.json()) as { survey: { id: string; title: string } };
  for (const teamId of teamIds.slice(1)) {
    const assigned = await request.post(`/api/surveys/${survey.id}/teams`, {
      headers,
      data: { teamId },
    });
    expect(assigned.ok()).toBe(true);
  }
  return survey;
}

// ---- reading the screen ----

function toast(page: Page, text: string | RegExp): Locator {
  return page.getByTestId('toast').filter({ hasText: text });
}

/** What the Questions card shows, in order: type, text, options line and the required box. */
function questionSummary(page: Page) {
  return page.locator('li[data-question-key]').evaluateAll((items) =>
    items.map((item) => ({
      type: item.getAttribute('data-question-type'),
      text: item.querySelector('h3')?.textContent,
      options: item.querySelector('h3 ~ p')?.textContent,
      required: item.querySelector<HTMLInputElement>('input[type=checkbox]')?.checked,
    })),
  );
}

/** Ticks or clears a Chakra checkbox by its label (the styled box sits over the real input). */
async function setChecked(page: Page, name: string, checked: boolean) {
  const box = page.getByRole('checkbox', { name, exact: true });
  if ((await box.isChecked()) !== checked) {
    await page.locator('label').filter({ has: box }).click();
  }
  await expect(box).toBeChecked({ checked });
}

/** Adds a question with 'Add Question Type'; focus then moves to the new question's Edit. */
async function addQuestionType(page: Page, label: string) {
  const count = await page.locator('li[data-question-key]').count();
  const trigger = page.getByRole('button', { name: 'Add Question Type' });
  // Mid-screen, so the menu opens with room below and no scrolling moves it under the pointer.
  await trigger.evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await trigger.click();
  const menu = page.getByRole('menu');
  await expect(menu).toBeVisible();
  // As a person would, pick once the menu has finished opening: while its open animation runs
  // the items move under the pointer, and a click then went to no item (the menu stayed open).
  await animationsSettled(menu);
  await page.getByRole('menuitem', { name: label, exact: true }).click();
  await expect(page.getByRole('menu')).toBeHidden();
  await expect(
    page.getByRole('button', { name: `Edit question ${count + 1}`, exact: true }),
  ).toBeFocused();
}

async function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
}

/** A full-page screenshot from the top (the sticky header otherwise lands mid-page). */
async function screenshot(page: Page, path: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path, fullPage: true });
}

/** Axe, once what was opening or closing has settled: mid-fade colours are faint by design. */
async function axe(page: Page) {
  await animationsSettled(page);
  return scanA11y(page);
}

// ---- journeys ----

test('build a survey from a template with every question type, save, reload, assign a team, delete it', async ({
  page,
  problems,
}) => {
  test.setTimeout(120_000);
  const token = await signUp(page);
  const team = await createTeam(page.request, token, 'Platform Team');

  await page.goto('/surveys');
  await expect(page.getByRole('heading', { name: 'No surveys yet' })).toBeVisible();
  await page.getByRole('link', { name: '+ Create Survey' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Create Survey' })).toBeVisible();

  // From a template: its title, description and six questions.
  await page.getByRole('button', { name: 'Templates' }).click();
  await page.getByRole('button', { name: /^Employee Satisfaction/ }).click();
  // Its questions first; using it replaces the survey's.
  await expect(page.getByTestId('template-preview')).toContainText('Scale 0 to 10');
  await page.getByRole('button', { name: 'Use This Template' }).click();
  await expect(page.getByRole('dialog', { name: 'Survey Templates' })).toBeHidden();
  await expect(
    toast(page, 'Applied Employee Satisfaction template with 6 questions'),
  ).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Title/ })).toHaveValue(
    'Employee Satisfaction Survey',
  );

  // A named survey, so it may ask for an e-mail address (anonymous surveys cannot).
  await page.getByRole('button', { name: 'Settings' }).click();
  await setChecked(page, 'Anonymous responses', false);
  await page.getByRole('button', { name: 'Done' }).click();
  await expect(page.getByRole('dialog', { name: 'Survey Settings' })).toBeHidden();

  // One question of each type, with the spec's default texts.
  for (const label of TYPE_LABELS) await addQuestionType(page, label);
  await expect(page.getByRole('heading', { level: 2, name: 'Questions (14)' })).toBeVisible();
  await expect(page.locator('li[data-question-key] h3').nth(13)).toHaveText('Number Question');

  // Reorder: Number up above Email; the first question down below the second.
  await page.getByRole('button', { name: 'Move question 14 up' }).click();
  await page.getByRole('button', { name: 'Move question 1 down' }).click();
  const types = await page
    .locator('li[data-question-key]')
    .evaluateAll((items) => items.map((item) => item.getAttribute('data-question-type')));
  expect(types.slice(-2)).toEqual(['number', 'email']);

  // Mark two added questions required; edit the multiple-choice one.
  await setChecked(page, 'Required for question 7', true);
  await setChecked(page, 'Required for question 12', true);
  await page.getByRole('button', { name: 'Edit question 9' }).click();
  await page
    .getByRole('textbox', { name: /^Question text/ })
    .fill('Which day suits the retro best?');
  await page.getByRole('button', { name: 'Add Choice' }).click();
  await page.getByRole('textbox', { name: 'Choice 3' }).fill('Wednesday');
  await page.getByRole('button', { name: 'Save Question' }).click();
  // No toast per question: the live region says it, and 'Save Survey' saves.
  await expect(page.getByText('Question updated successfully')).toBeAttached();
  await expect(toast(page, 'Question updated successfully')).toHaveCount(0);

  const before = await questionSummary(page);
  expect(before).toHaveLength(14);
  expect(before[8]).toEqual({
    type: 'multiple_choice',
    text: 'Which day suits the retro best?',
    options: 'One of: Option 1, Option 2, Wednesday',
    required: false,
  });

  // First save of a new survey: its edit page.
  await page.getByRole('button', { name: 'Save Survey' }).click();
  await expect(toast(page, 'Survey created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/surveys\/[0-9a-f-]+\/edit$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Survey' })).toBeVisible();
  await expect(page.getByText('All changes saved')).toBeVisible();
  const surveyId = /\/surveys\/([0-9a-f-]+)\/edit$/.exec(page.url())?.[1] ?? '';

  // Reloaded from the server: unchanged.
  await page.reload();
  await expect(page.getByRole('heading', { level: 2, name: 'Questions (14)' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Title/ })).toHaveValue(
    'Employee Satisfaction Survey',
  );
  expect(await questionSummary(page)).toEqual(before);

  // Teams: add, then remove.
  await page.getByLabel('Add a team').selectOption({ label: 'Platform Team' });
  await page.getByRole('button', { name: 'Add Team' }).click();
  await expect(toast(page, 'Team added to survey')).toBeVisible();
  const assigned = page.getByRole('group', { name: 'Assigned teams' });
  await expect(assigned.getByText('Platform Team', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Remove Platform Team' }).click();
  await expect(toast(page, 'Team removed from survey')).toBeVisible();
  await expect(assigned.getByText('Not assigned to any team yet.')).toBeVisible();

  // Assigned once more, so the list's card shows it.
  await page.getByLabel('Add a team').selectOption({ label: 'Platform Team' });
  await page.getByRole('button', { name: 'Add Team' }).click();
  await expect(assigned.getByText('Platform Team', { exact: true })).toBeVisible();
  const teams = await page.request.get(`/api/surveys/${surveyId}/teams`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(((await teams.json()) as { teams: { id: string }[] }).teams).toEqual([
    expect.objectContaining({ id: team.id }),
  ]);

  // Nothing unsaved: the close button goes straight back to the list.
  await page.getByRole('link', { name: 'Close editor' }).click();
  await expect(page).toHaveURL(/\/surveys$/);
  const card = page.getByRole('article', { name: 'Employee Satisfaction Survey' });
  await expect(card.getByText('Platform Team', { exact: true })).toBeVisible();
  await expect(card.getByText('0 responses')).toBeVisible();
  await expect(card.getByText('Not scheduled')).toBeVisible();

  // Delete: confirm, the card fades and leaves, then the toast.
  await card.getByRole('button', { name: 'Delete Employee Satisfaction Survey' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Delete survey?' });
  await dialog.getByRole('button', { name: 'Delete Survey' }).click();
  await expect(toast(page, 'Survey deleted successfully')).toBeVisible();
  await expect(card).toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'No surveys yet' })).toBeVisible();
  const gone = await page.request.get(`/api/surveys/${surveyId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(gone.status()).toBe(404);

  expect(problems.errors).toEqual([]);
});

test('the editor works by keyboard alone', async ({ page }) => {
  test.setTimeout(60_000);
  await signUp(page, 'Keys');
  await page.goto('/surveys/new');
  const title = page.getByRole('textbox', { name: /^Title/ });
  await title.focus();
  await page.keyboard.type('Keyboard pulse');

  // 'Add Question Type': Enter opens the menu on its first type, arrows move, Enter adds.
  await page.getByRole('button', { name: 'Add Question Type' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeFocused();
  for (let i = 0; i < 4; i++) await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Edit question 1' })).toBeFocused();

  // Edit it: Enter opens the editor on the text, Enter saves it.
  await page.keyboard.press('Enter');
  const text = page.getByRole('textbox', { name: /^Question text/ });
  await expect(text).toBeFocused();
  // The default text opens selected: typing replaces it.
  await page.keyboard.type('How was the week?');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Question updated successfully')).toBeAttached();
  await expect(page.getByRole('button', { name: 'Edit question 1' })).toBeFocused();

  // A second question, moved above the first: focus stays with the moved question.
  await page.getByRole('button', { name: 'Add Question Type' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menu')).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Edit question 2' })).toBeFocused();
  // Back past the disabled 'Move question 2 down' to 'Move question 2 up'.
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('button', { name: 'Move question 2 up' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Move question 1 down' })).toBeFocused();
  await expect(page.locator('li[data-question-key] h3')).toHaveText([
    'Short Text Question',
    'How was the week?',
  ]);

  // Required by Space, then Save by Enter.
  await page.getByRole('checkbox', { name: 'Required for question 2' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox', { name: 'Required for question 2' })).toBeChecked();
  await page.getByRole('button', { name: 'Save Survey' }).focus();
  await page.keyboard.press('Enter');
  await expect(toast(page, 'Survey created successfully')).toBeVisible();
  await expect(page).toHaveURL(/\/surveys\/[0-9a-f-]+\/edit$/);
});

test("save answers with the spec's messages before calling the server", async ({ page }) => {
  await signUp(page, 'Rules');
  await page.goto('/surveys/new');
  await page.getByRole('button', { name: 'Save Survey' }).click();
  await expect(toast(page, 'Survey title is required')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Title/ })).toBeFocused();

  await page.getByRole('textbox', { name: /^Title/ }).fill('Rules');
  await page.getByRole('button', { name: 'Save Survey' }).click();
  await expect(toast(page, 'At least one question is required')).toBeVisible();

  await addQuestionType(page, 'Short Text');
  await page.getByRole('button', { name: 'Edit question 1' }).click();
  await page.getByRole('textbox', { name: /^Question text/ }).fill('   ');
  await page.getByRole('button', { name: 'Save Question' }).click();
  await expect(page.getByText('Question text cannot be empty')).toBeVisible();

  // Leaving with unsaved work asks first.
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('link', { name: 'Close editor' }).click();
  const leave = page.getByRole('alertdialog', { name: 'Leave without saving?' });
  await leave.getByRole('button', { name: 'Stay' }).click();
  await expect(page).toHaveURL(/\/surveys\/new$/);
});

for (const theme of themes) {
  test(`axe finds no WCAG 2.1 A/AA violations on the survey screens in ${theme} mode`, async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await useSavedTheme(page, theme);
    const token = await signUp(page, 'Axe');

    await page.goto('/surveys');
    await expect(page.getByRole('heading', { name: 'No surveys yet' })).toBeVisible();
    const empty = await axe(page);

    const first = await createTeam(page.request, token, 'Engineering');
    const second = await createTeam(page.request, token, 'Design');
    const survey = await createSurvey(page.request, token, [first.id, second.id]);
    await page.goto('/surveys');
    await expect(page.locator('html')).toHaveClass(new RegExp(`\\b${theme}\\b`));
    await expect(page.getByRole('article', { name: survey.title })).toBeVisible();
    const list = await axe(page);

    await page.goto(`/surveys/${survey.id}/edit`);
    await expect(page.getByRole('heading', { level: 2, name: 'Questions (3)' })).toBeVisible();
    await expect(
      page.getByRole('group', { name: 'Assigned teams' }).getByText('Design'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Edit question 2' }).click();
    await expect(page.getByRole('textbox', { name: 'Choice 3' })).toBeVisible();
    const editor = await axe(page);

    await page.getByRole('button', { name: 'Settings' }).click();
    await setChecked(page, 'Send reminders', true);
    const settings = await axe(page);
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('dialog', { name: 'Survey Settings' })).toBeHidden();

    await page.getByRole('button', { name: 'Templates' }).click();
    await expect(page.getByRole('dialog', { name: 'Survey Templates' })).toBeVisible();
    const templates = await axe(page);

    expect(empty.violations, 'empty list').toEqual([]);
    expect(list.violations, 'list').toEqual([]);
    expect(editor.violations, 'editor').toEqual([]);
    expect(settings.violations, 'settings').toEqual([]);
    expect(templates.violations, 'templates').toEqual([]);
  });
}

test('at 375 px the survey screens fit and their controls are 44 px targets', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize(phone);
  const token = await signUp(page, 'Phone');
  const team = await createTeam(page.request, token, 'Support');
  const survey = await createSurvey(page.request, token, [team.id]);

  await page.goto('/surveys');
  const card = page.getByRole('article', { name: survey.title });
  await expect(card).toBeVisible();
  await expect.poll(() => horizontalOverflow(page)).toBe(0);
  for (const control of await card.locator('a, button').all()) {
    const box = await control.boundingBox();
    expect(box?.height, (await control.textContent()) ?? '').toBeGreaterThanOrEqual(44);
  }

  await page.goto(`/surveys/${survey.id}/edit`);
  await expect(page.getByRole('heading', { level: 2, name: 'Questions (3)' })).toBeVisible();
  await page.getByRole('button', { name: 'Edit question 2' }).click();
  await expect(page.getByRole('textbox', { name: 'Choice 3' })).toBeVisible();
  await expect.poll(() => horizontalOverflow(page)).toBe(0);
  const targets = page.locator('main').locator('button, a, select, input:not([type=checkbox])');
  for (const control of await targets.all()) {
    if (!(await control.isVisible())) continue;
    const box = await control.boundingBox();
    const name = (await control.getAttribute('aria-label')) ?? (await control.textContent());
    expect(box?.height, name ?? '').toBeGreaterThanOrEqual(44);
  }
  for (const label of await page.locator('main label:has(input[type=checkbox])').all()) {
    expect((await label.boundingBox())?.height).toBeGreaterThanOrEqual(44);
  }
});

// Screenshots for people to look at (test-results/screenshots), desktop and phone, both themes.
for (const theme of themes) {
  test(`screenshots of the survey list and editor in ${theme} mode`, async ({ page }) => {
    test.setTimeout(90_000);
    mkdirSync('test-results/screenshots', { recursive: true });
    await useSavedTheme(page, theme);
    const token = await signUp(page, 'Shots');
    const first = await createTeam(page.request, token, 'Engineering');
    const second = await createTeam(page.request, token, 'Design');
    const survey = await createSurvey(page.request, token, [first.id, second.id]);
    await createSurvey(page.request, token, [second.id]);

    for (const [name, size] of Object.entries({ desktop, phone })) {
      await page.setViewportSize(size);
      await page.goto('/surveys');
      await expect(page.getByRole('article', { name: survey.title }).first()).toBeVisible();
      await expect.poll(() => horizontalOverflow(page)).toBe(0);
      await screenshot(page, `test-results/screenshots/surveys-list-${name}-${theme}.png`);

      await page.goto(`/surveys/${survey.id}/edit`);
      await expect(page.getByRole('heading', { level: 2, name: 'Questions (3)' })).toBeVisible();
      await page.getByRole('button', { name: 'Edit question 2' }).click();
      await expect(page.getByRole('textbox', { name: 'Choice 3' })).toBeVisible();
      await expect.poll(() => horizontalOverflow(page)).toBe(0);
      await screenshot(page, `test-results/screenshots/surveys-editor-${name}-${theme}.png`);
    }
  });
}
