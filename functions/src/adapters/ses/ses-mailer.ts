import { SendEmailCommand, SESv2Client } from '@aws-sdk/client-sesv2';
import { MailDeliveryError, type MailPort, type OutgoingMail } from '../../domain/platform/mail';

export interface SesMailerOptions {
  region: string;
  from: string;
  endpoint?: string;
  configurationSet?: string;
}

export function createSesClient(options: Pick<SesMailerOptions, 'region' | 'endpoint'>) {
  return new SESv2Client({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    // A call that never answers must not hold a request until the function times out.
    requestHandler: { requestTimeout: 5000, throwOnRequestTimeout: true },
    maxAttempts: 3,
  });
}

/** Sends mail through SES v2 with simple content (UTF-8 subject, text and HTML parts). */
export class SesMailer implements MailPort {
  constructor(
    private readonly client: SESv2Client,
    private readonly options: SesMailerOptions,
  ) {}

  async send(mail: OutgoingMail): Promise<string> {
    try {
      const out = await this.client.send(
        new SendEmailCommand({
          FromEmailAddress: this.options.from,
          Destination: { ToAddresses: mail.to },
          ...(mail.replyTo?.length ? { ReplyToAddresses: mail.replyTo } : {}),
          ...(this.options.configurationSet
            ? { ConfigurationSetName: this.options.configurationSet }
            : {}),
          Content: {
            Simple: {
              Subject: { Data: mail.subject, Charset: 'UTF-8' },
              Body: {
                Text: { Data: mail.text, Charset: 'UTF-8' },
                ...(mail.html ? { Html: { Data: mail.html, Charset: 'UTF-8' } } : {}),
              },
            },
          },
        }),
      );
      return out.MessageId ?? '';
    } catch (error) {
      throw new MailDeliveryError(`The mail service did not accept the message`, { cause: error });
    }
  }
}
