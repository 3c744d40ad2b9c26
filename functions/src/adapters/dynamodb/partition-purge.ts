import {
  BatchWriteCommand,
  QueryCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';

type Key = { PK: string; SK: string };

/** Deletes keys 25 at a time, retrying what DynamoDB leaves unprocessed (bounded). */
export async function deleteKeys(
  db: DynamoDBDocumentClient,
  table: string,
  doomed: Key[],
): Promise<void> {
  for (let i = 0; i < doomed.length; i += 25) {
    let request: Record<string, unknown[]> = {
      [table]: doomed.slice(i, i + 25).map((Key) => ({ DeleteRequest: { Key } })),
    };
    for (let attempt = 0; attempt < 5 && Object.keys(request).length > 0; attempt += 1) {
      const result = await db.send(new BatchWriteCommand({ RequestItems: request as never }));
      request = (result.UnprocessedItems ?? {}) as Record<string, unknown[]>;
    }
  }
}

/**
 * Deletes up to about `maxItems` items of one partition, 100 per page, keeping the item whose
 * sort key is `keep` (the purge marker). `also` names further keys to delete for an item (items
 * elsewhere that point back at it). True once nothing but the kept item is left.
 */
export async function purgePartition(
  db: DynamoDBDocumentClient,
  table: string,
  pk: string,
  maxItems: number,
  options: {
    keep: string;
    projection?: string[];
    also?: (item: Record<string, unknown>) => Key[];
  },
): Promise<boolean> {
  let removed = 0;
  while (removed < maxItems) {
    const fields = ['PK', 'SK', ...(options.projection ?? [])];
    const out = await db.send(
      new QueryCommand({
        TableName: table,
        KeyConditionExpression: 'PK = :pk',
        ExpressionAttributeValues: { ':pk': pk },
        ProjectionExpression: fields.map((_, i) => `#f${i}`).join(', '),
        ExpressionAttributeNames: Object.fromEntries(fields.map((f, i) => [`#f${i}`, f])),
        Limit: 100,
        // Always from the start: what was deleted is gone, so the next page is the first again.
      }),
    );
    const items = (out.Items ?? []).filter((item) => item.SK !== options.keep);
    if (items.length === 0) return true;
    await deleteKeys(
      db,
      table,
      items.flatMap((item) => [
        { PK: item.PK as string, SK: item.SK as string },
        ...(options.also?.(item) ?? []),
      ]),
    );
    removed += items.length;
    if (!out.LastEvaluatedKey) return true;
  }
  return false;
}
