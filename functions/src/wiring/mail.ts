import { DynamoMailLedger } from '../adapters/dynamodb/mail-ledger';
import { DynamoRateLimiter } from '../adapters/dynamodb/rate-limiter';
import { config } from '../config';
import { EmailService } from '../domain/emails/email-service';
import { SendingPolicy } from '../domain/mail/sending-policy';
import { SendPacer } from '../domain/mail/send-pacer';
import { logger } from '../lib/logger';
import { planService } from './billing';
import { awsAt, service, sesMailer, store, users } from './shared';

/** Verified senders and caps on mail to other people, for every route that sends it. */
export function sendingPolicy(): SendingPolicy {
  return service(SendingPolicy, () => ({
    limiter: store(DynamoRateLimiter),
    users: users(),
    plans: planService(),
  }));
}

/** What each address got today, and the addresses no longer mailed (decisions 0033, 0036). */
export const mailLedger = (): DynamoMailLedger => store(DynamoMailLedger);

/** The Support Center's e-mail delivery test. */
export function emailService(): EmailService {
  return service(EmailService, () => ({
    settings: {
      ...awsAt('ses'),
      from: config.mailFrom,
      credentials: config.mailCredentials,
    },
    mail: sesMailer(),
    account: sesMailer(),
    limiter: store(DynamoRateLimiter),
  }));
}

/** The share of the mail account's rate one send worker keeps to: a little under the whole. */
const RATE_SHARE = 0.95;
/** How long a worker keeps the account's rate before reading it again. */
const RATE_READ_EVERY_MS = 30_000;
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
