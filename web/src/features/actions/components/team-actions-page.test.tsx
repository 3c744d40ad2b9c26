import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Action } from '#shared/api/actions';
import { sendJson, type ApiServer } from '../../../test/api-server';
import { renderApp } from '../../../test/render';
import { bodiesOf, findToast, signedInApi } from '../../../test/signed-in-api';
import type { Team } from '#shared/api/teams';

let server: ApiServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const TEAM_ID = 'aaaaaaaa-0000-4000-8000-000000000001';
const SURVEY_ID = 'bbbbbbbb-0000-4000-8000-000000000002';
const ACTION_ID = 'cccccccc-0000-4000-8000-000000000003';

const aTeam = (over: Partial<Team>): Team => ({
  id: TEAM_ID,
  name: 'Platform',
  description: '',
  logo_url: null,
  brand_color: '#3B82F6',
  created_by: 'u1',
  current_user_id: 'u1',
  current_user_role: 'owner',
  members: [{ user_id: 'u1', role: 'owner' }],
  member_count: 2,
  survey_count: 1,
  response_count: 0,
  created_at: '2026-01-05T10:00:00.000Z',
  version: 0,
  ...over,
});

const anAction = (over: Partial<Action> = {}): Action => ({
  id: ACTION_ID,
  surveyId: SURVEY_ID,
  surveyTitle: 'Team pulse',
  round: 1,
  questionId: 'q_rating1',
  question: 'How was your week?',
  what: 'Fewer meetings on Fridays',
  ownerId: 'u1',
  ownerName: 'Ada Owner',
  dueDate: '2027-02-28',
  status: 'open',
  history: [{ status: 'open', at: '2026-11-29T10:00:00.000Z', byName: 'Ada Owner' }],
  createdAt: '2026-11-29T10:00:00.000Z',
  checkedInRound: null,
  followThrough: null,
  ...over,
});

async function openPage(role: 'owner' | 'member', actions: Action[]) {
  const listed = { actions };
  server = await signedInApi({
    [`GET /api/teams/${TEAM_ID}`]: (_, res) =>
      sendJson(res, 200, {
        team: aTeam({ id: TEAM_ID, name: 'Platform', current_user_role: role }),
      }),
    [`GET /api/teams/${TEAM_ID}/actions`]: (_, res) => sendJson(res, 200, listed),
    [`PATCH /api/surveys/${SURVEY_ID}/actions/${ACTION_ID}`]: (req, res) => {
      const { status } = JSON.parse(req.body) as { status: Action['status'] };
      const [first] = listed.actions;
      listed.actions = [
        {
          ...first!,
          status,
          history: [
            ...first!.history,
            { status, at: '2026-11-30T09:00:00.000Z', byName: 'Ada Owner' },
          ],
        },
      ];
      sendJson(res, 200, { action: listed.actions[0] });
    },
  });
  renderApp(`/teams/${TEAM_ID}/actions`, { apiBaseUrl: server.baseUrl });
  await screen.findByRole('heading', { level: 1, name: 'Platform: actions' }, { timeout: 15_000 });
  return { user: userEvent.setup(), api: server };
}

describe('a team’s actions page', () => {
  it('lists each action with its owner, due date and status changes; a manager changes the status', async () => {
    const { user, api } = await openPage('owner', [anAction()]);
    const card = await screen.findByRole('article', { name: 'Fewer meetings on Fridays' });
    expect(card).toHaveTextContent('Team pulse, round 1: “How was your week?”');
    expect(card).toHaveTextContent('OwnerAda Owner');
    expect(card).toHaveTextContent('Checked inthe next round');
    expect(within(card).getByTestId('status')).toHaveTextContent('Open');

    await user.selectOptions(within(card).getByLabelText('Change status'), 'done');
    await findToast('Status changed to Done');
    expect(bodiesOf(api, 'PATCH', `/api/surveys/${SURVEY_ID}/actions/${ACTION_ID}`)).toEqual([
      { status: 'done' },
    ]);
    await waitFor(() => expect(within(card).getByTestId('status')).toHaveTextContent('Done'));
    expect(
      within(card)
        .getAllByRole('listitem')
        .map((li) => li.textContent?.split(',')[0]),
    ).toEqual(['Open', 'Done']);
  });

  it('lets a member read, not change', async () => {
    await openPage('member', [anAction({ checkedInRound: 2 })]);
    const card = await screen.findByRole('article', { name: 'Fewer meetings on Fridays' });
    expect(card).toHaveTextContent('Checked inround 2');
    expect(within(card).queryByLabelText('Change status')).toBeNull();
  });

  it('says what to do when there are no actions', async () => {
    await openPage('owner', []);
    expect(await screen.findByText(/No actions yet/)).toBeVisible();
  });
});
