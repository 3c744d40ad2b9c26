import type * as z from 'zod/mini';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE' | 'ANY';

/**
 * What a route's function may touch. Infra turns these into least-privilege grants; the local
 * runtime ignores them.
 */
export type Capability =
  | 'table:describe'
  | 'table:read'
  | 'table:write'
  | 'files:list'
  | 'files:read'
  | 'files:write'
  | 'mail:account'
  | 'mail:send'
  | 'scheduler:manage'
  /** Put messages on the send queue (decision 0033). */
  | 'queue:send'
  /** Hold back a received message of the send queue (its backoff). */
  | 'queue:consume'
  /** Read the session signing key (routes that issue session tokens). */
  | 'session-key:read'
  /** Read the payments provider's API key and webhook secret. */
  | 'payments-secret:read';

export interface RouteDef {
  /** Folder under functions/src/handlers and the API area (one CDK stack per area). */
  area: string;
  method: HttpMethod;
  /** API Gateway syntax: `/api/teams/{teamId}`; `{proxy+}` is greedy. */
  path: string;
  auth: 'public' | 'user';
  summary: string;
  /** How the body arrives; `json` unless said. */
  bodyType?: 'json' | 'multipart';
  params?: z.ZodMiniType;
  query?: z.ZodMiniType;
  body?: z.ZodMiniType;
  response?: z.ZodMiniType;
  /** Success status; 200 unless said. */
  status?: 200 | 201 | 202 | 204;
  access: readonly Capability[];
  /** The most DynamoDB calls one request may make (documented in docs/data-model.md). */
  maxDynamoCalls: number;
  /**
   * The function's timeout in seconds, 10 unless said; under API Gateway's 30 s, which answers a
   * request still running then with 503. The local runtime stops a request past it as Lambda
   * does (see `routeTimeoutSeconds`).
   */
  timeoutSeconds?: number;
}

/** A route function's timeout unless its route says otherwise. */
export const DEFAULT_ROUTE_TIMEOUT_SECONDS = 10;
/** API Gateway's integration timeout: a route's function must end before it. */
export const API_GATEWAY_TIMEOUT_SECONDS = 30;

export function routeTimeoutSeconds(def: Pick<RouteDef, 'timeoutSeconds'>): number {
  return def.timeoutSeconds ?? DEFAULT_ROUTE_TIMEOUT_SECONDS;
}
