import type { TestProject } from 'vitest/node';
import { startDynamoLocal } from '../../infra/local/dynamodb-local';

declare module 'vitest' {
  export interface ProvidedContext {
    dynamodbEndpoint: string;
  }
}

/** DynamoDB Local, in memory, once per run; each test file makes its own table. */
export default async function setup(project: TestProject) {
  const dynamo = await startDynamoLocal({});
  project.provide('dynamodbEndpoint', dynamo.endpoint);
  return async () => {
    await dynamo.stop();
  };
}
