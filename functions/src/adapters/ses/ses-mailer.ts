import {
  GetAccountCommand,
  SendEmailCommand,
  SESv2Client,
  type SendEmailCommandInput,
} from '@aws-sdk/client-sesv2';
import type {
  MailAccountPort,
  MailAccountStatus,
  MailPort,
  OutgoingMail,
} from '../../domain/platform/mail';
import { plainLine } from '#shared/domain/plain-text';
import { awsClientSettings, type AwsConnection } from '../aws-http/client-settings';
import { sesFailure } from './ses-errors';

export interface SesMailerOptions extends AwsConnection {
  from: string;
  configurationSet?: string;
}

/** Each try of a call: connecting, then the whole answer. */
const CONNECTION_TIMEOUT_MS = 2000;
const ATTEMPT_TIMEOUT_MS = 6000;
/** A message, all tries included: a route function has 10 s in all. */
const SEND_TIMEOUT_MS = 8000;
const ACCOUNT_TIMEOUT_MS = 5000;
/** Tries of a throttled message, each with the client's own retries inside. */
const THROTTLED_TRIES = 4;

/**
 * Sends mail with the SES v2 SendEmail call (simple content: UTF-8 subject, text and HTML
 * parts, and attachments) and reads the account's status with GetAccount, through the SES v2
 * client and its standard retry strategy (three tries when throttled, failing or not answering).
 */
export class SesMailer implements MailPort, MailAccountPort {
  private readonly client: SESv2Client;

  constructor(private readonly options: SesMailerOptions) {
    this.client = new SESv2Client(
      awsClientSettings(options, {
        attempts: 3,
        connectMs: CONNECTION_TIMEOUT_MS,
        answerMs: ATTEMPT_TIMEOUT_MS,
      }),
    );
  }

  async send(mail: OutgoingMail): Promise<string> {
    const input: SendEmailCommandInput = {
      FromEmailAddress: this.options.from,
      Destination: { ToAddresses: mail.to },
      ...(mail.replyTo?.length ? { ReplyToAddresses: mail.replyTo } : {}),
      ...(this.options.configurationSet
        ? { ConfigurationSetName: this.options.configurationSet }
        : {}),
      ...(mail.tags
        ? { EmailTags: Object.entries(mail.tags).map(([Name, Value]) => ({ Name, Value })) }
        : {}),
      Content: {
        Simple: {
          // Names in subjects were checked on input; this also covers any stored before that.
          Subject: { Data: plainLine(mail.subject), Charset: 'UTF-8' },
          Body: {
            Text: { Data: mail.text, Charset: 'UTF-8' },
            ...(mail.html ? { Html: { Data: mail.html, Charset: 'UTF-8' } } : {}),
          },
          // SES v2 attaches files to simple content itself (the client sends them base64): no raw MIME.
          ...(mail.attachments?.length
            ? {
                Attachments: mail.attachments.map((file) => ({
                  FileName: file.fileName,
                  ContentType: file.contentType,
                  ContentDisposition: 'ATTACHMENT',
                  ContentTransferEncoding: 'BASE64',
                  RawContent: file.content,
                })),
              }
            : {}),
        },
      },
    };
    const started = performance.now();
    for (let attempt = 1; ; attempt += 1) {
      const left = SEND_TIMEOUT_MS - (performance.now() - started);
      try {
        const out = await this.client.send(new SendEmailCommand(input), {
          abortSignal: AbortSignal.timeout(Math.max(1, Math.floor(left))),
        });
        return out.MessageId ?? '';
      } catch (error) {
        const failure = sesFailure(error, 'the message');
        // The account's rate is shared with the send workers: a throttled message waits its
        // turn a little longer than the client's own retries do, while time is left.
        const wait = 250 + Math.random() * 750 * attempt;
        if (failure.failure.status !== 429 || attempt >= THROTTLED_TRIES || left < wait + 1000) {
          throw failure;
        }
        await new Promise((resolve) => setTimeout(resolve, wait));
      }
    }
  }

  /** SES v2 GetAccount: whether sending is enabled, sandbox or production, and the quota. */
  async accountStatus(): Promise<MailAccountStatus> {
    let account;
    try {
      account = await this.client.send(new GetAccountCommand({}), {
        abortSignal: AbortSignal.timeout(ACCOUNT_TIMEOUT_MS),
      });
    } catch (error) {
      throw sesFailure(error, 'the account check');
    }
    const requestId = account.$metadata.requestId;
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
