import type { TestProject } from 'vitest/node';
import { DAYS_PASS_ENV, startRuntimeProcess } from './runtime-process';

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
    sesEndpoint: string;
    dynamodbEndpoint: string;
    /** The SQS stand-in: a test can put a message on the send queue a second time. */
    sqsEndpoint: string;
    /** The runtime's data folder (the payments stand-in's webhook secret is under keys/). */
    runtimeDataDir: string;
  }
}

/** One local runtime (as `npm start` runs it) for all API journeys of a run. */
export default async function setup(project: TestProject) {
  // Every API test calls from 127.0.0.1: per-client limits are raised for this shared runtime
  // (per-e-mail limits are not). test/api/client-limits.test.ts checks the real ones. The mail
  // rate is raised too: every file's sends share one queue and one mail account here, and a
  // journey's three invitations should not wait behind another file's two hundred on a busy
  // machine. test/api/send-queue.test.ts checks sending at SES's own rate, on a runtime of its own.
  // The projects whose journeys move the product's clock days ahead keep their sessions across
  // the jumps (DAYS_PASS_ENV); the api project's runtime keeps the default lifetime.
  const movesClock = project.name === 'api-clock' || project.name === 'load';
  const runtime = await startRuntimeProcess({
    args: ['--no-web-build'],
    env: {
      RATE_LIMIT_CLIENT_FACTOR: '100',
      CANDOR_SES_RATE: '100',
      // Journeys (and the load test's burst) answer open links often: the open link's challenge
      // is tried on a runtime of its own (test/api/open-link-challenge.test.ts).
      OPEN_LINK_BURST_ANSWERS: '100000',
      ...(movesClock ? DAYS_PASS_ENV : {}),
    },
  });
  project.provide('apiUrl', runtime.url);
  project.provide('sesEndpoint', runtime.services['SES stand-in'] ?? '');
  project.provide('dynamodbEndpoint', runtime.services['DynamoDB Local'] ?? '');
  project.provide('sqsEndpoint', runtime.services['SQS stand-in'] ?? '');
  project.provide('runtimeDataDir', runtime.dataDir);
  return async () => {
    await runtime.stop();
  };
}
