import type { InvitationRecord } from '../responses/ports';

/**
 * What the mail service says after a mail was accepted (decision 0036): a permanent bounce (no
 * such mailbox) or a complaint (the recipient marked it as spam). SES publishes both through the
 * configuration set's event destination; each survey e-mail carries tags naming its survey and
 * round, so the event finds its invitation.
 */
export type MailFeedbackKind = 'bounced' | 'complained';

/** SES message tags on survey e-mails (letters, digits, `_`, `-`, `.` and `@` only). */
export const MAIL_TAGS = { survey: 'candor-survey', round: 'candor-round' } as const;

export const invitationTags = (surveyId: string, round: number): Record<string, string> => ({
  [MAIL_TAGS.survey]: surveyId,
  [MAIL_TAGS.round]: String(round),
});

export const SKIPPED_BOUNCED = 'An earlier e-mail to this address bounced: it is not mailed again';
export const SKIPPED_COMPLAINED =
  'This person marked an earlier e-mail as spam: they are not mailed again';

export const suppressedReason = (kind: MailFeedbackKind) =>
  kind === 'bounced' ? SKIPPED_BOUNCED : SKIPPED_COMPLAINED;

/** One event as the handler needs it. */
export interface MailFeedbackEvent {
  kind: MailFeedbackKind;
  recipients: string[];
  surveyId?: string;
  round?: number;
}

/**
 * An SES event as EventBridge delivers it (`detail-type` "Email Bounced" / "Email Complaint
 * Received", `detail` the SES event record); null for anything else or a bounce that is not
 * permanent (a full mailbox, a server down: SES tries again itself).
 */
export function feedbackOf(event: unknown): MailFeedbackEvent | null {
  const detail = (event as { detail?: unknown } | null)?.detail as
    | {
        eventType?: string;
        mail?: { tags?: Record<string, unknown> };
        bounce?: { bounceType?: string; bouncedRecipients?: { emailAddress?: unknown }[] };
        complaint?: { complainedRecipients?: { emailAddress?: unknown }[] };
      }
    | undefined;
  if (!detail) return null;
  let kind: MailFeedbackKind;
  let listed: { emailAddress?: unknown }[] | undefined;
  if (detail.eventType === 'Bounce') {
    if (detail.bounce?.bounceType !== 'Permanent') return null;
    kind = 'bounced';
    listed = detail.bounce.bouncedRecipients;
  } else if (detail.eventType === 'Complaint') {
    kind = 'complained';
    listed = detail.complaint?.complainedRecipients;
  } else {
    return null;
  }
  const recipients = (listed ?? [])
    .map((r) => (typeof r.emailAddress === 'string' ? bare(r.emailAddress) : ''))
    .filter((address) => address.includes('@'));
  const tag = (name: string) => {
    const values = detail.mail?.tags?.[name];
    const first = Array.isArray(values) ? (values[0] as unknown) : undefined;
    return typeof first === 'string' && first !== '' ? first : undefined;
  };
  const surveyId = tag(MAIL_TAGS.survey);
  const round = Number(tag(MAIL_TAGS.round));
  return {
    kind,
    recipients,
    ...(surveyId ? { surveyId } : {}),
    ...(Number.isInteger(round) && round >= 1 ? { round } : {}),
  };
}

/** `"Name" <a@b.example>` → `a@b.example`, lower-cased as invitations are keyed. */
const bare = (address: string) => (/<([^>]+)>/.exec(address)?.[1] ?? address).trim().toLowerCase();

/** Addresses an account's survey e-mails no longer go to. */
export interface MailSuppressions {
  suppress(accountId: string, email: string, kind: MailFeedbackKind, at: string): Promise<void>;
  suppressed(accountId: string, email: string): Promise<MailFeedbackKind | null>;
}

export interface MailFeedbackDeps {
  invitations: {
    get(surveyId: string, email: string, round?: number): Promise<InvitationRecord | undefined>;
    markFeedback(invitation: InvitationRecord, kind: MailFeedbackKind): Promise<void>;
  };
  /** The account that sent the invitation's round (its send's sender). */
  senderOf(surveyId: string, sendId: string): Promise<string | undefined>;
  suppressions: MailSuppressions;
  now: () => Date;
  log?: (message: string, data?: Record<string, unknown>) => void;
}

/**
 * Marks the invitation a bounce or complaint is about, and suppresses the address for the
 * account that sent it: its later sends, automations and reminders skip it, saying why. Nothing
 * here reads or writes anything about answers.
 */
export class MailFeedback {
  constructor(private readonly deps: MailFeedbackDeps) {}

  async handle(event: MailFeedbackEvent): Promise<{ marked: number }> {
    const { surveyId, round } = event;
    if (!surveyId) {
      // A mail that is not a survey's (a sign-up check, a report): SES's own suppression list
      // already keeps the address from being mailed again.
      this.deps.log?.('mail feedback for a mail of no survey', { kind: event.kind });
      return { marked: 0 };
    }
    let marked = 0;
    for (const email of event.recipients) {
      const invitation = await this.deps.invitations.get(surveyId, email, round ?? 1);
      if (!invitation) {
        this.deps.log?.('mail feedback for no invitation', { surveyId, kind: event.kind });
        continue;
      }
      // The suppression first: once a manager sees the row marked, no later send mails them.
      const account = invitation.sendId
        ? await this.deps.senderOf(surveyId, invitation.sendId)
        : undefined;
      if (account) {
        await this.deps.suppressions.suppress(
          account,
          email,
          event.kind,
          this.deps.now().toISOString(),
        );
      }
      await this.deps.invitations.markFeedback(invitation, event.kind);
      marked += 1;
    }
    return { marked };
  }
}
