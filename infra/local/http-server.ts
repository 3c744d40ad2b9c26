import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { withRequestMetrics } from '../../functions/src/lib/request-metrics';
import type { DevJobRoute } from './dev-job-routes';
import { API_GATEWAY_TIMEOUT_SECONDS, routeTimeoutSeconds } from '#shared/api/route-types';
import type { ApiRouter } from './api-router';
import { lambdaContext, toApiGatewayEvent } from './lambda-events';
import { attachmentPath, mailboxPage, mailPage, notFoundPage } from './mailbox-pages';
import {
  mailOutageModes,
  type MailLimits,
  type MailOutageMode,
  type MailStore,
} from './mail-server';
import { apiSecurityHeaders } from '#shared/domain/security-headers';
import {
  isPublicLogoKey,
  PUBLIC_LOGO_CACHE_CONTROL,
  PUBLIC_LOGO_PREFIX,
} from '#shared/domain/public-logos';
import { devPageSecurityHeaders } from './dev-page-headers';
import { serveWeb } from './static-files';
import { handleGoogleIdp } from './google-idp';
import type { IdentityProviderKey } from './local-keys';
import { paymentsActions, type PaymentsAction, type PaymentsStandIn } from './payments-server';

/** API Gateway's largest request body: larger ones are refused before any function runs. */
const MAX_BODY_BYTES = 10 * 1024 * 1024;
/** How much of a too-large body is read and dropped before the connection is cut. */
const DRAIN_LIMIT_BYTES = 64 * 1024 * 1024;
/**
 * Lambda's largest synchronous request: the invocation's payload, the event as JSON (a binary
 * body in it is base64, a third larger). API Gateway answers 413 for a larger one, and no
 * function runs.
 */
export const LAMBDA_REQUEST_LIMIT_BYTES = 6_291_456;
/** Lambda's largest synchronous response (6 MB as Lambda counts it). */
export const LAMBDA_RESPONSE_LIMIT_BYTES = 6_291_556;
/** What API Gateway answers when the function failed (timed out, or answered too much). */
const API_GATEWAY_ERROR = { message: 'Internal Server Error' };
/**
 * Invocations of one function running at once here. In AWS each runs in an instance of its own,
 * with its own CPU; here they share one process, so a burst of a hundred would each take a
 * hundred times as long and run out of the function's time for no fault of theirs. Past this
 * many, an invocation waits its turn (its time starts when it runs), within API Gateway's 30 s.
 */
export const LOCAL_FUNCTION_CONCURRENCY = 10;

/** At most `limit` holders at once; the rest wait in order. */
class Gate {
  private running = 0;
  private readonly waiting: (() => void)[] = [];
  constructor(private readonly limit: number) {}

  /** Resolves true once in, false if `waitMs` passed first (then it never gets in). */
  enter(waitMs: number): Promise<boolean> {
    if (this.running < this.limit) {
      this.running += 1;
      return Promise.resolve(true);
    }
    return new Promise((resolve) => {
      const admit = () => {
        clearTimeout(timer);
        resolve(true);
      };
      const timer = setTimeout(() => {
        const at = this.waiting.indexOf(admit);
        if (at >= 0) this.waiting.splice(at, 1);
        resolve(false);
      }, waitMs);
      this.waiting.push(admit);
    });
  }

  leave(): void {
    const next = this.waiting.shift();
    // The place passes to the next in line; otherwise it is free.
    if (next) next();
    else this.running -= 1;
  }
}

/** A failed invocation, logged as Lambda logs it. */
function lambdaFailure(
  functionName: string,
  requestId: string,
  errorType: 'Sandbox.Timedout' | 'Function.ResponseSizeTooLarge',
  message: string,
) {
  console.error(
    JSON.stringify({
      level: 'ERROR',
      timestamp: new Date().toISOString(),
      function_name: functionName,
      requestId,
      errorType,
      message,
    }),
  );
}

export interface HttpServerOptions {
  router: ApiRouter;
  mail: MailStore;
  webRoot: string;
  /** Origins of presigned file URLs (the S3 stand-in): the pages' CSP allows their images. */
  fileOrigins: readonly string[];
  /** Invocations of one function at once (LOCAL_FUNCTION_CONCURRENCY unless set). */
  functionConcurrency?: number;
  /**
   * The job routes (`POST /dev/api/jobs/...`, `/dev/api/scheduler/check`): each calls the function
   * its scheduled job calls (`dev-job-routes.ts`), local only.
   */
  jobRoutes?: readonly DevJobRoute[];
  /**
   * `GET|POST /dev/api/clock` (`{ "advanceHours": n }` or `{ "offsetMs": n }`): how far the
   * product's time runs ahead of the system clock, so days can pass in a test (local only).
   */
  clock: { offset: () => number; set: (ms: number) => void };
  /** `POST /dev/api/notify`: a notification for the user with an e-mail, through the service. */
  notify: (input: {
    email?: string;
    type?: string;
    title?: string;
    message?: string;
    data?: Record<string, unknown>;
  }) => Promise<{ status: number; body: unknown }>;
  /** The payments stand-in, advanced by `/dev/api/payments/...` (local only). */
  payments?: Pick<PaymentsStandIn, 'advance' | 'setOutage'>;
  /** `POST /dev/api/mail/outage` (`{ "mode": "unavailable" | "paused" | "off" }`): the SES stand-in fails on purpose. */
  setMailOutage?: (mode: MailOutageMode) => void;
  /**
   * `POST /dev/api/mail/limits` (`{ "perSecond"?, "perDay"?, "transientFailures"?, "refuse"?,
   * "failFor"? }`): the SES stand-in's sending rate, daily quota, share of calls failing on its
   * side, the text of addresses it refuses for good (as unverified recipients in SES's sandbox)
   * and the text of addresses whose mails fail on its side until it is cleared. Answers
   * the limits with how many sends so far were throttled and how many met a failure on its side.
   */
  mailLimits?: (
    limits: Partial<MailLimits>,
  ) => MailLimits & { throttled: number; unavailable: number };
  /**
   * `GET /dev/api/sends/queue`: the send queue's depth; `?wait=<ms>` waits (at most that long)
   * until it is empty, every queued invitation sent or given up.
   */
  sendQueue?: {
    depth: () => { visible: number; inFlight: number; delayed: number };
    deadLetters: () => { visible: number; inFlight: number; delayed: number };
    /** The send worker's longest invocation so far and its timeout. */
    worker: () => { longestInvocationMs: number; timeoutSeconds: number };
  };
  /**
   * `POST /dev/api/plan` (`{ "email", "plan" }`): puts the account on a plan as an active
   * subscription would (local only), e.g. enterprise for unlimited members.
   */
  setPlan?: (email: string, plan: string) => Promise<{ status: number; body: unknown }>;
  /**
   * `POST /dev/api/roster` (`{ "teamId", "count" }`): adds `count` generated people to the
   * team's roster through the team import, as its owner (local only; the plan's limit holds).
   */
  addRoster?: (teamId: string, count: number) => Promise<{ status: number; body: unknown }>;
  /** The local identity provider at /dev/google. */
  identityProvider: { key: IdentityProviderKey; appOrigin: string };
  /** Vite's middlewares in dev mode; the production build otherwise. */
  devMiddleware?: (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
  /**
   * Adds `x-candor-dynamodb-calls` (what the request cost) to every API answer, for the bench and
   * the tests. Off unless asked: a per-request figure tells apart requests that answer alike (a
   * resend to someone who answered and to someone who did not), and production has none.
   */
  diagnosticHeaders?: boolean;
  /**
   * A public logo's bytes and type by its key (the S3 stand-in's object), or undefined when there
   * is none: `GET /logos/...` serves it as CloudFront's `/logos/*` behaviour does (decision 0039).
   */
  publicLogo?: (key: string) => Promise<{ bytes: Buffer; contentType: string } | undefined>;
}

/**
 * `GET|HEAD /logos/<teamId>/<name>`: the logo, with the headers CloudFront's behaviour sends.
 * Anything else there is 403, as S3 answers CloudFront for a key it may not read or that is gone.
 */
async function servePublicLogo(
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
  read: NonNullable<HttpServerOptions['publicLogo']>,
) {
  const key = path.slice(1);
  const logo =
    (req.method === 'GET' || req.method === 'HEAD') && isPublicLogoKey(key)
      ? await read(key)
      : undefined;
  if (!logo) {
    res.writeHead(403, { 'content-type': 'text/plain; charset=utf-8', ...apiSecurityHeaders });
    res.end('Access Denied');
    return;
  }
  res.writeHead(200, {
    ...apiSecurityHeaders,
    'content-type': logo.contentType,
    'content-length': String(logo.bytes.length),
    'cache-control': PUBLIC_LOGO_CACHE_CONTROL,
  });
  res.end(req.method === 'HEAD' ? undefined : logo.bytes);
}

function json(
  res: ServerResponse,
  status: number,
  body: unknown,
  extra: Record<string, string> = {},
) {
  res.writeHead(status, {
    'content-type': 'application/json; charset=utf-8',
    ...apiSecurityHeaders,
    ...extra,
  });
  res.end(JSON.stringify(body));
}

/**
 * A request's body, or 'too-large' past API Gateway's limit. Past it nothing more is kept, but
 * the rest is read and dropped (up to `DRAIN_LIMIT_BYTES`) so the client, still sending, then
 * reads the 413 instead of finding the connection closed under it (EPIPE).
 */
function readBody(req: IncomingMessage): Promise<Buffer | 'too-large'> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let over = false;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (over) {
        if (size > DRAIN_LIMIT_BYTES) {
          req.destroy();
          resolve('too-large');
        }
        return;
      }
      if (size > MAX_BODY_BYTES) {
        over = true;
        chunks.length = 0;
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(over ? 'too-large' : Buffer.concat(chunks)));
    req.on('error', (error) => (over ? resolve('too-large') : reject(error)));
  });
}

function writeResult(
  res: ServerResponse,
  result: APIGatewayProxyStructuredResultV2,
  calls: number | undefined,
) {
  // What CloudFront's API headers policy adds in the cloud, under the function's own headers.
  const headers: Record<string, string | string[]> = { ...apiSecurityHeaders };
  for (const [name, value] of Object.entries(result.headers ?? {})) {
    headers[name.toLowerCase()] = String(value);
  }
  if (result.cookies?.length) headers['set-cookie'] = result.cookies;
  if (calls !== undefined) headers['x-candor-dynamodb-calls'] = String(calls);
  res.writeHead(result.statusCode ?? 200, headers);
  if (result.body === undefined) {
    res.end();
    return;
  }
  res.end(result.isBase64Encoded ? Buffer.from(result.body, 'base64') : result.body);
}

/** A dev control's JSON body; `{}` when it is missing or not JSON. */
async function readJson(req: IncomingMessage): Promise<Record<string, unknown>> {
  const raw = await readBody(req);
  try {
    const value: unknown = JSON.parse(raw === 'too-large' ? '' : raw.toString('utf8'));
    return value && typeof value === 'object' ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** One server for the API (through the Lambda handlers), the mailbox and the web app. */
/** What answers every request to the local app, once everything it needs is running. */
export function createRequestHandler(options: HttpServerOptions): RequestListener {
  const webPolicy = { fileOrigins: options.fileOrigins };
  const gates = new Map<string, Gate>();
  async function handleApi(req: IncomingMessage, res: ServerResponse, path: string) {
    const method = (req.method ?? 'GET').toUpperCase();
    const match = options.router.match(method, path);
    if (!match) {
      json(res, 404, { message: 'Not found', errorType: 'not_found' });
      return;
    }
    const body = await readBody(req);
    if (body === 'too-large') {
      // The body was read to its end and dropped (readBody): answer, then close the connection.
      res.on('finish', () => req.destroy());
      json(
        res,
        413,
        { message: 'The request is too large', errorType: 'payload_too_large' },
        { connection: 'close' },
      );
      return;
    }
    const event = toApiGatewayEvent(req, body, match);
    const functionName = `candor-local-${match.route.id}`;
    if (Buffer.byteLength(JSON.stringify(event)) > LAMBDA_REQUEST_LIMIT_BYTES) {
      // As Lambda does, whatever the body: images go straight to the file store (decision 0051).
      json(res, 413, { message: 'The request is too large', errorType: 'payload_too_large' });
      return;
    }
    const timeoutSeconds = routeTimeoutSeconds(match.route);
    let gate = gates.get(functionName);
    if (!gate) {
      gate = new Gate(options.functionConcurrency ?? LOCAL_FUNCTION_CONCURRENCY);
      gates.set(functionName, gate);
    }
    if (!(await gate.enter((API_GATEWAY_TIMEOUT_SECONDS - timeoutSeconds) * 1000))) {
      // Waited past what API Gateway allows the whole request.
      json(res, 503, { message: 'Service Unavailable' });
      return;
    }
    try {
      await invoke(res, match, event, functionName, timeoutSeconds);
    } finally {
      gate.leave();
    }
  }

  async function invoke(
    res: ServerResponse,
    match: NonNullable<ReturnType<ApiRouter['match']>>,
    event: ReturnType<typeof toApiGatewayEvent>,
    functionName: string,
    timeoutSeconds: number,
  ) {
    const context = lambdaContext(functionName, timeoutSeconds * 1000);
    // As Lambda does: past the function's timeout, or with an answer over 6 MB, the invocation
    // fails and API Gateway answers 500 (the handler's own work is not stopped here).
    let timer: NodeJS.Timeout | undefined;
    const timedOut = new Promise<'timed-out'>((resolve) => {
      timer = setTimeout(() => resolve('timed-out'), timeoutSeconds * 1000);
    });
    const outcome = await Promise.race([
      withRequestMetrics(() => match.handler(event, context)),
      timedOut,
    ]).finally(() => clearTimeout(timer));
    if (outcome === 'timed-out') {
      lambdaFailure(
        functionName,
        context.awsRequestId,
        'Sandbox.Timedout',
        `Task timed out after ${timeoutSeconds.toFixed(2)} seconds`,
      );
      json(res, 500, API_GATEWAY_ERROR);
      return;
    }
    const { result, metrics } = outcome;
    if (Buffer.byteLength(JSON.stringify(result)) > LAMBDA_RESPONSE_LIMIT_BYTES) {
      lambdaFailure(
        functionName,
        context.awsRequestId,
        'Function.ResponseSizeTooLarge',
        `Response payload size exceeded maximum allowed payload size (${LAMBDA_RESPONSE_LIMIT_BYTES} bytes).`,
      );
      json(res, 500, API_GATEWAY_ERROR);
      return;
    }
    writeResult(res, result, options.diagnosticHeaders ? metrics.dynamoCalls : undefined);
  }

  async function handleDev(req: IncomingMessage, res: ServerResponse, path: string) {
    const jobRoute = options.jobRoutes?.find((r) => r.path === path);
    if (jobRoute && req.method === 'POST') {
      const raw = await readBody(req);
      let body: unknown = null;
      try {
        body = JSON.parse(raw === 'too-large' ? '' : raw.toString('utf8'));
      } catch {
        body = null;
      }
      json(res, 200, await jobRoute.run(body));
      return;
    }
    if (path === '/dev/api/clock' && (req.method === 'GET' || req.method === 'POST')) {
      if (req.method === 'POST') {
        const raw = await readBody(req);
        let input: { advanceHours?: unknown; offsetMs?: unknown } = {};
        try {
          input = JSON.parse(raw === 'too-large' ? '' : raw.toString('utf8')) as typeof input;
        } catch {
          input = {};
        }
        const hours = input.advanceHours;
        const offset = input.offsetMs;
        if (
          typeof hours === 'number' &&
          Number.isFinite(hours) &&
          hours >= 0 &&
          hours <= 24 * 400
        ) {
          options.clock.set(options.clock.offset() + hours * 3_600_000);
        } else if (
          typeof offset === 'number' &&
          Number.isFinite(offset) &&
          offset >= 0 &&
          offset <= 400 * 86_400_000
        ) {
          options.clock.set(offset);
        } else {
          json(res, 400, {
            message: 'Send { "advanceHours": n } or { "offsetMs": n } (0 to 400 days)',
            errorType: 'validation_error',
          });
          return;
        }
      }
      const offsetMs = options.clock.offset();
      json(res, 200, { offsetMs, now: new Date(Date.now() + offsetMs).toISOString() });
      return;
    }
    if (path === '/dev/api/notify' && req.method === 'POST') {
      // Sends a notification through the real service, as another area would (local only).
      const raw = await readBody(req);
      let input: {
        email?: string;
        type?: string;
        title?: string;
        message?: string;
        data?: Record<string, unknown>;
      };
      try {
        input = JSON.parse(raw === 'too-large' ? '' : raw.toString('utf8')) as typeof input;
      } catch {
        json(res, 400, {
          message: 'Send JSON: { email, type, title, message, data? }',
          errorType: 'validation_error',
        });
        return;
      }
      const result = await options.notify(input);
      json(res, result.status, result.body);
      return;
    }
    if (path === '/dev/api/payments/advance' && req.method === 'POST' && options.payments) {
      // Moves a subscription along as time and the bank would: renew, fail a payment, end a trial.
      const raw = await readBody(req);
      let input: { email?: unknown; action?: unknown } = {};
      try {
        input = JSON.parse(raw === 'too-large' ? '' : raw.toString('utf8')) as typeof input;
      } catch {
        // answered below
      }
      const action = paymentsActions.find((a) => a === input.action) as PaymentsAction | undefined;
      if (typeof input.email !== 'string' || !action) {
        json(res, 400, {
          message: `Send JSON: { email, action (${paymentsActions.join(', ')}) }`,
          errorType: 'validation_error',
        });
        return;
      }
      const result = await options.payments.advance(input.email, action);
      if (!result) {
        json(res, 404, { message: 'No subscription for that email', errorType: 'not_found' });
        return;
      }
      json(res, 200, result);
      return;
    }
    if (path === '/dev/api/payments/outage' && req.method === 'POST' && options.payments) {
      const raw = await readBody(req);
      let on = false;
      try {
        on =
          (JSON.parse(raw === 'too-large' ? '' : raw.toString('utf8')) as { on?: unknown }).on ===
          true;
      } catch {
        // off
      }
      options.payments.setOutage(on);
      json(res, 200, { outage: on });
      return;
    }
    if (path === '/dev/api/mail/limits' && req.method === 'GET' && options.mailLimits) {
      json(res, 200, options.mailLimits({}));
      return;
    }
    if (path === '/dev/api/mail/limits' && req.method === 'POST' && options.mailLimits) {
      const raw = await readBody(req);
      let input: Record<string, unknown> = {};
      try {
        input = JSON.parse(raw === 'too-large' ? '' : raw.toString('utf8')) as Record<
          string,
          unknown
        >;
      } catch {
        input = { invalid: true };
      }
      const number = (key: string, min: number, max: number) => {
        const value = input[key];
        if (value === undefined) return undefined;
        return typeof value === 'number' && value >= min && value <= max ? value : NaN;
      };
      const limits = {
        perSecond: number('perSecond', 0.1, 10_000),
        perDay: number('perDay', 1, 10_000_000),
        transientFailures: number('transientFailures', 0, 1),
      };
      const { refuse, failFor } = input;
      const badText = [refuse, failFor].some(
        (text) => text !== undefined && (typeof text !== 'string' || text.length > 254),
      );
      if (input.invalid || badText || Object.values(limits).some((value) => Number.isNaN(value))) {
        json(res, 400, {
          message:
            'Send JSON: { perSecond (0.1-10000), perDay (1-10000000), transientFailures (0-1), refuse (text of addresses to refuse, "" for none), failFor (text of addresses whose mails fail, "" for none) }, each optional',
          errorType: 'validation_error',
        });
        return;
      }
      const set = Object.fromEntries(
        Object.entries({ ...limits, refuse, failFor }).filter(([, value]) => value !== undefined),
      ) as Partial<MailLimits>;
      json(res, 200, options.mailLimits(set));
      return;
    }
    if (path === '/dev/api/sends/queue' && req.method === 'GET' && options.sendQueue) {
      const queue = options.sendQueue;
      const query = new URL(req.url ?? '/', 'http://localhost').searchParams;
      const wait = Math.min(600_000, Math.max(0, Number(query.get('wait') ?? 0) || 0));
      const empty = () => {
        const depth = queue.depth();
        return depth.visible + depth.inFlight + depth.delayed === 0;
      };
      const deadline = Date.now() + wait;
      while (!empty() && Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      json(res, 200, {
        empty: empty(),
        ...queue.depth(),
        deadLetters: queue.deadLetters(),
        worker: queue.worker(),
      });
      return;
    }
    if (path === '/dev/api/plan' && req.method === 'POST' && options.setPlan) {
      const input = await readJson(req);
      const { status, body } = await options.setPlan(
        typeof input.email === 'string' ? input.email : '',
        typeof input.plan === 'string' ? input.plan : '',
      );
      json(res, status, body);
      return;
    }
    if (path === '/dev/api/roster' && req.method === 'POST' && options.addRoster) {
      const input = await readJson(req);
      const count = typeof input.count === 'number' ? input.count : NaN;
      if (
        typeof input.teamId !== 'string' ||
        !Number.isInteger(count) ||
        count < 1 ||
        count > 20_000
      ) {
        json(res, 400, {
          message: 'Send JSON: { teamId, count (1-20000) }',
          errorType: 'validation_error',
        });
        return;
      }
      const { status, body } = await options.addRoster(input.teamId, count);
      json(res, status, body);
      return;
    }
    if (path === '/dev/api/mail/outage' && req.method === 'POST' && options.setMailOutage) {
      const raw = await readBody(req);
      let mode: unknown;
      try {
        mode = (JSON.parse(raw === 'too-large' ? '' : raw.toString('utf8')) as { mode?: unknown })
          .mode;
      } catch {
        mode = undefined;
      }
      const known = mailOutageModes.find((m) => m === mode);
      if (!known) {
        json(res, 400, {
          message: `Send JSON: { mode (${mailOutageModes.join(', ')}) }`,
          errorType: 'validation_error',
        });
        return;
      }
      options.setMailOutage(known);
      json(res, 200, { mode: known });
      return;
    }
    if (path === '/dev/google') {
      const body = req.method === 'POST' ? await readBody(req) : Buffer.alloc(0);
      handleGoogleIdp(
        req,
        res,
        body === 'too-large' ? '' : body.toString('utf8'),
        // Issued on the product's clock, as the API checks its expiry on that clock.
        { ...options.identityProvider, now: () => new Date(Date.now() + options.clock.offset()) },
      );
      return;
    }
    if (path === '/dev/api/mail') {
      json(
        res,
        200,
        options.mail.list().map(({ id, to, subject, text, html, sentAt, from, attachments }) => ({
          id,
          from,
          to,
          subject,
          text,
          html,
          sentAt,
          attachments: (attachments ?? []).map((file, i) => ({
            fileName: file.fileName,
            contentType: file.contentType,
            size: file.size,
            url: attachmentPath(id, i),
          })),
        })),
      );
      return;
    }
    const html = (status: number, page: string) => {
      res.writeHead(status, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
        ...devPageSecurityHeaders,
      });
      res.end(page);
    };
    if (path === '/dev/mail' || path === '/dev/mail/') {
      html(200, mailboxPage(options.mail.list()));
      return;
    }
    const file = path.match(/^\/dev\/mail\/([^/]+)\/attachments\/(\d+)$/);
    if (file) {
      const attachment = options.mail.get(decodeURIComponent(file[1] as string))?.attachments?.[
        Number(file[2])
      ];
      if (!attachment) {
        html(404, notFoundPage());
        return;
      }
      res.writeHead(200, {
        'content-type': attachment.contentType,
        'content-disposition': `attachment; filename="${attachment.fileName.replace(/["\\\r\n]/g, '_')}"`,
        'cache-control': 'no-store',
        'x-content-type-options': 'nosniff',
      });
      res.end(Buffer.from(attachment.content, 'base64'));
      return;
    }
    const one = path.match(/^\/dev\/mail\/([^/]+)$/);
    if (one) {
      const mail = options.mail.get(decodeURIComponent(one[1] as string));
      if (mail) html(200, mailPage(mail));
      else html(404, notFoundPage());
      return;
    }
    json(res, 404, { message: 'Not found', errorType: 'not_found' });
  }

  return (req, res) => {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    const work = async () => {
      if (path === '/api' || path.startsWith('/api/')) return handleApi(req, res, path);
      if (path === '/dev' || path.startsWith('/dev/')) return handleDev(req, res, path);
      if (path.startsWith(`/${PUBLIC_LOGO_PREFIX}`) && options.publicLogo) {
        return servePublicLogo(req, res, path, options.publicLogo);
      }
      if (options.devMiddleware) {
        options.devMiddleware(req, res, () =>
          serveWeb(
            options.webRoot,
            path,
            req.method ?? 'GET',
            res,
            webPolicy,
            req.headers['accept-encoding'],
          ),
        );
        return;
      }
      serveWeb(
        options.webRoot,
        path,
        req.method ?? 'GET',
        res,
        webPolicy,
        req.headers['accept-encoding'],
      );
    };
    work().catch((error: unknown) => {
      console.error('local server error:', error);
      if (!res.headersSent) {
        json(res, 500, { message: 'Server temporarily unavailable', errorType: 'server_error' });
      } else {
        res.end();
      }
    });
  };
}
