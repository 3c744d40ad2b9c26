import type { PlanKey } from '#shared/domain/plans';
import {
  emptyBillingAccount,
  type BillingAccount,
  type BillingStore,
  type SubscriptionSnapshot,
} from '../../domain/billing/ports';
import { keys } from './keys';
import { now as productNow } from '../../lib/clock';
import { TableAdapter, tx } from './table';

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
export class DynamoBillingStore extends TableAdapter implements BillingStore {
  /** B1 */
  async account(userId: string) {
    return toAccount(await this.t.get(keys.billingAccount(userId), { consistent: true }));
  }

  /** B2: the plan with its usage, in one read. */
  async accountWithCounters(userId: string) {
    const billing = keys.billingAccount(userId);
    const counters = keys.usage(userId);
    const items = await this.t.getMany([billing, counters], { consistent: true });
    const bySk = new Map(items.map((item) => [item.SK as string, item]));
    const usage = bySk.get(counters.SK);
    return {
      ...toAccount(bySk.get(billing.SK)),
      usage: {
        surveys: count(usage, 'surveys'),
        teamMembers: count(usage, 'teamMembers'),
        held: count(usage, 'held'),
        heldAnonymous: count(usage, 'heldAnonymous'),
      },
    };
  }

  /** B10: the answers shown in a billing period. */
  async periodResponses(userId: string, period: string) {
    const item = await this.t.get(keys.monthlyUsage(userId, period), { consistent: true });
    // `shown`, not `responses`: the counter the limit checks also moves per anonymous answer.
    return count(item, 'shown');
  }

  /** B4: the account's payments customer, linked once. */
  linkCustomer(userId: string, customerId: string) {
    return this.t.transactIf([
      tx.update({
        Key: keys.billingAccount(userId),
        UpdateExpression: 'SET customerId = :customer, entityType = :type',
        ConditionExpression: 'attribute_not_exists(customerId)',
        ExpressionAttributeValues: { ':customer': customerId, ':type': 'BillingAccount' },
      }),
      tx.put({
        Item: { ...keys.paymentsCustomer(customerId), entityType: 'PaymentsCustomer', userId },
      }),
    ]);
  }

  /** B5 */
  async accountOfCustomer(customerId: string) {
    const item = await this.t.get(keys.paymentsCustomer(customerId));
    return typeof item?.userId === 'string' ? item.userId : undefined;
  }

  /** B7 */
  async saveSubscription(userId: string, snapshot: SubscriptionSnapshot | null) {
    await this.t.update({
      Key: keys.billingAccount(userId),
      UpdateExpression: snapshot?.trialEnd
        ? 'SET subscription = :sub, entityType = :type, hadTrial = :true'
        : 'SET subscription = :sub, entityType = :type',
      ExpressionAttributeValues: {
        ':sub': snapshot,
        ':type': 'BillingAccount',
        ...(snapshot?.trialEnd ? { ':true': true } : {}),
      },
    });
  }

  /** B6: a webhook event processed once. */
  claimEvent(eventId: string, ttlSeconds: number) {
    return this.t.putIfNew({
      ...keys.webhookEvent(eventId),
      entityType: 'WebhookEvent',
      expiresAt: Math.floor(productNow().getTime() / 1000) + ttlSeconds,
    });
  }

  /** B6: given back when processing failed. */
  async releaseEvent(eventId: string) {
    await this.t.delete(keys.webhookEvent(eventId));
  }
}
