import {
  DeleteCommand,
  PutCommand,
  QueryCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import type {
  QueuedRoundReport,
  RoundReportClaims,
  RoundReportOutbox,
} from '../../domain/responses/round-report-queue';
import { isConditionFailure } from './errors';
import { keys } from './keys';

/** How long a manager's mail claim is kept: long past any redelivery of its message. */
const CLAIM_DAYS = 35;

/** The outbox of closed rounds' reports and each manager's mail claim (R37, R39, R40). */
export class DynamoRoundReportOutbox implements RoundReportOutbox, RoundReportClaims {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async pending(limit: number): Promise<QueuedRoundReport[]> {
    const out = await this.db.send(
      new QueryCommand({
        TableName: this.table,
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': keys.roundReportOutbox('', '', 0).PK },
        Limit: limit,
      }),
    );
    return (out.Items ?? []).map((item) => ({
      surveyId: String(item.surveyId),
      round: Number(item.round),
      closedAt: String(item.closedAt),
      managers: Array.isArray(item.managers) ? item.managers.map(String) : [],
    }));
  }

  async claimMail(surveyId: string, round: number, userId: string, at: string) {
    try {
      await this.db.send(
        new PutCommand({
          TableName: this.table,
          Item: {
            ...keys.roundReportMail(surveyId, round, userId),
            entityType: 'RoundReportMail',
            surveyId,
            mailedAt: at,
            expiresAt: Math.floor(Date.parse(at) / 1000) + CLAIM_DAYS * 86_400,
          },
          ConditionExpression: 'attribute_not_exists(PK)',
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  async releaseMail(surveyId: string, round: number, userId: string) {
    await this.db.send(
      new DeleteCommand({
        TableName: this.table,
        Key: keys.roundReportMail(surveyId, round, userId),
      }),
    );
  }

  async done(report: QueuedRoundReport) {
    await this.db.send(
      new DeleteCommand({
        TableName: this.table,
        Key: keys.roundReportOutbox(report.closedAt, report.surveyId, report.round),
      }),
    );
  }
}
