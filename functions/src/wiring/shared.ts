/**
 * The singletons every area's wiring shares: AWS clients, the table's stores, the clock's
 * consumers' logger, the mailer, the file store, the scheduler, the session key's seed. Each
 * is a function so a bundle keeps only what its handler uses, and each builds its object once
 * per container. Local and cloud differ only in the configuration handed in (`config.ts`).
 */
import { publicLogoUrl } from '#shared/domain/public-logos';
import type { AwsConnection } from '../adapters/aws-http/client-settings';
import { createDocumentClient, createDynamoClient } from '../adapters/dynamodb/client';
import { PageCursors } from '../adapters/dynamodb/page-cursor';
import { DynamoSurveyRepository } from '../adapters/dynamodb/survey-repository';
import { DynamoTeamRepository } from '../adapters/dynamodb/team-repository';
import { DynamoUserRepository } from '../adapters/dynamodb/user-repository';
import { localScheduler } from '../adapters/scheduler/local-scheduler-slot';
import { EventBridgeScheduler } from '../adapters/scheduler/eventbridge-scheduler';
import { S3FileStore } from '../adapters/s3/file-store';
import { SealedText } from '../adapters/tokens/sealed-text';
import { S3ImageStore } from '../adapters/s3/image-store';
import { SesMailer } from '../adapters/ses/ses-mailer';
import { SqsInvitationQueue } from '../adapters/sqs/invitation-queue';
import {
  cachedKeySource,
  fileKeySource,
  secretsManagerKeySource,
  type SessionKeySource,
} from '../adapters/tokens/session-key';
import { config, type Config } from '../config';
import type { MailPort } from '../domain/platform/mail';
import type { SchedulerPort } from '../domain/platform/scheduler';
import { logger } from '../lib/logger';

import { once, service, single } from './registry';

export { once, service, single } from './registry';

/** Where an AWS service is called: the region, and its stand-in's endpoint where one is set. */
export function awsAt(name: keyof Config['endpoints']): AwsConnection {
  const endpoint = config.endpoints[name];
  return { region: config.region, ...(endpoint ? { endpoint } : {}) };
}

/** The low-level DynamoDB client (the health probe reads the table through it). */
export function dynamo(): ReturnType<typeof createDynamoClient> {
  return once(dynamo, () => createDynamoClient(awsAt('dynamodb')));
}

type DocumentClient = ReturnType<typeof createDocumentClient>;
export function docs(): DocumentClient {
  return once(docs, () => createDocumentClient(dynamo()));
}

/** The container's one instance of a store over the table (`store(DynamoSurveyRepository)`). */
export function store<T>(Store: new (db: DocumentClient, table: string) => T): T {
  return single(Store, () => [docs(), config.tableName]);
}

/** A store of a list that pages: its cursors are encrypted and bound to their list. */
export function pagedStore<T>(
  Store: new (db: DocumentClient, table: string, cursors: PageCursors) => T,
): T {
  return single(Store, () => [docs(), config.tableName, pageCursors()]);
}

/** What every service's `log` is: a warning, with what it is about and never a body or token. */
export const warn = (message: string, data?: Record<string, unknown>): void =>
  logger.warn(message, data ?? {});

/** Users as stored (sign-in, the profile, e-mail addresses of managers). */
export const users = (): DynamoUserRepository => store(DynamoUserRepository);

/** Teams as stored, without the roster's writes. */
export const teamRecords = (): DynamoTeamRepository => store(DynamoTeamRepository);

/** The files bucket (logos, avatars, uploads on their way in). */
export function files(): S3FileStore {
  return service(S3FileStore, () => ({ bucket: config.filesBucket, ...awsAt('s3') }));
}

/** Logos and avatars in the files bucket, and uploads staged before they are checked. */
export function images(): S3ImageStore {
  return single(S3ImageStore, () => [files()]);
}

/** The scheduler port: the runtime's in-process scheduler locally, EventBridge in AWS. */
export function scheduler(): SchedulerPort {
  if (config.scheduler.mode === 'local') return localScheduler();
  const settings = config.scheduler;
  return single(EventBridgeScheduler, () => [awsAt('scheduler'), settings]);
}

/** SES in AWS, the SES stand-in locally; also the account's sending status. */
export function sesMailer(): SesMailer {
  return service(SesMailer, () => ({
    ...awsAt('ses'),
    from: config.mailFrom,
    ...(config.mailConfigurationSet ? { configurationSet: config.mailConfigurationSet } : {}),
  }));
}

/** The mail port every area sends through. */
export function mailer(): MailPort {
  return sesMailer();
}

/** The send queue (decision 0033); absent where none is configured. */
export function sendQueue(): SqsInvitationQueue | undefined {
  const { queueUrl } = config.sends;
  if (!queueUrl) return undefined;
  return service(SqsInvitationQueue, () => ({ ...awsAt('sqs'), queueUrl }));
}

/** The send queue where a function cannot work without it (the send worker, the report job). */
export function requiredSendQueue(who: string): SqsInvitationQueue {
  const queue = sendQueue();
  if (!queue) throw new Error(`SEND_QUEUE_URL is not set: ${who} has no queue`);
  return queue;
}

/**
 * Logos in survey e-mails: the logo's public path on the app's origin, which never expires and is
 * the same for every recipient (decision 0039), instead of a link signed for each mail.
 */
export const mailLogoUrl = (key: string) => Promise.resolve(publicLogoUrl(config.appOrigin, key));

/**
 * What a survey's e-mails (invitations, reminders) are made and sent with: the survey, its first
 * team's logo on the app's origin, and the mail port.
 */
export function surveyMailing() {
  return {
    surveys: store(DynamoSurveyRepository),
    teams: teamRecords(),
    logoUrl: mailLogoUrl,
    appOrigin: config.appOrigin,
    mail: mailer(),
  };
}

/**
 * The session key's seed, read once per container and again every 5 minutes, or sooner when a
 * token signed with another key comes in (a rotated secret): session tokens, page cursors and the
 * open link's challenges each derive a key of their own from it (decisions 0029, 0046).
 */
export const sessionKeySeed: SessionKeySource = (options) =>
  once(sessionKeySeed, () => {
    const { session } = config;
    return cachedKeySource(
      session.keyFile
        ? fileKeySource(session.keyFile)
        : secretsManagerKeySource(session.secretArn ?? '', config.region, session.secretsEndpoint),
    );
  })(options);

/** Texts kept encrypted in the table under a key of their own from the seed (decision 0058). */
export function sealedTexts(): SealedText {
  return single(SealedText, () => [sessionKeySeed]);
}

/** Page cursors of the lists that page (responses, invitations): encrypted, bound to their list. */
function pageCursors(): PageCursors {
  return single(PageCursors, () => [sessionKeySeed]);
}
