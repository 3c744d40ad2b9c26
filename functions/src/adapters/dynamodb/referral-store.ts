import {
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import type {
  CommissionRecord,
  FreeMonthGrant,
  PayoutRequestRecord,
  ReferralRecord,
  ReferralStore,
  ReferredBy,
  RewardRecord,
} from '../../domain/referrals/ports';
import { isCancelled, isConditionFailure } from './errors';
import { keys } from './keys';

/** One item of a TransactWriteItems call. */
export type TransactItem = NonNullable<
  ConstructorParameters<typeof TransactWriteCommand>[0]['TransactItems']
>[number];

/** The free month's conditions failed: granted before, or the referrer's cap this month. */
export class FreeMonthRefusedError extends Error {}

/**
 * The writes that grant a free month, for the transaction that creates the referred account's
 * survey: the referred side's flag (once), the referrer's count this month (under the cap), the
 * reward. Any failed condition refuses the grant.
 */
export function freeMonthWrites(table: string, grant: FreeMonthGrant): TransactItem[] {
  const reward = grant.reward;
  return [
    {
      Update: {
        TableName: table,
        Key: keys.referredBy(grant.referredUserId),
        UpdateExpression: 'SET freeMonthGranted = :true',
        ConditionExpression: 'referrerId = :referrer AND freeMonthGranted = :false',
        ExpressionAttributeValues: {
          ':true': true,
          ':false': false,
          ':referrer': grant.referrerId,
        },
      },
    },
    {
      Update: {
        TableName: table,
        Key: keys.freeMonthCount(grant.referrerId, grant.month),
        UpdateExpression: 'ADD granted :one SET entityType = :type',
        ConditionExpression: 'attribute_not_exists(granted) OR granted < :cap',
        ExpressionAttributeValues: { ':one': 1, ':cap': grant.cap, ':type': 'FreeMonthCount' },
      },
    },
    {
      Put: {
        TableName: table,
        Item: {
          ...keys.reward(reward.userId, reward.id),
          entityType: 'Reward',
          rewardId: reward.id,
          userId: reward.userId,
          kind: reward.kind,
          description: reward.description,
          percentOff: reward.percentOff,
          earnedAt: reward.earnedAt,
          expiresAt: reward.expiresAt,
          usedAt: null,
          referredUserId: reward.referredUserId,
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      },
    },
  ];
}

const text = (value: unknown) => (typeof value === 'string' ? value : '');
const textOrNull = (value: unknown) => (typeof value === 'string' ? value : null);

function toReferral(item: Record<string, unknown>): ReferralRecord {
  return {
    referrerId: text(item.referrerId),
    referredUserId: text(item.referredUserId),
    firstName: text(item.firstName),
    lastName: text(item.lastName),
    email: text(item.email),
    joinedAt: text(item.joinedAt),
    status: item.status === 'completed' ? 'completed' : 'pending',
    firstPaymentAt: textOrNull(item.firstPaymentAt),
    review: item.review === 'same-client' ? 'same-client' : null,
  };
}

function toReward(item: Record<string, unknown>): RewardRecord {
  return {
    id: text(item.rewardId),
    userId: text(item.userId),
    kind: item.kind === 'free-month' ? 'free-month' : 'first-month-discount',
    description: text(item.description),
    percentOff: Number(item.percentOff ?? 0),
    earnedAt: text(item.earnedAt),
    expiresAt: textOrNull(item.expiresAt),
    usedAt: textOrNull(item.usedAt),
    referredUserId: textOrNull(item.referredUserId),
  };
}

/** Most ledger entries one request reads (6 months of commissions per referral, and claw-backs). */
const LEDGER_PAGE = 1000;

/**
 * The referral programme's items (docs/data-model.md, Referrals): codes and their pointers,
 * referrals (referrer's partition) with the referred side (`REFERRED_BY`), the ledger of
 * commissions and payout requests (`LEDGER#`), rewards (`REWARD#`).
 */
export class DynamoReferralStore implements ReferralStore {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async codeOf(userId: string) {
    const out = await this.db.send(
      new GetCommand({
        TableName: this.table,
        Key: keys.referralCode(userId),
        ConsistentRead: true,
      }),
    );
    if (!out.Item) return undefined;
    return { code: text(out.Item.code) };
  }

  async createCode(userId: string, code: string, at: string) {
    try {
      await this.db.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Put: {
                TableName: this.table,
                Item: {
                  ...keys.referralCode(userId),
                  entityType: 'ReferralCode',
                  code,
                  createdAt: at,
                },
                ConditionExpression: 'attribute_not_exists(PK)',
              },
            },
            {
              Put: {
                TableName: this.table,
                Item: { ...keys.referralCodeOwner(code), entityType: 'ReferralCodeOwner', userId },
                ConditionExpression: 'attribute_not_exists(PK)',
              },
            },
          ],
        }),
      );
      return true;
    } catch (error) {
      if (isCancelled(error)) return false;
      throw error;
    }
  }

  async noteSharedFrom(code: string, clientHash: string) {
    await this.db.send(
      new UpdateCommand({
        TableName: this.table,
        Key: keys.referralCodeOwner(code),
        UpdateExpression: 'SET sharedFrom = :client',
        ExpressionAttributeValues: { ':client': clientHash },
      }),
    );
  }

  async codeRecord(code: string) {
    const out = await this.db.send(
      new GetCommand({ TableName: this.table, Key: keys.referralCodeOwner(code) }),
    );
    if (!out.Item) return undefined;
    return { userId: text(out.Item.userId), sharedFrom: textOrNull(out.Item.sharedFrom) };
  }

  async recordReferral(referral: ReferralRecord, discount: RewardRecord) {
    try {
      await this.db.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Put: {
                TableName: this.table,
                Item: {
                  ...keys.referredBy(referral.referredUserId),
                  entityType: 'ReferredBy',
                  referrerId: referral.referrerId,
                  freeMonthGranted: false,
                },
                ConditionExpression: 'attribute_not_exists(PK)',
              },
            },
            {
              Put: {
                TableName: this.table,
                Item: {
                  ...keys.referral(referral.referrerId, referral.referredUserId),
                  entityType: 'Referral',
                  ...referral,
                },
              },
            },
            { Put: { TableName: this.table, Item: this.rewardItem(discount) } },
          ],
        }),
      );
      return true;
    } catch (error) {
      if (isCancelled(error)) return false;
      throw error;
    }
  }

  private rewardItem(reward: RewardRecord) {
    return {
      ...keys.reward(reward.userId, reward.id),
      entityType: 'Reward',
      rewardId: reward.id,
      userId: reward.userId,
      kind: reward.kind,
      description: reward.description,
      percentOff: reward.percentOff,
      earnedAt: reward.earnedAt,
      expiresAt: reward.expiresAt,
      usedAt: reward.usedAt,
      referredUserId: reward.referredUserId,
    };
  }

  async referredBy(userId: string): Promise<ReferredBy | undefined> {
    const out = await this.db.send(
      new GetCommand({ TableName: this.table, Key: keys.referredBy(userId), ConsistentRead: true }),
    );
    if (!out.Item) return undefined;
    return {
      referrerId: text(out.Item.referrerId),
      firstPaymentAt: textOrNull(out.Item.firstPaymentAt),
      freeMonthGranted: out.Item.freeMonthGranted === true,
    };
  }

  private async query(pk: string, prefix: string, limit: number) {
    const items: Record<string, unknown>[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const out = await this.db.send(
        new QueryCommand({
          TableName: this.table,
          KeyConditionExpression: 'PK = :pk AND begins_with(SK, :prefix)',
          ExpressionAttributeValues: { ':pk': pk, ':prefix': prefix },
          Limit: limit - items.length,
          ...(start ? { ExclusiveStartKey: start } : {}),
        }),
      );
      items.push(...(out.Items ?? []));
      start = out.LastEvaluatedKey;
    } while (start && items.length < limit);
    return items;
  }

  async referrals(referrerId: string, limit: number) {
    const items = await this.query(`USER#${referrerId}`, 'REFERRAL#', limit);
    return items.map(toReferral).sort((a, b) => b.joinedAt.localeCompare(a.joinedAt));
  }

  async complete(referrerId: string, referredUserId: string, at: string) {
    try {
      await this.db.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: this.table,
                Key: keys.referredBy(referredUserId),
                UpdateExpression: 'SET firstPaymentAt = :at',
                ConditionExpression:
                  'attribute_exists(PK) AND attribute_not_exists(firstPaymentAt)',
                ExpressionAttributeValues: { ':at': at },
              },
            },
            {
              Update: {
                TableName: this.table,
                Key: keys.referral(referrerId, referredUserId),
                UpdateExpression: 'SET #status = :completed, firstPaymentAt = :at',
                ExpressionAttributeNames: { '#status': 'status' },
                ExpressionAttributeValues: { ':completed': 'completed', ':at': at },
              },
            },
          ],
        }),
      );
      return true;
    } catch (error) {
      if (isCancelled(error)) return false;
      throw error;
    }
  }

  async addCommission(commission: CommissionRecord) {
    try {
      await this.db.send(
        new PutCommand({
          TableName: this.table,
          Item: {
            ...keys.commission(commission.referrerId, commission.month, commission.sourceId),
            entityType: 'Commission',
            ...commission,
          },
          ConditionExpression: 'attribute_not_exists(PK)',
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  async ledger(referrerId: string) {
    const items = await this.query(`USER#${referrerId}`, 'LEDGER#', LEDGER_PAGE);
    const commissions: CommissionRecord[] = [];
    const payouts: PayoutRequestRecord[] = [];
    for (const item of items) {
      if (item.entityType === 'Commission') {
        commissions.push({
          referrerId,
          referredUserId: text(item.referredUserId),
          sourceId: text(item.sourceId),
          month: text(item.month),
          amountCents: Number(item.amountCents ?? 0),
          at: text(item.at),
        });
      } else if (item.entityType === 'PayoutRequest') {
        payouts.push({
          month: text(item.month),
          amountCents: Number(item.amountCents ?? 0),
          requestedAt: text(item.requestedAt),
          paidAt: textOrNull(item.paidAt),
        });
      }
    }
    return { commissions, payouts };
  }

  async requestPayout(referrerId: string, request: PayoutRequestRecord) {
    try {
      await this.db.send(
        new PutCommand({
          TableName: this.table,
          Item: {
            ...keys.payoutRequest(referrerId, request.month),
            entityType: 'PayoutRequest',
            referrerId,
            ...request,
          },
          ConditionExpression: 'attribute_not_exists(PK)',
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  async rewards(userId: string, limit: number) {
    const items = await this.query(`USER#${userId}`, 'REWARD#', limit);
    return items.map(toReward).sort((a, b) => b.earnedAt.localeCompare(a.earnedAt));
  }

  async useReward(userId: string, rewardId: string, at: string) {
    try {
      await this.db.send(
        new UpdateCommand({
          TableName: this.table,
          Key: keys.reward(userId, rewardId),
          UpdateExpression: 'SET usedAt = :at',
          ConditionExpression: 'attribute_exists(PK) AND usedAt = :none',
          ExpressionAttributeValues: { ':at': at, ':none': null },
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }
}
