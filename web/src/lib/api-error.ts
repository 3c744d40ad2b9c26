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
