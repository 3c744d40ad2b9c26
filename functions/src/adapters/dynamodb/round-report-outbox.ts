import {
  DeleteCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import type {
  QueuedRoundReport,
  RoundReportOutbox,
} from '../../domain/responses/round-report-mail';
import { keys } from './keys';

/** How long a manager's mail claim is kept: long past any retry of its report. */
const CLAIM_DAYS = 35;

const isConditionFailure = (error: unknown) =>
  (error as { name?: string }).name === 'ConditionalCheckFailedException';

/** The outbox of closed rounds' reports and each manager's mail claim (R37 to R40). */
export class DynamoRoundReportOutbox implements RoundReportOutbox {
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
      attempts: Number(item.attempts ?? 0),
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

  async retryLater(report: QueuedRoundReport): Promise<number> {
    const out = await this.db
      .send(
        new UpdateCommand({
          TableName: this.table,
          Key: keys.roundReportOutbox(report.closedAt, report.surveyId, report.round),
          UpdateExpression: 'ADD attempts :one',
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeValues: { ':one': 1 },
          ReturnValues: 'UPDATED_NEW',
        }),
      )
      .catch((error: unknown) => {
        // Another run finished the report meanwhile: nothing is left to retry.
        if (isConditionFailure(error)) return { Attributes: { attempts: 0 } };
        throw error;
      });
    return Number(out.Attributes?.attempts ?? report.attempts + 1);
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
