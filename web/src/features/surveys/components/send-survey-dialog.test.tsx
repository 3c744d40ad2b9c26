import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { SendSurveyEmailBody, SendSurveyEmailResponse } from '#shared/api/responses';
import type { Survey } from '#shared/api/surveys';
import { sendJson, type ApiServer } from '../../../test/api-server';
import { renderApp } from '../../../test/render';
import { bodiesOf, findToast, signedInApi, type Handler } from '../../../test/signed-in-api';
import { aSurvey, SURVEY_ID } from '../test/survey-fixtures';
import { sendOutcomeTitle } from './send-survey-dialog';

let server: ApiServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

const SEND_PATH = `/api/surveys/${SURVEY_ID}/send-email`;
const SEND_ID = '5e4d0000-0000-4000-8000-000000000001';
const PROGRESS_PATH = `/api/surveys/${SURVEY_ID}/sends/${SEND_ID}`;

type FinishedSend = Omit<
  SendSurveyEmailResponse,
  'sendId' | 'state' | 'total' | 'waiting' | 'pausedReason' | 'retriedBy'
>;

/**
 * A queued send as the API answers it (decision 0033): 202 at once with nothing sent, then the
 * progress route answers `steps` in turn, each until the test calls `advance()`, and at last
 * `done` with the results. The test moves it on, so no step can pass unseen on a slow machine.
 */
function queuedSend(done: FinishedSend, steps: Partial<SendSurveyEmailResponse>[] = []) {
  const total = done.sent + done.failed + done.skipped;
  const base = { sendId: SEND_ID, total, pausedReason: null, notCounted: [], retriedBy: null };
  const answers: SendSurveyEmailResponse[] = [
    ...steps.map((step) => ({
      ...base,
      message: 'Sending',
      results: [],
      sent: 0,
      failed: 0,
      skipped: 0,
      state: 'sending' as const,
      waiting: total,
      ...step,
    })),
    { ...base, ...done, state: 'done', waiting: 0 },
  ];
  let step = 0;
  const send: Handler = (_, res) =>
    sendJson(res, 202, {
      ...base,
      message: `Sending to ${total} recipients`,
      results: [],
      sent: 0,
      failed: 0,
      skipped: 0,
      state: 'sending',
      waiting: total,
      notCounted: done.notCounted,
    });
  const routes: Record<string, Handler> = {
    [`GET ${PROGRESS_PATH}`]: (_, res) => sendJson(res, 200, answers[step]!),
  };
  return {
    send,
    routes,
    advance: () => {
      step = Math.min(step + 1, answers.length - 1);
    },
  };
}

const sendAnswers = (done: FinishedSend) => {
  const { send, routes } = queuedSend(done);
  return [send, routes] as const;
};

/** The survey list with one survey, and the send route answered by `send`. */
async function openSendDialog(
  survey: Survey,
  send?: Handler,
  routes: Record<string, Handler> = {},
) {
  const user = userEvent.setup();
  server = await signedInApi({
    'GET /api/surveys': (_, res) => sendJson(res, 200, { surveys: [survey] }),
    ...(send ? { [`POST ${SEND_PATH}`]: send } : {}),
    ...routes,
  });
  renderApp('/surveys', { apiBaseUrl: server.baseUrl });
  const card = await screen.findByRole('article', { name: survey.title }, { timeout: 15_000 });
  await user.click(within(card).getByRole('button', { name: `Send ${survey.title}` }));
  const dialog = await screen.findByRole('dialog', { name: 'Send by Email' });
  return { user, dialog, api: server };
}

describe('send-by-email modal', () => {
  it("checks the recipients with the spec's messages and sends nothing", async () => {
    const { user, dialog, api } = await openSendDialog(aSurvey());
    const recipients = within(dialog).getByRole('textbox', { name: /^Recipients/ });
    const send = within(dialog).getByRole('button', { name: 'Send Survey' });

    await user.click(send);
    expect(
      await within(dialog).findByText('Please enter at least one email address'),
    ).toBeVisible();
    expect(recipients).toHaveAttribute('aria-invalid', 'true');

    await user.type(recipients, ' , ,, ');
    await user.click(send);
    expect(
      await within(dialog).findByText('Please enter at least one valid email address'),
    ).toBeVisible();

    await user.clear(recipients);
    await user.type(recipients, 'ana@example.com, not-an-address{Enter}ben@');
    await user.click(send);
    expect(
      await within(dialog).findByText('Invalid email addresses: not-an-address, ben@'),
    ).toBeVisible();

    expect(api.requests.some((req) => req.url === SEND_PATH)).toBe(false);
  });

  it("adds the assigned teams' members to the recipients, once each, beside what was typed", async () => {
    const member = (email: string, first: string) => ({
      id: `m-${first}`,
      first_name: first,
      last_name: 'Tester',
      email,
      role: 'member',
      is_owner: false,
      avatar_url: null,
      user_id: null,
      status: 'active',
      joined_at: null,
    });
    const survey = aSurvey({
      teams: [
        { id: 'team-a', name: 'Platform Team', brand_color: '#3B82F6' },
        { id: 'team-b', name: 'Design', brand_color: '#EF4444' },
      ],
    });
    const { user, dialog } = await openSendDialog(survey, undefined, {
      'GET /api/teams/team-a/members': (_, res) =>
        sendJson(res, 200, {
          members: [member('ana@example.com', 'Ana'), member('ben@example.com', 'Ben')],
        }),
      'GET /api/teams/team-b/members': (_, res) =>
        sendJson(res, 200, {
          members: [member('Ben@example.com', 'Ben'), member('carla@example.com', 'Carla')],
        }),
    });
    const recipients = within(dialog).getByRole('textbox', { name: /^Recipients/ });
    await user.type(recipients, 'guest@example.com');

    await user.click(
      within(dialog).getByRole('button', { name: 'Add members of Platform Team, Design' }),
    );

    await waitFor(() =>
      expect(recipients).toHaveValue(
        'guest@example.com\nana@example.com\nben@example.com\ncarla@example.com',
      ),
    );
    expect(within(dialog).getByTestId('roster-added')).toHaveTextContent(
      '3 people from Platform Team, Design added (1 already listed).',
    );
  });

  it('fits the default subject of a long title, and says a refused subject on its field', async () => {
    const title = `Quarterly ${'engineering '.repeat(17)}pulse`.slice(0, 200);
    let refuse = true;
    const [queued, routes] = sendAnswers({
      message: 'Survey sent',
      results: [{ email: 'ana@example.com', status: 'sent' }],
      sent: 1,
      failed: 0,
      skipped: 0,
      notCounted: [],
    });
    const { user, dialog, api } = await openSendDialog(
      aSurvey({ title }),
      (req, res) => {
        if (!refuse) return queued(req, res);
        refuse = false;
        return sendJson(res, 400, {
          message: 'Please check your information',
          errorType: 'validation_error',
          fields: { subject: 'Subject must be at most 200 characters' },
        });
      },
      routes,
    );
    const subject = within(dialog).getByRole('textbox', { name: 'Subject' });
    const value = (subject as HTMLInputElement).value;
    expect(value.length).toBeLessThanOrEqual(200);
    expect(value.startsWith('Survey: Quarterly engineering')).toBe(true);
    expect(value.endsWith('…')).toBe(true);

    await user.type(
      within(dialog).getByRole('textbox', { name: /^Recipients/ }),
      'ana@example.com',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send Survey' }));
    expect(await within(dialog).findByText('Subject must be at most 200 characters')).toBeVisible();
    expect(subject).toHaveAttribute('aria-invalid', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Send Survey' }));
    await waitFor(() =>
      expect(bodiesOf<SendSurveyEmailBody>(api, 'POST', SEND_PATH).at(-1)?.subject).toBe(value),
    );
  });

  it('offers no team button for a survey without teams', async () => {
    const { dialog } = await openSendDialog(aSurvey({ teams: [] }));
    expect(within(dialog).queryByRole('button', { name: /^Add members of/ })).toBeNull();
  });

  it('says a survey without questions cannot be sent', async () => {
    const { dialog, api } = await openSendDialog(aSurvey({ questions: [] }));

    expect(
      within(dialog).getByText(
        'This survey has no questions. Please add questions before sending via email.',
      ),
    ).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Send Survey' })).toBeDisabled();
    expect(api.requests.some((req) => req.url === SEND_PATH)).toBe(false);
  });

  it('says a closed survey cannot be sent', async () => {
    const { dialog } = await openSendDialog(aSurvey({ acceptingResponses: false }));

    expect(within(dialog).getByText(/This survey is not accepting responses/)).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Send Survey' })).toBeDisabled();
  });

  it('sends the list, subject and time zone, shows its progress, then sent, failed and skipped', async () => {
    const paused =
      'The mail service is not answering. The rest goes out by itself when it is back.';
    const queued = queuedSend(
      {
        message: 'Email survey sent successfully!',
        results: [
          { email: 'ana@example.com', status: 'sent' },
          { email: 'ben@example.com', status: 'sent' },
          { email: 'carla@example.com', status: 'failed', reason: 'The address rejected mail' },
          { email: 'dev@example.com', status: 'skipped', reason: 'Already sent' },
        ],
        sent: 2,
        failed: 1,
        skipped: 1,
        notCounted: [],
      },
      [
        { sent: 1, waiting: 3 },
        { state: 'paused', pausedReason: paused, sent: 1, failed: 1, waiting: 2 },
      ],
    );
    const { user, dialog, api } = await openSendDialog(aSurvey(), queued.send, queued.routes);
    const subject = within(dialog).getByRole('textbox', { name: 'Subject' });
    expect(subject).toHaveValue('Survey: Weekly pulse');
    expect(subject).toHaveAttribute('placeholder', 'Survey: Weekly pulse');

    await user.type(
      within(dialog).getByRole('textbox', { name: /^Recipients/ }),
      'Ana@example.com, ben@example.com{Enter}carla@example.com{Enter}dev@example.com, ana@example.com',
    );
    await user.type(within(dialog).getByRole('textbox', { name: /^Message/ }), 'Two minutes');
    await user.click(within(dialog).getByRole('button', { name: 'Send Survey' }));

    // The worker sends at the mail service's rate: the dialog shows how far it is, read again
    // every second, and says when it is paused and why.
    const progress = await within(dialog).findByTestId('send-progress');
    await waitFor(() =>
      expect(within(progress).getByRole('status')).toHaveTextContent('1 of 4 sent, 3 waiting'),
    );
    expect(within(progress).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25');
    queued.advance();
    expect(
      await within(progress).findByTestId('send-paused', {}, { timeout: 15_000 }),
    ).toHaveTextContent(paused);
    expect(within(progress).getByRole('status')).toHaveTextContent(
      '1 of 4 sent, 1 failed, 2 waiting',
    );
    expect(within(dialog).getByRole('button', { name: 'Close (keeps sending)' })).toBeVisible();
    queued.advance();

    const result = await within(dialog).findByTestId('send-result', {}, { timeout: 15_000 });
    expect(within(result).getByTestId('send-count-sent')).toHaveTextContent('Sent2');
    expect(within(result).getByTestId('send-count-failed')).toHaveTextContent('Failed1');
    expect(within(result).getByTestId('send-count-skipped')).toHaveTextContent(
      'Skipped (already sent)1',
    );
    const carla = within(result).getByText('carla@example.com').closest('li') as HTMLElement;
    expect(within(carla).getByText('Failed')).toBeVisible();
    expect(within(carla).getByText('The address rejected mail')).toBeVisible();
    const dev = within(result).getByText('dev@example.com').closest('li') as HTMLElement;
    expect(within(dev).getByText('Skipped')).toBeVisible();

    // One address failed: neither the heading nor the toast calls that a success.
    expect(
      within(result).getByRole('heading', {
        name: 'Sent to 2, but 1 address could not be reached',
      }),
    ).toBeVisible();
    expect(within(result).queryByText('Email survey sent successfully!')).toBeNull();
    expect(
      await findToast(
        'Sent to 2, but 1 address could not be reached',
        '2 sent, 1 failed, 1 skipped (already sent)',
      ),
    ).toBeVisible();

    const [body] = bodiesOf<SendSurveyEmailBody>(api, 'POST', SEND_PATH);
    expect(body).toEqual({
      recipients: ['ana@example.com', 'ben@example.com', 'carla@example.com', 'dev@example.com'],
      subject: 'Survey: Weekly pulse',
      message: 'Two minutes',
      timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
  });

  it('retries only the failed ones of a finished send and follows that send', async () => {
    const RETRY_ID = '5e4d0000-0000-7000-8000-000000000002';
    const queued = queuedSend({
      message: 'Done',
      results: [
        { email: 'ana@example.com', status: 'sent' },
        {
          email: 'carla@example.com',
          status: 'failed',
          reason: 'The e-mail could not be delivered',
        },
      ],
      sent: 1,
      failed: 1,
      skipped: 0,
      notCounted: [],
    });
    const retryBase = {
      sendId: RETRY_ID,
      total: 1,
      pausedReason: null,
      notCounted: [],
      retriedBy: null,
      skipped: 0,
    };
    const { user, dialog, api } = await openSendDialog(aSurvey(), queued.send, {
      ...queued.routes,
      [`POST ${PROGRESS_PATH}/retry-failed`]: (_, res) =>
        sendJson(res, 202, {
          ...retryBase,
          state: 'sending',
          waiting: 1,
          sent: 0,
          failed: 0,
          message: 'Sending to 1 recipient',
          results: [],
        }),
      [`GET /api/surveys/${SURVEY_ID}/sends/${RETRY_ID}`]: (_, res) =>
        sendJson(res, 200, {
          ...retryBase,
          state: 'done',
          waiting: 0,
          sent: 1,
          failed: 0,
          message: 'Email survey sent successfully!',
          results: [{ email: 'carla@example.com', status: 'sent' }],
        }),
    });
    await user.type(
      within(dialog).getByRole('textbox', { name: /^Recipients/ }),
      'ana@example.com, carla@example.com',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send Survey' }));
    await within(dialog).findByTestId('send-result', {}, { timeout: 15_000 });

    await user.click(within(dialog).getByRole('button', { name: 'Retry failed (1)' }));
    // The retried send's own results: carla went out this time, and nothing is left to retry.
    const retried = await within(dialog).findByRole(
      'heading',
      { name: 'Email survey sent successfully!' },
      { timeout: 15_000 },
    );
    const result = retried.closest('[data-testid="send-result"]') as HTMLElement;
    expect(within(result).getByTestId('send-count-sent')).toHaveTextContent('Sent1');
    expect(within(result).getByText('carla@example.com')).toBeVisible();
    expect(within(result).queryByText('ana@example.com')).toBeNull();
    expect(within(dialog).queryByRole('button', { name: /Retry failed/ })).toBeNull();
    expect(
      api.requests
        .filter((req) => req.url === `${PROGRESS_PATH}/retry-failed`)
        .map((r) => r.method),
    ).toEqual(['POST']);
  });

  it('starts with an empty form each time it opens', async () => {
    const { user, dialog } = await openSendDialog(
      aSurvey(),
      ...sendAnswers({
        message: 'Email survey sent successfully!',
        results: [{ email: 'ana@example.com', status: 'sent' }],
        sent: 1,
        failed: 0,
        skipped: 0,
        notCounted: [],
      }),
    );
    await user.type(
      within(dialog).getByRole('textbox', { name: /^Recipients/ }),
      'ana@example.com',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send Survey' }));
    await within(dialog).findByTestId('send-result');
    await user.click(within(dialog).getByRole('button', { name: 'Done' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Send by Email' })).not.toBeInTheDocument(),
    );

    const card = screen.getByRole('article', { name: 'Weekly pulse' });
    await user.click(within(card).getByRole('button', { name: 'Send Weekly pulse' }));
    const again = await screen.findByRole('dialog', { name: 'Send by Email' });
    expect(within(again).queryByTestId('send-result')).not.toBeInTheDocument();
    expect(within(again).getByRole('textbox', { name: /^Recipients/ })).toHaveValue('');
  });

  it('warns an anonymous survey when fewer independent people than its threshold would count', async () => {
    const { user, dialog } = await openSendDialog(aSurvey({ anonymityThreshold: 3 }));
    const recipients = within(dialog).getByRole('textbox', { name: /^Recipients/ });
    // Nothing to count while the list has a bad address: the send says what is wrong instead.
    await user.type(recipients, 'ben@');
    expect(within(dialog).queryByTestId('threshold-warning')).not.toBeInTheDocument();
    await user.clear(recipients);

    // The signed-in user (ada@example.com) and her +tag alias, and one person twice.
    await user.type(
      recipients,
      'ada@example.com, Ada+1@example.com, ben@example.com, Ben+x@example.com',
    );

    const warning = await within(dialog).findByTestId('threshold-warning');
    expect(warning).toHaveTextContent(
      'Only 1 of these recipients count toward the anonymity threshold of 3: answers will not be shown until at least 3 independent people answer.',
    );
    expect(warning).toHaveTextContent('Your own address (and its +tag aliases) does not count');
    expect(within(dialog).getByRole('button', { name: 'Send Survey' })).toBeEnabled();

    await user.type(recipients, ', c.arla@gmail.com, carla@googlemail.com');
    expect(within(dialog).getByTestId('threshold-warning')).toHaveTextContent(
      'Only 2 of these recipients count',
    );
    await user.type(recipients, ', dev@example.com');
    await waitFor(() =>
      expect(within(dialog).queryByTestId('threshold-warning')).not.toBeInTheDocument(),
    );
    // What the product cannot tell apart is said, warning or not.
    expect(within(dialog).getByTestId('send-honest-limit')).toHaveTextContent(
      'Addresses on other domains that you control cannot be told apart from your team’s',
    );
  });

  it('does not warn a named survey', async () => {
    const { user, dialog } = await openSendDialog(aSurvey({ isAnonymous: false }));
    await user.type(
      within(dialog).getByRole('textbox', { name: /^Recipients/ }),
      'ben@example.com',
    );
    expect(within(dialog).queryByTestId('threshold-warning')).not.toBeInTheDocument();
    expect(within(dialog).queryByTestId('send-honest-limit')).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Send by Email' })).not.toBeInTheDocument(),
    );
  });

  it('lists the recipients who do not count toward the threshold after sending', async () => {
    const { user, dialog } = await openSendDialog(
      aSurvey({ anonymityThreshold: 4 }),
      ...sendAnswers({
        message: 'Email survey sent successfully!',
        results: [
          { email: 'ada+1@example.com', status: 'sent' },
          { email: 'max@example.com', status: 'sent' },
          { email: 'ben@example.com', status: 'sent' },
        ],
        sent: 3,
        failed: 0,
        skipped: 0,
        notCounted: ['ada+1@example.com', 'max@example.com'],
      }),
    );
    await user.type(
      within(dialog).getByRole('textbox', { name: /^Recipients/ }),
      'ada+1@example.com, max@example.com, ben@example.com',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send Survey' }));

    const notCounted = await within(dialog).findByTestId('not-counted');
    expect(
      within(notCounted).getByRole('heading', {
        name: 'Not counted toward the anonymity threshold',
      }),
    ).toBeVisible();
    expect(notCounted).toHaveTextContent('do not count toward the threshold of 4');
    expect(
      within(notCounted)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['ada+1@example.com', 'max@example.com']);
  });

  it('lists nobody as not counted when everyone counts', async () => {
    const { user, dialog } = await openSendDialog(
      aSurvey(),
      ...sendAnswers({
        message: 'Email survey sent successfully!',
        results: [{ email: 'ben@example.com', status: 'sent' }],
        sent: 1,
        failed: 0,
        skipped: 0,
        notCounted: [],
      }),
    );
    await user.type(
      within(dialog).getByRole('textbox', { name: /^Recipients/ }),
      'ben@example.com',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send Survey' }));

    await within(dialog).findByTestId('send-result');
    expect(within(dialog).queryByTestId('not-counted')).not.toBeInTheDocument();
  });

  it('offers no open link to copy when the survey takes only personal links', async () => {
    const { dialog } = await openSendDialog(aSurvey({ openLinkEnabled: false }));

    expect(within(dialog).getByTestId('open-link-off')).toHaveTextContent(
      'The survey’s open link is off: only the personal links sent by e-mail can answer.',
    );
    expect(
      within(dialog).queryByRole('textbox', { name: 'Public survey link' }),
    ).not.toBeInTheDocument();
  });

  it("shows the server's message when the send fails", async () => {
    const { user, dialog } = await openSendDialog(aSurvey(), (_, res) =>
      sendJson(res, 503, { message: 'Mail service is unavailable', errorType: 'email_failed' }),
    );

    await user.type(
      within(dialog).getByRole('textbox', { name: /^Recipients/ }),
      'ana@example.com',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send Survey' }));

    expect(await within(dialog).findByText('Mail service is unavailable')).toBeVisible();
    expect(within(dialog).getByText('Failed to send email survey')).toBeVisible();
    expect(within(dialog).queryByTestId('send-result')).not.toBeInTheDocument();
    expect(
      await findToast('Failed to send email survey', 'Mail service is unavailable'),
    ).toBeVisible();
  });

  it("falls back to 'Failed to send email survey' without a server message", async () => {
    const { user, dialog } = await openSendDialog(aSurvey(), (_, res) => {
      res.writeHead(502);
      res.end('bad gateway');
    });

    await user.type(
      within(dialog).getByRole('textbox', { name: /^Recipients/ }),
      'ana@example.com',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send Survey' }));

    expect(await within(dialog).findByText('Failed to send email survey')).toBeVisible();
  });

  it('says the daily limit is reached and when to try again, from Retry-After, in the dialog and a toast', async () => {
    const { user, dialog } = await openSendDialog(aSurvey(), (_, res) =>
      sendJson(
        res,
        429,
        {
          message:
            'You can email at most 250 recipients a day on the Starter plan (3 left today). Try again in 5 hours.',
          errorType: 'rate_limit',
        },
        { 'Retry-After': String(5 * 3600 - 200) },
      ),
    );

    await user.type(
      within(dialog).getByRole('textbox', { name: /^Recipients/ }),
      'ana@example.com, ben@example.com, carla@example.com, dev@example.com',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send Survey' }));

    const problem = await within(dialog).findByTestId('send-problem');
    expect(within(problem).getByText('Sending limit reached')).toBeVisible();
    expect(
      within(problem).getByText(
        'You can email at most 250 recipients a day on the Starter plan (3 left today). Try again in about 5 hours.',
      ),
    ).toBeVisible();
    expect(within(dialog).queryByText('Failed to send email survey')).not.toBeInTheDocument();
    expect(
      await findToast('Sending limit reached', '(3 left today). Try again in about 5 hours.'),
    ).toBeVisible();
  });

  it('says a resend cap in minutes when Retry-After is short', async () => {
    const { user, dialog } = await openSendDialog(aSurvey(), (_, res) =>
      sendJson(
        res,
        429,
        {
          message:
            'This email has already been sent 3 times today to ana@example.com. Try again in 1 hours.',
          errorType: 'rate_limit',
        },
        { 'Retry-After': '1500' },
      ),
    );

    await user.type(
      within(dialog).getByRole('textbox', { name: /^Recipients/ }),
      'ana@example.com',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send Survey' }));

    expect(
      await within(dialog).findByText(
        'This email has already been sent 3 times today to ana@example.com. Try again in about 25 minutes.',
      ),
    ).toBeVisible();
  });

  it('asks an unverified sender to verify their address first, in the dialog and a toast', async () => {
    const { user, dialog } = await openSendDialog(aSurvey(), (_, res) =>
      sendJson(res, 403, {
        message: 'Please verify your email address before sending emails.',
        errorType: 'email_not_verified',
      }),
    );

    await user.type(
      within(dialog).getByRole('textbox', { name: /^Recipients/ }),
      'ana@example.com',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Send Survey' }));

    const problem = await within(dialog).findByTestId('send-problem');
    expect(
      within(problem).getByText('Verify your e-mail address before sending surveys'),
    ).toBeVisible();
    expect(
      within(problem).getByText('Please verify your email address before sending emails.'),
    ).toBeVisible();
    expect(within(dialog).queryByTestId('send-result')).not.toBeInTheDocument();
    expect(
      await findToast(
        'Verify your e-mail address before sending surveys',
        'Please verify your email address before sending emails.',
      ),
    ).toBeVisible();
  });

  it('copies the open link', async () => {
    const { user, dialog } = await openSendDialog(aSurvey());
    const link = within(dialog).getByRole('textbox', { name: 'Public survey link' });
    expect(link).toHaveValue(`${window.location.origin}/survey/${SURVEY_ID}`);

    await user.click(within(dialog).getByRole('button', { name: 'Copy link' }));

    expect(await within(dialog).findByRole('button', { name: 'Copied!' })).toBeVisible();
    expect(await navigator.clipboard.readText()).toBe(
      `${window.location.origin}/survey/${SURVEY_ID}`,
    );
  });
});

describe('sendOutcomeTitle', () => {
  it('calls a send a success only when nothing failed', () => {
    expect(sendOutcomeTitle({ sent: 3, failed: 0 })).toBe('Email survey sent successfully!');
    expect(sendOutcomeTitle({ sent: 3, failed: 2 })).toBe(
      'Sent to 3, but 2 addresses could not be reached',
    );
    expect(sendOutcomeTitle({ sent: 0, failed: 2 })).toBe('Failed to send email survey');
    expect(sendOutcomeTitle({ sent: 0, failed: 0 })).toBe('Nothing new was sent');
  });
});
