import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { QuestionResult, SurveyResults } from '#shared/api/results';
import { sendJson, type ApiServer } from '../../../test/api-server';
import { renderApp } from '../../../test/render';
import { signedInApi, type Handler } from '../../../test/signed-in-api';
import { SURVEY_ID } from '../test/survey-fixtures';

let server: ApiServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
  vi.restoreAllMocks();
});

const RESULTS = `/api/surveys/${SURVEY_ID}/results`;

const rating = (over: Partial<QuestionResult> = {}): QuestionResult => ({
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
  ...over,
});

const enps: QuestionResult = {
  questionId: 'q_enps001',
  question: 'Would you recommend working here?',
  type: 'rating',
  answered: 6,
  rating: {
    min: 0,
    max: 10,
    average: 7.8,
    distribution: Array.from({ length: 11 }, (_, value) => ({
      value,
      count: value === 10 ? 2 : [3, 7, 8, 9].includes(value) ? 1 : 0,
    })),
  },
  enps: { score: 33, promoters: 3, passives: 2, detractors: 1 },
  choices: null,
  comments: null,
  change: null,
};

const comment: QuestionResult = {
  questionId: 'q_comment',
  question: 'What should change?',
  type: 'textarea',
  answered: 6,
  rating: null,
  enps: null,
  choices: null,
  comments: {
    threshold: 5,
    excerpts: ['I love the new rota', 'Terrible meetings', 'We met on Tuesday'],
  },
  change: null,
};

const rounds: SurveyResults['rounds'] = [
  {
    round: 1,
    openedOn: '2026-11-02',
    invited: 6,
    responded: 6,
    participation: 100,
    shown: true,
    closed: false,
  },
  {
    round: 2,
    openedOn: '2026-11-09',
    invited: 7,
    responded: 3,
    participation: 43,
    shown: true,
    closed: false,
  },
  {
    round: 3,
    openedOn: '2026-11-16',
    invited: 7,
    responded: 0,
    participation: 0,
    shown: false,
    closed: false,
  },
];

const survey = { id: SURVEY_ID, title: 'Team pulse', isAnonymous: true, anonymityThreshold: 3 };

const allRounds: SurveyResults = {
  survey,
  rounds,
  round: null,
  status: 'shown',
  responses: 9,
  participation: 45,
  comparedWith: null,
  questions: [rating(), enps, comment],
};

const roundTwo: SurveyResults = {
  ...allRounds,
  round: 2,
  responses: 3,
  participation: 43,
  comparedWith: 1,
  questions: [
    rating({
      answered: 3,
      rating: {
        min: 1,
        max: 5,
        average: 4.3,
        distribution: [0, 0, 0, 2, 1].map((count, i) => ({ value: i + 1, count })),
      },
      change: { average: 1, enps: null },
    }),
    { ...enps, enps: { ...enps.enps!, score: 100 }, change: { average: 1.9, enps: 67 } },
    { ...comment, answered: 0, comments: { threshold: 5, excerpts: null } },
  ],
};

const waiting = (round: number | null): SurveyResults => ({
  ...allRounds,
  round,
  status: 'waiting',
  responses: null,
  participation: null,
  comparedWith: null,
  questions: [],
});

async function openPage(routes: Record<string, Handler>) {
  const user = userEvent.setup();
  server = await signedInApi(routes);
  renderApp(`/surveys/${SURVEY_ID}/responses`, { apiBaseUrl: server.baseUrl });
  await screen.findByRole('heading', { level: 1, name: 'Survey Responses' }, { timeout: 15_000 });
  return { user, api: server };
}

const card = (name: string) => screen.getByRole('article', { name: new RegExp(name) });

/** The names of the files the page hands to the browser (the link it clicks), in order. */
function savedDownloads(): string[] {
  const saved: string[] = [];
  URL.createObjectURL = vi.fn(() => 'blob:candor-results');
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    saved.push(this.download);
  });
  return saved;
}

describe('the Results tab', () => {
  it('comes first and shows each question’s count, average, distribution, eNPS and comments', async () => {
    await openPage({ [`GET ${RESULTS}`]: (_, res) => sendJson(res, 200, allRounds) });

    expect(screen.getByRole('tab', { name: 'Results', selected: true })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Individual answers' })).toBeVisible();
    await screen.findAllByTestId('question-result');
    expect(screen.getByTestId('results-summary')).toHaveTextContent('Responses9');

    const week = card('How was your week?');
    expect(within(week).getByTestId('answered')).toHaveTextContent('6 answers');
    expect(within(week).getByTestId('average')).toHaveTextContent('3.3/5');
    // The chart is hidden from screen readers; its table says the same counts.
    const table = within(week).getByRole('table', { name: 'Answers to “How was your week?”' });
    expect(
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => row.textContent),
    ).toEqual(['11', '21', '31', '41', '52']);
    expect(await within(week).findByTestId('distribution-chart')).toHaveAttribute(
      'aria-hidden',
      'true',
    );

    const recommend = card('Would you recommend');
    expect(within(recommend).getByTestId('average')).toHaveTextContent('7.8/10');
    expect(within(recommend).getByTestId('enps')).toHaveTextContent('+33');
    expect(recommend).toHaveTextContent('Promoters (9–10) 3 · Passives (7–8) 2 · Detractors');

    // Each comment labelled by the sentiment of its own words.
    const comments = await within(card('What should change?')).findByTestId('comments');
    expect(
      within(comments)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual([
      '“I love the new rota”Sentiment: Positive',
      '“Terrible meetings”Sentiment: Negative',
      '“We met on Tuesday”Sentiment: Neutral',
    ]);
    // All rounds: no change to compare.
    expect(screen.queryByTestId('average-change')).not.toBeInTheDocument();
  });

  it('shows one round with its changes against the last round, and a waiting round in words', async () => {
    const { user } = await openPage({
      [`GET ${RESULTS}`]: (_, res) => sendJson(res, 200, allRounds),
      [`GET ${RESULTS}?round=2`]: (_, res) => sendJson(res, 200, roundTwo),
      [`GET ${RESULTS}?round=3`]: (_, res) => sendJson(res, 200, waiting(3)),
    });
    const picker = await screen.findByRole('combobox', { name: 'Round' });
    await screen.findAllByTestId('question-result');
    expect(
      within(picker)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'All rounds',
      expect.stringMatching(/^Round 1 · /),
      expect.stringMatching(/^Round 2 · /),
      expect.stringMatching(/^Round 3 · .* · waiting$/),
    ]);

    await user.selectOptions(picker, '2');
    await waitFor(() => expect(card('How was your week?')).toHaveTextContent('4.3/5'));
    expect(within(card('How was your week?')).getByTestId('average-change')).toHaveTextContent(
      '+1.0 vs round 1',
    );
    const recommend = card('Would you recommend');
    expect(within(recommend).getByTestId('average-change')).toHaveTextContent('+1.9 vs round 1');
    expect(within(recommend).getByTestId('enps-change')).toHaveTextContent('+67 vs round 1');
    expect(screen.getByTestId('results-summary')).toHaveTextContent('Participation43%3 of 7');
    expect(within(card('What should change?')).getByTestId('comments-withheld')).toHaveTextContent(
      'Comments are shown once at least 5 people have answered.',
    );

    await user.selectOptions(picker, '3');
    const waitingCard = await screen.findByTestId('results-waiting');
    expect(waitingCard).toHaveTextContent('Results of round 3 are waiting for more answers');
    expect(waitingCard).toHaveTextContent('at least 3 people’s answers have been released');
    // Nothing counted: no figure, no card, and nothing to download.
    expect(screen.queryByTestId('question-result')).not.toBeInTheDocument();
    expect(screen.queryByTestId('results-summary')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download CSV' })).toBeDisabled();
  });

  it('says the results failed to load and loads them again on Retry', async () => {
    const { user, api } = await openPage({
      [`GET ${RESULTS}`]: (_, res) =>
        sendJson(res, 500, {
          message: 'Server temporarily unavailable',
          errorType: 'server_error',
        }),
    });
    expect(await screen.findByText('Failed to load results')).toBeVisible();
    api.answer((req, res) =>
      req.url === RESULTS ? sendJson(res, 200, allRounds) : sendJson(res, 404, {}),
    );
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findAllByTestId('question-result')).toHaveLength(3);
    expect(screen.queryByText('Failed to load results')).not.toBeInTheDocument();
  });

  it('downloads the chosen round’s CSV under the server’s name', async () => {
    const saved = savedDownloads();
    const { user, api } = await openPage({
      [`GET ${RESULTS}`]: (_, res) => sendJson(res, 200, allRounds),
      [`GET ${RESULTS}?round=2`]: (_, res) => sendJson(res, 200, roundTwo),
      [`GET ${RESULTS}/export?format=csv&round=2`]: (_, res) => {
        res.writeHead(200, {
          'content-type': 'text/csv; charset=utf-8',
          'content-disposition': 'attachment; filename="candor-results-team-pulse-round-2.csv"',
        });
        res.end('\uFEFFQuestion\r\n');
      },
    });
    await screen.findAllByTestId('question-result');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Round' }), '2');
    await waitFor(() => expect(card('How was your week?')).toHaveTextContent('4.3/5'));
    await user.click(screen.getByRole('button', { name: 'Download CSV' }));
    await waitFor(() => expect(saved).toEqual(['candor-results-team-pulse-round-2.csv']));
    expect(await screen.findByText('Results exported as CSV')).toBeInTheDocument();
    expect(api.requests.map((r) => r.url)).toContain(`${RESULTS}/export?format=csv&round=2`);
  });
  it('downloads the chosen round’s PDF with the page’s date locale, and says why when it cannot', async () => {
    const saved = savedDownloads();
    const locale = encodeURIComponent(new Intl.DateTimeFormat().resolvedOptions().locale);
    let refuse = false;
    const { user, api } = await openPage({
      [`GET ${RESULTS}`]: (_, res) => sendJson(res, 200, allRounds),
      [`GET ${RESULTS}?round=2`]: (_, res) => sendJson(res, 200, roundTwo),
      [`GET ${RESULTS}/export?format=pdf&round=2&locale=${locale}`]: (_, res) => {
        if (refuse) {
          sendJson(res, 409, {
            message:
              'These results are not shown yet: too few people have answered for their answers to stay anonymous.',
            errorType: 'nothing_to_export',
          });
          return;
        }
        res.writeHead(200, {
          'content-type': 'application/pdf',
          'content-disposition': 'attachment; filename="candor-results-team-pulse-round-2.pdf"',
        });
        res.end('%PDF-1.4');
      },
    });
    await screen.findAllByTestId('question-result');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Round' }), '2');
    await waitFor(() => expect(card('How was your week?')).toHaveTextContent('4.3/5'));
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    await waitFor(() => expect(saved).toEqual(['candor-results-team-pulse-round-2.pdf']));
    expect(await screen.findByText('Results exported as PDF')).toBeInTheDocument();
    expect(api.requests.map((r) => r.url)).toContain(
      `${RESULTS}/export?format=pdf&round=2&locale=${locale}`,
    );

    refuse = true;
    await user.click(screen.getByRole('button', { name: 'Download PDF' }));
    expect(await screen.findByText(/too few people have answered/)).toBeInTheDocument();
    expect(saved).toHaveLength(1);
  });

  it('closes the latest open round after saying what closing does, then shows it closed', async () => {
    let closed = false;
    const withClosed = () => ({
      ...allRounds,
      rounds: rounds.map((r) => (r.round === 3 ? { ...r, closed } : { ...r, closed: true })),
    });
    const message =
      'Round 3 is closed. Its invitations no longer take answers; answers still waiting for a group of at least 3 were deleted unread, and everything released stays. Your next send starts round 4.';
    const { user, api } = await openPage({
      [`GET ${RESULTS}`]: (_, res) => sendJson(res, 200, withClosed()),
      [`POST /api/surveys/${SURVEY_ID}/rounds/3/close`]: (_, res) => {
        closed = true;
        sendJson(res, 200, { round: 3, message });
      },
    });
    await screen.findAllByTestId('question-result');
    // Only the latest round, while open; earlier ones closed when the next opened.
    expect(screen.queryByRole('button', { name: 'Close round 2' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close round 3' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Close round 3?' });
    expect(dialog).toHaveTextContent(
      'Answers still waiting for a group of at least 3 people are deleted without anyone reading them; answers already released stay.',
    );
    // Cancel closes nothing.
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(api.requests.some((r) => r.method === 'POST')).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Close round 3' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Close round 3' }),
    );
    expect(await screen.findByText(message)).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Close round 3' })).not.toBeInTheDocument(),
    );
    expect(
      screen.getByRole('option', { name: /Round 3 .* · waiting · closed/ }),
    ).toBeInTheDocument();
  });
});
