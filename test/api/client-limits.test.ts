import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBody } from '../../shared/src/api/errors';
import { startRuntimeProcess, type RuntimeProcess } from '../support/runtime-process';

/** Per-client limits as deployed (the shared API test runtime raises them; this one does not). */
describe('per-client rate limits', () => {
  let runtime: RuntimeProcess;
  beforeAll(async () => {
    runtime = await startRuntimeProcess({ args: ['--no-web-build'] });
  });
  afterAll(async () => {
    await runtime.stop();
  });

  const post = (path: string, body: unknown) =>
    fetch(`${runtime.url}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });

  it('allow 10 registrations an hour from one client, then answer 429 with Retry-After', async () => {
    for (let i = 0; i < 10; i += 1) {
      const response = await post('/api/auth/register', {
        firstName: 'Client',
        lastName: `Limit${i}`,
        email: `client-limit-${i}@example.com`,
        password: 'Lantern-Harbour-7',
      });
      expect(response.status, `registration ${i + 1}`).toBe(201);
    }
    const blocked = await post('/api/auth/register', {
      firstName: 'Client',
      lastName: 'Eleven',
      email: 'client-limit-11@example.com',
      password: 'Lantern-Harbour-7',
    });
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(errorBody.parse(await blocked.json()).errorType).toBe('rate_limit');
    // Nothing was stored for the refused registration.
    const check = await post('/api/auth/check-registration', {
      email: 'client-limit-11@example.com',
    });
    expect(check.status).toBe(404);
  });

  it('allow 30 registration checks per 15 minutes from one client', async () => {
    const statuses: number[] = [];
    // One check was made above.
    for (let i = 0; i < 30; i += 1) {
      statuses.push(
        (await post('/api/auth/check-registration', { email: 'client-limit-0@example.com' }))
          .status,
      );
    }
    expect(statuses.slice(0, 29).every((s) => s === 200)).toBe(true);
    expect(statuses[29]).toBe(429);
  });
});
