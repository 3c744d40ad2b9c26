import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { sendJson, type ApiServer } from '../../../test/api-server';
import { renderApp } from '../../../test/render';
import { signedInApi, type Handler } from '../../../test/signed-in-api';
import {
  aResponse,
  aResponsesPage,
  checkboxQuestion,
  choiceQuestion,
  ratingQuestion,
  SURVEY_ID,
  textQuestion,
} from '../test/survey-fixtures';

let server: ApiServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

const REGULAR = `/api/surveys/${SURVEY_ID}/responses`;
const EMAIL = `/api/surveys/${SURVEY_ID}/email-responses`;

async function openPage(routes: Record<string, Handler>) {
  const user = userEvent.setup();
  server = await signedInApi(routes);
  const view = renderApp(`/surveys/${SURVEY_ID}/responses`, { apiBaseUrl: server.baseUrl });
  await screen.findByRole('heading', { level: 1, name: 'Survey Responses' }, { timeout: 15_000 });
  // Results come first; the individual answers are one tab away.
  await user.click(screen.getByRole('tab', { name: 'Individual answers' }));
  return { user, api: server, ...view };
}

const counts = { all: 3, regular: 2, email: 1 };
/** A named survey: e-mailed responses keep the address, days are submission days. */
const named = { ...aResponsesPage().survey, isAnonymous: false };

const regularPage = aResponsesPage({
  survey: named,
  release: null,
  total: 3,
  counts,
  responses: [
    aResponse({ id: 'r1', submittedAt: '2026-03-05', sentiment: 0.8 }),
    aResponse({
      id: 'r2',
      submittedAt: '2026-03-03',
      sentiment: 0.1,
      responses: [
        { questionId: ratingQuestion.id, value: 1 },
        { questionId: choiceQuestion.id, value: null },
        { questionId: checkboxQuestion.id, value: [] },
        { questionId: textQuestion.id, value: '   ' },
      ],
    }),
  ],
});

const emailPage = aResponsesPage({
  survey: named,
  release: null,
  total: 3,
  counts,
  responses: [
    aResponse({
      id: 'e1',
      source: 'email',
      email: 'ana@example.com',
      submittedAt: '2026-03-04',
      sentiment: 0.5,
      responses: [{ questionId: ratingQuestion.id, value: 3 }],
    }),
  ],
});

/** Each answer of a response card as [question, answer]. */
function answersOf(card: HTMLElement) {
  return [...card.querySelectorAll('dt')].map((dt) => [
    dt.textContent,
    dt.nextElementSibling?.querySelector('ul')
      ? [...dt.nextElementSibling.querySelectorAll('li')].map((li) => li.textContent)
      : dt.nextElementSibling?.textContent,
  ]);
}

describe('survey responses page', () => {
  it('shows tabs with counts and each answer under its question', async () => {
    const { user } = await openPage({
      [`GET ${REGULAR}`]: (_, res) => sendJson(res, 200, regularPage),
      [`GET ${EMAIL}`]: (_, res) => sendJson(res, 200, emailPage),
    });

    expect(await screen.findByRole('tab', { name: 'All (3)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(screen.getByRole('tab', { name: 'Regular (2)' })).toBeVisible();
    expect(screen.getByRole('tab', { name: 'Email (1)' })).toBeVisible();
    expect(screen.getByTestId('total-responses')).toHaveTextContent('Total responses: 3');
    expect(screen.queryByTestId('release-note')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Surveys' })).toHaveAttribute(
      'href',
      '/surveys',
    );

    // All: both sources, newest day first.
    const cards = screen.getAllByTestId('response');
    expect(cards).toHaveLength(3);
    expect(cards.map((card) => within(card).getByText(/^Submitted/).textContent)).toEqual([
      'Submitted Mar 5, 2026',
      'Submitted Mar 4, 2026 · ana@example.com',
      'Submitted Mar 3, 2026',
    ]);
    const [first, second, third] = cards as [HTMLElement, HTMLElement, HTMLElement];
    expect(answersOf(first)).toEqual([
      ['How was your week?', '4/5'],
      ['What took most of your time?', 'Focused work'],
      ['Which tools helped?', ['Chat', 'Video calls']],
      ['Anything else?', 'Calmer than last week'],
    ]);
    expect(within(first).getByText('Positive')).toBeVisible();
    expect(within(second).getByText('Neutral')).toBeVisible();
    expect(within(second).getByText('Email')).toBeVisible();
    // Empty answers are left out.
    expect(answersOf(third)).toEqual([['How was your week?', '1/5']]);
    expect(within(third).getByText('Negative')).toBeVisible();

    await user.click(screen.getByRole('tab', { name: 'Email (1)' }));
    await waitFor(() => expect(screen.getAllByTestId('response')).toHaveLength(1));
    expect(screen.getByTestId('response')).toHaveTextContent('ana@example.com');

    await user.click(screen.getByRole('tab', { name: 'Regular (2)' }));
    await waitFor(() => expect(screen.getAllByTestId('response')).toHaveLength(2));
    expect(screen.queryByText(/ana@example.com/)).not.toBeInTheDocument();
  });

  it('shows the eNPS of a 0-10 question the server gives, and no eNPS card without one', async () => {
    const enps = [
      {
        questionId: 'q_recommend01',
        question: 'How likely are you to recommend this company as a place to work?',
        score: -20,
        answered: 10,
        promoters: 30,
        passives: 20,
        detractors: 50,
      },
    ];
    await openPage({
      [`GET ${REGULAR}`]: (_, res) => sendJson(res, 200, { ...regularPage, enps }),
      [`GET ${EMAIL}`]: (_, res) => sendJson(res, 200, { ...emailPage, enps }),
    });
    const card = await screen.findByRole('region', {
      name: 'Employee Net Promoter Score (eNPS)',
    });
    expect(within(card).getByTestId('enps-score')).toHaveTextContent('−20');
    expect(card).toHaveTextContent('from 10 answers');
    expect(card).toHaveTextContent(
      'Promoters (9–10) 30% · Passives (7–8) 20% · Detractors (0–6) 50%',
    );
    expect(card).toHaveTextContent('How likely are you to recommend this company');
  });

  it('shows no eNPS card when the server gives none (no 0-10 question, or too few answers)', async () => {
    await openPage({
      [`GET ${REGULAR}`]: (_, res) => sendJson(res, 200, { ...regularPage, enps: [] }),
      [`GET ${EMAIL}`]: (_, res) => sendJson(res, 200, emailPage),
    });
    await screen.findByRole('tab', { name: 'All (3)' });
    expect(screen.queryByTestId('enps')).not.toBeInTheDocument();
  });

  it('shows one round’s e-mailed responses with its figures, or every round', async () => {
    const round = (n: number) => ({
      round: n,
      origin: n === 1 ? 'manual' : 'automation',
      automation_id: n === 1 ? null : 'a1',
      opened_at: `2026-03-0${n}T09:00:00.000Z`,
      invited: 4,
      responded: n === 1 ? 1 : 0,
      response_rate: n === 1 ? 25 : 0,
      withheld: n === 1,
    });
    const roundOne = {
      ...emailPage,
      round: { round: 1, invited: 4, responded: 1, response_rate: 25, withheld: true },
    };
    const { user, api } = await openPage({
      [`GET ${REGULAR}`]: (_, res) => sendJson(res, 200, regularPage),
      [`GET ${EMAIL}`]: (_, res) => sendJson(res, 200, emailPage),
      [`GET ${EMAIL}?round=1`]: (_, res) => sendJson(res, 200, roundOne),
      [`GET ${EMAIL}?round=2`]: (_, res) =>
        sendJson(res, 200, {
          ...emailPage,
          responses: [],
          round: { round: 2, invited: 4, responded: 0, response_rate: 0, withheld: false },
        }),
      [`GET /api/surveys/${SURVEY_ID}/invitations`]: (_, res) =>
        sendJson(res, 200, {
          invitations: [],
          nextCursor: null,
          responded: null,
          rounds: [round(1), round(2)],
        }),
    });
    await user.click(await screen.findByRole('tab', { name: 'Email (1)' }));
    const picker = await screen.findByRole('combobox', { name: 'Round' });
    expect(picker).toHaveValue('all');
    expect(screen.queryByTestId('round-summary')).not.toBeInTheDocument();

    await user.selectOptions(picker, '1');
    const summary = await screen.findByTestId('round-summary');
    expect(summary).toHaveTextContent('Round 1: 1 of 4 invited responded (25%)');
    expect(summary).toHaveTextContent('Some late answers of this round were too few to show');
    // The round's own answers come in a request of their own, maybe after its figures.
    await waitFor(() => expect(screen.getAllByTestId('response')).toHaveLength(1));
    expect(api.requests.some((r) => r.url === `${EMAIL}?round=1`)).toBe(true);

    await user.selectOptions(picker, '2');
    await waitFor(() =>
      expect(screen.getByTestId('round-summary')).toHaveTextContent('Round 2: 0 of 4'),
    );
    expect(screen.getByText('No responses of this round are shown yet.')).toBeVisible();

    await user.selectOptions(picker, 'all');
    await waitFor(() => expect(screen.getAllByTestId('response')).toHaveLength(1));
    expect(screen.queryByTestId('round-summary')).not.toBeInTheDocument();
  });

  it('says at what number an anonymous survey shows results, counting nothing before', async () => {
    // Nothing released yet: each source's page gives the threshold, never a countdown.
    const below = { total: 0, counts: null, responses: [] };
    await openPage({
      [`GET ${REGULAR}`]: (_, res) => sendJson(res, 200, aResponsesPage({ ...below, needed: 3 })),
      [`GET ${EMAIL}`]: (_, res) => sendJson(res, 200, aResponsesPage({ ...below, needed: 3 })),
    });

    const panel = await screen.findByTestId('threshold-panel');
    expect(
      within(panel).getByRole('heading', { name: 'Results appear at 3 responses' }),
    ).toBeVisible();
    expect(panel).toHaveTextContent('shown in groups of at least 3');
    expect(panel).toHaveTextContent('this page does not count the answers that came in');
    // No count so far, no progress bar.
    expect(panel).not.toHaveTextContent(/so far|more needed/);
    expect(within(panel).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(within(panel).getByRole('textbox', { name: 'Public survey link' })).toHaveValue(
      `${window.location.origin}/survey/${SURVEY_ID}`,
    );
    expect(screen.getByTestId('total-responses')).toHaveTextContent('Released responses: 0');
    expect(screen.getByTestId('release-note')).toHaveTextContent(
      'Answers are released in groups of at least 3, at most once a day, so no one can tell who gave which answer.',
    );
    // No source tabs (the Results and Individual answers tabs stay).
    expect(screen.queryByRole('tab', { name: /^All/ })).not.toBeInTheDocument();
    expect(screen.queryByTestId('response')).not.toBeInTheDocument();
  });

  it('holds back e-mailed responses of an anonymous survey until they reach the threshold', async () => {
    // Counts are of released answers: whatever e-mailed ones came in wait for a group.
    const mixed = { all: 2, regular: 2, email: 0 };
    const { user } = await openPage({
      [`GET ${REGULAR}`]: (_, res) =>
        sendJson(
          res,
          200,
          aResponsesPage({ total: 2, counts: mixed, responses: regularPage.responses }),
        ),
      [`GET ${EMAIL}`]: (_, res) =>
        sendJson(res, 200, aResponsesPage({ total: 2, needed: 3, counts: mixed, responses: [] })),
    });

    expect(await screen.findByRole('tab', { name: 'All (2)' })).toBeVisible();
    expect(screen.getAllByTestId('response')).toHaveLength(2);
    expect(screen.getByTestId('email-held-back')).toHaveTextContent(
      'Nothing from e-mailed links is shown yet',
    );
    expect(screen.getByTestId('email-held-back')).toHaveTextContent(
      'answers from e-mailed links show once at least 3 of them can be released together',
    );
    expect(screen.getByTestId('email-held-back')).not.toHaveTextContent(/so far|\d more/);
    expect(screen.queryByTestId('threshold-panel')).not.toBeInTheDocument();

    expect(screen.queryByTestId('regular-held-back')).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Email (0)' }));
    await waitFor(() => expect(screen.queryAllByTestId('response')).toHaveLength(0));
    expect(screen.getByTestId('email-held-back')).toBeVisible();
    expect(screen.queryByText('No responses through e-mailed links yet.')).not.toBeInTheDocument();
  });

  it('says how answers are released, when each source last was, and that a group is waiting', async () => {
    const released = { all: 5, regular: 5, email: 3 };
    const { user } = await openPage({
      [`GET ${REGULAR}`]: (_, res) =>
        sendJson(
          res,
          200,
          aResponsesPage({
            total: 8,
            counts: released,
            release: { groupSize: 5, lastReleasedOn: '2026-03-05', waiting: true },
            responses: [aResponse({ id: 'r1', submittedAt: '2026-03-05' })],
          }),
        ),
      [`GET ${EMAIL}`]: (_, res) =>
        sendJson(
          res,
          200,
          aResponsesPage({
            total: 8,
            counts: released,
            release: { groupSize: 5, lastReleasedOn: '2026-03-02', waiting: false },
            responses: [aResponse({ id: 'e1', source: 'email', submittedAt: '2026-03-02' })],
          }),
        ),
    });

    const note = await screen.findByRole('region', { name: 'How answers are released' });
    expect(note).toHaveTextContent(
      'Answers are released in groups of at least 5, at most once a day, so no one can tell who gave which answer.',
    );
    expect(within(note).getByTestId('release-regular')).toHaveTextContent(
      'Open link: last released Mar 5, 2026.',
    );
    expect(within(note).getByTestId('release-email')).toHaveTextContent(
      'E-mailed links: last released Mar 2, 2026.',
    );
    // Waiting is said once, for the survey: not which source holds an answer back.
    expect(within(note).getByTestId('release-waiting')).toHaveTextContent(
      'A group of answers is complete and waits for the next release.',
    );
    expect(within(note).getByTestId('release-regular')).not.toHaveTextContent(/waiting/);
    expect(within(note).getByTestId('release-email')).not.toHaveTextContent(/waiting/);
    expect(screen.getByTestId('total-responses')).toHaveTextContent('Released responses: 8');
    // The day on a response is its release day, and says so.
    expect(
      screen
        .getAllByTestId('response')
        .map((card) => within(card).getByText(/^Released/).textContent),
    ).toEqual(['Released Mar 5, 2026', 'Released Mar 2, 2026']);
    expect(screen.queryByText(/^Submitted/)).not.toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Email (3)' }));
    await waitFor(() => expect(screen.getAllByTestId('response')).toHaveLength(1));
    expect(screen.getByText('Released Mar 2, 2026')).toBeVisible();
  });

  it('holds back the open link of an anonymous survey while its e-mailed answers show', async () => {
    const mixed = { all: 3, regular: 0, email: 3 };
    await openPage({
      [`GET ${REGULAR}`]: (_, res) =>
        sendJson(res, 200, aResponsesPage({ total: 3, needed: 3, counts: mixed, responses: [] })),
      [`GET ${EMAIL}`]: (_, res) =>
        sendJson(
          res,
          200,
          aResponsesPage({
            total: 3,
            counts: mixed,
            release: { groupSize: 3, lastReleasedOn: '2026-03-04', waiting: false },
            responses: [aResponse({ id: 'e1', source: 'email', submittedAt: '2026-03-04' })],
          }),
        ),
    });

    const held = await screen.findByTestId('regular-held-back');
    expect(held).toHaveTextContent('Nothing from the open link is shown yet');
    // Whether anyone answered through it is not said: that would tell who did.
    expect(held).toHaveTextContent('Until then this page does not say whether any came in.');
    expect(screen.getAllByTestId('response')).toHaveLength(1);
    expect(screen.queryByTestId('threshold-panel')).not.toBeInTheDocument();
  });

  it("says 'Failed to load survey responses' in place of the page", async () => {
    await openPage({
      [`GET ${REGULAR}`]: (_, res) => sendJson(res, 200, regularPage),
      [`GET ${EMAIL}`]: (_, res) => sendJson(res, 500, { message: '', errorType: 'server_error' }),
    });

    const failed = await screen.findByText('Failed to load survey responses');
    expect(failed).toBeVisible();
    // This tab's own Retry (the Results tab, one tab away, may have failed as well).
    const panel = failed.closest('[role="tabpanel"]') as HTMLElement;
    expect(within(panel).getByRole('button', { name: 'Retry' })).toBeVisible();
    // No source tabs (the Results and Individual answers tabs stay).
    expect(screen.queryByRole('tab', { name: /^All/ })).not.toBeInTheDocument();
    expect(screen.queryByTestId('response')).not.toBeInTheDocument();
  });

  it('shows an empty list when access is denied', async () => {
    await openPage({
      [`GET ${REGULAR}`]: (_, res) =>
        sendJson(res, 403, { message: 'Forbidden', errorType: 'forbidden' }),
      [`GET ${EMAIL}`]: (_, res) =>
        sendJson(res, 404, { message: 'Survey not found', errorType: 'not_found' }),
    });

    expect(await screen.findByRole('heading', { name: 'No responses to show' })).toBeVisible();
    expect(screen.getByTestId('total-responses')).toHaveTextContent('Total responses: 0');
    expect(screen.queryByText('Failed to load survey responses')).not.toBeInTheDocument();
  });

  it('treats one refused source as empty and shows the other', async () => {
    await openPage({
      [`GET ${REGULAR}`]: (_, res) => sendJson(res, 200, regularPage),
      [`GET ${EMAIL}`]: (_, res) =>
        sendJson(res, 403, { message: 'Forbidden', errorType: 'forbidden' }),
    });

    expect(await screen.findByRole('tab', { name: 'All (3)' })).toBeVisible();
    expect(screen.getAllByTestId('response')).toHaveLength(2);
  });

  it("shows 'No responses yet' with the link to share", async () => {
    const empty = aResponsesPage();
    await openPage({
      [`GET ${REGULAR}`]: (_, res) => sendJson(res, 200, empty),
      [`GET ${EMAIL}`]: (_, res) => sendJson(res, 200, empty),
    });

    expect(await screen.findByRole('heading', { name: 'No responses yet' })).toBeVisible();
    expect(screen.getByRole('textbox', { name: 'Public survey link' })).toHaveValue(
      `${window.location.origin}/survey/${SURVEY_ID}`,
    );
    expect(screen.getByRole('button', { name: 'Copy link' })).toBeVisible();
  });

  it('loads more of one source with its cursor', async () => {
    const { user, api } = await openPage({
      [`GET ${REGULAR}`]: (_, res) =>
        sendJson(res, 200, {
          ...regularPage,
          responses: regularPage.responses.slice(0, 1),
          nextCursor: 'next-1',
        }),
      [`GET ${REGULAR}?cursor=next-1`]: (_, res) =>
        sendJson(res, 200, { ...regularPage, responses: regularPage.responses.slice(1) }),
      [`GET ${EMAIL}`]: (_, res) => sendJson(res, 200, emailPage),
    });
    await user.click(await screen.findByRole('tab', { name: 'Regular (2)' }));
    await waitFor(() => expect(screen.getAllByTestId('response')).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Load More Responses' }));

    await waitFor(() => expect(screen.getAllByTestId('response')).toHaveLength(2));
    expect(screen.queryByRole('button', { name: 'Load More Responses' })).not.toBeInTheDocument();
    expect(api.requests.filter((req) => req.url.startsWith(EMAIL))).toHaveLength(1);
  });
});
