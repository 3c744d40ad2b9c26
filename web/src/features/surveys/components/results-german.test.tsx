import { screen, within } from '@testing-library/react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { SurveyResults, SurveyTeamResults } from '#shared/api/results';
import { loadAppIntl } from '../../../i18n/intl';
import { reloadLanguage, setLanguage } from '../../../i18n/language';
import { preferenceKeys } from '../../../lib/accessibility';
import { sendJson, type ApiServer } from '../../../test/api-server';
import { renderApp } from '../../../test/render';
import { signedInApi } from '../../../test/signed-in-api';
import { SURVEY_ID } from '../test/survey-fixtures';

let server: ApiServer | undefined;

// The heatmap's tooltips watch sizes with floating-ui; jsdom has no ResizeObserver.
beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

afterEach(async () => {
  await server?.close();
  server = undefined;
  localStorage.removeItem(preferenceKeys.language);
  reloadLanguage();
});

const RESULTS = `/api/surveys/${SURVEY_ID}/results`;
const survey = { id: SURVEY_ID, title: 'Team pulse', isAnonymous: true, anonymityThreshold: 3 };

const results: SurveyResults = {
  survey,
  rounds: [
    {
      round: 1,
      openedOn: '2026-11-02',
      invited: 6,
      responded: 6,
      participation: 100,
      shown: true,
      closed: true,
    },
    {
      round: 2,
      openedOn: '2026-11-09',
      invited: 7,
      responded: 0,
      participation: 0,
      shown: false,
      closed: false,
    },
  ],
  round: null,
  status: 'shown',
  responses: 6,
  participation: 45,
  comparedWith: null,
  questions: [
    {
      questionId: 'q_rating1',
      question: 'How was your week?',
      type: 'rating',
      answered: 6,
      rating: {
        min: 1,
        max: 5,
        average: 3.3,
        distribution: [1, 1, 1, 1, 2].map((count, i) => ({ value: i + 1, count })),
      },
      enps: null,
      choices: null,
      comments: null,
      change: null,
    },
    {
      questionId: 'q_enps001',
      question: 'Would you recommend working here?',
      type: 'rating',
      answered: 1,
      rating: null,
      enps: { score: -20, promoters: 1, passives: 2, detractors: 3 },
      choices: null,
      comments: { threshold: 5, excerpts: null },
      change: null,
    },
  ],
};

const teams: SurveyTeamResults = {
  survey,
  round: null,
  from: null,
  to: null,
  status: 'shown',
  columns: [
    { questionId: 'q_rating1', question: 'How was your week?', kind: 'rating', min: 1, max: 5 },
  ],
  teams: [
    {
      teamId: 't1',
      team: 'Lighthouse',
      shown: true,
      responses: 4,
      cells: [{ questionId: 'q_rating1', answered: 4, value: 4.2 }],
    },
    { teamId: 't2', team: 'Beacon', shown: false, responses: null, cells: [] },
  ],
};

describe('the Results tab in German', () => {
  it('speaks German, with German dates and decimals, and leaves the survey’s own words as they are', async () => {
    await loadAppIntl('de');
    setLanguage('de');
    server = await signedInApi({
      [`GET ${RESULTS}`]: (_, res) => sendJson(res, 200, results),
      [`GET ${RESULTS}/teams`]: (_, res) => sendJson(res, 200, teams),
    });
    renderApp(`/surveys/${SURVEY_ID}/responses`, { apiBaseUrl: server.baseUrl });
    await screen.findByRole('heading', { level: 1, name: 'Umfrageantworten' }, { timeout: 15_000 });

    expect(screen.getByRole('tab', { name: 'Ergebnisse', selected: true })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Einzelne Antworten' })).toBeVisible();
    const [week, recommend] = await screen.findAllByTestId('question-result');
    expect(within(week!).getByTestId('answered')).toHaveTextContent('6 Antworten');
    expect(within(week!).getByTestId('average')).toHaveTextContent('3,3/5');
    expect(week).toHaveTextContent('Bewertung');
    expect(
      within(week!).getByRole('table', { name: 'Antworten auf „How was your week?“' }),
    ).toBeInTheDocument();
    expect(within(recommend!).getByTestId('enps')).toHaveTextContent('−20');
    expect(recommend).toHaveTextContent('Promotoren (9–10) 1 · Passive (7–8) 2 · Kritiker (0–6) 3');
    expect(within(recommend!).getByTestId('comments-withheld')).toHaveTextContent(
      'Kommentare erscheinen, sobald mindestens 5 Personen geantwortet haben.',
    );
    expect(screen.getByTestId('results-summary')).toHaveTextContent('Beteiligung45 %');
    expect(screen.getByRole('button', { name: 'CSV herunterladen' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Runde 2 abschließen' })).toBeVisible();

    // The round picker: German dates, and each round's state in German.
    const picker = screen.getByRole('combobox', { name: 'Runde' });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Alle Runden',
      'Runde 1 · 02.11.2026 · abgeschlossen',
      'Runde 2 · 09.11.2026 · wartet',
    ]);

    // Results by team: the heading, the scale, a team's count and the greyed row, in German.
    const heatmap = await screen.findByTestId('heatmap-table');
    expect(screen.getByRole('heading', { name: 'Ergebnisse nach Team' })).toBeVisible();
    expect(heatmap).toHaveTextContent('Durchschnitt, 1–5');
    expect(heatmap).toHaveTextContent('4 Antworten');
    expect(within(heatmap).getByTestId('heatmap-cell')).toHaveTextContent('4,2');
    expect(heatmap).toHaveTextContent('Nicht gezeigt');
    expect(screen.getByTestId('heatmap-legend')).toHaveTextContent('Unter der Mitte');

    // Nothing of the page's own words is left in English.
    const text = screen.getByTestId('survey-results').textContent ?? '';
    for (const english of ['Round', 'answers', 'Average', 'Results', 'Download', 'Not shown']) {
      expect(text).not.toContain(english);
    }
  });
});
