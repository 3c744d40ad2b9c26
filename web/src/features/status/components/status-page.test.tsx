import type { ServerResponse } from 'node:http';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { HealthResponse } from '#shared/api/platform';
import { loadAppIntl } from '../../../i18n/intl';
import { reloadLanguage, setLanguage } from '../../../i18n/language';
import { preferenceKeys } from '../../../lib/accessibility';
import { sendJson, startApiServer, type ApiServer } from '../../../test/api-server';
import { renderWithProviders } from '../../../test/render';
import { StatusPage } from './status-page';

const healthy: HealthResponse = {
  status: 'ok',
  version: '1.4.2',
  time: '2026-03-01T09:30:00.000Z',
  services: {
    table: { status: 'up', latencyMs: 12 },
    files: { status: 'up', latencyMs: 7 },
    mail: { status: 'up', latencyMs: 31 },
  },
};

let server: ApiServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

describe('StatusPage', () => {
  it('shows a skeleton while loading, then the version and every service', async () => {
    // Prepare: the server holds the answer until the test has seen the loading state.
    const held: ServerResponse[] = [];
    server = await startApiServer((_, res) => {
      held.push(res);
    });

    // Act
    renderWithProviders(<StatusPage />, { apiBaseUrl: server.baseUrl });

    // Assess: loading
    expect(screen.getByRole('heading', { level: 1, name: 'System status' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading system status');
    expect(screen.getByTestId('status-loading')).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(held).toHaveLength(1));

    sendJson(held[0] as ServerResponse, 200, healthy);

    // Assess: success
    expect(await screen.findByText('All systems operational')).toBeInTheDocument();
    expect(screen.queryByTestId('status-loading')).not.toBeInTheDocument();
    expect(screen.getByTestId('app-version')).toHaveTextContent('1.4.2');
    for (const [testId, name, latency] of [
      ['service-table', 'Database', '12 ms'],
      ['service-files', 'File storage', '7 ms'],
      ['service-mail', 'Mail', '31 ms'],
    ] as const) {
      const row = within(screen.getByTestId(testId));
      expect(row.getByText(name)).toBeInTheDocument();
      expect(row.getByText('Up')).toBeInTheDocument();
      expect(row.getByText(latency)).toBeInTheDocument();
    }
  });

  it('marks a service that does not answer as down, with its reason', async () => {
    server = await startApiServer((_, res) =>
      sendJson(res, 200, {
        ...healthy,
        status: 'degraded',
        services: {
          ...healthy.services,
          mail: { status: 'down', latencyMs: 2000, message: 'did not answer in time' },
        },
      } satisfies HealthResponse),
    );

    renderWithProviders(<StatusPage />, { apiBaseUrl: server.baseUrl });

    expect(await screen.findByText('Some services are not answering')).toBeInTheDocument();
    expect(screen.getByText('Degraded')).toBeInTheDocument();
    const mail = within(screen.getByTestId('service-mail'));
    expect(mail.getByText('Down')).toBeInTheDocument();
    expect(mail.getByText('did not answer in time')).toBeInTheDocument();
    expect(within(screen.getByTestId('service-table')).getByText('Up')).toBeInTheDocument();
  });

  it('explains a failure and loads again on Retry', async () => {
    server = await startApiServer((_, res) => {
      res.writeHead(502, { 'Content-Type': 'text/html' });
      res.end('<h1>Bad gateway</h1>');
    });
    const user = userEvent.setup();

    renderWithProviders(<StatusPage />, { apiBaseUrl: server.baseUrl });

    expect(await screen.findByText('Could not load the system status')).toBeInTheDocument();
    expect(screen.getByText('Server temporarily unavailable')).toBeInTheDocument();
    expect(screen.queryByText('All systems operational')).not.toBeInTheDocument();

    server.answer((_, res) => sendJson(res, 200, healthy));
    await user.click(screen.getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('All systems operational')).toBeInTheDocument();
    expect(screen.queryByText('Could not load the system status')).not.toBeInTheDocument();
    expect(server.requests).toHaveLength(2);
  });

  it('says so when the server cannot be reached', async () => {
    server = await startApiServer(() => {});
    const { baseUrl } = server;
    await server.close();
    server = undefined;

    renderWithProviders(<StatusPage />, { apiBaseUrl: baseUrl });

    expect(await screen.findByText('Connection problem')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Retry' })).toBeEnabled());
  });

  describe('in German', () => {
    afterEach(() => {
      localStorage.removeItem(preferenceKeys.language);
      reloadLanguage();
    });

    it('names the state, the services and the time in German', async () => {
      await loadAppIntl('de');
      setLanguage('de');
      server = await startApiServer((_, res) =>
        sendJson(res, 200, {
          ...healthy,
          status: 'degraded',
          services: {
            ...healthy.services,
            mail: { status: 'down', latencyMs: 12345, message: 'Timed out' },
          },
        } satisfies HealthResponse),
      );

      renderWithProviders(<StatusPage />, { apiBaseUrl: server.baseUrl });

      expect(
        await screen.findByRole('heading', { level: 2, name: 'Einige Dienste antworten nicht' }),
      ).toBeInTheDocument();
      expect(screen.getByRole('heading', { level: 1, name: 'Systemstatus' })).toBeInTheDocument();
      expect(screen.getByText('Beeinträchtigt')).toBeInTheDocument();
      const mail = within(screen.getByTestId('service-mail'));
      expect(mail.getByText('E-Mail')).toBeInTheDocument();
      expect(mail.getByText('Ausgefallen')).toBeInTheDocument();
      expect(mail.getByText('12.345 ms')).toBeInTheDocument();
      expect(mail.getByText('Timed out')).toBeInTheDocument();
      expect(screen.getByText(/^Geprüft um/)).toHaveTextContent(/Geprüft um \d{2}:\d{2}:\d{2}/);
    });
  });
});
