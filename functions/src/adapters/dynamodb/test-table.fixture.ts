import { afterAll, beforeAll, inject } from 'vitest';
import { tableSchema } from '#shared/data/table';
import { createDocumentClient, createDynamoClient } from './client';
import { PageCursors } from './page-cursor';
import { deleteTable, ensureTable } from './table-admin';

/**
 * A table of its own on DynamoDB Local for the tests of the block that calls this: created before
 * them, deleted after (and the client closed).
 */
export function aTestTable() {
  const client = createDynamoClient({ region: 'us-east-1', endpoint: inject('dynamodbEndpoint') });
  const tableName = `test-${crypto.randomUUID()}`;
  const docs = createDocumentClient(client);
  beforeAll(() => ensureTable(client, tableName, tableSchema));
  afterAll(async () => {
    await deleteTable(client, tableName);
    client.destroy();
  });
  return { client, tableName, docs };
}

/** Page cursors sealed with a fixed test key. */
export const testCursors = () =>
  new PageCursors(async () => 'a-test-seed-long-enough-for-a-cursor-key');
