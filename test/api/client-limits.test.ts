import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBody } from '#shared/api/errors';
import { startRuntimeProcess, type RuntimeProcess } from '../support/runtime-process';
import { inOneWindow } from './support/auth-api';

/** Per-client limits as deployed (the shared API test runtime raises them; this one does not). */
describe('per-client rate limits', () => {
  let runtime: RuntimeProcess;
  beforeAll(async () => {
    runtime = await startRuntimeProcess({ args: ['--no-web-build'] });
  });
  afterAll(async () => {
    await runtime.stop();
  });

  /**
   * A POST from a loopback address of its own: another client as far as the server can tell.
   * Each run of a journey (see `inOneWindow`) calls from addresses of its own, since what an
   * earlier run counted in the current window is not zero.
   */
  const postFrom = (
    localAddress: string,
    path: string,
    body: unknown,
    headers: Record<string, string> = {},
  ) =>
    new Promise<{ status: number; retryAfter: string | undefined; body: unknown }>(
      (resolve, reject) => {
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
              ...headers,
            },
          },
          (res) => {
            let text = '';
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => (text += chunk));
            res.on('end', () => {
              const retryAfter = res.headers['retry-after'];
              let parsed: unknown;
              try {
                parsed = JSON.parse(text);
              } catch {
                parsed = undefined;
              }
              resolve({
                status: res.statusCode ?? 0,
                retryAfter: typeof retryAfter === 'string' ? retryAfter : undefined,
                body: parsed,
              });
            });
          },
        );
        req.on('error', reject);
        req.end(json);
      },
    );

  // The limits count fixed hours: each journey runs in one.
  it('allow 10 registrations an hour from one client, then answer 429 with Retry-After', () =>
    inOneWindow(3600, async (run) => {
      const client = `127.0.${run}.1`;
      const email = (label: string) => `client-limit-${run}-${label}@example.com`;
      for (let i = 0; i < 10; i += 1) {
        const response = await postFrom(client, '/api/auth/register', {
          firstName: 'Client',
          lastName: `Limit${i}`,
          email: email(String(i)),
          password: 'Lantern-Harbour-7',
        });
        expect(response.status, `registration ${i + 1}`).toBe(201);
      }
      const blocked = await postFrom(client, '/api/auth/register', {
        firstName: 'Client',
        lastName: 'Eleven',
        email: email('11'),
        password: 'Lantern-Harbour-7',
      });
      expect(blocked.status).toBe(429);
      expect(Number(blocked.retryAfter)).toBeGreaterThan(0);
      expect(errorBody.parse(blocked.body).errorType).toBe('rate_limit');
      // With no CloudFront in front, a viewer address the caller names is not believed.
      const forged = await postFrom(
        client,
        '/api/auth/register',
        {
          firstName: 'Client',
          lastName: 'Forged',
          email: email('12'),
          password: 'Lantern-Harbour-7',
        },
        { 'cloudfront-viewer-address': `198.51.100.${run}:443` },
      );
      expect(forged.status).toBe(429);
      // Check-registration shares the register limits: this client is refused there too, so it
      // cannot go on probing addresses once it may not register.
      const check = await postFrom(client, '/api/auth/check-registration', {
        email: email('0'),
      });
      expect(check.status).toBe(429);
      expect(Number(check.retryAfter)).toBeGreaterThan(0);
      expect(errorBody.parse(check.body).errorType).toBe('rate_limit');
      // Nothing was stored for the refused registration (asked from another client).
      const stored = await postFrom(`127.0.${run}.5`, '/api/auth/check-registration', {
        email: email('11'),
      });
      expect(stored.status).toBe(404);
    }));

  it('count registration checks against the register limit of one address, from any client', () =>
    inOneWindow(3600, async (run) => {
      const email = `client-limit-address-${run}@example.com`;
      const registered = await postFrom(`127.0.${run}.6`, '/api/auth/register', {
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
          (await postFrom(`127.0.${run}.${client}`, '/api/auth/check-registration', { email }))
            .status,
        );
      }
      expect(statuses).toEqual([...Array<number>(9).fill(200), 429]);
    }));
});
