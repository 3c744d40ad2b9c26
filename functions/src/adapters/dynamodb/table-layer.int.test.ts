import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { tableSchema } from '#shared/data/table';
import { ValidationError } from '../../domain/errors';
import { createDocumentClient, createDynamoClient } from './client';
import { PageCursors } from './page-cursor';
import { deleteKeys } from './partition-purge';
import { ConditionsFailedError, isConditionFailure, putNew, Table, written } from './table';
import { deleteTable, ensureTable } from './table-admin';

describe('the table layer on DynamoDB Local', () => {
  const client = createDynamoClient({ region: 'us-east-1', endpoint: inject('dynamodbEndpoint') });
  const t = new Table(createDocumentClient(client), `test-${crypto.randomUUID()}`);
  const cursors = new PageCursors(async () => 'a page cursor seed of thirty-two chars or more');
  beforeAll(async () => {
    await ensureTable(client, t.name, tableSchema);
  });
  afterAll(async () => {
    await deleteTable(client, t.name);
    client.destroy();
  });

  it('creates an item once: a second put of the same key is refused and changes nothing', async () => {
    // Prepare
    const key = { PK: 'THING#1', SK: 'THING' };
    // Act
    const first = await t.putIfNew({ ...key, v: 1 });
    const second = await t.putIfNew({ ...key, v: 2 });
    // Assess
    expect([first, second]).toEqual([true, false]);
    await expect(t.get(key, { consistent: true })).resolves.toEqual({ ...key, v: 1 });
  });

  it('names the transaction items whose condition failed, and writes none of them', async () => {
    await t.put({ PK: 'LOCK#1', SK: 'LOCK', open: false });
    const refusal = await t
      .transact([
        putNew({ PK: 'THING#2', SK: 'THING' }, 'thing'),
        {
          name: 'lock',
          Update: {
            Key: { PK: 'LOCK#1', SK: 'LOCK' },
            UpdateExpression: 'SET taken = :yes',
            ConditionExpression: '#open = :yes',
            ExpressionAttributeNames: { '#open': 'open' },
            ExpressionAttributeValues: { ':yes': true },
          },
        },
      ])
      .catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(ConditionsFailedError);
    expect((refusal as ConditionsFailedError).failed).toEqual(['lock']);
    expect(isConditionFailure(refusal, 'lock')).toBe(true);
    expect(isConditionFailure(refusal, 'thing')).toBe(false);
    await expect(t.get({ PK: 'THING#2', SK: 'THING' })).resolves.toBeUndefined();
    await expect(t.get({ PK: 'LOCK#1', SK: 'LOCK' })).resolves.toEqual({
      PK: 'LOCK#1',
      SK: 'LOCK',
      open: false,
    });
  });

  it('tells a failed single condition apart from other errors', async () => {
    const key = { PK: 'THING#3', SK: 'THING' };
    const update = (expected: number) =>
      t.update({
        Key: key,
        UpdateExpression: 'SET v = :next',
        ConditionExpression: 'attribute_not_exists(v) OR v = :expected',
        ExpressionAttributeValues: { ':next': expected + 1, ':expected': expected },
      });
    await expect(written(update(0))).resolves.toBe(true);
    await expect(written(update(0))).resolves.toBe(false);
    await expect(written(update(1))).resolves.toBe(true);
    // A malformed write is no condition: it passes as the error it is.
    const invalid = t.update({ Key: key, UpdateExpression: 'SET v = :missing' });
    await expect(written(invalid)).rejects.not.toBeInstanceOf(ConditionsFailedError);
    await expect(t.get(key, { consistent: true })).resolves.toEqual({ ...key, v: 2 });
  });

  it('pages a partition through opaque cursors that open only on their own list', async () => {
    for (let i = 0; i < 5; i += 1) await t.put({ PK: 'LIST#1', SK: `ITEM#${i}` });
    await t.put({ PK: 'LIST#1', SK: 'OTHER#0' });
    const query = { pk: 'LIST#1', sk: { prefix: 'ITEM#' }, limit: 2, consistent: true };
    const seen: unknown[] = [];
    let cursor: string | undefined;
    do {
      const page = await t.queryPage(query, cursors, cursor);
      seen.push(...page.items.map((item) => item.SK));
      cursor = page.nextCursor ?? undefined;
    } while (cursor);
    expect(seen).toEqual(['ITEM#0', 'ITEM#1', 'ITEM#2', 'ITEM#3', 'ITEM#4']);

    const first = await t.queryPage(query, cursors, undefined);
    await expect(
      t.queryPage({ ...query, pk: 'LIST#2' }, cursors, first.nextCursor!),
    ).rejects.toBeInstanceOf(ValidationError);
    const newest = await t.query({ ...query, newestFirst: true, limit: 1 });
    expect(newest.items.map((item) => item.SK)).toEqual(['ITEM#4']);
    const range = await t.query({ pk: 'LIST#1', sk: { between: ['ITEM#1', 'ITEM#2'] } });
    expect(range.items.map((item) => item.SK)).toEqual(['ITEM#1', 'ITEM#2']);
  });

  it('reads and deletes many keys, more than one request holds', async () => {
    const list = Array.from({ length: 30 }, (_, i) => ({ PK: 'MANY#1', SK: `N#${i}` }));
    for (const key of list) await t.put({ ...key, n: 1 });
    await expect(t.getMany(list, { consistent: true })).resolves.toHaveLength(30);
    await deleteKeys(t, list);
    const left = await t.query({ pk: 'MANY#1', consistent: true });
    expect(left.items).toEqual([]);
  });
});
