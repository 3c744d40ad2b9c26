/**
 * The singletons every area's wiring shares: AWS clients, the table's stores, the clock's
 * consumers' logger, the mailer, the file store, the scheduler, the session key's seed. Each
 * is a function so a bundle keeps only what its handler uses, and each builds its object once
 * per container. Local and cloud differ only in the configuration handed in (`config.ts`).
 */
import { publicLogoUrl } from '#shared/domain/public-logos';
import { createDocumentClient, createDynamoClient } from '../adapters/dynamodb/client';
import { PageCursors } from '../adapters/dynamodb/page-cursor';
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
import { config } from '../config';
import type { MailPort } from '../domain/platform/mail';
import type { SchedulerPort } from '../domain/platform/scheduler';
import { logger } from '../lib/logger';

let dynamoClient: ReturnType<typeof createDynamoClient> | undefined;
/** The low-level DynamoDB client (the health probe reads the table through it). */
export function dynamo() {
  return (dynamoClient ??= createDynamoClient({
    region: config.region,
    ...(config.endpoints.dynamodb ? { endpoint: config.endpoints.dynamodb } : {}),
  }));
}

type DocumentClient = ReturnType<typeof createDocumentClient>;
let documentClient: DocumentClient | undefined;
export function docs(): DocumentClient {
  return (documentClient ??= createDocumentClient(dynamo()));
}

/** A store over the one table: what its constructor needs beyond the client and the table name. */
type TableStore<T, Extra extends unknown[]> = new (
  db: DocumentClient,
  table: string,
  ...extra: Extra
) => T;

const stores = new Map<unknown, unknown>();

/** The container's one instance of a store over the table (`store(DynamoSurveyRepository)`). */
export function store<T>(Store: TableStore<T, []>): T {
  let made = stores.get(Store) as T | undefined;
  if (!made) stores.set(Store, (made = new Store(docs(), config.tableName)));
  return made;
}

/** A store of a list that pages: its cursors are encrypted and bound to their list. */
export function pagedStore<T>(Store: TableStore<T, [PageCursors]>): T {
  let made = stores.get(Store) as T | undefined;
  if (!made) stores.set(Store, (made = new Store(docs(), config.tableName, pageCursors())));
  return made;
}

/** What every service's `log` is: a warning, with what it is about and never a body or token. */
export const warn = (message: string, data?: Record<string, unknown>): void =>
  logger.warn(message, data ?? {});

/** Users as stored (sign-in, the profile, e-mail addresses of managers). */
export const users = (): DynamoUserRepository => store(DynamoUserRepository);

/** Teams as stored, without the roster's writes. */
export const teamRecords = (): DynamoTeamRepository => store(DynamoTeamRepository);

let fileStore: S3FileStore | undefined;
/** The files bucket (logos, avatars, uploads on their way in). */
export function files(): S3FileStore {
  return (fileStore ??= new S3FileStore({
    bucket: config.filesBucket,
    region: config.region,
    ...(config.endpoints.s3 ? { endpoint: config.endpoints.s3 } : {}),
  }));
}

let imageStore: S3ImageStore | undefined;
/** Logos and avatars in the files bucket, and uploads staged before they are checked. */
export function images(): S3ImageStore {
  return (imageStore ??= new S3ImageStore(files()));
}

let schedulerPort: SchedulerPort | undefined;
/** The scheduler port: the runtime's in-process scheduler locally, EventBridge in AWS. */
export function scheduler(): SchedulerPort {
  if (config.scheduler.mode === 'local') return localScheduler();
  const settings = config.scheduler;
  return (schedulerPort ??= new EventBridgeScheduler(
    {
      region: config.region,
      ...(config.endpoints.scheduler ? { endpoint: config.endpoints.scheduler } : {}),
    },
    settings,
  ));
}

let mailPort: SesMailer | undefined;
/** SES in AWS, the SES stand-in locally; also the account's sending status. */
export function sesMailer(): SesMailer {
  return (mailPort ??= new SesMailer({
    region: config.region,
    from: config.mailFrom,
    ...(config.endpoints.ses ? { endpoint: config.endpoints.ses } : {}),
    ...(config.mailConfigurationSet ? { configurationSet: config.mailConfigurationSet } : {}),
  }));
}

/** The mail port every area sends through. */
export function mailer(): MailPort {
  return sesMailer();
}

let invitationQueue: SqsInvitationQueue | undefined;
/** The send queue (decision 0033); absent where none is configured. */
export function sendQueue(): SqsInvitationQueue | undefined {
  if (!config.sends.queueUrl) return undefined;
  return (invitationQueue ??= new SqsInvitationQueue({
    region: config.region,
    queueUrl: config.sends.queueUrl,
    ...(config.endpoints.sqs ? { endpoint: config.endpoints.sqs } : {}),
  }));
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

let keySource: SessionKeySource | undefined;
/**
 * The session key's seed, read once per container and again every 5 minutes, or sooner when a
 * token signed with another key comes in (a rotated secret): session tokens, page cursors and the
 * open link's challenges each derive a key of their own from it (decisions 0029, 0046).
 */
export const sessionKeySeed: SessionKeySource = (options) => {
  const { session } = config;
  keySource ??= cachedKeySource(
    session.keyFile
      ? fileKeySource(session.keyFile)
      : secretsManagerKeySource(session.secretArn ?? '', config.region, session.secretsEndpoint),
  );
  return keySource(options);
};

let sealer: SealedText | undefined;
/** Texts kept encrypted in the table under a key of their own from the seed (decision 0058). */
export function sealedTexts(): SealedText {
  return (sealer ??= new SealedText(sessionKeySeed));
}

let cursors: PageCursors | undefined;
/** Page cursors of the lists that page (responses, invitations): encrypted, bound to their list. */
function pageCursors(): PageCursors {
  return (cursors ??= new PageCursors(sessionKeySeed));
}
