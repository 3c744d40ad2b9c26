/**
 * The one place that builds adapters and services from configuration. Local and cloud differ
 * only in the configuration handed in. Each factory is a function so a bundle keeps only the
 * adapters its handler uses, and each builds its object once per container.
 */
import { createDynamoClient } from './adapters/dynamodb/client';
import { tableProbe } from './adapters/dynamodb/table-probe';
import { filesProbe } from './adapters/s3/files-probe';
import { mailProbe } from './adapters/ses/mail-probe';
import { createSesClient, SesMailer } from './adapters/ses/ses-mailer';
import {
  createSchedulerClient,
  EventBridgeScheduler,
} from './adapters/scheduler/eventbridge-scheduler';
import { localScheduler } from './adapters/scheduler/local-scheduler-slot';
import { config } from './config';
import { HealthService } from './domain/platform/health-service';
import type { MailPort } from './domain/platform/mail';
import type { SchedulerPort } from './domain/platform/scheduler';

let dynamoClient: ReturnType<typeof createDynamoClient> | undefined;
function dynamo() {
  return (dynamoClient ??= createDynamoClient({
    region: config.region,
    ...(config.endpoints.dynamodb ? { endpoint: config.endpoints.dynamodb } : {}),
  }));
}

let health: HealthService | undefined;
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

let schedulerPort: SchedulerPort | undefined;
/** The scheduler port: the runtime's in-process scheduler locally, EventBridge in AWS. */
export function scheduler(): SchedulerPort {
  if (config.scheduler.mode === 'local') return localScheduler();
  const settings = config.scheduler;
  return (schedulerPort ??= new EventBridgeScheduler(
    createSchedulerClient(config.region, config.endpoints.scheduler),
    settings,
  ));
}

let mailPort: MailPort | undefined;
/** The mail port: SES in AWS, the SES stand-in locally. */
export function mailer(): MailPort {
  return (mailPort ??= new SesMailer(
    createSesClient({
      region: config.region,
      ...(config.endpoints.ses ? { endpoint: config.endpoints.ses } : {}),
    }),
    {
      region: config.region,
      from: config.mailFrom,
      ...(config.mailConfigurationSet ? { configurationSet: config.mailConfigurationSet } : {}),
    },
  ));
}
