import type { Item, Key, Table } from './table';

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
    await t.deleteMany(
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
