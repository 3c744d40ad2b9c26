import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { SurveyResults } from '#shared/api/results';
import type { ResultsShare, SharedResults } from '#shared/api/shares';
import { sendJson, type ApiServer } from '../../../test/api-server';
import { renderApp } from '../../../test/render';
import { bodiesOf, signedInApi } from '../../../test/signed-in-api';
import { SURVEY_ID } from '../test/survey-fixtures';

let server: ApiServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const RESULTS = `/api/surveys/${SURVEY_ID}/results`;
const SHARES = `/api/surveys/${SURVEY_ID}/shares`;
const PREVIEW = `/api/surveys/${SURVEY_ID}/rounds/1/shares/preview`;
const CREATE = `/api/surveys/${SURVEY_ID}/rounds/1/shares`;
const NOTE = 'We will shorten meetings.';

const results = (round: number | null): SurveyResults => ({
  survey: { id: SURVEY_ID, title: 'Team pulse', isAnonymous: true, anonymityThreshold: 3 },
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
  ],
  round,
  status: 'shown',
  responses: 6,
  participation: 100,
  comparedWith: null,
  questions: [
    {
      questionId: 'q1',
      question: 'How was your week?',
      type: 'rating',
      answered: 6,
      rating: { min: 1, max: 5, average: 3.3, distribution: [{ value: 3, count: 6 }] },
      enps: null,
      choices: null,
      comments: null,
      change: null,
    },
  ],
});

const preview: SharedResults = {
  survey: { title: 'Team pulse', isAnonymous: true, anonymityThreshold: 3 },
  round: 1,
  openedOn: '2026-11-02',
  sharedOn: '2026-11-20',
  sharedBy: 'Ana Lee',
  note: NOTE,
  responses: 6,
  participation: 100,
  rounds: results(1).rounds,
  comparedWith: null,
  questions: results(1).questions,
  includeComments: false,
};

const share: ResultsShare = {
  id: 'a'.repeat(64),
  round: 1,
  sharedBy: 'Ana Lee',
  sharedAt: '2026-11-20T10:00:00.000Z',
  includeComments: false,
  revokedAt: null,
  mailed: null,
};

describe('sharing a round from the Results tab', () => {
  it('previews with comments off, shares, shows the link once and lists the share', async () => {
    const user = userEvent.setup();
    let shares: ResultsShare[] = [];
    server = await signedInApi({
      [`GET ${RESULTS}`]: (_, res) => sendJson(res, 200, results(null)),
      [`GET ${RESULTS}?round=1`]: (_, res) => sendJson(res, 200, results(1)),
      [`GET ${RESULTS}/teams?round=1`]: (_, res) => sendJson(res, 404, {}),
      [`GET ${RESULTS}/teams`]: (_, res) => sendJson(res, 404, {}),
      [`GET ${SHARES}`]: (_, res) => sendJson(res, 200, { shares }),
      [`POST ${PREVIEW}`]: (_, res) => sendJson(res, 200, preview),
      [`POST ${CREATE}`]: (_, res) => {
        shares = [{ ...share, mailed: 6 }];
        sendJson(res, 201, {
          share: { ...share, mailed: 0 },
          path: '/shared/AbCdEfGhIjKlMnOpQrStUvWx',
        });
      },
    });
    renderApp(`/surveys/${SURVEY_ID}/responses`, { apiBaseUrl: server.baseUrl });
    await screen.findAllByTestId('question-result', {}, { timeout: 15_000 });
    // Every round together cannot be shared: only one round's results.
    expect(screen.queryByRole('button', { name: 'Share with the team' })).toBeNull();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Round' }), '1');
    await user.click(await screen.findByRole('button', { name: 'Share with the team' }));

    const dialog = await screen.findByRole('dialog', { name: 'Share round 1’s results' });
    expect(within(dialog).getByRole('checkbox', { name: /Include comments/ })).not.toBeChecked();
    // The link is e-mailed to the round's invited people unless the manager unticks it.
    expect(
      within(dialog).getByRole('checkbox', { name: /E-mail the link to the people invited/ }),
    ).toBeChecked();
    await user.type(within(dialog).getByLabelText(/Note to the team/), NOTE);
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    const shown = await within(dialog).findByTestId('share-preview');
    expect(within(shown).getByTestId('shared-note')).toHaveTextContent(NOTE);
    expect(bodiesOf(server, 'POST', PREVIEW)).toEqual([
      { note: NOTE, includeComments: false, mailInvited: true },
    ]);
    const invited = preview.rounds.find((r) => r.round === 1)?.invited ?? 0;
    expect(invited).toBeGreaterThan(0);
    expect(within(dialog).getByTestId('share-mail-count')).toHaveTextContent(
      `${invited} ${invited === 1 ? 'person' : 'people'} invited to this round will get an e-mail`,
    );

    await user.click(within(dialog).getByRole('button', { name: 'Share' }));
    const done = await screen.findByRole('dialog', { name: 'Results shared' });
    expect(within(done).getByLabelText('Shared page')).toHaveValue(
      `${window.location.origin}/shared/AbCdEfGhIjKlMnOpQrStUvWx`,
    );
    await user.click(within(done).getByRole('button', { name: 'Done' }));
    await waitFor(() =>
      expect(screen.getByTestId('results-shares')).toHaveTextContent(
        'Round 1, shared by Ana Lee on Nov 20, 2026, e-mailed to 6 people',
      ),
    );
  });

  it('says a note over 2000 characters is too long and sends nothing', async () => {
    const user = userEvent.setup();
    server = await signedInApi({
      [`GET ${RESULTS}`]: (_, res) => sendJson(res, 200, results(null)),
      [`GET ${RESULTS}?round=1`]: (_, res) => sendJson(res, 200, results(1)),
      [`GET ${SHARES}`]: (_, res) => sendJson(res, 200, { shares: [] }),
    });
    renderApp(`/surveys/${SURVEY_ID}/responses`, { apiBaseUrl: server.baseUrl });
    await screen.findAllByTestId('question-result', {}, { timeout: 15_000 });
    await user.selectOptions(screen.getByRole('combobox', { name: 'Round' }), '1');
    await user.click(await screen.findByRole('button', { name: 'Share with the team' }));
    const dialog = await screen.findByRole('dialog', { name: 'Share round 1’s results' });
    const note = within(dialog).getByLabelText(/Note to the team/);
    await user.click(note);
    await user.paste('x'.repeat(2001));
    await user.click(within(dialog).getByRole('button', { name: 'Preview' }));
    expect(
      await within(dialog).findByText('The note must be at most 2000 characters'),
    ).toBeVisible();
    expect(bodiesOf(server, 'POST', PREVIEW)).toEqual([]);
    expect(note).toHaveValue('x'.repeat(2001));
  });
});
