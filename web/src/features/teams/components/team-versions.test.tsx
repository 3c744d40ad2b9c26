import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setApiDefaults } from '../../../lib/api-client';
import { sendJson, startApiServer, type ApiServer } from '../../../test/api-server';
import { renderWithProviders } from '../../../test/render';
import { aTeam } from '../test/teams-fixtures';
import { TeamInfoForm } from './team-info-form';

/*
 * Team Information over a newer version (decision 0025): the save carries the version the form
 * was opened on; a 409 asks; Keep mine sends this form's change over the saved team, keeping
 * the field changed elsewhere; Reload theirs shows the saved team.
 */

let server: ApiServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

/** A multipart field's text, as the test server recorded the body. */
function field(body: string, name: string): string | undefined {
  return new RegExp(`name="${name}"\\r\\n\\r\\n([^\\r]*)`).exec(body)?.[1];
}

const opened = aTeam({ version: 2 });
const theirs = aTeam({ description: 'Changed in another tab', version: 3 });

async function renderForm() {
  let refuse = true;
  server = await startApiServer((req, res) => {
    if (req.method === 'GET' && req.url === `/api/teams/${opened.id}`) {
      return sendJson(res, 200, { team: theirs });
    }
    if (req.method === 'PUT' && refuse) {
      refuse = false;
      return sendJson(res, 409, { message: 'Changed elsewhere', errorType: 'stale_version' });
    }
    if (req.method === 'PUT') return sendJson(res, 200, { team: { ...theirs, version: 4 } });
    sendJson(res, 200, { teams: [] });
  });
  setApiDefaults({ baseUrl: server.baseUrl });
  const onDone = vi.fn();
  renderWithProviders(<TeamInfoForm team={opened} onDone={onDone} />, {
    apiBaseUrl: server.baseUrl,
  });
  const puts = () => (server?.requests ?? []).filter((r) => r.method === 'PUT');
  return { onDone, puts };
}

describe('TeamInfoForm over a newer version', () => {
  it('asks on 409, and Keep mine sends the new name over the saved team with its version', async () => {
    const user = userEvent.setup();
    const { onDone, puts } = await renderForm();
    const name = screen.getByRole('textbox', { name: /Team name/ });
    await user.clear(name);
    await user.type(name, 'Platform North');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));

    const dialog = await screen.findByRole('alertdialog', {
      name: 'This team was changed elsewhere',
    });
    expect(field(puts()[0]?.body ?? '', 'version')).toBe('2');
    expect(onDone).not.toHaveBeenCalled();

    await user.click(within(dialog).getByRole('button', { name: 'Keep mine' }));

    await waitFor(() => expect(onDone).toHaveBeenCalled());
    const again = puts()[1]?.body ?? '';
    expect(field(again, 'name')).toBe('Platform North');
    expect(field(again, 'description')).toBe('Changed in another tab');
    expect(field(again, 'version')).toBe('3');
    expect(await screen.findByText('Team updated successfully')).toBeInTheDocument();
  });

  it('Reload theirs shows the saved team in the form and sends nothing more', async () => {
    const user = userEvent.setup();
    const { onDone, puts } = await renderForm();
    await user.type(screen.getByRole('textbox', { name: /Team name/ }), ' edited');
    await user.click(screen.getByRole('button', { name: 'Save Changes' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'This team was changed elsewhere',
    });

    await user.click(within(dialog).getByRole('button', { name: 'Reload theirs' }));

    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: /Description/ })).toHaveValue(
        'Changed in another tab',
      ),
    );
    expect(screen.getByRole('textbox', { name: /Team name/ })).toHaveValue('Platform');
    expect(puts()).toHaveLength(1);
    expect(onDone).not.toHaveBeenCalled();
  });
});
