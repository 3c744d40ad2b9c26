import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { routes } from '#shared/api/routes';
import { isAlive, startRuntimeProcess, type RuntimeProcess } from '../support/runtime-process';
import { apiUrl, call, expectError, uniqueEmail, useRuntime } from './support/auth-api';
import { createSurvey } from './support/responses-api';
import { register, type Person } from './support/teams-api';

/**
 * The product's answers when its data store is down: a runtime of its own whose DynamoDB Local
 * is stopped (by the process id the runtime wrote) after a manager and a survey exist. Every
 * route answers 503 with the catalogue's words, or what it answers without the store; never a
 * 500, never the store's internals.
 */
let runtime: RuntimeProcess;
let ana: Person;
let surveyId: string;

beforeAll(async () => {
  runtime = await startRuntimeProcess({ args: ['--no-web-build'] });
  useRuntime(runtime.url);
  ana = await register('Ana', uniqueEmail('store-outage-ana'));
  surveyId = (await createSurvey(ana)).id;
  const pid = Number(readFileSync(join(runtime.dataDir, 'dynamodb.pid'), 'utf8'));
  process.kill(pid, 'SIGKILL');
  // The tests need the store gone, not merely told to go: wait until the process is.
  await vi.waitFor(
    () => {
      if (isAlive(pid)) throw new Error(`DynamoDB Local (${pid}) is still running`);
    },
    { timeout: 30_000, interval: 50 },
  );
}, 180_000);

afterAll(async () => {
  await runtime?.stop();
});

const INTERNALS = /stack|at [\w.]+ \(|amazonaws|dynamo|ECONNREFUSED|127\.0\.0\.1|node_modules/i;

describe('when the data store is down', () => {
  it('analytics answers 503 with a plain reason, so the page can offer Retry', async () => {
    const response = await call('GET', '/api/analytics?range=30d', { token: ana.token });
    const error = expectError(response, 503, 'server_error', 'Server temporarily unavailable');
    expect(error.details).toBe(
      'Stored data cannot be reached right now. Please try again in a few minutes.',
    );
    expect(response.text).not.toMatch(INTERNALS);
  });

  it('public routes and sign-in answer 503 too', async () => {
    for (const response of [
      await call('GET', `/api/surveys/email-landing/${surveyId}`),
      await call('POST', '/api/auth/login', {
        json: { email: 'someone@example.com', password: 'Secret123!' },
      }),
    ]) {
      expectError(response, 503, 'server_error');
      expect(response.text).not.toMatch(INTERNALS);
    }
  });

  it('no route of the table answers 500', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const statuses: string[] = [];
    for (const [name, def] of Object.entries(routes)) {
      const path = def.path.replace(/\{[^}]+\}/g, id);
      const response = await fetch(`${apiUrl()}${path}`, {
        method: def.method,
        headers: {
          authorization: `Bearer ${ana.token}`,
          ...(def.method === 'GET' || def.method === 'DELETE'
            ? {}
            : { 'content-type': 'application/json' }),
        },
        ...(def.method === 'GET' || def.method === 'DELETE' ? {} : { body: '{}' }),
      });
      const text = await response.text();
      statuses.push(`${name} ${response.status}`);
      expect(response.status, `${name}: ${text}`).not.toBe(500);
      expect(text, name).not.toMatch(INTERNALS);
    }
    // Most routes read the store (a signed-in one checks its session first): they say 503.
    expect(statuses.filter((s) => s.endsWith(' 503')).length).toBeGreaterThan(statuses.length / 2);
  }, 180_000);
});
