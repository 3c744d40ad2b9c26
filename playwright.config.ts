import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

const root = dirname(fileURLToPath(import.meta.url));

/** A fixed, uncommon port so a developer's `npm start` on 3000 does not collide. */
const PORT = Number(process.env.CANDOR_E2E_PORT ?? 3105);
const baseURL = `http://localhost:${PORT}`;

/** Launch flags that work for Debian's Chromium as root (see shared/TOOLING.md). */
const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

// The suite runs against the production build (dev builds log warnings the console test would
// catch); `npm test` builds first. Say so plainly instead of failing on a 503 page.
if (!existsSync(join(root, 'dist/web/index.html'))) {
  throw new Error(
    'dist/web/index.html is missing: build the web app first (npm run build, or ' +
      '`node --import tsx web/build.ts`), then run `npx playwright test` again.',
  );
}

// Playwright loads this file in the runner and again in each worker; workers inherit the
// runner's environment, so the runner alone makes (and later removes) the fresh data folder.
if (!process.env.CANDOR_E2E_DATA_DIR) {
  const dataDir = mkdtempSync(join(tmpdir(), 'candor-e2e-'));
  process.env.CANDOR_E2E_DATA_DIR = dataDir;
  process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
}

export default defineConfig({
  testDir: 'test/e2e',
  outputDir: 'test-results/e2e-artifacts',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  // Bounds, not waits: a test ends the moment it is done, so a generous bound costs nothing when
  // tests pass. Journeys with several axe scans take 20-30 s on a two-core machine, and twice
  // that with its cores busy: a tight bound failed them for how fast the machine was.
  timeout: 120_000,
  // An assertion passes the moment its state is there; this bounds only how long a busy machine
  // may take to get there (a lazily loaded screen took more than 10 s with the machine running
  // eight times the work it has cores for).
  expect: { timeout: 30_000 },
  reporter: [['list'], ['json', { outputFile: 'test-results/e2e.json' }]],
  use: {
    baseURL,
    browserName: 'chromium',
    launchOptions: { executablePath: '/usr/bin/chromium', args: chromiumArgs },
    // The browser asks for less motion, as a person can in their system settings, and the app
    // honours it (web/index.html): dialogs, menus and toasts are at once where they end up, so
    // no journey clicks or measures something still moving, on a busy machine or an idle one. A
    // test of motion itself opts back in with test.use({ reducedMotion: 'no-preference' }).
    reducedMotion: 'reduce',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
  },
  webServer: {
    // The build already exists (checked above); the runtime would otherwise rebuild it.
    command: 'node --import tsx infra/local/main.ts --no-web-build',
    cwd: root,
    url: `${baseURL}/api/health`,
    timeout: 120_000,
    reuseExistingServer: false,
    env: {
      PORT: String(PORT),
      CANDOR_DATA_DIR: process.env.CANDOR_E2E_DATA_DIR,
      // Every journey calls from 127.0.0.1: per-client limits are raised for this runtime
      // (per-e-mail limits are not); test/api/client-limits.test.ts checks the real ones.
      RATE_LIMIT_CLIENT_FACTOR: '100',
      // The open link's burst (OPEN_LINK_BURST_ANSWERS) is the deployed one, 10 answers a minute to
      // one survey's open link: test/e2e/open-link-challenge.spec.ts answers past it (decision 0046).
      // Production's scrypt cost (2^17) takes ~0.7 s a hash here; the journeys register many
      // people, and test/api/password-upgrade.test.ts covers the cost itself (decision 0041).
      CANDOR_PASSWORD_COST: '14',
      // Journeys move the product's clock days ahead (releases, rounds, payouts), and moving it
      // ages sessions: these outlast its largest jump (400 days), as test/support/runtime-process.ts
      // DAYS_PASS_ENV does for the API journeys.
      SESSION_LIFETIME_SECONDS: String(401 * 86_400),
    },
    stdout: 'ignore',
    stderr: 'pipe',
    // SIGTERM lets the runtime stop DynamoDB Local's JVM instead of leaving it on its port.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
  },
});
