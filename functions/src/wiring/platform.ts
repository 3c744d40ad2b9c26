import { tableProbe } from '../adapters/dynamodb/table-probe';
import { filesProbe } from '../adapters/s3/files-probe';
import { mailProbe } from '../adapters/ses/mail-probe';
import { config } from '../config';
import { HealthService } from '../domain/platform/health-service';
import { awsAt, dynamo, single } from './shared';

/** The health check: one light call to the table, the files bucket and the mail service. */
export function healthService(): HealthService {
  return single(HealthService, () => [
    {
      table: tableProbe(dynamo(), config.tableName),
      files: filesProbe({ bucket: config.filesBucket, ...awsAt('s3') }),
      mail: mailProbe(awsAt('ses')),
    },
    { version: config.version },
  ]);
}
