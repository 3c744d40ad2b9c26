import { monthLabel } from '#shared/domain/referral-terms';
import { renderEmail } from '../mail/layout';
import type { OutgoingMail } from '../platform/mail';

/** The operator's note that a referrer asked for a payout (paid outside the product). */
export function payoutRequestEmail(options: {
  to: string;
  referrerName: string;
  referrerEmail: string;
  referrerId: string;
  month: string;
  amount: string;
}): OutgoingMail {
  const { html, text } = renderEmail({
    preheader: `${options.referrerName} asked for the referral payout of ${monthLabel(options.month)}.`,
    heading: 'Referral payout requested',
    paragraphs: [
      `${options.referrerName} (${options.referrerEmail}, account ${options.referrerId}) asked for the referral commissions of ${monthLabel(options.month)}: ${options.amount}.`,
      'Pay it outside Candor, then mark it paid as the README describes (Referral payouts).',
    ],
  });
  return {
    to: [options.to],
    subject: `Referral payout requested: ${monthLabel(options.month)}, ${options.amount}`,
    text,
    html,
  };
}
