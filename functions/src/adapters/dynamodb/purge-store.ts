import {
  BatchWriteCommand,
  DeleteCommand,
  QueryCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import type { PurgeStore } from '../../domain/surveys/survey-purge';
import { keys } from './keys';

/**
 * Removes what a deleted survey left in its partition (invitations, responses, tallies, digests)
 * and the personal links pointing at it, a bounded number of items per call.
 */
export class DynamoPurgeStore implements PurgeStore {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async pending(limit: number): Promise<string[]> {
    const out = await this.db.send(
      new QueryCommand({
        TableName: this.table,
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :pk',
        ExpressionAttributeValues: { ':pk': 'PURGE' },
        Limit: limit,
      }),
    );
    return (out.Items ?? []).map((item) => item.surveyId as string);
  }

  async purge(surveyId: string, maxItems: number): Promise<boolean> {
    let removed = 0;
    let start: Record<string, unknown> | undefined;
    while (removed < maxItems) {
      const out = await this.db.send(
        new QueryCommand({
          TableName: this.table,
          KeyConditionExpression: 'PK = :pk',
          ExpressionAttributeValues: { ':pk': `SURVEY#${surveyId}` },
          ProjectionExpression: 'PK, SK, tokenHash, earlierLinks',
          Limit: 100,
          ...(start ? { ExclusiveStartKey: start } : {}),
        }),
      );
      const items = (out.Items ?? []).filter((item) => item.SK !== 'PURGE');
      const doomed = items.flatMap((item) => [
        { PK: item.PK as string, SK: item.SK as string },
        ...(typeof item.tokenHash === 'string' ? [keys.surveyLink(item.tokenHash)] : []),
        // Links a reminder kept working.
        ...[...((item.earlierLinks as Set<string> | undefined) ?? [])].map(keys.surveyLink),
      ]);
      for (let i = 0; i < doomed.length; i += 25) {
        let request: Record<string, unknown[]> = {
          [this.table]: doomed.slice(i, i + 25).map((Key) => ({ DeleteRequest: { Key } })),
        };
        for (let attempt = 0; attempt < 5 && Object.keys(request).length > 0; attempt += 1) {
          const result = await this.db.send(
            new BatchWriteCommand({ RequestItems: request as never }),
          );
          request = (result.UnprocessedItems ?? {}) as Record<string, unknown[]>;
        }
      }
      removed += items.length;
      start = out.LastEvaluatedKey;
      if (!start) {
        await this.db.send(
          new DeleteCommand({ TableName: this.table, Key: keys.surveyPurge(surveyId) }),
        );
        return true;
      }
    }
    return false;
  }
}
