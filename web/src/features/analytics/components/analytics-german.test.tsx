import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { loadAppIntl } from '../../../i18n/intl';
import { setLanguage } from '../../../i18n/language';
import { sendJson, startApiServer, type ApiServer } from '../../../test/api-server';
import { renderApp } from '../../../test/render';
import { tokenExpiringIn } from '../../../test/tokens';
import { aUser } from '../../../test/users';
import { anAnalytics } from './analytics.fixture';

let server: ApiServer | undefined;

afterEach(async () => {
  setLanguage('en');
  await server?.close();
  server = undefined;
});

const analytics = anAnalytics({ notScored: 2 });

describe('analytics in German (decision 0061)', () => {
  it('speaks German, with German dates, numbers and plurals, and leaves the server’s words as they are', async () => {
    localStorage.setItem('token', tokenExpiringIn(3600));
    localStorage.setItem('tourSeen', 'true');
    server = await startApiServer((req, res) => {
      if (req.url.startsWith('/api/notifications')) {
        return sendJson(res, 200, { notifications: [], unreadCount: 0 });
      }
      if (req.url === '/api/auth/me') return sendJson(res, 200, { user: aUser() });
      if (req.url.startsWith('/api/analytics')) return sendJson(res, 200, analytics);
      sendJson(res, 404, { message: 'Not found', errorType: 'not_found' });
    });
    await loadAppIntl('de');
    setLanguage('de');
    renderApp('/analytics', { apiBaseUrl: server.baseUrl });
    await screen.findByRole('heading', { level: 1, name: 'Auswertungen' }, { timeout: 15_000 });
    await screen.findByRole('heading', { name: 'Tägliche Antworten' });
    expect(screen.getAllByTestId('stat').map((s) => s.textContent)).toEqual([
      'Umfragen gesamt2Keine früheren Daten im Vergleich zum Zeitraum davor',
      'Antworten gesamt9+50 % im Vergleich zum Zeitraum davor',
      'Antworten pro Umfrage4,5−0,13 im Vergleich zum Zeitraum davor',
      'Aktive Teams1Keine Veränderung im Vergleich zum Zeitraum davor',
    ]);
    expect(
      screen.getByText(/1 Umfrage liegt noch unter der Schwelle und zählt nicht\./),
    ).toBeVisible();
    expect(screen.getByTestId('daily-summary')).toHaveTextContent(
      'Antworten wurden zwischen 01.11.2026 und 30.11.2026 nur an zwei Tagen freigegeben: 3 Antworten am 10.11.2026 und 6 Antworten am 24.11.2026.',
    );
    expect(screen.getByTestId('not-scored')).toHaveTextContent(
      '2 Antworten nicht bewertet (Sprache des Kommentars nicht unterstützt)',
    );
    expect(screen.getByText(/Positiv 56 %, neutral 22 %, negativ 22 %/)).toBeVisible();
    const trends = screen.getByRole('table', {
      name: 'Antworten pro Umfrage gegenüber dem Zeitraum davor',
    });
    expect(within(trends).getByRole('row', { name: 'Weekly pulse 9 +50 %' })).toBeVisible();
    // Recent activity is the server's sentence; its date follows the language.
    expect(screen.getByText('6 responses to Weekly pulse')).toBeVisible();
    expect(screen.getByText('24.11.2026')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Als CSV exportieren' })).toBeVisible();
    expect(screen.queryByText(/Daily Responses|Total Surveys|No earlier data/)).toBeNull();
  });
});
