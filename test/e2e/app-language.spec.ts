import type { Page } from '@playwright/test';
import { newAccount, registerByApi, useToken } from './accounts-support';
import { scanA11y } from './axe';
import { expect, test, useSavedTheme, type Theme } from './fixtures';

/**
 * The manager's app in another language (decision 0061): chosen on the profile screen, or taken
 * from the browser's languages; the dashboard and the navigation read in it, nothing overflows
 * at desktop or phone width, and axe finds nothing in either theme.
 */

const shots = 'test-results/app-language';

/** Nothing wider than the window: no sideways scrolling, no text pushed out of its box. */
async function expectNoOverflow(page: Page) {
  const overflow = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const wide = Array.from(document.querySelectorAll<HTMLElement>('main *, header *, nav *'))
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && (box.right > width + 1 || box.left < -1);
      })
      .map((el) => `${el.tagName.toLowerCase()}: ${(el.textContent ?? '').trim().slice(0, 40)}`);
    return { scroll: document.documentElement.scrollWidth - width, wide: wide.slice(0, 5) };
  });
  expect(overflow).toEqual({ scroll: 0, wide: [] });
}

async function dashboardInGerman(page: Page, name: string) {
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    new RegExp(`^Willkommen (bei Candor|zurück), ${name}!$`),
  );
  await expect(page.getByRole('heading', { name: 'Erste Schritte' })).toBeVisible();
  await expect(page).toHaveTitle('Übersicht · Candor');
}

test('a manager switches the app to German on the profile screen, and it stays German', async ({
  page,
  request,
  problems,
}) => {
  const account = newAccount('Greta');
  await useToken(page, await registerByApi(request, account));
  await page.setViewportSize({ width: 1366, height: 900 });
  await page.goto('/profile');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile Settings' })).toBeVisible();

  await page.getByRole('combobox', { name: 'Language' }).selectOption('de');

  await expect(page.getByRole('heading', { level: 1, name: 'Profileinstellungen' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('combobox', { name: 'Sprache' })).toHaveValue('de');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('language'))).toBe('de');

  const nav = page.getByRole('navigation', { name: 'Hauptnavigation' });
  for (const entry of ['Übersicht', 'Teams', 'Umfragen', 'Auswertungen', 'Kalender', 'Hilfe']) {
    await expect(nav.getByRole('link', { name: entry })).toBeVisible();
  }
  await nav.getByRole('link', { name: 'Übersicht' }).click();
  await dashboardInGerman(page, account.firstName);
  await expect(page.getByRole('button', { name: 'Abmelden' })).toBeVisible();

  // A reload (the catalog is loaded before the first render): German at once.
  await page.reload();
  await dashboardInGerman(page, account.firstName);
  expect(problems.errors).toEqual([]);
});

for (const theme of ['light', 'dark'] as Theme[]) {
  test(`German at desktop and phone width, ${theme}: nothing overflows, axe is clean`, async ({
    page,
    request,
    problems,
  }) => {
    const account = newAccount('Maximiliane');
    await useToken(page, await registerByApi(request, account, { verified: false }));
    await useSavedTheme(page, theme);
    await page.addInitScript(() => localStorage.setItem('language', 'de'));

    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto('/dashboard');
    await dashboardInGerman(page, account.firstName);
    await expect(page.getByText('Bitte bestätige deine E-Mail-Adresse')).toBeVisible();
    await expectNoOverflow(page);
    expect((await scanA11y(page)).violations).toEqual([]);
    await page.screenshot({ path: `${shots}/dashboard-de-1366-${theme}.png`, fullPage: true });

    await page.setViewportSize({ width: 375, height: 800 });
    await expect(page.getByRole('button', { name: 'Navigationsmenü öffnen' })).toBeVisible();
    await expectNoOverflow(page);
    expect((await scanA11y(page)).violations).toEqual([]);
    await page.screenshot({ path: `${shots}/dashboard-de-375-${theme}.png`, fullPage: true });

    await page.getByRole('button', { name: 'Navigationsmenü öffnen' }).click();
    const drawer = page.getByRole('dialog');
    await expect(drawer.getByRole('link', { name: 'Empfehlungen' })).toBeVisible();
    await expectNoOverflow(page);
    expect((await scanA11y(page)).violations).toEqual([]);
    await page.screenshot({ path: `${shots}/menu-de-375-${theme}.png` });

    await drawer.getByRole('button', { name: 'Navigationsmenü schließen' }).click();
    await page.goto('/profile');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Profileinstellungen' }),
    ).toBeVisible();
    await expectNoOverflow(page);
    await page.screenshot({ path: `${shots}/profile-de-375-${theme}.png`, fullPage: true });
    expect(problems.errors).toEqual([]);
  });
}

for (const theme of ['light', 'dark'] as Theme[]) {
  test(`Billing, Support and Teams in German, ${theme}: nothing overflows`, async ({
    page,
    request,
    problems,
  }) => {
    const account = newAccount('Friederike');
    await useToken(page, await registerByApi(request, account));
    await useSavedTheme(page, theme);
    await page.addInitScript(() => localStorage.setItem('language', 'de'));

    for (const width of [1366, 375]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/billing');
      await expect(
        page.getByRole('heading', { level: 1, name: 'Abrechnung & Nutzung' }),
      ).toBeVisible();
      await expect(page.getByRole('heading', { name: 'Nutzung in diesem Monat' })).toBeVisible();
      await expect(page).toHaveTitle('Abrechnung & Nutzung · Candor');
      await expectNoOverflow(page);
      expect((await scanA11y(page)).violations).toEqual([]);
      await page.screenshot({ path: `${shots}/billing-de-${width}-${theme}.png`, fullPage: true });

      await page.goto('/support');
      await expect(page.getByRole('heading', { level: 1, name: 'Hilfe-Center' })).toBeVisible();
      await page.getByRole('tab', { name: 'Häufige Fragen' }).click();
      await page.getByRole('button', { name: 'Sind die Antworten wirklich anonym?' }).click();
      await expect(page.getByText(/standardmäßig \d+ und nie weniger als \d+/)).toBeVisible();
      await expectNoOverflow(page);
      expect((await scanA11y(page)).violations).toEqual([]);
      await page.screenshot({ path: `${shots}/support-de-${width}-${theme}.png`, fullPage: true });

      await page.goto('/teams');
      await expect(page.getByRole('heading', { level: 1, name: 'Teams' })).toBeVisible();
      await expect(page).toHaveTitle('Deine Teams · Candor');
      await expect(page.getByRole('heading', { name: 'Noch keine Teams' })).toBeVisible();
      await expectNoOverflow(page);
      await page.screenshot({ path: `${shots}/teams-de-${width}-${theme}.png`, fullPage: true });
    }
    expect(problems.errors).toEqual([]);
  });
}

test('a survey’s results and answers in German at 1366 and 375 px: nothing overflows', async ({
  page,
  request,
  problems,
}) => {
  const token = await registerByApi(request, newAccount('Henrike'));
  const created = await request.post('/api/surveys', {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      title: 'Wöchentlicher Puls',
      questions: [
        { type: 'rating', text: 'Wie war deine Woche?', required: true, order: 1, options: {} },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { survey } = (await created.json()) as { survey: { id: string } };
  await useToken(page, token);
  await page.addInitScript(() => localStorage.setItem('language', 'de'));

  for (const width of [1366, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`/surveys/${survey.id}/responses`);
    await expect(page.getByRole('heading', { level: 1, name: 'Umfrageantworten' })).toBeVisible();
    await expect(page).toHaveTitle('Ergebnisse: Wöchentlicher Puls · Candor');
    await expect(
      page.getByRole('heading', {
        name: 'Die Ergebnisse aller Runden warten auf weitere Antworten',
      }),
    ).toBeVisible();
    await expectNoOverflow(page);
    expect((await scanA11y(page)).violations).toEqual([]);
    await page.screenshot({ path: `${shots}/results-de-${width}.png`, fullPage: true });

    await page.getByRole('tab', { name: 'Einzelne Antworten' }).click();
    await expect(
      page.getByRole('heading', { name: /^Ergebnisse erscheinen ab \d+ Antworten$/ }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Link kopieren' })).toBeVisible();
    await expectNoOverflow(page);
    expect((await scanA11y(page)).violations).toEqual([]);
    await page.screenshot({ path: `${shots}/answers-de-${width}.png`, fullPage: true });
  }
  expect(problems.errors).toEqual([]);
});

test.describe('a browser that reads German', () => {
  test.use({ locale: 'de-AT' });

  test('gets the app in German without choosing', async ({ page, request }) => {
    const account = newAccount('Lotte');
    await useToken(page, await registerByApi(request, account));
    await page.goto('/dashboard');
    await dashboardInGerman(page, account.firstName);
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBeNull();
  });

  test('keeps English once the manager chooses it', async ({ page, request }) => {
    const account = newAccount('Jonas');
    await useToken(page, await registerByApi(request, account));
    await page.goto('/profile');
    await page.getByRole('combobox', { name: 'Sprache' }).selectOption('en');
    await expect(page.getByRole('heading', { level: 1, name: 'Profile Settings' })).toBeVisible();
    await page.goto('/dashboard');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { name: 'Get started' })).toBeVisible();
  });
});

test.describe('a browser in a language the app does not ship', () => {
  test.use({ locale: 'fr-FR' });

  test('gets English', async ({ page, request }) => {
    const account = newAccount('Amelie');
    await useToken(page, await registerByApi(request, account));
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { name: 'Get started' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });
});

test('the survey editor and list in German, at desktop and phone width: nothing overflows', async ({
  page,
  request,
  problems,
}) => {
  const account = newAccount('Hannelore');
  await useToken(page, await registerByApi(request, account));
  await page.addInitScript(() => localStorage.setItem('language', 'de'));

  for (const width of [1366, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/surveys/new');
    await expect(page.getByRole('heading', { level: 1, name: 'Umfrage erstellen' })).toBeVisible();
    await expect(page).toHaveTitle('Umfrage erstellen · Candor');
    await page.getByRole('button', { name: 'Fragetyp hinzufügen' }).click();
    await page.getByRole('menuitem', { name: 'Bewertung' }).click();
    await expect(page.getByRole('heading', { name: 'Fragen (1)' })).toBeVisible();
    await page.getByRole('button', { name: 'Bearbeiten Frage 1' }).click();
    await expect(page.getByRole('textbox', { name: 'Fragetext' })).toBeVisible();
    await expectNoOverflow(page);
    expect((await scanA11y(page)).violations).toEqual([]);
    await page.screenshot({ path: `${shots}/survey-editor-de-${width}.png`, fullPage: true });

    await page.getByRole('button', { name: 'Einstellungen', exact: true }).click();
    const settings = page.getByRole('dialog', { name: 'Umfrageeinstellungen' });
    await expect(settings.getByText('Anonymitätsschwelle')).toBeVisible();
    await page.screenshot({ path: `${shots}/survey-settings-de-${width}.png` });
    await settings.getByRole('button', { name: 'Fertig' }).click();

    await page.getByRole('button', { name: 'Abbrechen' }).click();
    // Leaving with the unsaved question asks first.
    await page.getByRole('link', { name: 'Editor schließen' }).click();
    const leave = page.getByRole('alertdialog', { name: 'Ohne Speichern verlassen?' });
    await expect(leave).toBeVisible();
    await expectNoOverflow(page);
    await leave.getByRole('button', { name: 'Verlassen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Umfragen' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Noch keine Umfragen' })).toBeVisible();
    await expectNoOverflow(page);
    await page.screenshot({ path: `${shots}/surveys-de-${width}.png`, fullPage: true });
  }
  expect(problems.errors).toEqual([]);
});

test('Analytics and Pricing in German at desktop and phone width: nothing overflows', async ({
  page,
  request,
  problems,
}) => {
  const token = await registerByApi(request, newAccount('Wilhelmine'));
  const headers = { Authorization: `Bearer ${token}` };
  const created = await request.post('/api/surveys', {
    headers,
    data: {
      title: 'Wöchentlicher Puls des Plattformteams',
      questions: [
        {
          type: 'rating',
          text: 'Wie war deine Woche?',
          required: true,
          order: 1,
          options: { min: 1, max: 5, labels: ['Schlecht', 'Sehr gut'] },
        },
      ],
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { survey } = (await created.json()) as {
    survey: { id: string; questions: { id: string }[] };
  };
  // Three answers, the survey's threshold: released together, so analytics counts them.
  for (const value of [3, 4, 5]) {
    const answer = await request.post(`/api/surveys/email-response/${survey.id}`, {
      data: {
        responses: [{ questionId: survey.questions[0]!.id, type: 'rating', value }],
        acceptedTerms: true,
      },
    });
    expect(answer.status(), await answer.text()).toBe(201);
  }
  await useToken(page, token);
  await page.addInitScript(() => {
    localStorage.setItem('language', 'de');
    localStorage.setItem('tourSeen', 'true');
  });
  for (const width of [1366, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/analytics');
    await expect(page.getByRole('heading', { level: 1, name: 'Auswertungen' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Tägliche Antworten' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Erkenntnisse pro Frage' })).toBeVisible();
    await expect(page.getByTestId('rating-average')).toHaveText('Durchschnitt 4,0/5');
    await expect(page).toHaveTitle('Auswertungen · Candor');
    await expectNoOverflow(page);
    expect((await scanA11y(page)).violations).toEqual([]);
    await page.screenshot({ path: `${shots}/analytics-de-${width}.png`, fullPage: true });

    await page.goto('/pricing');
    await expect(page.getByRole('heading', { level: 1, name: 'Preise' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Vertrieb kontaktieren' })).toBeVisible();
    await expectNoOverflow(page);
    await page.screenshot({ path: `${shots}/pricing-de-${width}.png`, fullPage: true });
  }
  expect(problems.errors).toEqual([]);
});

test('Calendar, Referrals and System status in German: nothing overflows, axe is clean', async ({
  page,
  request,
  problems,
}) => {
  const account = newAccount('Wilhelmine');
  await useToken(page, await registerByApi(request, account));
  await page.addInitScript(() => localStorage.setItem('language', 'de'));

  for (const width of [1366, 375]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/calendar');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Umfragekalender & Automatisierung' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Was wann verschickt wird' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Automatisierung hinzufügen' })).toBeVisible();
    await expect(
      page
        .getByText('Diese Woche wird nichts verschickt.')
        .or(page.getByText(/^Im .+ wird nichts verschickt\./)),
    ).toBeVisible();
    await expectNoOverflow(page);
    expect((await scanA11y(page)).violations).toEqual([]);
    await page.screenshot({ path: `${shots}/calendar-de-${width}.png`, fullPage: true });

    await page.goto('/referrals');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Empfehlungsprogramm' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Dein Empfehlungslink' })).toBeVisible();
    await expectNoOverflow(page);
    expect((await scanA11y(page)).violations).toEqual([]);
    await page.screenshot({ path: `${shots}/referrals-de-${width}.png`, fullPage: true });

    await page.goto('/status');
    await expect(page.getByRole('heading', { level: 1, name: 'Systemstatus' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Dienste' })).toBeVisible();
    await expectNoOverflow(page);
    await page.screenshot({ path: `${shots}/status-de-${width}.png`, fullPage: true });
  }
  expect(problems.errors).toEqual([]);
});
