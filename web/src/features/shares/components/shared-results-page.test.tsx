import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { SharedResultsPage as Page } from '#shared/api/shares';
import { sendJson, startApiServer, type ApiServer } from '../../../test/api-server';
import { axeViolations } from '../../../test/axe';
import { renderApp } from '../../../test/render';
import { SHARED_PAGE_GONE } from './shared-results-page';

let server: ApiServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const TOKEN = 'AbCdEfGhIjKlMnOpQrStUvWx';

const page: Page = {
  results: {
    survey: { title: 'Team pulse', isAnonymous: true, anonymityThreshold: 3 },
    round: 2,
    openedOn: '2026-11-02',
    sharedOn: '2026-11-20',
    sharedBy: 'Ana Lee',
    note: 'Thank you.\nWe will shorten meetings.',
    responses: 6,
    participation: 75,
    rounds: [
      {
        round: 1,
        openedOn: '2026-10-05',
        invited: 8,
        responded: 5,
        participation: 63,
        shown: true,
        closed: true,
      },
      {
        round: 2,
        openedOn: '2026-11-02',
        invited: 8,
        responded: 6,
        participation: 75,
        shown: true,
        closed: false,
      },
    ],
    comparedWith: 1,
    questions: [
      {
        questionId: 'q1',
        question: 'How was your week?',
        type: 'rating',
        answered: 6,
        rating: {
          min: 1,
          max: 5,
          average: 3.5,
          distribution: [1, 2, 3, 4, 5].map((value) => ({ value, count: value === 4 ? 3 : 1 })),
        },
        enps: null,
        choices: null,
        comments: null,
        change: { average: 0.4, enps: null },
      },
      {
        questionId: 'q2',
        question: 'What should change?',
        type: 'textarea',
        answered: 6,
        rating: null,
        enps: null,
        choices: null,
        comments: { threshold: 5, excerpts: null },
        change: null,
      },
    ],
    includeComments: false,
  },
  reads: [{ day: '2026-11-19', reader: 'Ana Lee', role: null, kinds: ['export', 'results'] }],
};

describe('the shared results page', () => {
  it('shows the round’s frozen figures, trend, note and who opened the results, with no account', async () => {
    server = await startApiServer((req, res) => {
      if (req.url === `/api/shared/${TOKEN}`) return sendJson(res, 200, page);
      sendJson(res, 404, { message: 'Not found', errorType: 'not_found' });
    });
    renderApp(`/shared/${TOKEN}`, { apiBaseUrl: server.baseUrl });
    const view = await screen.findByTestId('shared-results');
    expect(within(view).getByRole('heading', { level: 1 })).toHaveTextContent('Team pulse');
    expect(screen.getByTestId('shared-note')).toHaveTextContent('We will shorten meetings.');
    expect(screen.getByTestId('shared-average')).toHaveTextContent('3.5/5');
    expect(view).toHaveTextContent('+0.4 vs round 1');
    expect(screen.getByTestId('shared-trend')).toHaveTextContent('Round 1 (Oct 5, 2026): 63%');
    expect(screen.getByTestId('results-reads')).toHaveTextContent(
      'Ana Lee opened export, results on Nov 19, 2026',
    );
    expect(screen.queryByTestId('shared-comments')).toBeNull();
    // Nothing but the page's own call: no session, no other route.
    expect(server.requests.map((r) => r.url)).toEqual([`/api/shared/${TOKEN}`]);
    expect(server.requests[0]!.headers.authorization).toBeUndefined();
    expect(await axeViolations()).toEqual([]);
  });

  it('says a revoked or unknown page is gone, and nothing else', async () => {
    server = await startApiServer((_req, res) =>
      sendJson(res, 404, {
        message: 'This shared page does not exist or was taken down.',
        errorType: 'not_found',
      }),
    );
    renderApp(`/shared/${TOKEN}`, { apiBaseUrl: server.baseUrl });
    expect(await screen.findByRole('heading', { name: SHARED_PAGE_GONE })).toBeVisible();
    expect(screen.queryByTestId('shared-results')).toBeNull();
    expect(await axeViolations()).toEqual([]);
  });
});
