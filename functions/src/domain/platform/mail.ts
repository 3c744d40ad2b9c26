/** A file sent with an e-mail (the round report's PDF). */
export interface MailAttachment {
  fileName: string;
  contentType: string;
  content: Buffer;
}

/** One e-mail the product sends. Every message has a plain-text part. */
export interface OutgoingMail {
  to: string[];
  subject: string;
  text: string;
  html?: string;
  replyTo?: string[];
  attachments?: MailAttachment[];
  /** Message tags the mail service returns with its events about the mail (bounces, complaints). */
  tags?: Record<string, string>;
}

/** The mail port: SES in the cloud, the SES stand-in locally (same adapter). */
export interface MailPort {
  /** Sends the message and returns the provider's message id. */
  send(mail: OutgoingMail): Promise<string>;
}

/** What the mail service says about the account that sends the product's mail. */
export interface MailAccountStatus {
  sendingEnabled: boolean;
  /** false: the SES sandbox (mail only to verified addresses). */
  productionAccess: boolean;
  enforcementStatus?: string;
  max24HourSend: number;
  maxSendRate: number;
  sentLast24Hours: number;
  /** The service's id for the call, when it gives one. */
  requestId?: string;
}

/** The account-status check of the mail service (SES GetAccount, or the stand-in's). */
export interface MailAccountPort {
  accountStatus(): Promise<MailAccountStatus>;
}

/** Why the mail service did not do what was asked, in the service's own terms. */
export interface MailFailure {
  /**
   * `refused`: the service answered and refused this message or call (a 4xx: an unverified or
   * suppressed address, a malformed request); `account`: it refused because of the mail account
   * or the app's set-up (sending paused, missing permission, bad credentials), whatever the
   * message; `unavailable`: it did not answer, was throttling, or failed on its side.
   */
  kind?: 'refused' | 'account' | 'unavailable';
  /** The service's HTTP status, when it answered. */
  status?: number;
  /** The service's error code ('MessageRejected', 'AccessDeniedException'...). */
  code?: string;
  /** The service's own message, trimmed. */
  reason?: string;
}

export class MailDeliveryError extends Error {
  readonly failure: MailFailure;
  constructor(message: string, options: ErrorOptions & MailFailure = {}) {
    super(message, options.cause === undefined ? {} : { cause: options.cause });
    const { cause: _cause, ...failure } = options;
    this.failure = failure;
  }
}
