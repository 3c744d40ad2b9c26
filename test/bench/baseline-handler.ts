import {
  createDocumentClient,
  createDynamoClient,
} from '../../functions/src/adapters/dynamodb/client';
import { logger } from '../../functions/src/lib/logger';

/**
 * The bench's baseline Lambda: the DynamoDB client and the logger, created once at load as every
 * handler does, and nothing else. No route can import faster, so each bundle's cold import is
 * judged as a ratio to this one's, measured in the same moments (test/bench/bench.ts).
 */
const db = createDocumentClient(createDynamoClient({ region: 'us-east-1' }));

export const handler = async (): Promise<{ statusCode: number }> => {
  logger.info('baseline', { client: db.constructor.name });
  return { statusCode: 204 };
};
