import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Team, TeamMember } from '#shared/api/teams';
import { parseRosterImport } from '#shared/domain/roster-import';
import { setApiDefaults } from '../../../lib/api-client';
import {
  sendJson,
  startApiServer,
  type ApiServer,
  type RecordedRequest,
} from '../../../test/api-server';
import { renderWithProviders } from '../../../test/render';
import { tokenExpiringIn } from '../../../test/tokens';
import { aMember, aTeam } from '../test/teams-fixtures';
import { AddPeopleDialog } from './add-people-dialog';

let server: ApiServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

const team = aTeam();
const teamPath = `/api/teams/${team.id}`;
const onTeam = aMember({ email: 'sam@x.com', first_name: 'Sam', last_name: 'Ode', user_id: 'u9' });
const PLAN_LIMIT =
  'Your Starter plan allows up to 15 team members. Upgrade to Professional for up to 50 team members.';

interface Answers {
  members?: TeamMember[];
  plan?: { used: number; limit: number };
  /** The import's answer; by default every row sent is added. */
  importAnswer?: (body: { text: string }) => [number, unknown];
  /** An invitation's answer; by default sent. */
  inviteAnswer?: (body: { email: string }) => [number, unknown];
}

/** The people of a list as the server's reader finds them. */
const importRows = (text: string) =>
  parseRosterImport(text).rows.map((r) => ({ line: r.line, name: r.name, email: r.email }));

const sentBody = <T,>(req: RecordedRequest) => JSON.parse(req.body || '{}') as T;

/** The rows of the CSV the dialog sends to the import, read as the server reads them. */
const importedEmails = (req: RecordedRequest) =>
  importRows(sentBody<{ text: string }>(req).text).map((r) => [r.name, r.email]);

async function renderDialog(answers: Answers = {}, who: Team['current_user_role'] = 'owner') {
  localStorage.setItem('token', tokenExpiringIn(3600));
  server = await startApiServer((req, res) => {
    if (req.url === `${teamPath}/members`) {
      return sendJson(res, 200, { members: answers.members ?? [onTeam] });
    }
    if (req.url === '/api/billing/my-plan') {
      const { used, limit } = answers.plan ?? { used: 2, limit: -1 };
      return sendJson(res, 200, {
        plan: {
          key: 'starter',
          name: 'Starter',
          status: 'active',
          currentPeriodEnd: null,
          trial: null,
          cancelAtPeriodEnd: false,
          graceEndsAt: null,
          hasSubscription: false,
        },
        usage: { surveys: 0, responses: 0, teamMembers: used, held: 0 },
        limits: { surveys: 10, responses: 200, teamMembers: limit },
      });
    }
    if (req.url === `${teamPath}/members/import`) {
      const body = sentBody<{ text: string }>(req);
      const [status, answer] = answers.importAnswer?.(body) ?? [
        200,
        {
          message: 'Added',
          results: importRows(body.text).map((r) => ({ ...r, status: 'added' })),
          counts: { added: 0, skipped: 0, failed: 0 },
        },
      ];
      return sendJson(res, status, answer);
    }
    if (req.url === `${teamPath}/invite`) {
      const body = sentBody<{ email: string; role: 'member' | 'admin' }>(req);
      const [status, answer] = answers.inviteAnswer?.(body) ?? [
        200,
        {
          message: 'Invitation sent successfully',
          member: aMember({ email: body.email, role: body.role, status: 'invited' }),
          emailSent: true,
          resent: false,
        },
      ];
      return sendJson(res, status, answer);
    }
    sendJson(res, 404, { message: 'Not found', errorType: 'not_found' });
  });
  setApiDefaults({ baseUrl: server.baseUrl });
  const onClose = vi.fn();
  renderWithProviders(
    <MemoryRouter>
      <AddPeopleDialog team={{ ...team, current_user_role: who }} onClose={onClose} />
    </MemoryRouter>,
    { apiBaseUrl: server.baseUrl },
  );
  const dialog = await screen.findByRole('dialog', { name: `Add people to ${team.name}` });
  // The roster is read before anything can be added (it says who is on the team already).
  await waitFor(() => expect(within(dialog).getByRole('button', { name: /^Add/ })).toBeEnabled());
  return { dialog: within(dialog), onClose, requests: server.requests };
}

const writes = (requests: RecordedRequest[]) => requests.filter((r) => r.method === 'POST');

async function paste(dialog: ReturnType<typeof within>, text: string) {
  const user = userEvent.setup();
  await user.click(dialog.getByLabelText('People'));
  await user.paste(text);
  return user;
}

const listedPeople = (dialog: ReturnType<typeof within>) =>
  within(dialog.getByRole('table', { name: 'People in the list' }))
    .getAllByTestId('listed-person')
    .map((row) => row.textContent);

describe('Add people', () => {
  it('reads "Lee, Jordan" <lee@x.com>; tom@x.com as two people, and lists every line it could not read', async () => {
    const { dialog, requests } = await renderDialog();
    const user = await paste(
      dialog,
      '"Lee, Jordan" <lee@x.com>; tom@x.com\nnot an address\nsam@x.com\nTOM@x.com',
    );

    expect(dialog.getByTestId('add-summary')).toHaveTextContent(
      '2 people to add · 1 already on the team · 1 listed twice · 1 not read',
    );
    expect(listedPeople(dialog)).toEqual([
      expect.stringContaining('Lee, Jordanlee@x.com'),
      expect.stringContaining('tom@x.com'),
      expect.stringContaining('Already on the team'),
      expect.stringContaining('Listed before (line 1)'),
    ]);
    expect(dialog.getByTestId('unread-lines')).toHaveTextContent(
      'Line 2: not an address — Not a valid e-mail address',
    );

    await user.click(dialog.getByRole('button', { name: 'Add 2 people' }));

    const result = await dialog.findByTestId('add-result');
    expect(result).toHaveTextContent('Added 2 people; 1 not done.');
    expect(within(result).getByTestId('count-Added')).toHaveTextContent('2');
    expect(within(result).getByTestId('count-Invited')).toHaveTextContent('0');
    expect(within(result).getByTestId('count-Already there')).toHaveTextContent('2');
    expect(within(result).getByRole('list', { name: 'Not done' })).toHaveTextContent(
      'Line 2: not an addressNot a valid e-mail address',
    );
    // One import with exactly the two people previewed, and no invitation.
    expect(writes(requests).map((r) => r.url)).toEqual([`${teamPath}/members/import`]);
    expect(importedEmails(writes(requests)[0]!)).toEqual([
      ['Lee, Jordan', 'lee@x.com'],
      ['', 'tom@x.com'],
    ]);
  });

  it('invites only the people ticked, each with the role chosen, and counts what it did', async () => {
    const { dialog, requests } = await renderDialog();
    const user = await paste(dialog, 'Ana Silva <ana@x.com>, bo@x.com, cy@x.com');

    await user.click(dialog.getByRole('checkbox', { name: 'Invite all' }));
    // The design system's checkbox sets its input's state as it settles: wait for it.
    await waitFor(() => {
      expect(dialog.getByRole('checkbox', { name: 'Invite Ana Silva' })).toBeChecked();
      expect(dialog.getByRole('checkbox', { name: 'Invite bo@x.com' })).toBeChecked();
      expect(dialog.getByRole('checkbox', { name: 'Invite cy@x.com' })).toBeChecked();
    });
    await user.click(dialog.getByRole('checkbox', { name: 'Invite cy@x.com' }));
    await waitFor(() =>
      expect(dialog.getByRole('checkbox', { name: 'Invite all' })).not.toBeChecked(),
    );
    await user.selectOptions(dialog.getByRole('combobox', { name: 'Invite bo@x.com as' }), 'admin');
    expect(dialog.getByTestId('add-summary')).toHaveTextContent(
      '3 people to add, 2 with an invitation',
    );

    await user.click(dialog.getByRole('button', { name: 'Add 3 people' }));

    const result = await dialog.findByTestId('add-result');
    expect(result).toHaveTextContent('Added 3 people, 2 invited.');
    expect(within(result).getByTestId('count-Added')).toHaveTextContent('3');
    expect(within(result).getByTestId('count-Invited')).toHaveTextContent('2');
    const sent = writes(requests);
    expect(sent.map((r) => r.url)).toEqual([
      `${teamPath}/members/import`,
      `${teamPath}/invite`,
      `${teamPath}/invite`,
    ]);
    expect(importedEmails(sent[0]!)).toEqual([['', 'cy@x.com']]);
    expect(sent.slice(1).map((r) => sentBody(r))).toEqual([
      { email: 'ana@x.com', role: 'member', name: 'Ana Silva' },
      { email: 'bo@x.com', role: 'admin' },
    ]);
  });

  it('lets an admin invite members only', async () => {
    const { dialog } = await renderDialog({}, 'admin');
    const user = await paste(dialog, 'bo@x.com');

    await user.click(dialog.getByRole('checkbox', { name: 'Invite bo@x.com' }));

    expect(dialog.getByText('as Member')).toBeVisible();
    expect(dialog.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('says who a refused invitation stopped, and puts them back in the list to try again', async () => {
    const { dialog } = await renderDialog({
      inviteAnswer: () => [402, { message: PLAN_LIMIT, errorType: 'plan_limit' }],
    });
    const user = await paste(dialog, 'ana@x.com\nbo@x.com');
    await user.click(dialog.getByRole('checkbox', { name: 'Invite bo@x.com' }));

    await user.click(dialog.getByRole('button', { name: 'Add 2 people' }));

    const result = await dialog.findByTestId('add-result');
    expect(result).toHaveTextContent('Added 1 person; 1 not done.');
    expect(within(result).getByRole('list', { name: 'Not done' })).toHaveTextContent(
      `Line 2: bo@x.com${PLAN_LIMIT}`,
    );

    await user.click(dialog.getByRole('button', { name: 'Edit and try again (1 person)' }));

    expect(dialog.getByLabelText('People')).toHaveValue('bo@x.com');
    // The choice made for them stays.
    await waitFor(() =>
      expect(dialog.getByRole('checkbox', { name: 'Invite bo@x.com' })).toBeChecked(),
    );
  });

  it('keeps the list and sends no invitation when the import is refused as a whole', async () => {
    const { dialog, requests, onClose } = await renderDialog({
      importAnswer: () => [503, { message: 'The service is busy. Try again.', errorType: 'x' }],
    });
    const text = 'ana@x.com\nbo@x.com';
    const user = await paste(dialog, text);
    await user.click(dialog.getByRole('checkbox', { name: 'Invite bo@x.com' }));

    await user.click(dialog.getByRole('button', { name: 'Add 2 people' }));

    expect(await dialog.findByText('The service is busy. Try again.')).toBeVisible();
    expect(dialog.getByLabelText('People')).toHaveValue(text);
    await waitFor(() =>
      expect(dialog.getByRole('checkbox', { name: 'Invite bo@x.com' })).toBeChecked(),
    );
    expect(writes(requests).map((r) => r.url)).toEqual([`${teamPath}/members/import`]);
    expect(onClose).not.toHaveBeenCalled();
  });

  it("says before adding when the list is more than the owner's plan has room for", async () => {
    const { dialog, requests } = await renderDialog({ plan: { used: 14, limit: 15 } });
    const user = await paste(dialog, 'ana@x.com, bo@x.com');

    expect(
      await dialog.findByText(
        /Your Starter plan has room for 1 person more on your teams \(15 in all\); this list adds 2\. Take 1 out of the list/,
      ),
    ).toBeVisible();
    await user.click(dialog.getByRole('button', { name: 'Add 2 people' }));

    expect(writes(requests)).toHaveLength(0);
    expect(dialog.getByLabelText('People')).toHaveValue('ana@x.com, bo@x.com');
  });

  it('invites someone on the team without an account, and adds no one twice', async () => {
    const added = aMember({ email: 'dee@x.com', first_name: 'Dee', last_name: '' });
    const { dialog, requests } = await renderDialog({ members: [onTeam, added] });
    const user = await paste(dialog, 'dee@x.com; sam@x.com');

    expect(dialog.queryByRole('checkbox', { name: 'Invite sam@x.com' })).not.toBeInTheDocument();
    await user.click(dialog.getByRole('checkbox', { name: 'Invite dee@x.com' }));
    await user.click(dialog.getByRole('button', { name: 'Invite 1 person' }));

    const result = await dialog.findByTestId('add-result');
    expect(result).toHaveTextContent('Added 0 people, 1 invited.');
    expect(writes(requests).map((r) => [r.url, sentBody(r)])).toEqual([
      [`${teamPath}/invite`, { email: 'dee@x.com', role: 'member' }],
    ]);
  });

  it('reads a chosen CSV file with quoted cells into the list', async () => {
    const user = userEvent.setup({ applyAccept: false });
    const { dialog } = await renderDialog();
    const csv = 'name,email\n"Mensah, Dee",dee@x.com\n"Nair\nPriya",priya@x.com\n';

    await user.upload(dialog.getByTestId('csv-file'), new File([csv], 'team.csv'));

    expect(await dialog.findByTestId('add-summary')).toHaveTextContent('2 people to add');
    expect(listedPeople(dialog)).toEqual([
      expect.stringContaining('Mensah, Deedee@x.com'),
      expect.stringContaining('Nair Priyapriya@x.com'),
    ]);
  });

  it('adds nothing from an empty list, and says so', async () => {
    const { dialog, requests } = await renderDialog();
    const user = userEvent.setup();

    await user.click(dialog.getByRole('button', { name: 'Add people' }));

    expect(
      dialog.getByText('Paste at least one e-mail address, or choose a CSV file'),
    ).toBeVisible();
    expect(writes(requests)).toHaveLength(0);
  });
});
