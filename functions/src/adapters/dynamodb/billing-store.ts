import {
  BatchGetCommand,
  DeleteCommand,
  GetCommand,
  PutCommand,
  TransactWriteCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import type { PlanKey } from '../../../../shared/src/domain/plans';
import {
  emptyBillingAccount,
  type BillingAccount,
  type BillingStore,
  type SubscriptionSnapshot,
} from '../../domain/billing/ports';
import { isCancelled, isConditionFailure } from './errors';
import { keys } from './keys';
import { now as productNow } from '../../lib/clock';

function toAccount(item: Record<string, unknown> | undefined): BillingAccount {
  if (!item) return emptyBillingAccount();
  const sub = item.subscription as Record<string, unknown> | null | undefined;
  return {
    customerId: typeof item.customerId === 'string' ? item.customerId : null,
    hadTrial: item.hadTrial === true,
    subscription: sub
      ? {
          subscriptionId: String(sub.subscriptionId),
          priceId: String(sub.priceId),
          planKey: sub.planKey as PlanKey,
          status: String(sub.status),
          currentPeriodStart: (sub.currentPeriodStart as string | null) ?? null,
          currentPeriodEnd: (sub.currentPeriodEnd as string | null) ?? null,
          trialEnd: (sub.trialEnd as string | null) ?? null,
          cancelAtPeriodEnd: sub.cancelAtPeriodEnd === true,
        }
      : null,
  };
}

const count = (item: Record<string, unknown> | undefined, name: string) =>
  Math.max(0, Number(item?.[name] ?? 0));

/**
 * Billing state in the account's partition: `BILLING` (customer id, subscription snapshot),
 * `USAGE` (counters moved by counted writes, held answers) and `USAGE#<period>` (responses that
 * billing period); the
 * customer -> account pointer (`CUSTOMER#<id>`) and processed webhook events (`WEBHOOK#<id>`,
 * TTL) in their own partitions.
 */
export class DynamoBillingStore implements BillingStore {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async account(userId: string) {
    const out = await this.db.send(
      new GetCommand({
        TableName: this.table,
        Key: keys.billingAccount(userId),
        ConsistentRead: true,
      }),
    );
    return toAccount(out.Item);
  }

  async accountWithCounters(userId: string) {
    const out = await this.db.send(
      new BatchGetCommand({
        RequestItems: {
          [this.table]: {
            Keys: [keys.billingAccount(userId), keys.usage(userId)],
            ConsistentRead: true,
          },
        },
      }),
    );
    const items = out.Responses?.[this.table] ?? [];
    const bySk = new Map(items.map((item) => [item.SK as string, item]));
    const usage = bySk.get('USAGE');
    return {
      ...toAccount(bySk.get('BILLING')),
      usage: {
        surveys: count(usage, 'surveys'),
        teamMembers: count(usage, 'teamMembers'),
        held: count(usage, 'held'),
        heldAnonymous: count(usage, 'heldAnonymous'),
      },
    };
  }

  async periodResponses(userId: string, period: string) {
    const out = await this.db.send(
      new GetCommand({
        TableName: this.table,
        Key: keys.monthlyUsage(userId, period),
        ConsistentRead: true,
      }),
    );
    // `shown`, not `responses`: the counter the limit checks also moves per anonymous answer.
    return count(out.Item, 'shown');
  }

  async linkCustomer(userId: string, customerId: string) {
    try {
      await this.db.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Update: {
                TableName: this.table,
                Key: keys.billingAccount(userId),
                UpdateExpression: 'SET customerId = :customer, entityType = :type',
                ConditionExpression: 'attribute_not_exists(customerId)',
                ExpressionAttributeValues: { ':customer': customerId, ':type': 'BillingAccount' },
              },
            },
            {
              Put: {
                TableName: this.table,
                Item: {
                  ...keys.paymentsCustomer(customerId),
                  entityType: 'PaymentsCustomer',
                  userId,
                },
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

  async accountOfCustomer(customerId: string) {
    const out = await this.db.send(
      new GetCommand({ TableName: this.table, Key: keys.paymentsCustomer(customerId) }),
    );
    return typeof out.Item?.userId === 'string' ? out.Item.userId : undefined;
  }

  async saveSubscription(userId: string, snapshot: SubscriptionSnapshot | null) {
    await this.db.send(
      new UpdateCommand({
        TableName: this.table,
        Key: keys.billingAccount(userId),
        UpdateExpression: snapshot?.trialEnd
          ? 'SET subscription = :sub, entityType = :type, hadTrial = :true'
          : 'SET subscription = :sub, entityType = :type',
        ExpressionAttributeValues: {
          ':sub': snapshot,
          ':type': 'BillingAccount',
          ...(snapshot?.trialEnd ? { ':true': true } : {}),
        },
      }),
    );
  }

  async claimEvent(eventId: string, ttlSeconds: number) {
    try {
      await this.db.send(
        new PutCommand({
          TableName: this.table,
          Item: {
            ...keys.webhookEvent(eventId),
            entityType: 'WebhookEvent',
            expiresAt: Math.floor(productNow().getTime() / 1000) + ttlSeconds,
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

  async releaseEvent(eventId: string) {
    await this.db.send(
      new DeleteCommand({ TableName: this.table, Key: keys.webhookEvent(eventId) }),
    );
  }
}
