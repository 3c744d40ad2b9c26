import type { OutgoingMail } from '../platform/mail';
import { renderEmail } from '../mail/layout';

/** The words of an e-mail that greets the person and gives them one link to follow. */
interface LinkEmailText {
  subject: string;
  preheader: string;
  heading: string;
  paragraph: string;
  action: string;
  footnote: string;
}

function linkEmail(
  words: LinkEmailText,
  to: string,
  firstName: string,
  link: string,
): OutgoingMail {
  const { html, text } = renderEmail({
    preheader: words.preheader,
    heading: words.heading,
    paragraphs: [`Hi ${firstName},`, words.paragraph],
    action: { label: words.action, url: link },
    footnote: words.footnote,
  });
  return { to: [to], subject: words.subject, text, html };
}

const VERIFICATION: LinkEmailText = {
  subject: 'Verify your email for Candor',
  preheader: 'Confirm your e-mail address to finish setting up Candor.',
  heading: 'Verify your email address',
  paragraph:
    'Welcome to Candor. Please confirm this is your e-mail address so we can keep your account safe.',
  action: 'Verify email address',
  footnote:
    'This link expires in 24 hours. If you did not create a Candor account, ignore this e-mail.',
};

const PASSWORD_RESET: LinkEmailText = {
  subject: 'Reset your Candor password',
  preheader: 'Reset your Candor password.',
  heading: 'Reset your password',
  paragraph:
    'Someone asked to reset the password of your Candor account. If it was you, choose a new password with the link below.',
  action: 'Reset password',
  footnote:
    'This link expires in 1 hour and works once. If you did not ask for it, ignore this e-mail: your password stays the same.',
};

export function verificationEmail(to: string, firstName: string, link: string): OutgoingMail {
  return linkEmail(VERIFICATION, to, firstName, link);
}

export function passwordResetEmail(to: string, firstName: string, link: string): OutgoingMail {
  return linkEmail(PASSWORD_RESET, to, firstName, link);
}
