import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { dirname } from 'node:path';
import Stripe from 'stripe';

/**
 * The payments stand-in: the part of Stripe's API Candor uses (customers, Checkout Sessions in
 * subscription mode, Customer Portal sessions, subscriptions, invoices, once-only percent-off
 * coupons as discounts on a checkout or a subscription), a checkout page with a
 * test card form, a portal page, and webhooks signed with Stripe's own helper and posted to the
 * app's webhook route. The real `stripe` client talks to it over http on loopback.
 */

export const LOCAL_PRICES = {
  professional: { id: 'price_local_professional', name: 'Professional', amount: 1900 },
} as const;
export const LOCAL_API_KEY = 'sk_test_candor_local';
/** A card number the checkout and portal pages decline, as Stripe's test card does. */
export const DECLINED_CARD = '4000000000000002';

const DAY = 24 * 60 * 60;
const MONTH = 30 * DAY;

interface Customer {
  id: string;
  email: string;
  name: string;
  metadata: Record<string, string>;
  created: number;
}
interface CheckoutSession {
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
interface PortalSession {
  id: string;
  customer: string;
  returnUrl: string;
  created: number;
}
interface Subscription {
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
interface Coupon {
  id: string;
  percentOff: number;
  duration: string;
}
interface Invoice {
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
interface State {
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

export interface PaymentsStandIn {
  /** http://127.0.0.1:<port>: the API, the checkout and the portal pages. */
  endpoint: string;
  apiKey: string;
  webhookSecret: string;
  prices: { professional: string };
  /** Advances the newest subscription of the customer with this e-mail (the dev control). */
  advance(email: string, action: PaymentsAction): Promise<{ subscription: unknown } | undefined>;
  /** While on, every API connection is dropped: the provider is unreachable. */
  setOutage(on: boolean): void;
  stop(): Promise<void>;
}

const id = (prefix: string) => `${prefix}_${randomBytes(12).toString('base64url')}`;
const now = () => Math.floor(Date.now() / 1000);

function escapeHtml(value: string): string {
  return value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;');
}

/** Stripe's form encoding (`a[b][0][c]=v`) into nested objects. */
function parseForm(body: string): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of new URLSearchParams(body)) {
    const path = key.replace(/\]/g, '').split('[');
    let node = out as Record<string, unknown>;
    path.forEach((part, i) => {
      if (i === path.length - 1) node[part] = value;
      else node = (node[part] ??= {}) as Record<string, unknown>;
    });
  }
  return out;
}

const strings = (value: unknown): Record<string, string> =>
  value && typeof value === 'object' ? (value as Record<string, string>) : {};

async function readBody(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startPaymentsStandIn(options: {
  /** Where state is kept across restarts. */
  file: string;
  /** The app's webhook route, which receives every event. */
  webhookUrl: string;
  /** The webhook signing secret (the runtime keeps one per data folder). */
  webhookSecret: string;
  port?: number;
}): Promise<PaymentsStandIn> {
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
  let outage = false;
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

  // ---- the API ----

  function apiError(res: ServerResponse, status: number, message: string, type: string) {
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
    res.end(JSON.stringify({ error: { message, type } }));
  }
  function apiJson(res: ServerResponse, body: unknown) {
    res.writeHead(200, { 'content-type': 'application/json', 'request-id': id('req') });
    res.end(JSON.stringify(body));
  }
  const list = (data: unknown[], url: string) => ({ object: 'list', data, has_more: false, url });
  /** `discounts[0][coupon]`: the coupon id, null when none was sent, undefined when unknown. */
  const couponOf = (discounts: unknown): string | null | undefined => {
    const first = (discounts as Record<string, { coupon?: string }> | undefined)?.['0'];
    if (!first?.coupon) return null;
    return state.coupons?.[first.coupon] ? first.coupon : undefined;
  };

  async function api(req: IncomingMessage, res: ServerResponse, url: URL) {
    if (req.headers.authorization !== `Bearer ${LOCAL_API_KEY}`) {
      apiError(res, 401, 'Invalid API Key provided', 'invalid_request_error');
      return;
    }
    const method = req.method ?? 'GET';
    const form = method === 'POST' ? parseForm(await readBody(req)) : {};
    const idempotencyKey = req.headers['idempotency-key'];
    const path = url.pathname;

    if (method === 'POST' && path === '/v1/customers') {
      const key = typeof idempotencyKey === 'string' ? idempotencyKey : undefined;
      const known = key ? state.idempotency[key] : undefined;
      if (known && state.customers[known]) {
        apiJson(res, { ...state.customers[known], object: 'customer' });
        return;
      }
      const customer: Customer = {
        id: id('cus'),
        email: String(form.email ?? ''),
        name: String(form.name ?? ''),
        metadata: strings(form.metadata),
        created: now(),
      };
      state.customers[customer.id] = customer;
      if (key) state.idempotency[key] = customer.id;
      save();
      apiJson(res, { ...customer, object: 'customer' });
      return;
    }
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      const items = (form.line_items ?? {}) as Record<string, { price?: string }>;
      const priceId = items['0']?.price ?? '';
      const customer = String(form.customer ?? '');
      if (!Object.values(LOCAL_PRICES).some((p) => p.id === priceId)) {
        apiError(res, 400, `No such price: '${priceId}'`, 'invalid_request_error');
        return;
      }
      if (!state.customers[customer]) {
        apiError(res, 400, `No such customer: '${customer}'`, 'invalid_request_error');
        return;
      }
      const subscriptionData = (form.subscription_data ?? {}) as Record<string, unknown>;
      const session: CheckoutSession = {
        id: id('cs_test'),
        customer,
        priceId,
        trialDays: Number(subscriptionData.trial_period_days ?? 0),
        successUrl: String(form.success_url ?? ''),
        cancelUrl: String(form.cancel_url ?? ''),
        metadata: strings(form.metadata),
        subscriptionMetadata: strings(subscriptionData.metadata),
        status: 'open',
        subscription: null,
        created: now(),
        coupon: couponOf(form.discounts),
      };
      if (session.coupon === undefined) {
        apiError(res, 400, 'No such coupon', 'invalid_request_error');
        return;
      }
      state.sessions[session.id] = session;
      save();
      apiJson(res, sessionObject(session));
      return;
    }
    if (method === 'POST' && path === '/v1/billing_portal/sessions') {
      const customer = String(form.customer ?? '');
      if (!state.customers[customer]) {
        apiError(res, 400, `No such customer: '${customer}'`, 'invalid_request_error');
        return;
      }
      const portal: PortalSession = {
        id: id('bps'),
        customer,
        returnUrl: String(form.return_url ?? ''),
        created: now(),
      };
      state.portals[portal.id] = portal;
      save();
      apiJson(res, {
        id: portal.id,
        object: 'billing_portal.session',
        customer,
        return_url: portal.returnUrl,
        url: `${endpoint}/portal/${portal.id}`,
        created: portal.created,
        livemode: false,
      });
      return;
    }
    if (method === 'POST' && path === '/v1/coupons') {
      const couponId = String(form.id ?? id('coupon'));
      state.coupons ??= {};
      if (state.coupons[couponId]) {
        res.writeHead(400, { 'content-type': 'application/json', 'request-id': id('req') });
        res.end(
          JSON.stringify({
            error: {
              message: 'Coupon already exists.',
              type: 'invalid_request_error',
              code: 'resource_already_exists',
            },
          }),
        );
        return;
      }
      const coupon: Coupon = {
        id: couponId,
        percentOff: Number(form.percent_off ?? 0),
        duration: String(form.duration ?? 'once'),
      };
      state.coupons[couponId] = coupon;
      save();
      apiJson(res, {
        id: coupon.id,
        object: 'coupon',
        percent_off: coupon.percentOff,
        duration: coupon.duration,
        valid: true,
      });
      return;
    }
    const one = path.match(/^\/v1\/subscriptions\/([^/]+)$/);
    if (method === 'POST' && one) {
      const sub = state.subscriptions[decodeURIComponent(one[1] as string)];
      if (!sub) {
        apiError(res, 404, 'No such subscription', 'invalid_request_error');
        return;
      }
      const coupon = couponOf(form.discounts);
      if (coupon === undefined) {
        apiError(res, 400, 'No such coupon', 'invalid_request_error');
        return;
      }
      if (coupon) sub.coupon = coupon;
      save();
      apiJson(res, subscriptionObject(sub));
      return;
    }
    if (method === 'GET' && one) {
      const sub = state.subscriptions[decodeURIComponent(one[1] as string)];
      if (!sub) {
        apiError(res, 404, 'No such subscription', 'invalid_request_error');
        return;
      }
      apiJson(res, subscriptionObject(sub));
      return;
    }
    if (method === 'GET' && path === '/v1/subscriptions') {
      const customer = url.searchParams.get('customer');
      const subs = Object.values(state.subscriptions)
        .filter((s) => s.customer === customer)
        .sort((a, b) => b.created - a.created)
        .map(subscriptionObject);
      apiJson(res, list(subs, path));
      return;
    }
    if (method === 'GET' && path === '/v1/invoices') {
      const customer = url.searchParams.get('customer');
      // Newest first, as Stripe lists them; invoices made in the same second keep the order they
      // were made in, newest first (the sort is stable).
      const invoices = Object.values(state.invoices)
        .filter((inv) => inv.customer === customer)
        .reverse()
        .sort((a, b) => b.created - a.created)
        .slice(0, Number(url.searchParams.get('limit') ?? 10))
        .map(invoiceObject);
      apiJson(res, list(invoices, path));
      return;
    }
    apiError(res, 404, `Unrecognized request URL (${method}: ${path})`, 'invalid_request_error');
  }

  // ---- the pages ----

  const page = (title: string, body: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><link rel="icon" href="data:,">
<style>
:root{color-scheme:light dark;font-family:system-ui,sans-serif}
body{margin:0;background:Canvas;color:CanvasText}
main{max-width:28rem;margin:2rem auto;padding:0 1rem}
.note{background:#fff3cd;color:#5c4400;padding:.5rem .75rem;border-radius:.375rem}
label{display:block;margin-top:.75rem;font-weight:600}
input{width:100%;box-sizing:border-box;padding:.5rem;font-size:1rem;margin-top:.25rem}
.row{display:flex;gap:.75rem}.row>div{flex:1}
button,a.button{display:inline-block;margin-top:1rem;padding:.6rem 1rem;font-size:1rem;border-radius:.375rem;border:1px solid #1d4ed8;background:#1d4ed8;color:#fff;text-decoration:none;cursor:pointer}
.secondary{background:transparent!important;color:LinkText!important;border-color:currentColor!important}
.error{color:#b91c1c;font-weight:600}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}
</style></head><body><main>${body}</main></body></html>`;

  function html(res: ServerResponse, status: number, body: string) {
    res.writeHead(status, {
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-store',
    });
    res.end(body);
  }
  function redirect(res: ServerResponse, to: string) {
    res.writeHead(303, { location: to });
    res.end();
  }
  const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
  const dateOf = (seconds: number) => new Date(seconds * 1000).toISOString().slice(0, 10);
  const cardDigits = (value: unknown) => String(value ?? '').replace(/\D/g, '');

  function checkoutPage(session: CheckoutSession, error?: string) {
    const p = price(session.priceId);
    const email = state.customers[session.customer]?.email ?? '';
    const terms =
      session.trialDays > 0
        ? `${session.trialDays} days free, then ${dollars(p.amount)} per month`
        : `${dollars(p.amount)} per month`;
    const coupon = session.coupon ? state.coupons?.[session.coupon] : undefined;
    const discount = coupon ? ` (${coupon.percentOff}% off the first paid month)` : '';
    return page(
      `Subscribe to Candor ${p.name}`,
      `<p class="note">Test mode: the local payments stand-in. Card 4242 4242 4242 4242 pays; ${DECLINED_CARD} is declined.</p>
<h1>Subscribe to Candor ${escapeHtml(p.name)}</h1>
<p>${escapeHtml(terms + discount)}</p>
${error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : ''}
<form method="post" action="/checkout/${session.id}">
<label for="email">Email</label><input id="email" name="email" type="email" value="${escapeHtml(email)}" readonly>
<label for="card">Card number</label><input id="card" name="card" inputmode="numeric" autocomplete="cc-number" placeholder="4242 4242 4242 4242" required>
<div class="row"><div><label for="expiry">Expiry (MM / YY)</label><input id="expiry" name="expiry" placeholder="12 / 34" autocomplete="cc-exp" required></div>
<div><label for="cvc">CVC</label><input id="cvc" name="cvc" inputmode="numeric" placeholder="123" autocomplete="cc-csc" required></div></div>
<label for="name">Name on card</label><input id="name" name="name" autocomplete="cc-name" required>
<button type="submit">${session.trialDays > 0 ? 'Start trial' : 'Subscribe'}</button>
</form>
<form method="post" action="/checkout/${session.id}/cancel"><button class="secondary" type="submit">Cancel and return to Candor</button></form>`,
    );
  }

  function portalPage(portal: PortalSession, message?: string) {
    const sub = newestSubscription(portal.customer);
    const p = sub ? price(sub.priceId) : undefined;
    const details = sub
      ? `<dl><dt>Plan</dt><dd>Candor ${escapeHtml(p?.name ?? '')}, ${dollars(p?.amount ?? 0)} per month</dd>
<dt>Status</dt><dd data-testid="portal-status">${escapeHtml(sub.status)}${sub.cancelAtPeriodEnd ? ` (cancels on ${dateOf(sub.periodEnd)})` : ''}</dd>
<dt>Current period ends</dt><dd>${dateOf(sub.periodEnd)}</dd>
<dt>Card</dt><dd>•••• ${escapeHtml(sub.cardLast4)}</dd></dl>
${
  sub.status === 'canceled'
    ? ''
    : sub.cancelAtPeriodEnd
      ? `<form method="post" action="/portal/${portal.id}/resume"><button type="submit">Renew subscription</button></form>`
      : `<form method="post" action="/portal/${portal.id}/cancel"><button type="submit">Cancel subscription</button></form>`
}
<h2>Update card</h2>
<form method="post" action="/portal/${portal.id}/card">
<label for="card">Card number</label><input id="card" name="card" inputmode="numeric" autocomplete="cc-number" required>
<button type="submit">Update card</button></form>`
      : '<p>No subscription yet.</p>';
    return page(
      'Manage your Candor subscription',
      `<p class="note">Test mode: the local payments stand-in.</p>
<h1>Manage your subscription</h1>
${message ? `<p role="status">${escapeHtml(message)}</p>` : ''}
${details}
<p><a class="button secondary" href="${escapeHtml(portal.returnUrl)}">Return to Candor</a></p>`,
    );
  }

  async function pages(req: IncomingMessage, res: ServerResponse, url: URL) {
    const method = req.method ?? 'GET';
    const checkout = url.pathname.match(/^\/checkout\/([^/]+)(\/cancel)?$/);
    if (checkout) {
      const session = state.sessions[checkout[1] as string];
      if (!session || session.status !== 'open') {
        html(res, 404, page('Checkout', '<h1>This checkout has ended</h1>'));
        return;
      }
      if (checkout[2] && method === 'POST') {
        redirect(res, session.cancelUrl);
        return;
      }
      if (method === 'POST') {
        const form = parseForm(await readBody(req));
        const card = cardDigits(form.card);
        if (card.length < 13 || card.length > 19) {
          html(res, 400, checkoutPage(session, 'Your card number is incomplete.'));
          return;
        }
        if (card === DECLINED_CARD) {
          html(res, 402, checkoutPage(session, 'Your card was declined.'));
          return;
        }
        pay(session, card);
        await deliver();
        redirect(res, session.successUrl.replace('{CHECKOUT_SESSION_ID}', session.id));
        return;
      }
      html(res, 200, checkoutPage(session));
      return;
    }
    const portalMatch = url.pathname.match(/^\/portal\/([^/]+)(?:\/(cancel|resume|card))?$/);
    if (portalMatch) {
      const portal = state.portals[portalMatch[1] as string];
      if (!portal) {
        html(res, 404, page('Portal', '<h1>This link has expired</h1>'));
        return;
      }
      const sub = newestSubscription(portal.customer);
      const action = portalMatch[2];
      if (method === 'POST' && sub && action) {
        let message = '';
        if (action === 'cancel' && sub.status !== 'canceled') {
          sub.cancelAtPeriodEnd = true;
          sub.canceledAt = now();
          emit('customer.subscription.updated', subscriptionObject(sub));
          message = `Your subscription will end on ${dateOf(sub.periodEnd)}.`;
        } else if (action === 'resume') {
          sub.cancelAtPeriodEnd = false;
          sub.canceledAt = null;
          emit('customer.subscription.updated', subscriptionObject(sub));
          message = 'Your subscription will renew.';
        } else if (action === 'card') {
          const form = parseForm(await readBody(req));
          const card = cardDigits(form.card);
          if (card.length < 13 || card === DECLINED_CARD) {
            html(res, 402, portalPage(portal, 'That card was declined.'));
            return;
          }
          sub.cardLast4 = card.slice(-4);
          message = 'Your card was updated.';
          const open = Object.values(state.invoices).find(
            (inv) => inv.subscription === sub.id && inv.status === 'open',
          );
          if (open && sub.status === 'past_due') {
            open.status = 'paid';
            open.amountPaid = open.amountDue;
            sub.status = 'active';
            emit('invoice.paid', invoiceObject(open));
            emit('customer.subscription.updated', subscriptionObject(sub));
            message = 'Your card was updated and the open invoice paid.';
          }
        }
        save();
        await deliver();
        html(res, 200, portalPage(portal, message));
        return;
      }
      html(res, 200, portalPage(portal));
      return;
    }
    html(res, 404, page('Not found', '<h1>Not found</h1>'));
  }

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', endpoint);
    if (url.pathname.startsWith('/v1/') && outage) {
      // Unreachable, as far as the client can tell.
      req.socket.destroy();
      return;
    }
    const work = url.pathname.startsWith('/v1/') ? api(req, res, url) : pages(req, res, url);
    work.catch((error: unknown) => {
      console.error('Payments stand-in error:', error);
      if (!res.headersSent) apiError(res, 500, 'Stand-in error', 'api_error');
      else res.end();
    });
  });
  const port = await new Promise<number>((done, fail) => {
    server.once('error', fail);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      const address = server.address();
      done(typeof address === 'object' && address ? address.port : 0);
    });
  });
  endpoint = `http://127.0.0.1:${port}`;

  return {
    endpoint,
    apiKey: LOCAL_API_KEY,
    webhookSecret: options.webhookSecret,
    prices: { professional: LOCAL_PRICES.professional.id },
    async advance(email, action) {
      const customer = Object.values(state.customers)
        .filter((c) => c.email.toLowerCase() === email.trim().toLowerCase())
        .sort((a, b) => b.created - a.created)[0];
      const sub = customer ? newestSubscription(customer.id) : undefined;
      if (!sub) return undefined;
      advanceSubscription(sub, action);
      await deliver();
      return { subscription: subscriptionObject(sub) };
    },
    setOutage(on) {
      outage = on;
    },
    stop: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}
