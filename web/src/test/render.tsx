import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProvider } from '../app/provider';
import { routes } from '../app/router';
import { createApiFetcher, setApiDefaults } from '../lib/api-client';

interface ProviderOptions {
  /** Origin of the API the page's requests go to (a local test server). */
  apiBaseUrl?: string;
}

/**
 * Renders inside the app's providers with a fresh SWR cache, no deduping and no automatic
 * retries, so each test sees exactly the requests it causes.
 */
export function renderWithProviders(
  ui: ReactElement,
  { apiBaseUrl, ...options }: ProviderOptions & Omit<RenderOptions, 'wrapper'> = {},
) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <AppProvider
      swr={{
        provider: () => new Map(),
        fetcher: createApiFetcher(apiBaseUrl ? { baseUrl: apiBaseUrl } : {}),
        dedupingInterval: 0,
        shouldRetryOnError: false,
        refreshInterval: 0,
      }}
    >
      {children}
    </AppProvider>
  );
  return render(ui, { wrapper, ...options });
}

/**
 * The whole app at `path` (routes, auth, toasts) against a test API server; every call the app
 * makes, SWR or direct, goes to `apiBaseUrl`. Returns the router to assert where it went.
 */
export function renderApp(path: string, { apiBaseUrl }: ProviderOptions = {}) {
  setApiDefaults(apiBaseUrl ? { baseUrl: apiBaseUrl } : {});
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = renderWithProviders(<RouterProvider router={router} />, { apiBaseUrl });
  return { ...view, router };
}
