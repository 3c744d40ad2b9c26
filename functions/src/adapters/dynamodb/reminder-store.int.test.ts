import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { ReminderClaimedError, type RoundInvitee } from '../../domain/rounds/ports';
import { keys } from './keys';
import { DynamoReminderStore } from './reminder-store';
import { putInvitation } from './survey-invitation.fixture';
import { aTestTable } from './test-table.fixture';

describe('the reminder store on DynamoDB Local', () => {
  const table = aTestTable();
  const { tableName, docs } = table;
  const store = new DynamoReminderStore(docs, tableName);
  const surveyId = crypto.randomUUID();

  const invite = (email: string, round: number, item: Record<string, unknown> = {}) =>
    putInvitation(table, surveyId, email, round, item);

  beforeAll(async () => {
    // Round 1 keeps the key without a round; addresses that sort on either side of `R`.
    for (const email of ['0zero@x.test', 'ada@x.test', '_under@x.test', '^caret@x.test']) {
      await invite(email, 1);
    }
    await invite('answered@x.test', 1, { status: 'responded' });
    await invite('ada@x.test', 2);
    await invite('ben@x.test', 12);
  });

  async function all(round: number): Promise<RoundInvitee[]> {
    const out: RoundInvitee[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 10; page++) {
      const next = await store.invitees(surveyId, round, cursor);
      out.push(...next.items);
      cursor = next.cursor;
      if (!cursor) break;
    }
    return out;
  }

  it('reads each round’s invitations and no other round’s', async () => {
    const first = await all(1);
    expect(first.map((i) => i.email).sort()).toEqual(
      ['0zero@x.test', '^caret@x.test', '_under@x.test', 'ada@x.test', 'answered@x.test'].sort(),
    );
    expect(first.find((i) => i.email === 'answered@x.test')?.open).toBe(false);
    expect((await all(2)).map((i) => i.email)).toEqual(['ada@x.test']);
    expect((await all(12)).map((i) => i.email)).toEqual(['ben@x.test']);
    expect(await all(3)).toEqual([]);
  });

  const invitationOf = async (email: string, round: number) =>
    (
      await docs.send(
        new GetCommand({
          TableName: tableName,
          Key: keys.surveyInvitation(surveyId, email, round),
        }),
      )
    ).Item;

  it('claims a recipient’s reminder once per day with a new link, keeping the earlier one; a give-back undoes it', async () => {
    const [ada] = (await all(2)) as [RoundInvitee];
    await store.claimRecipient(surveyId, 2, ada, 1, 'new-hash');
    // Twice for the same day, or from a stale read: refused.
    await expect(store.claimRecipient(surveyId, 2, ada, 1, 'other')).rejects.toBeInstanceOf(
      ReminderClaimedError,
    );
    const [claimed] = (await all(2)) as [RoundInvitee];
    expect(claimed).toMatchObject({ tokenHash: 'new-hash', reminded: [1], open: true });
    await expect(store.claimRecipient(surveyId, 2, claimed, 1, 'again')).rejects.toBeInstanceOf(
      ReminderClaimedError,
    );
    const link = await docs.send(
      new GetCommand({ TableName: tableName, Key: keys.surveyLink('new-hash') }),
    );
    expect(link.Item).toMatchObject({ surveyId, email: 'ada@x.test', round: 2 });
    // The link of the first mail still answers: its hash is kept on the invitation.
    expect((await invitationOf('ada@x.test', 2))?.earlierLinks).toEqual(new Set([ada.tokenHash]));

    await store.releaseRecipient(surveyId, 2, ada, 1, 'new-hash');
    const [back] = (await all(2)) as [RoundInvitee];
    expect(back).toMatchObject({ tokenHash: ada.tokenHash, reminded: [] });
    const gone = await docs.send(
      new GetCommand({ TableName: tableName, Key: keys.surveyLink('new-hash') }),
    );
    expect(gone.Item).toBeUndefined();
    expect((await invitationOf('ada@x.test', 2))?.earlierLinks).toBeUndefined();
  });

  it('never reminds an address whose e-mail bounced or was marked as spam', async () => {
    for (const [email, feedback] of [
      ['bounced@x.test', 'bounced'],
      ['spam@x.test', 'complained'],
    ] as const) {
      await invite(email, 5, { feedback });
      const invitee: RoundInvitee = {
        email,
        tokenHash: `hash-5-${email}`,
        open: true,
        reminded: [],
        reachable: false,
      };
      await expect(store.claimRecipient(surveyId, 5, invitee, 1, 'fresh')).rejects.toBeInstanceOf(
        ReminderClaimedError,
      );
      expect((await invitationOf(email, 5))?.tokenHash).toBe(`hash-5-${email}`);
    }
  });

  it('claims a reminder day once', async () => {
    expect(await store.claimDay(surveyId, 1, 3)).toBe(true);
    expect(await store.claimDay(surveyId, 1, 3)).toBe(false);
    expect(await store.claimDay(surveyId, 1, 7)).toBe(true);
  });
});
