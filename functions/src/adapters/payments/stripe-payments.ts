import Stripe from 'stripe';
import type { Invoice } from '#shared/api/billing';
import {
  BadSignatureError,
  PaymentsUnavailableError,
  type PaymentEvent,
  type PaymentsPort,
  type ProviderSubscription,
} from '../../domain/billing/payments';

/** The API key and the webhook signing secret (never logged). */
export interface StripeSecrets {
  apiKey: string;
  webhookSecret: string;
}

export interface StripeSettings {
  /** Read once per container (Secrets Manager in AWS, configuration locally). */
  secrets: () => Promise<StripeSecrets>;
  /** The local stand-in: http on loopback only (config.ts refuses anything else). */
  endpoint?: { host: string; port: number; protocol: 'http' | 'https' };
}

/** How old a signed event may be (Stripe's own default). */
const TOLERANCE_SECONDS = 300;

const iso = (seconds: number | null | undefined) =>
  typeof seconds === 'number' ? new Date(seconds * 1000).toISOString() : null;
const idOf = (value: unknown): string | null => {
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object' && 'id' in value) return String(value.id);
  return null;
};

function toSubscription(sub: Stripe.Subscription): ProviderSubscription {
  const item = sub.items.data[0];
  return {
    id: sub.id,
    customerId: idOf(sub.customer) ?? '',
    status: sub.status,
    priceId: item?.price.id ?? '',
    currentPeriodStart: iso(item?.current_period_start),
    currentPeriodEnd: iso(item?.current_period_end),
    trialEnd: iso(sub.trial_end),
    cancelAtPeriodEnd: sub.cancel_at_period_end,
  };
}

/** The money an invoice or a refund moved, for referral commissions. */
function amounts(event: Stripe.Event): PaymentEvent['amounts'] {
  if (event.type === 'invoice.paid') {
    const invoice = event.data.object;
    const taxCents = (invoice.total_taxes ?? []).reduce((sum, tax) => sum + tax.amount, 0);
    return {
      kind: 'invoice-paid',
      invoiceId: invoice.id ?? '',
      paidCents: invoice.amount_paid,
      taxCents,
    };
  }
  if (event.type === 'charge.refunded') {
    const charge = event.data.object;
    return { kind: 'refund', refundId: charge.id, refundedCents: charge.amount_refunded };
  }
  return undefined;
}

/** The ids an event points at, whichever object it carries. */
function pointers(event: Stripe.Event): Pick<PaymentEvent, 'customerId' | 'subscriptionId'> {
  const object = event.data.object as unknown as Record<string, unknown>;
  const customerId = idOf(object.customer);
  switch (event.type) {
    case 'checkout.session.completed':
      return { customerId, subscriptionId: idOf(object.subscription) };
    case 'customer.subscription.created':
    case 'customer.subscription.updated':
    case 'customer.subscription.deleted':
    case 'customer.subscription.trial_will_end':
      return { customerId, subscriptionId: idOf(object.id) };
    case 'invoice.paid':
    case 'invoice.payment_failed': {
      // Since the 2025 API versions an invoice names its subscription under `parent`.
      const invoice = event.data.object;
      return {
        customerId,
        subscriptionId: idOf(invoice.parent?.subscription_details?.subscription),
      };
    }
    default:
      return { customerId, subscriptionId: null };
  }
}

/**
 * Stripe through its official client. Every call that fails to reach Stripe (or that Stripe
 * answers with a server error) becomes PaymentsUnavailableError, so callers can say so and
 * leave nothing half made.
 */
export class StripePayments implements PaymentsPort {
  private client: Promise<{ stripe: Stripe; secrets: StripeSecrets }> | undefined;

  constructor(private readonly settings: StripeSettings) {}

  private connect() {
    return (this.client ??= this.settings.secrets().then((secrets) => {
      const endpoint = this.settings.endpoint;
      const stripe = new Stripe(secrets.apiKey, {
        telemetry: false,
        maxNetworkRetries: 1,
        timeout: 10_000,
        ...(endpoint
          ? { host: endpoint.host, port: endpoint.port, protocol: endpoint.protocol }
          : {}),
      });
      return { stripe, secrets };
    })).catch((error: unknown) => {
      this.client = undefined;
      throw error;
    });
  }

  private async call<T>(work: (stripe: Stripe) => Promise<T>): Promise<T> {
    let stripe: Stripe;
    try {
      ({ stripe } = await this.connect());
    } catch (error) {
      throw new PaymentsUnavailableError(`payments secrets unavailable: ${String(error)}`);
    }
    try {
      return await work(stripe);
    } catch (error) {
      if (
        error instanceof Stripe.errors.StripeConnectionError ||
        error instanceof Stripe.errors.StripeAPIError ||
        error instanceof Stripe.errors.StripeRateLimitError ||
        (error as { statusCode?: number }).statusCode === undefined ||
        ((error as { statusCode?: number }).statusCode ?? 0) >= 500
      ) {
        throw new PaymentsUnavailableError((error as Error).message);
      }
      throw error;
    }
  }

  createCustomer(input: { accountId: string; email: string; name: string }) {
    return this.call(async (stripe) => {
      const customer = await stripe.customers.create(
        { email: input.email, name: input.name, metadata: { accountId: input.accountId } },
        // A retried request (or a second tab) gets the same customer back.
        { idempotencyKey: `customer-${input.accountId}` },
      );
      return customer.id;
    });
  }

  createCheckoutSession(input: Parameters<PaymentsPort['createCheckoutSession']>[0]) {
    return this.call(async (stripe) => {
      const session = await stripe.checkout.sessions.create({
        mode: 'subscription',
        customer: input.customerId,
        client_reference_id: input.accountId,
        line_items: [{ price: input.priceId, quantity: 1 }],
        success_url: input.successUrl,
        cancel_url: input.cancelUrl,
        metadata: { accountId: input.accountId },
        ...(input.couponId ? { discounts: [{ coupon: input.couponId }] } : {}),
        subscription_data: {
          metadata: { accountId: input.accountId },
          ...(input.trialDays > 0 ? { trial_period_days: input.trialDays } : {}),
        },
      });
      if (!session.url) throw new PaymentsUnavailableError('checkout session without a URL');
      return session.url;
    });
  }

  ensureCoupon(input: { id: string; percentOff: number }) {
    return this.call(async (stripe) => {
      try {
        await stripe.coupons.create({
          id: input.id,
          percent_off: input.percentOff,
          duration: 'once',
          name: `${input.percentOff}% off one month`,
        });
      } catch (error) {
        if ((error as { code?: string }).code !== 'resource_already_exists') throw error;
      }
    });
  }

  applyDiscount(subscriptionId: string, couponId: string) {
    return this.call(async (stripe) => {
      await stripe.subscriptions.update(subscriptionId, { discounts: [{ coupon: couponId }] });
    });
  }

  createPortalSession(input: { customerId: string; returnUrl: string }) {
    return this.call(async (stripe) => {
      const session = await stripe.billingPortal.sessions.create({
        customer: input.customerId,
        return_url: input.returnUrl,
      });
      return session.url;
    });
  }

  async verifyEvent(payload: Buffer, signature: string | undefined): Promise<PaymentEvent> {
    if (!signature) throw new BadSignatureError('missing signature');
    let connected: { stripe: Stripe; secrets: StripeSecrets };
    try {
      connected = await this.connect();
    } catch (error) {
      throw new PaymentsUnavailableError(`payments secrets unavailable: ${String(error)}`);
    }
    let event: Stripe.Event;
    try {
      event = connected.stripe.webhooks.constructEvent(
        payload,
        signature,
        connected.secrets.webhookSecret,
        TOLERANCE_SECONDS,
      );
    } catch (error) {
      throw new BadSignatureError((error as Error).message);
    }
    const money = amounts(event);
    return {
      id: event.id,
      type: event.type,
      ...pointers(event),
      ...(money ? { amounts: money } : {}),
    };
  }

  subscription(id: string) {
    return this.call(async (stripe) => {
      try {
        return toSubscription(await stripe.subscriptions.retrieve(id));
      } catch (error) {
        if ((error as { statusCode?: number }).statusCode === 404) return undefined;
        throw error;
      }
    });
  }

  latestSubscription(customerId: string) {
    return this.call(async (stripe) => {
      const list = await stripe.subscriptions.list({
        customer: customerId,
        status: 'all',
        limit: 10,
      });
      const newest = [...list.data].sort((a, b) => b.created - a.created)[0];
      return newest ? toSubscription(newest) : undefined;
    });
  }

  invoices(customerId: string) {
    return this.call(async (stripe) => {
      const list = await stripe.invoices.list({ customer: customerId, limit: 24 });
      return list.data.map((invoice): Invoice => ({
        id: invoice.id ?? '',
        number: invoice.number ?? null,
        amount: invoice.amount_paid || invoice.amount_due,
        currency: invoice.currency,
        status: invoice.status ?? 'draft',
        createdAt: new Date(invoice.created * 1000).toISOString(),
        url: invoice.hosted_invoice_url ?? null,
      }));
    });
  }
}
