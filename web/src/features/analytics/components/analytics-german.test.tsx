import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Analytics } from '#shared/api/analytics';
import { loadAppIntl } from '../../../i18n/intl';
import { setLanguage } from '../../../i18n/language';
import { sendJson, startApiServer, type ApiServer } from '../../../test/api-server';
import { renderApp } from '../../../test/render';
import { tokenExpiringIn } from '../../../test/tokens';
import { aUser } from '../../../test/users';

let server: ApiServer | undefined;

afterEach(async () => {
  setLanguage('en');
  await server?.close();
  server = undefined;
});

const analytics: Analytics = {
  range: '30d',
  from: '2026-11-01',
  to: '2026-11-30',
  surveys: [{ id: 's1', title: 'Weekly pulse', team_name: 'Platform' }],
  responses: [{ survey_title: 'Weekly pulse', submitted_at: '2026-11-24', count: 6 }],
  insights: {
    totalSurveys: 2,
    totalResponses: 9,
    surveyGrowth: null,
    responseGrowth: 50,
    avgResponseRate: 450,
    responseRateChange: -12.5,
    activeTeams: 1,
    teamGrowth: 0,
    avgSentiment: 0.62,
    sentiment: { positive: 56, neutral: 22, negative: 22 },
    notScored: 2,
    surveyTypes: [{ type: 'Anonymous', count: 2 }],
    topSurveys: [{ title: 'Weekly pulse', team: 'Platform', responseRate: 100, responses: 9 }],
    questionInsights: [],
    surveysBelowThreshold: 1,
  },
  trends: {
    dailyResponses: Array.from({ length: 30 }, (_, i) => ({
      date: `2026-11-${String(i + 1).padStart(2, '0')}`,
      value: i === 9 ? 3 : i === 23 ? 6 : 0,
    })),
    trends: [{ survey: 'Weekly pulse', responses: 9, period: '30d', change: 50 }],
  },
  recentActivity: [
    { type: 'response', message: '6 responses to Weekly pulse', timestamp: '2026-11-24' },
  ],
};

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
