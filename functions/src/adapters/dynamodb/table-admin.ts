import {
  CreateTableCommand,
  DeleteTableCommand,
  DescribeTableCommand,
  DescribeTimeToLiveCommand,
  UpdateTimeToLiveCommand,
  waitUntilTableExists,
  type DynamoDBClient,
} from '@aws-sdk/client-dynamodb';
import { isMissingTable, isTableInUse } from './errors';
import type { TableSchema } from '#shared/data/table';

/**
 * Creates the table with its indexes and TTL when it is missing. Used by the local runtime and
 * by tests; in AWS the data stack owns the table.
 */
export async function ensureTable(
  client: DynamoDBClient,
  tableName: string,
  schema: TableSchema,
): Promise<'created' | 'existing'> {
  let result: 'created' | 'existing' = 'existing';
  try {
    await client.send(new DescribeTableCommand({ TableName: tableName }));
  } catch (error) {
    if (!isMissingTable(error)) throw error;
    const keyAttributes = [
      schema.partitionKey,
      schema.sortKey,
      ...schema.indexes.flatMap((index) => [index.partitionKey, index.sortKey]),
    ];
    try {
      await client.send(
        new CreateTableCommand({
          TableName: tableName,
          BillingMode: 'PAY_PER_REQUEST',
          AttributeDefinitions: keyAttributes.map((name) => ({
            AttributeName: name,
            AttributeType: 'S',
          })),
          KeySchema: [
            { AttributeName: schema.partitionKey, KeyType: 'HASH' },
            { AttributeName: schema.sortKey, KeyType: 'RANGE' },
          ],
          GlobalSecondaryIndexes: schema.indexes.map((index) => ({
            IndexName: index.name,
            KeySchema: [
              { AttributeName: index.partitionKey, KeyType: 'HASH' },
              { AttributeName: index.sortKey, KeyType: 'RANGE' },
            ],
            Projection: { ProjectionType: 'ALL' },
          })),
        }),
      );
      result = 'created';
    } catch (createError) {
      // Another process created it first: fine.
      if (!isTableInUse(createError)) throw createError;
    }
    await waitUntilTableExists({ client, maxWaitTime: 60 }, { TableName: tableName });
  }
  const ttl = await client.send(new DescribeTimeToLiveCommand({ TableName: tableName }));
  if (ttl.TimeToLiveDescription?.TimeToLiveStatus !== 'ENABLED') {
    await client.send(
      new UpdateTimeToLiveCommand({
        TableName: tableName,
        TimeToLiveSpecification: { AttributeName: schema.ttlAttribute, Enabled: true },
      }),
    );
  }
  return result;
}

export async function describeTable(client: DynamoDBClient, tableName: string) {
  const [table, ttl] = await Promise.all([
    client.send(new DescribeTableCommand({ TableName: tableName })),
    client.send(new DescribeTimeToLiveCommand({ TableName: tableName })),
  ]);
  return { table: table.Table, ttl: ttl.TimeToLiveDescription };
}

export async function deleteTable(client: DynamoDBClient, tableName: string): Promise<void> {
  await client.send(new DeleteTableCommand({ TableName: tableName }));
}
