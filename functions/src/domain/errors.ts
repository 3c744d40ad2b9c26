import { STALE_VERSION, STALE_VERSION_MESSAGE } from '#shared/domain/versions';
// Types only: every function carries this file, and the challenge's schemas stay in the answer's.
import type { OpenLinkChallenge } from '#shared/api/challenge';

/**
 * Typed domain errors. Services throw these; the one middy stack maps each to its status and
 * the error body `{ message, errorType, details?, fields? }`. Messages are safe to show users.
 */
export class AppError extends Error {
  readonly status: number;
  readonly errorType: string;
  readonly details?: string;
  readonly fields?: Record<string, string>;

  constructor(
    status: number,
    errorType: string,
    message: string,
    extra: { details?: string; fields?: Record<string, string> } = {},
  ) {
    super(message);
    this.name = new.target.name;
    this.status = status;
    this.errorType = errorType;
    if (extra.details !== undefined) this.details = extra.details;
    if (extra.fields !== undefined) this.fields = extra.fields;
  }
}

/**
 * The base of an error that always has one status and type and whose message, when not given, is
 * `defaultMessage`.
 */
function withStatus(status: number, errorType: string, defaultMessage: string) {
  return class extends AppError {
    constructor(message = defaultMessage) {
      super(status, errorType, message);
    }
  };
}

export class ValidationError extends AppError {
  constructor(
    message = 'Please check your information',
    extra: { details?: string; fields?: Record<string, string> } = {},
  ) {
    super(400, 'validation_error', message, extra);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = 'Authentication required', errorType = 'unauthorized') {
    super(401, errorType, message);
  }
}

export class NotAllowedError extends withStatus(
  403,
  'forbidden',
  'You do not have permission to do this.',
) {}

export class NotFoundError extends withStatus(404, 'not_found', 'Not found') {}

export class ConflictError extends AppError {
  constructor(message: string, errorType = 'conflict') {
    super(409, errorType, message);
  }
}

export class PayloadTooLargeError extends withStatus(
  413,
  'payload_too_large',
  'The request is too large',
) {}

export class UnsupportedMediaTypeError extends withStatus(
  415,
  'unsupported_media_type',
  'Unsupported content type',
) {}

export class RateLimitError extends AppError {
  readonly retryAfterSeconds: number;
  constructor(message: string, retryAfterSeconds: number) {
    super(429, 'rate_limit', message);
    this.retryAfterSeconds = retryAfterSeconds;
  }
}

/**
 * 428 on the open link during a burst (decision 0046): nothing was stored; the page solves the
 * challenge it carries and sends the same answers again with the solution.
 */
export class ChallengeRequiredError extends AppError {
  readonly challenge: OpenLinkChallenge;
  constructor(message: string, challenge: OpenLinkChallenge, errorType = 'challenge_required') {
    super(428, errorType, message);
    this.challenge = challenge;
  }
}

export class ServiceUnavailableError extends withStatus(
  503,
  'service_unavailable',
  'Server temporarily unavailable',
) {}

/**
 * The data store cannot answer (unreachable, throttled past retries, a service error): the
 * catalogue's 'server_error' with 503, a plain reason and nothing of the store's internals.
 */
export class DataStoreUnavailableError extends AppError {
  constructor() {
    super(503, 'server_error', 'Server temporarily unavailable', {
      details: 'Stored data cannot be reached right now. Please try again in a few minutes.',
    });
  }
}

/**
 * A write lost to others writing the same item at that moment every time it was tried (a burst
 * of answers to one survey): nothing was stored, and sending again shortly succeeds.
 */
export class StoreBusyError extends AppError {
  constructor() {
    super(503, 'server_error', 'Server temporarily unavailable', {
      details: 'Many answers are arriving at once and yours was not saved. Please send it again.',
    });
  }
}

/** An action would pass a limit of the account's plan; the message names the plan that lifts it. */
export class PlanLimitError extends AppError {
  constructor(message: string) {
    super(402, 'plan_limit', message);
  }
}

/**
 * A write based on an older version of what it changes (decision 0025): it changed nothing. The
 * web app offers to reload the newer version or to save over it.
 */
export class StaleVersionError extends AppError {
  constructor() {
    super(409, STALE_VERSION, STALE_VERSION_MESSAGE);
  }
}
