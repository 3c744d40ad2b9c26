import type { TestProject } from 'vitest/node';
import { startRuntimeProcess } from './runtime-process';

declare module 'vitest' {
  export interface ProvidedContext {
    apiUrl: string;
    sesEndpoint: string;
    dynamodbEndpoint: string;
  }
}

/** One local runtime (as `npm start` runs it) for all API journeys of a run. */
export default async function setup(project: TestProject) {
  const runtime = await startRuntimeProcess({ args: ['--no-web-build'] });
  project.provide('apiUrl', runtime.url);
  project.provide('sesEndpoint', runtime.services['SES stand-in'] ?? '');
  project.provide('dynamodbEndpoint', runtime.services['DynamoDB Local'] ?? '');
  return async () => {
    await runtime.stop();
  };
}
