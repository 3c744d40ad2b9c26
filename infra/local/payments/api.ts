import type { IncomingMessage, ServerResponse } from 'node:http';
import { parseForm, readBody, strings } from './forms';
import {
  id,
  LOCAL_API_KEY,
  LOCAL_PRICES,
  now,
  type CheckoutSession,
  type Coupon,
  type Customer,
  type PaymentsLedger,
  type PortalSession,
} from './state';

/** The part of Stripe's API the product calls, over the stand-in's state. */
export function paymentsApi(ledger: PaymentsLedger) {
  const { state, save, subscriptionObject, invoiceObject, sessionObject, couponOf } = ledger;

  function apiError(res: ServerResponse, status: number, message: string, type: string) {
    res.writeHead(status, { 'content-type': 'application/json', 'request-id': id('req') });
    res.end(JSON.stringify({ error: { message, type } }));
  }
  function apiJson(res: ServerResponse, body: unknown) {
    res.writeHead(200, { 'content-type': 'application/json', 'request-id': id('req') });
    res.end(JSON.stringify(body));
  }
  const list = (data: unknown[], url: string) => ({ object: 'list', data, has_more: false, url });

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
        url: `${ledger.endpoint()}/portal/${portal.id}`,
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

  return { api, apiError };
}
