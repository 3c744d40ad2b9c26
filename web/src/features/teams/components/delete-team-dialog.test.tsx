import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { loadAppIntl } from '../../../i18n/intl';
import { reloadLanguage, setLanguage } from '../../../i18n/language';
import { preferenceKeys } from '../../../lib/accessibility';
import { setApiDefaults } from '../../../lib/api-client';
import { sendJson, startApiServer, type ApiServer } from '../../../test/api-server';
import { renderWithProviders } from '../../../test/render';
import { DeleteTeamDialog, TYPE_TEAM_NAME } from './delete-team-dialog';

let server: ApiServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

const team = { id: 'team-1', name: 'Lighthouse', member_count: 4, logo_url: 'https://x/logo.png' };

const survey = (id: string, title: string, teamIds: string[]) => ({
  id,
  title,
  description: '',
  isAnonymous: true,
  anonymityLocked: false,
  allowMultipleResponses: false,
  acceptingResponses: true,
  openLinkEnabled: true,
  scheduledDate: null,
  scheduled_date: null,
  reminderEnabled: false,
  reminderDays: [],
  timezone: 'UTC',
  anonymityThreshold: 3,
  questions: [],
  teams: teamIds.map((t) => ({ id: t, name: t, brand_color: '#3B82F6' })),
  response_count: 0,
  scheduled_emails: [],
  created_by: 'u1',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  version: 0,
});

async function renderDialog(deleteAnswer: [number, unknown]) {
  server = await startApiServer((req, res) => {
    if (req.method === 'GET' && req.url.startsWith('/api/surveys/team/')) {
      return sendJson(res, 200, {
        surveys: [
          survey('s1', 'Only lighthouse', ['team-1']),
          survey('s2', 'Shared pulse', ['team-1', 'team-2']),
        ],
      });
    }
    if (req.method === 'GET' && req.url.startsWith('/api/automations/team/')) {
      return sendJson(res, 200, { automations: [] });
    }
    return sendJson(res, deleteAnswer[0], deleteAnswer[1]);
  });
  setApiDefaults({ baseUrl: server.baseUrl });
  const router = createMemoryRouter(
    [
      {
        path: '/teams/:teamId',
        element: <DeleteTeamDialog team={team} open onClose={() => undefined} />,
      },
      { path: '/teams', element: <p>Teams list</p> },
    ],
    { initialEntries: ['/teams/team-1'] },
  );
  renderWithProviders(<RouterProvider router={router} />, { apiBaseUrl: server.baseUrl });
  return { requests: server.requests, router };
}

describe('DeleteTeamDialog', () => {
  it('says first which surveys go with the team and which stay, then deletes it once the name is typed', async () => {
    const user = userEvent.setup();
    const { requests, router } = await renderDialog([
      200,
      { message: 'Team deleted successfully' },
    ]);
    const dialog = within(await screen.findByRole('alertdialog'));

    expect(
      await dialog.findByText(/deletes 1 survey assigned to this team alone, with their responses/),
    ).toBeVisible();
    expect(dialog.getByText(/Only lighthouse/)).toBeVisible();
    expect(
      dialog.getByText(/1 survey also assigned to other teams stays with those teams/),
    ).toBeVisible();
    expect(dialog.getByText(/removes its 4 members and its pending invitations/)).toBeVisible();
    expect(await dialog.findByText('has no automations to cancel;')).toBeVisible();
    expect(dialog.getByText('deletes its logo.')).toBeVisible();

    // The wrong name deletes nothing.
    await user.type(dialog.getByLabelText(/Type the team name to confirm/), 'Lighthous');
    await user.click(dialog.getByRole('button', { name: 'Delete Team' }));
    expect(await dialog.findByText(TYPE_TEAM_NAME)).toBeVisible();
    expect(requests.filter((r) => r.method === 'DELETE')).toEqual([]);

    await user.type(dialog.getByLabelText(/Type the team name to confirm/), 'e');
    await user.click(dialog.getByRole('button', { name: 'Delete Team' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/teams'));
    expect(requests.filter((r) => r.method === 'DELETE').map((r) => r.url)).toEqual([
      '/api/teams/team-1',
    ]);
    expect(await screen.findByText('Team deleted successfully')).toBeVisible();
  });

  it('shows the refusal and stays open when the server says no', async () => {
    const user = userEvent.setup();
    const { router } = await renderDialog([
      403,
      { message: 'Only the team owner can delete the team.', errorType: 'forbidden' },
    ]);
    const dialog = within(await screen.findByRole('alertdialog'));
    await user.type(dialog.getByLabelText(/Type the team name to confirm/), 'Lighthouse');
    await user.click(dialog.getByRole('button', { name: 'Delete Team' }));

    expect(await screen.findByText('Only the team owner can delete the team.')).toBeVisible();
    expect(router.state.location.pathname).toBe('/teams/team-1');
    expect(dialog.getByRole('button', { name: 'Delete Team' })).toBeEnabled();
  });

  describe('in German', () => {
    afterEach(() => {
      localStorage.removeItem(preferenceKeys.language);
      reloadLanguage();
    });

    it('says what goes and what stays in German, with German plurals', async () => {
      await loadAppIntl('de');
      setLanguage('de');
      const user = userEvent.setup();
      await renderDialog([200, { message: '' }]);
      const dialog = within(await screen.findByRole('alertdialog'));

      expect(dialog.getByRole('heading', { name: 'Lighthouse löschen?' })).toBeVisible();
      expect(
        await dialog.findByText(
          /1 Umfrage, die nur diesem Team zugewiesen ist, wird mit ihren Antworten gelöscht/,
        ),
      ).toBeVisible();
      expect(
        dialog.getByText(
          /1 Umfrage, die auch anderen Teams zugewiesen ist, bleibt bei diesen Teams/,
        ),
      ).toBeVisible();
      expect(dialog.getByText(/seine 4 Mitglieder und seine offenen Einladungen/)).toBeVisible();
      expect(await dialog.findByText('es gibt keine Automatisierungen zu beenden;')).toBeVisible();

      await user.type(dialog.getByLabelText(/Gib zur Bestätigung den Teamnamen ein/), 'Light');
      await user.click(dialog.getByRole('button', { name: 'Team löschen' }));
      expect(
        await dialog.findByText(
          'Gib zur Bestätigung den Teamnamen genau so ein, wie er angezeigt wird',
        ),
      ).toBeVisible();
    });
  });
});
