import { MailDeliveryError, type MailPort, type OutgoingMail } from '../../domain/platform/mail';
import { signedFetch } from '../aws-http/signed-request';

export interface SesMailerOptions {
  region: string;
  from: string;
  endpoint?: string;
  configurationSet?: string;
}

/**
 * Sends mail with the SES v2 SendEmail call (simple content: UTF-8 subject, text and HTML
 * parts) as one signed HTTP request. The SES client would add ~60 KB to every function that
 * mails (decision 0004); the wire format is the same.
 */
export class SesMailer implements MailPort {
  private readonly url: URL;

  constructor(private readonly options: SesMailerOptions) {
    const base = options.endpoint ?? `https://email.${options.region}.amazonaws.com`;
    this.url = new URL(`${base.replace(/\/$/, '')}/v2/email/outbound-emails`);
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
          Subject: { Data: mail.subject, Charset: 'UTF-8' },
          Body: {
            Text: { Data: mail.text, Charset: 'UTF-8' },
            ...(mail.html ? { Html: { Data: mail.html, Charset: 'UTF-8' } } : {}),
          },
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
      throw new MailDeliveryError('The mail service did not answer', { cause: error });
    }
    if (!response.ok) {
      const reason = await response.text().catch(() => '');
      throw new MailDeliveryError(`The mail service refused the message (${response.status})`, {
        cause: reason.slice(0, 300),
      });
    }
    const out = (await response.json()) as { MessageId?: string };
    return out.MessageId ?? '';
  }
}
