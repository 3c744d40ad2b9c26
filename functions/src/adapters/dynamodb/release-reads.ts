import { QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { ResponseSource } from '../../../../shared/src/api/responses';
import type { ReleaseRecord, ResponseStore } from '../../domain/responses/ports';

export function toRelease(item: Record<string, unknown>): ReleaseRecord {
  return {
    surveyId: item.surveyId as string,
    source: item.source as ResponseSource,
    group: Number(item.group),
    day: item.day as string,
    count: Number(item.count),
    sentimentSum: Number(item.sentimentSum ?? 0),
    // Answers not scored (decision 0057) are counted in no sentiment class.
    scored:
      item.positive === undefined
        ? Number(item.count)
        : Number(item.positive) + Number(item.neutral ?? 0) + Number(item.negative ?? 0),
  };
}

/** A source's released groups, newest first (R18 in docs/data-model.md). */
export async function queryReleases(
  db: DynamoDBDocumentClient,
  table: string,
  surveyId: string,
  source: ResponseSource,
  limit: number,
): Promise<ReleaseRecord[]> {
  const out = await db.send(
    new QueryCommand({
      TableName: table,
      KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
      ExpressionAttributeValues: { ':pk': `SURVEY#${surveyId}`, ':prefix': `RELEASE#${source}#` },
      ScanIndexForward: false,
      Limit: limit,
    }),
  );
  return (out.Items ?? []).map(toRelease);
}

/**
 * The released groups alone, for routes that show them but never store an answer (the
 * invitations list, sending): they need not carry the response store's writes (decision 0004).
 */
export class DynamoReleaseReads implements Pick<ResponseStore, 'releases'> {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  releases(surveyId: string, source: ResponseSource, limit: number) {
    return queryReleases(this.db, this.table, surveyId, source, limit);
  }
}
