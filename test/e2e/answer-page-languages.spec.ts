import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { newAccount, registerByApi } from './accounts-support';
import { animationsSettled, expect, test } from './fixtures';
import { scanA11y } from './axe';

/**
 * The answer page in the respondent's language (decision 0060): a browser that asks for Spanish
 * or Japanese gets the product's own text (buttons, notices, problems, the thank-you and its
 * receipt) in that language, with dates as the language writes them, `lang` set on the page, no
 * axe violations, and screenshots at desktop and phone width to look at (Japanese must render as
 * Japanese, not as boxes). The survey's own words stay as its author wrote them.
 */

const desktop = { width: 1366, height: 900 };
const phone = { width: 375, height: 800 };

async function anonymousSurvey(request: APIRequestContext): Promise<string> {
  const token = await registerByApi(request, newAccount('Languages'));
  const headers = { Authorization: `Bearer ${token}` };
  const team = await request.post('/api/teams', { headers, data: { name: 'Équipe Nord' } });
  expect(team.status(), await team.text()).toBe(201);
  const { team: created } = (await team.json()) as { team: { id: string } };
  const response = await request.post('/api/surveys', {
    headers,
    data: {
      title: 'Weekly pulse',
      description: 'Two minutes on how the week went.',
      timezone: 'UTC',
      teamId: created.id,
      questions: [
        {
          type: 'rating',
          text: 'How was your week?',
          required: true,
          order: 1,
          options: { min: 1, max: 5, labels: ['Poor', 'Excellent'] },
        },
        {
          type: 'checkbox',
          text: 'Which tools help you most?',
          required: true,
          order: 2,
          options: { choices: ['Chat', 'Docs', 'Video calls'] },
        },
        {
          type: 'date',
          text: 'When did you join the team?',
          required: false,
          order: 3,
          options: { minDate: '2020-01-01', maxDate: '' },
        },
        {
          type: 'textarea',
          text: 'Anything else?',
          required: false,
          order: 4,
          options: { maxLength: 500 },
        },
      ],
    },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { survey: { id: string } }).survey.id;
}

interface Words {
  locale: string;
  lang: string;
  submit: string;
  acceptTerms: string;
  problems: string;
  required: string;
  dateHint: string;
  thanks: string;
  receipt: string;
  footer: string;
}

const SPANISH: Words = {
  locale: 'es-ES',
  lang: 'es',
  submit: 'Enviar encuesta',
  acceptTerms: 'He leído y acepto las Condiciones del servicio',
  problems: 'Corrige los 3 problemas indicados arriba.',
  required: 'Esta pregunta es obligatoria',
  dateHint: 'Una fecha a partir del 1 de enero de 2020.',
  thanks: '¡Gracias!',
  receipt: 'Qué hemos guardado',
  footer: 'Candor: encuestas de clima de equipo anónimas',
};

const JAPANESE: Words = {
  locale: 'ja-JP',
  lang: 'ja',
  submit: 'アンケートを送信',
  acceptTerms: '利用規約を読み、同意します',
  problems: '上に示した3件の問題を修正してください。',
  required: 'この質問は必須です',
  dateHint: '2020年1月1日以降の日付。',
  thanks: 'ありがとうございました！',
  receipt: '保存した内容',
  footer: 'Candor：匿名のチームパルスサーベイ',
};

async function axeClean(page: Page) {
  await animationsSettled(page);
  expect((await scanA11y(page)).violations).toEqual([]);
}

async function shoot(page: Page, name: string) {
  for (const [label, size] of [
    ['1366', desktop],
    ['375', phone],
  ] as const) {
    await page.setViewportSize(size);
    await animationsSettled(page);
    await page.screenshot({ path: test.info().outputPath(`${name}-${label}.png`), fullPage: true });
  }
  // The phone in dark as well (the page follows the system's colour scheme).
  await page.emulateMedia({ colorScheme: 'dark' });
  await animationsSettled(page);
  await page.screenshot({ path: test.info().outputPath(`${name}-375-dark.png`), fullPage: true });
  await page.emulateMedia({ colorScheme: 'light' });
  await page.setViewportSize(desktop);
}

async function answerIn(browser: Browser, surveyId: string, words: Words) {
  const context = await browser.newContext({ locale: words.locale, viewport: desktop });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') errors.push(m.text());
  });
  page.on('pageerror', (e) => errors.push(e.message));
  try {
    await page.goto(`/survey/${surveyId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Weekly pulse' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', words.lang);
    await expect(page.getByRole('button', { name: words.submit })).toBeVisible();
    await expect(page.getByText(words.dateHint)).toBeVisible();
    await expect(page.getByText(words.footer)).toBeVisible();
    // The survey's own words are not touched.
    await expect(page.getByRole('radiogroup', { name: /How was your week/ })).toBeVisible();
    await axeClean(page);
    await shoot(page, `form-${words.lang}`);

    // Submitting nothing: the problems, counted and worded in the language.
    await page.getByRole('button', { name: words.submit }).click();
    await expect(page.getByRole('alert').filter({ hasText: words.problems })).toBeVisible();
    await expect(page.getByText(words.required)).toHaveCount(2);
    await axeClean(page);

    await page
      .getByRole('radiogroup', { name: /How was your week/ })
      .getByRole('radio', { name: /^4/ })
      .check();
    await page.getByRole('checkbox', { name: 'Docs' }).check();
    await page.getByRole('checkbox', { name: words.acceptTerms }).check();
    await page.getByRole('button', { name: words.submit }).click();

    await expect(page.getByRole('heading', { level: 1, name: words.thanks })).toBeVisible();
    await expect(page.getByRole('region', { name: words.receipt })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', words.lang);
    await axeClean(page);
    await shoot(page, `thanks-${words.lang}`);
    expect(errors).toEqual([]);
  } finally {
    await context.close();
  }
}

test('a Spanish browser answers in Spanish, and a Japanese one in Japanese', async ({
  browser,
  page,
}) => {
  test.setTimeout(180_000);
  const surveyId = await anonymousSurvey(page.request);
  await answerIn(browser, surveyId, SPANISH);
  await answerIn(browser, surveyId, JAPANESE);
});
