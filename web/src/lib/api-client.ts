import type * as z from 'zod/mini';
import { errorBody } from '../../../shared/src/api/errors';
import type { RouteDef } from '../../../shared/src/api/route-types';
import { getRoute, type RouteId, type Routes } from '../../../shared/src/api/routes';
import { readStorage, storageKeys } from './storage';

/** The spec's request timeout. */
export const REQUEST_TIMEOUT_MS = 30_000;

/**
 * Every failed call becomes one of these. `status` is 0 when no HTTP answer arrived
 * (`network_error`, `timeout`). `errorType` is the server's word from the error body, or one the
 * client chose when the body had none; the UI maps it to the spec's error catalogue.
 */
export class ApiError extends Error {
  readonly status: number;
  readonly errorType: string;
  readonly details?: string;
  readonly fields?: Record<string, string>;
  /** From `Retry-After` on a 429. */
  readonly retryAfterSeconds?: number;

  constructor(
    status: number,
    errorType: string,
    message: string,
    extra: { details?: string; fields?: Record<string, string>; retryAfterSeconds?: number } = {},
  ) {
    super(message);
    this.name = 'ApiError';
    this.status = status;
    this.errorType = errorType;
    if (extra.details !== undefined) this.details = extra.details;
    if (extra.fields !== undefined) this.fields = extra.fields;
    if (extra.retryAfterSeconds !== undefined) this.retryAfterSeconds = extra.retryAfterSeconds;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** What the client says when an error answer carries no usable error body. */
const statusFallbacks: Record<number, [errorType: string, message: string]> = {
  400: ['validation_error', 'Please check your information'],
  401: ['unauthorized', 'Authentication required'],
  403: ['forbidden', 'You do not have permission to do this.'],
  404: ['not_found', 'Not found'],
  408: ['server_timeout', 'Server timeout'],
  409: ['conflict', 'This conflicts with the current state'],
  413: ['payload_too_large', 'The request is too large'],
  429: ['rate_limit', 'Too many requests; try again later'],
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

interface BaseOptions {
  signal?: AbortSignal;
  /** Defaults to the spec's 30 s. */
  timeoutMs?: number;
  /** Origin the API lives on; the page's own origin unless said (tests point it at a local server). */
  baseUrl?: string;
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
 */
export async function apiRequest<Id extends RouteId>(
  routeId: Id,
  ...[options]: RequestArgs<Id>
): Promise<RouteResponse<Id>> {
  const route = getRoute(routeId);
  const opts = (options ?? {}) as BaseOptions & {
    params?: Record<string, string>;
    query?: Record<string, QueryValue | readonly QueryValue[]>;
    body?: unknown;
  };
  const base = opts.baseUrl ?? globalThis.location?.origin;
  const url = new URL(buildPath(route, opts.params, opts.query), base);

  const headers = new Headers({ Accept: 'application/json' });
  const token = readStorage(storageKeys.token);
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
  try {
    response = await fetch(url, { method, headers, body, signal });
    text = await response.text();
  } catch (error) {
    if (opts.signal?.aborted) throw error;
    if (timeout.aborted) throw new ApiError(0, 'timeout', 'Request timed out');
    throw new ApiError(0, 'network_error', 'Connection problem');
  }

  if (!response.ok) throw errorFromResponse(response, text);
  if (response.status === 204 || text === '') return undefined as RouteResponse<Id>;

  const json = parseJson(text);
  if (json === undefined) {
    throw new ApiError(response.status, 'invalid_response', 'Unexpected response from the server');
  }
  if (!route.response) return json as RouteResponse<Id>;
  const parsed = route.response.safeParse(json);
  if (!parsed.success) {
    throw new ApiError(response.status, 'invalid_response', 'Unexpected response from the server');
  }
  return parsed.data as RouteResponse<Id>;
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
  if (status >= 500) return new ApiError(status, 'server_error', 'Server temporarily unavailable');
  // An answer from something in front of the API (a gateway, a proxy): keep its message if any.
  const [errorType, fallback] = statusFallbacks[status] ?? [
    'unknown_error',
    'Something went wrong',
  ];
  const message =
    json && typeof json === 'object' && typeof (json as { message?: unknown }).message === 'string'
      ? (json as { message: string }).message
      : fallback;
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
