import { accessSync, constants, mkdirSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import type { ScheduledJobPayload } from '#shared/api/jobs';
import { jobForKind, jobList, recurringJobs, type JobId } from '#shared/api/jobs';
import { tableSchema } from '#shared/data/table';
import { planKeys } from '#shared/domain/plans';
import { createDynamoClient } from '../../functions/src/adapters/dynamodb/client';
import { ensureTable } from '../../functions/src/adapters/dynamodb/table-admin';
import { InProcessScheduler } from '../../functions/src/adapters/scheduler/in-process-scheduler';
import { installLocalScheduler } from '../../functions/src/adapters/scheduler/local-scheduler-slot';
import * as clock from '../../functions/src/lib/clock';
import { ApiRouter } from './api-router';
import { startDynamoLocal, type DynamoLocal } from './dynamodb-local';
import { LocalStartError } from './errors';
import type * as HourlyUpkeepJob from '../../functions/src/jobs/hourly-upkeep';
import type * as ProductRunners from '../../functions/src/jobs/product-runners';
import type * as AccountsWiring from '../../functions/src/wiring/accounts';
import type * as BillingWiring from '../../functions/src/wiring/billing';
import type * as NotificationsWiring from '../../functions/src/wiring/notifications';
import type * as TeamsWiring from '../../functions/src/wiring/teams';
import type * as NotificationsNs from '#shared/api/notifications';

type NotificationsModule = typeof NotificationsNs;
import { startFileStore } from './file-store';
import { devJobRoutes } from './dev-job-routes';
import { createRequestHandler } from './http-server';
import { startMailServer } from './mail-server';
import { startQueueServer, type QueueServer } from './queue-server';
import { startEventSource } from '../../functions/src/adapters/sqs/local-event-source';
import { LOCAL_GOOGLE_CLIENT_ID } from './google-idp';
import {
  ensureIdentityProviderKey,
  ensurePaymentsWebhookSecret,
  ensureSessionKeySeed,
} from './local-keys';
import { startPaymentsStandIn, type PaymentsStandIn } from './payments-server';

export interface LocalOptions {
  /** HTTP port; 0 picks a free one. */
  port: number;
  /** Where data lives (database, files, mail, schedules, keys). */
  dataDir: string;
  /** Repository root (handlers, web build). */
  root?: string;
  /** Use this DynamoDB endpoint instead of starting DynamoDB Local. */
  dynamodbEndpoint?: string;
  tableName?: string;
  bucket?: string;
  /** Vite dev server with HMR instead of the production build. */
  dev?: boolean;
  /** Build the web app before serving it. */
  buildWeb?: boolean;
  /** The built web app to serve; `dist/web` under `root` unless said. */
  webRoot?: string;
  logLevel?: string;
  /**
   * `x-candor-dynamodb-calls` on every API answer (the bench and the tests); off by default, as
   * in production (`CANDOR_DIAGNOSTIC_HEADERS=true` turns it on for `npm start`).
   */
  diagnosticHeaders?: boolean;
}

export interface LocalRuntime {
  url: string;
  payments: PaymentsStandIn;
  port: number;
  services: { name: string; where: string; data?: string }[];
  scheduler: InProcessScheduler;
  queues: QueueServer;
  stop(): Promise<void>;
}

/** The send queue and its dead-letter queue, as the jobs stack makes them (decision 0033). */
export const SEND_QUEUE = 'candor-sends';
export const SEND_DEAD_LETTER_QUEUE = 'candor-sends-dlq';

/** The SES stand-in's rate from `CANDOR_SES_RATE` (mails a second), else SES's default. */
function mailRate(): number | undefined {
  const rate = Number(process.env.CANDOR_SES_RATE);
  return Number.isFinite(rate) && rate > 0 ? rate : undefined;
}

function readVersion(root: string): string {
  const pkg = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { version: string };
  return pkg.version;
}

function checkWritable(dir: string): void {
  try {
    mkdirSync(dir, { recursive: true });
    accessSync(dir, constants.W_OK);
  } catch {
    throw new LocalStartError(
      `The data folder ${dir} cannot be written. Fix its permissions, or set CANDOR_DATA_DIR to a folder you can write.`,
    );
  }
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const onError = (error: NodeJS.ErrnoException) => {
      if (error.code === 'EADDRINUSE') {
        reject(
          new LocalStartError(
            `Port ${port} is already in use. Stop the program using it, or start on another port: PORT=${port + 1} npm start`,
          ),
        );
      } else if (error.code === 'EACCES') {
        reject(
          new LocalStartError(`Port ${port} needs extra privileges; choose a port above 1024.`),
        );
      } else {
        reject(error);
      }
    };
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      const address = server.address();
      resolvePort(typeof address === 'object' && address ? address.port : port);
    });
  });
}

/**
 * The whole app on one machine: DynamoDB Local, the S3 and SES stand-ins, the in-process
 * scheduler and one HTTP server that runs every route through the same handlers as Lambda.
 */
export async function startLocal(options: LocalOptions): Promise<LocalRuntime> {
  const root = resolve(options.root ?? '.');
  const dataDir = resolve(options.dataDir);
  const tableName = options.tableName ?? 'candor';
  const bucket = options.bucket ?? 'candor-files';
  const stops: (() => Promise<void>)[] = [];
  let closeServer: (() => Promise<void>) | undefined;
  const stopAll = async () => {
    // The app's server first, so no request reaches a service already stopped.
    await closeServer?.().catch(() => undefined);
    closeServer = undefined;
    for (const stop of stops.reverse()) {
      await stop().catch(() => undefined);
    }
    stops.length = 0;
  };

  try {
    checkWritable(dataDir);
    // The app's port is taken first and held: the stand-ins and the sign-in origin need it, and
    // a port only chosen here and bound seconds later could be taken by another program first.
    // Until everything runs, requests are told the app is starting.
    const server = createServer((_req, res) => {
      res.writeHead(503, { 'content-type': 'application/json', 'retry-after': '2' });
      res.end(
        JSON.stringify({
          message: 'Candor is starting; try again in a moment.',
          errorType: 'service_unavailable',
        }),
      );
    });
    const port = await listen(server, options.port, '127.0.0.1');
    let closeVite: (() => Promise<void>) | undefined;
    closeServer = async () => {
      await closeVite?.();
      server.closeAllConnections();
      await new Promise<void>((done) => server.close(() => done()));
    };
    let dynamo: DynamoLocal | undefined;
    if (!options.dynamodbEndpoint) {
      mkdirSync(join(dataDir, 'dynamodb'), { recursive: true });
      dynamo = await startDynamoLocal({
        dataDir: join(dataDir, 'dynamodb'),
        pidFile: join(dataDir, 'dynamodb.pid'),
      });
      stops.push(dynamo.stop);
    }
    const dynamoEndpoint = options.dynamodbEndpoint ?? dynamo?.endpoint ?? '';
    const files = await startFileStore({ directory: join(dataDir, 'files'), bucket });
    stops.push(files.stop);
    const rate = mailRate();
    const mail = await startMailServer({
      directory: join(dataDir, 'mail'),
      ...(rate ? { limits: { perSecond: rate } } : {}),
    });
    stops.push(mail.stop);
    const consumer = jobList.find((job) => job.queue);
    if (!consumer?.queue) throw new Error('The jobs list has no send queue consumer');
    const queues = await startQueueServer({
      file: join(dataDir, 'queues.jsonl'),
      queues: [
        {
          name: SEND_QUEUE,
          visibilityTimeoutSeconds: 6 * (consumer.timeoutSeconds ?? 60),
          redrive: {
            deadLetterQueue: SEND_DEAD_LETTER_QUEUE,
            maxReceiveCount: consumer.queue.maxReceiveCount,
          },
        },
        { name: SEND_DEAD_LETTER_QUEUE, visibilityTimeoutSeconds: 30 },
      ],
    });
    stops.push(queues.stop);

    // The payments stand-in posts its signed webhooks to the app's own webhook route.
    const payments = await startPaymentsStandIn({
      file: join(dataDir, 'payments.json'),
      webhookUrl: `http://127.0.0.1:${port}/api/billing/webhook`,
      webhookSecret: ensurePaymentsWebhookSecret(dataDir),
    });
    stops.push(payments.stop);

    const sessionKeyFile = ensureSessionKeySeed(dataDir);
    const identityProviderKey = ensureIdentityProviderKey(dataDir);

    // Local credentials: the stand-ins accept these, and no call can reach a real AWS account.
    Object.assign(process.env, {
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
      AWS_REGION: process.env.AWS_REGION ?? 'us-east-1',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      POWERTOOLS_LOG_LEVEL: options.logLevel ?? process.env.LOG_LEVEL ?? 'WARN',
      CANDOR_STAGE: 'local',
      CANDOR_VERSION: readVersion(root),
      TABLE_NAME: tableName,
      FILES_BUCKET: bucket,
      MAIL_FROM: 'Candor <no-reply@candor.local>',
      // Referral payout requests land in the local mailbox (/dev/mail) under this address.
      REFERRAL_PAYOUTS_EMAIL: 'payouts@candor.local',
      CANDOR_DYNAMODB_ENDPOINT: dynamoEndpoint,
      CANDOR_S3_ENDPOINT: files.endpoint,
      CANDOR_SES_ENDPOINT: mail.endpoint,
      CANDOR_SQS_ENDPOINT: queues.endpoint,
      SEND_QUEUE_URL: queues.urlOf(SEND_QUEUE),
      SEND_WORKER_CONCURRENCY: String(consumer.queue.maxConcurrency),
      CANDOR_SCHEDULER: 'local',
      CANDOR_VALIDATE_RESPONSES: 'true',
      APP_ORIGIN: `http://localhost:${port}`,
      CANDOR_SESSION_KEY_FILE: sessionKeyFile,
      GOOGLE_CLIENT_ID: LOCAL_GOOGLE_CLIENT_ID,
      GOOGLE_PROVIDER: 'local',
      GOOGLE_JWKS_JSON: JSON.stringify(identityProviderKey.jwks),
      STRIPE_API_KEY: payments.apiKey,
      STRIPE_WEBHOOK_SECRET: payments.webhookSecret,
      STRIPE_PRICE_PROFESSIONAL: payments.prices.professional,
      CANDOR_PAYMENTS_ENDPOINT: payments.endpoint,
    });

    // Business metrics are EMF lines for CloudWatch; here there is none to read them, and the
    // console stays for the request log (functions/src/lib/metrics.test.ts reads the lines).
    const metrics = (await import(
      pathToFileURL(join(root, 'functions', 'src', 'lib', 'metrics.ts')).href
    )) as { setMetricsWriter(writer: (line: string) => void): unknown };
    metrics.setMetricsWriter(() => undefined);

    const admin = createDynamoClient({ region: 'us-east-1', endpoint: dynamoEndpoint });
    await ensureTable(admin, tableName, tableSchema);
    admin.destroy();

    const webRoot = options.webRoot ?? join(root, 'dist', 'web');
    if (options.buildWeb && !options.dev) {
      const web = (await import(pathToFileURL(join(root, 'web', 'build.ts')).href)) as {
        buildWeb(o: { outdir: string; minify?: boolean }): Promise<unknown>;
      };
      await web.buildWeb({ outdir: webRoot, minify: true });
    }

    // Each job function's handler, as Lambda would load it; a payload goes to the function its
    // kind belongs to (a recurring schedule's own function, else RunScheduledJob).
    const jobHandlers = new Map<JobId, (payload: ScheduledJobPayload) => Promise<unknown>>();
    for (const job of jobList) {
      if (job.queue || job.mailEvents) continue;
      const module = (await import(pathToFileURL(join(root, job.entry)).href)) as {
        handler(payload: ScheduledJobPayload): Promise<unknown>;
      };
      jobHandlers.set(job.id, (payload) => module.handler(payload));
    }
    // The send worker, as Lambda's event source mapping runs it: batches from the queue, at most
    // `maxConcurrency` at once, stopped at its timeout.
    const worker = (await import(pathToFileURL(join(root, consumer.entry)).href)) as {
      handler(event: SQSEvent): Promise<SQSBatchResponse>;
    };
    const sendWorkers = startEventSource({
      endpoint: queues.endpoint,
      queueUrl: queues.urlOf(SEND_QUEUE),
      batchSize: consumer.queue.batchSize,
      maxConcurrency: consumer.queue.maxConcurrency,
      timeoutSeconds: consumer.timeoutSeconds ?? 60,
      handler: (event) => worker.handler(event),
      onError: (error) => console.error('Send worker:', error),
    });
    stops.push(() => sendWorkers.stop());
    // Bounces and complaints, as the configuration set's EventBridge rule hands them over.
    for (const job of jobList.filter((each) => each.mailEvents)) {
      const feedback = (await import(pathToFileURL(join(root, job.entry)).href)) as {
        handler(event: unknown): Promise<unknown>;
      };
      mail.onEvent((event) => {
        feedback.handler(event).catch((error: unknown) => console.error(`${job.id}:`, error));
      });
      stops.push(async () => mail.onEvent(undefined));
    }
    const runJob = (payload: ScheduledJobPayload) => {
      const kind = typeof payload?.kind === 'string' ? payload.kind : '';
      const run = jobHandlers.get(jobForKind(kind)) ?? jobHandlers.get('RunScheduledJob');
      if (!run) throw new Error('RunScheduledJob is not loaded');
      return run(payload);
    };
    const scheduler = new InProcessScheduler({
      file: join(dataDir, 'schedules.json'),
      invoke: async (payload) => {
        await runJob(payload);
      },
      onError: (name, error) => console.error(`Schedule ${name} failed:`, error),
      // The product's clock, so moving it (`/dev/api/clock`) brings schedules due.
      now: clock.now,
    });
    await scheduler.start();
    installLocalScheduler(scheduler);
    // The product's own recurring work (the hourly jobs, the round reports every 10 minutes).
    for (const job of recurringJobs) {
      if (!(await scheduler.get(job.name))) {
        await scheduler.create({
          name: job.name,
          spec: { kind: 'cron', expression: job.cron, timezone: job.timezone },
          payload: { ...job.payload },
        });
      }
    }
    stops.push(async () => {
      installLocalScheduler(undefined);
      await scheduler.stop();
    });

    const router = await ApiRouter.load(root);
    // The functions' wiring, loaded once the environment above is set (config reads it at load).
    const wiring = <T>(area: string) =>
      import(
        pathToFileURL(join(root, 'functions', 'src', 'wiring', `${area}.ts`)).href
      ) as Promise<T>;
    const accounts = await wiring<typeof AccountsWiring>('accounts');
    const billing = await wiring<typeof BillingWiring>('billing');
    const notifications = await wiring<typeof NotificationsWiring>('notifications');
    const teams = await wiring<typeof TeamsWiring>('teams');
    // The very functions the scheduled jobs run (the same modules as the job handlers above).
    const job = <T>(name: string) =>
      import(
        pathToFileURL(join(root, 'functions', 'src', 'jobs', `${name}.ts`)).href
      ) as Promise<T>;
    const { hourlyUpkeep } = await job<typeof HourlyUpkeepJob>('hourly-upkeep');
    const { responseDigestHour } = await job<typeof ProductRunners>('product-runners');
    const notificationsModule = (await import(
      pathToFileURL(join(root, 'shared', 'src', 'api', 'notifications.ts')).href
    )) as NotificationsModule;

    let devMiddleware:
      ((req: IncomingMessage, res: ServerResponse, next: () => void) => void) | undefined;
    const handleRequest = createRequestHandler({
      router,
      mail: mail.store,
      setMailOutage: (mode) => mail.setOutage(mode),
      mailLimits: (limits) => ({
        ...mail.setLimits(limits),
        throttled: mail.throttled(),
        unavailable: mail.unavailable(),
      }),
      sendQueue: {
        depth: () => queues.depth(SEND_QUEUE),
        deadLetters: () => queues.depth(SEND_DEAD_LETTER_QUEUE),
        worker: () => ({
          longestInvocationMs: sendWorkers.longestInvocationMs(),
          timeoutSeconds: consumer.timeoutSeconds ?? 60,
        }),
      },
      setPlan: async (email, plan) => {
        const key = planKeys.find((k) => k === plan);
        if (!email || !key) {
          return {
            status: 400,
            body: {
              message: `Send { email, plan (${planKeys.join(', ')}) }`,
              errorType: 'validation_error',
            },
          };
        }
        const user = await accounts.findUserByEmail(email);
        if (!user) {
          return {
            status: 404,
            body: { message: 'No user with that email', errorType: 'not_found' },
          };
        }
        const now = clock.now();
        // As an active subscription to the plan would leave the account (Starter: none).
        await billing.billingRecords().saveSubscription(
          user.id,
          key === 'starter'
            ? null
            : {
                subscriptionId: `local-${user.id}`,
                priceId: `local-${key}`,
                planKey: key,
                status: 'active',
                currentPeriodStart: now.toISOString(),
                currentPeriodEnd: new Date(now.getTime() + 30 * 86_400_000).toISOString(),
                trialEnd: null,
                cancelAtPeriodEnd: false,
              },
        );
        return { status: 200, body: { email, plan: key } };
      },
      addRoster: async (teamId, count) => {
        const team = await teams.teamRecord(teamId);
        if (!team) {
          return { status: 404, body: { message: 'No such team', errorType: 'not_found' } };
        }
        // Generated people, 500 an import (the import's own cap), as the team's owner.
        const stamp = Date.now().toString(36);
        let added = 0;
        let refused: string | undefined;
        for (let from = 0; from < count && refused === undefined; from += 500) {
          const rows = Array.from(
            { length: Math.min(500, count - from) },
            (_, i) => `Person ${from + i + 1},person-${stamp}-${from + i + 1}@roster.example.com`,
          );
          const result = await teams
            .teamImport()
            .importMembers(teamId, team.createdBy, `name,email\n${rows.join('\n')}`);
          added += result.counts.added;
          refused = result.results.find((r) => r.status === 'failed')?.reason;
        }
        // The plan's member limit, most likely: said with what was added before it.
        return refused === undefined
          ? { status: 200, body: { teamId, added } }
          : { status: 409, body: { message: refused, errorType: 'conflict', added } };
      },
      webRoot,
      fileOrigins: [new URL(files.endpoint).origin],
      // Logos are public at /logos/... (decision 0039): read from the S3 stand-in as CloudFront
      // reads the bucket in AWS.
      publicLogo: async (key) => {
        const object = await fetch(`${files.endpoint}/${bucket}/${key}`);
        if (!object.ok) return undefined;
        return {
          bytes: Buffer.from(await object.arrayBuffer()),
          contentType: object.headers.get('content-type') ?? 'application/octet-stream',
        };
      },
      clock: { offset: clock.clockOffset, set: clock.setClockOffset },
      jobRoutes: devJobRoutes({
        hourlyUpkeep,
        responseDigestHour,
        runScheduledJob: (payload) => runJob(payload as ScheduledJobPayload),
        checkScheduler: () => scheduler.fireDue(),
        now: clock.now,
      }),
      notify: async (input) => {
        const type = notificationsModule.notificationType.safeParse(input.type);
        if (!input.email || !type.success || !input.title || !input.message) {
          return {
            status: 400,
            body: {
              message: `Send { email, type (${notificationsModule.notificationTypes.join(', ')}), title, message, data? }`,
              errorType: 'validation_error',
            },
          };
        }
        const user = await accounts.findUserByEmail(input.email);
        if (!user)
          return {
            status: 404,
            body: { message: 'No user with that email', errorType: 'not_found' },
          };
        const notification = await notifications.notificationService().notify(user.id, {
          type: type.data,
          title: input.title,
          message: input.message,
          ...(input.data ? { data: input.data } : {}),
        });
        return { status: 201, body: notification };
      },
      identityProvider: { key: identityProviderKey, appOrigin: `http://localhost:${port}` },
      payments,
      devMiddleware: (req, res, next) => (devMiddleware ? devMiddleware(req, res, next) : next()),
      diagnosticHeaders: options.diagnosticHeaders ?? false,
    });
    if (options.dev) {
      const { createServer } = await import('vite');
      const vite = await createServer({
        configFile: join(root, 'web', 'vite.config.ts'),
        root: join(root, 'web'),
        server: { middlewareMode: true, ws: { server } },
        appType: 'spa',
      });
      devMiddleware = vite.middlewares;
      closeVite = () => vite.close();
    }

    server.removeAllListeners('request');
    server.on('request', handleRequest);

    const url = `http://localhost:${port}`;
    return {
      url,
      port,
      payments,
      scheduler,
      queues,
      services: [
        { name: 'App', where: url },
        { name: 'API', where: `${url}/api/health` },
        { name: 'Mailbox', where: `${url}/dev/mail` },
        {
          name: 'DynamoDB Local',
          where: dynamoEndpoint,
          ...(dynamo ? { data: join(dataDir, 'dynamodb') } : {}),
        },
        { name: 'S3 stand-in', where: files.endpoint, data: join(dataDir, 'files') },
        { name: 'SES stand-in', where: mail.endpoint, data: join(dataDir, 'mail') },
        {
          name: 'Payments stand-in',
          where: payments.endpoint,
          data: join(dataDir, 'payments.json'),
        },
        { name: 'Scheduler', where: 'in-process', data: join(dataDir, 'schedules.json') },
        { name: 'SQS stand-in', where: queues.endpoint, data: join(dataDir, 'queues.jsonl') },
      ],
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
