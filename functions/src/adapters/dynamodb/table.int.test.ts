import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { tableSchema } from '#shared/data/table';
import { withRequestMetrics } from '../../lib/request-metrics';
import { createDocumentClient, createDynamoClient } from './client';
import { deleteTable, describeTable, ensureTable } from './table-admin';
import { tableProbe } from './table-probe';

describe('the table on DynamoDB Local', () => {
  // A table of its own for this file, on the run's shared DynamoDB Local.
  const table = {
    client: createDynamoClient({ region: 'us-east-1', endpoint: inject('dynamodbEndpoint') }),
    tableName: `test-${crypto.randomUUID()}`,
  };
  beforeAll(async () => {
    await expect(ensureTable(table.client, table.tableName, tableSchema)).resolves.toBe('created');
  });
  afterAll(async () => {
    await deleteTable(table.client, table.tableName);
    table.client.destroy();
  });

  it('is created with the key schema, both indexes and TTL on expiresAt', async () => {
    const { table: t, ttl } = await describeTable(table.client, table.tableName);
    expect(t?.KeySchema).toEqual([
      { AttributeName: 'PK', KeyType: 'HASH' },
      { AttributeName: 'SK', KeyType: 'RANGE' },
    ]);
    expect(t?.GlobalSecondaryIndexes?.map((i) => i.IndexName).sort()).toEqual(['GSI1', 'GSI2']);
    const gsi1 = t?.GlobalSecondaryIndexes?.find((i) => i.IndexName === 'GSI1');
    expect(gsi1?.KeySchema?.map((k) => k.AttributeName)).toEqual(['GSI1PK', 'GSI1SK']);
    expect(t?.BillingModeSummary?.BillingMode).toBe('PAY_PER_REQUEST');
    expect(ttl).toMatchObject({ AttributeName: 'expiresAt', TimeToLiveStatus: 'ENABLED' });
  });

  it('is left as it is when it exists (a second start keeps the data)', async () => {
    const docs = createDocumentClient(table.client);
    await docs.send(
      new PutCommand({ TableName: table.tableName, Item: { PK: 'TEST#1', SK: 'A', v: 1 } }),
    );
    await expect(ensureTable(table.client, table.tableName, tableSchema)).resolves.toBe('existing');
    const out = await docs.send(
      new GetCommand({ TableName: table.tableName, Key: { PK: 'TEST#1', SK: 'A' } }),
    );
    expect(out.Item).toEqual({ PK: 'TEST#1', SK: 'A', v: 1 });
  });

  it('counts every DynamoDB call a request makes', async () => {
    const docs = createDocumentClient(table.client);
    const { metrics } = await withRequestMetrics(async () => {
      await docs.send(new GetCommand({ TableName: table.tableName, Key: { PK: 'x', SK: 'y' } }));
      await docs.send(new GetCommand({ TableName: table.tableName, Key: { PK: 'x', SK: 'z' } }));
    });
    expect(metrics.dynamoCalls).toBe(2);
  });

  it('answers the health probe, and the probe reports a missing table', async () => {
    // A bound for a probe that never answers; DynamoDB Local on a busy machine answers late.
    const signal = AbortSignal.timeout(20_000);
    await expect(tableProbe(table.client, table.tableName).check(signal)).resolves.toBeUndefined();
    await expect(tableProbe(table.client, 'no-such-table').check(signal)).rejects.toThrow(
      'table not found',
    );
  });

  it('reports a database that does not answer', async () => {
    const dead = createDynamoClient({ region: 'us-east-1', endpoint: 'http://127.0.0.1:9' });
    await expect(
      tableProbe(dead, table.tableName).check(AbortSignal.timeout(5000)),
    ).rejects.toBeTruthy();
    dead.destroy();
  });
});
