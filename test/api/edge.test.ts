import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorBody } from '#shared/api/errors';
import { startRuntimeProcess, type RuntimeProcess } from '../support/runtime-process';
import { inOneWindow } from './support/auth-api';

/** What CloudFront sends the API in AWS (web stack): the origin secret of this runtime. */
const ORIGIN_SECRET = 'edge-test-origin-secret-0123456789abcdef';

/**
 * The API as deployed behind CloudFront: every request CloudFront forwards carries the origin
 * secret and the viewer's address; per-client limits count the viewer, not CloudFront's address
 * (here every request comes from one loopback address, as all would from CloudFront's).
 */
describe('the API behind its edge', () => {
  let runtime: RuntimeProcess;
  beforeAll(async () => {
    runtime = await startRuntimeProcess({
      args: ['--no-web-build'],
      env: { CANDOR_ORIGIN_SECRET: ORIGIN_SECRET },
    });
  });
  afterAll(async () => {
    await runtime.stop();
  });

  const register = (email: string, headers: Record<string, string>) =>
    fetch(`${runtime.url}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify({
        firstName: 'Edge',
        lastName: 'Viewer',
        email,
        password: 'Lantern-Harbour-7',
      }),
    });
  const viaEdge = (viewer: string) => ({
    'x-candor-origin': ORIGIN_SECRET,
    'cloudfront-viewer-address': viewer,
  });

  it('refuses a request that went around CloudFront, or with the wrong secret, storing nothing', async () => {
    const email = `edge-around-${Date.now()}@example.com`;
    const attempts: Record<string, string>[] = [
      {},
      { 'cloudfront-viewer-address': '198.51.100.1:443' },
      { 'x-candor-origin': `${ORIGIN_SECRET}-not` },
    ];
    for (const headers of attempts) {
      const refused = await register(email, headers);
      expect(refused.status).toBe(403);
      const body = errorBody.parse(await refused.json());
      expect(body).toEqual({
        message: 'Use the app’s address for this request.',
        errorType: 'forbidden',
      });
    }
    // Nothing of the refused requests was kept: the same address registers through the edge.
    expect((await register(email, viaEdge('198.51.100.1:443'))).status).toBe(201);
  });

  it('counts registrations per viewer CloudFront names: one is limited, the next is not', () =>
    inOneWindow(3600, async (run) => {
      const viewer = `203.0.113.${run}:51000`;
      const email = (label: string) => `edge-limit-${Date.now()}-${run}-${label}@example.com`;
      for (let i = 0; i < 10; i += 1) {
        const response = await register(email(String(i)), viaEdge(viewer));
        expect(response.status, `registration ${i + 1}`).toBe(201);
      }
      const blocked = await register(email('eleven'), viaEdge(viewer));
      expect(blocked.status).toBe(429);
      expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
      // Same connection, another viewer (its port differs too): a client of its own.
      const other = await register(email('other'), viaEdge(`203.0.113.${100 + run}:51000`));
      expect(other.status).toBe(201);
      // An IPv6 viewer is one client across its /64.
      const v6 = (host: string) => viaEdge(`2001:db8:${run}:7::${host}:443`);
      for (let i = 0; i < 10; i += 1) {
        const response = await register(email(`v6-${i}`), v6((i + 1).toString(16)));
        expect(response.status, `IPv6 registration ${i + 1}`).toBe(201);
      }
      expect((await register(email('v6-eleven'), v6('ff'))).status).toBe(429);
    }));
});
