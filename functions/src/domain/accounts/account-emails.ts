import type { OutgoingMail } from '../platform/mail';
import { renderEmail } from '../mail/layout';

export function verificationEmail(to: string, firstName: string, link: string): OutgoingMail {
  const { html, text } = renderEmail({
    preheader: 'Confirm your e-mail address to finish setting up Candor.',
    heading: 'Verify your email address',
    paragraphs: [
      `Hi ${firstName},`,
      'Welcome to Candor. Please confirm this is your e-mail address so we can keep your account safe.',
    ],
    action: { label: 'Verify email address', url: link },
    footnote:
      'This link expires in 24 hours. If you did not create a Candor account, ignore this e-mail.',
  });
  return { to: [to], subject: 'Verify your email for Candor', text, html };
}

export function passwordResetEmail(to: string, firstName: string, link: string): OutgoingMail {
  const { html, text } = renderEmail({
    preheader: 'Reset your Candor password.',
    heading: 'Reset your password',
    paragraphs: [
      `Hi ${firstName},`,
      'Someone asked to reset the password of your Candor account. If it was you, choose a new password with the link below.',
    ],
    action: { label: 'Reset password', url: link },
    footnote:
      'This link expires in 1 hour and works once. If you did not ask for it, ignore this e-mail: your password stays the same.',
  });
  return { to: [to], subject: 'Reset your Candor password', text, html };
}
