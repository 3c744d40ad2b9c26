import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { tableSchema } from '#shared/data/table';
import {
  createDocumentClient,
  createDynamoClient,
} from '../../functions/src/adapters/dynamodb/client';
import { DynamoInvitationStore } from '../../functions/src/adapters/dynamodb/invitation-store';
import { PageCursors } from '../../functions/src/adapters/dynamodb/page-cursor';
import { DynamoSendStore } from '../../functions/src/adapters/dynamodb/send-store';
import { aSurveyRecord } from '../../functions/src/adapters/dynamodb/survey-record.fixture';
import { deleteTable, ensureTable } from '../../functions/src/adapters/dynamodb/table-admin';
import { SesMailer } from '../../functions/src/adapters/ses/ses-mailer';
import { SendPacer } from '../../functions/src/domain/mail/send-pacer';
import { InvitationDelivery } from '../../functions/src/domain/responses/invitation-delivery';
import type { SendRecord } from '../../functions/src/domain/responses/ports';
import type { SurveyRecord } from '../../functions/src/domain/surveys/ports';
import { startMailServer, type MailServer } from './mail-server';

/**
 * An invitation of a survey written in German arrives in German (decision 0060): the send worker
 * delivers a queued recipient on DynamoDB Local through the SES stand-in, and the mail the
 * stand-in captured is German from subject to footer, with `lang="de"` on its HTML. The survey
 * store is the one part not on DynamoDB: the survey item gains `defaultLanguage` with the
 * survey translations' work (issue #32), so the worker is handed the survey record it will read.
 */
describe("invitations in the survey's language, through the send worker and the SES stand-in", () => {
  const client = createDynamoClient({ region: 'us-east-1', endpoint: inject('dynamodbEndpoint') });
  const table = `test-${crypto.randomUUID()}`;
  const docs = createDocumentClient(client);
  const sends = new DynamoSendStore(docs, table);
  const invitations = new DynamoInvitationStore(
    docs,
    table,
    new PageCursors(async () => 'a-test-seed-long-enough-for-a-cursor-key'),
  );
  let mail: MailServer;
  let delivery: InvitationDelivery;
  const surveys = new Map<string, SurveyRecord>();

  beforeAll(async () => {
    await ensureTable(client, table, tableSchema);
    mail = await startMailServer({ directory: mkdtempSync(join(tmpdir(), 'candor-mail-lang-')) });
    delivery = new InvitationDelivery({
      sends,
      invitations,
      surveys: { get: async (id) => surveys.get(id) },
      teams: {
        teams: async (ids) =>
          ids.map((id) => ({
            id,
            name: 'Team Nord',
            brandColor: '#0F766E',
          })) as never,
      },
      logoUrl: async () => 'http://localhost/logo.png',
      appOrigin: 'http://localhost:3000',
      mail: new SesMailer({
        region: 'us-east-1',
        endpoint: mail.endpoint,
        from: 'Candor <no-reply@candor.local>',
      }),
      queue: { later: async () => undefined },
    });
  });
  afterAll(async () => {
    await mail?.stop();
    await deleteTable(client, table);
    client.destroy();
  });

  async function deliverTo(survey: SurveyRecord, email: string, senderName?: string) {
    surveys.set(survey.id, survey);
    const send: SendRecord = {
      id: `send-${crypto.randomUUID()}`,
      surveyId: survey.id,
      round: 1,
      origin: { kind: 'manual' },
      senderId: 'user-1',
      ...(senderName ? { senderName } : {}),
      total: 1,
      sent: 0,
      failed: 0,
      skipped: 0,
      state: 'sending',
      createdAt: new Date().toISOString(),
      notCounted: [],
    };
    await sends.create(send);
    const retry = await delivery.deliver(
      [
        {
          sendId: send.id,
          surveyId: survey.id,
          email,
          position: 0,
          counts: true,
          messageId: crypto.randomUUID(),
          receiptHandle: 'handle',
          receiveCount: 1,
        },
      ],
      { remainingMs: () => 60_000, reserveMs: 1000, pacer: new SendPacer(50) },
    );
    expect(retry).toEqual([]);
    const captured = mail.store.list().filter((m) => m.to.includes(email));
    expect(captured).toHaveLength(1);
    return { captured: captured[0]!, send: await sends.get(survey.id, send.id) };
  }

  it('arrives in German for a survey whose language is German', async () => {
    const survey = aSurveyRecord({
      title: 'Wochenpuls',
      description: 'Wie war die Woche?',
      defaultLanguage: 'de',
      teamIds: ['team-1'],
    });
    const { captured, send } = await deliverTo(survey, 'lena@example.com', 'Jonas Weber');

    expect(send?.sent).toBe(1);
    expect(captured.subject).toBe('Umfrage: Wochenpuls');
    expect(captured.text).toContain('Team Nord bittet Sie um Ihre ehrliche Rückmeldung.');
    expect(captured.text).toContain('Gesendet von Jonas Weber für Team Nord.');
    expect(captured.text).toContain('Ihre Antworten sind anonym');
    expect(captured.text).toMatch(/Zur Umfrage: http:\/\/localhost:3000\/survey\/[\w-]+\?token=/);
    expect(captured.text).toContain('Dieser Link ist persönlich');
    expect(captured.html).toContain('<html lang="de">');
    expect(captured.html).toContain('Falls die Schaltfläche nicht funktioniert');
    expect(captured.html).toContain('Candor · anonyme Stimmungsumfragen für Teams');
    expect(`${captured.subject}\n${captured.text}`).not.toMatch(
      /Survey:|Take the survey|would like your|anonymous team pulse/,
    );
  });

  it('arrives in English for a survey with no language', async () => {
    const survey = aSurveyRecord({ title: 'Weekly pulse', teamIds: ['team-1'] });
    const { captured } = await deliverTo(survey, 'sam@example.com');
    expect(captured.subject).toBe('Survey: Weekly pulse');
    expect(captured.text).toContain('Team Nord would like your honest feedback.');
    expect(captured.html).toContain('<html lang="en">');
  });
});
