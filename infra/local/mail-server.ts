import { randomUUID } from 'node:crypto';
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { isEmailAddress } from '#shared/domain/email-address';

/** A file that came with a captured e-mail; `content` is base64. */
export interface CapturedAttachment {
  fileName: string;
  contentType: string;
  size: number;
  content: string;
}

/** One captured e-mail, as the mailbox shows it. */
export interface CapturedMail {
  id: string;
  from: string;
  to: string[];
  cc: string[];
  bcc: string[];
  replyTo: string[];
  subject: string;
  text: string;
  html: string;
  sentAt: string;
  configurationSet?: string;
  attachments?: CapturedAttachment[];
}

/** Captured mail, appended to a JSON-lines file so it survives restarts. */
export class MailStore {
  private readonly mails: CapturedMail[] = [];
  private readonly file: string;

  constructor(directory: string) {
    mkdirSync(directory, { recursive: true });
    this.file = join(directory, 'mail.jsonl');
    if (existsSync(this.file)) {
      for (const line of readFileSync(this.file, 'utf8').split('\n')) {
        if (line.trim()) this.mails.push(JSON.parse(line) as CapturedMail);
      }
    }
  }

  add(mail: CapturedMail): void {
    appendFileSync(this.file, `${JSON.stringify(mail)}\n`);
    this.mails.push(mail);
  }

  /** Newest first. */
  list(): CapturedMail[] {
    return [...this.mails].reverse();
  }

  get(id: string): CapturedMail | undefined {
    return this.mails.find((mail) => mail.id === id);
  }

  count(): number {
    return this.mails.length;
  }
}

interface SendEmailRequest {
  FromEmailAddress?: string;
  EmailTags?: { Name?: string; Value?: string }[];
  Destination?: { ToAddresses?: string[]; CcAddresses?: string[]; BccAddresses?: string[] };
  ReplyToAddresses?: string[];
  ConfigurationSetName?: string;
  Content?: {
    Simple?: {
      Subject?: { Data?: string };
      Body?: { Text?: { Data?: string }; Html?: { Data?: string } };
      Attachments?: {
        FileName?: string;
        ContentType?: string;
        ContentDisposition?: string;
        ContentTransferEncoding?: string;
        RawContent?: string;
      }[];
    };
    Raw?: unknown;
    Template?: unknown;
  };
}

const isAddress = (text: string) => isEmailAddress(text, { forbidden: '<>' });

const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/** The attachments of a SendEmail call as SES checks them, or why they are refused. */
function attachmentsOf(
  list: NonNullable<NonNullable<SendEmailRequest['Content']>['Simple']>['Attachments'],
): CapturedAttachment[] | string {
  const out: CapturedAttachment[] = [];
  for (const file of list ?? []) {
    if (!file.FileName || typeof file.RawContent !== 'string') {
      return 'An attachment needs FileName and RawContent';
    }
    if (file.RawContent.length % 4 !== 0 || !BASE64.test(file.RawContent)) {
      return `The RawContent of ${file.FileName} is not base64`;
    }
    const size = Buffer.from(file.RawContent, 'base64').length;
    out.push({
      fileName: file.FileName,
      contentType: file.ContentType ?? 'application/octet-stream',
      size,
      content: file.RawContent,
    });
  }
  return out;
}

function bareAddress(value: string): string {
  return value.match(/<([^>]+)>/)?.[1] ?? value.trim();
}

function send(res: ServerResponse, status: number, body: unknown): void {
  // Like SES, every answer carries a request id.
  res.writeHead(status, { 'content-type': 'application/json', 'x-amzn-requestid': randomUUID() });
  res.end(JSON.stringify(body));
}

function fail(res: ServerResponse, status: number, type: string, message: string): void {
  res.writeHead(status, { 'content-type': 'application/json', 'x-amzn-errortype': type });
  res.end(JSON.stringify({ message }));
}

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * How the stand-in behaves, so the product's answers to a failing mail service can be seen by
 * hand and tested: `unavailable` answers every call with SES's 503, `paused` reports sending
 * paused for the account and refuses messages as SES does then.
 */
export const mailOutageModes = ['off', 'unavailable', 'paused'] as const;
export type MailOutageMode = (typeof mailOutageModes)[number];

/** SES's sending limits as the stand-in enforces them (SES's defaults out of the sandbox). */
export interface MailLimits {
  /** Mails a second: more within one second is throttled (429 TooManyRequestsException). */
  perSecond: number;
  /** Mails a day (rolling 24 hours): more is refused (LimitExceededException). */
  perDay: number;
  /** A share (0-1) of SendEmail calls failing as SES does on its side (503), at random. */
  transientFailures: number;
  /**
   * Addresses containing this text are refused for good (MessageRejected), as SES in its sandbox
   * refuses recipients not verified yet; empty refuses none. Clearing it is "verifying" them, so a
   * retry of the failed ones can be tried locally.
   */
  refuse: string;
  /**
   * Mails to addresses containing this text fail as SES does on its side (503) while it is set:
   * an outage that meets some mails only, so a test can hold those back and let the rest go;
   * empty fails none.
   */
  failFor: string;
}

export const DEFAULT_MAIL_LIMITS: MailLimits = {
  perSecond: 14,
  perDay: 50_000,
  transientFailures: 0,
  refuse: '',
  failFor: '',
};

/**
 * An SES event as EventBridge delivers it (the configuration set's event destination): what
 * SES's mailbox simulator produces for `bounce@simulator.amazonses.com` and
 * `complaint@simulator.amazonses.com` (with any `+label`), the stand-in produces too.
 */
export interface MailServiceEvent {
  version: '0';
  id: string;
  'detail-type': 'Email Bounced' | 'Email Complaint Received';
  source: 'aws.ses';
  account: string;
  time: string;
  region: string;
  resources: string[];
  detail: Record<string, unknown>;
}

const SIMULATOR = /^(bounce|complaint)(\+[^@]*)?@simulator\.amazonses\.com$/i;
/** SES's rule for message tag names and values. */
const TAG_TEXT = /^[A-Za-z0-9_.@-]{1,256}$/;

export interface MailServer {
  endpoint: string;
  /** Where the bounce and complaint events go (the runtime's feedback function). */
  onEvent(target: ((event: MailServiceEvent) => void) | undefined): void;
  store: MailStore;
  setOutage(mode: MailOutageMode): void;
  limits(): MailLimits;
  setLimits(limits: Partial<MailLimits>): MailLimits;
  /** SendEmail calls answered with a throttling error so far. */
  throttled(): number;
  /** SendEmail calls answered with a failure on the service's side (an outage) so far. */
  unavailable(): number;
  stop(): Promise<void>;
}

/**
 * The SES stand-in: speaks the SES v2 API calls Candor makes (SendEmail with simple content and
 * its attachments, GetAccount) and answers every other call at once with a clear error instead of hanging.
 */
export async function startMailServer(options: {
  directory: string;
  limits?: Partial<MailLimits>;
}): Promise<MailServer> {
  const store = new MailStore(options.directory);
  let outage: MailOutageMode = 'off';
  let limits: MailLimits = { ...DEFAULT_MAIL_LIMITS, ...options.limits };
  let throttledCount = 0;
  let unavailableCount = 0;
  let eventTarget: ((event: MailServiceEvent) => void) | undefined;
  // SES's rate: a bucket of one second's mails, refilled continuously.
  let tokens = limits.perSecond;
  let filledAt = Date.now();
  const sentTimes: number[] = [];
  const takeToken = (): boolean => {
    const at = Date.now();
    tokens = Math.min(limits.perSecond, tokens + ((at - filledAt) / 1000) * limits.perSecond);
    filledAt = at;
    if (tokens < 1) return false;
    tokens -= 1;
    return true;
  };
  const sentToday = (): number => {
    const since = Date.now() - 24 * 60 * 60 * 1000;
    while (sentTimes.length > 0 && sentTimes[0]! < since) sentTimes.shift();
    return sentTimes.length;
  };
  const server = createServer((req, res) => {
    void handle(req, res).catch(() => fail(res, 500, 'InternalFailure', 'stand-in failure'));
  });

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    const sending = req.method === 'POST' && path === '/v2/email/outbound-emails';
    if (outage === 'unavailable') {
      if (sending) unavailableCount += 1;
      fail(res, 503, 'ServiceUnavailable', 'Service is unavailable. Please try again later.');
      return;
    }
    if (req.method === 'GET' && path === '/v2/email/account') {
      send(res, 200, {
        SendingEnabled: outage !== 'paused',
        ProductionAccessEnabled: true,
        EnforcementStatus: 'HEALTHY',
        DedicatedIpAutoWarmupEnabled: false,
        SendQuota: {
          Max24HourSend: limits.perDay,
          MaxSendRate: limits.perSecond,
          SentLast24Hours: sentToday(),
        },
      });
      return;
    }
    if (sending) {
      let body: SendEmailRequest;
      try {
        body = JSON.parse(await readBody(req)) as SendEmailRequest;
      } catch {
        fail(res, 400, 'BadRequestException', 'Request body is not JSON');
        return;
      }
      if (outage === 'paused') {
        fail(res, 400, 'SendingPausedException', 'Sending is paused for this account.');
        return;
      }
      if (limits.transientFailures > 0 && Math.random() < limits.transientFailures) {
        unavailableCount += 1;
        fail(res, 503, 'ServiceUnavailable', 'Service is unavailable. Please try again later.');
        return;
      }
      if (!takeToken()) {
        throttledCount += 1;
        fail(res, 429, 'TooManyRequestsException', 'Maximum sending rate exceeded.');
        return;
      }
      if (sentToday() >= limits.perDay) {
        fail(res, 400, 'LimitExceededException', 'Daily message quota exceeded.');
        return;
      }
      const simple = body.Content?.Simple;
      if (!simple) {
        fail(res, 400, 'BadRequestException', 'The local SES stand-in accepts Simple content only');
        return;
      }
      const to = body.Destination?.ToAddresses ?? [];
      const cc = body.Destination?.CcAddresses ?? [];
      const bcc = body.Destination?.BccAddresses ?? [];
      const all = [...to, ...cc, ...bcc];
      if (all.length === 0) {
        fail(res, 400, 'BadRequestException', 'Missing destination');
        return;
      }
      const bad = all.find((address) => !isAddress(bareAddress(address)));
      if (bad) {
        fail(res, 400, 'BadRequestException', `Illegal address: ${bad}`);
        return;
      }
      const failFor = limits.failFor.toLowerCase();
      if (failFor !== '' && all.some((a) => bareAddress(a).toLowerCase().includes(failFor))) {
        unavailableCount += 1;
        fail(res, 503, 'ServiceUnavailable', 'Service is unavailable. Please try again later.');
        return;
      }
      // Like SES in its sandbox refusing unverified recipients: addresses in the reserved
      // `.invalid` domain are refused, so a failed delivery can be tried locally.
      const refused = all.find((address) => {
        const bare = bareAddress(address).toLowerCase();
        return (
          bare.endsWith('.invalid') ||
          (limits.refuse !== '' && bare.includes(limits.refuse.toLowerCase()))
        );
      });
      if (refused) {
        fail(res, 400, 'MessageRejected', `Email address is not verified: ${refused}`);
        return;
      }
      if (!body.FromEmailAddress || !isAddress(bareAddress(body.FromEmailAddress))) {
        fail(res, 400, 'BadRequestException', 'Missing or illegal FromEmailAddress');
        return;
      }
      if (!simple.Subject?.Data) {
        fail(res, 400, 'BadRequestException', 'Missing subject');
        return;
      }
      const attachments = attachmentsOf(simple.Attachments);
      if (typeof attachments === 'string') {
        fail(res, 400, 'BadRequestException', attachments);
        return;
      }
      const tags = body.EmailTags ?? [];
      const badTag = tags.find(
        (t) => !TAG_TEXT.test(t.Name ?? '') || !TAG_TEXT.test(t.Value ?? ''),
      );
      if (badTag) {
        fail(res, 400, 'BadRequestException', `Invalid message tag: ${badTag.Name ?? ''}`);
        return;
      }
      const id = `local-${randomUUID()}`;
      store.add({
        id,
        from: body.FromEmailAddress,
        to,
        cc,
        bcc,
        replyTo: body.ReplyToAddresses ?? [],
        subject: simple.Subject.Data,
        text: simple.Body?.Text?.Data ?? '',
        html: simple.Body?.Html?.Data ?? '',
        sentAt: new Date().toISOString(),
        ...(body.ConfigurationSetName ? { configurationSet: body.ConfigurationSetName } : {}),
        ...(attachments.length > 0 ? { attachments } : {}),
      });
      sentTimes.push(Date.now());
      send(res, 200, { MessageId: id });
      const simulated = all.map(bareAddress).filter((address) => SIMULATOR.test(address));
      if (simulated.length > 0 && eventTarget) {
        const target = eventTarget;
        const events = simulatorEvents(id, body, simulated, tags);
        // After the answer, as SES's arrive: the sender records its send first, usually.
        setImmediate(() => events.forEach((event) => target(event)));
      }
      return;
    }
    fail(
      res,
      400,
      'BadRequestException',
      `${req.method} ${path} is not supported by the local SES stand-in`,
    );
  }

  // Port 0: the OS picks one nothing holds, with no gap in which another process could take it.
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve(typeof address === 'object' && address ? address.port : 0);
    });
  });
  return {
    endpoint: `http://127.0.0.1:${port}`,
    onEvent: (target) => {
      eventTarget = target;
    },
    store,
    setOutage: (mode) => {
      outage = mode;
    },
    limits: () => ({ ...limits }),
    setLimits: (next) => {
      limits = { ...limits, ...next };
      tokens = Math.min(tokens, limits.perSecond);
      return { ...limits };
    },
    throttled: () => throttledCount,
    unavailable: () => unavailableCount,
    stop: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** The events SES's mailbox simulator sends for its bounce and complaint addresses. */
function simulatorEvents(
  messageId: string,
  body: SendEmailRequest,
  addresses: string[],
  tags: { Name?: string; Value?: string }[],
): MailServiceEvent[] {
  const time = new Date().toISOString();
  const mail = {
    timestamp: time,
    source: body.FromEmailAddress ?? '',
    sendingAccountId: '000000000000',
    messageId,
    destination: body.Destination?.ToAddresses ?? [],
    tags: Object.fromEntries([
      ...(body.ConfigurationSetName
        ? [['ses:configuration-set', [body.ConfigurationSetName]] as const]
        : []),
      ...tags.map((t) => [t.Name ?? '', [t.Value ?? '']] as const),
    ]),
  };
  const envelope = (
    detailType: MailServiceEvent['detail-type'],
    detail: Record<string, unknown>,
  ) => ({
    version: '0' as const,
    id: randomUUID(),
    'detail-type': detailType,
    source: 'aws.ses' as const,
    account: '000000000000',
    time,
    region: process.env.AWS_REGION ?? 'us-east-1',
    resources: [],
    detail,
  });
  const bounced = addresses.filter((a) => a.toLowerCase().startsWith('bounce'));
  const complained = addresses.filter((a) => a.toLowerCase().startsWith('complaint'));
  return [
    ...(bounced.length > 0
      ? [
          envelope('Email Bounced', {
            eventType: 'Bounce',
            mail,
            bounce: {
              bounceType: 'Permanent',
              bounceSubType: 'General',
              bouncedRecipients: bounced.map((emailAddress) => ({
                emailAddress,
                action: 'failed',
                status: '5.1.1',
                diagnosticCode: 'smtp; 550 5.1.1 user unknown',
              })),
              timestamp: time,
              feedbackId: randomUUID(),
              reportingMTA: 'dns; simulator.amazonses.com',
            },
          }),
        ]
      : []),
    ...(complained.length > 0
      ? [
          envelope('Email Complaint Received', {
            eventType: 'Complaint',
            mail,
            complaint: {
              complainedRecipients: complained.map((emailAddress) => ({ emailAddress })),
              timestamp: time,
              feedbackId: randomUUID(),
              complaintFeedbackType: 'abuse',
            },
          }),
        ]
      : []),
  ];
}
