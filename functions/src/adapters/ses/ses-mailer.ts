import {
  MailDeliveryError,
  type MailAccountPort,
  type MailAccountStatus,
  type MailPort,
  type OutgoingMail,
} from '../../domain/platform/mail';
import { plainLine } from '../../../../shared/src/domain/plain-text';
import { signedFetch } from '../aws-http/signed-request';
import { sesFailure } from './ses-errors';

export interface SesMailerOptions {
  region: string;
  from: string;
  endpoint?: string;
  configurationSet?: string;
}

/** The SES v2 GetAccount answer, the parts Candor reads. */
interface SesAccount {
  SendingEnabled?: boolean;
  ProductionAccessEnabled?: boolean;
  EnforcementStatus?: string;
  SendQuota?: { Max24HourSend?: number; MaxSendRate?: number; SentLast24Hours?: number };
}

/**
 * Sends mail with the SES v2 SendEmail call (simple content: UTF-8 subject, text and HTML
 * parts, and attachments) as one signed HTTP request, and reads the account's status with GetAccount. The SES
 * client would add ~60 KB to every function that mails (decision 0004); the wire format is the
 * same.
 */
export class SesMailer implements MailPort, MailAccountPort {
  private readonly url: URL;
  private readonly accountUrl: URL;

  constructor(private readonly options: SesMailerOptions) {
    const base = (options.endpoint ?? `https://email.${options.region}.amazonaws.com`).replace(
      /\/$/,
      '',
    );
    this.url = new URL(`${base}/v2/email/outbound-emails`);
    this.accountUrl = new URL(`${base}/v2/email/account`);
  }

  async send(mail: OutgoingMail): Promise<string> {
    const body = {
      FromEmailAddress: this.options.from,
      Destination: { ToAddresses: mail.to },
      ...(mail.replyTo?.length ? { ReplyToAddresses: mail.replyTo } : {}),
      ...(this.options.configurationSet
        ? { ConfigurationSetName: this.options.configurationSet }
        : {}),
      Content: {
        Simple: {
          // Names in subjects were checked on input; this also covers any stored before that.
          Subject: { Data: plainLine(mail.subject), Charset: 'UTF-8' },
          Body: {
            Text: { Data: mail.text, Charset: 'UTF-8' },
            ...(mail.html ? { Html: { Data: mail.html, Charset: 'UTF-8' } } : {}),
          },
          // SES v2 attaches files to simple content itself (base64 over HTTPS): no raw MIME.
          ...(mail.attachments?.length
            ? {
                Attachments: mail.attachments.map((file) => ({
                  FileName: file.fileName,
                  ContentType: file.contentType,
                  ContentDisposition: 'ATTACHMENT',
                  ContentTransferEncoding: 'BASE64',
                  RawContent: file.content.toString('base64'),
                })),
              }
            : {}),
        },
      },
    };
    let response: Response;
    try {
      response = await signedFetch({
        service: 'ses',
        region: this.options.region,
        url: this.url,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        timeoutMs: 8000,
      });
    } catch (error) {
      throw new MailDeliveryError('The mail service did not answer', {
        kind: 'unavailable',
        cause: error,
      });
    }
    if (!response.ok) throw await sesFailure(response, 'the message');
    const out = (await response.json()) as { MessageId?: string };
    return out.MessageId ?? '';
  }

  /** SES v2 GetAccount: whether sending is enabled, sandbox or production, and the quota. */
  async accountStatus(): Promise<MailAccountStatus> {
    let response: Response;
    try {
      response = await signedFetch({
        service: 'ses',
        region: this.options.region,
        url: this.accountUrl,
        method: 'GET',
        timeoutMs: 5000,
      });
    } catch (error) {
      throw new MailDeliveryError('The mail service did not answer', {
        kind: 'unavailable',
        cause: error,
      });
    }
    if (!response.ok) throw await sesFailure(response, 'the account check');
    let account: SesAccount;
    try {
      account = (await response.json()) as SesAccount;
    } catch (error) {
      throw new MailDeliveryError('The mail service answered with something unreadable', {
        kind: 'unavailable',
        cause: error,
      });
    }
    const requestId = response.headers.get('x-amzn-requestid') ?? undefined;
    return {
      sendingEnabled: account.SendingEnabled === true,
      productionAccess: account.ProductionAccessEnabled === true,
      ...(account.EnforcementStatus ? { enforcementStatus: account.EnforcementStatus } : {}),
      max24HourSend: account.SendQuota?.Max24HourSend ?? 0,
      maxSendRate: account.SendQuota?.MaxSendRate ?? 0,
      sentLast24Hours: account.SendQuota?.SentLast24Hours ?? 0,
      ...(requestId ? { requestId } : {}),
    };
  }
}
