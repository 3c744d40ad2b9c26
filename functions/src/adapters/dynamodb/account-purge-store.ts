import type {
  AccountMembership,
  AccountPurgeMarker,
  AccountPurgeStore,
} from '../../domain/accounts/account-deletion';
import type { UserRecord } from '../../domain/accounts/ports';
import { keys } from './keys';
import { purgePartition } from './partition-purge';
import { TableAdapter, startingWith, tx, storedFields } from './table';

const accountMembershipFields = storedFields<AccountMembership>();

/**
 * A deleted account: the user item and its e-mail and Google pointers go at once; a marker
 * `USER#<id>`/`PURGE` (GSI1 `ACCOUNT_PURGE`) stays until the clean-up has removed the rest.
 */
export class DynamoAccountPurgeStore extends TableAdapter implements AccountPurgeStore {
  /** A15: the user and its pointers go at once; the purge marker stays for the clean-up. */
  async markDeleted(user: UserRecord, at: string): Promise<void> {
    const mine = { ':id': user.id };
    await this.t.transact([
      tx.delete({ Key: keys.user(user.id), ConditionExpression: 'attribute_exists(PK)' }),
      tx.delete({
        Key: keys.userEmail(user.emailLower),
        ConditionExpression: 'userId = :id',
        ExpressionAttributeValues: mine,
      }),
      ...(user.googleSubject
        ? [
            tx.delete({
              Key: keys.userGoogle(user.googleSubject),
              ConditionExpression: 'attribute_not_exists(PK) OR userId = :id',
              ExpressionAttributeValues: mine,
            }),
          ]
        : []),
      tx.put({
        Item: {
          ...keys.accountPurge(user.id),
          ...keys.pendingAccountPurge(user.id, at),
          entityType: 'AccountPurge',
          userId: user.id,
          avatarKey: user.avatarKey,
        },
      }),
    ]);
  }

  /** A16 GSI1: accounts waiting to be cleaned up, oldest first. */
  async pending(limit: number): Promise<AccountPurgeMarker[]> {
    const pk = keys.pendingAccountPurge('', '').GSI1PK;
    const { items } = await this.t.query({ index: 'GSI1', pk, limit });
    return items.map((item) => ({
      userId: item.userId as string,
      avatarKey: (item.avatarKey as string | null | undefined) ?? null,
    }));
  }

  /** T3 GSI1: the account's teams. */
  async memberships(userId: string, limit: number): Promise<AccountMembership[]> {
    const { items } = await this.t.query({
      ...startingWith(keys.userTeamsIndex(userId, '')),
      limit,
    });
    return items.map((item) => ({
      ...accountMembershipFields(item, 'teamId memberId role'),
    }));
  }

  /** S4 GSI1: the surveys the account created. */
  async surveysCreated(userId: string, limit: number): Promise<string[]> {
    const { GSI1PK, GSI1SK } = keys.surveysByCreator(userId, '');
    const { items } = await this.t.query({
      index: 'GSI1',
      pk: GSI1PK,
      sk: { prefix: GSI1SK },
      limit,
    });
    return items.map((item) => (item.GSI1SK as string).slice(GSI1SK.length));
  }

  async removePartition(userId: string, maxItems: number): Promise<boolean> {
    const referrers: string[] = [];
    const done = await purgePartition(this.t, keys.accountPurge(userId), maxItems, {
      projection: ['code', 'customerId', 'referrerId'],
      also: (item) => {
        if (item.SK === 'REFERRED_BY' && typeof item.referrerId === 'string')
          referrers.push(item.referrerId);
        return [
          ...(typeof item.code === 'string' ? [keys.referralCodeOwner(item.code)] : []),
          ...(typeof item.customerId === 'string' ? [keys.paymentsCustomer(item.customerId)] : []),
        ];
      },
    });
    // The referrer keeps the referral (and what it earned) but no longer the person's name.
    for (const referrerId of referrers) {
      await this.t.updateIf({
        Key: keys.referral(referrerId, userId),
        UpdateExpression: 'SET firstName = :deleted, lastName = :none, email = :none',
        ConditionExpression: 'attribute_exists(PK)',
        ExpressionAttributeValues: { ':deleted': 'Deleted account', ':none': '' },
      });
    }
    return done;
  }

  async finish(userId: string): Promise<void> {
    await this.t.delete(keys.accountPurge(userId));
  }
}
