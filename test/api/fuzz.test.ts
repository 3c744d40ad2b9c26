import { randomBytes } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { errorBody } from '#shared/api/errors';
import { pathParamNames, routeList, type RouteEntry } from '#shared/api/routes';
import { apiUrl, googleSession, uniqueEmail } from './support/auth-api';

/*
 * The fuzz sweep, generated from the route table: every route gets every kind of bad request
 * that applies to it (no token, a bad token, missing and wrong-typed fields, huge strings, deep
 * nesting, invalid JSON, a wrong content type, bad path parameters and cursors, numbers at the
 * edges). Each must answer a 4xx in the error body shape, never a 5xx, a stack or the name of an
 * AWS service. A route added to the table is swept without touching this file. (How fast is not
 * asked here, where a busy machine decides it: `npm run bench` measures speed, and
 * shared/src/api/pattern-safety.test.ts holds every request pattern to linear time.)
 *
 * Requests that would be valid for a route are not sent (a GET with no parameters has nothing
 * to break); everything else is.
 */

const HUGE = 'x'.repeat(200_000);
const EDGE_NUMBERS = [1e308, -1e308, 5e-324, -5e-324, 1e-200, 2 ** 53 + 2, -(2 ** 60), -0];
const LEAKS =
  /"stack"|\bat [\w.<>]+ \(|\.ts:\d+|node_modules|Exception|DynamoDB|dynamodb|amazonaws|@aws-sdk|ConditionalCheck|ResourceNotFound|arn:aws/;

interface FuzzRequest {
  label: string;
  path: string;
  token?: string;
  body?: BodyInit;
  contentType?: string;
}

/** An id every `{param}` schema accepts the form of, naming nothing that exists. */
const someId = () => randomBytes(16).toString('hex');

function fill(route: RouteEntry, value: (name: string) => string): string {
  let path = route.path.replace('{proxy+}', 'no/such/thing');
  for (const name of pathParamNames(route.path)) path = path.replace(`{${name}}`, value(name));
  return path;
}

/** The top-level field names of a route's body schema (every body is an object). */
function bodyFields(route: RouteEntry): string[] {
  const shape = (route.body as unknown as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
}

function queryFields(route: RouteEntry): string[] {
  const shape = (route.query as unknown as { shape?: Record<string, unknown> } | undefined)?.shape;
  return shape ? Object.keys(shape) : [];
}

const deep = (depth: number): string => '['.repeat(depth) + ']'.repeat(depth);
const allFields = (fields: string[], value: unknown) =>
  JSON.stringify(Object.fromEntries(fields.map((field) => [field, value])));

function formOf(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

/** Every bad request that applies to `route`; `token` is a real session of a new account. */
function requestsFor(route: RouteEntry, token: string): FuzzRequest[] {
  const path = fill(route, someId);
  const asUser = route.auth === 'user' ? { token } : {};
  const requests: FuzzRequest[] = [];
  if (route.auth === 'user') {
    requests.push({ label: 'no token', path });
    requests.push({ label: 'a bad token', path, token: 'not-a-token' });
    requests.push({ label: 'a forged token', path, token: `${token.slice(0, -4)}AAAA` });
  }
  for (const [label, value] of [
    ['bad percent-encoding', '%FF'],
    ['non-ASCII text', 'é🙂\u202e'],
    ['a huge value', 'a'.repeat(4000)],
    ['a quote and brackets', `"'<>{}`],
  ] as const) {
    if (pathParamNames(route.path).length === 0) break;
    requests.push({
      label: `path parameters: ${label}`,
      path: fill(route, () => encodeURIComponent(value).replace('%25FF', '%FF')),
      ...asUser,
    });
  }
  for (const field of queryFields(route)) {
    for (const [label, value] of [
      ['not base64 JSON', '%%%'],
      ['8 KB', 'Q'.repeat(8000)],
      ['a forged key', Buffer.from('{"PK":"USER#x","SK":"y"}').toString('base64url')],
      ['an edge number', '1e308'],
      ['a negative number', '-1'],
    ] as const) {
      requests.push({
        label: `query ${field}: ${label}`,
        path: `${path}?${field}=${encodeURIComponent(value)}`,
        ...asUser,
      });
    }
  }
  if (!route.body) return requests;
  const fields = bodyFields(route);
  if (route.bodyType === 'multipart') {
    requests.push(
      {
        label: 'JSON instead of a form',
        path,
        ...asUser,
        body: '{}',
        contentType: 'application/json',
      },
      {
        label: 'a broken form',
        path,
        ...asUser,
        body: '--nope\r\nContent-Disposition: form-data\r\n\r\nx',
        contentType: 'multipart/form-data; boundary=other',
      },
      {
        label: 'huge fields',
        path,
        ...asUser,
        body: formOf(Object.fromEntries(fields.map((f) => [f, HUGE]))),
      },
    );
    return requests;
  }
  const json = (label: string, body: string): FuzzRequest => ({
    label,
    path,
    ...asUser,
    body,
    contentType: 'application/json',
  });
  requests.push(
    json('missing fields', '{}'),
    json('an array body', '[1,2,3]'),
    json('a string body', '"text"'),
    json('null', 'null'),
    json('invalid JSON', '{"a": '),
    json('wrong-typed fields (numbers)', allFields(fields, 42)),
    json('wrong-typed fields (objects)', allFields(fields, { nested: true })),
    json('wrong-typed fields (arrays)', allFields(fields, [[], {}])),
    json('huge strings', allFields(fields, HUGE)),
    json('deep nesting in every field', `{${fields.map((f) => `"${f}":${deep(5000)}`).join(',')}}`),
    json('a deeply nested body', deep(20_000)),
    { label: 'a wrong content type', path, ...asUser, body: '{}', contentType: 'text/plain' },
    {
      label: 'a form instead of JSON',
      path,
      ...asUser,
      body: 'a=1',
      contentType: 'application/x-www-form-urlencoded',
    },
  );
  for (const edge of EDGE_NUMBERS) {
    requests.push(
      json(`every field ${Object.is(edge, -0) ? '-0' : edge}`, allFields(fields, edge)),
    );
  }
  return requests;
}

/** Requests with numbers at the edges deep inside the bodies that carry numbers. */
function deepEdgeRequests(route: RouteEntry, token: string): FuzzRequest[] {
  const path = fill(route, someId);
  const json = (label: string, body: unknown): FuzzRequest => ({
    label,
    path,
    token,
    body: JSON.stringify(body),
    contentType: 'application/json',
  });
  if (route.id === 'CreateSurvey' || route.id === 'UpdateSurvey') {
    return EDGE_NUMBERS.filter((n) => !Object.is(n, -0)).flatMap((edge) => [
      json(`question order ${edge}`, {
        title: 'Edges',
        questions: [{ type: 'text', text: 'Q', order: edge, options: { maxLength: 10 } }],
      }),
      json(`number bounds ${edge}`, {
        title: 'Edges',
        questions: [{ type: 'number', text: 'Q', order: 1, options: { min: edge, max: 1e308 } }],
      }),
      json(`anonymity threshold ${edge}`, {
        title: 'Edges',
        anonymityThreshold: edge,
        questions: [{ type: 'text', text: 'Q', order: 1, options: { maxLength: 10 } }],
      }),
      json(`reminder day ${edge}`, {
        title: 'Edges',
        reminderDays: [edge],
        questions: [{ type: 'text', text: 'Q', order: 1, options: { maxLength: 10 } }],
      }),
      json(`text max length ${edge}`, {
        title: 'Edges',
        questions: [{ type: 'text', text: 'Q', order: 1, options: { maxLength: edge } }],
      }),
    ]);
  }
  if (route.id === 'SubmitEmailResponse') {
    return EDGE_NUMBERS.map((edge) =>
      json(`answer value ${edge}`, {
        acceptedTerms: true,
        responses: [{ questionId: 'q_abcdef12', type: 'number', value: edge }],
      }),
    );
  }
  return [];
}

async function send(request: FuzzRequest, method: string) {
  const headers: Record<string, string> = {};
  if (request.token !== undefined) headers.authorization = `Bearer ${request.token}`;
  if (request.contentType !== undefined) headers['content-type'] = request.contentType;
  const response = await fetch(`${apiUrl()}${request.path}`, {
    method,
    headers,
    ...(request.body === undefined || method === 'GET' ? {} : { body: request.body }),
  });
  const text = await response.text();
  return { response, text };
}

/** What is wrong with one answer, or nothing. */
function problemsOf(status: number, contentType: string | null, text: string): string[] {
  const problems: string[] = [];
  if (status < 400 || status > 499) problems.push(`status ${status}`);
  if (LEAKS.test(text)) problems.push('leaks internals');
  if (!contentType?.startsWith('application/json')) problems.push(`content type ${contentType}`);
  try {
    const parsed = errorBody.safeParse(JSON.parse(text));
    if (!parsed.success) problems.push('not the error body');
  } catch {
    problems.push('not JSON');
  }
  return problems.map((p) => `${p}: ${text.slice(0, 160)}`);
}

const swept = routeList.filter((route) => route.method !== 'ANY' || route.id === 'NotFound');

describe.each(swept.map((route) => [route.id, route] as const))('%s', (_id, route) => {
  // A fresh account per route, so a route that ends a session (Logout) or changes the account
  // cannot spoil the requests of another.
  let token = '';
  beforeAll(async () => {
    if (route.auth === 'user') ({ token } = await googleSession(uniqueEmail('fuzz'), 'Fuzz', 'Ed'));
  });

  it('answers every bad request with a 4xx error body, without internals', async () => {
    const method = route.method === 'ANY' ? 'POST' : route.method;
    const requests = [...requestsFor(route, token), ...deepEdgeRequests(route, token)];
    const failures: string[] = [];
    for (const request of requests) {
      const { response, text } = await send(request, method);
      for (const problem of problemsOf(
        response.status,
        response.headers.get('content-type'),
        text,
      )) {
        failures.push(`${request.label}: ${problem}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

describe('the sweep', () => {
  it('covers every route of the table and sends each at least one bad request', () => {
    const withNothingToBreak = swept.filter((route) => requestsFor(route, 't').length === 0);
    // The payments webhook takes a raw signed body: test/api/billing-webhooks.test.ts sends it
    // unsigned, tampered, stale and re-serialised bodies.
    expect(withNothingToBreak.map((route) => route.id).sort()).toEqual(
      ['GetAuthConfig', 'GetHealth', 'HandleBillingWebhook'].sort(),
    );
    expect(swept.length).toBe(routeList.length);
  });
});
