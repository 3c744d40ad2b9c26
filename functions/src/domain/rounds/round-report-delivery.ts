import { deliverEach, sendPaced, type Pacer } from '../mail/queued-mail';
import type { MailPort } from '../platform/mail';
import type { InvitationQueue } from '../responses/ports';
import type { RoundReportContent, RoundReportMail } from './round-report-mail';
import type { RoundReportClaims, RoundReportMessage } from './ports';

/** A report mail's message as the queue delivered it. */
export interface QueuedRoundReportMail extends RoundReportMessage {
  messageId: string;
  receiptHandle: string;
  /** How many times the queue has delivered it, this time included. */
  receiveCount: number;
}

export interface RoundReportDeliveryDeps {
  claims: RoundReportClaims;
  reports: Pick<RoundReportMail, 'build'>;
  emailOf: (userId: string) => Promise<string | undefined>;
  mail: MailPort;
  queue: Pick<InvitationQueue, 'later'>;
  now: () => Date;
  sleep?: (ms: number) => Promise<void>;
  log?: (message: string, data?: Record<string, unknown>) => void;
}

/**
 * The send worker's round reports (decisions 0023, 0033): each message is one manager's mail of
 * a closed round's report. The report is built once per batch for all its managers, each
 * manager's mail is claimed before it goes (R39: never twice, however often the message comes),
 * and it goes at this worker's share of the mail account's rate with the other mails. A mail the
 * service cannot take now (throttling past the tries, an outage, sending paused) gives the claim
 * back and comes again after a backoff, until the queue gives it to its dead-letter queue; one
 * the service refuses for good gives the claim back and is dropped, logged.
 */
export class RoundReportDelivery {
  private readonly sleep: (ms: number) => Promise<void>;

  constructor(private readonly deps: RoundReportDeliveryDeps) {
    this.sleep = deps.sleep ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
  }

  /** Sends a batch; returns the ids of the messages to deliver again (see InvitationDelivery). */
  async deliver(
    batch: QueuedRoundReportMail[],
    time: { remainingMs: () => number; reserveMs: number; pacer: Pacer },
  ): Promise<string[]> {
    // A report's managers usually come in one batch: its PDF is drawn once for them all.
    const built = new Map<string, Promise<RoundReportContent | undefined>>();
    const contentOf = ({ surveyId, round, closedAt }: RoundReportMessage) => {
      const key = `${surveyId}#${round}#${closedAt}`;
      let content = built.get(key);
      if (!content) {
        content = this.deps.reports.build(surveyId, round, closedAt);
        built.set(key, content);
      }
      return content;
    };
    return deliverEach(
      batch,
      time,
      (message) => this.mailOne(message, contentOf, time.pacer),
      this.deps,
      {
        what: 'queued round report not handled',
        describe: (next) => ({ surveyId: next.surveyId, round: next.round }),
      },
    );
  }

  /** One manager's mail: true when done with (sent, refused, nothing to send), false to come back. */
  private async mailOne(
    message: QueuedRoundReportMail,
    contentOf: (message: RoundReportMessage) => Promise<RoundReportContent | undefined>,
    pacer: Pacer,
  ): Promise<boolean> {
    const { surveyId, round, userId } = message;
    // The survey or its round is gone (deleted), or the manager's account: nothing to mail.
    const content = await contentOf(message);
    if (!content) return true;
    const to = await this.deps.emailOf(userId);
    if (!to) return true;
    const at = this.deps.now().toISOString();
    // Mailed already (an earlier delivery of this message, or a second message of the report).
    if (!(await this.deps.claims.claimMail(surveyId, round, userId, at))) return true;
    const release = () =>
      this.deps.claims
        .releaseMail(surveyId, round, userId)
        .catch((undo: unknown) =>
          this.deps.log?.('round report claim not released', { error: String(undo) }),
        );
    const sent = await sendPaced(
      { to: [to], ...content },
      { mail: this.deps.mail, sleep: this.sleep },
      pacer,
    );
    if (sent.outcome === 'sent') return true;
    await release();
    if (sent.outcome === 'refused') {
      // Refused for good (the address): the manager still has the round's notification.
      this.deps.log?.('round report not mailed', { surveyId, round, error: String(sent.error) });
      return true;
    }
    this.deps.log?.('round report held back', { surveyId, round, error: String(sent.error) });
    return false;
  }
}
