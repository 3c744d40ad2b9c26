import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBody } from '../../shared/src/api/errors';
import { startRuntimeProcess, type RuntimeProcess } from '../support/runtime-process';
import { awayFromWindowEdge } from './support/auth-api';

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
  /** A POST from another loopback address: another client as far as the server can tell. */
  const postFrom = (localAddress: string, path: string, body: unknown) =>
    new Promise<{ status: number }>((resolve, reject) => {
      const url = new URL(path, runtime.url);
      const json = JSON.stringify(body);
      const req = request(
        {
          host: '127.0.0.1',
          port: url.port,
          path: url.pathname,
          method: 'POST',
          localAddress,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(json),
          },
        },
        (res) => {
          res.resume();
          res.on('end', () => resolve({ status: res.statusCode ?? 0 }));
        },
      );
      req.on('error', reject);
      req.end(json);
    });

  it('allow 10 registrations an hour from one client, then answer 429 with Retry-After', async () => {
    // The limits count fixed hours: start well inside one.
    await awayFromWindowEdge(3600, 30);
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
    // Check-registration shares the register limits: this client is refused there too, so it
    // cannot go on probing addresses once it may not register.
    const check = await post('/api/auth/check-registration', {
      email: 'client-limit-0@example.com',
    });
    expect(check.status).toBe(429);
    expect(Number(check.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(errorBody.parse(await check.json()).errorType).toBe('rate_limit');
    // Nothing was stored for the refused registration (asked from another client).
    const stored = await postFrom('127.0.0.5', '/api/auth/check-registration', {
      email: 'client-limit-11@example.com',
    });
    expect(stored.status).toBe(404);
  });

  it('count registration checks against the register limit of one address, from any client', async () => {
    const email = 'client-limit-address@example.com';
    await awayFromWindowEdge(3600, 30);
    const registered = await postFrom('127.0.0.6', '/api/auth/register', {
      firstName: 'Client',
      lastName: 'Address',
      email,
      password: 'Lantern-Harbour-7',
    });
    expect(registered.status).toBe(201);
    // Ten calls an hour per address, register and check together: nine checks remain.
    const statuses: number[] = [];
    for (let client = 7; client <= 16; client += 1) {
      statuses.push(
        (await postFrom(`127.0.0.${client}`, '/api/auth/check-registration', { email })).status,
      );
    }
    expect(statuses).toEqual([...Array<number>(9).fill(200), 429]);
  });
});
