import { defineConfig } from 'vitest/config';

/** Environment every function module needs at load (functions/src/config.ts validates it). */
const functionEnv = {
  TABLE_NAME: 'candor-unit',
  FILES_BUCKET: 'candor-unit-files',
  MAIL_FROM: 'Candor <no-reply@candor.test>',
  APP_ORIGIN: 'http://localhost:3000',
  CANDOR_VALIDATE_RESPONSES: 'true',
  POWERTOOLS_LOG_LEVEL: 'SILENT',
  AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
  AWS_REGION: 'us-east-1',
  // The S3 stand-in accepts only this key; DynamoDB Local and the SES stand-in accept any.
  AWS_ACCESS_KEY_ID: 'S3RVER',
  AWS_SECRET_ACCESS_KEY: 'S3RVER',
};

/**
 * Unit and component tests share one module graph per worker instead of loading Chakra, React and
 * jsdom again for every file: on a two-core machine that loading was four fifths of the web
 * project's time (559 s against 118 s). What one file leaves behind is reset where it lives
 * (web/src/test-setup.ts: the DOM, storage, toasts, API defaults; SWR gets a fresh cache per
 * render), and both projects pass with their files in any order (`--sequence.shuffle`).
 */
const sharedModules = { isolate: false };

/**
 * A bound on one API journey, not a wait: a journey ends when its states are reached. It is above
 * the send helpers' own deadline (test/api/support/responses-api.ts), so a journey that waits for a
 * hundred mails behind every other file's at the mail account's rate fails, if it must, with the
 * helper's message about what it waited for rather than with vitest's.
 */
const apiJourneyBound = 150_000;

/** API journeys that move the product's clock (`/dev/api/clock`). */
const clockJourneys = [
  'test/api/conversations.test.ts',
  'test/api/conversation-mail.test.ts',
  'test/api/conversation-threshold.test.ts',
  'test/api/anonymity.test.ts',
  'test/api/analytics.test.ts',
  'test/api/analytics-filters.test.ts',
  'test/api/automations-runs.test.ts',
  'test/api/expiry.test.ts',
  'test/api/referrals-journey.test.ts',
  'test/api/reminders.test.ts',
  'test/api/scheduled-surveys.test.ts',
  'test/api/round-results.test.ts',
  'test/api/results-metrics.test.ts',
  'test/api/survey-results.test.ts',
  'test/api/team-results.test.ts',
  'test/api/share-results.test.ts',
];

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          environment: 'node',
          include: [
            'shared/src/**/*.test.ts',
            'functions/src/**/*.test.ts',
            'infra/local/**/*.test.ts',
            'scripts/**/*.test.ts',
            'web/*.test.ts',
          ],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          env: functionEnv,
          ...sharedModules,
          // A limit, not a wait: a test ends when its state is reached; a busy machine may need more
          // than vitest's 5 s default for one that renders a PDF or walks a large fixture.
          testTimeout: 30_000,
        },
      },
      {
        test: {
          name: 'web',
          environment: 'jsdom',
          include: ['web/src/**/*.test.{ts,tsx}'],
          setupFiles: ['web/src/test-setup.ts'],
          ...sharedModules,
          // One bound for every component test, and a generous one: it costs nothing while tests
          // pass, and a test that takes 3 s here takes 20 s on a machine running four times the
          // work it has cores for (a file that first opens a lazily loaded page also pays for its
          // transform). No file sets a tighter one.
          testTimeout: 90_000,
        },
      },
      {
        test: {
          name: 'integration',
          environment: 'node',
          include: ['functions/src/**/*.int.test.ts', 'infra/local/**/*.int.test.ts'],
          globalSetup: ['test/support/dynamodb-global-setup.ts'],
          env: functionEnv,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        test: {
          name: 'api',
          environment: 'node',
          include: ['test/api/**/*.test.ts'],
          exclude: [...clockJourneys, '**/node_modules/**'],
          env: functionEnv,
          globalSetup: ['test/support/runtime-global-setup.ts'],
          testTimeout: apiJourneyBound,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          // Journeys that move the product's clock (days pass for releases, runs and payouts):
          // on a runtime of their own and one file at a time, so a jump never lands inside
          // another test's time window (a rate limit, a release day).
          name: 'api-clock',
          environment: 'node',
          include: clockJourneys,
          env: functionEnv,
          globalSetup: ['test/support/runtime-global-setup.ts'],
          fileParallelism: false,
          testTimeout: apiJourneyBound,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'load',
          environment: 'node',
          include: ['test/load/**/*.test.ts'],
          env: functionEnv,
          // Its own local runtime, so the burst lands on a runtime no journey is using...
          globalSetup: ['test/support/runtime-global-setup.ts'],
          // ...and after every other project, so it does not slow their timed tests down (`npm
          // test` runs it on its own once the other suites have ended: scripts/test.ts).
          sequence: { groupOrder: 1 },
          testTimeout: 240_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'infra',
          environment: 'node',
          include: ['test/infra/**/*.test.ts'],
          // One aws-cdk-lib load, and one synth of a stage for the files that only read it.
          ...sharedModules,
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
