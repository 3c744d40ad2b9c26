import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { countDynamoCall } from '../../lib/request-metrics';
import { toDataStoreError } from './unavailable';

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
  // Outside the retries: what is still failing after them reaches the caller as a 503.
  client.middlewareStack.add(
    (next) => async (args) => {
      try {
        return await next(args);
      } catch (error) {
        throw toDataStoreError(error);
      }
    },
    { step: 'initialize', name: 'candorDataStoreUnavailable' },
  );
  return client;
}

export function createDocumentClient(client: DynamoDBClient): DynamoDBDocumentClient {
  return DynamoDBDocumentClient.from(client, {
    marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
  });
}
