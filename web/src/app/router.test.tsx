import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { sendJson, startApiServer, type ApiServer } from '../test/api-server';
import { renderWithProviders } from '../test/render';
import { paths } from '../lib/paths';
import { routes } from './router';

let server: ApiServer | undefined;

afterEach(async () => {
  await server?.close();
  server = undefined;
});

function renderAt(path: string, apiBaseUrl?: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return renderWithProviders(<RouterProvider router={router} />, { apiBaseUrl });
}

describe('app routes', () => {
  it('shows the system status at /status, signed in or not', async () => {
    server = await startApiServer((_, res) =>
      sendJson(res, 200, {
        status: 'ok',
        version: '9.9.9',
        time: '2026-01-01T00:00:00.000Z',
        services: {
          table: { status: 'up', latencyMs: 1 },
          files: { status: 'up', latencyMs: 1 },
          mail: { status: 'up', latencyMs: 1 },
        },
      }),
    );

    renderAt(paths.status.getHref(), server.baseUrl);

    expect(await screen.findByRole('heading', { level: 1, name: 'System status' })).toBeVisible();
    expect(await screen.findByText('9.9.9')).toBeInTheDocument();
  });

  it('answers an unknown deep link inside the shell with a way home', async () => {
    renderAt('/no-such-page');

    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    expect(screen.getByRole('banner')).toHaveTextContent('Candor');
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('has a skip link to the main landmark', () => {
    renderAt('/no-such-page');

    const main = screen.getByRole('main');
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveAttribute('href', `#${main.id}`);
    expect(main).toHaveAttribute('tabindex', '-1');
  });

  it('toggles the theme and keeps the choice under the `theme` key', async () => {
    const user = userEvent.setup();
    renderAt('/no-such-page');

    await user.click(screen.getByRole('button', { name: 'Switch to dark theme' }));

    await waitFor(() => expect(document.documentElement).toHaveClass('dark'));
    expect(localStorage.getItem('theme')).toBe('dark');

    await user.click(screen.getByRole('button', { name: 'Switch to light theme' }));

    await waitFor(() => expect(document.documentElement).toHaveClass('light'));
    expect(document.documentElement).not.toHaveClass('dark');
    expect(localStorage.getItem('theme')).toBe('light');
  });
});
