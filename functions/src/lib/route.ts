import middy from '@middy/core';
import httpJsonBodyParser from '@middy/http-json-body-parser';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { MiddlewareObj } from '@middy/core';
import type {
  APIGatewayProxyEventV2,
  APIGatewayProxyStructuredResultV2,
  Context,
} from 'aws-lambda';
import type * as z from 'zod/mini';
import type { ErrorBody } from '#shared/api/errors';
import { apiSecurityHeaders } from '#shared/domain/security-headers';
import type { RouteDef } from '#shared/api/route-types';
import type { RouteId, Routes } from '#shared/api/routes';
import { config } from '../config';
import {
  AppError,
  PayloadTooLargeError,
  UnsupportedMediaTypeError,
  ValidationError,
  RateLimitError,
  ChallengeRequiredError,
  NotAllowedError,
} from '../domain/errors';
import { authenticate, type Authenticator, type AuthUser } from './auth';
import { clientAddress, clientKeyOf, fromOurEdge } from './client-address';
import type { HandlerResult } from './http';
import { logger } from './logger';
import { currentMetrics, inRequestScope } from './request-metrics';
import { parseOrThrow } from './validation';

type Part<Id extends RouteId, K extends 'params' | 'query' | 'body'> = Routes[Id] extends {
  [P in K]: infer S extends z.ZodMiniType;
}
  ? z.infer<S>
  : undefined;

export interface RouteRequest<Id extends RouteId> {
  params: Part<Id, 'params'>;
  query: Part<Id, 'query'>;
  body: Part<Id, 'body'>;
  /** Present on `user` routes. */
  user: Routes[Id] extends { auth: 'user' } ? AuthUser : undefined;
  requestId: string;
  /** A hash of the caller's network address, for rate limits; the address itself is never kept. */
  clientKey: string;
  event: APIGatewayProxyEventV2;
}

export type ApiHandler = (
  event: APIGatewayProxyEventV2,
  context: Context,
) => Promise<APIGatewayProxyStructuredResultV2>;

/** API Gateway's payload limit; larger bodies never reach a function in the cloud. */
const MAX_BODY_BYTES = 10 * 1024 * 1024;
const JSON_TYPE = /^application\/(.+\+)?json($|;)/i;
const MULTIPART_TYPE = /^multipart\/form-data(;|$)/i;

/** JSON, never cached, with the API subset of the one security-headers policy. */
const baseHeaders = {
  'content-type': 'application/json; charset=utf-8',
  ...apiSecurityHeaders,
};

const clip = (text: string, most: number) =>
  text.length > most ? `${text.slice(0, most - 1)}…` : text;

export function errorResult(error: unknown, requestId: string): APIGatewayProxyStructuredResultV2 {
  const headers: Record<string, string> = { ...baseHeaders, 'x-request-id': requestId };
  if (error instanceof AppError) {
    // An error never repeats a large request back: each text is cut, and at most 20 fields named.
    const body: ErrorBody = { message: clip(error.message, 1000), errorType: error.errorType };
    if (error.details !== undefined) body.details = clip(error.details, 2000);
    if (error.fields !== undefined) {
      body.fields = Object.fromEntries(
        Object.entries(error.fields)
          .slice(0, 20)
          .map(([field, text]) => [clip(field, 100), clip(text, 500)]),
      );
    }
    if (error instanceof RateLimitError) headers['retry-after'] = String(error.retryAfterSeconds);
    // A 428's challenge (decision 0046) rides beside the error body's usual fields.
    if (error instanceof ChallengeRequiredError) {
      Object.assign(body, { challenge: error.challenge });
    }
    return { statusCode: error.status, headers, body: JSON.stringify(body) };
  }
  if (isEarlyTimeout(error)) {
    // The function's time ran out (middy stops the handler just before Lambda would): said as a
    // busy server to try again, not as a fault with a reference.
    const body: ErrorBody = {
      message: 'Server temporarily unavailable',
      errorType: 'server_error',
      details: 'The request took too long and was stopped. Please try again in a moment.',
    };
    return { statusCode: 503, headers, body: JSON.stringify(body) };
  }
  const body: ErrorBody = {
    message: 'Server temporarily unavailable',
    errorType: 'server_error',
    details: `Reference: ${requestId}`,
  };
  return { statusCode: 500, headers, body: JSON.stringify(body) };
}

/** middy's early timeout (`timeoutEarlyInMillis`): the handler was stopped before Lambda's. */
const isEarlyTimeout = (error: unknown) =>
  error instanceof Error &&
  error.name === 'TimeoutError' &&
  (error.cause as { package?: string } | undefined)?.package === '@middy/core';

/** Errors thrown by middy's parsers, translated into the product's error body. */
function fromParserError(error: unknown): unknown {
  if (error instanceof AppError) return error;
  const e = error as { statusCode?: number; message?: string };
  if (e.statusCode === 415 && /JSON/i.test(e.message ?? '')) {
    return new ValidationError('Please check your information', {
      details: 'The request body is not valid JSON.',
    });
  }
  if (e.statusCode === 415 || e.statusCode === 422) {
    return new ValidationError('Please check your information', {
      details: 'The form data could not be read.',
    });
  }
  return error;
}

/**
 * The one middy stack every HTTP handler is built with: request id and structured logs,
 * body parsing (JSON and multipart), validation against the route table, the auth hook for
 * `user` routes and mapping of typed errors to statuses. Handlers only translate.
 *
 * Handlers pass their area's table (`shared/src/api/routes/<area>.ts`), not the whole route
 * table, so a function's bundle carries only its area's schemas.
 */
export function route<Id extends RouteId>(
  table: Partial<Record<RouteId, RouteDef>>,
  id: Id,
  fn: (request: RouteRequest<Id>) => Promise<HandlerResult>,
  options: RouteOptions = {},
): ApiHandler {
  const def = table[id];
  if (!def) throw new Error(`Route ${id} is not in the table given`);
  return createRouteHandler(
    { ...def, id },
    fn as (request: RouteRequest<RouteId>) => Promise<HandlerResult>,
    options,
  );
}

export interface RouteOptions {
  /** Required by `user` routes: turns a bearer token into the signed-in user. */
  authenticator?: Authenticator;
  /**
   * Required by `multipart` routes (see lib/multipart.ts); kept out of the common stack so only
   * the functions that take uploads carry the parser.
   */
  multipartParser?: MiddlewareObj<APIGatewayProxyEventV2>;
}

/** The stack for any route definition; `route` is this for an entry of the route table. */
export function createRouteHandler(
  def: RouteDef & { id: string },
  fn: (request: RouteRequest<RouteId>) => Promise<HandlerResult>,
  options: RouteOptions = {},
): ApiHandler {
  const id = def.id;
  const { authenticator } = options;
  if (def.auth === 'user' && !authenticator) {
    throw new Error(`Route ${id} is for signed-in users: build it with userRoute()`);
  }
  if (def.bodyType === 'multipart' && !options.multipartParser) {
    throw new Error(`Route ${id} takes multipart bodies: pass multipartParser (lib/multipart.ts)`);
  }

  const stack = middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2>()
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use({
      before: (request) => {
        const { originSecret } = config.edge;
        if (originSecret && !fromOurEdge(request.event, originSecret)) {
          // Straight to the API's own endpoint, around CloudFront and its limits.
          throw new NotAllowedError('Use the app’s address for this request.');
        }
        const contentType = request.event.headers?.['content-type'] ?? '';
        const body = request.event.body;
        if (body === undefined || body === '') {
          // No body at all: nothing to parse, whatever the content type says (the schema then
          // names the missing fields).
          delete request.event.body;
          if (request.event.headers) delete request.event.headers['content-type'];
        } else {
          const size = request.event.isBase64Encoded
            ? Math.floor((body.length * 3) / 4)
            : Buffer.byteLength(body);
          if (size > MAX_BODY_BYTES) throw new PayloadTooLargeError();
          if (def.body) {
            const wanted = def.bodyType === 'multipart' ? MULTIPART_TYPE : JSON_TYPE;
            if (!wanted.test(contentType)) {
              throw new UnsupportedMediaTypeError(
                def.bodyType === 'multipart'
                  ? 'Send this request as multipart/form-data'
                  : 'Send this request as application/json',
              );
            }
          }
        }
      },
      after: (request) => {
        logRequest(request.event, request.response?.statusCode ?? 0);
      },
      onError: (request) => {
        const error = fromParserError(request.error);
        const requestId = request.context.awsRequestId;
        if (!(error instanceof AppError)) {
          logger.error('unhandled error', error as Error);
        }
        request.response = errorResult(error, requestId);
        logRequest(request.event, request.response.statusCode ?? 500);
      },
    });
  // Only routes that take a body parse one; a body sent to any other route is ignored.
  if (def.body && def.bodyType !== 'multipart') {
    stack.use(httpJsonBodyParser({ disableContentTypeError: true }));
  }
  if (def.body && options.multipartParser) stack.use(options.multipartParser);

  function logRequest(event: APIGatewayProxyEventV2, statusCode: number): void {
    const { startedAt, dynamoCalls } = currentMetrics();
    logger.info('request', {
      route: id,
      method: event.requestContext?.http?.method,
      status: statusCode,
      durationMs: Math.round(performance.now() - startedAt),
      dynamoCalls,
    });
  }

  const handler = stack.handler(async (event, context) => {
    const user =
      def.auth === 'user' && authenticator ? await authenticate(event, authenticator) : undefined;
    const hasBody = event.body !== undefined && (event.body as unknown) !== '';
    const request = {
      params: def.params
        ? parseOrThrow(def.params, event.pathParameters ?? {}, 'params')
        : undefined,
      query: def.query
        ? parseOrThrow(def.query, event.queryStringParameters ?? {}, 'query')
        : undefined,
      body: def.body ? parseOrThrow(def.body, hasBody ? event.body : {}, 'body') : undefined,
      user,
      requestId: context.awsRequestId,
      clientKey: clientKeyOf(clientAddress(event, Boolean(config.edge.originSecret))),
      event,
    } as RouteRequest<RouteId>;

    const result = await fn(request);
    if (config.validateResponses && def.response && result.statusCode < 300) {
      const checked = def.response.safeParse(result.body);
      if (!checked.success) {
        throw new Error(`Response of ${id} does not match the route table`);
      }
    }
    if (result.file) {
      return {
        statusCode: result.statusCode,
        headers: {
          ...baseHeaders,
          'x-request-id': context.awsRequestId,
          'content-type': result.file.contentType,
          'content-disposition': `attachment; filename="${result.file.fileName}"`,
          ...result.headers,
        },
        body: result.file.body.toString('base64'),
        isBase64Encoded: true,
      };
    }
    return {
      statusCode: result.statusCode,
      headers: { ...baseHeaders, 'x-request-id': context.awsRequestId, ...result.headers },
      ...(result.body === undefined ? {} : { body: JSON.stringify(result.body) }),
    };
  });
  return (event, context) => inRequestScope(() => handler(event, context));
}
