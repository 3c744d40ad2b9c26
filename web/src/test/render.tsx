import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { AppProvider } from '../app/provider';
import { createApiFetcher } from '../lib/api-client';

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
