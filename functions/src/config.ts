import * as z from 'zod/mini';

/**
 * The only place that reads the environment. Read once at load and validated: a function with
 * missing configuration fails at start, not in the middle of a request.
 */
const optionalUrl = z.optional(z.url());

export const configSchema = z.object({
  CANDOR_STAGE: z._default(z.string(), 'local'),
  CANDOR_VERSION: z._default(z.string(), '0.0.0'),
  AWS_REGION: z._default(z.string(), 'us-east-1'),
  TABLE_NAME: z.string().check(z.minLength(1)),
  FILES_BUCKET: z.string().check(z.minLength(1)),
  MAIL_FROM: z.string().check(z.minLength(3)),
  MAIL_CONFIGURATION_SET: z.optional(z.string()),
  /** Shown on the Support Center's Contact tab; default `support@<the sender's domain>`. */
  SUPPORT_EMAIL: z.optional(z.email()),
  /** Where referral payout requests are e-mailed (the operator pays them outside the product). */
  REFERRAL_PAYOUTS_EMAIL: z.optional(z.email()),
  /** The documentation host on the Contact tab; default `docs.<the sender's domain>`. */
  SUPPORT_DOCS_HOST: z.optional(
    z.string().check(z.regex(/^[a-z0-9.-]+(:\d+)?$/i, 'a host name, without a scheme')),
  ),
  APP_ORIGIN: z.url(),
  /** Set only locally, where the stand-ins listen; in AWS the SDK finds the real endpoints. */
  CANDOR_DYNAMODB_ENDPOINT: optionalUrl,
  CANDOR_S3_ENDPOINT: optionalUrl,
  CANDOR_SES_ENDPOINT: optionalUrl,
  CANDOR_SCHEDULER_ENDPOINT: optionalUrl,
  CANDOR_SQS_ENDPOINT: optionalUrl,
  /** The queue of invitations to send (decision 0033); sends by e-mail need it. */
  SEND_QUEUE_URL: z._default(z.string(), ''),
  /**
   * The mail account's sending rate (mails a second) the send workers share; read from SES's
   * GetAccount when unset.
   */
  SES_MAX_SEND_RATE: z.optional(z.string().check(z.regex(/^\d+(\.\d+)?$/))),
  /** How many send workers run at once (the queue's event source's maximum concurrency). */
  SEND_WORKER_CONCURRENCY: z._default(z.string().check(z.regex(/^[1-9]\d{0,2}$/)), '2'),
  /** `local`: the in-process scheduler the local runtime installs; `eventbridge` in AWS. */
  CANDOR_SCHEDULER: z._default(z.enum(['local', 'eventbridge']), 'eventbridge'),
  SCHEDULER_GROUP: z.optional(z.string()),
  SCHEDULER_ROLE_ARN: z.optional(z.string()),
  SCHEDULE_TARGET_ARN: z.optional(z.string()),
  SCHEDULE_DLQ_ARN: z.optional(z.string()),
  SCHEDULE_RETRY_ATTEMPTS: z._default(z.string().check(z.regex(/^\d+$/)), '3'),
  SCHEDULE_MAX_EVENT_AGE_SECONDS: z._default(z.string().check(z.regex(/^\d+$/)), '3600'),
  /** Session tokens: lifetime, and where the signing key's seed lives (one of the two). */
  SESSION_LIFETIME_SECONDS: z._default(z.string().check(z.regex(/^\d+$/)), '86400'),
  SESSION_KEY_SECRET_ARN: z.optional(z.string()),
  CANDOR_SESSION_KEY_FILE: z.optional(z.string()),
  CANDOR_SECRETS_ENDPOINT: optionalUrl,
  /**
   * Set in AWS (web stack): the secret CloudFront sends in `x-candor-origin`. With it, the API
   * answers only requests that came through CloudFront and trusts the viewer address CloudFront
   * forwards; unset locally, where nothing stands in front.
   */
  CANDOR_ORIGIN_SECRET: z.optional(z.string().check(z.minLength(32))),
  /**
   * scrypt's cost for new password hashes, as log2 N (r=8, p=1): 17 (OWASP's N=2^17) unless set,
   * 14 to 20 accepted. The local runtime of the tests lowers it to save time; AWS never sets it
   * (decision 0041).
   */
  CANDOR_PASSWORD_COST: z._default(
    z.string().check(z.regex(/^(1[4-9]|20)$/, 'a whole number from 14 to 20 (log2 of N)')),
    '17',
  ),
  /** Multiplies per-client rate limits (see AccountService); per-e-mail limits never change. */
  RATE_LIMIT_CLIENT_FACTOR: z._default(z.string().check(z.regex(/^[1-9]\d{0,3}$/)), '1'),
  /**
   * Answers a minute to one survey's open link before it asks for a proof of work (decision
   * 0046). Not multiplied by the client factor: it counts a survey's answers, not a client's.
   * The shared test runtimes raise it so journeys that answer often are not asked.
   */
  OPEN_LINK_BURST_ANSWERS: z._default(
    z.string().check(z.regex(/^[1-9]\d{0,5}$/, 'a whole number from 1 to 999999')),
    '10',
  ),
  /** Google sign-in; off when no client id is set. */
  GOOGLE_CLIENT_ID: z._default(z.string(), ''),
  GOOGLE_PROVIDER: z._default(z.enum(['google', 'local']), 'google'),
  /** Keys to trust instead of fetching Google's (the local identity provider's public keys). */
  GOOGLE_JWKS_JSON: z.optional(z.string()),
  /** Payments: the stage's price ids per plan (a plan without one shows 'Coming Soon'). */
  STRIPE_PRICE_PROFESSIONAL: z.optional(z.string()),
  STRIPE_PRICE_ENTERPRISE: z.optional(z.string()),
  /**
   * The payments API key and webhook signing secret: a Secrets Manager secret (JSON
   * `{ "apiKey", "webhookSecret" }`) in AWS, or the two values themselves locally.
   */
  STRIPE_SECRET_ARN: z.optional(z.string()),
  STRIPE_API_KEY: z.optional(z.string()),
  STRIPE_WEBHOOK_SECRET: z.optional(z.string()),
  /** Locally: the payments stand-in (http, loopback only). */
  CANDOR_PAYMENTS_ENDPOINT: optionalUrl,
  /** Checks every response against the route table; on locally and in tests. */
  CANDOR_VALIDATE_RESPONSES: z._default(z.enum(['true', 'false']), 'false'),
});

export interface Config {
  stage: string;
  version: string;
  region: string;
  tableName: string;
  filesBucket: string;
  mailFrom: string;
  mailConfigurationSet?: string;
  /** Whether AWS credentials are in the environment (never their values). */
  mailCredentials: { accessKeyId: boolean; secretAccessKey: boolean };
  support: { email: string; docsHost: string };
  /** The operator's address for referral payout requests. */
  referralPayoutsEmail: string;
  appOrigin: string;
  endpoints: { dynamodb?: string; s3?: string; ses?: string; scheduler?: string; sqs?: string };
  sends: { queueUrl: string; maxSendRate?: number; workerConcurrency: number };
  validateResponses: boolean;
  clientLimitFactor: number;
  /** Answers a minute to one open link before it asks for a proof of work (decision 0046). */
  openLinkBurstAnswers: number;
  /** scrypt's cost (log2 N) for new password hashes; weaker ones are upgraded at sign-in. */
  passwordCost: number;
  /** The edge in front of the API: the origin secret CloudFront sends, when there is one. */
  edge: { originSecret?: string };
  session: {
    lifetimeSeconds: number;
    secretArn?: string;
    keyFile?: string;
    secretsEndpoint?: string;
  };
  google: { clientId: string; provider: 'google' | 'local'; jwks?: { keys: unknown[] } };
  payments: {
    prices: { professional?: string; enterprise?: string };
    secretArn?: string;
    apiKey?: string;
    webhookSecret?: string;
    /** Only a loopback http address is accepted (the local stand-in). */
    endpoint?: { host: string; port: number; protocol: 'http' | 'https' };
  };
  scheduler:
    | { mode: 'local' }
    | {
        mode: 'eventbridge';
        groupName: string;
        roleArn: string;
        targetArn: string;
        deadLetterArn: string;
        retryAttempts: number;
        maxEventAgeSeconds: number;
      };
}

/** The payments stand-in's address: plain http is allowed only on this machine. */
function paymentsEndpoint(url: string): NonNullable<Config['payments']['endpoint']> {
  const u = new URL(url);
  const loopback = ['127.0.0.1', 'localhost', '[::1]'].includes(u.hostname);
  if (u.protocol === 'http:' && !loopback) {
    throw new Error(
      'Invalid configuration: CANDOR_PAYMENTS_ENDPOINT may use http only on loopback',
    );
  }
  const protocol = u.protocol === 'http:' ? 'http' : 'https';
  return {
    host: u.hostname,
    port: Number(u.port || (protocol === 'http' ? 80 : 443)),
    protocol,
  };
}

export function loadConfig(env: Record<string, string | undefined>): Config {
  const parsed = configSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const e = parsed.data;
  const mailDomain = (e.MAIL_FROM.match(/@([^\s>]+)/)?.[1] ?? 'candor.local').toLowerCase();
  const endpoints: Config['endpoints'] = {};
  if (e.CANDOR_DYNAMODB_ENDPOINT) endpoints.dynamodb = e.CANDOR_DYNAMODB_ENDPOINT;
  if (e.CANDOR_S3_ENDPOINT) endpoints.s3 = e.CANDOR_S3_ENDPOINT;
  if (e.CANDOR_SES_ENDPOINT) endpoints.ses = e.CANDOR_SES_ENDPOINT;
  if (e.CANDOR_SCHEDULER_ENDPOINT) endpoints.scheduler = e.CANDOR_SCHEDULER_ENDPOINT;
  if (e.CANDOR_SQS_ENDPOINT) endpoints.sqs = e.CANDOR_SQS_ENDPOINT;
  return {
    stage: e.CANDOR_STAGE,
    version: e.CANDOR_VERSION,
    region: e.AWS_REGION,
    tableName: e.TABLE_NAME,
    filesBucket: e.FILES_BUCKET,
    mailFrom: e.MAIL_FROM,
    referralPayoutsEmail: e.REFERRAL_PAYOUTS_EMAIL ?? `payouts@${mailDomain}`,
    ...(e.MAIL_CONFIGURATION_SET ? { mailConfigurationSet: e.MAIL_CONFIGURATION_SET } : {}),
    mailCredentials: {
      accessKeyId: Boolean(env.AWS_ACCESS_KEY_ID),
      secretAccessKey: Boolean(env.AWS_SECRET_ACCESS_KEY),
    },
    support: {
      email: e.SUPPORT_EMAIL ?? `support@${mailDomain}`,
      docsHost: e.SUPPORT_DOCS_HOST ?? `docs.${mailDomain}`,
    },
    appOrigin: e.APP_ORIGIN.replace(/\/$/, ''),
    endpoints,
    sends: {
      queueUrl: e.SEND_QUEUE_URL,
      ...(e.SES_MAX_SEND_RATE ? { maxSendRate: Number(e.SES_MAX_SEND_RATE) } : {}),
      workerConcurrency: Number(e.SEND_WORKER_CONCURRENCY),
    },
    validateResponses: e.CANDOR_VALIDATE_RESPONSES === 'true',
    clientLimitFactor: Number(e.RATE_LIMIT_CLIENT_FACTOR),
    openLinkBurstAnswers: Number(e.OPEN_LINK_BURST_ANSWERS),
    passwordCost: Number(e.CANDOR_PASSWORD_COST),
    edge: e.CANDOR_ORIGIN_SECRET ? { originSecret: e.CANDOR_ORIGIN_SECRET } : {},
    session: {
      lifetimeSeconds: Number(e.SESSION_LIFETIME_SECONDS),
      ...(e.SESSION_KEY_SECRET_ARN ? { secretArn: e.SESSION_KEY_SECRET_ARN } : {}),
      ...(e.CANDOR_SESSION_KEY_FILE ? { keyFile: e.CANDOR_SESSION_KEY_FILE } : {}),
      ...(e.CANDOR_SECRETS_ENDPOINT ? { secretsEndpoint: e.CANDOR_SECRETS_ENDPOINT } : {}),
    },
    google: {
      clientId: e.GOOGLE_CLIENT_ID,
      provider: e.GOOGLE_PROVIDER,
      ...(e.GOOGLE_JWKS_JSON
        ? { jwks: JSON.parse(e.GOOGLE_JWKS_JSON) as { keys: unknown[] } }
        : {}),
    },
    payments: {
      prices: {
        ...(e.STRIPE_PRICE_PROFESSIONAL ? { professional: e.STRIPE_PRICE_PROFESSIONAL } : {}),
        ...(e.STRIPE_PRICE_ENTERPRISE ? { enterprise: e.STRIPE_PRICE_ENTERPRISE } : {}),
      },
      ...(e.STRIPE_SECRET_ARN ? { secretArn: e.STRIPE_SECRET_ARN } : {}),
      ...(e.STRIPE_API_KEY ? { apiKey: e.STRIPE_API_KEY } : {}),
      ...(e.STRIPE_WEBHOOK_SECRET ? { webhookSecret: e.STRIPE_WEBHOOK_SECRET } : {}),
      ...(e.CANDOR_PAYMENTS_ENDPOINT
        ? { endpoint: paymentsEndpoint(e.CANDOR_PAYMENTS_ENDPOINT) }
        : {}),
    },
    scheduler:
      e.CANDOR_SCHEDULER === 'local'
        ? { mode: 'local' }
        : {
            mode: 'eventbridge',
            groupName: e.SCHEDULER_GROUP ?? '',
            roleArn: e.SCHEDULER_ROLE_ARN ?? '',
            targetArn: e.SCHEDULE_TARGET_ARN ?? '',
            deadLetterArn: e.SCHEDULE_DLQ_ARN ?? '',
            retryAttempts: Number(e.SCHEDULE_RETRY_ATTEMPTS),
            maxEventAgeSeconds: Number(e.SCHEDULE_MAX_EVENT_AGE_SECONDS),
          },
  };
}

export const config: Config = loadConfig(process.env);
