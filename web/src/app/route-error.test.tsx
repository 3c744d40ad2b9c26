import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { isStaleVersionError, RouteError } from './route-error';

/** A route whose page fails to load with `error`, as a lazy page does when its chunk is gone. */
function renderFailing(error: Error) {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        errorElement: <RouteError />,
        HydrateFallback: () => null,
        lazy: () => Promise.reject(error),
      },
    ],
    { initialEntries: ['/'] },
  );
  return renderWithProviders(<RouterProvider router={router} />);
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('RouteError', () => {
  it('offers the new version when a page’s code is gone after a release', async () => {
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    renderFailing(
      new TypeError(
        'Failed to fetch dynamically imported module: http://localhost/assets/teams-page-OLD12345.js',
      ),
    );

    expect(
      await screen.findByRole('heading', { level: 1, name: 'A new version is available' }),
    ).toBeVisible();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('keeps "Something went wrong" for a page that throws for another reason', async () => {
    renderFailing(new Error('Cannot read properties of undefined'));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Something went wrong' }),
    ).toBeVisible();
    expect(screen.queryByText('A new version is available')).not.toBeInTheDocument();
  });

  it('knows each browser’s wording of a missing chunk', () => {
    for (const message of [
      'Failed to fetch dynamically imported module: https://app/assets/a-ABC.js', // Chromium
      'error loading dynamically imported module: https://app/assets/a-ABC.js', // Firefox
      'Importing a module script failed.', // Safari
    ]) {
      expect(isStaleVersionError(new TypeError(message)), message).toBe(true);
    }
    expect(isStaleVersionError(new Error('Network request failed'))).toBe(false);
    expect(isStaleVersionError('Failed to fetch dynamically imported module')).toBe(false);
  });
});
