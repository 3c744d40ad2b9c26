import {
  TEST_EMAILS_PER_HOUR,
  type EmailConfig,
  type SendTestEmailBody,
  type SendTestEmailResponse,
  type TestConnectionResponse,
} from '#shared/api/emails';
import type { RateLimiter, RateLimitRule, UserRecord } from '../accounts/ports';
import { AppError, RateLimitError } from '../errors';
import {
  MailDeliveryError,
  type MailAccountPort,
  type MailFailure,
  type MailPort,
} from '../platform/mail';
import { testEmail } from './test-email';
import { now as productNow } from '../../lib/clock';

/** Where the product's mail goes: SES in a region, or the local stand-in at an address. */
export interface MailServiceSettings {
  region: string;
  /** Set locally: the SES stand-in's address. */
  endpoint?: string;
  from: string;
  credentials: { accessKeyId: boolean; secretAccessKey: boolean };
}

export interface EmailServiceDeps {
  settings: MailServiceSettings;
  mail: MailPort;
  account: MailAccountPort;
  limiter: RateLimiter;
  now?: () => Date;
}

/** Test e-mails per account: a handful an hour, so the product is never a mail relay. */
export const testEmailLimit: RateLimitRule = {
  scope: 'test-email-account',
  limit: TEST_EMAILS_PER_HOUR,
  windowSeconds: 60 * 60,
};

export const NOT_VERIFIED_MESSAGE =
  'Please verify your email address before sending test emails. Use the link we sent you, or resend it from the dashboard.';

/** Test e-mails are for accounts whose own address is verified. */
export class EmailNotVerifiedError extends AppError {
  constructor() {
    super(403, 'email_not_verified', NOT_VERIFIED_MESSAGE);
  }
}

/** The mail service refused the test message (an unverified or suppressed address...). */
export class TestEmailRejectedError extends AppError {
  constructor(message: string) {
    super(422, 'email_rejected', message);
  }
}

/** The mail service could not be reached, or failed on its side. */
export class MailServiceUnavailableError extends AppError {
  constructor(message: string, errorType = 'email_failed') {
    super(503, errorType, message);
  }
}

/** The connection test failed: the service refused the check or sending is off. */
export class MailConnectionError extends AppError {
  constructor(message: string) {
    super(502, 'email_connection_failed', message);
  }
}

/**
 * The Support Center's e-mail delivery test: which mail service is in use, a live check of its
 * account, and a branded test message to an address of the caller's choosing (verified accounts
 * only, a few an hour). Failures say the service's reason in plain words; nothing here ever
 * returns a key or password.
 */
export class EmailService {
  private readonly now: () => Date;

  constructor(private readonly deps: EmailServiceDeps) {
    this.now = deps.now ?? productNow;
  }

  config(): EmailConfig {
    const { settings } = this.deps;
    const endpoint = settings.endpoint ? new URL(settings.endpoint) : undefined;
    const secure = endpoint ? endpoint.protocol === 'https:' : true;
    return {
      service: endpoint ? 'Local SES stand-in' : 'Amazon SES',
      host: endpoint ? endpoint.hostname : `email.${settings.region}.amazonaws.com`,
      port: endpoint?.port ? Number(endpoint.port) : secure ? 443 : 80,
      from: settings.from,
      secure,
      hasUser: settings.credentials.accessKeyId,
      hasPassword: settings.credentials.secretAccessKey,
    };
  }

  async testConnection(): Promise<TestConnectionResponse> {
    let status;
    try {
      status = await this.deps.account.accountStatus();
    } catch (error) {
      if (!(error instanceof MailDeliveryError)) throw error;
      const reason = plainReason(error.failure, 'check');
      if (error.failure.kind === 'refused' || error.failure.kind === 'account') {
        throw new MailConnectionError(reason);
      }
      throw new MailServiceUnavailableError(reason, 'email_connection_failed');
    }
    const remaining = Math.max(0, status.max24HourSend - status.sentLast24Hours);
    const account = {
      sendingEnabled: status.sendingEnabled,
      productionAccess: status.productionAccess,
      ...(status.enforcementStatus ? { enforcementStatus: status.enforcementStatus } : {}),
      max24HourSend: status.max24HourSend,
      sentLast24Hours: status.sentLast24Hours,
      remaining24Hours: remaining,
      maxSendRate: status.maxSendRate,
    };
    const service = this.config().service;
    if (!status.sendingEnabled) {
      throw new MailConnectionError(
        `${service} answered, but sending is paused for this account${
          status.enforcementStatus ? ` (status: ${status.enforcementStatus})` : ''
        }. Until it is resumed no e-mail goes out.`,
      );
    }
    const mode = status.productionAccess
      ? 'production access'
      : 'sandbox: mail goes only to verified addresses';
    return {
      message: `Connected to ${service}: sending is enabled (${mode}); ${format(remaining)} of ${format(status.max24HourSend)} e-mails left in the last 24 hours.`,
      ...(status.requestId ? { messageId: status.requestId } : {}),
      account,
    };
  }

  async sendTest(user: UserRecord, body: SendTestEmailBody): Promise<SendTestEmailResponse> {
    if (!user.emailVerified) throw new EmailNotVerifiedError();
    const hit = await this.deps.limiter.hit(testEmailLimit, user.id);
    if (hit.count > testEmailLimit.limit) {
      const minutes = Math.max(1, Math.ceil(hit.resetsIn / 60));
      throw new RateLimitError(
        `You can send ${testEmailLimit.limit} test emails an hour. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
        hit.resetsIn,
      );
    }
    const sentAt = this.now();
    // The time zone saved on the profile, else the browser's, else UTC.
    const timeZone = user.timezone ?? body.timezone ?? 'UTC';
    const mail = testEmail({
      to: body.email,
      sentAt,
      timeZone,
      requestedBy: `${user.firstName} ${user.lastName}`.trim() || user.email,
      requestedByEmail: user.email,
      service: this.config().service,
    });
    let messageId: string;
    try {
      messageId = await this.deps.mail.send(mail);
    } catch (error) {
      if (!(error instanceof MailDeliveryError)) throw error;
      const reason = plainReason(error.failure, 'message');
      if (error.failure.kind === 'refused') throw new TestEmailRejectedError(reason);
      throw new MailServiceUnavailableError(reason);
    }
    return {
      message: 'Test email sent successfully!',
      messageId,
      to: body.email,
      sentAt: sentAt.toISOString(),
    };
  }
}

const format = (n: number) => n.toLocaleString('en-US');

/** Codes whose meaning is worth saying in plain words; the service's own message follows. */
const codeWords: Record<string, string> = {
  MessageRejected: 'The mail service refused the message',
  MailFromDomainNotVerifiedException: "The sender's domain is not verified with the mail service",
  AccountSuspendedException: 'Sending is suspended for this mail account',
  SendingPausedException: 'Sending is paused for this mail account',
  AccessDeniedException: 'The app is not allowed to use the mail service',
  AccessDenied: 'The app is not allowed to use the mail service',
  UnrecognizedClientException: 'The mail service did not accept the app’s credentials',
  InvalidClientTokenId: 'The mail service did not accept the app’s credentials',
  SignatureDoesNotMatch: 'The mail service did not accept the app’s credentials',
  ExpiredTokenException: 'The app’s credentials for the mail service have expired',
  TooManyRequestsException: 'The mail service is busy; try again in a minute',
  LimitExceededException: 'The mail service’s sending limit is reached; try again later',
  NotFoundException: 'The mail service does not know the sender or configuration',
  BadRequestException: 'The mail service refused the request',
};

/** The service's reason in plain words: what happened, then what the service said. */
export function plainReason(failure: MailFailure, what: 'check' | 'message'): string {
  let lead: string;
  if (failure.code && codeWords[failure.code]) lead = codeWords[failure.code] as string;
  else if (failure.status === undefined) lead = 'The mail service did not answer';
  else if (failure.status >= 500) {
    lead = `The mail service had a problem on its side (status ${failure.status}); try again in a few minutes`;
  } else {
    lead = `The mail service refused the ${what} (status ${failure.status}${failure.code ? `, ${failure.code}` : ''})`;
  }
  if (!failure.reason) return `${lead}.`;
  return `${lead}. It said: ${failure.reason.replace(/\.$/, '')}.`;
}
