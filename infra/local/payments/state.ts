import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import Stripe from 'stripe';

/**
 * The payments stand-in's state: customers, checkout and portal sessions,
 * subscriptions, invoices and coupons kept in one JSON file, the Stripe-shaped objects the API
 * answers with, and what happens to a subscription (paid, renewed, failed, cancelled, refunded),
 * each change queued as an event and posted to the app's webhook route, signed as Stripe signs.
 */

export const LOCAL_PRICES = {
  professional: { id: 'price_local_professional', name: 'Professional', amount: 1900 },
} as const;
export const LOCAL_API_KEY = 'sk_test_candor_local';
/** A card number the checkout and portal pages decline, as Stripe's test card does. */
export const DECLINED_CARD = '4000000000000002';

const DAY = 24 * 60 * 60;
const MONTH = 30 * DAY;

export interface Customer {
  id: string;
  email: string;
  name: string;
  metadata: Record<string, string>;
  created: number;
}
export interface CheckoutSession {
  id: string;
  customer: string;
  priceId: string;
  trialDays: number;
  successUrl: string;
  cancelUrl: string;
  metadata: Record<string, string>;
  subscriptionMetadata: Record<string, string>;
  status: 'open' | 'complete';
  subscription: string | null;
  created: number;
  /** A coupon for the subscription's first non-zero invoice. */
  coupon?: string | null;
}
export interface PortalSession {
  id: string;
  customer: string;
  returnUrl: string;
  created: number;
}
export interface Subscription {
  id: string;
  itemId: string;
  customer: string;
  priceId: string;
  status: string;
  periodStart: number;
  periodEnd: number;
  trialStart: number | null;
  trialEnd: number | null;
  cancelAtPeriodEnd: boolean;
  canceledAt: number | null;
  metadata: Record<string, string>;
  cardLast4: string;
  created: number;
  latestInvoice: string | null;
  /** A once-only coupon waiting for the next non-zero invoice (as Stripe applies one). */
  coupon?: string | null;
}
export interface Coupon {
  id: string;
  percentOff: number;
  duration: string;
}
export interface Invoice {
  id: string;
  number: string;
  customer: string;
  subscription: string;
  status: 'paid' | 'open';
  amountDue: number;
  amountPaid: number;
  created: number;
  periodStart: number;
  periodEnd: number;
  refunded: boolean;
  /** Before the discount. */
  subtotal?: number;
  coupon?: string | null;
}
export interface State {
  customers: Record<string, Customer>;
  sessions: Record<string, CheckoutSession>;
  portals: Record<string, PortalSession>;
  subscriptions: Record<string, Subscription>;
  invoices: Record<string, Invoice>;
  idempotency: Record<string, string>;
  invoiceCount: number;
  coupons?: Record<string, Coupon>;
}

export type PaymentsAction =
  | 'renew'
  | 'fail-payment'
  | 'trial-will-end'
  | 'end-trial'
  | 'end-trial-unpaid'
  | 'cancel-now'
  | 'refund';
export const paymentsActions: PaymentsAction[] = [
  'renew',
  'fail-payment',
  'trial-will-end',
  'end-trial',
  'end-trial-unpaid',
  'cancel-now',
  'refund',
];

export const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url')}`;
export const now = () => Math.floor(Date.now() / 1000);

export interface LedgerOptions {
  /** Where state is kept across restarts. */
  file: string;
  /** The app's webhook route, which receives every event. */
  webhookUrl: string;
  /** The webhook signing secret (the runtime keeps one per data folder). */
  webhookSecret: string;
}

export type PaymentsLedger = ReturnType<typeof paymentsLedger>;

/** The stand-in's state and what changes it; `setEndpoint` once the server listens. */
export function paymentsLedger(options: LedgerOptions) {
  mkdirSync(dirname(options.file), { recursive: true });
  const state: State = existsSync(options.file)
    ? (JSON.parse(readFileSync(options.file, 'utf8')) as State)
    : {
        customers: {},
        sessions: {},
        portals: {},
        subscriptions: {},
        invoices: {},
        idempotency: {},
        invoiceCount: 0,
      };
  const save = () => writeFileSync(options.file, JSON.stringify(state));
  // Set once the server listens: the port is the OS's choice unless one is given.
  let endpoint = '';
  const price = (priceId: string) =>
    Object.values(LOCAL_PRICES).find((p) => p.id === priceId) ?? LOCAL_PRICES.professional;

  // ---- Stripe-shaped objects ----

  const subscriptionObject = (sub: Subscription) => ({
    id: sub.id,
    object: 'subscription',
    customer: sub.customer,
    status: sub.status,
    cancel_at_period_end: sub.cancelAtPeriodEnd,
    canceled_at: sub.canceledAt,
    created: sub.created,
    trial_start: sub.trialStart,
    trial_end: sub.trialEnd,
    metadata: sub.metadata,
    latest_invoice: sub.latestInvoice,
    livemode: false,
    items: {
      object: 'list',
      has_more: false,
      url: `/v1/subscription_items?subscription=${sub.id}`,
      data: [
        {
          id: sub.itemId,
          object: 'subscription_item',
          quantity: 1,
          current_period_start: sub.periodStart,
          current_period_end: sub.periodEnd,
          price: {
            id: sub.priceId,
            object: 'price',
            currency: 'usd',
            unit_amount: price(sub.priceId).amount,
            recurring: { interval: 'month', interval_count: 1 },
          },
        },
      ],
    },
  });
  const invoiceObject = (inv: Invoice) => ({
    id: inv.id,
    object: 'invoice',
    number: inv.number,
    customer: inv.customer,
    status: inv.status,
    amount_due: inv.amountDue,
    amount_paid: inv.amountPaid,
    subtotal: inv.subtotal ?? inv.amountDue,
    total: inv.amountDue,
    total_excluding_tax: inv.amountDue,
    total_taxes: [],
    discounts: inv.coupon ? [`di_${inv.coupon}`] : [],
    total_discount_amounts: inv.coupon
      ? [{ amount: (inv.subtotal ?? inv.amountDue) - inv.amountDue, discount: `di_${inv.coupon}` }]
      : [],
    currency: 'usd',
    created: inv.created,
    period_start: inv.periodStart,
    period_end: inv.periodEnd,
    hosted_invoice_url: null,
    livemode: false,
    parent: {
      type: 'subscription_details',
      subscription_details: { subscription: inv.subscription, metadata: {} },
    },
  });
  const sessionObject = (s: CheckoutSession) => ({
    id: s.id,
    object: 'checkout.session',
    mode: 'subscription',
    customer: s.customer,
    client_reference_id: s.metadata.accountId ?? null,
    status: s.status,
    subscription: s.subscription,
    success_url: s.successUrl,
    cancel_url: s.cancelUrl,
    metadata: s.metadata,
    url: s.status === 'open' ? `${endpoint}/checkout/${s.id}` : null,
    created: s.created,
    livemode: false,
  });

  // ---- events ----

  const queue: { type: string; object: unknown }[] = [];
  const emit = (type: string, object: unknown) => queue.push({ type, object });
  /** Posts the queued events in order, each signed with Stripe's helper, and waits for each. */
  async function deliver() {
    while (queue.length) {
      const next = queue.shift() as { type: string; object: unknown };
      const payload = JSON.stringify({
        id: id('evt'),
        object: 'event',
        api_version: Stripe.API_VERSION,
        created: now(),
        type: next.type,
        data: { object: next.object },
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
      });
      const signature = Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: options.webhookSecret,
      });
      try {
        const response = await fetch(options.webhookUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
          body: payload,
          signal: AbortSignal.timeout(15_000),
        });
        if (!response.ok) {
          console.error(`Payments stand-in: ${next.type} was answered ${response.status}`);
        }
      } catch (error) {
        console.error(`Payments stand-in: ${next.type} could not be delivered:`, error);
      }
    }
  }

  // ---- what happens to subscriptions ----

  function invoice(sub: Subscription, full: number, paid: boolean): Invoice {
    state.invoiceCount += 1;
    // A once-only coupon comes off the first invoice that costs something (a trial's $0 invoice
    // leaves it waiting), then is used up.
    const coupon = full > 0 && sub.coupon ? state.coupons?.[sub.coupon] : undefined;
    const amount = coupon ? Math.round(full * (1 - coupon.percentOff / 100)) : full;
    if (coupon) sub.coupon = null;
    const inv: Invoice = {
      id: id('in'),
      number: `LOCAL-${String(state.invoiceCount).padStart(4, '0')}`,
      customer: sub.customer,
      subscription: sub.id,
      status: paid ? 'paid' : 'open',
      amountDue: amount,
      amountPaid: paid ? amount : 0,
      created: now(),
      periodStart: sub.periodStart,
      periodEnd: sub.periodEnd,
      refunded: false,
      subtotal: full,
      coupon: coupon?.id ?? null,
    };
    state.invoices[inv.id] = inv;
    sub.latestInvoice = inv.id;
    emit(paid ? 'invoice.paid' : 'invoice.payment_failed', invoiceObject(inv));
    return inv;
  }

  function pay(session: CheckoutSession, card: string): Subscription {
    const start = now();
    const trial = session.trialDays > 0;
    const sub: Subscription = {
      id: id('sub'),
      itemId: id('si'),
      customer: session.customer,
      priceId: session.priceId,
      status: trial ? 'trialing' : 'active',
      periodStart: start,
      periodEnd: start + (trial ? session.trialDays * DAY : MONTH),
      trialStart: trial ? start : null,
      trialEnd: trial ? start + session.trialDays * DAY : null,
      cancelAtPeriodEnd: false,
      canceledAt: null,
      metadata: session.subscriptionMetadata,
      cardLast4: card.slice(-4),
      created: start,
      latestInvoice: null,
      coupon: session.coupon ?? null,
    };
    state.subscriptions[sub.id] = sub;
    session.status = 'complete';
    session.subscription = sub.id;
    emit('customer.subscription.created', subscriptionObject(sub));
    invoice(sub, trial ? 0 : price(sub.priceId).amount, true);
    emit('checkout.session.completed', sessionObject(session));
    save();
    return sub;
  }

  function newPeriod(sub: Subscription) {
    const start = now();
    sub.periodStart = start;
    sub.periodEnd = start + MONTH;
  }

  function end(sub: Subscription) {
    sub.status = 'canceled';
    sub.canceledAt = now();
    emit('customer.subscription.deleted', subscriptionObject(sub));
  }

  function advanceSubscription(sub: Subscription, action: PaymentsAction) {
    const amount = price(sub.priceId).amount;
    switch (action) {
      case 'renew':
        if (sub.cancelAtPeriodEnd) {
          end(sub);
          break;
        }
        newPeriod(sub);
        sub.status = 'active';
        invoice(sub, amount, true);
        emit('customer.subscription.updated', subscriptionObject(sub));
        break;
      case 'fail-payment':
        newPeriod(sub);
        sub.status = 'past_due';
        invoice(sub, amount, false);
        emit('customer.subscription.updated', subscriptionObject(sub));
        break;
      case 'trial-will-end':
        emit('customer.subscription.trial_will_end', subscriptionObject(sub));
        break;
      case 'end-trial':
      case 'end-trial-unpaid': {
        const paid = action === 'end-trial';
        sub.trialEnd = now();
        newPeriod(sub);
        sub.status = paid ? 'active' : 'past_due';
        invoice(sub, amount, paid);
        emit('customer.subscription.updated', subscriptionObject(sub));
        break;
      }
      case 'cancel-now':
        end(sub);
        break;
      case 'refund': {
        const last = Object.values(state.invoices)
          .filter((inv) => inv.subscription === sub.id && inv.amountPaid > 0 && !inv.refunded)
          .sort((a, b) => b.created - a.created)[0];
        if (last) {
          last.refunded = true;
          emit('charge.refunded', {
            id: id('ch'),
            object: 'charge',
            customer: sub.customer,
            amount: last.amountPaid,
            amount_refunded: last.amountPaid,
            refunded: true,
            currency: 'usd',
          });
        }
        break;
      }
    }
    save();
  }

  const newestSubscription = (customer: string) =>
    Object.values(state.subscriptions)
      .filter((s) => s.customer === customer)
      .sort((a, b) => b.created - a.created)[0];

  /** `discounts[0][coupon]`: the coupon id, null when none was sent, undefined when unknown. */
  const couponOf = (discounts: unknown): string | null | undefined => {
    const first = (discounts as Record<string, { coupon?: string }> | undefined)?.['0'];
    if (!first?.coupon) return null;
    return state.coupons?.[first.coupon] ? first.coupon : undefined;
  };

  return {
    state,
    save,
    endpoint: () => endpoint,
    setEndpoint: (url: string) => {
      endpoint = url;
    },
    price,
    subscriptionObject,
    invoiceObject,
    sessionObject,
    emit,
    deliver,
    pay,
    advanceSubscription,
    newestSubscription,
    couponOf,
  };
}
