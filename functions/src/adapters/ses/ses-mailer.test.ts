import { createServer } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MailDeliveryError } from '../../domain/platform/mail';
import { startAnsweringServer, type AnsweringServer } from '../testing/answering-server';
import { SesMailer } from './ses-mailer';

const mail = {
  to: ['ana@example.test'],
  subject: 'Your team pulse',
  text: 'Two minutes, anonymous.',
  attachments: [
    { fileName: 'report.pdf', contentType: 'application/pdf', content: Buffer.from('%PDF-1.7') },
  ],
};

/**
 * The SES v2 client over real HTTP against a local server that answers as SES does, so its
 * retries, and what the mailer makes of each answer, are seen as a caller sees them. Retries
 * pause as the client's standard strategy does (up to a second after a throttle).
 */
describe('SES mailer over HTTP', { timeout: 30_000 }, () => {
  let ses: AnsweringServer;
  const mailer = (endpoint = ses.endpoint) =>
    new SesMailer({ region: 'eu-west-1', endpoint, from: 'Candor <no-reply@candor.test>' });

  beforeAll(async () => {
    ses = await startAnsweringServer();
  });
  afterAll(() => ses.close());
  beforeEach(() => ses.reset());

  it('sends simple content with its attachments, as SES v2 SendEmail takes it', async () => {
    ses.answers.push({ status: 200, body: { MessageId: 'm-1' } });
    await expect(mailer().send(mail)).resolves.toBe('m-1');
    expect(ses.seen).toHaveLength(1);
    expect(ses.seen[0]).toMatchObject({ method: 'POST', path: '/v2/email/outbound-emails' });
    expect(ses.seen[0]?.headers.authorization).toMatch(/\/eu-west-1\/ses\/aws4_request/);
    expect(JSON.parse(ses.seen[0]?.body ?? '')).toEqual({
      FromEmailAddress: 'Candor <no-reply@candor.test>',
      Destination: { ToAddresses: ['ana@example.test'] },
      Content: {
        Simple: {
          Subject: { Data: 'Your team pulse', Charset: 'UTF-8' },
          Body: { Text: { Data: 'Two minutes, anonymous.', Charset: 'UTF-8' } },
          Attachments: [
            {
              FileName: 'report.pdf',
              ContentType: 'application/pdf',
              ContentDisposition: 'ATTACHMENT',
              ContentTransferEncoding: 'BASE64',
              RawContent: Buffer.from('%PDF-1.7').toString('base64'),
            },
          ],
        },
      },
    });
  });

  it('tries a throttled or failing send again and delivers it', async () => {
    ses.answers.push(
      { status: 429, errorType: 'TooManyRequestsException', body: { message: 'Slow down' } },
      { status: 503, errorType: 'ServiceUnavailable', body: { message: 'Later' } },
      { status: 200, body: { MessageId: 'm-2' } },
    );
    await expect(mailer().send(mail)).resolves.toBe('m-2');
    expect(ses.seen).toHaveLength(3);
    expect(new Set(ses.seen.map((call) => call.body)).size).toBe(1);
  });

  it('does not try a refused message again, and says it was refused and why', async () => {
    ses.answers.push({
      status: 400,
      errorType: 'MessageRejected',
      body: { message: 'Email address is not verified: ana@example.test' },
    });
    const failure = await mailer()
      .send(mail)
      .catch((error: unknown) => error);
    expect(ses.seen).toHaveLength(1);
    expect(failure).toBeInstanceOf(MailDeliveryError);
    expect((failure as MailDeliveryError).failure).toEqual({
      kind: 'refused',
      status: 400,
      code: 'MessageRejected',
      reason: 'Email address is not verified: ana@example.test',
    });
  });

  it('gives up after three failing tries and says the service could not take it', async () => {
    for (let i = 0; i < 3; i += 1) {
      ses.answers.push({ status: 500, errorType: 'InternalFailure', body: { message: 'Oops' } });
    }
    const failure = (await mailer()
      .send(mail)
      .catch((error: unknown) => error)) as MailDeliveryError;
    expect(ses.seen).toHaveLength(3);
    expect(failure.message).toBe(
      'The mail service could not take the message (500 InternalFailure)',
    );
    expect(failure.failure).toMatchObject({ kind: 'unavailable', status: 500 });
  });

  it('counts a service nobody answers at as unavailable', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as { port: number };
    await new Promise((resolve) => closed.close(resolve));
    const failure = (await mailer(`http://127.0.0.1:${port}`)
      .send(mail)
      .catch((error: unknown) => error)) as MailDeliveryError;
    expect(failure.message).toBe('The mail service did not answer');
    expect(failure.failure).toEqual({ kind: 'unavailable' });
  });

  it("reads the account's status and the request id from GetAccount", async () => {
    ses.answers.push({
      status: 200,
      headers: { 'x-amzn-requestid': 'req-7' },
      body: {
        SendingEnabled: true,
        ProductionAccessEnabled: false,
        EnforcementStatus: 'HEALTHY',
        SendQuota: { Max24HourSend: 200, MaxSendRate: 1, SentLast24Hours: 3 },
      },
    });
    await expect(mailer().accountStatus()).resolves.toEqual({
      sendingEnabled: true,
      productionAccess: false,
      enforcementStatus: 'HEALTHY',
      max24HourSend: 200,
      maxSendRate: 1,
      sentLast24Hours: 3,
      requestId: 'req-7',
    });
    expect(ses.seen[0]).toMatchObject({ method: 'GET', path: '/v2/email/account' });
  });
});
