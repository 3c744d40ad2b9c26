import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { SURVEY_MAILS_A_DAY, type MailReservation } from '../../domain/mail/mail-ledger';
import { keys } from './keys';
import { DynamoMailLedger } from './mail-ledger';
import { aTestTable } from './test-table.fixture';

describe('the mail ledger on DynamoDB Local', () => {
  const { tableName, docs } = aTestTable();
  const ledger = new DynamoMailLedger(docs, tableName);
  const accountId = crypto.randomUUID();
  const mail = (over: Partial<MailReservation> = {}): MailReservation => ({
    accountId,
    email: 'ada@example.com',
    day: '2099-03-02',
    surveyId: 'survey-1',
    sendId: 'send-1',
    ...over,
  });

  it('takes one e-mail of a survey a day; the same send delivered again finds its own', async () => {
    expect(await ledger.reserve(mail())).toBe('reserved');
    expect(await ledger.reserve(mail())).toBe('reserved');
    // Another send of the same survey (a second send by hand, an automation) the same day.
    expect(await ledger.reserve(mail({ sendId: 'send-2' }))).toBe('survey');
    // The address in another case is the same address.
    expect(await ledger.reserve(mail({ sendId: 'send-3', email: 'ADA@example.com' }))).toBe(
      'survey',
    );
    // The next day, or another account's mail, is another ledger.
    expect(await ledger.reserve(mail({ sendId: 'send-2', day: '2099-03-03' }))).toBe('reserved');
    expect(await ledger.reserve(mail({ sendId: 'send-2', accountId: 'other' }))).toBe('reserved');
  });

  it(`takes at most ${SURVEY_MAILS_A_DAY} surveys a day from one account, and a refused mail gives its place back`, async () => {
    const day = '2099-04-01';
    for (let i = 1; i <= SURVEY_MAILS_A_DAY; i++) {
      expect(await ledger.reserve(mail({ day, surveyId: `s${i}`, sendId: `d${i}` }))).toBe(
        'reserved',
      );
    }
    const extra = mail({ day, surveyId: 'extra', sendId: 'extra-send' });
    expect(await ledger.reserve(extra)).toBe('account');
    // The first survey's mail was refused by the mail service: its place and survey are free.
    await ledger.release(mail({ day, surveyId: 's1', sendId: 'd1' }));
    expect(await ledger.reserve(mail({ day, surveyId: 's1', sendId: 'retry-of-d1' }))).toBe(
      'reserved',
    );
    expect(await ledger.reserve(extra)).toBe('account');
    // Giving back what another send holds changes nothing.
    await ledger.release(mail({ day, surveyId: 's2', sendId: 'not-the-holder' }));
    expect(await ledger.reserve(extra)).toBe('account');
  });

  it('keeps no address in the clear and ends with its day', async () => {
    const out = await docs.send(
      new GetCommand({
        TableName: tableName,
        Key: keys.mailDay(accountId, 'ada@example.com', '2099-03-02'),
      }),
    );
    expect(JSON.stringify(out.Item)).not.toContain('ada@');
    expect(out.Item?.expiresAt).toBe(Date.parse('2099-03-04T00:00:00Z') / 1000);
  });
});
