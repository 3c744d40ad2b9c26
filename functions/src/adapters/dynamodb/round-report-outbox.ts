import type {
  QueuedRoundReport,
  RoundReportClaims,
  RoundReportOutbox,
} from '../../domain/rounds/ports';
import { keys } from './keys';
import { TableAdapter } from './table';

/** How long a manager's mail claim is kept: long past any redelivery of its message. */
const CLAIM_DAYS = 35;

/** The outbox of closed rounds' reports and each manager's mail claim (R37, R39, R40). */
export class DynamoRoundReportOutbox
  extends TableAdapter
  implements RoundReportOutbox, RoundReportClaims
{
  /** R40: reports waiting to be queued, oldest first. */
  async pending(limit: number): Promise<QueuedRoundReport[]> {
    const { items } = await this.t.query({ pk: keys.roundReportOutbox('', '', 0).PK, limit });
    return items.map((item) => ({
      surveyId: String(item.surveyId),
      round: Number(item.round),
      closedAt: String(item.closedAt),
      managers: Array.isArray(item.managers) ? item.managers.map(String) : [],
    }));
  }

  /** R39: one manager's mail of a round's report, claimed once. */
  claimMail(surveyId: string, round: number, userId: string, at: string) {
    return this.t.putIfNew({
      ...keys.roundReportMail(surveyId, round, userId),
      entityType: 'RoundReportMail',
      surveyId,
      mailedAt: at,
      expiresAt: Math.floor(Date.parse(at) / 1000) + CLAIM_DAYS * 86_400,
    });
  }

  /** R39: the claim given back (the mail did not go). */
  async releaseMail(surveyId: string, round: number, userId: string) {
    await this.t.delete(keys.roundReportMail(surveyId, round, userId));
  }

  /** R40: a report queued, out of the outbox. */
  async done(report: QueuedRoundReport) {
    await this.t.delete(keys.roundReportOutbox(report.closedAt, report.surveyId, report.round));
  }
}
