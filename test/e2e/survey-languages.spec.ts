import type { APIRequestContext, Page } from '@playwright/test';
import { newAccount, registerByApi, useToken } from './accounts-support';
import { expect, test, useSavedTheme } from './fixtures';
import { scanA11y } from './axe';
import { page as english } from '#shared/i18n/respond/en';
import { page as spanish } from '#shared/i18n/respond/es';

/** The answer page's own words: they follow the language the survey is shown in (0059, 0060). */
type Words = Record<keyof typeof english, string>;

/**
 * Surveys in several languages (issue 32, decision 0059): a respondent whose browser prefers
 * Spanish sees the survey's Spanish translation, answers, switches to English and answers again;
 * the manager sees both answers in one result, in the default language's words.
 */
const SHOTS = 'test-results/screenshots';
const phone = { width: 375, height: 812 };
const desktop = { width: 1366, height: 900 };

test.use({ locale: 'es-ES' });

async function translatedSurvey(request: APIRequestContext) {
  const token = await registerByApi(request, newAccount('Languages'));
  const headers = { Authorization: `Bearer ${token}` };
  const team = await request.post('/api/teams', { headers, data: { name: 'Equipo Madrid' } });
  expect(team.status(), await team.text()).toBe(201);
  const { team: created } = (await team.json()) as { team: { id: string } };
  const made = await request.post('/api/surveys', {
    headers,
    data: {
      title: 'Weekly pulse',
      description: 'Two minutes on your week.',
      teamId: created.id,
      isAnonymous: false,
      allowMultipleResponses: true,
      questions: [
        {
          type: 'multiple_choice',
          text: 'Where did you work this week?',
          required: true,
          order: 1,
          options: { choices: ['Office', 'Home', 'Both'] },
        },
        {
          type: 'rating',
          text: 'How was your week?',
          required: true,
          order: 2,
          options: { min: 1, max: 5, labels: ['Poor', 'Excellent'] },
        },
      ],
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const { survey } = (await made.json()) as {
    survey: Record<string, unknown> & { id: string; questions: { id: string }[] };
  };
  const [where, week] = survey.questions.map((q) => q.id) as [string, string];
  const saved = await request.put(`/api/surveys/${survey.id}`, {
    headers,
    data: {
      ...survey,
      translations: {
        es: {
          title: 'Pulso semanal',
          description: 'Dos minutos sobre tu semana.',
          questions: {
            [where]: {
              title: '¿Dónde trabajaste esta semana?',
              choices: ['Oficina', 'Casa', 'Ambos'],
            },
            [week]: { title: '¿Qué tal tu semana?', labels: ['Mala', 'Excelente'] },
          },
        },
      },
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  return { token, surveyId: survey.id };
}

async function submit(page: Page, words: Words) {
  await page.getByRole('checkbox', { name: words['respond.form.acceptTerms'] }).check();
  await page.getByRole('button', { name: words['respond.form.submit'] }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: words['respond.thanks.heading'] }),
  ).toBeVisible();
}

test('a Spanish browser answers in Spanish, switches to English, and both answers make one result', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const { token, surveyId } = await translatedSurvey(request);
  const card = page.locator('.card');

  await page.setViewportSize(desktop);
  await page.goto(`/survey/${surveyId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Pulso semanal' })).toBeVisible();
  await expect(card).toHaveAttribute('lang', 'es');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  const language = page.getByRole('combobox', { name: 'Idioma · Language' });
  await expect(language).toHaveValue('es');
  expect((await scanA11y(page)).violations).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/survey-languages-es-1366.png`, fullPage: true });
  await page.setViewportSize(phone);
  await page.screenshot({ path: `${SHOTS}/survey-languages-es-375.png`, fullPage: true });
  // The answer page follows the system's colour scheme.
  await page.emulateMedia({ colorScheme: 'dark' });
  expect((await scanA11y(page)).violations).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/survey-languages-es-375-dark.png`, fullPage: true });
  await page.setViewportSize(desktop);
  await page.screenshot({ path: `${SHOTS}/survey-languages-es-1366-dark.png`, fullPage: true });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize(phone);

  const where = page.getByRole('radiogroup', { name: /¿Dónde trabajaste esta semana\?/ });
  await where.getByRole('radio', { name: 'Casa' }).check();
  await page.getByRole('radio', { name: '5, Excelente' }).check();
  await submit(page, spanish);
  await expect(page.getByText('Pulso semanal')).toBeVisible();

  await page.getByRole('button', { name: spanish['respond.thanks.again'] }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Pulso semanal' })).toBeVisible();
  await language.selectOption('en');
  await expect(page.getByRole('heading', { level: 1, name: 'Weekly pulse' })).toBeVisible();
  await expect(card).toHaveAttribute('lang', 'en');
  // Switching the survey's language switches the page's own words with it.
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(
    page.getByRole('checkbox', { name: english['respond.form.acceptTerms'] }),
  ).toBeVisible();
  expect((await scanA11y(page)).violations).toEqual([]);
  await page.screenshot({ path: `${SHOTS}/survey-languages-en-375.png`, fullPage: true });
  await page.setViewportSize(desktop);
  await page.screenshot({ path: `${SHOTS}/survey-languages-en-1366.png`, fullPage: true });
  await page
    .getByRole('radiogroup', { name: /Where did you work this week\?/ })
    .getByRole('radio', { name: 'Home' })
    .check();
  await page.getByRole('radio', { name: '3' }).check();
  await submit(page, english);

  // The manager: one result of two answers, in the default language's words.
  await useSavedTheme(page, 'light');
  await useToken(page, token);
  await page.goto(`/surveys/${surveyId}/responses`);
  await expect(page.getByRole('tab', { name: 'Results', selected: true })).toBeVisible();
  await expect(page.getByTestId('results-summary')).toContainText('Responses2');
  const result = page.getByRole('article', { name: /Where did you work this week\?/ });
  await expect(result.getByTestId('answered')).toHaveText('2 answers');
  const rows = result.getByTestId('distribution-table').getByRole('row');
  await expect(rows).toHaveText(['ChoicePeople', 'Office0', 'Home2', 'Both0']);
  await expect(
    page.getByRole('article', { name: /How was your week\?/ }).getByTestId('average'),
  ).toHaveText('4.0/5');
  await expect(page.getByText('Casa')).toHaveCount(0);
  await page.screenshot({ path: `${SHOTS}/survey-languages-results-1366.png`, fullPage: true });
});

for (const theme of ['light', 'dark'] as const) {
  test(`the editor's Languages section, ${theme}, at 1366 and 375 px`, async ({
    page,
    request,
  }) => {
    test.setTimeout(120_000);
    const { token, surveyId } = await translatedSurvey(request);
    await useSavedTheme(page, theme);
    await useToken(page, token);
    for (const [size, viewport] of [
      ['1366', desktop],
      ['375', phone],
    ] as const) {
      await page.setViewportSize(viewport);
      await page.goto(`/surveys/${surveyId}/edit`);
      const languages = page.getByRole('region', { name: 'Languages' });
      await expect(languages.getByText('Complete')).toBeVisible();
      await languages.getByRole('button', { name: 'Edit Español' }).click();
      const spanish = languages.getByRole('region', { name: 'Español translation' });
      await expect(spanish.getByRole('textbox', { name: 'Title in Español' })).toHaveValue(
        'Pulso semanal',
      );
      // A missing translation is a warning beside the text, never a block on saving.
      await spanish.getByRole('textbox', { name: 'Question 1, choice 3 in Español' }).fill('');
      await expect(spanish.getByTestId('missing-translations')).toContainText(
        'Question 1, choice 3',
      );
      await expect(languages.getByText('1 missing translation')).toBeVisible();
      expect((await scanA11y(page)).violations).toEqual([]);
      await languages.screenshot({ path: `${SHOTS}/survey-languages-editor-${size}-${theme}.png` });
      await page.getByRole('button', { name: 'Save Survey' }).click();
      await expect(page.getByText('All changes saved')).toBeVisible();
      await page.goto('/surveys');
      await expect(page.getByTestId('survey-languages')).toHaveText(
        'Languages: English (default), Español (1 missing)',
      );
      // Put the choice back for the next size.
      const restore = await request.get(`/api/surveys/${surveyId}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      const { survey } = (await restore.json()) as {
        survey: Record<string, unknown> & {
          translations: { es: { questions: Record<string, { choices?: string[] }> } };
        };
      };
      for (const question of Object.values(survey.translations.es.questions)) {
        if (question.choices) question.choices[2] = 'Ambos';
      }
      const put = await request.put(`/api/surveys/${surveyId}`, {
        headers: { Authorization: `Bearer ${token}` },
        data: survey,
      });
      expect(put.status(), await put.text()).toBe(200);
    }
  });
}
