import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setApiDefaults } from '../../../lib/api-client';
import { sendJson, startApiServer, type ApiServer } from '../../../test/api-server';
import { renderWithProviders } from '../../../test/render';
import { BulkAddDialog } from './bulk-add-dialog';
import { findAlertSaying } from '../../../test/alerts';

let server: ApiServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

async function renderDialog(answer: [number, unknown]) {
  server = await startApiServer((_req, res) => sendJson(res, answer[0], answer[1]));
  setApiDefaults({ baseUrl: server.baseUrl });
  const onClose = vi.fn();
  renderWithProviders(
    <BulkAddDialog
      teamId="team-1"
      onRoster={new Set(['sam@example.com'])}
      open
      onClose={onClose}
    />,
    { apiBaseUrl: server.baseUrl },
  );
  return { onClose, requests: server.requests };
}

const added = (n: number) => ({
  message: `Added ${n} people`,
  results: [],
  counts: { added: n, skipped: 0, failed: 0 },
});

describe('BulkAddDialog', () => {
  it('previews each row with what stops it, and adds the ready ones in one request', async () => {
    const user = userEvent.setup();
    const { onClose, requests } = await renderDialog([200, added(2)]);
    const text =
      'Dee Mensah <dee@example.com>\nsam@example.com\nnope\ndee@example.com\nola@example.com';

    await user.click(screen.getByLabelText('People, one per line'));
    await user.paste(text);

    expect(screen.getByTestId('import-summary')).toHaveTextContent(
      '2 people ready, 1 repeated, 2 with a problem',
    );
    const preview = within(screen.getByRole('list', { name: 'Preview' }));
    expect(preview.getByText('Already on this team')).toBeVisible();
    expect(preview.getByText('Not a valid e-mail address')).toBeVisible();
    expect(preview.getByText('Repeat of line 1')).toBeVisible();
    expect(preview.getAllByText('Ready')).toHaveLength(2);

    await user.click(screen.getByRole('button', { name: 'Add 2 people' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(requests).toHaveLength(1);
    expect(requests[0]?.method).toBe('POST');
    expect(requests[0]?.url).toBe('/api/teams/team-1/members/import');
    expect(JSON.parse(requests[0]?.body ?? '{}')).toEqual({ text });
  });

  it('reads a chosen CSV file into the list', async () => {
    const user = userEvent.setup({ applyAccept: false });
    await renderDialog([200, added(1)]);
    const csv = 'name,email\n"Mensah, Dee",dee@example.com\n';

    await user.upload(
      screen.getByTestId('csv-file'),
      new File([csv], 'team.csv', { type: 'text/csv' }),
    );

    expect(await screen.findByTestId('import-summary')).toHaveTextContent('1 person ready');
    expect(screen.getByText('Mensah, Dee · dee@example.com')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Add 1 person' })).toBeEnabled();
  });

  it('sends nothing without a ready row, and keeps the rows the server could not add in view', async () => {
    const user = userEvent.setup();
    const { onClose, requests } = await renderDialog([
      200,
      {
        message: 'Added 0 people, 1 could not be added',
        results: [
          {
            line: 1,
            name: '',
            email: 'kim@example.com',
            status: 'failed',
            reason: 'You have reached the 15 team members of the Starter plan',
          },
        ],
        counts: { added: 0, skipped: 0, failed: 1 },
      },
    ]);

    await user.click(screen.getByRole('button', { name: 'Add Members' }));
    expect(
      screen.getByText('Paste at least one e-mail address, or choose a CSV file'),
    ).toBeVisible();
    expect(requests).toHaveLength(0);

    await user.type(screen.getByLabelText('People, one per line'), 'kim@example.com');
    await user.click(screen.getByRole('button', { name: 'Add 1 person' }));

    await findAlertSaying(
      'Line 1: kim@example.com — You have reached the 15 team members of the Starter plan',
    );
    // The row not added stays in the box to be tried again, not retyped.
    expect(screen.getByLabelText('People, one per line')).toHaveValue('kim@example.com');
    expect(onClose).not.toHaveBeenCalled();
  });
});
