import { TEAM_SIZES, type ContactSalesBody, type ContactSalesResponse } from '#shared/api/billing';
import type { RateLimiter, RateLimitRule } from '../accounts/ports';
import { RateLimitError, ServiceUnavailableError } from '../errors';
import { renderEmail } from '../mail/layout';
import { MailDeliveryError, type MailPort } from '../platform/mail';

/**
 * A public form that sends mail: a few an hour from one client and for one reply address, so it
 * can be neither a relay nor a way to flood the support inbox.
 */
export const salesContactLimits = {
  perClient: { scope: 'sales-contact-client', limit: 5, windowSeconds: 60 * 60 },
  perEmail: { scope: 'sales-contact-email', limit: 3, windowSeconds: 60 * 60 },
} satisfies Record<string, RateLimitRule>;

export const CONTACT_SALES_SENT = 'Thanks! Our team will get back to you within one business day.';
export const CONTACT_SALES_LIMIT_MESSAGE =
  'You have sent several requests already. Please try again later.';

export interface SalesContactDeps {
  mail: MailPort;
  limiter: RateLimiter;
  /** Where enquiries go: the support address (config). */
  supportEmail: string;
  /** Raises per-client limits on a shared test runtime (config). */
  clientLimitFactor?: number;
}

/** The enquiry as the support inbox reads it: who, which company, how large, what they wrote. */
export function salesEnquiryMail(to: string, body: ContactSalesBody) {
  const size = TEAM_SIZES[body.teamSize];
  const message = body.message?.trim() || '(no message)';
  const { html, text } = renderEmail({
    preheader: `${body.name} of ${body.company} asks about Enterprise.`,
    heading: 'Enterprise enquiry',
    paragraphs: [
      `Name: ${body.name}`,
      `E-mail: ${body.email}`,
      `Company: ${body.company}`,
      `Team size: ${size}`,
      `Message: ${message}`,
    ],
    footnote: 'Sent from the "Contact sales" form of Candor. Reply to this e-mail to answer.',
  });
  return {
    to: [to],
    replyTo: [body.email],
    subject: `Enterprise enquiry from ${body.company}`.slice(0, 200),
    text,
    html,
  };
}

/** Enterprise "Contact sales": the enquiry, mailed to the support address. */
export class SalesContactService {
  private readonly limits: typeof salesContactLimits;

  constructor(private readonly deps: SalesContactDeps) {
    const factor = deps.clientLimitFactor ?? 1;
    this.limits = {
      ...salesContactLimits,
      perClient: {
        ...salesContactLimits.perClient,
        limit: salesContactLimits.perClient.limit * factor,
      },
    };
  }

  async send(body: ContactSalesBody, clientKey: string): Promise<ContactSalesResponse> {
    for (const [rule, key] of [
      [this.limits.perClient, clientKey],
      [this.limits.perEmail, body.email.toLowerCase()],
    ] as const) {
      const hit = await this.deps.limiter.hit(rule, key);
      if (hit.count > rule.limit)
        throw new RateLimitError(CONTACT_SALES_LIMIT_MESSAGE, hit.resetsIn);
    }
    try {
      await this.deps.mail.send(salesEnquiryMail(this.deps.supportEmail, body));
    } catch (error) {
      if (!(error instanceof MailDeliveryError)) throw error;
      throw new ServiceUnavailableError(
        `We could not send your request just now. Please try again, or write to ${this.deps.supportEmail}.`,
      );
    }
    return { message: CONTACT_SALES_SENT };
  }
}
