import { MailDeliveryError } from '../../domain/platform/mail';

/**
 * 4xx codes about the mail account or the app's set-up, not about one message or address: the
 * address is not at fault.
 */
const ACCOUNT_CODES = new Set([
  'SendingPausedException',
  'AccountSuspendedException',
  'MailFromDomainNotVerifiedException',
  'AccessDeniedException',
  'AccessDenied',
  'UnrecognizedClientException',
  'InvalidClientTokenId',
  'SignatureDoesNotMatch',
  'ExpiredTokenException',
  'LimitExceededException',
]);

/** Codes of a service that is slowing callers down: it can take the call later. */
const THROTTLING_CODES = new Set([
  'TooManyRequestsException',
  'ThrottlingException',
  'Throttling',
  'RequestLimitExceeded',
]);

/** At most this much of the service's own message is kept. */
const MAX_REASON = 300;

/** The parts of an SES client exception (or of a network failure) that say what went wrong. */
interface SdkFailure {
  name?: unknown;
  message?: unknown;
  $metadata?: { httpStatusCode?: number };
  $retryable?: { throttling?: boolean };
}

/**
 * Turns a failed SES v2 call, as the SES client throws it after its retries, into a
 * {@link MailDeliveryError} that says why: its error code (the exception's name), its message,
 * and whether the service refused the call (4xx about the message or its addresses), refused it
 * because of the account (sending paused, permissions, credentials), or was unavailable (5xx,
 * throttling, or no answer at all: a timeout, a refused connection).
 */
export function sesFailure(error: unknown, what: string): MailDeliveryError {
  const failure = (error ?? {}) as SdkFailure;
  const status = failure.$metadata?.httpStatusCode;
  if (status === undefined) {
    return new MailDeliveryError('The mail service did not answer', {
      kind: 'unavailable',
      cause: error,
    });
  }
  // A body the client could not read (an HTML error page from a proxy): its parser's complaint
  // says nothing about mail and names client internals, so neither code nor reason is kept.
  const unreadable =
    failure.name === 'SyntaxError' || /Deserialization error/.test(text(failure.message) ?? '');
  const code = unreadable ? undefined : text(failure.name)?.split(':')[0]?.split('#').pop();
  const reason = unreadable
    ? undefined
    : text(failure.message)?.replace(/\s+/g, ' ').slice(0, MAX_REASON);
  const throttled =
    status === 429 ||
    failure.$retryable?.throttling === true ||
    (code !== undefined && THROTTLING_CODES.has(code));
  const kind =
    status >= 500 || throttled
      ? 'unavailable'
      : code !== undefined && ACCOUNT_CODES.has(code)
        ? 'account'
        : 'refused';
  return new MailDeliveryError(
    `The mail service ${kind === 'unavailable' ? 'could not take' : 'refused'} ${what} (${status}${code ? ` ${code}` : ''})`,
    {
      kind,
      status,
      ...(code ? { code } : {}),
      ...(reason && reason !== code ? { reason } : {}),
      cause: error,
    },
  );
}

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}
