import { TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { tableSchema } from '#shared/data/table';
import { createDocumentClient, createDynamoClient } from './client';
import { deleteTable, ensureTable } from './table-admin';

/**
 * A transaction whose answer is lost (a timeout after DynamoDB applied it) is tried again by the
 * client. The second try must read as the same request, not as a second one whose conditions
 * fail on the first one's writes (an answer refused as already given): the SDK gives every try
 * of one send the same idempotency token (ClientRequestToken), which DynamoDB honours for ten
 * minutes. This holds the product to that, whatever client options change.
 */
describe('a transaction tried again after its answer was lost', () => {
  const endpoint = inject('dynamodbEndpoint');
  const tableName = `test-${crypto.randomUUID()}`;
  const admin = createDynamoClient({ region: 'us-east-1', endpoint });

  /** A client whose first try of each send reaches DynamoDB and then times out on the way back. */
  function clientLosingFirstAnswer() {
    const client = createDynamoClient({ region: 'us-east-1', endpoint });
    let tries = 0;
    client.middlewareStack.add(
      (next) => async (args) => {
        tries += 1;
        const result = await next(args);
        if (tries === 1) throw Object.assign(new Error('Answer lost'), { name: 'TimeoutError' });
        return result;
      },
      // Inside the retries: runs once per try.
      { step: 'finalizeRequest', priority: 'low', name: 'loseFirstAnswer' },
    );
    return { docs: createDocumentClient(client), tries: () => tries };
  }

  const putOnce = (id: string) =>
    new TransactWriteCommand({
      TransactItems: [
        {
          Put: {
            TableName: tableName,
            Item: { PK: `ITEM#${id}`, SK: 'META' },
            ConditionExpression: 'attribute_not_exists(PK)',
          },
        },
      ],
    });

  beforeAll(async () => {
    await ensureTable(admin, tableName, tableSchema);
  });

  afterAll(async () => {
    await deleteTable(admin, tableName);
  });

  it('succeeds once, written once, though it reached DynamoDB twice', async () => {
    const { docs, tries } = clientLosingFirstAnswer();
    await expect(docs.send(putOnce('a'))).resolves.toBeDefined();
    expect(tries()).toBe(2);
  });

  it('a send of its own is a new request: its condition sees the first one', async () => {
    const docs = createDocumentClient(admin);
    await docs.send(putOnce('b'));
    await expect(docs.send(putOnce('b'))).rejects.toMatchObject({
      name: 'TransactionCanceledException',
    });
  });
});
