import { tableProbe } from '../adapters/dynamodb/table-probe';
import { filesProbe } from '../adapters/s3/files-probe';
import { mailProbe } from '../adapters/ses/mail-probe';
import { config } from '../config';
import { HealthService } from '../domain/platform/health-service';
import { dynamo } from './shared';

let health: HealthService | undefined;
/** The health check: one light call to the table, the files bucket and the mail service. */
export function healthService(): HealthService {
  return (health ??= new HealthService(
    {
      table: tableProbe(dynamo(), config.tableName),
      files: filesProbe({
        bucket: config.filesBucket,
        region: config.region,
        ...(config.endpoints.s3 ? { endpoint: config.endpoints.s3 } : {}),
      }),
      mail: mailProbe({
        region: config.region,
        ...(config.endpoints.ses ? { endpoint: config.endpoints.ses } : {}),
      }),
    },
    { version: config.version },
  ));
}
