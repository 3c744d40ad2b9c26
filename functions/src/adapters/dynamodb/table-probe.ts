import { DescribeTableCommand, type DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { isMissingTable } from './errors';
import { ProbeError, type ServiceProbe } from '../../domain/platform/health-service';

/** The table answers when DescribeTable says it exists and is ACTIVE. */
export function tableProbe(client: DynamoDBClient, tableName: string): ServiceProbe {
  return {
    async check(signal) {
      let status: string | undefined;
      try {
        const out = await client.send(new DescribeTableCommand({ TableName: tableName }), {
          abortSignal: signal,
        });
        status = out.Table?.TableStatus;
      } catch (error) {
        if (isMissingTable(error)) {
          throw new ProbeError('table not found');
        }
        throw error;
      }
      if (status !== 'ACTIVE') throw new ProbeError(`table is ${status ?? 'unknown'}`);
    },
  };
}
