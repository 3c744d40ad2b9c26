import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SesMailer } from '../../adapters/ses/ses-mailer';
import type { RateLimiter, UserRecord } from '../accounts/ports';
import { AppError } from '../errors';
import { EmailService, plainReason } from './email-service';
import { sentAtText } from './test-email';
import { aUserRecord } from '../accounts/user-record.fixture';

/*
 * The service with the real SES adapter against a small HTTP server that answers the way SES
 * does when things go wrong (the local stand-in only knows the happy path and `.invalid`
 * addresses): refusals, throttling, its own failures, paused sending and the sandbox.
 */

type Answer = (res: ServerResponse) => void;
let answer: Answer = () => undefined;
let server: Server;
let endpoint = '';

function sesError(status: number, type: string, message: string): Answer {
  return (res) => {
    res.writeHead(status, {
      'content-type': 'application/json',
      'x-amzn-errortype': `${type}:http://internal.amazon.com/coral/com.amazonaws.sesv2/`,
      'x-amzn-requestid': 'req-err',
    });
    res.end(JSON.stringify({ message }));
  };
}

function account(body: object): Answer {
  return (res) => {
    res.writeHead(200, { 'content-type': 'application/json', 'x-amzn-requestid': 'req-123' });
    res.end(JSON.stringify(body));
  };
}

beforeAll(async () => {
  server = createServer((req, res) => {
    req.resume();
    req.on('end', () => answer(res));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  endpoint = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

/** Fixed-window counting in memory: the DynamoDB one is exercised by the API tests. */
function memoryLimiter(): RateLimiter {
  const counts = new Map<string, number>();
  return {
    peek: (_rule, key) => Promise.resolve({ count: counts.get(key) ?? 0, resetsIn: 1200 }),
    hit: (_rule, key) => {
      counts.set(key, (counts.get(key) ?? 0) + 1);
      return Promise.resolve({ count: counts.get(key) ?? 0, resetsIn: 1200 });
    },
    clear: (_rule, key) => Promise.resolve(void counts.delete(key)),
  };
}

function service(at = endpoint) {
  const mailer = new SesMailer({ region: 'eu-west-1', endpoint: at, from: 'Candor <a@b.test>' });
  return new EmailService({
    settings: {
      region: 'eu-west-1',
      endpoint: at,
      from: 'Candor <a@b.test>',
      credentials: { accessKeyId: true, secretAccessKey: true },
    },
    mail: mailer,
    account: mailer,
    limiter: memoryLimiter(),
    now: () => new Date('2026-11-23T21:41:00Z'),
  });
}

const user = (over: Partial<UserRecord> = {}): UserRecord =>
  aUserRecord('ana@example.com', { id: 'user-1', ...over }, '2026-11-01T00:00:00Z');

async function failure(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('the e-mail configuration', () => {
  it('describes Amazon SES in the cloud: the regional endpoint, 443, TLS', () => {
    const cloud = new EmailService({
      settings: {
        region: 'eu-west-1',
        from: 'Candor <no-reply@candor.example.com>',
        credentials: { accessKeyId: true, secretAccessKey: false },
      },
      mail: { send: () => Promise.resolve('') },
      account: { accountStatus: () => Promise.reject(new Error('unused')) },
      limiter: memoryLimiter(),
    });
    expect(cloud.config()).toEqual({
      service: 'Amazon SES',
      host: 'email.eu-west-1.amazonaws.com',
      port: 443,
      from: 'Candor <no-reply@candor.example.com>',
      secure: true,
      hasUser: true,
      hasPassword: false,
    });
  });

  it('describes the local stand-in by its address', () => {
    expect(service('http://127.0.0.1:4567').config()).toMatchObject({
      service: 'Local SES stand-in',
      host: '127.0.0.1',
      port: 4567,
      secure: false,
    });
  });
});

// The real SES adapter retries what SES throttles, backing off: seconds on a busy machine.
const SDK_RETRIES = { timeout: 30_000 };

describe('the connection test', SDK_RETRIES, () => {
  it('reports sending, production access and the quota left, with the request id', async () => {
    answer = account({
      SendingEnabled: true,
      ProductionAccessEnabled: true,
      EnforcementStatus: 'HEALTHY',
      SendQuota: { Max24HourSend: 50000, MaxSendRate: 14, SentLast24Hours: 1234 },
    });
    const result = await service().testConnection();
    expect(result.messageId).toBe('req-123');
    expect(result.account).toEqual({
      sendingEnabled: true,
      productionAccess: true,
      enforcementStatus: 'HEALTHY',
      max24HourSend: 50000,
      sentLast24Hours: 1234,
      remaining24Hours: 48766,
      maxSendRate: 14,
    });
    expect(result.message).toBe(
      'Connected to Local SES stand-in: sending is enabled (production access); 48,766 of 50,000 e-mails left in the last 24 hours.',
    );
  });

  it('says when the account is in the SES sandbox', async () => {
    answer = account({
      SendingEnabled: true,
      ProductionAccessEnabled: false,
      SendQuota: { Max24HourSend: 200, MaxSendRate: 1, SentLast24Hours: 0 },
    });
    const result = await service().testConnection();
    expect(result.account.productionAccess).toBe(false);
    expect(result.message).toContain('sandbox: mail goes only to verified addresses');
  });

  it('fails with the reason when sending is paused', async () => {
    answer = account({ SendingEnabled: false, EnforcementStatus: 'SHUTDOWN', SendQuota: {} });
    const error = await failure(service().testConnection());
    expect(error.status).toBe(502);
    expect(error.errorType).toBe('email_connection_failed');
    expect(error.message).toContain('sending is paused for this account (status: SHUTDOWN)');
  });

  it('says in plain words that the app may not read the account, with what SES said', async () => {
    const said = 'User: arn:aws:sts::1:assumed-role/x is not authorized to perform: ses:GetAccount';
    answer = sesError(403, 'AccessDeniedException', said);
    expect(await failure(service().testConnection())).toMatchObject({
      status: 502,
      message: `The app is not allowed to use the mail service. It said: ${said}.`,
    });
  });

  it('treats throttling and the service’s own failures as unavailable (503), not 500', async () => {
    answer = sesError(429, 'TooManyRequestsException', 'Rate exceeded');
    const throttled = await failure(service().testConnection());
    expect(throttled.status).toBe(503);
    expect(throttled.message).toBe(
      'The mail service is busy; try again in a minute. It said: Rate exceeded.',
    );

    answer = (res) => {
      res.writeHead(500, { 'content-type': 'text/html' });
      res.end('<html>oops</html>');
    };
    const broken = await failure(service().testConnection());
    expect(broken.status).toBe(503);
    expect(broken.message).toBe(
      'The mail service had a problem on its side (status 500); try again in a few minutes.',
    );
  });

  it('says the service did not answer when nothing listens', async () => {
    const error = await failure(service('http://127.0.0.1:9').testConnection());
    expect(error.status).toBe(503);
    expect(error.message).toBe('The mail service did not answer.');
  });
});

describe('the test e-mail', SDK_RETRIES, () => {
  it('refuses accounts whose address is not verified (403)', async () => {
    const error = await failure(
      service().sendTest(user({ emailVerified: false }), { email: 'x@example.com' }),
    );
    expect(error.status).toBe(403);
    expect(error.errorType).toBe('email_not_verified');
  });

  it('gives SES’s reason for a refused address as a 422, not a 500', async () => {
    const said =
      'Email address is not verified. The following identities failed the check in region EU-WEST-1: x@example.com';
    answer = sesError(400, 'MessageRejected', said);
    expect(await failure(service().sendTest(user(), { email: 'x@example.com' }))).toMatchObject({
      status: 422,
      errorType: 'email_rejected',
      message: `The mail service refused the message. It said: ${said}.`,
    });
  });

  it('stops after five an hour per account, with the wait', async () => {
    answer = (res) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ MessageId: 'm-1' }));
    };
    const emails = service();
    for (let i = 0; i < 5; i++) {
      await expect(emails.sendTest(user(), { email: 'x@example.com' })).resolves.toMatchObject({
        messageId: 'm-1',
      });
    }
    const error = await failure(emails.sendTest(user(), { email: 'x@example.com' }));
    expect(error.status).toBe(429);
    expect(error.message).toBe('You can send 5 test emails an hour. Try again in 20 minutes.');
  });
});

describe('plain reasons', () => {
  it('names an unknown refusal by its status and code', () => {
    expect(plainReason({ kind: 'refused', status: 409, code: 'ConflictException' }, 'check')).toBe(
      'The mail service refused the check (status 409, ConflictException).',
    );
  });

  it('writes the sending time in the sender’s time zone', () => {
    const text = sentAtText(new Date('2026-11-23T21:41:36Z'), 'Asia/Tokyo');
    // The date there is already the next day. (ICU versions differ in the comma after the day.)
    expect(text).toMatch(/^Tuesday,? 24 November 2026 at 06:41:36 GMT\+9 \(Asia\/Tokyo\)$/);
  });
});
