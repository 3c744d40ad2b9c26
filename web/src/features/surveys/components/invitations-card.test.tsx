import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Invitation } from '#shared/api/responses';
import { sendJson, type ApiServer } from '../../../test/api-server';
import { renderApp } from '../../../test/render';
import { bodiesOf, findToast, signedInApi, type Handler } from '../../../test/signed-in-api';
import { aSurvey, anInvitation, SURVEY_ID } from '../test/survey-fixtures';

let server: ApiServer | undefined;

beforeAll(() => {
  globalThis.ResizeObserver ??= class {
    observe() {}
    unobserve() {}
    disconnect() {}
  };
});

afterEach(async () => {
  await server?.close();
  server = undefined;
});

const LIST = `/api/surveys/${SURVEY_ID}/invitations`;
const RESEND = `/api/surveys/${SURVEY_ID}/resend-invitation`;

/** The editor of a saved survey (named unless given), with the invitation routes given. */
async function openEditor(
  routes: Record<string, Handler>,
  survey = aSurvey({ isAnonymous: false }),
) {
  const user = userEvent.setup();
  server = await signedInApi({
    [`GET /api/surveys/${SURVEY_ID}`]: (_, res) => sendJson(res, 200, { survey }),
    [`GET /api/surveys/${SURVEY_ID}/teams`]: (_, res) => sendJson(res, 200, { teams: [] }),
    'GET /api/surveys': (_, res) => sendJson(res, 200, { surveys: [aSurvey()] }),
    ...routes,
  });
  renderApp(`/surveys/${SURVEY_ID}/edit`, { apiBaseUrl: server.baseUrl });
  const card = await screen.findByRole(
    'region',
    { name: 'Email Invitations' },
    { timeout: 15_000 },
  );
  return { user, card, api: server };
}

const invitations: Invitation[] = [
  anInvitation({ id: 'i1', recipient_email: 'ana@example.com', status: 'sent' }),
  anInvitation({
    id: 'i2',
    recipient_email: 'ben@example.com',
    status: 'responded',
    responded_at: '2026-03-04',
  }),
  anInvitation({ id: 'i3', recipient_email: 'carla@example.com', status: 'failed', sent_at: null }),
];

/** The visible cells of each row, in order. */
function rows(card: HTMLElement) {
  return within(card)
    .getAllByTestId('invitation-row')
    .map((row) =>
      [...row.querySelectorAll('td')].map((cell) => {
        // The status and the dates also fold in under the address at phone width; the columns
        // hold them here.
        const copy = cell.cloneNode(true) as HTMLElement;
        copy.querySelector('[data-testid="invitation-dates"]')?.remove();
        copy.querySelector('[data-testid="invitation-status-narrow"]')?.remove();
        return copy.textContent;
      }),
    );
}

describe('email invitations in the editor', () => {
  it('lists recipient, status, sent and responded, with Resend except for responders', async () => {
    const { card } = await openEditor({
      [`GET ${LIST}`]: (_, res) =>
        sendJson(res, 200, { invitations, nextCursor: null, responded: null }),
    });

    await within(card).findAllByTestId('invitation-row');
    expect(rows(card)).toEqual([
      ['ana@example.com', 'Sent', 'Mar 2, 2026', 'Not yet', 'Resend to ana@example.com'],
      ['ben@example.com', 'Responded', 'Mar 2, 2026', 'Mar 4, 2026', ''],
      ['carla@example.com', 'Failed', 'Not sent', 'Not yet', 'Resend to carla@example.com'],
    ]);
    // A narrow column breaks an address after its @ or a dot, not mid-word.
    const address = within(card).getAllByTestId('invitation-row')[0]?.querySelector('td');
    expect(address?.innerHTML).toMatch(/^ana@<wbr>example\.<wbr>com/);
    expect(
      within(card)
        .getAllByTestId('invitation-dates')
        .map((dates) => dates.textContent),
    ).toEqual([
      'Sent: Mar 2, 2026 · Responded: Not yet',
      'Sent: Mar 2, 2026 · Responded: Mar 4, 2026',
      'Sent: Not sent · Responded: Not yet',
    ]);
    expect(
      within(card)
        .getAllByTestId('invitation-status-narrow')
        .map((status) => status.textContent),
    ).toEqual(['Sent', 'Responded', 'Failed']);
    expect(within(card).queryByRole('button', { name: /Resend to ben/ })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /Load More/ })).not.toBeInTheDocument();
  });

  it.each([false, true])(
    'says which e-mails bounced or were marked as spam, with no Resend for them (anonymous: %s)',
    async (anonymous) => {
      const { card } = await openEditor(
        {
          [`GET ${LIST}`]: (_, res) =>
            sendJson(res, 200, {
              invitations: [
                anInvitation({ id: 'i1', recipient_email: 'ana@example.com', status: 'bounced' }),
                anInvitation({
                  id: 'i2',
                  recipient_email: 'ben@example.com',
                  status: 'complained',
                }),
                anInvitation({ id: 'i3', recipient_email: 'cy@example.com', status: 'sent' }),
              ],
              nextCursor: null,
              responded: anonymous ? { total: 0, releases: [] } : null,
            }),
        },
        aSurvey({ isAnonymous: anonymous, anonymityThreshold: 3 }),
      );
      await within(card).findAllByTestId('invitation-row');
      expect(rows(card).map((row) => [row[0], row[1], row.at(-1)])).toEqual([
        ['ana@example.com', 'Bounced', ''],
        ['ben@example.com', 'Marked as spam', ''],
        ['cy@example.com', 'Sent', 'Resend to cy@example.com'],
      ]);
    },
  );

  it('never shows who responded to an anonymous survey: counts per release, Resend for all', async () => {
    const anonymous = aSurvey({ isAnonymous: true, anonymityThreshold: 3 });
    const { card } = await openEditor(
      {
        [`GET ${LIST}`]: (_, res) =>
          sendJson(res, 200, {
            invitations: [
              anInvitation({ id: 'i1', recipient_email: 'ana@example.com' }),
              // Whatever the server says, a row never reads 'Responded' here.
              anInvitation({ id: 'i2', recipient_email: 'ben@example.com', status: 'responded' }),
              anInvitation({
                id: 'i3',
                recipient_email: 'carla@example.com',
                status: 'failed',
                sent_at: null,
              }),
            ],
            nextCursor: null,
            responded: {
              total: 12,
              releases: [
                { day: '2026-03-06', count: 5 },
                { day: '2026-03-04', count: 4 },
                { day: '2026-03-02', count: 3 },
              ],
            },
          }),
      },
      anonymous,
    );

    await within(card).findAllByTestId('invitation-row');
    expect(rows(card)).toEqual([
      ['ana@example.com', 'Sent', 'Mar 2, 2026', 'Resend to ana@example.com'],
      ['ben@example.com', 'Sent', 'Mar 2, 2026', 'Resend to ben@example.com'],
      ['carla@example.com', 'Failed', 'Not sent', 'Resend to carla@example.com'],
    ]);
    expect(
      within(card)
        .getAllByTestId('invitation-dates')
        .map((dates) => dates.textContent),
    ).toEqual(['Sent: Mar 2, 2026', 'Sent: Mar 2, 2026', 'Sent: Not sent']);
    expect(within(card).queryByRole('columnheader', { name: 'Responded' })).not.toBeInTheDocument();
    expect(within(card).queryByText('Responded')).not.toBeInTheDocument();

    const summary = within(card).getByTestId('responded-summary');
    expect(summary).toHaveTextContent('12 responded, released in 3 groups');
    expect(summary).toHaveTextContent('released in groups of at least 3, at most once a day');
    expect(
      within(within(summary).getByRole('list', { name: 'Releases' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Released Mar 6, 20265 responses',
      'Released Mar 4, 20264 responses',
      'Released Mar 2, 20263 responses',
    ]);
  });

  it('says an anonymous survey has released no e-mailed responses yet', async () => {
    const { card } = await openEditor(
      {
        [`GET ${LIST}`]: (_, res) =>
          sendJson(res, 200, {
            invitations: [anInvitation({ id: 'i1', recipient_email: 'ana@example.com' })],
            nextCursor: null,
            responded: { total: 0, releases: [] },
          }),
      },
      aSurvey({ isAnonymous: true }),
    );

    const summary = await within(card).findByTestId('responded-summary');
    expect(summary).toHaveTextContent('No e-mailed responses released yet');
    expect(within(summary).queryByRole('list')).not.toBeInTheDocument();
  });

  it("resends one invitation: 'Invitation resent!' and the table reloads", async () => {
    let resent = false;
    const { user, card, api } = await openEditor({
      [`GET ${LIST}`]: (_, res) =>
        sendJson(res, 200, {
          invitations: invitations.map((inv) =>
            resent && inv.id === 'i1' ? { ...inv, sent_at: '2026-03-06' } : inv,
          ),
          nextCursor: null,
          responded: null,
        }),
      [`POST ${RESEND}`]: (_, res) => {
        resent = true;
        sendJson(res, 200, { message: 'Invitation resent!' });
      },
    });
    await within(card).findAllByTestId('invitation-row');

    await user.click(within(card).getByRole('button', { name: 'Resend to ana@example.com' }));

    expect(await findToast('Invitation resent!')).toBeVisible();
    expect(bodiesOf(api, 'POST', RESEND)).toEqual([{ email: 'ana@example.com' }]);
    await waitFor(() => expect(rows(card)[0]?.[2]).toBe('Mar 6, 2026'));
  });

  it("says 'Failed to resend invitation' when the resend fails", async () => {
    const { user, card } = await openEditor({
      [`GET ${LIST}`]: (_, res) =>
        sendJson(res, 200, { invitations, nextCursor: null, responded: null }),
      [`POST ${RESEND}`]: (_, res) =>
        sendJson(res, 500, { message: '', errorType: 'server_error' }),
    });
    await within(card).findAllByTestId('invitation-row');

    await user.click(within(card).getByRole('button', { name: 'Resend to carla@example.com' }));

    expect(await findToast('Failed to resend invitation')).toBeVisible();
  });

  it("says 'Failed to load invitations' with a retry", async () => {
    let fail = true;
    const { user, card } = await openEditor({
      [`GET ${LIST}`]: (_, res) =>
        fail
          ? sendJson(res, 500, { message: 'Boom', errorType: 'server_error' })
          : sendJson(res, 200, { invitations, nextCursor: null, responded: null }),
    });

    expect(await within(card).findByText('Failed to load invitations')).toBeVisible();
    fail = false;
    await user.click(within(card).getByRole('button', { name: 'Retry' }));
    expect(await within(card).findAllByTestId('invitation-row')).toHaveLength(3);
  });

  it('says when there are no invitations yet', async () => {
    const { card } = await openEditor({
      [`GET ${LIST}`]: (_, res) =>
        sendJson(res, 200, { invitations: [], nextCursor: null, responded: null }),
    });

    expect(await within(card).findByText(/No invitations yet/)).toBeVisible();
    expect(within(card).queryByRole('table')).not.toBeInTheDocument();
  });

  it('loads the next page with the cursor', async () => {
    const { user, card, api } = await openEditor({
      [`GET ${LIST}`]: (_, res) =>
        sendJson(res, 200, {
          invitations: invitations.slice(0, 2),
          nextCursor: 'page-2',
          responded: null,
        }),
      [`GET ${LIST}?cursor=page-2`]: (_, res) =>
        sendJson(res, 200, {
          invitations: invitations.slice(2),
          nextCursor: null,
          responded: null,
        }),
    });
    await within(card).findAllByTestId('invitation-row');
    expect(rows(card)).toHaveLength(2);

    await user.click(within(card).getByRole('button', { name: 'Load More Invitations' }));

    await waitFor(() => expect(rows(card)).toHaveLength(3));
    expect(rows(card)[2]?.[0]).toBe('carla@example.com');
    expect(within(card).queryByRole('button', { name: /Load More/ })).not.toBeInTheDocument();
    expect(api.requests.some((req) => req.url === `${LIST}?cursor=page-2`)).toBe(true);
  });

  it('shows the latest send going out live, then retries only its failed ones', async () => {
    const SEND = '01a22500-0000-7000-8000-000000000001';
    const RETRY = '01a22500-0000-7000-8000-000000000002';
    const sendOf = (id: string, counts: Record<string, unknown>) => ({
      sendId: id,
      total: 3,
      pausedReason: null,
      message: '',
      results: [],
      skipped: 0,
      notCounted: [],
      retriedBy: null,
      ...counts,
    });
    // The send moves on when the test says so: no step can pass unseen on a slow machine.
    const steps = [
      sendOf(SEND, { state: 'sending', sent: 1, failed: 0, waiting: 2 }),
      sendOf(SEND, { state: 'done', sent: 2, failed: 1, waiting: 0 }),
    ];
    let step = 0;
    let retried = false;
    const { user, card, api } = await openEditor({
      [`GET ${LIST}`]: (_, res) =>
        sendJson(res, 200, {
          invitations: [
            anInvitation({ id: 'i1', recipient_email: 'ana@example.com', status: 'sent' }),
            anInvitation({
              id: 'i3',
              recipient_email: 'carla@example.com',
              status: step === 0 ? 'sending' : retried ? 'sending' : 'failed',
              sent_at: null,
            }),
          ],
          nextCursor: null,
          responded: null,
          rounds: [],
          latestSend: retried
            ? sendOf(RETRY, { total: 1, state: 'sending', sent: 0, failed: 0, waiting: 1 })
            : step === 0
              ? sendOf(SEND, { state: 'sending', sent: 0, failed: 0, waiting: 3 })
              : steps[1],
        }),
      [`GET /api/surveys/${SURVEY_ID}/sends/${SEND}`]: (_, res) => sendJson(res, 200, steps[step]),
      [`POST /api/surveys/${SURVEY_ID}/sends/${SEND}/retry-failed`]: (_, res) => {
        retried = true;
        sendJson(
          res,
          202,
          sendOf(RETRY, { total: 1, state: 'sending', sent: 0, failed: 0, waiting: 1 }),
        );
      },
      [`GET /api/surveys/${SURVEY_ID}/sends/${RETRY}`]: (_, res) =>
        sendJson(
          res,
          200,
          sendOf(RETRY, { total: 1, state: 'sending', sent: 0, failed: 0, waiting: 1 }),
        ),
    });

    // Going out: the bar and its words, read live; the row not sent yet says so.
    const going = await within(card).findByTestId('latest-send');
    await waitFor(() =>
      expect(within(going).getByRole('status')).toHaveTextContent('1 of 3 sent, 2 waiting'),
    );
    expect(within(going).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '33');
    expect(rows(card)[1]?.[1]).toBe('Sending');

    // Done with one failed: the card reloads, says so and offers to retry only that one.
    step = 1;
    const failed = await within(card).findByText(
      'The last send could not reach 1 address',
      {},
      { timeout: 15_000 },
    );
    await waitFor(() => expect(rows(card)[1]?.[1]).toBe('Failed'));
    await user.click(within(card).getByRole('button', { name: 'Retry failed (1)' }));
    expect(await findToast('Retrying the failed ones')).toBeVisible();
    // The retry is now the latest send: its progress replaces the warning.
    await waitFor(() => expect(failed).not.toBeInTheDocument());
    await waitFor(() =>
      expect(within(within(card).getByTestId('latest-send')).getByRole('status')).toHaveTextContent(
        '0 of 1 sent, 1 waiting',
      ),
    );
    expect(
      api.requests.filter((req) => req.url.endsWith('/retry-failed')).map((req) => req.method),
    ).toEqual(['POST']);
  });

  it('never shows a row of an anonymous survey as sending: it says sent from the start', async () => {
    const { card } = await openEditor(
      {
        [`GET ${LIST}`]: (_, res) =>
          sendJson(res, 200, {
            invitations: [
              anInvitation({ id: 'i1', recipient_email: 'ana@example.com', status: 'sending' }),
            ],
            nextCursor: null,
            responded: { total: 0, releases: [] },
          }),
      },
      aSurvey({ isAnonymous: true }),
    );
    await within(card).findAllByTestId('invitation-row');
    expect(rows(card)[0]?.[1]).toBe('Sent');
  });

  it('reloads the table once a send from the editor is done', async () => {
    let sent = false;
    const send = {
      sendId: '5e4d0000-0000-4000-8000-000000000002',
      state: 'done',
      total: 1,
      waiting: 0,
      pausedReason: null,
      message: 'Email survey sent successfully!',
      results: [{ email: 'ana@example.com', status: 'sent' }],
      sent: 1,
      failed: 0,
      skipped: 0,
      notCounted: [],
      retriedBy: null,
    };
    const { user, card } = await openEditor({
      [`GET ${LIST}`]: (_, res) =>
        sendJson(res, 200, {
          invitations: sent ? invitations : [],
          nextCursor: null,
          responded: null,
        }),
      // Queued (decision 0033): 202 at once, then the send's progress says it is done.
      [`POST /api/surveys/${SURVEY_ID}/send-email`]: (_, res) =>
        sendJson(res, 202, { ...send, state: 'sending', sent: 0, waiting: 1, results: [] }),
      [`GET /api/surveys/${SURVEY_ID}/sends/${send.sendId}`]: (_, res) => {
        sent = true;
        sendJson(res, 200, send);
      },
    });
    await within(card).findByText(/No invitations yet/);

    await user.click(within(card).getByRole('button', { name: 'Send by Email' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send by Email' });
    await user.type(
      within(dialog).getByRole('textbox', { name: /^Recipients/ }),
      'ana@example.com',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send Survey' }));
    await within(dialog).findByTestId('send-result');

    await waitFor(() => expect(within(card).getAllByTestId('invitation-row')).toHaveLength(3));
  });
});
