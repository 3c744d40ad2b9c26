import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Survey } from '#shared/api/surveys';
import { loadAppIntl } from '../../../i18n/intl';
import { setLanguage } from '../../../i18n/language';
import { sendJson, startApiServer, type ApiServer } from '../../../test/api-server';
import { renderApp } from '../../../test/render';
import { tokenExpiringIn } from '../../../test/tokens';
import { aUser } from '../../../test/users';
import { aSurvey } from '../test/survey-fixtures';

let server: ApiServer | undefined;

afterEach(async () => {
  setLanguage('en');
  await server?.close();
  server = undefined;
});

/** A signed-in user reading in German, whose survey list the server holds. */
async function openInGerman(path: string, surveys: Survey[]) {
  localStorage.setItem('token', tokenExpiringIn(3600));
  server = await startApiServer((req, res) => {
    if (req.url === '/api/auth/me') return sendJson(res, 200, { user: aUser() });
    if (req.url.startsWith('/api/notifications')) {
      return sendJson(res, 200, { notifications: [], unreadCount: 0 });
    }
    if (req.method === 'GET' && req.url === '/api/surveys') {
      return sendJson(res, 200, { surveys });
    }
    if (req.method === 'GET' && req.url.startsWith('/api/teams')) {
      return sendJson(res, 200, { teams: [] });
    }
    sendJson(res, 404, { message: 'Not found', errorType: 'not_found' });
  });
  await loadAppIntl('de');
  setLanguage('de');
  renderApp(path, { apiBaseUrl: server.baseUrl });
}

describe('the surveys screens in German (decision 0061)', () => {
  it('lists surveys in German: heading, filters, count, status, facts and actions', async () => {
    const survey = aSurvey({ title: 'Wochenpuls', response_count: 1 });
    await openInGerman('/surveys', [survey]);

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Umfragen' }, { timeout: 15_000 }),
    ).toBeVisible();
    const card = await screen.findByRole('article', { name: 'Wochenpuls' });
    expect(screen.getByRole('link', { name: '+ Umfrage erstellen' })).toBeVisible();
    expect(screen.getByRole('search', { name: 'Umfragen finden' })).toBeVisible();
    expect(screen.getByLabelText('Suchen')).toHaveAttribute(
      'placeholder',
      'Titel, Beschreibung oder Team',
    );
    expect(screen.getByText('1 Umfrage')).toBeVisible();
    expect(within(card).getByTestId('survey-status')).toHaveTextContent('Gesendet');
    expect(within(card).getByTestId('survey-facts')).toHaveTextContent(/^4 Fragen · Erstellt am /);
    expect(within(card).getByText('1 Antwort')).toBeVisible();
    expect(within(card).getByText('Nicht geplant')).toBeVisible();
    expect(within(card).getByRole('button', { name: 'Löschen Wochenpuls' })).toBeVisible();
    expect(screen.queryByText(/Surveys|Search|No team assigned|question/)).not.toBeInTheDocument();
  });

  it('opens the editor in German and says what a save is missing in German', async () => {
    const user = userEvent.setup();
    await openInGerman('/surveys/new', []);

    expect(
      await screen.findByRole(
        'heading',
        { level: 1, name: 'Umfrage erstellen' },
        { timeout: 15_000 },
      ),
    ).toBeVisible();
    expect(screen.getByText('Noch nicht gespeichert')).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Fragen (0)' })).toBeVisible();
    expect(screen.getByText(/^Anonym, Antworten werden in Gruppen von mindestens 3/)).toBeVisible();

    await user.click(screen.getByRole('button', { name: 'Umfrage speichern' }));
    expect(
      (await screen.findAllByText('Der Umfragetitel ist erforderlich')).length,
    ).toBeGreaterThan(0);
    expect(screen.queryByText(/Survey title is required|Save Survey/)).not.toBeInTheDocument();
  });
});
