import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import * as z from 'zod/mini';
import type { RouteDef } from '#shared/api/route-types';
import {
  ConflictError,
  RateLimitError,
  ChallengeRequiredError,
  UnauthorizedError,
  ValidationError,
} from '../domain/errors';
import { created, ok } from './http';
import type { AuthUser } from './auth';
import { multipartParser } from './multipart';
import { createRouteHandler, errorResult } from './route';

const context = {
  awsRequestId: 'req-1',
  functionName: 'test',
  getRemainingTimeInMillis: () => 10_000,
} as unknown as Context;

function event(overrides: Partial<APIGatewayProxyEventV2> = {}): APIGatewayProxyEventV2 {
  return {
    version: '2.0',
    routeKey: 'POST /api/things',
    rawPath: '/api/things',
    rawQueryString: '',
    headers: {},
    isBase64Encoded: false,
    requestContext: { http: { method: 'POST', path: '/api/things' } },
    ...overrides,
  } as APIGatewayProxyEventV2;
}

const thingRoute: RouteDef & { id: string } = {
  id: 'CreateThing',
  area: 'test',
  method: 'POST',
  path: '/api/things/{groupId}',
  auth: 'public',
  summary: 'test route',
  params: z.object({ groupId: z.string().check(z.regex(/^g-\d+$/, 'Unknown group')) }),
  query: z.object({ dryRun: z.optional(z.enum(['true', 'false'])) }),
  body: z.object({
    name: z.string().check(z.trim(), z.minLength(1, 'Name is required')),
    size: z.optional(z.number().check(z.int(), z.minimum(1))),
  }),
  access: [],
  maxDynamoCalls: 0,
};

const echo = createRouteHandler(thingRoute, async ({ params, query, body }) =>
  created({ params, query, body }),
);

const json = (value: unknown) => ({
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(value),
});

/** `echo`'s answer to `body` sent as `contentType` for group g-1. */
const send = (body: string, contentType = 'application/json') =>
  echo(
    event({ headers: { 'content-type': contentType }, body, pathParameters: { groupId: 'g-1' } }),
    context,
  );

/** The route without params or body. */
const bare = { ...thingRoute, params: undefined, body: undefined };

/** A handler of the bare route that throws `error`. */
const throwing = (error: Error) =>
  createRouteHandler(bare, async () => {
    throw error;
  });

/** The body of a 400 for input that is not valid, with `details`. */
const invalidBody = (details: string) => ({
  message: 'Please check your information',
  errorType: 'validation_error',
  details,
});

/** The body of a 500 or 503, with `details` and nothing of what went wrong inside. */
const unavailableBody = (details: string) => ({
  message: 'Server temporarily unavailable',
  errorType: 'server_error',
  details,
});

/** The answer's body read as JSON. */
const bodyOf = (result: { body?: string }) => JSON.parse(result.body ?? '');

/** The answer's status and its body read as JSON. */
const answerOf = (result: { statusCode?: number; body?: string }) => ({
  status: result.statusCode,
  body: bodyOf(result),
});

describe('the middy stack', () => {
  it('parses JSON, validates every part and passes typed values to the handler', async () => {
    const result = await echo(
      event({
        ...json({ name: '  Blue  ', size: 3 }),
        pathParameters: { groupId: 'g-7' },
        queryStringParameters: { dryRun: 'true' },
      }),
      context,
    );
    expect(result.statusCode).toBe(201);
    expect(result.headers?.['content-type']).toMatch(/application\/json/);
    expect(result.headers?.['x-request-id']).toBe('req-1');
    expect(bodyOf(result)).toEqual({
      params: { groupId: 'g-7' },
      query: { dryRun: 'true' },
      body: { name: 'Blue', size: 3 },
    });
  });

  it('answers 400 with fields naming each invalid input', async () => {
    const result = await echo(
      event({ ...json({ name: '   ', size: 1.5 }), pathParameters: { groupId: 'nope' } }),
      context,
    );
    expect(result.statusCode).toBe(400);
    const body = bodyOf(result);
    expect(body.errorType).toBe('validation_error');
    expect(body.message).toBe('Please check your information');
    expect(body.fields).toMatchObject({ groupId: 'Unknown group' });
  });

  it('names body fields in a 400', async () => {
    const result = await echo(
      event({ ...json({ name: '' }), pathParameters: { groupId: 'g-1' } }),
      context,
    );
    expect(result.statusCode).toBe(400);
    expect(bodyOf(result).fields).toEqual({ name: 'Name is required' });
  });

  it('answers 400 for a body that is not JSON', async () => {
    const result = await send('{"name": ');
    expect(result.statusCode).toBe(400);
    expect(bodyOf(result)).toEqual(invalidBody('The request body is not valid JSON.'));
  });

  it('answers 415 when a JSON route gets another content type', async () => {
    const result = await send('name=x', 'text/plain');
    expect(result.statusCode).toBe(415);
    expect(bodyOf(result).errorType).toBe('unsupported_media_type');
  });

  it('parses multipart bodies with fields and files', async () => {
    const upload = createRouteHandler(
      {
        ...thingRoute,
        id: 'UploadThing',
        path: '/api/uploads',
        params: undefined,
        query: undefined,
        bodyType: 'multipart',
        body: z.object({
          name: z.string(),
          logo: z.object({ filename: z.string(), mimetype: z.string(), content: z.any() }),
        }),
      },
      async ({ body }) => {
        const b = body as unknown as {
          name: string;
          logo: { filename: string; mimetype: string; content: Buffer };
        };
        return ok({
          name: b.name,
          file: b.logo.filename,
          type: b.logo.mimetype,
          bytes: b.logo.content.length,
        });
      },
      { multipartParser },
    );
    const boundary = 'candorboundary';
    const raw = Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="name"\r\n\r\nAcme\r\n` +
          `--${boundary}\r\nContent-Disposition: form-data; name="logo"; filename="logo.png"\r\nContent-Type: image/png\r\n\r\n`,
      ),
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a]),
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]);
    const result = await upload(
      event({
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
        body: raw.toString('base64'),
        isBase64Encoded: true,
      }),
      context,
    );
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result)).toEqual({
      name: 'Acme',
      file: 'logo.png',
      type: 'image/png',
      bytes: 6,
    });
  });

  it('answers 413 for bodies over the API limit', async () => {
    const result = await send('x'.repeat(10 * 1024 * 1024 + 1));
    expect(result.statusCode).toBe(413);
    expect(bodyOf(result).errorType).toBe('payload_too_large');
  });

  it('maps typed domain errors to their status and body', async () => {
    const conflict = throwing(
      new ConflictError('An account with this email already exists', 'duplicate_email'),
    );
    expect(answerOf(await conflict(event(), context))).toEqual({
      status: 409,
      body: { message: 'An account with this email already exists', errorType: 'duplicate_email' },
    });
  });

  it('sends Retry-After with a 429', async () => {
    const limited = throwing(new RateLimitError('Too many login attempts; wait 15 minutes', 900));
    const result = await limited(event(), context);
    expect(result.statusCode).toBe(429);
    expect(result.headers?.['retry-after']).toBe('900');
  });

  it('sends a 428 with the challenge beside the error fields', async () => {
    const challenge = {
      parameters: {
        algorithm: 'PBKDF2/SHA-256',
        nonce: 'ab',
        salt: 'cd',
        cost: 1000,
        keyLength: 32,
        keyPrefix: 'ef',
      },
      signature: '01',
    };
    const asked = throwing(
      new ChallengeRequiredError('Your browser does a short check.', challenge),
    );
    const result = await asked(event(), context);
    expect(result.statusCode).toBe(428);
    expect(bodyOf(result)).toEqual({
      message: 'Your browser does a short check.',
      errorType: 'challenge_required',
      challenge,
    });
  });

  it('never shows internals in a 500', async () => {
    const broken = throwing(
      new Error('ECONNREFUSED 10.0.0.12:8000 at secretFunction (/var/task/index.mjs:1:2)'),
    );
    const result = await broken(event(), context);
    expect(result.statusCode).toBe(500);
    const body = bodyOf(result);
    expect(body).toEqual(unavailableBody('Reference: req-1'));
    expect(result.body).not.toMatch(/ECONNREFUSED|secretFunction|index\.mjs/);
  });

  it('answers a handler stopped at the end of its time with a 503 to try again', async () => {
    let finish: () => void = () => undefined;
    const slow = createRouteHandler(bare, async () => {
      // Waits past the function's time; the test lets it go once the answer is in.
      await new Promise<void>((resolve) => (finish = resolve));
      return ok({ id: 'late' });
    });
    const result = await slow(event(), {
      ...context,
      getRemainingTimeInMillis: () => 60,
    } as Context);
    finish();
    expect(result.statusCode).toBe(503);
    expect(bodyOf(result)).toEqual(
      unavailableBody('The request took too long and was stopped. Please try again in a moment.'),
    );
  });

  it('rejects a response that drifts from the route table (responses are checked in tests)', async () => {
    const drifting = createRouteHandler(
      { ...bare, response: z.object({ id: z.string() }) },
      async () => ok({ id: 42 }),
    );
    const result = await drifting(event(), context);
    expect(result.statusCode).toBe(500);
  });
});

describe('the auth hook on user routes', () => {
  const privateRoute = { ...bare, auth: 'user' as const };
  const authenticator = async (token: string) => {
    if (token !== 'good') throw new UnauthorizedError('Invalid token', 'invalid_token');
    return { id: 'user-1' } as AuthUser;
  };
  const whoAmI = createRouteHandler(
    privateRoute,
    async ({ user }) => ok({ user: { id: (user as AuthUser | undefined)?.id } }),
    {
      authenticator,
    },
  );

  it('refuses to build a user route without an authenticator', () => {
    expect(() => createRouteHandler(privateRoute, async () => ok({}))).toThrow(/userRoute/);
  });

  it('answers 401 without a bearer token', async () => {
    expect(answerOf(await whoAmI(event(), context))).toEqual({
      status: 401,
      body: { message: 'Authentication required', errorType: 'unauthorized' },
    });
  });

  it('passes the verified user to the handler and refuses a bad token', async () => {
    const good = await whoAmI(event({ headers: { authorization: 'Bearer good' } }), context);
    expect(good.statusCode).toBe(200);
    expect(bodyOf(good)).toEqual({ user: { id: 'user-1' } });
    const bad = await whoAmI(event({ headers: { authorization: 'Bearer forged' } }), context);
    expect(bad.statusCode).toBe(401);
    expect(bodyOf(bad).errorType).toBe('invalid_token');
  });
});

describe('routes from the table', () => {
  it('builds the NotFound route from the table: a JSON 404 in the error shape', async () => {
    const { handler } = await import('../handlers/platform/not-found');
    const result = await handler(
      event({ rawPath: '/api/nothing-here', requestContext: { http: { method: 'GET' } } } as never),
      context,
    );
    expect(result.statusCode).toBe(404);
    expect(bodyOf(result)).toEqual({
      message: 'No API route for GET /api/nothing-here',
      errorType: 'not_found',
    });
  });
});

describe('bodies the route does not take', () => {
  const bodiless = createRouteHandler(
    { ...thingRoute, params: undefined, query: undefined, body: undefined },
    async ({ body }) => ok({ body: body ?? null }),
  );

  it('ignores a JSON content type with no body', async () => {
    const result = await bodiless(
      event({ headers: { 'content-type': 'application/json' } }),
      context,
    );
    expect(result.statusCode).toBe(200);
  });

  it('ignores a body sent to a route that takes none', async () => {
    const result = await bodiless(
      event({ headers: { 'content-type': 'application/json' }, body: '{not json' }),
      context,
    );
    expect(result.statusCode).toBe(200);
    expect(bodyOf(result)).toEqual({ body: null });
  });

  it('names the missing fields when a body route gets an empty body', async () => {
    const result = await send('');
    expect(result.statusCode).toBe(400);
    expect(bodyOf(result).fields).toMatchObject({ name: expect.any(String) });
  });
});

describe('error answers', () => {
  it('never repeat a large request back: texts are cut and at most 20 fields named', () => {
    const huge = 'q'.repeat(1_000_000);
    const fields = Object.fromEntries(
      Array.from({ length: 500 }, (_, i) => [`items.${i}`, `${huge} is not valid`]),
    );
    const result = errorResult(
      new ValidationError(`Invalid: ${huge}`, { details: huge, fields }),
      'req-1',
    );
    expect(result.statusCode).toBe(400);
    expect(String(result.body).length).toBeLessThan(16_000);
    const body = JSON.parse(String(result.body)) as {
      message: string;
      details: string;
      fields: Record<string, string>;
    };
    expect(body.message).toHaveLength(1000);
    expect(body.message.endsWith('…')).toBe(true);
    expect(body.details).toHaveLength(2000);
    expect(Object.keys(body.fields)).toHaveLength(20);
    expect(body.fields['items.0']).toHaveLength(500);
  });
});
