import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { EmailConfig, SendTestEmailBody } from '#shared/api/emails';
import { sendJson, type ApiServer } from '../../../test/api-server';
import { renderApp } from '../../../test/render';
import { bodiesOf, findToast, signedInApi, type Handler } from '../../../test/signed-in-api';
import { aUser } from '../../../test/users';

let server: ApiServer | undefined;

/** Waits for answers from the test server and lazily loaded code. */
const SLOW = { timeout: 10_000 };

afterEach(async () => {
  await server?.close();
  server = undefined;
});

const localConfig: EmailConfig = {
  service: 'Local SES stand-in',
  host: '127.0.0.1',
  port: 4711,
  from: 'Candor <no-reply@candor.local>',
  secure: false,
  hasUser: true,
  hasPassword: true,
};

const authConfig = {
  google: { clientId: '', provider: 'google' },
  support: { email: 'help@candor.example.com', docsHost: 'guide.candor.example.com' },
};

async function openSupport(routes: Record<string, Handler> = {}) {
  const user = userEvent.setup();
  server = await signedInApi({
    'GET /api/auth/config': (_, res) => sendJson(res, 200, authConfig),
    'GET /api/emails/config': (_, res) => sendJson(res, 200, localConfig),
    ...routes,
  });
  renderApp('/support', { apiBaseUrl: server.baseUrl });
  await screen.findByRole('heading', { level: 1, name: 'Support Center' }, { timeout: 15_000 });
  return { user, api: server };
}

async function openEmailTest(routes: Record<string, Handler> = {}) {
  const opened = await openSupport(routes);
  const card = screen.getByTestId('email-test-card');
  await opened.user.click(within(card).getByRole('button', { name: 'Test Email Service' }));
  // The dialog's code loads on first use: allow for a slow, busy machine.
  const dialog = await screen.findByRole('dialog', { name: 'Test Email Service' }, SLOW);
  return { ...opened, dialog };
}

describe('the Support Center', () => {
  it('links to creating a survey, analytics, teams and the calendar', async () => {
    await openSupport();
    const links = within(screen.getByRole('region', { name: 'Quick links' }));
    expect(links.getByRole('link', { name: 'Create a Survey' })).toHaveAttribute(
      'href',
      '/surveys/new',
    );
    expect(links.getByRole('link', { name: 'View Analytics' })).toHaveAttribute(
      'href',
      '/analytics',
    );
    expect(links.getByRole('link', { name: 'Manage Teams' })).toHaveAttribute('href', '/teams');
    expect(links.getByRole('link', { name: 'Survey Calendar' })).toHaveAttribute(
      'href',
      '/calendar',
    );
  });

  it('answers six questions in an accordion that works by keyboard', async () => {
    const { user } = await openSupport();
    const faq = screen.getByTestId('faq');
    const questions = within(faq).getAllByRole('button');
    expect(questions.map((q) => q.textContent)).toEqual([
      'How do I create a survey?',
      'Can surveys go out on a schedule?',
      'How do I invite people to my team?',
      'Are responses really anonymous?',
      'Where do I see the results?',
      'Can I customise surveys and how they look?',
    ]);
    // Each question is a button in a heading, closed at first.
    for (const question of questions) {
      expect(question.closest('h3')).not.toBeNull();
      expect(question).toHaveAttribute('aria-expanded', 'false');
    }

    const anonymity = questions[3]!;
    anonymity.focus();
    await user.keyboard('{Enter}');
    expect(anonymity).toHaveAttribute('aria-expanded', 'true');
    // The panel shows once it has opened: wait for it, as a person's eyes would.
    const answer = await screen.findByRole('region', { name: 'Are responses really anonymous?' });
    expect(answer).toHaveTextContent('3 by default, and never fewer than 3');
    expect(answer).toHaveTextContent('released in groups of at least the threshold');

    // Arrow keys move between questions; Space opens another without closing the first.
    await user.keyboard('{ArrowDown}');
    expect(questions[4]).toHaveFocus();
    await user.keyboard(' ');
    expect(questions[4]).toHaveAttribute('aria-expanded', 'true');
    expect(anonymity).toHaveAttribute('aria-expanded', 'true');
    // What the editor shows of invitations, as it is: never who answered an anonymous survey.
    const results = await screen.findByRole('region', { name: 'Where do I see the results?' });
    expect(results).toHaveTextContent('An anonymous survey never shows who answered');
    expect(results).not.toHaveTextContent('every invitation and whether it was answered');
    await user.keyboard('{Home}');
    expect(questions[0]).toHaveFocus();

    await user.click(questions[1]!);
    const scheduling = await screen.findByRole('region', {
      name: 'Can surveys go out on a schedule?',
    });
    expect(scheduling).toHaveTextContent('once, daily, weekly or monthly');
    // Reminders go out (decision 0016), and the answer says so, with where to turn them on.
    expect(scheduling).toHaveTextContent('With Send reminders on in the survey’s Survey Settings');
    expect(scheduling).not.toHaveTextContent('not sent yet');
    // Open again closes it.
    anonymity.focus();
    await user.keyboard('{Enter}');
    expect(anonymity).toHaveAttribute('aria-expanded', 'false');
  });

  it('gives the configured support address and docs host, the response time and urgent help', async () => {
    const { user } = await openSupport();
    await user.click(screen.getByRole('tab', { name: 'Contact' }));
    const address = await screen.findByRole('link', { name: 'help@candor.example.com' }, SLOW);
    expect(address).toHaveAttribute('href', 'mailto:help@candor.example.com');
    expect(screen.getByRole('link', { name: 'guide.candor.example.com' })).toHaveAttribute(
      'href',
      'https://guide.candor.example.com',
    );
    expect(screen.getByText('Under 24 hours')).toBeVisible();
    expect(screen.getByText('Need urgent help?')).toBeVisible();
  });

  it('lists four resources, each opening its help page', async () => {
    const { user } = await openSupport();
    await user.click(screen.getByRole('tab', { name: 'Resources' }));
    const cards = [
      ['Getting Started Guide', 'Read the guide', '/help/getting-started'],
      ['Best Practices', 'Read best practices', '/help/best-practices'],
      ['How Anonymity Works', 'Read how anonymity works', '/help/anonymity'],
      ['API Documentation', 'Open the API reference', '/help/api'],
    ] as const;
    for (const [title, action, href] of cards) {
      expect(await screen.findByRole('heading', { name: title }, SLOW)).toBeVisible();
      expect(screen.getByRole('link', { name: action })).toHaveAttribute('href', href);
    }
    expect(screen.queryByText(/coming soon/i)).toBeNull();
  });
});

describe('the e-mail test modal', () => {
  it('shows the configuration in use', async () => {
    const { dialog } = await openEmailTest();
    const config = await within(dialog).findByTestId('email-config', {}, SLOW);
    const pairs = within(config)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(pairs).toEqual([
      'Service: Local SES stand-in',
      'Host: 127.0.0.1',
      'Port: 4711',
      'From: Candor <no-reply@candor.local>',
      'Secure: No',
      'Credentials: Configured',
    ]);
    // Local tips point at the mailbox.
    expect(within(dialog).getByRole('link', { name: 'local mailbox' })).toHaveAttribute(
      'href',
      '/dev/mail',
    );
  });

  it('says credentials are missing when either is', async () => {
    const { dialog } = await openEmailTest({
      'GET /api/emails/config': (_, res) =>
        sendJson(res, 200, { ...localConfig, service: 'Amazon SES', hasPassword: false }),
    });
    const config = await within(dialog).findByTestId('email-config', {}, SLOW);
    expect(within(config).getByText('Missing')).toBeVisible();
    expect(within(dialog).queryByRole('link', { name: 'local mailbox' })).toBeNull();
  });

  it('tests the connection: success with the service’s answer and id', async () => {
    const { user, dialog } = await openEmailTest({
      'POST /api/emails/test-connection': (_, res) =>
        sendJson(res, 200, {
          message: 'Connected to Local SES stand-in: sending is enabled (production access).',
          messageId: 'req-42',
          account: {
            sendingEnabled: true,
            productionAccess: true,
            max24HourSend: 50000,
            sentLast24Hours: 3,
            remaining24Hours: 49997,
            maxSendRate: 14,
          },
        }),
    });
    await user.click(within(dialog).getByRole('button', { name: 'Test Connection' }));
    const result = await within(dialog).findByTestId('email-test-result', {}, SLOW);
    expect(result).toHaveTextContent('Email connection test successful!');
    expect(result).toHaveTextContent('sending is enabled (production access)');
    expect(result).toHaveTextContent('req-42');
    await findToast('Email connection test successful!');
  });

  it('tests the connection: failure with the server’s reason and the raw data', async () => {
    const reason = 'The app is not allowed to use the mail service. It said: not authorized.';
    const { user, dialog } = await openEmailTest({
      'POST /api/emails/test-connection': (_, res) =>
        sendJson(res, 502, { message: reason, errorType: 'email_connection_failed' }),
    });
    await user.click(within(dialog).getByRole('button', { name: 'Test Connection' }));
    const result = await within(dialog).findByTestId('email-test-result', {}, SLOW);
    expect(result).toHaveTextContent('Email connection test failed');
    expect(result).toHaveTextContent(reason);
    expect(within(result).getByText('Raw data')).toBeInTheDocument();
    expect(result).toHaveTextContent('"errorType": "email_connection_failed"');
    await findToast('Email connection test failed', reason);
  });

  it('asks for an address before sending, with the spec’s message', async () => {
    const { user, dialog, api } = await openEmailTest();
    const field = within(dialog).getByRole('textbox', { name: /^Test email address/ });
    expect(field).toHaveValue(aUser().email);
    await user.clear(field);
    await user.click(within(dialog).getByRole('button', { name: 'Send Test Email' }));
    expect(
      await within(dialog).findByText('Please enter an email address', {}, SLOW),
    ).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveFocus();
    await user.type(field, 'not-an-address');
    await user.click(within(dialog).getByRole('button', { name: 'Send Test Email' }));
    expect(
      await within(dialog).findByText('Please enter a valid email address', {}, SLOW),
    ).toBeVisible();
    expect(api.requests.some((req) => req.url === '/api/emails/send-test')).toBe(false);
  });

  it('sends a test e-mail with the browser’s time zone and says so', async () => {
    const { user, dialog, api } = await openEmailTest({
      'POST /api/emails/send-test': (req, res) =>
        sendJson(res, 200, {
          message: 'Test email sent successfully!',
          messageId: 'local-123',
          to: (JSON.parse(req.body) as SendTestEmailBody).email,
          sentAt: new Date().toISOString(),
        }),
    });
    const field = within(dialog).getByRole('textbox', { name: /^Test email address/ });
    await user.clear(field);
    await user.type(field, ' inbox@example.com {Enter}');
    const result = await within(dialog).findByTestId('email-test-result', {}, SLOW);
    expect(result).toHaveTextContent('Test email sent successfully!');
    expect(result).toHaveTextContent('Sent to inbox@example.com');
    expect(result).toHaveTextContent('local-123');
    expect(bodiesOf<SendTestEmailBody>(api, 'POST', '/api/emails/send-test')).toEqual([
      { email: 'inbox@example.com', timezone: Intl.DateTimeFormat().resolvedOptions().timeZone },
    ]);
    await findToast('Test email sent successfully!');
  });

  it('shows the server’s reason when the mail service refuses, or the limit is reached', async () => {
    let answer: [number, object, Record<string, string>?] = [
      422,
      {
        message:
          'The mail service refused the message. It said: Email address is not verified: x@y.invalid.',
        errorType: 'email_rejected',
      },
    ];
    const { user, dialog } = await openEmailTest({
      'POST /api/emails/send-test': (_, res) => sendJson(res, ...answer),
    });
    const send = within(dialog).getByRole('button', { name: 'Send Test Email' });
    await user.click(send);
    let result = await within(dialog).findByTestId('email-test-result', {}, SLOW);
    expect(result).toHaveTextContent('Failed to send test email');
    expect(result).toHaveTextContent('Email address is not verified: x@y.invalid.');
    await findToast('Failed to send test email');

    answer = [
      429,
      {
        message: 'You can send 5 test emails an hour. Try again in 12 minutes.',
        errorType: 'rate_limit',
      },
      { 'Retry-After': '700' },
    ];
    await user.click(send);
    await waitFor(
      () =>
        expect(within(dialog).getByTestId('email-test-result')).toHaveTextContent(
          'Try again in 12 minutes.',
        ),
      SLOW,
    );
    result = within(dialog).getByTestId('email-test-result');
    expect(result).toHaveTextContent('"retryAfterSeconds": 700');
  });

  it('asks unverified accounts to verify first and does not let them send', async () => {
    const { dialog } = await openEmailTest({
      'GET /api/auth/me': (_, res) =>
        sendJson(res, 200, { user: aUser({ emailVerified: false, email_verified: false }) }),
    });
    expect(within(dialog).getByText('Verify your email address first')).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'Resend Verification Email' })).toBeEnabled();
    expect(within(dialog).getByRole('button', { name: 'Send Test Email' })).toBeDisabled();
  });
});
