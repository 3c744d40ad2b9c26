import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import type { Item, Key, Table } from './table';

/**
 * Writes (puts and deletes) 25 a request, retrying what DynamoDB leaves unprocessed up to
 * `attempts` times; answers how many were still left then. Apart from the table layer: few
 * adapters use it, and the batch write would weigh on every bundle.
 */
export async function writeBatch(
  t: Table,
  writes: readonly ({ PutRequest: { Item: Item } } | { DeleteRequest: { Key: Key } })[],
  attempts = 5,
): Promise<number> {
  let left = 0;
  for (let i = 0; i < writes.length; i += 25) {
    let request: Record<string, unknown[]> = { [t.name]: writes.slice(i, i + 25) };
    for (let attempt = 0; attempt < attempts && Object.keys(request).length > 0; attempt += 1) {
      const out = await t.db.send(new BatchWriteCommand({ RequestItems: request as never }));
      request = (out.UnprocessedItems ?? {}) as Record<string, unknown[]>;
    }
    left += Object.values(request).reduce((sum, writes) => sum + writes.length, 0);
  }
  return left;
}

/** Deletes keys 25 a request (see `writeBatch`); a key left over is deleted on a later pass. */
export async function deleteKeys(t: Table, list: readonly Key[]): Promise<void> {
  await writeBatch(
    t,
    list.map((Key) => ({ DeleteRequest: { Key } })),
  );
}

/**
 * Deletes up to about `maxItems` items of the purge marker's partition, 100 per page, keeping the
 * marker. `also` names further keys to delete for an item (items elsewhere that point back at
 * it). True once nothing but the marker is left.
 */
export async function purgePartition(
  t: Table,
  marker: { PK: string; SK: string },
  maxItems: number,
  options: { projection?: string[]; also?: (item: Item) => Key[] } = {},
): Promise<boolean> {
  let removed = 0;
  while (removed < maxItems) {
    // Always from the start: what was deleted is gone, so the next page is the first again.
    const { items, last } = await t.query({
      pk: marker.PK,
      fields: ['PK', 'SK', ...(options.projection ?? [])],
      limit: 100,
    });
    const doomed = items.filter((item) => item.SK !== marker.SK);
    if (doomed.length === 0) return true;
    await deleteKeys(
      t,
      doomed.flatMap((item) => [
        { PK: item.PK as string, SK: item.SK as string },
        ...(options.also?.(item) ?? []),
      ]),
    );
    removed += doomed.length;
    if (!last) return true;
  }
  return false;
}
