import { randomBytes } from 'node:crypto';
import { ScanCommand } from '@aws-sdk/lib-dynamodb';
import { expect, inject, vi } from 'vitest';
import { errorBody, type ErrorBody } from '#shared/api/errors';
import { userSchema } from '#shared/api/auth';
import { routeList } from '#shared/api/routes';
import {
  createDocumentClient,
  createDynamoClient,
} from '../../../functions/src/adapters/dynamodb/client';

/**
 * Helpers for the account and session journeys: plain HTTP calls against the one local runtime
 * of the run, the captured mailbox, and the stored table. Nothing here imports product code
 * that decides anything; the tests see what a client sees.
 */

let ownRuntimeUrl: string | undefined;
/** The runtime the helpers call: the shared one, unless a file started its own. */
export const apiUrl = (): string => ownRuntimeUrl ?? inject('apiUrl');
/** Points every helper of this test file at a runtime it started itself. */
export function useRuntime(url: string): void {
  ownRuntimeUrl = url;
}

export interface ApiResponse {
  status: number;
  headers: Headers;
  text: string;
  /** The parsed JSON body, or undefined when the body is empty or not JSON. */
  body: unknown;
}

/** One answer as the helpers recorded it. */
export interface SeenResponse {
  request: string;
  status: number;
  /** Headers and body, as received. */
  text: string;
  body: unknown;
  /** What the local runtime counted for the request (x-candor-dynamodb-calls). */
  dynamoCalls: number | undefined;
}

/** Every answer this test file received, so a last test can look at all of them at once. */
export const seenResponses: SeenResponse[] = [];

export interface CallOptions {
  /** Sent as JSON with `content-type: application/json`. */
  json?: unknown;
  /** Sent as is (a string, a FormData...), with only the headers given. */
  body?: BodyInit;
  token?: string;
  headers?: Record<string, string>;
}

function headerLines(headers: Headers): string {
  const lines: string[] = [];
  headers.forEach((value, name) => lines.push(`${name}: ${value}`));
  return lines.join('\n');
}

export async function call(
  method: string,
  path: string,
  options: CallOptions = {},
): Promise<ApiResponse> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
  let body: BodyInit | undefined = options.body;
  if (options.json !== undefined) {
    headers['content-type'] ??= 'application/json';
    body = JSON.stringify(options.json);
  }
  const response = await fetch(`${apiUrl()}${path}`, { method, headers, body });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = undefined;
  }
  seenResponses.push({
    request: `${method} ${path}`,
    status: response.status,
    text: `${headerLines(response.headers)}\n\n${text}`,
    body: parsed,
    dynamoCalls: response.headers.has('x-candor-dynamodb-calls')
      ? Number(response.headers.get('x-candor-dynamodb-calls'))
      : undefined,
  });
  return { status: response.status, headers: response.headers, text, body: parsed };
}

export const post = (path: string, json?: unknown, token?: string) =>
  call('POST', path, {
    ...(json === undefined ? {} : { json }),
    ...(token === undefined ? {} : { token }),
  });

export const getMe = (token: string) => call('GET', '/api/auth/me', { token });

/** The error body of a 4xx/5xx answer, checked against the shared shape. */
export function expectError(
  response: ApiResponse,
  status: number,
  errorType: string,
  message?: string,
): ErrorBody {
  expect(response.status, response.text).toBe(status);
  expect(response.headers.get('content-type')).toMatch(/^application\/json/);
  const body = errorBody.parse(response.body);
  // The error body and nothing else: no stack, no internals.
  expect(
    Object.keys(response.body as object).filter(
      (key) => !['message', 'errorType', 'details', 'fields'].includes(key),
    ),
  ).toEqual([]);
  expect(body.errorType).toBe(errorType);
  if (message !== undefined) expect(body.message).toBe(message);
  return body;
}

// ---- people ----

const runStamp = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;
let counter = 0;

/** An address no earlier run or other test used. */
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}-${runStamp}-${counter}@example.com`;
}

/** The fields of `userSchema`, exactly: a user object must have these and no others. */
export const userFields = Object.keys(userSchema.shape).sort();

export function expectExactUser(user: unknown): void {
  expect(Object.keys(user as object).sort()).toEqual(userFields);
  userSchema.parse(user);
}

// ---- the mailbox ----

export interface Mail {
  id: string;
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  sentAt: string;
  /** Files sent with it; `url` downloads one from the mailbox. */
  attachments?: { fileName: string; contentType: string; size: number; url: string }[];
}

/** All captured mail to `to`, newest first. */
export async function mailTo(to: string): Promise<Mail[]> {
  const response = await fetch(`${apiUrl()}/dev/api/mail`);
  expect(response.status).toBe(200);
  const all = (await response.json()) as Mail[];
  return all.filter((mail) =>
    mail.to.some((address) => address.toLowerCase() === to.toLowerCase()),
  );
}

/**
 * How long a helper waits for a state the product reaches on its own (a mail captured, a process
 * gone). Only a test that is about to fail waits this long; a passing one goes on as soon as the
 * state is there, however busy the machine.
 */
export const STATE_DEADLINE_MS = 60_000;

/**
 * `find`'s answer once it has one (anything but undefined), asking again until
 * STATE_DEADLINE_MS has passed; then fails with `missing()`.
 */
export async function waitForState<T>(
  find: () => Promise<T | undefined>,
  missing: () => string,
  timeout = STATE_DEADLINE_MS,
): Promise<T> {
  return vi.waitFor(
    async () => {
      const found = await find();
      if (found === undefined) throw new Error(missing());
      return found;
    },
    { timeout, interval: 50 },
  );
}

/**
 * The newest mail to `to` with `subject`, once there are at least `count` of them. The API sends
 * before it answers, so the mail is normally there at once; it is asked for again until it is.
 */
export async function latestMail(to: string, subject: string, count = 1): Promise<Mail> {
  return waitForState(
    async () => {
      const mails = (await mailTo(to)).filter((mail) => mail.subject === subject);
      return mails.length >= count ? mails[0] : undefined;
    },
    () => `No ${count} mail(s) "${subject}" to ${to}`,
  );
}

/** The one link of a mail's text part that starts with `prefix`. */
export function linkIn(text: string, prefix: string): URL {
  const links = [...text.matchAll(/https?:\/\/[^\s"'<>]+/g)]
    .map((m) => m[0])
    .filter((link) => link.startsWith(prefix));
  expect(links, `a link starting with ${prefix} in:\n${text}`).toHaveLength(1);
  return new URL(links[0] as string);
}

/** A token from a mailed link, checked to be in both the text and the HTML part. */
export function mailedToken(mail: Mail, path: string): string {
  const prefix = `${apiUrl()}${path}?token=`;
  const link = linkIn(mail.text, prefix);
  expect(mail.html).toContain(`href="${link.href.replace(/&/g, '&amp;')}"`);
  const token = link.searchParams.get('token');
  expect(token).toBeTruthy();
  return token as string;
}

// ---- Google sign-in through the local identity provider ----

export async function googleIdToken(
  email: string,
  givenName = 'Gwen',
  familyName = 'Google',
): Promise<string> {
  const config = await call('GET', '/api/auth/config');
  const { clientId } = (config.body as { google: { clientId: string } }).google;
  const state = randomBytes(8).toString('hex');
  const response = await fetch(`${apiUrl()}/dev/google`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_id: clientId,
      redirect_uri: `${apiUrl()}/login`,
      state,
      email,
      given_name: givenName,
      family_name: familyName,
    }),
  });
  expect(response.status).toBe(303);
  const location = new URL(response.headers.get('location') ?? '');
  const fragment = new URLSearchParams(location.hash.slice(1));
  expect(fragment.get('state')).toBe(state);
  const credential = fragment.get('credential');
  expect(credential).toBeTruthy();
  return credential as string;
}

/** Signs in with Google as `email` and returns the session token and user id. */
export async function googleSession(
  email: string,
  givenName = 'Gwen',
  familyName = 'Google',
): Promise<{ token: string; userId: string }> {
  const response = await post('/api/auth/google', {
    idToken: await googleIdToken(email, givenName, familyName),
  });
  expect(response.status, response.text).toBe(200);
  const body = response.body as { token: string; user: { id: string } };
  return { token: body.token, userId: body.user.id };
}

// ---- the stored table ----

/** Every item of the local table, as stored: for asserting what is (and is not) kept. */
/**
 * The UTC date `days` from the product's clock, `YYYY-MM-DD`. Journeys that move the clock
 * (`/dev/api/clock`) share one runtime, so its today can be days past the machine's.
 */
export async function productDay(days: number): Promise<string> {
  return new Date((await productNow()) + days * 86_400_000).toISOString().slice(0, 10);
}

/** Moves the product's clock on (release days, rounds, reminders); tests that do put it back. */
export async function advanceHours(hours: number): Promise<void> {
  const response = await fetch(`${apiUrl()}/dev/api/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advanceHours: hours }),
  });
  expect(response.status).toBe(200);
}

/** The product's clock now, in milliseconds since the epoch. */
export async function productNow(): Promise<number> {
  const response = await fetch(`${apiUrl()}/dev/api/clock`);
  expect(response.status).toBe(200);
  return Date.parse(((await response.json()) as { now: string }).now);
}

export async function storedItems(): Promise<Record<string, unknown>[]> {
  const client = createDynamoClient({ region: 'us-east-1', endpoint: inject('dynamodbEndpoint') });
  try {
    const docs = createDocumentClient(client);
    const items: Record<string, unknown>[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const out = await docs.send(
        new ScanCommand({ TableName: 'candor', ExclusiveStartKey: start, ConsistentRead: true }),
      );
      items.push(...(out.Items ?? []));
      start = out.LastEvaluatedKey;
    } while (start);
    return items;
  } finally {
    client.destroy();
  }
}

// ---- rate-limit windows ----

/** Seconds since the epoch by the product's clock, the one every limit counts on. */
async function productSeconds(): Promise<number> {
  return (await productNow()) / 1000;
}

/**
 * Runs `journey`, whose counted calls must all land in one window of a limit. The limiters count
 * fixed windows of `windowSeconds` aligned to the epoch, by the product's clock (the machine's
 * unless a journey moved it: `/dev/api/clock`). A window ending
 * half-way through resets the counts the journey relies on; when the journey then fails, it is
 * run again in the window that has just begun, so no test waits for a window to pass and none
 * assumes how long a busy machine takes. Each run is given its attempt number, to use people,
 * surveys and client addresses the earlier run did not (their counts in the new window are not
 * zero). A failure while no window ended is the journey's own, and fails the test at once.
 *
 * A journey that may take more than half its window (120 answers in a minute's) starts instead
 * at the beginning of a window of the product's clock, moved there (`startOfWindow`): only for
 * the journeys that move the clock (`clockJourneys` in vitest.config.ts).
 */
export async function inOneWindow<T>(
  windowSeconds: number,
  journey: (attempt: number) => Promise<T>,
  options: { startOfWindow?: boolean } = {},
): Promise<T> {
  const windowNow = async () => Math.floor((await productSeconds()) / windowSeconds);
  for (let attempt = 1; ; attempt++) {
    if (options.startOfWindow) await toStartOfWindow(windowSeconds);
    const started = await windowNow();
    try {
      return await journey(attempt);
    } catch (error) {
      if (attempt === 3 || (await windowNow()) === started) throw error;
    }
  }
}

/** Moves the product's clock (it only moves forward) just past the start of its next window. */
async function toStartOfWindow(windowSeconds: number): Promise<void> {
  const seconds = await productSeconds();
  const ahead = windowSeconds - (seconds % windowSeconds) + 0.5;
  const response = await fetch(`${apiUrl()}/dev/api/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advanceHours: ahead / 3600 }),
  });
  expect(response.status).toBe(200);
}

/** Every key of a JSON value, at any depth. */
function keysOf(value: unknown): string[] {
  if (Array.isArray(value)) return value.flatMap(keysOf);
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, inner]) => [key, ...keysOf(inner)]);
  }
  return [];
}

/**
 * Asserts no answer so far carried any of `secrets` or a password hash, and no successful answer
 * had a password-like field at all (error bodies may name the `password` field they reject).
 */
export function expectNoSecretsInResponses(secrets: string[]): void {
  expect(seenResponses.length).toBeGreaterThan(0);
  for (const seen of seenResponses) {
    for (const secret of secrets) {
      expect(seen.text.includes(secret), `${seen.request} answered with a secret`).toBe(false);
    }
    expect(seen.text, seen.request).not.toMatch(/scrypt\$|passwordHash|password_hash/i);
    if (seen.status < 400) {
      expect(
        keysOf(seen.body).filter((key) => /pass/i.test(key)),
        seen.request,
      ).toEqual([]);
    }
  }
}

/** A route's path template as a pattern for real paths. */
function routePattern(template: string): RegExp {
  const source = template
    .split('/')
    .map((segment) =>
      segment.endsWith('+}')
        ? '.+'
        : segment.startsWith('{')
          ? '[^/]+'
          : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'),
    )
    .join('/');
  return new RegExp(`^${source}$`);
}

/**
 * Asserts every answer so far cost at most the DynamoDB calls its route documents
 * (`maxDynamoCalls` in the route table; the local runtime reports the count of each request).
 */
export function expectDynamoCallsWithinBudget(): void {
  // The check means nothing if the runtime stopped reporting the count.
  expect(seenResponses.some((seen) => seen.dynamoCalls !== undefined)).toBe(true);
  const over: string[] = [];
  for (const seen of seenResponses) {
    if (seen.dynamoCalls === undefined) continue;
    const [method, target = ''] = seen.request.split(' ');
    const path = target.split('?')[0] ?? '';
    // The most specific route whose template matches (literal segments before parameters).
    const route = routeList
      .filter((r) => r.method === method && routePattern(r.path).test(path))
      .sort(
        (a, b) => b.path.replace(/\{[^}]+\}/g, '').length - a.path.replace(/\{[^}]+\}/g, '').length,
      )[0];
    if (route && seen.dynamoCalls > route.maxDynamoCalls) {
      over.push(`${route.id} (${seen.status}): ${seen.dynamoCalls} > ${route.maxDynamoCalls}`);
    }
  }
  expect([...new Set(over)]).toEqual([]);
}
