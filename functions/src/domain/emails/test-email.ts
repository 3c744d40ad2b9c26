import { renderEmail } from '../mail/layout';
import type { OutgoingMail } from '../platform/mail';

export const TEST_EMAIL_SUBJECT = 'Candor test email';

/** When the message was sent, in the sender's time zone: 'Tuesday, 24 November 2026 at 06:41:36 GMT+9 (Asia/Tokyo)'. */
export function sentAtText(sentAt: Date, timeZone: string): string {
  const when = new Intl.DateTimeFormat('en-GB', {
    dateStyle: 'full',
    timeStyle: 'long',
    timeZone,
  }).format(sentAt);
  return `${when} (${timeZone})`;
}

/**
 * The Support Center's test message: branded like every e-mail of the product, it says when it
 * was sent (in the sender's time zone), who asked for it and through which mail service, so a
 * person who did not expect it knows where it came from.
 */
export function testEmail(options: {
  to: string;
  sentAt: Date;
  timeZone: string;
  requestedBy: string;
  requestedByEmail: string;
  service: string;
}): OutgoingMail {
  const when = sentAtText(options.sentAt, options.timeZone);
  const { html, text } = renderEmail({
    preheader: 'E-mail from Candor reaches this inbox.',
    heading: 'Your test email arrived',
    paragraphs: [
      'This is a test email from Candor. If you can read it, survey invitations, reminders and account e-mails will reach this address too.',
      `Sent: ${when}.`,
      `Requested by ${options.requestedBy} (${options.requestedByEmail}) from the Candor Support Center, through ${options.service}.`,
    ],
    footnote:
      'You do not need to do anything. If you did not expect this email, you can ignore it.',
  });
  return { to: [options.to], subject: TEST_EMAIL_SUBJECT, text, html };
}
