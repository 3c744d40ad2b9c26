import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { filesProbe } from '../../functions/src/adapters/s3/files-probe';
import { mailProbe } from '../../functions/src/adapters/ses/mail-probe';
import { SesMailer } from '../../functions/src/adapters/ses/ses-mailer';
import { MailDeliveryError } from '../../functions/src/domain/platform/mail';
import { startFileStore, type FileStore } from './file-store';
import { MailStore, startMailServer, type MailServer } from './mail-server';
import { attachmentPath, mailboxPage, mailPage } from './mailbox-pages';

describe('the SES stand-in', () => {
  let dir: string;
  let server: MailServer;
  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'candor-mail-'));
    server = await startMailServer({ directory: dir });
  });
  afterAll(async () => {
    await server.stop();
  });

  const mailer = () =>
    new SesMailer({
      region: 'us-east-1',
      endpoint: server.endpoint,
      from: 'Candor <no-reply@candor.local>',
    });

  it('captures mail sent with the SES v2 SDK, newest first, and keeps it on disk', async () => {
    const first = await mailer().send({
      to: ['ana@example.com'],
      subject: 'Survey: Weekly pulse',
      text: 'Answer here: http://localhost:3000/survey/abc',
      html: '<p><a href="http://localhost:3000/survey/abc">Answer</a></p>',
    });
    await mailer().send({ to: ['bo@example.com'], subject: 'Second', text: 'Hello' });
    expect(first).toMatch(/^local-/);
    const [newest, older] = server.store.list();
    expect(newest).toMatchObject({ to: ['bo@example.com'], subject: 'Second', text: 'Hello' });
    expect(older).toMatchObject({
      id: first,
      from: 'Candor <no-reply@candor.local>',
      subject: 'Survey: Weekly pulse',
      html: '<p><a href="http://localhost:3000/survey/abc">Answer</a></p>',
    });
    expect(Date.parse(older?.sentAt ?? '')).not.toBeNaN();
    // A new store on the same folder (a restart) sees the same mail.
    expect(new MailStore(dir).list().map((m) => m.subject)).toEqual([
      'Second',
      'Survey: Weekly pulse',
    ]);
  });

  it('keeps attachments sent as SES v2 simple content, and the mailbox page offers them', async () => {
    const pdf = Buffer.from('%PDF-1.4\n% a small file\n%%EOF\n', 'latin1');
    const id = await mailer().send({
      to: ['cy@example.com'],
      subject: 'Round 1 report: Weekly pulse',
      text: 'The report is attached.',
      attachments: [{ fileName: 'round-1.pdf', contentType: 'application/pdf', content: pdf }],
    });
    const captured = server.store.get(id);
    expect(captured?.attachments).toEqual([
      {
        fileName: 'round-1.pdf',
        contentType: 'application/pdf',
        size: pdf.length,
        content: pdf.toString('base64'),
      },
    ]);
    const page = mailPage(captured!);
    expect(page).toContain(`href="${attachmentPath(id, 0)}" download="round-1.pdf"`);
    expect(mailboxPage(server.store.list())).toContain('(1 attachment)');
  });

  it('refuses an attachment that is not base64, as SES does', async () => {
    const response = await fetch(`${server.endpoint}/v2/email/outbound-emails`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        FromEmailAddress: 'no-reply@candor.local',
        Destination: { ToAddresses: ['cy@example.com'] },
        Content: {
          Simple: {
            Subject: { Data: 'Broken' },
            Body: { Text: { Data: 'x' } },
            Attachments: [{ FileName: 'a.pdf', RawContent: 'not base64!' }],
          },
        },
      }),
    });
    expect(response.status).toBe(400);
    expect(server.store.list().map((m) => m.subject)).not.toContain('Broken');
  });

  it('refuses mail SES would refuse, with an error the product can report', async () => {
    await expect(
      mailer().send({ to: ['not-an-address'], subject: 'x', text: 'y' }),
    ).rejects.toBeInstanceOf(MailDeliveryError);
  });

  it('fails the mails of the addresses it is told to, on its side, until cleared; the rest go', async () => {
    const before = server.unavailable();
    server.setLimits({ failFor: 'held-' });
    try {
      const failed = await mailer()
        .send({ to: ['held-ana@example.com'], subject: 'Held', text: 'x' })
        .catch((error: unknown) => error);
      expect(failed).toBeInstanceOf(MailDeliveryError);
      expect((failed as MailDeliveryError).failure).toMatchObject({
        kind: 'unavailable',
        status: 503,
      });
      expect(server.unavailable()).toBeGreaterThan(before);
      await mailer().send({ to: ['free-bo@example.com'], subject: 'Free', text: 'x' });
    } finally {
      server.setLimits({ failFor: '' });
    }
    await mailer().send({ to: ['held-ana@example.com'], subject: 'Held', text: 'x' });
    const subjects = server.store.list().map((m) => `${m.subject} ${m.to.join()}`);
    expect(subjects.filter((m) => m.startsWith('Held '))).toEqual(['Held held-ana@example.com']);
    expect(subjects).toContain('Free free-bo@example.com');
  });

  it('answers the health probe with the account status', async () => {
    await expect(
      mailProbe({ region: 'us-east-1', endpoint: server.endpoint }).check(
        AbortSignal.timeout(20_000),
      ),
    ).resolves.toBeUndefined();
  });

  it('answers unsupported calls at once instead of hanging', async () => {
    const response = await fetch(`${server.endpoint}/v2/email/identities`, {
      // A hang would never answer; a busy machine only answers later.
      signal: AbortSignal.timeout(20_000),
    });
    expect(response.status).toBe(400);
  });
});

describe('the S3 stand-in', () => {
  let store: FileStore;
  beforeAll(async () => {
    store = await startFileStore({
      directory: mkdtempSync(join(tmpdir(), 'candor-files-')),
      bucket: 'candor-files',
    });
  });
  afterAll(async () => {
    await store.stop();
  });

  it('has the bucket, and the health probe sees it', async () => {
    const probe = filesProbe({
      bucket: 'candor-files',
      region: 'us-east-1',
      endpoint: store.endpoint,
    });
    await expect(probe.check(AbortSignal.timeout(20_000))).resolves.toBeUndefined();
  });

  it('reports a missing bucket', async () => {
    const probe = filesProbe({
      bucket: 'no-such-bucket',
      region: 'us-east-1',
      endpoint: store.endpoint,
    });
    await expect(probe.check(AbortSignal.timeout(20_000))).rejects.toThrow('bucket not found');
  });
});
