import type * as z from 'zod/mini';
import { errorBody } from '#shared/api/errors';
import type { RouteDef } from '#shared/api/route-types';
import { getRoute, type RouteId, type Routes } from '#shared/api/routes';
import { ApiError, isApiError } from './api-error';
import { tokenStatus } from './jwt';
import { endSession } from './session-events';
import { readStorage, storageKeys } from './storage';

import type { AppMessage } from '../i18n/define-messages';
import { appText } from './app-text';
import { libMessages } from './messages';
import { sessionMessages } from './session-messages';

export { ApiError, isApiError };
export { onSessionEnd, SESSION_EXPIRED_MESSAGE, type SessionEnd } from './session-events';

/** The spec's request timeout. */
export const REQUEST_TIMEOUT_MS = 30_000;

/** What the client says when an error answer carries no usable error body. */
const statusFallbacks: Record<number, [errorType: string, message: AppMessage]> = {
  400: ['validation_error', libMessages.status400],
  401: ['unauthorized', libMessages.status401],
  403: ['forbidden', libMessages.status403],
  404: ['not_found', libMessages.status404],
  408: ['server_timeout', libMessages.status408],
  409: ['conflict', libMessages.status409],
  413: ['payload_too_large', libMessages.status413],
  429: ['rate_limit', libMessages.status429],
};

// Path parameter names of an API Gateway path: '/api/teams/{teamId}/{proxy+}' -> 'teamId' | 'proxy'.
type ParamNames<P extends string> = P extends `${string}{${infer Name}}${infer Rest}`
  ? (Name extends `${infer Greedy}+` ? Greedy : Name) | ParamNames<Rest>
  : never;

type SchemaInput<R, K extends string> =
  R extends Record<K, infer S extends z.ZodMiniType> ? z.input<S> : never;

/** The parsed success body of a route; `undefined` for routes that declare no response. */
export type RouteResponse<Id extends RouteId> = Routes[Id] extends {
  response: infer S extends z.ZodMiniType;
}
  ? z.output<S>
  : undefined;

type QueryValue = string | number | boolean | null | undefined;

/** Retries with exponential backoff: `baseDelayMs`, doubling, never more than `maxDelayMs`. */
export interface RetryPolicy {
  retries: number;
  baseDelayMs: number;
  maxDelayMs: number;
}

/** The spec's login retry: up to 3 retries on timeout or 429, 1 s doubling, capped at 10 s. */
export const LOGIN_RETRY: RetryPolicy = { retries: 3, baseDelayMs: 1_000, maxDelayMs: 10_000 };

/** Routes the client retries by itself. */
const routeRetries: Partial<Record<RouteId, RetryPolicy>> = { Login: LOGIN_RETRY };

/** The wait before retry number `attempt` (0 for the first retry). */
export function retryDelayMs(policy: RetryPolicy, attempt: number): number {
  return Math.min(policy.baseDelayMs * 2 ** attempt, policy.maxDelayMs);
}

interface BaseOptions {
  signal?: AbortSignal;
  /** Defaults to the spec's 30 s. */
  timeoutMs?: number;
  /** Origin the API lives on; the page's own origin unless said (tests point it at a local server). */
  baseUrl?: string;
  /** Overrides the route's own retry policy (tests use short delays; `null` turns retries off). */
  retry?: RetryPolicy | null;
  /**
   * The bearer token to send instead of the stored one (`null`: none). Sign-out passes the
   * token it is ending, as it forgets the stored one before the call goes out.
   */
  token?: string | null;
}

let apiDefaults: Pick<BaseOptions, 'baseUrl' | 'timeoutMs'> = {};

/** Defaults for every call (tests point the whole app at a local server with a base URL). */
export function setApiDefaults(defaults: Pick<BaseOptions, 'baseUrl' | 'timeoutMs'>): void {
  apiDefaults = { ...defaults };
}

export type RequestOptions<Id extends RouteId> = BaseOptions &
  ([ParamNames<Routes[Id]['path']>] extends [never]
    ? { params?: undefined }
    : { params: Record<ParamNames<Routes[Id]['path']>, string> }) &
  ([SchemaInput<Routes[Id], 'query'>] extends [never]
    ? { query?: undefined }
    : { query?: SchemaInput<Routes[Id], 'query'> }) &
  ([SchemaInput<Routes[Id], 'body'>] extends [never]
    ? { body?: undefined }
    : Routes[Id] extends { bodyType: 'multipart' }
      ? { body: FormData }
      : { body: SchemaInput<Routes[Id], 'body'> });

/** Options are optional exactly when the route needs no path parameters and no body. */
export type RequestArgs<Id extends RouteId> =
  Record<string, never> extends Omit<RequestOptions<Id>, keyof BaseOptions>
    ? [options?: RequestOptions<Id>]
    : [options: RequestOptions<Id>];

/** `/api/teams/{teamId}` + `{ teamId: 'a b' }` + `{ page: 2 }` -> `/api/teams/a%20b?page=2`. */
export function buildPath(
  route: Pick<RouteDef, 'path'>,
  params: Record<string, string> = {},
  query: Record<string, QueryValue | readonly QueryValue[]> = {},
): string {
  const path = route.path.replace(/\{([A-Za-z0-9_]+)(\+?)\}/g, (_, name: string, greedy) => {
    const value = params[name];
    if (value === undefined || value === '') {
      throw new Error(`Missing path parameter "${name}" for ${route.path}`);
    }
    return greedy ? value.split('/').map(encodeURIComponent).join('/') : encodeURIComponent(value);
  });
  const search = new URLSearchParams();
  for (const [key, raw] of Object.entries(query)) {
    for (const value of Array.isArray(raw) ? raw : [raw]) {
      if (value !== undefined && value !== null) search.append(key, String(value));
    }
  }
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

/**
 * Calls one route of the route table by id. Adds the bearer token when one is stored, gives up
 * after 30 s, validates the success body with the route's response schema and turns every
 * failure into an {@link ApiError}. A caller's own abort (its `signal`) is rethrown as is.
 *
 * Sessions: a stored token that has expired or cannot be decoded is cleared and the request
 * blocked ('Token expired' / 'Invalid token') when the route needs a signed-in user; a public
 * route goes ahead without it. A 401 whose message says the session expired clears the token.
 * Either way {@link onSessionEnd} listeners hear about it. Login is retried on timeout or 429.
 */
export async function apiRequest<Id extends RouteId>(
  routeId: Id,
  ...[options]: RequestArgs<Id>
): Promise<RouteResponse<Id>> {
  const opts = { ...apiDefaults, ...(options ?? {}) } as RawOptions;
  const policy = opts.retry === undefined ? routeRetries[routeId] : opts.retry;
  for (let attempt = 0; ; attempt++) {
    try {
      return (await send(routeId, opts)) as RouteResponse<Id>;
    } catch (error) {
      const delay = policy ? retryable(error, policy, attempt) : false;
      if (delay === false) throw error;
      await sleep(delay, opts.signal);
    }
  }
}

type RawOptions = BaseOptions & {
  params?: Record<string, string>;
  query?: Record<string, QueryValue | readonly QueryValue[]>;
  body?: unknown;
};

/**
 * The wait before the next attempt, or false. Timeouts and 429s are retried; a 429 whose
 * Retry-After is longer than the policy's cap is not (a retry inside the cap cannot succeed, and
 * each failed login counts against the limit), and a shorter Retry-After is waited out.
 */
function retryable(error: unknown, policy: RetryPolicy, attempt: number): number | false {
  if (!isApiError(error) || attempt >= policy.retries) return false;
  const backoff = retryDelayMs(policy, attempt);
  if (error.errorType === 'timeout') return backoff;
  if (error.status !== 429) return false;
  const after = (error.retryAfterSeconds ?? 0) * 1000;
  if (after > policy.maxDelayMs) return false;
  return Math.max(backoff, after);
}

function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason as Error);
      return;
    }
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason as Error);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

async function send(routeId: RouteId, opts: RawOptions): Promise<unknown> {
  const route = getRoute(routeId);
  const base = opts.baseUrl ?? globalThis.location?.origin;
  const url = new URL(buildPath(route, opts.params, opts.query), base);

  const headers = new Headers({ Accept: 'application/json' });
  let token = opts.token !== undefined ? opts.token : readStorage(storageKeys.token);
  if (token) {
    const status = tokenStatus(token);
    if (status.state !== 'valid') {
      const expired = status.state === 'expired';
      const reason = expired ? 'token_expired' : 'invalid_token';
      const message = expired ? 'Token expired' : 'Invalid token';
      const needsUser = route.auth === 'user';
      endSession({ reason, message, redirect: needsUser });
      if (needsUser) throw new ApiError(401, reason, message);
      token = null;
    }
  }
  if (token) headers.set('Authorization', `Bearer ${token}`);
  let body: BodyInit | undefined;
  if (opts.body instanceof FormData) {
    body = opts.body;
  } else if (opts.body !== undefined) {
    headers.set('Content-Type', 'application/json');
    body = JSON.stringify(opts.body);
  }

  const timeout = AbortSignal.timeout(opts.timeoutMs ?? REQUEST_TIMEOUT_MS);
  const signal = opts.signal ? anySignal([opts.signal, timeout]) : timeout;
  const method = route.method === 'ANY' ? 'GET' : route.method;

  let response: Response;
  let text: string;
  let file: Blob | undefined;
  try {
    response = await fetch(url, { method, headers, body, signal });
    // A route without a response schema that answers with something other than JSON is a file.
    const isFile =
      !route.response && response.ok && !/json/i.test(response.headers.get('content-type') ?? '');
    if (isFile) file = await response.blob();
    text = file ? '' : await response.text();
  } catch (error) {
    if (opts.signal?.aborted) throw error;
    if (timeout.aborted) throw new ApiError(0, 'timeout', appText(libMessages.timedOut));
    throw new ApiError(0, 'network_error', appText(libMessages.connection));
  }

  if (!response.ok) {
    const error = errorFromResponse(response, text);
    if (error.status === 401 && token && /expired/i.test(error.message)) {
      endSession({
        reason: 'session_expired',
        message: appText(sessionMessages.sessionExpired),
        redirect: true,
      });
    }
    throw error;
  }
  if (file) return { file, fileName: fileNameOf(response) } satisfies Download;
  if (response.status === 204 || text === '') return undefined;

  const json = parseJson(text);
  if (json === undefined) {
    throw new ApiError(
      response.status,
      'invalid_response',
      appText(libMessages.unexpectedResponse),
    );
  }
  if (!route.response) return json;
  const parsed = route.response.safeParse(json);
  if (!parsed.success) {
    throw new ApiError(
      response.status,
      'invalid_response',
      appText(libMessages.unexpectedResponse),
    );
  }
  return parsed.data;
}

/** `AbortSignal.any`, which Safari has only since 17.4. */
function anySignal(signals: AbortSignal[]): AbortSignal {
  if (typeof AbortSignal.any === 'function') return AbortSignal.any(signals);
  const controller = new AbortController();
  for (const signal of signals) {
    if (signal.aborted) {
      controller.abort(signal.reason);
      break;
    }
    signal.addEventListener('abort', () => controller.abort(signal.reason), { once: true });
  }
  return controller.signal;
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

function errorFromResponse(response: Response, text: string): ApiError {
  const { status } = response;
  const retryAfter = Number.parseInt(response.headers.get('Retry-After') ?? '', 10);
  const retry = Number.isFinite(retryAfter) ? { retryAfterSeconds: retryAfter } : {};
  const json = parseJson(text);
  const parsed = errorBody.safeParse(json);
  if (parsed.success) {
    const { message, errorType, details, fields } = parsed.data;
    return new ApiError(status, errorType, message, { details, fields, ...retry });
  }
  if (status >= 500) {
    return new ApiError(status, 'server_error', appText(libMessages.serverUnavailable));
  }
  // An answer from something in front of the API (a gateway, a proxy): keep its message if any.
  const [errorType, fallback] = statusFallbacks[status] ?? [
    'unknown_error',
    libMessages.somethingWrong,
  ];
  const message =
    json && typeof json === 'object' && typeof (json as { message?: unknown }).message === 'string'
      ? (json as { message: string }).message
      : appText(fallback);
  return new ApiError(status, errorType, message, retry);
}

/**
 * SWR keys: the API path first (so mutations can revalidate by path), then what the fetcher
 * needs to call the route.
 */
export type ApiKey<Id extends RouteId = RouteId> = readonly [
  path: string,
  routeId: Id,
  options: RequestOptions<Id> | undefined,
];

export function apiKey<Id extends RouteId>(routeId: Id, ...[options]: RequestArgs<Id>): ApiKey<Id> {
  const opts = options as { params?: Record<string, string>; query?: Record<string, QueryValue> };
  return [buildPath(getRoute(routeId), opts?.params, opts?.query), routeId, options];
}

/** The SWR fetcher for {@link apiKey} keys; `defaults` (a base URL, a timeout) apply to every call. */
export function createApiFetcher(defaults: Pick<BaseOptions, 'baseUrl' | 'timeoutMs'> = {}) {
  return ([, routeId, options]: readonly [string, RouteId, unknown]): Promise<unknown> =>
    (apiRequest as (id: RouteId, options: unknown) => Promise<unknown>)(routeId, {
      ...defaults,
      ...(options as object | undefined),
    });
}

/** A file a route answered with (an export), with the name its server gave it. */
export interface Download {
  file: Blob;
  fileName: string;
}

function fileNameOf(response: Response): string {
  const disposition = response.headers.get('content-disposition') ?? '';
  return /filename="([^"]+)"/.exec(disposition)?.[1] ?? 'download';
}
