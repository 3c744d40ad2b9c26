/** One e-mail the product sends. Every message has a plain-text part. */
export interface OutgoingMail {
  to: string[];
  subject: string;
  text: string;
  html?: string;
  replyTo?: string[];
}

/** The mail port: SES in the cloud, the SES stand-in locally (same adapter). */
export interface MailPort {
  /** Sends the message and returns the provider's message id. */
  send(mail: OutgoingMail): Promise<string>;
}

export class MailDeliveryError extends Error {}
