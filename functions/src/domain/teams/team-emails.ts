import { renderEmail } from '../mail/layout';
import type { OutgoingMail } from '../platform/mail';

export function invitationEmail(options: {
  to: string;
  teamName: string;
  inviterName: string;
  role: 'admin' | 'member';
  link: string;
  brandColor: string;
  logoUrl: string | null;
}): OutgoingMail {
  const { html, text } = renderEmail({
    preheader: `${options.inviterName} invited you to ${options.teamName} on Candor.`,
    heading: `Join ${options.teamName} on Candor`,
    paragraphs: [
      `${options.inviterName} invited you to the team ${options.teamName} as ${options.role === 'admin' ? 'an admin' : 'a member'}.`,
      'Candor runs short anonymous pulse surveys so teams can say what they really think. Accept the invitation to see the team.',
    ],
    action: { label: 'Accept invitation', url: options.link },
    footnote:
      'This invitation expires in 7 days. If you did not expect it, you can ignore this e-mail.',
    brandColor: options.brandColor,
    brandName: options.teamName,
    ...(options.logoUrl ? { logoUrl: options.logoUrl } : {}),
  });
  return {
    to: [options.to],
    subject: `${options.inviterName} invited you to ${options.teamName} on Candor`,
    text,
    html,
  };
}
