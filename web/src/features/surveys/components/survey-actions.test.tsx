import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Action } from '#shared/api/actions';
import type { SurveyResults } from '#shared/api/results';
import { sendJson, type ApiServer } from '../../../test/api-server';
import { renderApp } from '../../../test/render';
import { signedInApi } from '../../../test/signed-in-api';
import { SURVEY_ID } from '../test/survey-fixtures';
import { ownerSeries } from './survey-actions';

let server: ApiServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

let n = 0;
const anAction = (over: Partial<Action>): Action => ({
  id: `cccccccc-0000-4000-8000-00000000000${(n += 1)}`,
  surveyId: SURVEY_ID,
  surveyTitle: 'Team pulse',
  round: 1,
  questionId: 'q_rating1',
  question: 'How was your week?',
  what: 'Fewer meetings',
  ownerId: 'u1',
  ownerName: 'Ada Owner',
  dueDate: '2027-02-28',
  status: 'done',
  history: [{ status: 'open', at: '2026-11-29T10:00:00.000Z', byName: 'Ada Owner' }],
  createdAt: '2026-11-29T10:00:00.000Z',
  checkedInRound: null,
  followThrough: null,
  ...over,
});

const shown = (round: number, average: number | null) => ({
  round,
  status: 'shown' as const,
  average,
  answered: 3,
});

const actions = [
  anAction({ what: 'Fewer meetings', checkedInRound: 2, followThrough: shown(2, 4) }),
  anAction({ what: 'A rota', checkedInRound: 2, followThrough: shown(2, 3) }),
  anAction({
    what: 'Quiet hours',
    ownerName: 'Bo Admin',
    checkedInRound: 3,
    followThrough: { round: 3, status: 'waiting', average: null, answered: null },
  }),
  anAction({ what: 'Lunch', ownerName: 'Bo Admin', status: 'open' }),
  anAction({ what: 'Standing desks', checkedInRound: 3, followThrough: shown(3, 2) }),
];

describe('the survey’s actions under its results', () => {
  it('gives each owner a point per round: the mean of their shown scores, none for waiting ones', () => {
    expect(ownerSeries(actions)).toEqual([
      {
        owner: 'Ada Owner',
        points: [
          { round: 2, score: 3.5 },
          { round: 3, score: 2 },
        ],
      },
    ]);
  });

  it('lists each action’s follow-through in words, and the owners over time', async () => {
    const results: SurveyResults = {
      survey: { id: SURVEY_ID, title: 'Team pulse', isAnonymous: true, anonymityThreshold: 3 },
      rounds: [],
      round: null,
      status: 'waiting',
      responses: null,
      participation: null,
      comparedWith: null,
      questions: [],
    };
    server = await signedInApi({
      [`GET /api/surveys/${SURVEY_ID}/results`]: (_, res) => sendJson(res, 200, results),
      [`GET /api/surveys/${SURVEY_ID}/actions`]: (_, res) => sendJson(res, 200, { actions }),
    });
    renderApp(`/surveys/${SURVEY_ID}/responses`, { apiBaseUrl: server.baseUrl });
    const card = await screen.findByTestId('survey-actions', {}, { timeout: 15_000 });
    expect(
      within(card)
        .getAllByTestId('follow-through')
        .map((cell) => cell.textContent),
    ).toEqual([
      '4.0/5 in round 2 (3 answers)',
      '3.0/5 in round 2 (3 answers)',
      'Round 3: not enough answers yet',
      'Next round',
      '2.0/5 in round 3 (3 answers)',
    ]);
    expect(within(card).getByTestId('owner-series')).toHaveTextContent(
      'Ada Owner: round 2 3.5/5, round 3 2.0/5',
    );
  });
});
