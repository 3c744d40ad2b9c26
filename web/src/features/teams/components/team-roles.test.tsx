import type { ServerResponse } from 'node:http';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import type { Team } from '#shared/api/teams';
import { sendJson, startApiServer, type ApiServer } from '../../../test/api-server';
import { renderApp, renderWithProviders } from '../../../test/render';
import { tokenExpiringIn } from '../../../test/tokens';
import { aUser } from '../../../test/users';
import { aMember, aTeam } from '../test/teams-fixtures';
import { TeamCard } from './team-card';

let server: ApiServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

function renderCard(team: Team) {
  renderWithProviders(
    <MemoryRouter>
      <TeamCard team={team} onAddPeople={() => {}} />
    </MemoryRouter>,
  );
  return within(screen.getByRole('article', { name: team.name }));
}

describe('team card buttons by role', () => {
  it('gives the owner View, Add people and Settings and an Owner badge', () => {
    const card = renderCard(aTeam({ current_user_role: 'owner' }));

    expect(card.getByRole('link', { name: 'View Platform' })).toHaveAttribute(
      'href',
      `/teams/${aTeam().id}`,
    );
    expect(card.getByRole('button', { name: 'Add people to Platform' })).toBeVisible();
    expect(card.getByRole('link', { name: 'Settings for Platform' })).toHaveAttribute(
      'href',
      `/teams/${aTeam().id}/settings`,
    );
    expect(card.getByText('Owner')).toBeVisible();
  });

  it('gives an admin View and Add people, an Admin badge, and no Settings', () => {
    const card = renderCard(aTeam({ current_user_role: 'admin', created_by: 'u2' }));

    expect(card.getByRole('link', { name: 'View Platform' })).toBeVisible();
    expect(card.getByRole('button', { name: 'Add people to Platform' })).toBeVisible();
    expect(card.queryByRole('link', { name: /Settings/ })).not.toBeInTheDocument();
    expect(card.getByText('Admin')).toBeVisible();
  });

  it('gives a member View only and no badge', () => {
    const card = renderCard(aTeam({ current_user_role: 'member', created_by: 'u2' }));

    expect(card.getByRole('link', { name: 'View Platform' })).toBeVisible();
    expect(card.queryByRole('button', { name: /Add people/ })).not.toBeInTheDocument();
    expect(card.queryByRole('link', { name: /Settings/ })).not.toBeInTheDocument();
    expect(card.queryByText('Owner')).not.toBeInTheDocument();
    expect(card.queryByText('Admin')).not.toBeInTheDocument();
  });

  it('shows the counts, and the stand-in text when there is no description', () => {
    const card = renderCard(aTeam({ description: '', member_count: 1 }));

    expect(card.getByText('1 member')).toBeVisible();
    expect(card.getByText('No description provided')).toBeVisible();
    expect(card.getByText('4')).toBeVisible();
    expect(card.getByText('17')).toBeVisible();
  });
});

const owner = aMember({
  id: 'bbbbbbbb-0000-4000-8000-0000000000aa',
  first_name: 'Ada',
  last_name: 'Lovelace',
  email: 'ada@example.com',
  role: 'admin',
  is_owner: true,
  user_id: 'u1',
});
const grace = aMember();

async function openTeam(team: Team, path = `/teams/${team.id}`) {
  localStorage.setItem('token', tokenExpiringIn(3600));
  server = await startApiServer((req, res: ServerResponse) => {
    if (req.url === '/api/auth/me') return sendJson(res, 200, { user: aUser() });
    if (req.url === `/api/teams/${team.id}`) return sendJson(res, 200, { team });
    if (req.url === `/api/teams/${team.id}/members`) {
      return sendJson(res, 200, { members: [owner, grace] });
    }
    sendJson(res, 404, { message: 'Not found', errorType: 'not_found' });
  });
  renderApp(path, { apiBaseUrl: server.baseUrl });
  await screen.findByRole('heading', { level: 1, name: team.name });
}

describe('team detail by role', () => {
  it("lets the owner brand, edit, re-role and remove, but never the owner's own entry", async () => {
    await openTeam(aTeam());

    expect(screen.getByRole('button', { name: 'Branding' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByRole('button', { name: 'Settings' })).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add people' })).toBeVisible();

    expect(await screen.findByRole('combobox', { name: 'Role for Ada Lovelace' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Remove Ada Lovelace' })).not.toBeInTheDocument();
    const graceRole = screen.getByRole('combobox', { name: 'Role for Grace Hopper' });
    expect(graceRole).toBeEnabled();
    // Roles from the most to the least a person may do.
    expect(
      within(graceRole)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Admin', 'Member']);
    expect(screen.getByRole('button', { name: 'Remove Grace Hopper' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Create Survey' })).toHaveAttribute(
      'href',
      `/surveys/new?team=${aTeam().id}`,
    );
  });

  it("opens the owner's Team Settings from Settings, which is not the Edit form", async () => {
    const user = userEvent.setup();
    await openTeam(aTeam());

    await user.click(screen.getByRole('button', { name: 'Settings' }));

    const settings = screen.getByRole('region', { name: 'Team Settings' });
    await waitFor(() => expect(settings).toHaveFocus());
    expect(screen.queryByLabelText(/^Team name/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Edit' })).toHaveAttribute('aria-pressed', 'false');
    expect(within(settings).getByRole('button', { name: 'Delete Team' })).toBeVisible();
    // Editing is one step further, from the panel.
    await user.click(within(settings).getByRole('button', { name: 'Edit name and description' }));
    expect(screen.getByLabelText(/^Team name/)).toHaveValue('Platform');
  });

  it('opens /settings with the edit form on', async () => {
    await openTeam(aTeam(), `/teams/${aTeam().id}/settings`);

    expect(screen.getByRole('button', { name: 'Edit' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByLabelText(/^Team name/)).toHaveValue('Platform');
  });

  it('lets an admin add and invite, and nothing an owner alone may do', async () => {
    await openTeam(aTeam({ current_user_role: 'admin', created_by: 'u2' }));

    expect(screen.getByRole('button', { name: 'Add people' })).toBeVisible();
    // One way to add people: the three of before are gone.
    for (const gone of ['Add Member', 'Invite Member', 'Add Several']) {
      expect(screen.queryByRole('button', { name: gone })).not.toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: 'Settings' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Branding' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Edit' })).not.toBeInTheDocument();
    expect(await screen.findByText('Grace Hopper')).toBeVisible();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  });

  it('shows a member the team and its people, and nothing to change', async () => {
    await openTeam(aTeam({ current_user_role: 'member', created_by: 'u2' }));

    expect(await screen.findByText('Grace Hopper')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add people' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Settings' })).not.toBeInTheDocument();
    expect(screen.getByTestId('brand-color-value')).toHaveTextContent('#3B82F6');
  });

  it("says 'Team not found' for a team the API does not know", async () => {
    localStorage.setItem('token', tokenExpiringIn(3600));
    server = await startApiServer((req, res) => {
      if (req.url === '/api/auth/me') return sendJson(res, 200, { user: aUser() });
      sendJson(res, 404, {
        message: 'Team not found. Please refresh the page and try again.',
        errorType: 'not_found',
      });
    });
    renderApp('/teams/cccccccc-0000-4000-8000-000000000000', { apiBaseUrl: server.baseUrl });

    expect(await screen.findByRole('heading', { level: 1, name: 'Team not found' })).toBeVisible();
  });
});
