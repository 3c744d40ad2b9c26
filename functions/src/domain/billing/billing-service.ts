import type {
  CreateCheckoutSessionBody,
  CreatePortalSessionBody,
  Invoice,
} from '#shared/api/billing';
import { planCatalogue, type PlanKey } from '#shared/domain/plans';
import type { UserRecord } from '../accounts/ports';
import { AppError, ConflictError, ServiceUnavailableError, ValidationError } from '../errors';
import type { NewNotification } from '../notifications/notification-service';
import {
  BadSignatureError,
  PaymentsUnavailableError,
  type PaymentAmounts,
  type PaymentEvent,
  type PaymentsPort,
  type ProviderSubscription,
} from './payments';
import type { PlanService } from './plan-service';
import type { BillingStore, SubscriptionSnapshot } from './ports';

export const CHECKOUT_FAILED = 'Failed to create checkout session';
export const PORTAL_FAILED = 'Failed to access billing portal';

/** How long a processed webhook event id is remembered (Stripe retries for up to 3 days). */
export const EVENT_MEMORY_SECONDS = 30 * 24 * 60 * 60;

/** The events that can change an account's subscription; anything else is acknowledged only. */
export const SUBSCRIPTION_EVENTS = [
  'checkout.session.completed',
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'customer.subscription.trial_will_end',
  'invoice.paid',
  'invoice.payment_failed',
  'charge.refunded',
] as const;

export interface BillingServiceDeps {
  store: BillingStore;
  plans: Pick<PlanService, 'planOfPrice' | 'plans'>;
  payments: PaymentsPort;
  notify: (userId: string, notification: NewNotification) => Promise<unknown>;
  /** Referral commissions and completion from the account's payments (nothing if not referred). */
  referrals?: {
    onPayment(accountId: string, amounts: PaymentAmounts): Promise<void>;
    /** The account's oldest available free month, to put on its subscription. */
    rewardToApply(accountId: string): Promise<{ id: string; percentOff: number } | null>;
    /** Marks a reward used once it is on the subscription. */
    rewardApplied(accountId: string, rewardId: string): Promise<void>;
    /** The percent off the account's first paid month due at this moment, or null. */
    discountFor(
      accountId: string,
      moment: 'checkout' | 'trial-conversion',
      trialDays: number,
    ): Promise<number | null>;
  };
  appOrigin: string;
  log: (message: string, data?: Record<string, unknown>) => void;
}

/** 400 unless `url` is an absolute http(s) address on the app's own origin. */
function ownOrigin(url: string, appOrigin: string, field: string): string {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    throw new ValidationError('Please check your information', {
      fields: { [field]: 'Must be an address of this app' },
    });
  }
  if (parsed.origin !== new URL(appOrigin).origin) {
    throw new ValidationError('Please check your information', {
      fields: { [field]: 'Must be an address of this app' },
    });
  }
  return parsed.toString();
}

/**
 * Buying and managing a subscription: checkout, the customer portal, invoices, and the signed
 * webhooks that keep each account's subscription snapshot current.
 */
export class BillingService {
  constructor(private readonly deps: BillingServiceDeps) {}

  /** The account's payments customer, made (once) the first time the account checks out. */
  private async customerOf(user: UserRecord): Promise<string> {
    const account = await this.deps.store.account(user.id);
    if (account.customerId) return account.customerId;
    const customerId = await this.deps.payments.createCustomer({
      accountId: user.id,
      email: user.email,
      name: `${user.firstName} ${user.lastName}`.trim(),
    });
    if (await this.deps.store.linkCustomer(user.id, customerId)) return customerId;
    // Another tab linked one first: that one is the account's.
    const stored = (await this.deps.store.account(user.id)).customerId;
    return stored ?? customerId;
  }

  async createCheckoutSession(user: UserRecord, body: CreateCheckoutSessionBody) {
    const plan = this.deps.plans.planOfPrice(body.priceId);
    if (!plan) {
      throw new ValidationError('Please check your information', {
        fields: { priceId: 'Unknown price' },
      });
    }
    const successUrl = ownOrigin(body.successUrl, this.deps.appOrigin, 'successUrl');
    const cancelUrl = ownOrigin(body.cancelUrl, this.deps.appOrigin, 'cancelUrl');
    const account = await this.deps.store.account(user.id);
    const current = account.subscription;
    if (current && ['active', 'trialing', 'past_due'].includes(current.status)) {
      throw new ConflictError(
        'You already have a subscription. Use Manage Subscription to change it.',
        'subscription_exists',
      );
    }
    const trialDays = account.hadTrial ? 0 : planCatalogue[plan].trialDays;
    const percentOff =
      (await this.deps.referrals?.discountFor(user.id, 'checkout', trialDays)) ?? null;
    try {
      const customerId = await this.customerOf(user);
      const couponId = percentOff ? await this.coupon(percentOff) : undefined;
      const url = await this.deps.payments.createCheckoutSession({
        accountId: user.id,
        customerId,
        priceId: body.priceId,
        trialDays,
        successUrl,
        cancelUrl,
        ...(couponId ? { couponId } : {}),
      });
      return { url };
    } catch (error) {
      throw this.unavailable(error, CHECKOUT_FAILED);
    }
  }

  async createPortalSession(user: UserRecord, body: CreatePortalSessionBody) {
    const returnUrl = ownOrigin(body.returnUrl, this.deps.appOrigin, 'returnUrl');
    const account = await this.deps.store.account(user.id);
    if (!account.customerId) {
      throw new ConflictError('There is no subscription to manage yet.', 'no_subscription');
    }
    try {
      return {
        url: await this.deps.payments.createPortalSession({
          customerId: account.customerId,
          returnUrl,
        }),
      };
    } catch (error) {
      throw this.unavailable(error, PORTAL_FAILED);
    }
  }

  async invoices(userId: string): Promise<{ invoices: Invoice[] }> {
    const account = await this.deps.store.account(userId);
    if (!account.customerId) return { invoices: [] };
    try {
      return { invoices: await this.deps.payments.invoices(account.customerId) };
    } catch (error) {
      throw this.unavailable(error, 'Failed to load billing information');
    }
  }

  /** The once-only coupon for `percentOff` (made the first time it is needed). */
  private async coupon(percentOff: number): Promise<string> {
    const id = `candor-once-${percentOff}-off`;
    await this.deps.payments.ensureCoupon({ id, percentOff });
    return id;
  }

  private unavailable(error: unknown, message: string): unknown {
    if (error instanceof PaymentsUnavailableError) {
      this.deps.log('payments provider unavailable', { reason: error.message });
      return new ServiceUnavailableError(message);
    }
    return error;
  }

  // ---- webhooks ----

  /**
   * A signed event from the provider. The signature is checked over the exact bytes received;
   * an event id seen before changes nothing; otherwise the subscription is re-read from the
   * provider and the stored snapshot overwritten, so order of delivery does not matter.
   */
  async handleWebhook(payload: Buffer, signature: string | undefined) {
    let event: PaymentEvent;
    try {
      event = await this.deps.payments.verifyEvent(payload, signature);
    } catch (error) {
      if (error instanceof BadSignatureError) {
        throw new AppError(400, 'invalid_signature', 'The webhook signature is not valid.');
      }
      throw this.unavailable(error, 'Server temporarily unavailable');
    }
    if (!(SUBSCRIPTION_EVENTS as readonly string[]).includes(event.type)) {
      return { received: true };
    }
    if (!(await this.deps.store.claimEvent(event.id, EVENT_MEMORY_SECONDS))) {
      return { received: true };
    }
    try {
      await this.apply(event);
    } catch (error) {
      // Give the id back so the provider's retry is processed.
      await this.deps.store.releaseEvent(event.id);
      throw this.unavailable(error, 'Server temporarily unavailable');
    }
    return { received: true };
  }

  private async apply(event: PaymentEvent) {
    if (!event.customerId) return;
    const userId = await this.deps.store.accountOfCustomer(event.customerId);
    if (!userId) {
      this.deps.log('webhook for an unknown customer', { type: event.type });
      return;
    }
    const subscription = event.subscriptionId
      ? await this.deps.payments.subscription(event.subscriptionId)
      : await this.deps.payments.latestSubscription(event.customerId);
    if (subscription && subscription.customerId !== event.customerId) {
      // An event naming one account's customer with another's subscription: neither changes.
      this.deps.log('webhook subscription of another customer', { type: event.type });
      return;
    }
    const snapshot = subscription ? this.snapshot(subscription) : null;
    await this.deps.store.saveSubscription(userId, snapshot);
    const notification = this.notificationFor(event.type, snapshot);
    if (notification) await this.deps.notify(userId, notification);
    // After the snapshot: a failure here gives the event back, and a retry adds nothing twice
    // (commissions are kept by invoice and refund id).
    if (event.amounts) await this.deps.referrals?.onPayment(userId, event.amounts);
    // A referred person's 50% waits for the trial to convert, so the trial's $0 invoice does
    // not use it up: it goes on the subscription when the trial is about to end.
    // An earned free month goes on the paying subscription: it comes off the next invoice.
    if (event.type === 'invoice.paid' && subscription?.status === 'active') {
      const reward = await this.deps.referrals?.rewardToApply(userId);
      if (reward) {
        await this.deps.payments.applyDiscount(
          subscription.id,
          await this.coupon(reward.percentOff),
        );
        await this.deps.referrals?.rewardApplied(userId, reward.id);
      }
    }
    if (event.type === 'customer.subscription.trial_will_end' && subscription) {
      const percentOff = await this.deps.referrals?.discountFor(userId, 'trial-conversion', 0);
      if (percentOff) {
        await this.deps.payments.applyDiscount(subscription.id, await this.coupon(percentOff));
      }
    }
  }

  private snapshot(sub: ProviderSubscription): SubscriptionSnapshot {
    const planKey: PlanKey = this.deps.plans.planOfPrice(sub.priceId) ?? 'starter';
    return {
      subscriptionId: sub.id,
      priceId: sub.priceId,
      planKey,
      status: sub.status,
      currentPeriodStart: sub.currentPeriodStart,
      currentPeriodEnd: sub.currentPeriodEnd,
      trialEnd: sub.trialEnd,
      cancelAtPeriodEnd: sub.cancelAtPeriodEnd,
    };
  }

  private notificationFor(
    type: string,
    snapshot: SubscriptionSnapshot | null,
  ): NewNotification | undefined {
    const plan = snapshot ? planCatalogue[snapshot.planKey].name : 'your plan';
    const data = { plan: snapshot?.planKey ?? 'starter' };
    switch (type) {
      case 'checkout.session.completed':
        return {
          type: 'billing',
          title: snapshot?.status === 'trialing' ? 'Your free trial has started' : 'Subscribed',
          message:
            snapshot?.status === 'trialing'
              ? `Your ${plan} trial is active. Enjoy the higher limits.`
              : `You are now on the ${plan} plan.`,
          data,
        };
      case 'customer.subscription.trial_will_end':
        return {
          type: 'billing',
          title: 'Your free trial ends soon',
          message: `Your ${plan} trial ends in a few days. Your card will be charged $19/mo after it.`,
          data,
        };
      case 'invoice.paid':
        return snapshot?.status === 'active'
          ? {
              type: 'billing',
              title: 'Payment received',
              message: `Thank you: ${plan} is paid.`,
              data,
            }
          : undefined;
      case 'invoice.payment_failed':
        return {
          type: 'billing',
          title: 'Payment failed',
          message: `We could not charge your card for ${plan}. Update it under Manage Subscription to keep your plan.`,
          data,
        };
      case 'customer.subscription.deleted':
        return {
          type: 'billing',
          title: 'Subscription ended',
          message: 'Your subscription has ended. Your account is on Starter; nothing was deleted.',
          data,
        };
      case 'customer.subscription.updated':
        return snapshot?.cancelAtPeriodEnd
          ? {
              type: 'billing',
              title: 'Subscription canceled',
              message: `${plan} stays active until the end of the billing period.`,
              data,
            }
          : undefined;
      case 'charge.refunded':
        return {
          type: 'billing',
          title: 'Refund issued',
          message: 'A payment was refunded.',
          data,
        };
      default:
        return undefined;
    }
  }
}
