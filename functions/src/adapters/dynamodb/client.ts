import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { countDynamoCall } from '../../lib/request-metrics';

export interface DynamoOptions {
  region: string;
  endpoint?: string;
}

/** A low-level client that counts every call it makes against the current request. */
export function createDynamoClient(options: DynamoOptions): DynamoDBClient {
  const client = new DynamoDBClient({
    region: options.region,
    ...(options.endpoint ? { endpoint: options.endpoint } : {}),
    requestHandler: { requestTimeout: 5000, throwOnRequestTimeout: true },
    maxAttempts: 3,
  });
  client.middlewareStack.add(
    (next) => (args) => {
      countDynamoCall();
      return next(args);
    },
    { step: 'initialize', name: 'candorCallCounter' },
  );
  return client;
}

export function createDocumentClient(client: DynamoDBClient): DynamoDBDocumentClient {
  return DynamoDBDocumentClient.from(client, {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
  });
}
