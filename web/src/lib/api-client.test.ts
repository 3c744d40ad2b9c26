import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { HealthResponse } from '#shared/api/platform';
import { sendJson, startApiServer, type ApiServer } from '../test/api-server';
import { tokenExpiringIn } from '../test/tokens';
import { aUser } from '../test/users';
import {
  ApiError,
  apiKey,
  apiRequest,
  buildPath,
  createApiFetcher,
  LOGIN_RETRY,
  onSessionEnd,
  retryDelayMs,
  type SessionEnd,
} from './api-client';

const healthy: HealthResponse = {
  status: 'ok',
  version: '1.2.3',
  time: '2026-01-01T00:00:00.000Z',
  services: {
    table: { status: 'up', latencyMs: 3 },
    files: { status: 'up', latencyMs: 4 },
    mail: { status: 'up', latencyMs: 5 },
  },
};

let server: ApiServer;

beforeEach(async () => {
  server = await startApiServer((_, res) => sendJson(res, 200, healthy));
});

afterEach(async () => {
  await server.close();
});

/** Runs a request that must fail and returns its ApiError. */
async function failure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
}

describe('apiRequest', () => {
  it('calls the route from the table and returns the validated body', async () => {
    const health = await apiRequest('GetHealth', { baseUrl: server.baseUrl });

    expect(health).toEqual(healthy);
    expect(server.requests).toHaveLength(1);
    expect(server.requests[0]).toMatchObject({ method: 'GET', url: '/api/health' });
    expect(server.requests[0]?.headers.accept).toBe('application/json');
  });

  it('sends the stored token as a bearer token, and none when nothing is stored', async () => {
    const token = tokenExpiringIn(3600);
    await apiRequest('GetHealth', { baseUrl: server.baseUrl });
    localStorage.setItem('token', token);
    await apiRequest('GetHealth', { baseUrl: server.baseUrl });

    expect(server.requests[0]?.headers.authorization).toBeUndefined();
    expect(server.requests[1]?.headers.authorization).toBe(`Bearer ${token}`);
  });

  it('carries status, errorType, message, details and fields from an error body', async () => {
    server.answer((_, res) =>
      sendJson(res, 400, {
        message: 'Please check your information',
        errorType: 'validation_error',
        details: 'name is required',
        fields: { name: 'Required' },
      }),
    );

    const error = await failure(apiRequest('GetHealth', { baseUrl: server.baseUrl }));

    expect(error).toMatchObject({
      status: 400,
      errorType: 'validation_error',
      message: 'Please check your information',
      details: 'name is required',
      fields: { name: 'Required' },
    });
  });

  it('keeps the error type of a JSON 5xx body', async () => {
    server.answer((_, res) =>
      sendJson(res, 503, {
        message: 'Server temporarily unavailable',
        errorType: 'service_unavailable',
      }),
    );

    const error = await failure(apiRequest('GetHealth', { baseUrl: server.baseUrl }));

    expect(error).toMatchObject({ status: 503, errorType: 'service_unavailable' });
  });

  it('turns a 5xx without a JSON body into server_error', async () => {
    server.answer((_, res) => {
      res.writeHead(502, { 'Content-Type': 'text/html' });
      res.end('<html><body>Bad Gateway</body></html>');
    });

    const error = await failure(apiRequest('GetHealth', { baseUrl: server.baseUrl }));

    expect(error).toMatchObject({
      status: 502,
      errorType: 'server_error',
      message: 'Server temporarily unavailable',
    });
  });

  it('reads Retry-After on a 429', async () => {
    server.answer((_, res) =>
      sendJson(
        res,
        429,
        { message: 'Too many login attempts; wait 15 minutes', errorType: 'rate_limit' },
        { 'Retry-After': '900' },
      ),
    );

    const error = await failure(apiRequest('GetHealth', { baseUrl: server.baseUrl }));

    expect(error).toMatchObject({ status: 429, errorType: 'rate_limit', retryAfterSeconds: 900 });
  });

  it('names a 4xx without an error body by its status, keeping a gateway message', async () => {
    server.answer((_, res) => sendJson(res, 403, { message: 'Forbidden' }));
    const gateway = await failure(apiRequest('GetHealth', { baseUrl: server.baseUrl }));
    server.answer((_, res) => {
      res.writeHead(404, { 'Content-Type': 'text/plain' });
      res.end('nope');
    });
    const plain = await failure(apiRequest('GetHealth', { baseUrl: server.baseUrl }));

    expect(gateway).toMatchObject({ status: 403, errorType: 'forbidden', message: 'Forbidden' });
    expect(plain).toMatchObject({ status: 404, errorType: 'not_found', message: 'Not found' });
  });

  it('rejects a success body that does not match the route’s response schema', async () => {
    server.answer((_, res) => sendJson(res, 200, { status: 'fine' }));

    const error = await failure(apiRequest('GetHealth', { baseUrl: server.baseUrl }));

    expect(error).toMatchObject({ status: 200, errorType: 'invalid_response' });
  });

  it('reports a server that cannot be reached as network_error', async () => {
    const { baseUrl } = server;
    await server.close();

    const error = await failure(apiRequest('GetHealth', { baseUrl }));

    expect(error).toMatchObject({
      status: 0,
      errorType: 'network_error',
      message: 'Connection problem',
    });
    server = await startApiServer(() => {}); // for afterEach
  });

  it('reports a server that never answers as timeout', async () => {
    server.answer(() => {}); // holds the request open

    const error = await failure(
      apiRequest('GetHealth', { baseUrl: server.baseUrl, timeoutMs: 200 }),
    );

    expect(error).toMatchObject({ status: 0, errorType: 'timeout', message: 'Request timed out' });
  });

  it('rethrows the caller’s own abort instead of calling it a timeout', async () => {
    server.answer(() => {});
    const controller = new AbortController();
    const pending = apiRequest('GetHealth', { baseUrl: server.baseUrl, signal: controller.signal });
    controller.abort();

    const error = await pending.then(
      () => undefined,
      (e: unknown) => e,
    );

    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
  });
});

describe('buildPath', () => {
  it('fills path parameters, encodes them and appends the query', () => {
    const path = buildPath(
      { path: '/api/teams/{teamId}/members/{memberId}' },
      { teamId: 'a b/c', memberId: 'm1' },
      { page: 2, tags: ['x', 'y'], skip: undefined },
    );
    expect(path).toBe('/api/teams/a%20b%2Fc/members/m1?page=2&tags=x&tags=y');
  });

  it('keeps slashes in a greedy parameter', () => {
    expect(buildPath({ path: '/api/{proxy+}' }, { proxy: 'a/b c' })).toBe('/api/a/b%20c');
  });

  it('refuses to build a path with a missing parameter', () => {
    expect(() => buildPath({ path: '/api/teams/{teamId}' }, {})).toThrow(/teamId/);
  });
});

describe('SWR keys and fetcher', () => {
  it('keys by API path and fetches through apiRequest', async () => {
    const key = apiKey('GetHealth');
    const fetcher = createApiFetcher({ baseUrl: server.baseUrl });

    expect(key[0]).toBe('/api/health');
    await expect(fetcher(key)).resolves.toEqual(healthy);
  });
});

describe('session tokens', () => {
  let ended: SessionEnd[];
  let stop: () => void;

  beforeEach(() => {
    ended = [];
    stop = onSessionEnd((event) => ended.push(event));
  });

  afterEach(() => stop());

  it('blocks a signed-in call with an expired token: Token expired, token cleared, to /login', async () => {
    localStorage.setItem('token', tokenExpiringIn(-10));

    const error = await failure(apiRequest('GetMe', { baseUrl: server.baseUrl }));

    expect(error).toMatchObject({
      status: 401,
      errorType: 'token_expired',
      message: 'Token expired',
    });
    expect(server.requests).toHaveLength(0);
    expect(localStorage.getItem('token')).toBeNull();
    expect(ended).toEqual([{ reason: 'token_expired', message: 'Token expired', redirect: true }]);
  });

  it('blocks a signed-in call with a token that cannot be decoded: Invalid token', async () => {
    localStorage.setItem('token', 'not-a-jwt');

    const error = await failure(apiRequest('GetMe', { baseUrl: server.baseUrl }));

    expect(error).toMatchObject({ errorType: 'invalid_token', message: 'Invalid token' });
    expect(server.requests).toHaveLength(0);
    expect(localStorage.getItem('token')).toBeNull();
    expect(ended[0]).toMatchObject({ reason: 'invalid_token', redirect: true });
  });

  it('lets a public call go ahead without the expired token', async () => {
    localStorage.setItem('token', tokenExpiringIn(-10));

    await apiRequest('GetHealth', { baseUrl: server.baseUrl });

    expect(server.requests[0]?.headers.authorization).toBeUndefined();
    expect(localStorage.getItem('token')).toBeNull();
    expect(ended[0]).toMatchObject({ reason: 'token_expired', redirect: false });
  });

  it('ends the session on a 401 that says it expired', async () => {
    localStorage.setItem('token', tokenExpiringIn(3600));
    server.answer((_, res) =>
      sendJson(res, 401, {
        message: 'Session expired. Please log in again.',
        errorType: 'session_expired',
      }),
    );

    const error = await failure(apiRequest('GetMe', { baseUrl: server.baseUrl }));

    expect(error).toMatchObject({ status: 401, errorType: 'session_expired' });
    expect(localStorage.getItem('token')).toBeNull();
    expect(ended).toEqual([
      {
        reason: 'session_expired',
        message: 'Your session has expired. Please log in again.',
        redirect: true,
      },
    ]);
  });

  it('keeps the session on other 401s (a wrong password is not an expired session)', async () => {
    const token = tokenExpiringIn(3600);
    localStorage.setItem('token', token);
    server.answer((_, res) =>
      sendJson(res, 401, {
        message: 'Invalid email or password',
        errorType: 'invalid_credentials',
      }),
    );

    await failure(
      apiRequest('Login', {
        baseUrl: server.baseUrl,
        body: { email: 'a@b.co', password: 'x' },
      }),
    );

    expect(localStorage.getItem('token')).toBe(token);
    expect(ended).toEqual([]);
  });
});

describe('login retry', () => {
  const fast = { retries: 3, baseDelayMs: 5, maxDelayMs: 40 };
  const session = { token: tokenExpiringIn(3600), user: aUser(), expiresIn: 3600 };
  const body = { email: 'ada@example.com', password: 'secret1' };

  it('waits 1 s, doubling, at most 10 s, for up to 3 retries', () => {
    expect(LOGIN_RETRY).toEqual({ retries: 3, baseDelayMs: 1000, maxDelayMs: 10_000 });
    expect([0, 1, 2, 3, 4, 5].map((attempt) => retryDelayMs(LOGIN_RETRY, attempt))).toEqual([
      1000, 2000, 4000, 8000, 10_000, 10_000,
    ]);
  });

  it('retries a 429 and succeeds when the server lets it in', async () => {
    let calls = 0;
    server.answer((_, res) =>
      ++calls < 3
        ? sendJson(res, 429, { message: 'Too many requests', errorType: 'rate_limit' })
        : sendJson(res, 200, session),
    );

    const result = await apiRequest('Login', { baseUrl: server.baseUrl, body, retry: fast });

    expect(result.user.email).toBe('ada@example.com');
    expect(server.requests).toHaveLength(3);
  });

  it('gives up after 3 retries and reports the rate limit', async () => {
    server.answer((_, res) =>
      sendJson(res, 429, {
        message: 'Too many login attempts; wait 15 minutes',
        errorType: 'rate_limit',
      }),
    );

    const error = await failure(
      apiRequest('Login', { baseUrl: server.baseUrl, body, retry: fast }),
    );

    expect(error).toMatchObject({ status: 429, errorType: 'rate_limit' });
    expect(server.requests).toHaveLength(4);
  });

  it('retries a timeout', async () => {
    let calls = 0;
    server.answer((_, res) => {
      if (++calls === 1) return; // never answers: the attempt times out
      sendJson(res, 200, session);
    });

    const result = await apiRequest('Login', {
      baseUrl: server.baseUrl,
      body,
      retry: fast,
      timeoutMs: 100,
    });

    expect(result.token).toBe(session.token);
    expect(server.requests).toHaveLength(2);
  });

  it('does not retry a wrong password, nor a 429 whose Retry-After is beyond the cap', async () => {
    server.answer((_, res) =>
      sendJson(res, 401, {
        message: 'Invalid email or password',
        errorType: 'invalid_credentials',
      }),
    );
    await failure(apiRequest('Login', { baseUrl: server.baseUrl, body, retry: fast }));
    expect(server.requests).toHaveLength(1);

    server.answer((_, res) =>
      sendJson(
        res,
        429,
        { message: 'Too many login attempts; wait 15 minutes', errorType: 'rate_limit' },
        { 'Retry-After': '900' },
      ),
    );
    await failure(apiRequest('Login', { baseUrl: server.baseUrl, body, retry: fast }));
    expect(server.requests).toHaveLength(2);
  });

  it('does not retry other routes', async () => {
    server.answer((_, res) =>
      sendJson(res, 429, { message: 'Too many requests', errorType: 'rate_limit' }),
    );

    await failure(apiRequest('GetHealth', { baseUrl: server.baseUrl }));

    expect(server.requests).toHaveLength(1);
  });
});
