import { IMAGE_MAX_BYTES } from '../../shared/src/domain/brand';
import { publicLogoUrl } from '../../shared/src/domain/public-logos';
/**
 * The one place that builds adapters and services from configuration. Local and cloud differ
 * only in the configuration handed in. Each factory is a function so a bundle keeps only the
 * adapters its handler uses, and each builds its object once per container.
 */
import { DynamoRoundStore } from './adapters/dynamodb/round-store';
import { DynamoReadLogStore, DynamoShareStore } from './adapters/dynamodb/share-store';
import type { ReadKind } from './domain/shares/ports';
import { ShareService, TEAM_NOT_FOUND } from './domain/shares/share-service';
import { DynamoActionStore } from './adapters/dynamodb/action-store';
import { DynamoFollowThroughStore } from './adapters/dynamodb/follow-through-store';
import { ActionService } from './domain/actions/action-service';
import { FollowThrough } from './domain/actions/follow-through';
import { DynamoRoundResultsStore } from './adapters/dynamodb/round-results-store';
import { RoundClose } from './domain/responses/round-close';
import { RoundClosing } from './domain/responses/round-closing';
import { RoundReports } from './domain/responses/round-reports';
import { RoundReportDelivery } from './domain/responses/round-report-delivery';
import { RoundReportMail } from './domain/responses/round-report-mail';
import { RoundReportRelay } from './domain/responses/round-report-queue';
import { DynamoRoundReportOutbox } from './adapters/dynamodb/round-report-outbox';
import { createDocumentClient, createDynamoClient } from './adapters/dynamodb/client';
import { DynamoSurveyRepository } from './adapters/dynamodb/survey-repository';
import { DynamoTeamRepository } from './adapters/dynamodb/team-repository';
import { DynamoAutomationRepository } from './adapters/dynamodb/automation-repository';
import { AutomationService } from './domain/automations/automation-service';
import { AutomationRuns } from './domain/automations/automation-runs';
import { RoundReminders } from './domain/automations/round-reminders';
import { ReminderDelivery } from './domain/automations/reminder-delivery';
import { ScheduledSurveys } from './domain/automations/scheduled-surveys';
import { DynamoReminderPlans, DynamoReminderStore } from './adapters/dynamodb/reminder-store';
import { ReminderPlanner } from './domain/automations/reminder-plans';
import { DynamoDigestStore } from './adapters/dynamodb/digest-store';
import { DynamoInvitationAnswers } from './adapters/dynamodb/invitation-answers';
import { DynamoInvitationStore } from './adapters/dynamodb/invitation-store';
import { DynamoResponseStore } from './adapters/dynamodb/response-store';
import { DynamoResponseWrites } from './adapters/dynamodb/response-writes';
import { DashboardService } from './domain/dashboard/dashboard-service';
import { AnalyticsService } from './domain/analytics/analytics-service';
import { pdfImageOf, type PdfImage } from './domain/analytics/pdf-image';
import { SurveyResultsService, type ReportBrand } from './domain/results/results-service';
import { TeamResultsService } from './domain/results/team-results';
import { DynamoTeamTallyStore } from './adapters/dynamodb/team-tally-store';
import { DynamoDayTallyStore } from './adapters/dynamodb/day-tally-store';
import { DynamoQuestionTallyStore } from './adapters/dynamodb/question-tally-store';
import { DynamoBillingStore } from './adapters/dynamodb/billing-store';
import { PlanService } from './domain/billing/plan-service';
import { BillingService } from './domain/billing/billing-service';
import { SalesContactService } from './domain/billing/sales-contact';
import { StripePayments, type StripeSecrets } from './adapters/payments/stripe-payments';
import { DynamoReferralStore } from './adapters/dynamodb/referral-store';
import { ReferralService } from './domain/referrals/referral-service';
import { FreeMonthRewards } from './domain/referrals/free-month';
import { DynamoPurgeStore } from './adapters/dynamodb/purge-store';
import { DynamoTeamPurgeStore } from './adapters/dynamodb/team-purge-store';
import { DynamoAccountPurgeStore } from './adapters/dynamodb/account-purge-store';
import { TeamDeletion, TeamPurge } from './domain/teams/team-purge';
import { AccountDeletion, AccountPurge } from './domain/accounts/account-deletion';
import { SurveyPurge } from './domain/surveys/survey-purge';
import {
  DistributionService,
  type DistributionServiceDeps,
} from './domain/responses/distribution-service';
import { NotAllowedError, NotFoundError } from './domain/errors';
import { ResponseDigest } from './domain/responses/response-digest';
import { ResponseReader } from './domain/responses/response-reader';
import { ResponseService } from './domain/responses/response-service';
import { ReleaseService } from './domain/responses/release-service';
import { IndependenceCheck } from './domain/responses/independence';
import { HoldService } from './domain/responses/hold-service';
import { ResponseWriter } from './domain/responses/response-writer';
import { DynamoHeldResponseStore } from './adapters/dynamodb/held-responses';
import { PageCursors } from './adapters/dynamodb/page-cursor';
import { DynamoOpenLinkGuardStore } from './adapters/dynamodb/open-link-guard-store';
import { OpenLinkGuard } from './domain/responses/open-link-guard';
import { DynamoReleaseReads } from './adapters/dynamodb/release-reads';
import { DynamoIndependenceReads } from './adapters/dynamodb/independence-reads';
import { now } from './lib/clock';
import { S3ImageStore } from './adapters/s3/image-store';
import { DynamoMailLedger } from './adapters/dynamodb/mail-ledger';
import { DynamoNotificationRepository } from './adapters/dynamodb/notification-repository';
import { DynamoOneTimeTokenStore } from './adapters/dynamodb/one-time-token-store';
import { DynamoRateLimiter } from './adapters/dynamodb/rate-limiter';
import { DynamoConversationStore } from './adapters/dynamodb/conversation-store';
import { ConversationDelivery } from './domain/conversations/conversation-delivery';
import { AutomationReconciler } from './domain/automations/automation-reconciler';
import { DynamoConversationDeliveries } from './adapters/dynamodb/conversation-deliveries';
import { ConversationService } from './domain/conversations/conversation-service';
import { DynamoUserRepository } from './adapters/dynamodb/user-repository';
import { S3FileStore } from './adapters/s3/file-store';
import { AwsJwtGoogleVerifier } from './adapters/tokens/google-verifier';
import { JwtSessionTokens } from './adapters/tokens/jwt-session-tokens';
import {
  cachedKeySource,
  fileKeySource,
  secretsManagerKeySource,
  type SessionKeySource,
} from './adapters/tokens/session-key';
import { AccountService } from './domain/accounts/account-service';
import { PasswordHasher } from './domain/accounts/password-hasher';
import { DataExport } from './domain/accounts/data-export';
import { DynamoTeamRoster } from './adapters/dynamodb/team-roster';
import { DynamoTeamReads } from './adapters/dynamodb/team-reads';
import { ProfileService } from './domain/accounts/profile-service';
import { SessionAuthenticator } from './domain/accounts/session-authenticator';
import {
  NotificationService,
  type NewNotification,
} from './domain/notifications/notification-service';
import { SurveyService } from './domain/surveys/survey-service';
import { TeamService, type TeamServiceDeps } from './domain/teams/team-service';
import { TeamImport } from './domain/teams/team-import';
import { SendingPolicy } from './domain/mail/sending-policy';
import { ImageUploads } from './domain/image-uploads';
import { logger } from './lib/logger';
import { tallyMetric } from './lib/metrics';
import { tableProbe } from './adapters/dynamodb/table-probe';
import { filesProbe } from './adapters/s3/files-probe';
import { mailProbe } from './adapters/ses/mail-probe';
import { SesMailer } from './adapters/ses/ses-mailer';
import { SqsInvitationQueue } from './adapters/sqs/invitation-queue';
import { DynamoSendStore } from './adapters/dynamodb/send-store';
import { InvitationDelivery } from './domain/responses/invitation-delivery';
import { MailFeedback } from './domain/mail/mail-feedback';
import { SendPacer } from './domain/mail/send-pacer';
import { EventBridgeScheduler } from './adapters/scheduler/eventbridge-scheduler';
import { localScheduler } from './adapters/scheduler/local-scheduler-slot';
import { config } from './config';
import { HealthService } from './domain/platform/health-service';
import { EmailService } from './domain/emails/email-service';
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
    {
      region: config.region,
      ...(config.endpoints.scheduler ? { endpoint: config.endpoints.scheduler } : {}),
    },
    settings,
  ));
}

let mailPort: SesMailer | undefined;
/** The mail port: SES in AWS, the SES stand-in locally. */
export function mailer(): MailPort {
  return sesMailer();
}

function sesMailer(): SesMailer {
  return (mailPort ??= new SesMailer({
    region: config.region,
    from: config.mailFrom,
    ...(config.endpoints.ses ? { endpoint: config.endpoints.ses } : {}),
    ...(config.mailConfigurationSet ? { configurationSet: config.mailConfigurationSet } : {}),
  }));
}

// ---- accounts and sessions ----

let documentClient: ReturnType<typeof createDocumentClient> | undefined;
function docs() {
  return (documentClient ??= createDocumentClient(dynamo()));
}

let userRepository: DynamoUserRepository | undefined;
function users(): DynamoUserRepository {
  return (userRepository ??= new DynamoUserRepository(docs(), config.tableName));
}

let fileStore: S3FileStore | undefined;
function files(): S3FileStore {
  return (fileStore ??= new S3FileStore({
    bucket: config.filesBucket,
    region: config.region,
    ...(config.endpoints.s3 ? { endpoint: config.endpoints.s3 } : {}),
  }));
}

let keySource: SessionKeySource | undefined;
/**
 * The session key's seed, read once per container and again every 5 minutes, or sooner when a
 * token signed with another key comes in (a rotated secret): session tokens and page cursors
 * each derive a key of their own from it (decision 0029), so a list costs no second read.
 */
const sessionKeySeed: SessionKeySource = (options) => {
  const { session } = config;
  keySource ??= cachedKeySource(
    session.keyFile
      ? fileKeySource(session.keyFile)
      : secretsManagerKeySource(session.secretArn ?? '', config.region, session.secretsEndpoint),
  );
  return keySource(options);
};

let tokens: JwtSessionTokens | undefined;
function sessionTokens(): JwtSessionTokens {
  return (tokens ??= new JwtSessionTokens(sessionKeySeed, config.session.lifetimeSeconds));
}

let cursors: PageCursors | undefined;
/** Page cursors of the lists that page (responses, invitations): encrypted, bound to their list. */
function pageCursors(): PageCursors {
  return (cursors ??= new PageCursors(sessionKeySeed));
}

let authenticator: SessionAuthenticator | undefined;
export function sessionAuthenticator(): SessionAuthenticator {
  return (authenticator ??= new SessionAuthenticator(sessionTokens(), users()));
}

let accounts: AccountService | undefined;
export function accountService(): AccountService {
  return (accounts ??= new AccountService({
    users: users(),
    tokens: new DynamoOneTimeTokenStore(docs(), config.tableName),
    sessions: sessionTokens(),
    limiter: new DynamoRateLimiter(docs(), config.tableName),
    mail: mailer(),
    avatars: new S3ImageStore(files()),
    google: new AwsJwtGoogleVerifier({
      clientId: config.google.clientId || 'google-sign-in-not-configured',
      ...(config.google.jwks ? { jwks: config.google.jwks } : {}),
    }),
    appOrigin: config.appOrigin,
    clientLimitFactor: config.clientLimitFactor,
    passwords: new PasswordHasher(config.passwordCost),
    referrals: referralService(),
    log: (message, data) => logger.warn(message, data),
  }));
}

let profiles: ProfileService | undefined;

/** The signed-in user's profile (GetMe, UpdateProfile): none of sign-in's dependencies. */
export function profileService(): ProfileService {
  return (profiles ??= new ProfileService({
    users: users(),
    avatars: new S3ImageStore(files()),
    limiter: new DynamoRateLimiter(docs(), config.tableName),
    staging: new S3ImageStore(files()),
    log: (message, data) => logger.warn(message, data),
  }));
}

/** What the sign-in screens (and the Support Center's Contact tab) need to know; no secrets. */
export function authConfig() {
  return {
    google: { clientId: config.google.clientId, provider: config.google.provider },
    support: config.support,
  };
}

// ---- notifications ----

let notifications: NotificationService | undefined;
/** Notifications: the routes use it, and every area that tells a user something calls it. */
export function notificationService(): NotificationService {
  return (notifications ??= new NotificationService(
    new DynamoNotificationRepository(docs(), config.tableName),
  ));
}

/** Download my data (the profile screen). */
export function dataExport(): DataExport {
  return new DataExport({
    teams: teamRecords(),
    surveys: new DynamoSurveyRepository(docs(), config.tableName),
    notifications: new DynamoNotificationRepository(docs(), config.tableName),
    plans: planService(),
    now,
  });
}

/** Looks a user up by e-mail (local tools only: the mailbox and test helpers). */
export function findUserByEmail(email: string) {
  return users().getByEmail(email.trim().toLowerCase());
}

// ---- teams ----

let teamRepository: DynamoTeamRepository | undefined;
function teamRecords(): DynamoTeamRepository {
  return (teamRepository ??= new DynamoTeamRepository(docs(), config.tableName));
}

// ---- plans and usage (no payments provider here: surveys and teams use this) ----

let billingStore: DynamoBillingStore | undefined;
export function billingRecords(): DynamoBillingStore {
  return (billingStore ??= new DynamoBillingStore(docs(), config.tableName));
}

let plans: PlanService | undefined;
export function planService(): PlanService {
  return (plans ??= new PlanService(billingRecords(), config.payments.prices));
}

/** The payments secrets: configuration locally, one Secrets Manager read per container in AWS. */
async function paymentsSecrets(): Promise<StripeSecrets> {
  const { payments } = config;
  if (payments.secretArn) {
    const raw = await secretsManagerKeySource(
      payments.secretArn,
      config.region,
      config.session.secretsEndpoint,
    )();
    const parsed = JSON.parse(raw) as Partial<StripeSecrets>;
    if (!parsed.apiKey || !parsed.webhookSecret) {
      throw new Error('The payments secret needs apiKey and webhookSecret');
    }
    return { apiKey: parsed.apiKey, webhookSecret: parsed.webhookSecret };
  }
  if (!payments.apiKey || !payments.webhookSecret) {
    throw new Error('Payments are not configured (STRIPE_SECRET_ARN, or the key and secret)');
  }
  return { apiKey: payments.apiKey, webhookSecret: payments.webhookSecret };
}

let billing: BillingService | undefined;
/** Checkout, portal, invoices and webhooks: the only user of the payments provider's client. */
export function billingService(): BillingService {
  return (billing ??= new BillingService({
    store: billingRecords(),
    plans: planService(),
    payments: new StripePayments({
      secrets: paymentsSecrets,
      ...(config.payments.endpoint ? { endpoint: config.payments.endpoint } : {}),
    }),
    notify: (userId, notification) => notificationService().notify(userId, notification),
    referrals: referralRewards(),
    appOrigin: config.appOrigin,
    log: (message, data) => logger.warn(message, data ?? {}),
  }));
}

// ---- referrals ----

function referralDeps() {
  return {
    store: new DynamoReferralStore(docs(), config.tableName),
    users: users(),
    notify: (userId: string, notification: NewNotification) =>
      notificationService().notify(userId, notification),
    appOrigin: config.appOrigin,
    now,
    log: (message: string, data?: Record<string, unknown>) => logger.warn(message, data ?? {}),
  };
}

let referrals: ReferralService | undefined;
/** Referral links, attribution at registration, commissions from payments, payout requests. */
export function referralService(): ReferralService {
  return (referrals ??= new ReferralService({
    ...referralDeps(),
    payouts: { mail: mailer(), operatorEmail: config.referralPayoutsEmail },
  }));
}

let rewards: ReferralService | undefined;
/**
 * Billing's view of referrals: rewards and commissions, no payout requests, so the functions that
 * carry the payments client do not carry the mail client too (decision 0004).
 */
function referralRewards(): ReferralService {
  return (rewards ??= new ReferralService(referralDeps()));
}

let sending: SendingPolicy | undefined;
/** Verified senders and caps on mail to other people, for every route that sends it. */
function sendingPolicy(): SendingPolicy {
  return (sending ??= new SendingPolicy({
    limiter: new DynamoRateLimiter(docs(), config.tableName),
    users: users(),
    plans: planService(),
  }));
}

function teamDeps(): TeamServiceDeps {
  return {
    teams: new DynamoTeamRoster(docs(), config.tableName),
    users: users(),
    files: new S3ImageStore(files()),
    uploads: new ImageUploads({
      limiter: new DynamoRateLimiter(docs(), config.tableName),
      staging: new S3ImageStore(files()),
    }),
    mail: mailer(),
    sending: sendingPolicy(),
    notifications: notificationService(),
    plans: planService(),
    appOrigin: config.appOrigin,
    log: (message, data) => logger.warn(message, data),
  };
}

let teams: TeamService | undefined;
export function teamService(): TeamService {
  return (teams ??= new TeamService(teamDeps()));
}

/** A team as stored (the local runtime's roster control finds its owner with it). */
export function teamRecord(teamId: string) {
  return new DynamoTeamRoster(docs(), config.tableName).getTeam(teamId);
}

let teamImports: TeamImport | undefined;
/** The team service with the roster import (`ImportTeamMembers` alone). */
export function teamImport(): TeamImport {
  return (teamImports ??= new TeamImport(teamDeps()));
}

// ---- surveys ----

let surveys: SurveyService | undefined;
export function surveyService(): SurveyService {
  return (surveys ??= new SurveyService(
    new DynamoSurveyRepository(docs(), config.tableName),
    teamRecords(),
    planService(),
    now,
    new FreeMonthRewards({
      store: new DynamoReferralStore(docs(), config.tableName),
      notify: (userId, notification) => notificationService().notify(userId, notification),
      now,
    }),
  ));
}

// ---- responses and distribution ----

let responseStore: DynamoResponseStore | undefined;
function responseRecords(): DynamoResponseStore {
  return (responseStore ??= new DynamoResponseStore(docs(), config.tableName, pageCursors()));
}

let responseWrites: DynamoResponseWrites | undefined;
/** Storing and releasing answers, without the readers (the public answer routes, the job). */
function responseWriteRecords(): DynamoResponseWrites {
  return (responseWrites ??= new DynamoResponseWrites(docs(), config.tableName));
}

let invitationStore: DynamoInvitationStore | undefined;
function invitationRecords(): DynamoInvitationStore {
  return (invitationStore ??= new DynamoInvitationStore(docs(), config.tableName, pageCursors()));
}

let sendStore: DynamoSendStore | undefined;
function sendRecords(): DynamoSendStore {
  return (sendStore ??= new DynamoSendStore(docs(), config.tableName, now));
}

let invitationQueue: SqsInvitationQueue | undefined;
/** The send queue (decision 0033); absent where none is configured. */
function sendQueue(): SqsInvitationQueue | undefined {
  if (!config.sends.queueUrl) return undefined;
  return (invitationQueue ??= new SqsInvitationQueue({
    region: config.region,
    queueUrl: config.sends.queueUrl,
    ...(config.endpoints.sqs ? { endpoint: config.endpoints.sqs } : {}),
  }));
}

/** The share of the mail account's rate one send worker keeps to: a little under the whole. */
const RATE_SHARE = 0.95;
/** How long a worker keeps the account's rate before reading it again. */
const RATE_READ_EVERY_MS = 30_000;
let ledger: DynamoMailLedger | undefined;
/** What each address got today, and the addresses no longer mailed (decisions 0033, 0036). */
function mailLedger(): DynamoMailLedger {
  return (ledger ??= new DynamoMailLedger(docs(), config.tableName));
}

let feedback: MailFeedback | undefined;
/** Bounces and complaints the mail service reports about survey e-mails (decision 0036). */
export function mailFeedback(): MailFeedback {
  return (feedback ??= new MailFeedback({
    invitations: invitationRecords(),
    senderOf: async (surveyId, sendId) => (await sendRecords().get(surveyId, sendId))?.senderId,
    suppressions: mailLedger(),
    now,
    log: (message, data) => logger.warn(message, data ?? {}),
  }));
}

let delivery: InvitationDelivery | undefined;
/** One pacer per invocation under way (one in Lambda; as many as the mapping runs locally). */
const pacers: SendPacer[] = [];
const idlePacers: SendPacer[] = [];
let perWorkerRate = 0;
let rateReadAt = 0;

/** The mail account's rate (mails a second): configured, else SES's own figure, else 1. */
async function accountSendRate(): Promise<number> {
  if (config.sends.maxSendRate) return config.sends.maxSendRate;
  try {
    const status = await sesMailer().accountStatus();
    return status.maxSendRate > 0 ? status.maxSendRate : 1;
  } catch (error) {
    logger.warn('mail account rate not read', { error: String(error) });
    return perWorkerRate > 0 ? perWorkerRate * config.sends.workerConcurrency : 1;
  }
}

/**
 * A send worker's pacer for one invocation, at its share of the mail account's rate (read again
 * every 30 s); `release` when the invocation ends. In Lambda an instance runs one invocation at a
 * time, so it keeps one pacer; the local runtime runs the mapping's invocations in one process,
 * each with its own, as separate instances would be.
 */
export async function sendPacer(): Promise<{ pacer: SendPacer; release: () => void }> {
  if (perWorkerRate === 0 || performance.now() - rateReadAt > RATE_READ_EVERY_MS) {
    perWorkerRate = ((await accountSendRate()) * RATE_SHARE) / config.sends.workerConcurrency;
    rateReadAt = performance.now();
    for (const each of pacers) each.setRate(perWorkerRate);
  }
  let pacer = idlePacers.pop();
  if (!pacer) {
    pacer = new SendPacer(perWorkerRate);
    pacers.push(pacer);
  }
  const taken = pacer;
  return { pacer: taken, release: () => idlePacers.push(taken) };
}

/** The send worker (decision 0033); each invocation brings its pacer (`sendPacer`). */
export function invitationDelivery(): InvitationDelivery {
  const queue = sendQueue();
  if (!queue) throw new Error('SEND_QUEUE_URL is not set: the send worker has no queue');
  return (delivery ??= new InvitationDelivery({
    sends: sendRecords(),
    invitations: invitationRecords(),
    surveys: new DynamoSurveyRepository(docs(), config.tableName),
    teams: teamRecords(),
    logoUrl: mailLogoUrl,
    appOrigin: config.appOrigin,
    mail: mailer(),
    queue,
    ledger: mailLedger(),
    suppressions: mailLedger(),
    counted: (outcome) => {
      if (outcome === 'sent') tallyMetric('MailsSent');
      else if (outcome === 'failed') tallyMetric('MailsFailed');
    },
    // An automation's run: its creator hears the whole count once (decision 0033).
    finished: async (send, survey) => {
      if (!send.announce || !survey || send.origin.kind !== 'automation') return;
      await notificationService().notify(send.senderId, {
        type: 'survey',
        title: 'Scheduled survey sent',
        message:
          `"${survey.title}" went out to ${send.sent} ${send.sent === 1 ? 'person' : 'people'}` +
          (send.failed > 0 ? ` (${send.failed} could not be delivered).` : '.'),
        data: { automationId: send.origin.automationId, surveyId: survey.id },
      });
    },
    now,
    log: (message, data) => logger.warn(message, data ?? {}),
  }));
}

let reminderWorker: ReminderDelivery | undefined;
/** The send worker's reminders (decision 0033), paced with its invitations. */
export function reminderDelivery(): ReminderDelivery {
  const queue = sendQueue();
  if (!queue) throw new Error('SEND_QUEUE_URL is not set: the send worker has no queue');
  return (reminderWorker ??= new ReminderDelivery({
    reminders: new DynamoReminderStore(docs(), config.tableName),
    surveys: new DynamoSurveyRepository(docs(), config.tableName),
    teams: teamRecords(),
    logoUrl: mailLogoUrl,
    appOrigin: config.appOrigin,
    mail: mailer(),
    queue,
    log: (message, data) => logger.warn(message, data ?? {}),
  }));
}

let digestStore: DynamoDigestStore | undefined;
function digestRecords(): DynamoDigestStore {
  return (digestStore ??= new DynamoDigestStore(docs(), config.tableName));
}

/**
 * Logos in survey e-mails: the logo's public path on the app's origin, which never expires and is
 * the same for every recipient (decision 0039), instead of a link signed for each mail.
 */
const mailLogoUrl = (key: string) => Promise.resolve(publicLogoUrl(config.appOrigin, key));

let independence: IndependenceCheck | undefined;
/** Independence judged again when an e-mail group would be released (decision 0009). */
function independenceCheck(): IndependenceCheck {
  return (independence ??= new IndependenceCheck(
    new DynamoIndependenceReads(docs(), config.tableName),
  ));
}

let releases: ReleaseService | undefined;
/** Releases of anonymous surveys' waiting answers (decision 0009). */
export function releaseService(): ReleaseService {
  return (releases ??= new ReleaseService({
    surveys: new DynamoSurveyRepository(docs(), config.tableName),
    responses: responseWriteRecords(),
    now,
    quotas: planService(),
    independence: independenceCheck(),
    teamTallies: teamTallySums,
    log: (message, data) => logger.warn(message, data ?? {}),
  }));
}

let responses: ResponseService | undefined;
export function responseService(): ResponseService {
  return (responses ??= new ResponseService({
    surveys: new DynamoSurveyRepository(docs(), config.tableName),
    teams: new DynamoTeamReads(docs(), config.tableName),
    responses: responseWriteRecords(),
    invitations: new DynamoInvitationAnswers(docs(), config.tableName),
    digests: digestRecords(),
    releases: releaseService(),
    limiter: new DynamoRateLimiter(docs(), config.tableName, now),
    guard: new OpenLinkGuard({
      limiter: new DynamoRateLimiter(docs(), config.tableName, now),
      store: new DynamoOpenLinkGuardStore(docs(), config.tableName),
      // The challenge keys are derived from the session key's seed (a server-only secret from
      // Secrets Manager in AWS, a file under .data/ locally), as page cursors' are.
      secret: () => sessionKeySeed(),
      now,
      burstAnswers: config.openLinkBurstAnswers,
    }),
    quotas: planService(),
    held: heldResponses(),
    limitFactor: config.clientLimitFactor,
    logoUrl: (key) => files().signedUrl(key),
    conversations: conversationService(),
    now,
    log: (message, data) => logger.warn(message, data ?? {}),
  }));
}

let heldStore: DynamoHeldResponseStore | undefined;
function heldResponses(): DynamoHeldResponseStore {
  return (heldStore ??= new DynamoHeldResponseStore(docs(), config.tableName));
}

let hold: HoldService | undefined;
/** Lets held answers in when the plan allows (decision 0012). */
export function holdService(): HoldService {
  return (hold ??= new HoldService({
    held: heldResponses(),
    quotas: planService(),
    surveys: new DynamoSurveyRepository(docs(), config.tableName),
    // The writer alone, not the response service: the job need not carry answering's code.
    responses: new ResponseWriter({
      surveys: new DynamoSurveyRepository(docs(), config.tableName),
      responses: responseWriteRecords(),
    }),
    releases: releaseService(),
    digests: digestRecords(),
    now,
    log: (message, data) => logger.warn(message, data ?? {}),
  }));
}

let reader: ResponseReader | undefined;
export function responseReader(): ResponseReader {
  return (reader ??= new ResponseReader(
    surveyService(),
    responseRecords(),
    roundResultRecords(),
    independenceCheck(),
  ));
}

let distribution: DistributionService | undefined;
export function distributionService(): DistributionService {
  return (distribution ??= new DistributionService(distributionDeps(surveyService())));
}

let scheduledDistribution: DistributionService | undefined;
/**
 * Sending for the scheduler (automations' runs): it sends as the automation, never for a signed-in
 * manager, so it goes without the survey service and its graph (the job's bundle budget).
 */
function scheduledDistributionService(): DistributionService {
  return (scheduledDistribution ??= new DistributionService(
    distributionDeps({
      managed: () =>
        Promise.reject(new NotAllowedError('Sending by hand is not for the scheduler.')),
    }),
  ));
}

function distributionDeps(access: DistributionServiceDeps['access']): DistributionServiceDeps {
  return {
    access,
    teams: teamRecords(),
    emailsOf: async (userIds) =>
      (await Promise.all(userIds.map((id) => users().getById(id)))).flatMap((u) =>
        u ? [u.email] : [],
      ),
    surveys: new DynamoSurveyRepository(docs(), config.tableName),
    releases: new DynamoReleaseReads(docs(), config.tableName),
    invitations: invitationRecords(),
    rounds: new DynamoRoundStore(docs(), config.tableName),
    sends: sendRecords(),
    ...(sendQueue() ? { queue: sendQueue() } : {}),
    mail: mailer(),
    logoUrl: mailLogoUrl,
    appOrigin: config.appOrigin,
    now,
    sending: sendingPolicy(),
    followThrough: new FollowThrough(new DynamoFollowThroughStore(docs(), config.tableName)),
    // A round opened by hand with reminders on gets its reminders planned (decision 0016).
    // (its schedule is made by the hourly reconciler: the scheduler stays out of these routes).
    reminders: {
      planRound: async (...args) => {
        await new ReminderPlanner({
          reminders: new DynamoReminderPlans(docs(), config.tableName),
          now,
        }).planRound(...args);
      },
    },
    log: (message, data) => logger.warn(message, data ?? {}),
  };
}

/** The hourly job that tells managers about new responses. */
export function responseDigest(at?: Date): ResponseDigest {
  return new ResponseDigest({
    now: at ? () => at : now,
    digests: digestRecords(),
    surveys: new DynamoSurveyRepository(docs(), config.tableName),
    teams: teamRecords(),
    notify: (userId, notification) => notificationService().notify(userId, notification),
  });
}

/** The hourly clean-up of what deleted surveys left. */
export function surveyPurge(): SurveyPurge {
  return new SurveyPurge(new DynamoPurgeStore(docs(), config.tableName));
}

// ---- deleting teams and accounts (decision 0026) ----

/** The clean-up of deleted teams: a first pass in the request, the rest hourly. */
export function teamPurge(): TeamPurge {
  return new TeamPurge({
    store: new DynamoTeamPurgeStore(docs(), config.tableName),
    automations: automationRecords(),
    surveys: new DynamoSurveyRepository(docs(), config.tableName),
    scheduler: scheduler(),
    files: new S3ImageStore(files()),
    log: (message, data) => logger.warn(message, data),
  });
}

export function teamDeletion(): TeamDeletion {
  return new TeamDeletion({
    teams: teamRecords(),
    store: new DynamoTeamPurgeStore(docs(), config.tableName),
    purge: teamPurge(),
    now,
  });
}

/** The clean-up of deleted accounts: a first pass in the request, the rest hourly. */
export function accountPurge(): AccountPurge {
  return new AccountPurge({
    store: new DynamoAccountPurgeStore(docs(), config.tableName),
    teams: teamRecords(),
    teamPurges: new DynamoTeamPurgeStore(docs(), config.tableName),
    surveys: new DynamoSurveyRepository(docs(), config.tableName),
    avatars: new S3ImageStore(files()),
    now,
    log: (message, data) => logger.warn(message, data),
  });
}

export function accountDeletion(): AccountDeletion {
  return new AccountDeletion({
    store: new DynamoAccountPurgeStore(docs(), config.tableName),
    purge: accountPurge(),
    billing: billingRecords(),
    limiter: new DynamoRateLimiter(docs(), config.tableName),
    now,
  });
}

// ---- dashboard ----

let dashboard: DashboardService | undefined;
export function dashboardService(): DashboardService {
  return (dashboard ??= new DashboardService(surveyService(), responseRecords()));
}

// ---- analytics ----

let analytics: AnalyticsService | undefined;
export function analyticsService(): AnalyticsService {
  return (analytics ??= new AnalyticsService(
    surveyService(),
    new DynamoDayTallyStore(docs(), config.tableName),
    responseRecords(),
    now,
    new DynamoQuestionTallyStore(docs(), config.tableName),
    new DynamoRoundStore(docs(), config.tableName),
  ));
}

// ---- a survey's results view ----

/** The results service over the table; `brand` only where a PDF is written. */
function resultsService(
  brand?: ConstructorParameters<typeof SurveyResultsService>[4],
  teams?: ConstructorParameters<typeof SurveyResultsService>[5],
  read: ReadKind = brand ? 'export' : 'results',
): SurveyResultsService {
  return new SurveyResultsService(
    loggedAccess(read),
    new DynamoRoundStore(docs(), config.tableName),
    new DynamoQuestionTallyStore(docs(), config.tableName),
    now,
    brand,
    teams,
  );
}

let teamResults: TeamResultsService | undefined;
/** The team heatmap (decision 0040): released team tallies only. */
export function surveyTeamResults(): TeamResultsService {
  return (teamResults ??= new TeamResultsService(
    loggedAccess('heatmap'),
    new DynamoRoundStore(docs(), config.tableName),
    new DynamoTeamReads(docs(), config.tableName),
    new DynamoTeamTallyStore(docs(), config.tableName),
    now,
  ));
}

let results: SurveyResultsService | undefined;
export function surveyResults(): SurveyResultsService {
  return (results ??= resultsService());
}

/**
 * The results with their files: a PDF also reads the brand of the survey's first team, its colour
 * (one read) and its logo (one GetObject when it has one; a logo that cannot be read leaves the
 * report without it). Apart from `surveyResults` so the view's function bundles no S3 client or
 * image decoder.
 */
let resultsFiles: SurveyResultsService | undefined;
export function surveyResultsFiles(): SurveyResultsService {
  return (resultsFiles ??= resultsService(reportBrand, (survey, round) =>
    surveyTeamResults().of(survey, round === undefined ? {} : { round }),
  ));
}

/** A report's brand: the colour and logo of the survey's first team (one read, one GetObject). */
async function reportBrand(teamIds: string[]): Promise<ReportBrand> {
  const team = (await teamRecords().teams(teamIds.slice(0, 1)))[0];
  if (!team) return {};
  let logo: PdfImage | undefined;
  if (team.logoKey) {
    try {
      const bytes = await files().bytes(team.logoKey, IMAGE_MAX_BYTES);
      logo = bytes ? pdfImageOf(bytes) : undefined;
    } catch (error) {
      logger.warn('report logo not read', { error: String(error) });
    }
  }
  return { color: team.brandColor, ...(logo ? { logo } : {}) };
}

// ---- Enterprise "Contact sales" ----

let salesContact: SalesContactService | undefined;
export function salesContactService(): SalesContactService {
  return (salesContact ??= new SalesContactService({
    mail: mailer(),
    limiter: new DynamoRateLimiter(docs(), config.tableName),
    supportEmail: config.support.email,
    clientLimitFactor: config.clientLimitFactor,
  }));
}

// ---- e-mail delivery test (Support Center) ----

let emails: EmailService | undefined;
export function emailService(): EmailService {
  return (emails ??= new EmailService({
    settings: {
      region: config.region,
      ...(config.endpoints.ses ? { endpoint: config.endpoints.ses } : {}),
      from: config.mailFrom,
      credentials: config.mailCredentials,
    },
    mail: sesMailer(),
    account: sesMailer(),
    limiter: new DynamoRateLimiter(docs(), config.tableName),
  }));
}

// ---- automations (decision 0016) ----

let automations: AutomationService | undefined;
/** Automations: the calendar's routes, the runs the scheduler fires and the reconciler. */
export function automationService(): AutomationService {
  return (automations ??= new AutomationService({
    automations: automationRecords(),
    surveys: new DynamoSurveyRepository(docs(), config.tableName),
    teams: teamRecords(),
    scheduler: scheduler(),
    now,
  }));
}

let scheduledSurveys: ScheduledSurveys | undefined;
/** The survey editor's save, with the one-time automation its scheduled date makes. */
export function scheduledSurveyService(): ScheduledSurveys {
  return (scheduledSurveys ??= new ScheduledSurveys({
    surveys: surveyService(),
    automations: automationService(),
  }));
}

let automationStore: DynamoAutomationRepository | undefined;
function automationRecords(): DynamoAutomationRepository {
  return (automationStore ??= new DynamoAutomationRepository(docs(), config.tableName));
}

/** The hourly job's part of the automations: their chains kept whole, nothing sent. */
export function automationReconciler(): AutomationReconciler {
  return new AutomationReconciler({
    automations: automationRecords(),
    chain: automationService(),
    surveys: new DynamoSurveyRepository(docs(), config.tableName),
    scheduler: scheduler(),
    now,
  });
}

let runs: AutomationRuns | undefined;
/** What the scheduler fires: automations' runs, and the hourly reconciler of their chains. */
export function automationRuns(): AutomationRuns {
  return (runs ??= new AutomationRuns({
    automations: automationRecords(),
    chain: automationService(),
    surveys: new DynamoSurveyRepository(docs(), config.tableName),
    roster: (teamId) => teamRecords().roster(teamId),
    distribution: scheduledDistributionService(),
    reminders: roundReminders(),
    scheduler: scheduler(),
    roundOpened: async (survey, round) => {
      await roundClose().bind(survey.id, round);
      // The previous round has closed: its managers hear of it once (decision 0023).
      if (round > 1) await roundReports().close(survey.id, round - 1);
    },
    notify: (userId, notification) => notificationService().notify(userId, notification),
    now,
    log: (message, data) => logger.warn(message, data ?? {}),
  }));
}

let reminders: RoundReminders | undefined;
/** Reminders to each round's non-responders: planned when a round opens, sent by the scheduler. */
export function roundReminders(): RoundReminders {
  return (reminders ??= new RoundReminders({
    reminders: new DynamoReminderStore(docs(), config.tableName),
    surveys: new DynamoSurveyRepository(docs(), config.tableName),
    automations: automationRecords(),
    scheduler: scheduler(),
    notify: (userId, notification) => notificationService().notify(userId, notification),
    dailyCap: (openedBy, audience) => sendingPolicy().beforeReminders(openedBy, audience),
    ...(sendQueue() ? { queue: sendQueue() } : {}),
    now,
    log: (message, data) => logger.warn(message, data ?? {}),
  }));
}

let roundResultStore: DynamoRoundResultsStore | undefined;
function roundResultRecords(): DynamoRoundResultsStore {
  return (roundResultStore ??= new DynamoRoundResultsStore(docs(), config.tableName));
}

/** A manager closing the survey's latest round (decision 0042). */
export function roundClosing(): RoundClosing {
  return new RoundClosing({
    access: surveyService(),
    rounds: new DynamoRoundStore(docs(), config.tableName),
    close: roundClose(),
    reports: roundReports(),
  });
}

/** Reports of closed rounds: notifications, the score-drop alert, the report queued to mail. */
export function roundReports(): RoundReports {
  return new RoundReports({
    surveys: new DynamoSurveyRepository(docs(), config.tableName),
    rounds: roundResultRecords(),
    teams: teamRecords(),
    notify: (userId, notification) => notificationService().notify(userId, notification),
    tallies: new DynamoQuestionTallyStore(docs(), config.tableName),
    now,
    log: (message, data) => logger.warn(message, data ?? {}),
  });
}

/** The report job (`MailRoundReports`): closed rounds' reports moved onto the send queue. */
export function roundReportRelay(): RoundReportRelay {
  const queue = sendQueue();
  if (!queue) throw new Error('SEND_QUEUE_URL is not set: the report job has no queue');
  return new RoundReportRelay({
    outbox: new DynamoRoundReportOutbox(docs(), config.tableName),
    queue,
  });
}

let reportWorker: RoundReportDelivery | undefined;
/** The send worker's round reports (decisions 0023, 0033), paced with its other mails. */
export function roundReportDelivery(): RoundReportDelivery {
  const queue = sendQueue();
  if (!queue) throw new Error('SEND_QUEUE_URL is not set: the send worker has no queue');
  return (reportWorker ??= new RoundReportDelivery({
    claims: new DynamoRoundReportOutbox(docs(), config.tableName),
    reports: new RoundReportMail({
      surveys: new DynamoSurveyRepository(docs(), config.tableName),
      rounds: new DynamoRoundStore(docs(), config.tableName),
      tallies: new DynamoQuestionTallyStore(docs(), config.tableName),
      appOrigin: config.appOrigin,
      brand: reportBrand,
      now,
    }),
    emailOf: async (userId) => (await users().getById(userId))?.email,
    mail: mailer(),
    queue,
    now,
    log: (message, data) => logger.warn(message, data ?? {}),
  }));
}

/** Closing a round's e-mail release group when the next round opens (decision 0023). */
export function roundClose(): RoundClose {
  return new RoundClose({
    surveys: new DynamoSurveyRepository(docs(), config.tableName),
    responses: responseWriteRecords(),
    rounds: roundResultRecords(),
    quotas: planService(),
    independence: independenceCheck(),
    now,
    log: (message, data) => logger.warn(message, data ?? {}),
    teamTallies: teamTallySums,
  });
}

/** After an e-mail release: its team blocks kept coarse and summed (decision 0040). */
const teamTallySums = {
  afterRelease: async (surveyId: string, group: number, round: number, k: number) => {
    const done = await new DynamoTeamTallyStore(docs(), config.tableName).afterRelease(
      surveyId,
      group,
      round,
      k,
    );
    if (done.compacted === 'too large') {
      logger.warn('team blocks left to the readers', { surveyId, group });
    }
  },
};

// ---- anonymous conversations (decision 0052) ----

let conversations: ConversationService | undefined;
export function conversationService(): ConversationService {
  return (conversations ??= new ConversationService({
    store: new DynamoConversationStore(docs(), config.tableName),
    surveys: new DynamoSurveyRepository(docs(), config.tableName),
    managed: (surveyId, userId) => surveyService().managed(surveyId, userId),
    limiter: new DynamoRateLimiter(docs(), config.tableName, now),
    notify: conversationNotice,
    now,
    log: (message, data) => logger.warn(message, data),
  }));
}

async function conversationNotice(
  userId: string,
  { surveyId, surveyTitle }: { surveyId: string; surveyTitle: string },
) {
  await notificationService().notify(userId, {
    type: 'response',
    title: 'New messages in conversations',
    message: `Respondents wrote in conversations on “${surveyTitle}”.`,
    data: { surveyId, surveyTitle },
  });
}

/** The hourly job's part of conversations: delivery alone (decision 0052). */
export function conversationDelivery(): ConversationDelivery {
  return new ConversationDelivery({
    store: new DynamoConversationDeliveries(docs(), config.tableName),
    surveys: new DynamoSurveyRepository(docs(), config.tableName),
    notify: conversationNotice,
    now,
    log: (message, data) => logger.warn(message, data),
  });
}

// ---- sharing results back, and the results-access log (decision 0054) ----

let readLog: DynamoReadLogStore | undefined;
function readLogRecords(): DynamoReadLogStore {
  return (readLog ??= new DynamoReadLogStore(docs(), config.tableName));
}

/**
 * The survey as its managers may see it, with the read logged for its teams (R59, R60) before
 * any figure is read: results nobody was logged opening are never shown.
 */
function loggedAccess(kind: ReadKind): Pick<SurveyService, 'managed'> {
  return {
    managed: async (surveyId, userId) => {
      const survey = await surveyService().managed(surveyId, userId);
      await shareService().recordRead(survey, userId, kind);
      return survey;
    },
  };
}

let shares: ShareService | undefined;
export function shareService(): ShareService {
  return (shares ??= new ShareService({
    access: surveyService(),
    results: resultsService(undefined, undefined, 'share'),
    teamMember: async (teamId, userId) => {
      const { team, role } = await teamRecords().getWithRole(teamId, userId);
      if (!team || !role) throw new NotFoundError(TEAM_NOT_FOUND);
    },
    shares: new DynamoShareStore(docs(), config.tableName),
    reads: readLogRecords(),
    now,
  }));
}

// ---- actions on round results (issue #31) ----

let actions: ActionService | undefined;
export function actionService(): ActionService {
  return (actions ??= new ActionService(
    surveyService(),
    teamRecords(),
    new DynamoRoundStore(docs(), config.tableName),
    new DynamoActionStore(docs(), config.tableName),
    now,
    surveyResults(),
  ));
}
