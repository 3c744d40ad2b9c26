import type { RoundReportOutbox, RoundReportQueue } from './ports';

export interface RoundReportRelayDeps {
  outbox: RoundReportOutbox;
  queue: RoundReportQueue;
}

/** Reports read from the outbox at once; the run goes on while pages are full. */
export const REPORTS_PER_PAGE = 25;
/** Pages a run takes at most: the schedule comes back in 10 minutes for the rest. */
const PAGES_PER_RUN = 20;

/**
 * The report job (decision 0023, through the queue since decision 0033): a round's close put its
 * report in the outbox with its claim, in one transaction, so a claimed round always has its
 * report; this job moves each report from the outbox onto the send queue, one message per
 * manager, then takes it out. The send worker renders the report and mails it at the mail
 * account's rate, claiming each manager's mail, so a report queued twice (a run stopped between
 * the queue and the delete) mails nobody twice.
 */
export class RoundReportRelay {
  constructor(private readonly deps: RoundReportRelayDeps) {}

  /** Queues what the outbox holds; returns the reports and the mails queued. */
  async relay(): Promise<{ reports: number; mails: number }> {
    const outcome = { reports: 0, mails: 0 };
    for (let page = 0; page < PAGES_PER_RUN; page += 1) {
      const reports = await this.deps.outbox.pending(REPORTS_PER_PAGE);
      for (const report of reports) {
        const messages = [...new Set(report.managers)].map((userId) => ({
          surveyId: report.surveyId,
          round: report.round,
          closedAt: report.closedAt,
          userId,
        }));
        const queued = messages.length ? await this.deps.queue.enqueueRoundReports(messages) : 0;
        if (queued < messages.length) {
          // Left in the outbox: the next run (or Lambda's retry of this one) queues it again, and
          // the claims keep those already queued from going twice.
          throw new Error(
            `The send queue took ${queued} of ${messages.length} mails of a round's report`,
          );
        }
        await this.deps.outbox.done(report);
        outcome.reports += 1;
        outcome.mails += messages.length;
      }
      // Each queued report left the outbox, so the next page starts afresh.
      if (reports.length < REPORTS_PER_PAGE) break;
    }
    return outcome;
  }
}
