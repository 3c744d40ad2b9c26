import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ServerResponse } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import {
  sendJson,
  startApiServer,
  type ApiServer,
  type RecordedRequest,
} from '../../../test/api-server';
import { renderApp } from '../../../test/render';
import { tokenExpiringIn } from '../../../test/tokens';
import { aUser } from '../../../test/users';
import { fitLabels } from './analytics-charts';
import { anAnalytics } from './analytics.fixture';

let server: ApiServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

type Handler = (req: RecordedRequest, res: ServerResponse) => void;

async function openAnalytics(analytics: Handler, path = '/analytics') {
  localStorage.setItem('token', tokenExpiringIn(3600));
  localStorage.setItem('tourSeen', 'true');
  server = await startApiServer((req, res) => {
    if (req.url.startsWith('/api/notifications')) {
      return sendJson(res, 200, { notifications: [], unreadCount: 0 });
    }
    if (req.url === '/api/auth/me') return sendJson(res, 200, { user: aUser() });
    if (req.url.startsWith('/api/analytics')) return analytics(req, res);
    sendJson(res, 404, { message: 'Not found', errorType: 'not_found' });
  });
  const { router } = renderApp(path, { apiBaseUrl: server.baseUrl });
  await screen.findByRole(
    'heading',
    { level: 1, name: 'Analytics Dashboard' },
    { timeout: 15_000 },
  );
  return { user: userEvent.setup(), api: server, router };
}

describe('analytics page', () => {
  it('shows the stat cards, the anonymity note, summaries and tables, and asks again for a new range', async () => {
    const { user, api } = await openAnalytics((_, res) => sendJson(res, 200, anAnalytics()));
    await screen.findByRole('heading', { name: 'Daily Responses' });
    expect(screen.getAllByTestId('stat').map((s) => s.textContent)).toEqual([
      'Total Surveys2No earlier data compared with the period before',
      'Total Responses9+50% compared with the period before',
      'Responses per Survey4.5−0.13 compared with the period before',
      'Active Teams1No change compared with the period before',
    ]);
    expect(screen.getByText(/1 survey is still below the threshold and not counted/)).toBeVisible();
    // Answers on two days only: said in words, with dates in the locale's style, and no line of
    // zeros (issue #27).
    expect(screen.getByTestId('daily-summary')).toHaveTextContent(
      'Answers were released on two days only between Nov 1, 2026 and Nov 30, 2026: 3 responses on Nov 10, 2026 and 6 responses on Nov 24, 2026. A chart shows once answers are released on at least 3 days.',
    );
    expect(screen.queryByTestId('daily-chart')).toBeNull();
    expect(screen.getByText('Nov 24, 2026')).toBeVisible();
    expect(document.body.textContent).not.toMatch(/\d{4}-\d{2}-\d{2}/);
    const trends = screen.getByRole('table', {
      name: 'Responses per survey against the period before',
    });
    expect(within(trends).getByRole('row', { name: 'Weekly pulse 9 +50%' })).toBeVisible();
    expect(screen.getByText('6 responses to Weekly pulse')).toBeVisible();
    expect(api.requests.some((r) => /^\/api\/analytics\?range=30d&t=\d+$/.test(r.url))).toBe(true);

    await user.selectOptions(screen.getByLabelText('Range'), '7d');
    await waitFor(() =>
      expect(api.requests.some((r) => r.url.startsWith('/api/analytics?range=7d'))).toBe(true),
    );
  });

  it('says when loading failed and offers Retry', async () => {
    let calls = 0;
    await openAnalytics((_, res) => {
      calls += 1;
      if (calls === 1) {
        // What the server answers when its data store is down.
        return sendJson(res, 503, {
          message: 'Server temporarily unavailable',
          errorType: 'server_error',
          details: 'Stored data cannot be reached right now. Please try again in a few minutes.',
        });
      }
      sendJson(res, 200, anAnalytics());
    });
    expect(await screen.findByText('Failed to load analytics data')).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Daily Responses' })).toBeVisible();
  });

  it('shows question insights: completion, ratings as x/5, top answers and a list beside each chart', async () => {
    const base = {
      surveyId: 's1',
      survey: 'Weekly pulse',
      responses: 9,
      answers: [] as { answer: string; count: number }[],
      topAnswers: [] as { answer: string; count: number }[],
      rating: null,
    };
    await openAnalytics((_, res) =>
      sendJson(
        res,
        200,
        anAnalytics({
          questionInsights: [
            {
              ...base,
              questionId: 'q_rating1',
              question: 'How was your week?',
              type: 'rating',
              answered: 9,
              completionRate: 100,
              answers: [
                { answer: '4/5', count: 6 },
                { answer: '5/5', count: 3 },
              ],
              topAnswers: [
                { answer: '4/5', count: 6 },
                { answer: '5/5', count: 3 },
              ],
              rating: {
                max: 5,
                average: 4.3,
                distribution: [1, 2, 3, 4, 5].map((value) => ({
                  value,
                  count: value === 4 ? 6 : value === 5 ? 3 : 0,
                })),
              },
            },
            {
              ...base,
              questionId: 'q_comment',
              question: 'Anything else?',
              type: 'textarea',
              answered: null,
              completionRate: null,
              comments: { threshold: 5, excerpts: null },
            },
            {
              ...base,
              questionId: 'q_ideas01',
              question: 'One idea for next week?',
              type: 'text',
              answered: 7,
              completionRate: 78,
              comments: {
                threshold: 5,
                excerpts: ['Shorter stand-ups', 'More pairing on the release work'],
              },
            },
          ],
        }),
      ),
    );
    await screen.findByRole('heading', { name: 'Question Insights' });
    const cards = screen.getAllByTestId('question-insight');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]!).getByText('Average 4.3/5')).toBeVisible();
    expect(within(cards[0]!).getByText('100% answered (9 of 9)')).toBeVisible();
    expect(
      within(within(cards[0]!).getByTestId('top-answers'))
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['4/5: 6', '5/5: 3']);
    // (a payload made before groups showed whole may still withhold the answered count)
    expect(within(cards[1]!).getByText('Completion not shown.')).toBeVisible();
    // A text question below the comment threshold says why it shows no words.
    expect(
      within(cards[1]!).getByText('Comments are shown once at least 5 people have answered.'),
    ).toBeVisible();
    expect(within(cards[1]!).queryByRole('list', { name: /^Comments on/ })).toBeNull();
    // Past it: the excerpts, and nothing of who gave them or when.
    const comments = within(cards[2]!).getByRole('list', {
      name: 'Comments on One idea for next week?',
    });
    expect(
      within(comments)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Shorter stand-ups', 'More pairing on the release work']);
    expect(within(cards[2]!).queryByText(/Comments are shown once/)).toBeNull();
    // The rule in words: a group shows whole once it reaches its threshold, nothing before.
    expect(screen.getByTestId('insights-rules')).toHaveTextContent(
      "An anonymous survey's questions show once at least its threshold of people have answers released in the range, and then in full",
    );
  });

  it('shows a 0-10 question’s eNPS and the round trends’ participation and average rating', async () => {
    const analytics = anAnalytics({
      questionInsights: [
        {
          surveyId: 's1',
          survey: 'Weekly pulse',
          questionId: 'q_enps0001',
          question: 'Would you recommend us?',
          type: 'rating',
          responses: 6,
          answered: 6,
          completionRate: 100,
          answers: [
            { answer: '6/10', count: 1 },
            { answer: '8/10', count: 2 },
            { answer: '10/10', count: 3 },
          ],
          topAnswers: [{ answer: '10/10', count: 3 }],
          rating: {
            max: 10,
            average: 8.7,
            distribution: Array.from({ length: 11 }, (_, value) => ({
              value,
              count: value === 10 ? 3 : value === 8 ? 2 : value === 6 ? 1 : 0,
            })),
          },
          enps: { score: 33, promoters: 3, passives: 2, detractors: 1 },
        },
      ],
    });
    analytics.trends.rounds = [
      {
        surveyId: 's1',
        survey: 'Weekly pulse',
        hiddenRounds: 0,
        points: [
          {
            round: 1,
            openedOn: '2026-11-02',
            responded: 6,
            invited: 6,
            responseRate: 100,
            average: 3,
            scale: 5,
          },
        ],
      },
    ];
    await openAnalytics((_, res) => sendJson(res, 200, analytics));
    const [card] = await screen.findAllByTestId('question-insight');
    expect(within(card!).getByTestId('rating-average')).toHaveTextContent('Average 8.7/10');
    expect(within(card!).getByTestId('question-enps')).toHaveTextContent(
      'eNPS +33: 3 promoters (9-10), 2 passives (7-8), 1 detractors (0-6)',
    );
    const rounds = screen.getByRole('region', { name: 'Round Trends' });
    expect(within(rounds).getByRole('columnheader', { name: 'Participation' })).toBeInTheDocument();
    expect(
      within(rounds).getByRole('columnheader', { name: 'Average rating' }),
    ).toBeInTheDocument();
    expect(within(rounds).getByText('3.0/5')).toBeInTheDocument();
    expect(within(rounds).getByText('100%')).toBeInTheDocument();
  });

  it('shows the empty state with links to surveys and teams', async () => {
    await openAnalytics((_, res) =>
      sendJson(res, 200, anAnalytics({ totalSurveys: 0, totalResponses: 0 })),
    );
    expect(await screen.findByRole('heading', { name: 'No Analytics Yet' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to Surveys' })).toHaveAttribute('href', '/surveys');
    expect(screen.getByRole('link', { name: 'Go to Teams' })).toHaveAttribute('href', '/teams');
    expect(screen.queryByRole('button', { name: 'Export CSV' })).not.toBeInTheDocument();
  });

  it('draws the round trends as a chart per scale with a line per question, a hidden round a gap, and every figure in the table under it', async () => {
    const analytics = anAnalytics();
    analytics.trends.rounds = [
      {
        surveyId: 's1',
        survey: 'Weekly pulse',
        hiddenRounds: 1,
        questions: [
          { questionId: 'q1', question: 'How was your week?', min: 1, max: 5, enps: false },
          {
            questionId: 'q2',
            question: 'How likely are you to recommend the team to a friend looking for work?',
            min: 0,
            max: 10,
            enps: true,
          },
        ],
        points: [
          {
            round: 1,
            openedOn: '2026-11-02',
            responded: 3,
            invited: 3,
            responseRate: 100,
            average: 3,
            scale: 5,
            questions: [
              { questionId: 'q1', answered: 3, average: 3, enps: null },
              { questionId: 'q2', answered: 3, average: 8.3, enps: 33 },
            ],
          },
          {
            round: 3,
            openedOn: '2026-11-16',
            responded: 3,
            invited: 4,
            responseRate: 75,
            average: 4.7,
            scale: 5,
            questions: [
              { questionId: 'q1', answered: 3, average: 4.7, enps: null },
              { questionId: 'q2', answered: 3, average: 10, enps: 100 },
            ],
          },
        ],
      },
    ];
    await openAnalytics((_, res) => sendJson(res, 200, analytics));
    const rounds = await screen.findByRole('region', { name: 'Round Trends' });
    const charts = await within(rounds).findAllByTestId('round-trend-chart', undefined, {
      timeout: 15_000,
    });
    expect(charts.map((c) => c.dataset.chart)).toEqual([
      'Average rating (1-5)',
      'eNPS (-100 to +100)',
    ]);
    // The legend names each line; a long question is cut, its whole text in the title.
    const legend = within(charts[1]!).getByTestId('legend-label');
    expect(legend.textContent).toMatch(/…$/);
    expect(legend.closest('li')).toHaveAttribute(
      'title',
      'How likely are you to recommend the team to a friend looking for work?',
    );
    expect(within(rounds).getByTestId('hidden-rounds')).toHaveTextContent(
      '1 round is hidden: fewer answers were released in it than the survey’s anonymity threshold.',
    );
    // The table under the chart: every round, the hidden one as a gap, every figure in words.
    const table = within(rounds).getByRole('table', { name: 'Weekly pulse: every round' });
    expect(
      within(table)
        .getAllByRole('row')
        .map((r) => r.textContent),
    ).toEqual([
      'RoundOpenedRespondedParticipationAverage ratingHow was your week?How likely are you to recommend the team to a friend looking for work?',
      'Round 1Nov 2, 20263 of 3100%3.0/53.0/58.3/10, eNPS +33',
      'Round 2Hidden: below the anonymity threshold—————',
      'Round 3Nov 16, 20263 of 475%4.7/54.7/510.0/10, eNPS +100',
    ]);
  });

  it('says in words when only one round shows, instead of a line of one point', async () => {
    const analytics = anAnalytics();
    analytics.trends.rounds = [
      {
        surveyId: 's1',
        survey: 'Weekly pulse',
        hiddenRounds: 2,
        points: [
          {
            round: 2,
            openedOn: '2026-11-09',
            responded: 4,
            invited: 5,
            responseRate: 80,
            average: 3.5,
            scale: 5,
          },
        ],
      },
    ];
    await openAnalytics((_, res) => sendJson(res, 200, analytics));
    const rounds = await screen.findByRole('region', { name: 'Round Trends' });
    expect(within(rounds).getByTestId('round-trend-words')).toHaveTextContent(
      'Only round 2 shows so far: a line is drawn once two rounds reach the threshold.',
    );
    expect(within(rounds).queryByTestId('round-trend-chart')).toBeNull();
    expect(within(rounds).getByTestId('hidden-rounds')).toHaveTextContent('2 rounds are hidden');
  });

  it('keeps the range, team and survey in the address, asks for them, and offers all surveys back after a bad filter', async () => {
    const filters = {
      survey: null,
      team: 't-alpha-01',
      surveys: [
        { id: 's-alpha-01', title: 'Alpha pulse', teamIds: ['t-alpha-01'] },
        { id: 's-beta-001', title: 'Beta pulse', teamIds: ['t-beta-001'] },
      ],
      teams: [
        { id: 't-alpha-01', name: 'Alpha crew' },
        { id: 't-beta-001', name: 'Beta crew' },
      ],
    };
    const { user, api, router } = await openAnalytics((req, res) => {
      if (req.url.includes('survey=s-nope')) {
        return sendJson(res, 400, {
          message: 'Please check your information',
          errorType: 'validation_error',
          details: 'survey: No survey you manage has this id',
        });
      }
      const url = new URL(req.url, 'http://x');
      sendJson(res, 200, {
        ...anAnalytics(),
        filters: {
          ...filters,
          team: url.searchParams.get('team'),
          survey: url.searchParams.get('survey'),
        },
      });
    }, '/analytics?range=7d&team=t-alpha-01');
    await waitFor(() =>
      expect(
        api.requests.some((r) => /^\/api\/analytics\?range=7d&team=t-alpha-01&t=\d+$/.test(r.url)),
      ).toBe(true),
    );
    const team = await screen.findByLabelText('Team');
    expect(team).toHaveValue('t-alpha-01');
    expect(screen.getByLabelText('Range')).toHaveValue('7d');
    // The survey list holds the team's surveys only, once the answer naming them has come.
    const survey = screen.getByLabelText('Survey');
    await waitFor(() =>
      expect(
        within(survey)
          .getAllByRole('option')
          .map((o) => o.textContent),
      ).toEqual(['All surveys of this team', 'Alpha pulse']),
    );
    await user.selectOptions(survey, 's-alpha-01');
    await waitFor(() =>
      expect(router.state.location.search).toBe('?range=7d&team=t-alpha-01&survey=s-alpha-01'),
    );
    await waitFor(() =>
      expect(
        api.requests.some((r) =>
          r.url.startsWith('/api/analytics?range=7d&survey=s-alpha-01&team=t-alpha-01'),
        ),
      ).toBe(true),
    );
    // Another team: the survey of the first one is dropped from the address.
    await user.selectOptions(screen.getByLabelText('Team'), 't-beta-001');
    await waitFor(() => expect(router.state.location.search).toBe('?range=7d&team=t-beta-001'));
    // Back to the default range: the address says nothing of it.
    await user.selectOptions(screen.getByLabelText('Range'), '30d');
    await waitFor(() => expect(router.state.location.search).toBe('?team=t-beta-001'));

    // A filter that is not one of the manager's (an old link): said, and undone in one click.
    await router.navigate('/analytics?survey=s-nope');
    expect(await screen.findByText('These filters cannot be shown')).toBeVisible();
    expect(screen.getByText('No survey you manage has this id.')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Show all surveys and teams' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(await screen.findByRole('heading', { name: 'Daily Responses' })).toBeVisible();
  });

  it('fits chart labels to the width: cut with an ellipsis, the whole text kept', () => {
    const title = 'Quarterly engineering pulse for the platform and infrastructure teams';
    const wide = fitLabels([title, 'Short'], 1200);
    expect(wide.fitted).toEqual([title, 'Short']);
    const narrow = fitLabels([title, 'Short'], 300);
    // At most 40 % of the chart, never under 48 px; every label fits its margin.
    expect(narrow.margin).toBe(120);
    expect(narrow.fitted[0]).toMatch(/^Quarterly.*…$/);
    expect(narrow.fitted[0]!.length).toBeLessThan(title.length);
    expect(narrow.fitted[1]).toBe('Short');
  });

  it('shows the whole survey title in the Top Surveys table however the chart cuts it', async () => {
    const title = 'Quarterly engineering pulse for the platform and infrastructure teams';
    await openAnalytics((_, res) =>
      sendJson(
        res,
        200,
        anAnalytics({
          topSurveys: [{ title, team: 'Platform', responseRate: 100, responses: 9 }],
        }),
      ),
    );
    const top = await screen.findByRole('region', { name: 'Top Surveys' });
    expect(within(top).getByRole('table', { name: 'Top surveys' })).toHaveTextContent(title);
  });
});
