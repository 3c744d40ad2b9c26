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

/** At most this much of the service's own message is kept. */
const MAX_REASON = 300;

/**
 * Turns a failed SES v2 answer into a {@link MailDeliveryError} that says why: its error code
 * (the `x-amzn-ErrorType` header, or `__type`/`code` in the body), its message, and whether it
 * refused the call (4xx about the message or its addresses), refused it because of the account
 * (sending paused, permissions, credentials), or was unavailable (5xx, 429).
 */
export async function sesFailure(response: Response, what: string): Promise<MailDeliveryError> {
  const raw = await response.text().catch(() => '');
  let body: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === 'object') body = parsed as Record<string, unknown>;
  } catch {
    // Not JSON (a proxy's page): the status still says enough.
  }
  const header = response.headers.get('x-amzn-errortype') ?? '';
  const code = firstText(header, body.__type, body.code, body.Code)
    ?.split(':')[0]
    ?.split('#')
    .pop();
  const reason = firstText(body.message, body.Message)
    ?.replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_REASON);
  const throttled = response.status === 429 || code === 'TooManyRequestsException';
  const kind =
    response.status >= 500 || throttled
      ? 'unavailable'
      : code !== undefined && ACCOUNT_CODES.has(code)
        ? 'account'
        : 'refused';
  return new MailDeliveryError(
    `The mail service ${kind === 'unavailable' ? 'could not take' : 'refused'} ${what} (${response.status}${code ? ` ${code}` : ''})`,
    {
      kind,
      status: response.status,
      ...(code ? { code } : {}),
      ...(reason ? { reason } : {}),
      cause: raw.slice(0, MAX_REASON),
    },
  );
}

function firstText(...values: unknown[]): string | undefined {
  for (const value of values) {
    if (typeof value === 'string' && value.trim()) return value.trim();
  }
  return undefined;
}
