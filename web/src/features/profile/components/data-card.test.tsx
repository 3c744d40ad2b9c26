import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setApiDefaults } from '../../../lib/api-client';
import { sendJson, startApiServer, type ApiServer } from '../../../test/api-server';
import { renderWithProviders } from '../../../test/render';
import { DataCard } from './data-card';

let server: ApiServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
  vi.restoreAllMocks();
});

const exported = {
  exportedAt: '2026-11-25T10:00:00.000Z',
  profile: { id: 'u1', email: 'dana@example.com' },
  plan: 'starter',
  teams: [{ id: 't1', name: 'Ops', yourRole: 'owner' }],
  surveys: [],
  notifications: [],
};

async function render(status: number, body: unknown) {
  server = await startApiServer((_req, res) => sendJson(res, status, body));
  setApiDefaults({ baseUrl: server.baseUrl });
  renderWithProviders(<DataCard />, { apiBaseUrl: server.baseUrl });
  return server.requests;
}

describe('DataCard', () => {
  it('saves the export as a dated JSON file', async () => {
    const saved: { name: string; blob: Blob }[] = [];
    let lastBlob: Blob | undefined;
    URL.createObjectURL = vi.fn((blob: Blob) => {
      lastBlob = blob;
      return 'blob:candor-export';
    });
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      if (lastBlob) saved.push({ name: this.download, blob: lastBlob });
    });
    const requests = await render(200, exported);

    await userEvent.click(screen.getByRole('button', { name: 'Download My Data' }));

    await waitFor(() => expect(saved).toHaveLength(1));
    expect(requests.map((r) => `${r.method} ${r.url}`)).toEqual(['GET /api/auth/me/export']);
    expect(saved[0]?.name).toBe('candor-data-2026-11-25.json');
    expect(JSON.parse(await saved[0]!.blob.text())).toEqual(exported);
    expect(await screen.findByText('Your data was downloaded')).toBeInTheDocument();
  });

  it('says so when the download fails, and can be tried again', async () => {
    await render(500, { message: 'Server temporarily unavailable', errorType: 'server_error' });

    await userEvent.click(screen.getByRole('button', { name: 'Download My Data' }));

    expect(
      (await screen.findAllByText(/Server temporarily unavailable|could not be downloaded/)).length,
    ).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Download My Data' })).toBeEnabled();
  });
});
