import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { setApiDefaults } from './lib/api-client';
import { loadToaster } from './lib/toast';

// The suites share two cores with the API runtime and the browser journeys: give lazily loaded
// screens time to appear under load rather than failing on the library's 1 s default.
configure({ asyncUtilTimeout: 3_000 });

/** Tests marked `@vitest-environment node` (the build's rendering ahead) have no document. */
const browserLike = typeof window !== 'undefined';

// jsdom has no matchMedia; next-themes (system theme) and Chakra's breakpoint hooks call it.
if (browserLike && typeof window.matchMedia !== 'function') {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string): MediaQueryList => ({
      matches: false,
      media: query,
      onchange: null,
      addListener: () => {},
      removeListener: () => {},
      addEventListener: () => {},
      removeEventListener: () => {},
      dispatchEvent: () => false,
    }),
  });
}

afterEach(async () => {
  if (!browserLike) return;
  cleanup();
  // Toasts live in a module-level store: start each test with none.
  (await loadToaster()).remove();
  setApiDefaults({});
  sessionStorage.clear();
  localStorage.clear();
  document.documentElement.className = '';
  document.documentElement.removeAttribute('style');
});
