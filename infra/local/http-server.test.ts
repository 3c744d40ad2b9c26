import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiRouter, LoadedHandler } from './api-router';
import {
  createRequestHandler,
  LAMBDA_REQUEST_LIMIT_BYTES,
  LAMBDA_RESPONSE_LIMIT_BYTES,
  type HttpServerOptions,
} from './http-server';
import { MailStore } from './mail-server';

let server: Server | undefined;

afterEach(async () => {
  vi.restoreAllMocks();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server = undefined;
});

/** The local API with one route, answered by `handler`, whose function times out after 1 s. */
async function oneRoute(
  handler: LoadedHandler,
  extra: Partial<HttpServerOptions> = {},
  routeExtra: Record<string, unknown> = {},
): Promise<string> {
  const router = {
    match: () => ({
      route: {
        id: 'SlowRoute',
        area: 'platform',
        method: 'GET',
        path: '/api/slow',
        auth: 'public',
        summary: 'A route for the runtime’s own limits',
        access: [],
        maxDynamoCalls: 0,
        timeoutSeconds: 1,
        ...routeExtra,
      },
      handler,
      routeKey: 'GET /api/slow',
      pathParameters: {},
    }),
  } as unknown as ApiRouter;
  const options = {
    router,
    mail: new MailStore(tmpdir()),
    webRoot: tmpdir(),
    fileOrigins: [],
    clock: { offset: () => 0, set: () => undefined },
    notify: async () => ({ status: 200, body: {} }),
    identityProvider: { key: {} as never, appOrigin: 'http://localhost' },
    ...extra,
  } as HttpServerOptions;
  server = createServer(createRequestHandler(options));
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server!.address() as AddressInfo).port}/api/slow`;
}

describe('the local API keeps to Lambda’s limits', () => {
  it('stops a request past its function’s timeout and answers as API Gateway does', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let remaining = -1;
    const url = await oneRoute(
      (_event, context) =>
        new Promise<APIGatewayProxyStructuredResultV2>(() => {
          remaining = context.getRemainingTimeInMillis();
        }),
    );
    const response = await fetch(url);
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ message: 'Internal Server Error' });
    // The function was told its own timeout, and the timeout is logged as Lambda logs it.
    expect(remaining).toBeGreaterThan(0);
    expect(remaining).toBeLessThanOrEqual(1000);
    const line = JSON.parse(String(logged.mock.calls[0]?.[0])) as Record<string, unknown>;
    expect(line).toMatchObject({
      level: 'ERROR',
      errorType: 'Sandbox.Timedout',
      message: 'Task timed out after 1.00 seconds',
      function_name: 'candor-local-SlowRoute',
    });
  });

  it('refuses an answer over 6 MB as Lambda does, and passes one under it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    let size = LAMBDA_RESPONSE_LIMIT_BYTES;
    const url = await oneRoute(async () => ({
      statusCode: 200,
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ text: 'x'.repeat(size) }),
    }));
    const tooLarge = await fetch(url);
    expect(tooLarge.status).toBe(500);
    expect(await tooLarge.json()).toEqual({ message: 'Internal Server Error' });
    expect(String(logged.mock.calls[0]?.[0])).toContain('Function.ResponseSizeTooLarge');

    size = 1024;
    const fine = await fetch(url);
    expect(fine.status).toBe(200);
    expect(((await fine.json()) as { text: string }).text).toHaveLength(1024);
  });

  it("refuses a request whose event is over Lambda's 6 MB invocation payload, before the function runs", async () => {
    let calls = 0;
    const url = await oneRoute(async () => {
      calls += 1;
      return { statusCode: 200, body: '{}' };
    });
    const post = (bytes: number) =>
      fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: 'x'.repeat(bytes),
      });
    const tooLarge = await post(LAMBDA_REQUEST_LIMIT_BYTES);
    expect(tooLarge.status).toBe(413);
    expect(await tooLarge.json()).toEqual({
      message: 'The request is too large',
      errorType: 'payload_too_large',
    });
    expect(calls).toBe(0);
    // Under it by the event's own envelope (headers, request context): the function runs.
    expect((await post(LAMBDA_REQUEST_LIMIT_BYTES - 4096)).status).toBe(200);
    expect(calls).toBe(1);
  });

  it('refuses an upload over the invocation payload as Lambda does: images go straight to the file store', async () => {
    let calls = 0;
    const url = await oneRoute(
      async () => {
        calls += 1;
        return { statusCode: 200, body: '{}' };
      },
      {},
      { bodyType: 'multipart' },
    );
    // 5 MB of bytes is about 6.7 MB once base64 in the event.
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'multipart/form-data; boundary=b' },
      body: new Uint8Array(5 * 1024 * 1024),
    });
    expect(response.status).toBe(413);
    expect(calls).toBe(0);
  });

  it('runs a few invocations of a function at once; the rest wait, their time starting when they run', async () => {
    let running = 0;
    let most = 0;
    const started: number[] = [];
    const waiting: (() => void)[] = [];
    const url = await oneRoute(
      (_event, context) =>
        new Promise<APIGatewayProxyStructuredResultV2>((resolve) => {
          running += 1;
          most = Math.max(most, running);
          started.push(context.getRemainingTimeInMillis());
          waiting.push(() => {
            running -= 1;
            resolve({ statusCode: 200, body: '{}' });
          });
        }),
      { functionConcurrency: 2 },
    );
    const answers = Array.from({ length: 5 }, () => fetch(url));
    // Two run; the other three wait their turn. Each one let go lets the next in.
    await vi.waitFor(() => expect(started).toHaveLength(2), { timeout: 10_000 });
    for (let released = 0; released < 5; released += 1) {
      expect(running).toBeLessThanOrEqual(2);
      waiting[released]!();
      const next = Math.min(5, released + 3);
      await vi.waitFor(() => expect(started).toHaveLength(next), { timeout: 10_000 });
    }
    expect((await Promise.all(answers)).map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(most).toBe(2);
    // Each had its whole second when it started, however long it waited.
    for (const remaining of started) expect(remaining).toBeGreaterThan(500);
  });
});
