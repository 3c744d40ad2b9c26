import { beforeAll, describe, expect, it } from 'vitest';
import type { SharedResults } from '#shared/api/shares';
import { DynamoReminderStore } from '../../adapters/dynamodb/reminder-store';
import { DynamoShareMailOutbox, DynamoShareStore } from '../../adapters/dynamodb/share-store';
import type { ShareMailMessage } from './ports';
import { SHARE_PAGE_RESERVE_MS, ShareMailRelay } from './share-mail';
import { putInvitation } from '../../adapters/dynamodb/survey-invitation.fixture';
import { aTestTable } from '../../adapters/dynamodb/test-table.fixture';

/**
 * The report job's share relay against DynamoDB Local (decision 0058): a round of hundreds of
 * invitations takes several pages; a run short of time saves where it stopped on the share, and
 * the next run goes on from there until every address is queued once and the share leaves the
 * outbox. The send queue is the adapter boundary: a list here.
 */
describe('queuing a share’s mails across runs', () => {
  const table = aTestTable();
  const { tableName, docs } = table;
  const outbox = new DynamoShareMailOutbox(docs, tableName, () => new Date());
  const shares = new DynamoShareStore(docs, tableName);
  const invitations = new DynamoReminderStore(docs, tableName);
  const surveyId = crypto.randomUUID();
  const shareId = 'a'.repeat(64);
  // 250 invitations: three pages of the reader's 100.
  const emails = Array.from({ length: 250 }, (_, i) => `p${String(i).padStart(3, '0')}@x.test`);
  const queued: ShareMailMessage[] = [];

  const relay = new ShareMailRelay({
    outbox,
    invitees: (id, round, cursor) => invitations.invitees(id, round, cursor),
    queue: {
      enqueueShareMails: async (messages) => {
        queued.push(...messages);
        return messages.length;
      },
    },
  });

  /** A run's clock with time for `pages` pages of invitations, then too little. */
  const timeFor = (pages: number) => {
    let asked = 0;
    return () => (asked++ < pages ? 60_000 : SHARE_PAGE_RESERVE_MS - 1);
  };

  beforeAll(async () => {
    for (const email of emails) await putInvitation(table, surveyId, email, 1);
    await shares.put({
      id: shareId,
      surveyId,
      round: 1,
      sharedBy: 'Sol',
      sharedAt: '2026-11-30T00:00:00.000Z',
      includeComments: false,
      summary: {} as SharedResults,
      revokedAt: null,
      mailed: 0,
      mailToken: 'sealed',
    });
  });

  it('stops when time runs short, saving its place, and the next runs finish the share', async () => {
    // Time for two pages of the reader's (a round's keys sit in two ranges: one may be empty).
    const first = await relay.relay(timeFor(2));
    expect(first).toMatchObject({ shares: 0, unfinished: 1 });
    expect(first.mails).toBeGreaterThan(0);
    expect(first.mails).toBeLessThan(emails.length);
    const saved = (await outbox.pending(10)).find((s) => s.id === shareId);
    expect(saved?.mailCursor).toEqual(expect.any(String));

    // No time at all: nothing read, the place kept.
    expect(await relay.relay(timeFor(0))).toEqual({ shares: 0, mails: 0, unfinished: 1 });
    expect((await outbox.pending(10)).find((s) => s.id === shareId)?.mailCursor).toBe(
      saved?.mailCursor,
    );

    // Each later run goes on from the saved place: never an address twice.
    let runs = 1;
    for (let outcome = first; outcome.unfinished > 0; runs++) {
      expect(runs, 'the share never finished').toBeLessThan(6);
      outcome = await relay.relay(timeFor(2));
      expect(new Set(queued.map((m) => m.email)).size).toBe(queued.length);
    }
    expect(runs).toBeGreaterThan(1);

    // Every address once, and the share out of the outbox with its place forgotten.
    expect(queued.map((m) => m.email).sort()).toEqual(emails);
    expect(new Set(queued.map((m) => m.email)).size).toBe(emails.length);
    expect(await outbox.pending(10)).toEqual([]);
    expect((await shares.get(shareId))?.mailCursor).toBeUndefined();
  });
});
