import { describe, expect, it } from 'vitest';
import {
  invitationMessageBody,
  parseQueuedMessage,
  reminderMessageBody,
  roundReportMessageBody,
} from './invitation-queue';

describe('what the send queue carries', () => {
  it('reads back each kind as it was written', () => {
    const invitation = {
      sendId: 'send-1',
      surveyId: 's1',
      email: 'ada@example.com',
      position: 3,
      counts: true,
    };
    const reminder = {
      surveyId: 's1',
      round: 2,
      day: 3,
      email: 'ben@example.com',
      tokenHash: 'hash',
    };
    expect(parseQueuedMessage(invitationMessageBody(invitation))).toEqual({
      kind: 'invitation',
      ...invitation,
    });
    expect(parseQueuedMessage(reminderMessageBody(reminder))).toEqual({
      kind: 'reminder',
      ...reminder,
    });
    const report = { surveyId: 's1', round: 4, closedAt: '2026-05-11T09:00:00.000Z', userId: 'u1' };
    expect(parseQueuedMessage(roundReportMessageBody(report))).toEqual({
      kind: 'round-report',
      ...report,
    });
  });

  it('drops what is none of them: not JSON, another version, a reminder without its link, a report without its manager', () => {
    expect(parseQueuedMessage('not json')).toBeUndefined();
    expect(
      parseQueuedMessage(JSON.stringify({ v: 2, surveyId: 's1', email: 'a@example.com' })),
    ).toBeUndefined();
    expect(
      parseQueuedMessage(
        JSON.stringify({
          v: 1,
          kind: 'reminder',
          surveyId: 's1',
          email: 'a@b.c',
          round: 1,
          day: 1,
        }),
      ),
    ).toBeUndefined();
    expect(
      parseQueuedMessage(
        JSON.stringify({ v: 1, kind: 'digest', surveyId: 's1', email: 'a@b.c', sendId: 'x' }),
      ),
    ).toBeUndefined();
    for (const report of [
      { round: 2, closedAt: '2026-05-11T09:00:00.000Z' },
      { round: 0, closedAt: '2026-05-11T09:00:00.000Z', userId: 'u1' },
      { round: 2, userId: 'u1', email: 'a@b.c' },
    ]) {
      expect(
        parseQueuedMessage(
          JSON.stringify({ v: 1, kind: 'round-report', surveyId: 's1', ...report }),
        ),
        JSON.stringify(report),
      ).toBeUndefined();
    }
  });

  it('carries conversations’ mails with no address, and drops one without its hour', () => {
    const mail = {
      kind: 'conversation-mail',
      surveyId: 's1',
      responseId: 'r1',
      due: '2026-11-29T13:00:00.000Z',
    } as const;
    const notice = {
      kind: 'conversation-notice',
      surveyId: 's1',
      userId: 'u1',
      run: '2026-11-29T13:00:00.000Z',
    } as const;
    expect(parseQueuedMessage(JSON.stringify({ v: 1, ...mail }))).toEqual(mail);
    expect(parseQueuedMessage(JSON.stringify({ v: 1, ...notice }))).toEqual(notice);
    for (const wrong of [
      { ...mail, due: '2026-11-29T13:17:00.000Z' },
      { ...mail, responseId: undefined },
      { ...notice, run: 'soon' },
      { ...notice, userId: 7 },
    ]) {
      expect(parseQueuedMessage(JSON.stringify({ v: 1, ...wrong })), JSON.stringify(wrong)).toBe(
        undefined,
      );
    }
  });

  it('carries a share’s mail by its hash, and drops a kind it does not know or one named wrongly', () => {
    const share = {
      kind: 'share-mail',
      surveyId: 's1',
      shareId: 'a'.repeat(64),
      email: 'a@example.com',
    };
    expect(parseQueuedMessage(JSON.stringify({ v: 1, ...share }))).toEqual(share);
    for (const wrong of [
      { ...share, shareId: 'not-a-hash' },
      { ...share, kind: 'invitation', sendId: 'x', position: 0, counts: true },
      { ...share, kind: '__proto__' },
      { ...share, kind: 'toString' },
    ]) {
      expect(parseQueuedMessage(JSON.stringify({ v: 1, ...wrong })), JSON.stringify(wrong)).toBe(
        undefined,
      );
    }
    expect(parseQueuedMessage('null')).toBeUndefined();
  });
});
