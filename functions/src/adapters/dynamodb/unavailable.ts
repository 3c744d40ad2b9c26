import { DataStoreUnavailableError } from '../../domain/errors';
import { cancellationCodes, isCancelled } from './errors';

/** Throttling that outlasted the client's retries. */
const THROTTLED = new Set([
  'ThrottlingException',
  'ProvisionedThroughputExceededException',
  'RequestLimitExceeded',
]);
/** The service could not be reached or did not answer in time. */
const UNREACHABLE = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'TimeoutError',
  'RequestTimeout',
]);

type SdkError = {
  name?: string;
  code?: string;
  $fault?: string;
  cause?: unknown;
};

/**
 * A DynamoDB failure that no caller can act on (unreachable, throttled past the retries, a
 * service error) becomes `DataStoreUnavailableError`, which the one middy stack answers with 503
 * and the catalogue's words. What callers read (a failed condition, a cancelled transaction with
 * its reasons, a validation error of ours) passes unchanged.
 */
export function toDataStoreError(error: unknown): unknown {
  if (typeof error !== 'object' || error === null) return error;
  const e = error as SdkError;
  const name = e.name ?? '';
  if (isCancelled(error)) {
    const codes = cancellationCodes(error);
    const throttled = codes.some(
      (c) => c === 'ThrottlingError' || c === 'ProvisionedThroughputExceeded',
    );
    const actionable = codes.some(
      (c) => c === 'ConditionalCheckFailed' || c === 'TransactionConflict',
    );
    return throttled && !actionable ? new DataStoreUnavailableError() : error;
  }
  const cause = (e.cause ?? {}) as SdkError;
  if (
    THROTTLED.has(name) ||
    e.$fault === 'server' ||
    UNREACHABLE.has(name) ||
    UNREACHABLE.has(e.code ?? '') ||
    UNREACHABLE.has(cause.code ?? '')
  ) {
    return new DataStoreUnavailableError();
  }
  return error;
}
