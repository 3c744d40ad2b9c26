import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { sendJson, startApiServer, type ApiServer } from '../../../test/api-server';
import { renderWithProviders } from '../../../test/render';
import { setApiDefaults } from '../../../lib/api-client';
import { aTeam } from '../test/teams-fixtures';
import { BrandingForm } from './branding-form';

let server: ApiServer | undefined;

function readBytes(blob: Blob): Promise<Uint8Array> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(new Uint8Array(reader.result as ArrayBuffer));
    reader.onerror = () => reject(reader.error ?? new Error('unreadable'));
    reader.readAsArrayBuffer(blob);
  });
}

beforeAll(() => {
  // jsdom's Blob has no stream(), which Node's fetch needs to send a file in a multipart body
  // (browsers have it): without it the upload would hang instead of reaching the test server.
  if (typeof Blob.prototype.stream !== 'function') {
    Object.defineProperty(Blob.prototype, 'stream', {
      configurable: true,
      value(this: Blob) {
        return new ReadableStream<Uint8Array>({
          start: async (controller) => {
            controller.enqueue(await readBytes(this));
            controller.close();
          },
        });
      },
    });
  }
});

afterEach(async () => {
  await server?.close();
  server = undefined;
});

const team = aTeam();
const PNG_BYTES = Uint8Array.from([137, 80, 78, 71, 13, 10, 26, 10, 0, 0, 0, 13]);

async function renderForm(answer: (url: string, method: string) => [number, unknown]) {
  server = await startApiServer((req, res) => {
    const [status, body] = answer(req.url, req.method);
    sendJson(res, status, body);
  });
  setApiDefaults({ baseUrl: server.baseUrl });
  const onDone = vi.fn();
  renderWithProviders(<BrandingForm team={team} onDone={onDone} />, {
    apiBaseUrl: server.baseUrl,
  });
  return { onDone, requests: server.requests };
}

const ok = (): [number, unknown] => [200, { team: aTeam({ brand_color: '#EF4444' }) }];

describe('BrandingForm', () => {
  it('rejects a colour that is not #RRGGBB and sends nothing', async () => {
    const user = userEvent.setup();
    const { onDone, requests } = await renderForm(ok);
    const field = screen.getByLabelText('Brand color');

    await user.clear(field);
    await user.type(field, '#12345');
    await user.click(screen.getByRole('button', { name: 'Save Branding' }));

    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveAccessibleDescription(
      expect.stringContaining('Color must be a hex value like #3B82F6') as string,
    );
    expect(field).toHaveFocus();
    expect(requests).toHaveLength(0);
    expect(onDone).not.toHaveBeenCalled();
  });

  it('follows the palette and the text field in the picker, the field and the swatches', async () => {
    const user = userEvent.setup();
    await renderForm(ok);

    await user.click(screen.getByRole('button', { name: '#10B981' }));

    expect(screen.getByLabelText('Brand color')).toHaveValue('#10B981');
    expect(screen.getByLabelText('Color picker')).toHaveValue('#10b981');
    expect(screen.getByRole('button', { name: '#10B981' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '#3B82F6' })).toHaveAttribute(
      'aria-pressed',
      'false',
    );

    await user.clear(screen.getByLabelText('Brand color'));
    await user.type(screen.getByLabelText('Brand color'), '#ec4899');

    expect(screen.getByLabelText('Color picker')).toHaveValue('#ec4899');
    expect(screen.getByRole('button', { name: '#EC4899' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('refuses a file that is not an image', async () => {
    const user = userEvent.setup({ applyAccept: false });
    await renderForm(ok);

    await user.upload(
      screen.getByLabelText('Team logo'),
      new File(['hello'], 'notes.txt', { type: 'text/plain' }),
    );

    expect(await screen.findByText('Please select an image file')).toBeVisible();
    expect(screen.queryByRole('img', { name: 'New logo preview' })).not.toBeInTheDocument();
  });

  it('refuses a file named like an image that the browser cannot draw, instead of a broken preview', async () => {
    const user = userEvent.setup();
    await renderForm(ok);

    await user.upload(
      screen.getByLabelText('Team logo'),
      new File(['not really a picture'], 'report.png', { type: 'image/png' }),
    );
    const preview = await screen.findByRole('img', { name: 'New logo preview' });
    // What a browser does with bytes it cannot decode.
    fireEvent.error(preview);

    expect(await screen.findByText('Please select an image file')).toBeVisible();
    expect(screen.queryByRole('img', { name: 'New logo preview' })).not.toBeInTheDocument();
    expect(screen.queryByText(/Selected: report.png/)).not.toBeInTheDocument();
  });

  it('refuses an image over 5 MB', async () => {
    const user = userEvent.setup();
    await renderForm(ok);

    await user.upload(
      screen.getByLabelText('Team logo'),
      new File([new Uint8Array(5_242_881)], 'huge.png', { type: 'image/png' }),
    );

    expect(await screen.findByText('Image size must be less than 5MB')).toBeVisible();
    expect(screen.queryByRole('img', { name: 'New logo preview' })).not.toBeInTheDocument();
    expect(screen.getByText('JPG, PNG or GIF. Max 5MB.')).toBeVisible();
  });

  it('previews an image as a data URL, uploads it straight to the file store and saves it with the colour', async () => {
    const user = userEvent.setup();
    const uploadId = '0b9c2a4e-8f1d-4c55-9a7e-2f3b4c5d6e7f';
    const { onDone, requests } = await renderForm((url, method) => {
      if (url.endsWith('/logo-upload')) {
        return [
          200,
          {
            uploadId,
            url: `${server?.baseUrl}/file-store/uploads/logo/${team.id}/${uploadId}?X-Amz-Signature=x`,
            method: 'PUT',
            headers: { 'content-type': 'image/png' },
            expiresAt: '2030-01-01T00:00:00.000Z',
          },
        ];
      }
      if (url.startsWith('/file-store/')) return [200, {}];
      return method === 'PUT' ? ok() : [404, {}];
    });

    await user.upload(
      screen.getByLabelText('Team logo'),
      new File([PNG_BYTES], 'logo.png', { type: 'image/png' }),
    );
    const preview = await screen.findByRole('img', { name: 'New logo preview' });
    expect(preview.getAttribute('src')).toMatch(/^data:image\/png;base64,/);

    await user.click(screen.getByRole('button', { name: '#EF4444' }));
    await user.click(screen.getByRole('button', { name: 'Save Branding' }));

    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(requests.map((r) => `${r.method} ${r.url.split('?')[0]}`)).toEqual([
      `POST /api/teams/${team.id}/logo-upload`,
      `PUT /file-store/uploads/logo/${team.id}/${uploadId}`,
      `PUT /api/teams/${team.id}`,
    ]);
    expect(JSON.parse(requests[0]?.body ?? '{}')).toEqual({
      contentType: 'image/png',
      size: PNG_BYTES.length,
    });
    // The file goes to the store as is, with the signed type; the save names the upload.
    expect(requests[1]?.headers['content-type']).toBe('image/png');
    expect(requests[1]?.headers.authorization).toBeUndefined();
    const save = requests[2];
    expect(save?.headers['content-type']).toMatch(/^multipart\/form-data/);
    expect(save?.body).toContain('name="primaryColor"');
    expect(save?.body).toContain('#EF4444');
    expect(save?.body).toContain('name="logoUpload"');
    expect(save?.body).toContain(uploadId);
    expect(save?.body).not.toContain('filename=');
    expect(await screen.findByText('Branding updated successfully')).toBeInTheDocument();
  });

  it('says the upload failed, in words, when the file store refuses it, and saves nothing', async () => {
    const user = userEvent.setup();
    const { onDone, requests } = await renderForm((url) => {
      if (url.endsWith('/logo-upload')) {
        return [
          200,
          {
            uploadId: '0b9c2a4e-8f1d-4c55-9a7e-2f3b4c5d6e7f',
            url: `${server?.baseUrl}/file-store/x`,
            method: 'PUT',
            headers: { 'content-type': 'image/png' },
            expiresAt: '2030-01-01T00:00:00.000Z',
          },
        ];
      }
      if (url.startsWith('/file-store/')) return [403, {}];
      return ok();
    });
    await user.upload(
      screen.getByLabelText('Team logo'),
      new File([PNG_BYTES], 'logo.png', { type: 'image/png' }),
    );
    await screen.findByRole('img', { name: 'New logo preview' });
    await user.click(screen.getByRole('button', { name: 'Save Branding' }));
    expect(
      await screen.findAllByText(
        'The image could not be uploaded. Check your connection and try again.',
      ),
    ).not.toHaveLength(0);
    expect(onDone).not.toHaveBeenCalled();
    expect(requests.filter((r) => r.url === `/api/teams/${team.id}`)).toEqual([]);
  });

  it('saves a colour alone through PATCH .../color', async () => {
    const user = userEvent.setup();
    const { onDone, requests } = await renderForm(ok);

    await user.click(screen.getByRole('button', { name: '#EF4444' }));
    await user.click(screen.getByRole('button', { name: 'Save Branding' }));

    await waitFor(() => expect(onDone).toHaveBeenCalled());
    expect(requests[0]?.method).toBe('PATCH');
    expect(requests[0]?.url).toBe(`/api/teams/${team.id}/color`);
    // With the version the form was opened on (decision 0025).
    expect(JSON.parse(requests[0]?.body ?? '{}')).toEqual({ brand_color: '#EF4444', version: 0 });
  });

  it('says so in an alert when the colour could not be saved, and stays open', async () => {
    const user = userEvent.setup();
    const { onDone } = await renderForm(() => [
      500,
      { message: 'Internal error', errorType: 'server_error' },
    ]);

    await user.click(screen.getByRole('button', { name: '#8B5CF6' }));
    await user.click(screen.getByRole('button', { name: 'Save Branding' }));

    expect(await screen.findByText('Failed to update team color. Please try again.')).toBeVisible();
    expect(onDone).not.toHaveBeenCalled();
  });

  it('just closes when nothing changed', async () => {
    const user = userEvent.setup();
    const { onDone, requests } = await renderForm(ok);

    await user.click(screen.getByRole('button', { name: 'Save Branding' }));

    expect(onDone).toHaveBeenCalledTimes(1);
    expect(requests).toHaveLength(0);
  });
});
