import { mkdirSync } from 'node:fs';
import type { BrowserContext, Page } from '@playwright/test';
import { animationsSettled, expect, test } from './fixtures';
import { scanA11y } from './axe';

/*
 * Edits in two tabs (decision 0025): the title changed and saved in tab 1, the description in
 * tab 2. Tab 2 is told someone else changed the survey instead of 'All changes saved'; keeping
 * its changes saves them over the new version, and both changes are kept. A new survey's draft
 * survives a reload.
 */

const shots = 'test-results/screens/versions';

async function signUp(
  context: BrowserContext,
  page: Page,
  theme: 'light' | 'dark' = 'light',
): Promise<string> {
  const email = `versions.${Date.now()}.${Math.random().toString(36).slice(2, 7)}@example.com`;
  const response = await page.request.post('/api/auth/register', {
    data: { firstName: 'Vera', lastName: 'Tabs', email, password: 'Sturdy-Pass-42!' },
  });
  expect(response.status(), await response.text()).toBe(201);
  const { token } = (await response.json()) as { token: string };
  await context.addInitScript(
    ([value, mode]) => {
      try {
        if (!localStorage.getItem('token')) localStorage.setItem('token', value);
        localStorage.setItem('theme', mode);
        // A returning user: the first-visit tour is done.
        localStorage.setItem('tourSeen', 'true');
      } catch {
        // about:blank has no storage.
      }
    },
    [token, theme] as const,
  );
  return token;
}

async function openEditor(page: Page, surveyId: string) {
  await page.goto(`/surveys/${surveyId}/edit`);
  await expect(page.getByRole('heading', { level: 1, name: 'Edit Survey' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Title/ })).toHaveValue('Weekly pulse');
}

test('two tabs: the second save is stopped and asks, and keeping both changes works', async ({
  context,
  page,
}) => {
  mkdirSync(shots, { recursive: true });
  const token = await signUp(context, page);
  const created = await page.request.post('/api/surveys', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      title: 'Weekly pulse',
      description: 'Five minutes.',
      timezone: 'UTC',
      questions: [{ type: 'rating', text: 'How was your week?', required: true, order: 1 }],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const surveyId = ((await created.json()) as { survey: { id: string } }).survey.id;

  const tab1 = page;
  const tab2 = await context.newPage();
  await openEditor(tab1, surveyId);
  await openEditor(tab2, surveyId);

  // Tab 1: the title.
  await tab1.getByRole('textbox', { name: /^Title/ }).fill('Weekly pulse (from tab 1)');
  await tab1.getByRole('button', { name: 'Save Survey' }).click();
  await expect(tab1.getByText('Survey updated successfully')).toBeVisible();
  await expect(tab1.getByText('All changes saved')).toBeVisible();

  // Tab 2: the description, over the version it opened.
  await tab2.bringToFront();
  await tab2.getByRole('textbox', { name: /^Description/ }).fill('Description from tab 2');
  await tab2.getByRole('button', { name: 'Save Survey' }).click();
  const dialog = tab2.getByRole('alertdialog', { name: 'This survey was changed elsewhere' });
  await expect(dialog).toBeVisible();
  await expect(tab2.getByText('All changes saved')).toHaveCount(0);
  await expect(tab2.getByText('Survey updated successfully')).toHaveCount(0);
  for (const width of [1366, 375]) {
    await tab2.setViewportSize({ width, height: 800 });
    await tab2.screenshot({ path: `${shots}/conflict-${width}.png` });
  }
  // Once the dialog has finished opening: mid-fade colours are faint by design.
  await animationsSettled(tab2);
  const axe = await scanA11y(tab2, { include: '[role="alertdialog"]', tags: 'all' });
  expect(axe.violations.map((v) => v.id)).toEqual([]);
  for (const button of ['Reload theirs', 'Keep mine']) {
    const box = await dialog.getByRole('button', { name: button }).boundingBox();
    expect(box?.height ?? 0, button).toBeGreaterThanOrEqual(44);
  }
  await tab2.setViewportSize({ width: 1366, height: 800 });

  // Nothing of tab 2 was stored yet: tab 1's title stands alone.
  const between = await page.request.get(`/api/surveys/${surveyId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(((await between.json()) as { survey: unknown }).survey).toMatchObject({
    title: 'Weekly pulse (from tab 1)',
    description: 'Five minutes.',
    version: 1,
  });

  // Keep mine: tab 2's change goes over the version saved now; tab 1's title stays.
  await dialog.getByRole('button', { name: 'Keep mine' }).click();
  await expect(tab2.getByText('Survey updated successfully')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(tab2.getByText('All changes saved')).toBeVisible();
  await expect(tab2.getByRole('textbox', { name: /^Title/ })).toHaveValue(
    'Weekly pulse (from tab 1)',
  );

  // Tab 1, reloaded, shows both changes; so does the stored survey.
  await tab1.bringToFront();
  await tab1.reload();
  await expect(tab1.getByRole('textbox', { name: /^Title/ })).toHaveValue(
    'Weekly pulse (from tab 1)',
  );
  await expect(tab1.getByRole('textbox', { name: /^Description/ })).toHaveValue(
    'Description from tab 2',
  );
  const stored = await page.request.get(`/api/surveys/${surveyId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(((await stored.json()) as { survey: unknown }).survey).toMatchObject({
    title: 'Weekly pulse (from tab 1)',
    description: 'Description from tab 2',
    version: 2,
  });
});

test('two tabs: Reload theirs, then the edit made again keeps both changes', async ({
  context,
  page,
}) => {
  const token = await signUp(context, page, 'dark');
  const created = await page.request.post('/api/surveys', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      title: 'Weekly pulse',
      description: 'Five minutes.',
      timezone: 'UTC',
      questions: [{ type: 'rating', text: 'How was your week?', required: true, order: 1 }],
    },
  });
  const surveyId = ((await created.json()) as { survey: { id: string } }).survey.id;
  const tab1 = page;
  const tab2 = await context.newPage();
  await openEditor(tab1, surveyId);
  await openEditor(tab2, surveyId);

  await tab1.getByRole('textbox', { name: /^Title/ }).fill('Title from tab 1');
  await tab1.getByRole('button', { name: 'Save Survey' }).click();
  await expect(tab1.getByText('All changes saved')).toBeVisible();

  await tab2.bringToFront();
  await tab2.getByRole('textbox', { name: /^Description/ }).fill('Description from tab 2');
  await tab2.getByRole('button', { name: 'Save Survey' }).click();
  const dialog = tab2.getByRole('alertdialog', { name: 'This survey was changed elsewhere' });
  await expect(dialog).toBeVisible();
  for (const width of [1366, 375]) {
    await tab2.setViewportSize({ width, height: 800 });
    await tab2.screenshot({ path: `${shots}/conflict-dark-${width}.png` });
  }
  await tab2.setViewportSize({ width: 1366, height: 800 });
  await dialog.getByRole('button', { name: 'Reload theirs' }).click();
  await expect(dialog).toBeHidden();
  await expect(tab2.getByRole('textbox', { name: /^Title/ })).toHaveValue('Title from tab 1');

  // The user makes their change again, now over tab 1's.
  await tab2.getByRole('textbox', { name: /^Description/ }).fill('Description from tab 2');
  await tab2.getByRole('button', { name: 'Save Survey' }).click();
  await expect(tab2.getByText('All changes saved')).toBeVisible();

  const stored = await page.request.get(`/api/surveys/${surveyId}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(((await stored.json()) as { survey: unknown }).survey).toMatchObject({
    title: 'Title from tab 1',
    description: 'Description from tab 2',
    version: 2,
  });
});

test("a new survey's draft survives a reload, with a notice and Discard", async ({
  context,
  page,
}) => {
  await signUp(context, page, 'dark');
  await page.goto('/surveys/new');
  await expect(page.getByRole('heading', { level: 1, name: 'Create Survey' })).toBeVisible();
  await page.getByRole('textbox', { name: /^Title/ }).fill('Half-written survey');
  await expect(page.getByText('Unsaved changes')).toBeVisible();

  // The page asks before a reload; accept it.
  page.on('dialog', (dialog) => void dialog.accept());
  await page.reload();

  const notice = page.getByRole('status', { name: 'Restored your unsaved changes' });
  await expect(notice).toBeVisible();
  await expect(page.getByRole('textbox', { name: /^Title/ })).toHaveValue('Half-written survey');
  for (const width of [1366, 375]) {
    await page.setViewportSize({ width, height: 800 });
    await page.screenshot({ path: `${shots}/restored-dark-${width}.png` });
  }
  const discard = notice.getByRole('button', { name: 'Discard changes' });
  expect((await discard.boundingBox())?.height ?? 0).toBeGreaterThanOrEqual(44);
  await page.setViewportSize({ width: 1366, height: 800 });
  await discard.click();
  await expect(page.getByRole('textbox', { name: /^Title/ })).toHaveValue('');
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Create Survey' })).toBeVisible();
  await expect(page.getByRole('status', { name: 'Restored your unsaved changes' })).toHaveCount(0);
});
