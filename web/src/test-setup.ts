import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { setApiDefaults } from './lib/api-client';
import { requestCache } from './lib/request-cache';
import { loadToaster } from './lib/toast';
import { loadAppIntl } from './i18n/intl';
import { reloadLanguage } from './i18n/language';
import { defaultLocale } from './i18n/locales';

// The app's text renders at once, as in the browser, where main.tsx loads it before rendering.
await loadAppIntl(defaultLocale);

// The suites share two cores with the API runtime and the browser journeys: a wait ends as soon
// as its state is there; this only bounds how long a busy machine may take to get there (the
// library's 1 s default fails lazily loaded screens under load, and a machine running four
// times the work it has cores for took 11 s to show a lazily loaded page the first time).
configure({ asyncUtilTimeout: 30_000 });

/** Tests marked `@vitest-environment node` (the build's rendering ahead) have no document. */
const browserLike = typeof window !== 'undefined';

/*
 * Animation frames. jsdom paints on a 60 Hz wall-clock interval, so whether a frame has come
 * (a dialog unmounted after closing, its Escape listener attached after opening, an accordion
 * panel shown) before a test's next step depends on how busy the machine is. A test must wait
 * for the state it needs, never for a frame to have happened. `CANDOR_TEST_FRAME_DELAY_MS`
 * (set by `npm test -- --stress`) makes every frame that late, so a test that races one fails
 * on any machine instead of now and then on a busy one.
 */
const frameDelay = Number(process.env.CANDOR_TEST_FRAME_DELAY_MS ?? 0);
/** Frames still to come: dropped when a test ends, as a closed page's are. */
const pendingFrames = new Set<number>();
if (browserLike && frameDelay > 0) {
  window.requestAnimationFrame = (callback) => {
    const handle = window.setTimeout(() => {
      pendingFrames.delete(handle);
      callback(performance.now());
    }, frameDelay);
    pendingFrames.add(handle);
    return handle;
  };
  window.cancelAnimationFrame = (handle) => {
    pendingFrames.delete(handle);
    window.clearTimeout(handle);
  };
}

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

/*
 * The request cache is module-level and files share their modules (vitest.config.ts): an answer a
 * file's last test cached (a dashboard whose checklist is done, say) would otherwise be the next
 * file's first answer for up to a minute. Each file starts with it empty, and so does each test.
 */
requestCache.clear();

afterEach(async () => {
  if (!browserLike) return;
  cleanup();
  requestCache.clear();
  // Toasts live in a module-level store: start each test with none.
  (await loadToaster()).remove();
  setApiDefaults({});
  sessionStorage.clear();
  localStorage.clear();
  reloadLanguage();
  document.documentElement.className = '';
  document.documentElement.removeAttribute('style');
  for (const handle of pendingFrames) window.clearTimeout(handle);
  pendingFrames.clear();
});
