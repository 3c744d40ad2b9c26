import type {
  CommissionRecord,
  FreeMonthGrant,
  PayoutRequestRecord,
  ReferralRecord,
  ReferralStore,
  ReferredBy,
  RewardRecord,
} from '../../domain/referrals/ports';
import { keys } from './keys';
import { putNew, TableAdapter, type TransactItem, tx } from './table';

/** The free month's conditions failed: granted before, or the referrer's cap this month. */
export class FreeMonthRefusedError extends Error {}

/**
 * The writes that grant a free month, for the transaction that creates the referred account's
 * survey: the referred side's flag (once), the referrer's count this month (under the cap), the
 * reward. Any failed condition refuses the grant.
 */
export function freeMonthWrites(grant: FreeMonthGrant): TransactItem[] {
  const reward = grant.reward;
  return [
    tx.update(
      {
        Key: keys.referredBy(grant.referredUserId),
        UpdateExpression: 'SET freeMonthGranted = :true',
        ConditionExpression: 'referrerId = :referrer AND freeMonthGranted = :false',
        ExpressionAttributeValues: {
          ':true': true,
          ':false': false,
          ':referrer': grant.referrerId,
        },
      },
      'freeMonth',
    ),
    tx.update(
      {
        Key: keys.freeMonthCount(grant.referrerId, grant.month),
        UpdateExpression: 'ADD granted :one SET entityType = :type',
        ConditionExpression: 'attribute_not_exists(granted) OR granted < :cap',
        ExpressionAttributeValues: { ':one': 1, ':cap': grant.cap, ':type': 'FreeMonthCount' },
      },
      'freeMonth',
    ),
    putNew(rewardItem({ ...reward, usedAt: null }), 'freeMonth'),
  ];
}

function rewardItem(reward: RewardRecord) {
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
export class DynamoReferralStore extends TableAdapter implements ReferralStore {
  async codeOf(userId: string) {
    const item = await this.t.get(keys.referralCode(userId), { consistent: true });
    return item ? { code: text(item.code) } : undefined;
  }

  /** An account's code with its owner pointer, once (a code taken by another is refused). */
  createCode(userId: string, code: string, at: string) {
    return this.t.transactIf([
      putNew({ ...keys.referralCode(userId), entityType: 'ReferralCode', code, createdAt: at }),
      putNew({ ...keys.referralCodeOwner(code), entityType: 'ReferralCodeOwner', userId }),
    ]);
  }

  async noteSharedFrom(code: string, clientHash: string) {
    await this.t.update({
      Key: keys.referralCodeOwner(code),
      UpdateExpression: 'SET sharedFrom = :client',
      ExpressionAttributeValues: { ':client': clientHash },
    });
  }

  async codeRecord(code: string) {
    const item = await this.t.get(keys.referralCodeOwner(code));
    return item
      ? { userId: text(item.userId), sharedFrom: textOrNull(item.sharedFrom) }
      : undefined;
  }

  /** A referral with the referred side (once per account) and the referred person's discount. */
  recordReferral(referral: ReferralRecord, discount: RewardRecord) {
    return this.t.transactIf([
      putNew({
        ...keys.referredBy(referral.referredUserId),
        entityType: 'ReferredBy',
        referrerId: referral.referrerId,
        freeMonthGranted: false,
      }),
      tx.put({
        Item: {
          ...keys.referral(referral.referrerId, referral.referredUserId),
          entityType: 'Referral',
          ...referral,
        },
      }),
      tx.put({ Item: rewardItem(discount) }),
    ]);
  }

  async referredBy(userId: string): Promise<ReferredBy | undefined> {
    const item = await this.t.get(keys.referredBy(userId), { consistent: true });
    if (!item) return undefined;
    return {
      referrerId: text(item.referrerId),
      firstPaymentAt: textOrNull(item.firstPaymentAt),
      freeMonthGranted: item.freeMonthGranted === true,
    };
  }

  /** Up to `limit` items of a list in the account's partition, page after page. */
  private async list({ PK, SK }: { PK: string; SK: string }, limit: number) {
    const items: Record<string, unknown>[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const out = await this.t.query({
        pk: PK,
        sk: { prefix: SK },
        limit: limit - items.length,
        start,
      });
      items.push(...out.items);
      start = out.last;
    } while (start && items.length < limit);
    return items;
  }

  async referrals(referrerId: string, limit: number) {
    const items = await this.list(keys.referral(referrerId, ''), limit);
    return items.map(toReferral).sort((a, b) => b.joinedAt.localeCompare(a.joinedAt));
  }

  /** The referred account's first payment, once. */
  complete(referrerId: string, referredUserId: string, at: string) {
    return this.t.transactIf([
      tx.update({
        Key: keys.referredBy(referredUserId),
        UpdateExpression: 'SET firstPaymentAt = :at',
        ConditionExpression: 'attribute_exists(PK) AND attribute_not_exists(firstPaymentAt)',
        ExpressionAttributeValues: { ':at': at },
      }),
      tx.update({
        Key: keys.referral(referrerId, referredUserId),
        UpdateExpression: 'SET #status = :completed, firstPaymentAt = :at',
        ExpressionAttributeNames: { '#status': 'status' },
        ExpressionAttributeValues: { ':completed': 'completed', ':at': at },
      }),
    ]);
  }

  /** A commission (or a claw-back), once per invoice or refund. */
  addCommission(commission: CommissionRecord) {
    return this.t.putIfNew({
      ...keys.commission(commission.referrerId, commission.month, commission.sourceId),
      entityType: 'Commission',
      ...commission,
    });
  }

  async ledger(referrerId: string) {
    const items = await this.list(keys.ledger(referrerId), LEDGER_PAGE);
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

  /** One payout request per referrer and month. */
  requestPayout(referrerId: string, request: PayoutRequestRecord) {
    return this.t.putIfNew({
      ...keys.payoutRequest(referrerId, request.month),
      entityType: 'PayoutRequest',
      referrerId,
      ...request,
    });
  }

  async rewards(userId: string, limit: number) {
    const items = await this.list(keys.reward(userId, ''), limit);
    return items.map(toReward).sort((a, b) => b.earnedAt.localeCompare(a.earnedAt));
  }

  /** A reward used once. */
  useReward(userId: string, rewardId: string, at: string) {
    return this.t.updateIf({
      Key: keys.reward(userId, rewardId),
      UpdateExpression: 'SET usedAt = :at',
      ConditionExpression: 'attribute_exists(PK) AND usedAt = :none',
      ExpressionAttributeValues: { ':at': at, ':none': null },
    });
  }
}
