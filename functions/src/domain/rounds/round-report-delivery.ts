import { deliverEach, oncePerKey, sendClaimed } from '../mail/queued-mail';
import type { BatchTime, Delivered, Pacer, QueuedMailDeps } from '../mail/queued-mail';
import type { RoundReportContent, RoundReportMail } from './round-report-mail';
import type { RoundReportClaims, RoundReportMessage } from './ports';

/** A report mail's message as the queue delivered it. */
export type QueuedRoundReportMail = RoundReportMessage & Delivered;

export interface RoundReportDeliveryDeps extends QueuedMailDeps {
  claims: RoundReportClaims;
  reports: Pick<RoundReportMail, 'build'>;
  emailOf: (userId: string) => Promise<string | undefined>;
  now: () => Date;
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
  constructor(private readonly deps: RoundReportDeliveryDeps) {}

  /** Sends a batch; returns the ids of the messages to deliver again (see deliverEach). */
  async deliver(batch: QueuedRoundReportMail[], time: BatchTime): Promise<string[]> {
    // A report's managers usually come in one batch: its PDF is drawn once for them all.
    const contentOf = oncePerKey(
      ({ surveyId, round, closedAt }: RoundReportMessage) =>
        this.deps.reports.build(surveyId, round, closedAt),
      ({ surveyId, round, closedAt }) => `${surveyId}#${round}#${closedAt}`,
    );
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
    // Refused for good (the address): the manager still has the round's notification.
    const sent = await sendClaimed({ to: [to], ...content }, this.deps, pacer, {
      what: 'round report',
      about: { surveyId, round },
      release: () => this.deps.claims.releaseMail(surveyId, round, userId),
    });
    return sent !== 'held';
  }
}
