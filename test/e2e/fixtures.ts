import { expect, test as base, type Page } from '@playwright/test';

export type Theme = 'light' | 'dark';

/** Problems the page reported: console errors and uncaught exceptions. */
interface PageProblems {
  errors: string[];
}

/**
 * The local mailbox shows an e-mail's HTML in a frame sandboxed without scripts, so no e-mail's
 * markup can run (the e-mails carry none). The test runner's tracing injects its own snapshot
 * script into every frame; in that one the browser refuses it and says so on the console, at
 * times. That notice is the runner's, not the app's or the e-mail's.
 */
function isSandboxedMailFrameNotice(text: string): boolean {
  return text.startsWith(
    "Blocked script execution in 'about:srcdoc' because the document's frame is sandboxed",
  );
}

/**
 * `test` with a `problems` fixture that records console errors and page errors from the moment
 * the page opens, so any test can assert the app ran cleanly.
 */
export const test = base.extend<{ problems: PageProblems }>({
  problems: async ({ page }, use) => {
    const problems: PageProblems = { errors: [] };
    page.on('console', (message) => {
      if (message.type() !== 'error' || isSandboxedMailFrameNotice(message.text())) return;
      problems.errors.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => problems.errors.push(`pageerror: ${error.message}`));
    await use(problems);
  },
});

export { expect };

/** Stores a theme choice before any page script runs, as a returning user would have it. */
export async function useSavedTheme(page: Page, theme: Theme): Promise<void> {
  await page.addInitScript((value) => {
    try {
      localStorage.setItem('theme', value);
    } catch {
      // about:blank has no storage; the app's origin does.
    }
  }, theme);
}

/** Opens the status page and waits until the health answer is on screen. */
export async function openStatusPage(page: Page, path = '/status'): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'System status' })).toBeVisible();
  await expect(page.getByTestId('app-version')).toBeVisible();
}
