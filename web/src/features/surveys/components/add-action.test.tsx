import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { SurveyResults } from '#shared/api/results';
import { sendJson, type ApiServer } from '../../../test/api-server';
import { renderApp } from '../../../test/render';
import { bodiesOf, findToast, signedInApi } from '../../../test/signed-in-api';
import { SURVEY_ID } from '../test/survey-fixtures';

let server: ApiServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const results: SurveyResults = {
  survey: { id: SURVEY_ID, title: 'Team pulse', isAnonymous: true, anonymityThreshold: 3 },
  rounds: [
    {
      round: 1,
      openedOn: '2026-11-02',
      invited: 3,
      responded: 3,
      participation: 100,
      shown: true,
      closed: true,
    },
    {
      round: 2,
      openedOn: '2026-11-09',
      invited: 3,
      responded: 3,
      participation: 100,
      shown: true,
      closed: false,
    },
  ],
  round: null,
  status: 'shown',
  responses: 6,
  participation: 100,
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
      questionId: 'q_ftc1669c1ea70b42cea17c0378',
      question: 'Did we follow through on: Fewer meetings?',
      type: 'rating',
      answered: 3,
      rating: {
        min: 1,
        max: 5,
        average: 4,
        distribution: [0, 0, 1, 1, 1].map((count, i) => ({ value: i + 1, count })),
      },
      enps: null,
      choices: null,
      comments: null,
      change: null,
    },
  ],
};

const ACTIONS = `/api/surveys/${SURVEY_ID}/actions`;

async function openResults() {
  server = await signedInApi({
    [`GET /api/surveys/${SURVEY_ID}/results`]: (_, res) => sendJson(res, 200, results),
    [`GET /api/surveys/${SURVEY_ID}/action-owners`]: (_, res) =>
      sendJson(res, 200, {
        owners: [
          { id: 'u1', name: 'Ada Owner' },
          { id: 'u2', name: 'Bo Admin' },
        ],
      }),
    [`POST ${ACTIONS}`]: (req, res) => {
      const body = JSON.parse(req.body) as { dueDate: string };
      if (body.dueDate < '2000-01-01') {
        return sendJson(res, 400, {
          message: 'Due date must be a real date in YYYY-MM-DD format',
          errorType: 'validation_error',
          fields: { dueDate: 'Due date must be a real date in YYYY-MM-DD format' },
        });
      }
      sendJson(res, 201, {
        action: {
          id: 'cccccccc-0000-4000-8000-000000000003',
          surveyId: SURVEY_ID,
          surveyTitle: 'Team pulse',
          round: 2,
          questionId: 'q_rating1',
          question: 'How was your week?',
          what: 'Fewer meetings',
          ownerId: 'u2',
          ownerName: 'Bo Admin',
          dueDate: body.dueDate,
          status: 'open',
          history: [{ status: 'open', at: '2026-11-29T10:00:00.000Z', byName: 'Ada Owner' }],
          createdAt: '2026-11-29T10:00:00.000Z',
          checkedInRound: null,
          followThrough: null,
        },
      });
    },
  });
  renderApp(`/surveys/${SURVEY_ID}/responses`, { apiBaseUrl: server.baseUrl });
  await screen.findAllByTestId('question-result', {}, { timeout: 15_000 });
  return { user: userEvent.setup(), api: server };
}

describe('Add action on a question of the results', () => {
  it('records what, owner and due date on the latest round; follow-through questions have none', async () => {
    const { user, api } = await openResults();
    const week = screen.getByRole('article', { name: /How was your week/ });
    const followUp = screen.getByRole('article', { name: /Did we follow through/ });
    expect(within(followUp).queryByRole('button', { name: /Add action/ })).toBeNull();

    await user.click(within(week).getByRole('button', { name: /Add action/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an action' });
    expect(dialog).toHaveTextContent('On “How was your week?”, round 2.');
    // Nothing typed: each field says what it needs, and nothing is sent.
    await user.click(within(dialog).getByRole('button', { name: 'Save action' }));
    expect(await within(dialog).findByText('Say what will be done')).toBeVisible();
    expect(within(dialog).getByText('Choose a due date')).toBeVisible();
    expect(bodiesOf(api, 'POST', ACTIONS)).toEqual([]);

    await user.type(within(dialog).getByLabelText(/What will be done/), 'Fewer meetings');
    await user.selectOptions(within(dialog).getByLabelText(/Owner/), 'u2');
    await user.type(within(dialog).getByLabelText(/Due date/), '2027-02-28');
    await user.click(within(dialog).getByRole('button', { name: 'Save action' }));
    await findToast('Action recorded');
    expect(bodiesOf(api, 'POST', ACTIONS)).toEqual([
      {
        round: 2,
        questionId: 'q_rating1',
        what: 'Fewer meetings',
        ownerId: 'u2',
        dueDate: '2027-02-28',
      },
    ]);
    expect(screen.queryByRole('dialog', { name: 'Add an action' })).toBeNull();
  });

  it('shows the server’s words beside the field it refused, and keeps what was typed', async () => {
    const { user } = await openResults();
    const week = screen.getByRole('article', { name: /How was your week/ });
    await user.click(within(week).getByRole('button', { name: /Add action/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Add an action' });
    await user.type(within(dialog).getByLabelText(/What will be done/), 'Fewer meetings');
    await user.type(within(dialog).getByLabelText(/Due date/), '1999-12-31');
    await user.click(within(dialog).getByRole('button', { name: 'Save action' }));
    expect(
      await within(dialog).findByText('Due date must be a real date in YYYY-MM-DD format'),
    ).toBeVisible();
    expect(within(dialog).getByLabelText(/What will be done/)).toHaveValue('Fewer meetings');
  });
});
