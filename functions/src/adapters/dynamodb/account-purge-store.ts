import {
  DeleteCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import type {
  AccountMembership,
  AccountPurgeMarker,
  AccountPurgeStore,
} from '../../domain/accounts/account-deletion';
import type { UserRecord } from '../../domain/accounts/ports';
import { isConditionFailure } from './errors';
import { keys } from './keys';
import { purgePartition } from './partition-purge';

/**
 * A deleted account: the user item and its e-mail and Google pointers go at once; a marker
 * `USER#<id>`/`PURGE` (GSI1 `ACCOUNT_PURGE`) stays until the clean-up has removed the rest.
 */
export class DynamoAccountPurgeStore implements AccountPurgeStore {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async markDeleted(user: UserRecord, at: string): Promise<void> {
    const mine = { ':id': user.id };
    await this.db.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Delete: {
              TableName: this.table,
              Key: keys.user(user.id),
              ConditionExpression: 'attribute_exists(PK)',
            },
          },
          {
            Delete: {
              TableName: this.table,
              Key: keys.userEmail(user.emailLower),
              ConditionExpression: 'userId = :id',
              ExpressionAttributeValues: mine,
            },
          },
          ...(user.googleSubject
            ? [
                {
                  Delete: {
                    TableName: this.table,
                    Key: keys.userGoogle(user.googleSubject),
                    ConditionExpression: 'attribute_not_exists(PK) OR userId = :id',
                    ExpressionAttributeValues: mine,
                  },
                },
              ]
            : []),
          {
            Put: {
              TableName: this.table,
              Item: {
                ...keys.accountPurge(user.id),
                ...keys.pendingAccountPurge(user.id, at),
                entityType: 'AccountPurge',
                userId: user.id,
                avatarKey: user.avatarKey,
              },
            },
          },
        ],
      }),
    );
  }

  async pending(limit: number): Promise<AccountPurgeMarker[]> {
    const out = await this.db.send(
      new QueryCommand({
        TableName: this.table,
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :pk',
        ExpressionAttributeValues: { ':pk': 'ACCOUNT_PURGE' },
        Limit: limit,
      }),
    );
    return (out.Items ?? []).map((item) => ({
      userId: item.userId as string,
      avatarKey: (item.avatarKey as string | null | undefined) ?? null,
    }));
  }

  async memberships(userId: string, limit: number): Promise<AccountMembership[]> {
    const out = await this.db.send(
      new QueryCommand({
        TableName: this.table,
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :pk AND begins_with(GSI1SK, :team)',
        ExpressionAttributeValues: { ':pk': `USER#${userId}`, ':team': 'TEAM#' },
        Limit: limit,
      }),
    );
    return (out.Items ?? []).map((item) => ({
      teamId: item.teamId as string,
      memberId: item.memberId as string,
      role: item.role as AccountMembership['role'],
    }));
  }

  async surveysCreated(userId: string, limit: number): Promise<string[]> {
    const out = await this.db.send(
      new QueryCommand({
        TableName: this.table,
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :pk AND begins_with(GSI1SK, :survey)',
        ExpressionAttributeValues: { ':pk': `USER#${userId}`, ':survey': 'SURVEY#' },
        Limit: limit,
      }),
    );
    return (out.Items ?? []).map((item) => (item.GSI1SK as string).slice('SURVEY#'.length));
  }

  async removePartition(userId: string, maxItems: number): Promise<boolean> {
    const referrers: string[] = [];
    const done = await purgePartition(this.db, this.table, `USER#${userId}`, maxItems, {
      keep: 'PURGE',
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
      await this.db
        .send(
          new UpdateCommand({
            TableName: this.table,
            Key: keys.referral(referrerId, userId),
            UpdateExpression: 'SET firstName = :deleted, lastName = :none, email = :none',
            ConditionExpression: 'attribute_exists(PK)',
            ExpressionAttributeValues: { ':deleted': 'Deleted account', ':none': '' },
          }),
        )
        .catch((error: unknown) => {
          if (!isConditionFailure(error)) throw error;
        });
    }
    return done;
  }

  async finish(userId: string): Promise<void> {
    await this.db.send(
      new DeleteCommand({ TableName: this.table, Key: keys.accountPurge(userId) }),
    );
  }
}
