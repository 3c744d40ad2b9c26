import { ChakraProvider } from '@chakra-ui/react';
import { ThemeProvider } from 'next-themes';
import { lazy, Suspense, type ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { lazyApiFetcher } from '../lib/api';
import { isApiError } from '../lib/api-error';
import { AppIntlProvider } from '../i18n/intl';
import { storageKeys } from '../lib/storage';
import { system } from './system';

// Chakra's toast machine is not needed for the first paint: the view loads right after it and
// shows any toast raised before it arrived (the store is in lib/toast.ts).
const AppToaster = lazy(() =>
  import('../components/toaster').then((m) => ({ default: m.AppToaster })),
);

/** Set by the production build (web/build.ts); absent in development and tests. */
declare const __CHAKRA_GLOBALS_PREBUILT__: boolean | undefined;

/**
 * In the production build index.html links Chakra's global style sheet (the reset, global styles
 * and tokens), computed at build time, and createSystem does not compute it (web/build-barrels.ts,
 * 4.): the provider is told to write neither it nor the layer order, which the sheet starts with.
 * In development and tests the provider writes them as usual.
 */
const chakraSystem: typeof system =
  typeof __CHAKRA_GLOBALS_PREBUILT__ !== 'undefined' && __CHAKRA_GLOBALS_PREBUILT__
    ? { ...system, _global: [], _config: { ...system._config, disableLayers: true } }
    : system;

/** A 4xx will answer the same way again; retrying only helps network, timeout and 5xx errors. */
function shouldRetry(error: unknown): boolean {
  return !(isApiError(error) && error.status >= 400 && error.status < 500);
}

export const swrConfig: SWRConfiguration = {
  fetcher: lazyApiFetcher,
  shouldRetryOnError: shouldRetry,
  errorRetryCount: 3,
};

interface AppProviderProps {
  children: ReactNode;
  /** Overrides for tests (an isolated cache, a local API origin). */
  swr?: SWRConfiguration;
}

export function AppProvider({ children, swr }: AppProviderProps) {
  return (
    <ChakraProvider value={chakraSystem}>
      <ThemeProvider
        attribute="class"
        storageKey={storageKeys.theme}
        defaultTheme="system"
        enableSystem
        disableTransitionOnChange
        // next-themes renders an inline script meant for server rendering; in this client-only
        // app it never runs (index.html applies the theme before first paint instead). Typing
        // it as inert data says so and stops React's dev warning about script tags.
        scriptProps={{ type: 'text/plain' }}
      >
        <AppIntlProvider>
          <SWRConfig value={swr ? { ...swrConfig, ...swr } : swrConfig}>{children}</SWRConfig>
          <Suspense fallback={null}>
            <AppToaster />
          </Suspense>
        </AppIntlProvider>
      </ThemeProvider>
    </ChakraProvider>
  );
}
