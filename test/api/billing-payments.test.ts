import { describe, expect, it } from 'vitest';
import { invoicesResponse, sessionUrlResponse } from '#shared/api/billing';
import { expectDynamoCallsWithinBudget, expectError } from './support/auth-api';
import {
  advance,
  billingNotifications,
  billingPage,
  myPlan,
  payCheckout,
  professionalPriceId,
  setPaymentsOutage,
  startCheckout,
  subscribe,
} from './support/billing-api';
import { register, send } from './support/teams-api';

/*
 * Buying and managing a subscription over HTTP, against the payments stand-in that the real
 * `stripe` client talks to: checkout with a trial, the portal, the dev control that moves a
 * subscription along, invoices, and what happens when the provider cannot be reached.
 */

describe('checkout', () => {
  it('starts a Professional trial: checkout page, card, signed webhooks, new limits', async () => {
    const ana = await register('Ana');
    const flow = await startCheckout(ana);
    const page = await fetch(flow.url);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Subscribe to Candor Professional');
    expect(html).toContain('14 days free, then $19.00 per month');

    const paid = await payCheckout(flow.url);
    expect(paid.status, paid.text).toBe(303);
    expect(paid.location).toBe(flow.successUrl);

    const { plan, limits } = await myPlan(ana);
    expect(plan).toMatchObject({
      key: 'professional',
      name: 'Professional',
      status: 'active',
      hasSubscription: true,
      cancelAtPeriodEnd: false,
    });
    expect(plan.trial).toMatchObject({ isTrial: true, daysLeft: 14 });
    expect(plan.currentPeriodEnd).toBe(plan.trial?.endsAt);
    expect(limits).toEqual({ surveys: 50, responses: 1000, teamMembers: 50 });
    expect((await billingNotifications(ana)).map((n) => n.title)).toContain(
      'Your free trial has started',
    );
    // The checkout is used up.
    expect((await fetch(flow.url)).status).toBe(404);
    expectDynamoCallsWithinBudget();
  });

  it('shows a declined card on the checkout page and changes nothing', async () => {
    const ben = await register('Ben');
    const flow = await startCheckout(ben);
    const declined = await payCheckout(flow.url, '4000 0000 0000 0002');
    expect(declined.status).toBe(402);
    expect(declined.text).toContain('Your card was declined.');
    expect((await myPlan(ben)).plan.key).toBe('starter');
  });

  it('returns to the cancel address when the checkout is abandoned', async () => {
    const cleo = await register('Cleo');
    const flow = await startCheckout(cleo);
    const cancel = await fetch(`${flow.url}/cancel`, { method: 'POST', redirect: 'manual' });
    expect(cancel.status).toBe(303);
    expect(cancel.headers.get('location')).toBe(flow.cancelUrl);
    expect((await myPlan(cleo)).plan).toMatchObject({ key: 'starter', trial: null });
  });

  it('refuses unknown prices, return addresses off the app origin and malformed bodies', async () => {
    const dan = await register('Dan');
    const priceId = await professionalPriceId(dan);
    const good = { priceId, successUrl: `${billingPage()}?success=true`, cancelUrl: billingPage() };
    const checkout = (json: unknown) => send('CreateCheckoutSession', { token: dan.token, json });

    let body = expectError(
      await checkout({ ...good, priceId: 'price_unknown' }),
      400,
      'validation_error',
    );
    expect(body.fields).toEqual({ priceId: 'Unknown price' });
    body = expectError(
      await checkout({ ...good, successUrl: 'https://evil.example.com/billing?success=true' }),
      400,
      'validation_error',
    );
    expect(body.fields).toEqual({ successUrl: 'Must be an address of this app' });
    body = expectError(
      await checkout({ ...good, cancelUrl: 'javascript:alert(1)' }),
      400,
      'validation_error',
    );
    expect(body.fields).toEqual({ cancelUrl: 'Must be an address of this app' });
    body = expectError(await checkout({ priceId }), 400, 'validation_error');
    expect(Object.keys(body.fields ?? {}).sort()).toEqual(['cancelUrl', 'successUrl']);
    expectError(
      await send('CreatePortalSession', {
        token: dan.token,
        json: { returnUrl: 'http://localhost.evil.test/' },
      }),
      400,
      'validation_error',
    );
    // Nothing was made on the way.
    expect((await myPlan(dan)).plan.hasSubscription).toBe(false);
    expectError(await send('CreateCheckoutSession', { json: good }), 401, 'unauthorized');
  });

  it('does not start a second subscription while one is active', async () => {
    const eve = await register('Eve');
    await subscribe(eve);
    const again = await send('CreateCheckoutSession', {
      token: eve.token,
      json: {
        priceId: await professionalPriceId(eve),
        successUrl: `${billingPage()}?success=true`,
        cancelUrl: billingPage(),
      },
    });
    expectError(again, 409, 'subscription_exists');
  });
});

describe('the portal and the life of a subscription', () => {
  it('cancels in the portal, ends the trial, fails and recovers a payment, and ends', async () => {
    const finn = await register('Finn');
    const noPortal = await send('CreatePortalSession', {
      token: finn.token,
      json: { returnUrl: billingPage() },
    });
    expectError(noPortal, 409, 'no_subscription');
    await subscribe(finn);

    // The trial ends and the card is charged: active, paid, no trial any more.
    await advance(finn, 'end-trial');
    let { plan } = await myPlan(finn);
    expect(plan).toMatchObject({ key: 'professional', status: 'active' });
    expect(plan.trial).toMatchObject({ isTrial: false, daysLeft: 0 });

    // A renewal fails: past due, the plan kept for the grace period.
    await advance(finn, 'fail-payment');
    ({ plan } = await myPlan(finn));
    expect(plan).toMatchObject({ key: 'professional', status: 'past_due' });
    expect(plan.graceEndsAt).not.toBeNull();
    expect((await billingNotifications(finn)).map((n) => n.title)).toContain('Payment failed');

    // In the portal: a new card pays the open invoice; then cancel at the period's end.
    const portal = await send('CreatePortalSession', {
      token: finn.token,
      json: { returnUrl: billingPage() },
    });
    expect(portal.status, portal.text).toBe(200);
    const portalUrl = sessionUrlResponse.parse(portal.body).url;
    const page = await (await fetch(portalUrl)).text();
    expect(page).toContain('Cancel subscription');
    expect(page).toContain(`href="${billingPage()}"`);
    const card = await fetch(`${portalUrl}/card`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ card: '5555555555554444' }),
    });
    expect(await card.text()).toContain('the open invoice paid');
    expect((await myPlan(finn)).plan.status).toBe('active');

    await fetch(`${portalUrl}/cancel`, { method: 'POST' });
    ({ plan } = await myPlan(finn));
    expect(plan).toMatchObject({ key: 'professional', status: 'active', cancelAtPeriodEnd: true });

    // The period ends: the subscription is over and the account is on Starter again.
    await advance(finn, 'renew');
    ({ plan } = await myPlan(finn));
    expect(plan).toMatchObject({ key: 'starter', status: 'canceled' });

    const invoices = await send('ListBillingInvoices', { token: finn.token });
    expect(invoices.status, invoices.text).toBe(200);
    const list = invoicesResponse.parse(invoices.body).invoices;
    expect(list.map((i) => i.amount)).toEqual([1900, 1900, 0]);
    expect(list.every((i) => i.status === 'paid')).toBe(true);
    expectDynamoCallsWithinBudget();
  });

  it('has no invoices before a first checkout', async () => {
    const gus = await register('Gus');
    const invoices = await send('ListBillingInvoices', { token: gus.token });
    expect(invoicesResponse.parse(invoices.body).invoices).toEqual([]);
  });

  it('shows the ended-trial state when the trial ends without payment', async () => {
    const hal = await register('Hal');
    await subscribe(hal);
    await advance(hal, 'end-trial-unpaid');
    const { plan } = await myPlan(hal);
    expect(plan.status).toBe('past_due');
    expect(plan.trial).toMatchObject({ isTrial: false });
  });
});

describe('when the payments provider cannot be reached', () => {
  it('answers 503 with the page messages and leaves nothing half made', async () => {
    const ida = await register('Ida');
    const jon = await register('Jon');
    await subscribe(jon);
    const priceId = await professionalPriceId(ida);
    await setPaymentsOutage(true);
    try {
      const checkout = await send('CreateCheckoutSession', {
        token: ida.token,
        json: { priceId, successUrl: `${billingPage()}?success=true`, cancelUrl: billingPage() },
      });
      expectError(checkout, 503, 'service_unavailable', 'Failed to create checkout session');
      const portal = await send('CreatePortalSession', {
        token: jon.token,
        json: { returnUrl: billingPage() },
      });
      expectError(portal, 503, 'service_unavailable', 'Failed to access billing portal');
    } finally {
      await setPaymentsOutage(false);
    }
    expect((await myPlan(ida)).plan).toMatchObject({ key: 'starter', hasSubscription: false });
    // Once it answers again, the same account checks out normally.
    await subscribe(ida);
    expect((await myPlan(ida)).plan.key).toBe('professional');
  });
});
