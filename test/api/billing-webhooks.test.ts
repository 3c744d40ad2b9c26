import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import Stripe from 'stripe';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { apiUrl, expectError, storedItems } from './support/auth-api';
import {
  advance,
  billingNotifications,
  myPlan,
  startCheckout,
  subscribe,
} from './support/billing-api';
import { register, type Person } from './support/teams-api';

/*
 * The webhook route against events signed with Stripe's own helper: only the exact bytes with a
 * fresh signature from our secret are accepted; an event id is processed once; and whatever an
 * event's payload says, the subscription is re-read and its snapshot overwritten.
 */

const secret = () =>
  readFileSync(join(inject('runtimeDataDir'), 'keys', 'payments-webhook-secret'), 'utf8').trim();

const eventPayload = (
  type: string,
  object: Record<string, unknown>,
  id = `evt_${randomBytes(8).toString('hex')}`,
) =>
  JSON.stringify({
    id,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    type,
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
  });

function sign(payload: string, options: { secret?: string; timestamp?: number } = {}) {
  return Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? secret(),
    ...(options.timestamp ? { timestamp: options.timestamp } : {}),
  });
}

async function post(body: string | Blob, signature?: string, contentType = 'application/json') {
  const response = await fetch(`${apiUrl()}/api/billing/webhook`, {
    method: 'POST',
    headers: {
      'content-type': contentType,
      ...(signature === undefined ? {} : { 'stripe-signature': signature }),
    },
    body,
  });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  return { status: response.status, headers: response.headers, text, body: parsed };
}

let kim: Person;
let subscription: { id: string; customer: string };
const refund = (id?: string) =>
  eventPayload(
    'charge.refunded',
    { id: 'ch_test', object: 'charge', customer: subscription.customer, refunded: true },
    id,
  );
const refunds = async () =>
  (await billingNotifications(kim)).filter((n) => n.title === 'Refund issued').length;

beforeAll(async () => {
  kim = await register('Kim');
  await subscribe(kim);
  // The stand-in's trial reminder changes nothing and tells us the subscription's ids.
  ({ subscription } = await advance(kim, 'trial-will-end'));
});

describe('the billing webhook', () => {
  it('accepts an event signed with the secret and processes it', async () => {
    const before = await refunds();
    const payload = refund();
    const response = await post(payload, sign(payload));
    expect(response.status, response.text).toBe(200);
    expect(response.body).toEqual({ received: true });
    expect(await refunds()).toBe(before + 1);
  });

  it('refuses a tampered body, a re-serialised body, a wrong secret, a stale or missing signature', async () => {
    const before = await refunds();
    const payload = refund();
    const signature = sign(payload);
    const tampered = payload.replace('"ch_test"', '"ch_other"');
    expectError(await post(tampered, signature), 400, 'invalid_signature');
    const reserialised = JSON.stringify(JSON.parse(payload), null, 2);
    expectError(await post(reserialised, signature), 400, 'invalid_signature');
    expectError(
      await post(payload, sign(payload, { secret: 'whsec_not_ours' })),
      400,
      'invalid_signature',
    );
    const stale = sign(payload, { timestamp: Math.floor(Date.now() / 1000) - 600 });
    expectError(await post(payload, stale), 400, 'invalid_signature');
    expectError(await post(payload), 400, 'invalid_signature');
    expectError(await post(payload, 'garbage'), 400, 'invalid_signature');
    // Nothing changed.
    expect(await refunds()).toBe(before);
    // The untouched event is still good, once.
    expect((await post(payload, signature)).status).toBe(200);
    expect(await refunds()).toBe(before + 1);
  });

  it('verifies a body API Gateway handed over base64-encoded', async () => {
    const before = await refunds();
    const payload = refund();
    // Not a text type: the local runtime, like API Gateway, passes the body on as base64.
    const response = await post(new Blob([payload]), sign(payload), 'application/octet-stream');
    expect(response.status, response.text).toBe(200);
    expect(await refunds()).toBe(before + 1);
  });

  it('processes an event id once, however often it is delivered', async () => {
    const before = await refunds();
    const payload = refund();
    const signature = sign(payload);
    const answers = await Promise.all([post(payload, signature), post(payload, signature)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect((await post(payload, sign(payload))).status).toBe(200);
    expect(await refunds()).toBe(before + 1);
  });

  it('re-reads the subscription, so an old or out-of-order event cannot roll the state back', async () => {
    expect((await myPlan(kim)).plan).toMatchObject({ key: 'professional', status: 'active' });
    // An old "deleted" event arrives late: the subscription is in fact still in trial.
    const late = eventPayload('customer.subscription.deleted', {
      id: subscription.id,
      object: 'subscription',
      customer: subscription.customer,
      status: 'canceled',
    });
    expect((await post(late, sign(late))).status).toBe(200);
    const { plan } = await myPlan(kim);
    expect(plan).toMatchObject({ key: 'professional', status: 'active' });
    expect(plan.trial?.isTrial).toBe(true);

    // An "updated" event from before the trial ended arrives after it: the paid state stays.
    await advance(kim, 'end-trial');
    const stale = eventPayload('customer.subscription.updated', {
      id: subscription.id,
      object: 'subscription',
      customer: subscription.customer,
      status: 'trialing',
    });
    expect((await post(stale, sign(stale))).status).toBe(200);
    expect((await myPlan(kim)).plan.trial?.isTrial).toBe(false);
  });

  it("never gives one account another's subscription, whatever a signed event pairs", async () => {
    // Lee checked out once (a customer of the payments provider) but never paid.
    const lee = await register('Lee');
    await startCheckout(lee);
    const leeCustomer = (await storedItems()).find(
      (i) => i.entityType === 'BillingAccount' && i.PK === `USER#${lee.userId}`,
    )?.customerId as string | undefined;
    expect(leeCustomer).toMatch(/^cus_/);
    const before = (await myPlan(lee)).plan;
    expect(before.key).not.toBe('professional');
    // An event names Lee's customer with Kim's paid subscription.
    const crossed = eventPayload('customer.subscription.updated', {
      id: subscription.id,
      object: 'subscription',
      customer: leeCustomer,
      status: 'active',
    });
    expect((await post(crossed, sign(crossed))).status).toBe(200);
    expect((await myPlan(lee)).plan).toEqual(before);
    expect((await myPlan(kim)).plan.key).toBe('professional');
  });

  it('acknowledges events it does not use and events of unknown customers', async () => {
    const other = eventPayload('customer.created', { id: 'cus_x', object: 'customer' });
    expect((await post(other, sign(other))).status).toBe(200);
    const stranger = eventPayload('charge.refunded', { id: 'ch_y', customer: 'cus_nobody' });
    expect((await post(stranger, sign(stranger))).status).toBe(200);
  });
});
