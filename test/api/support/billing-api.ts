import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { expect } from 'vitest';
import {
  myPlanResponse,
  plansResponse,
  sessionUrlResponse,
  type MyPlanResponse,
} from '#shared/api/billing';
import { notificationsResponse } from '#shared/api/notifications';
import { apiUrl, call } from './auth-api';
import { withTable } from './responses-api';
import { send, type Person } from './teams-api';

/**
 * Puts an account on a paid plan as a settled subscription would (the stored snapshot a webhook
 * writes), for journeys that need more surveys or members than Starter allows but are not about
 * billing. test/api/billing*.test.ts reach paid plans through the payments stand-in instead.
 */
export async function grantPlan(userId: string, plan: 'professional' | 'enterprise') {
  const now = Date.now();
  await withTable((docs) =>
    docs.send(
      new PutCommand({
        TableName: 'candor',
        Item: {
          PK: `USER#${userId}`,
          SK: 'BILLING',
          entityType: 'BillingAccount',
          customerId: null,
          hadTrial: false,
          subscription: {
            subscriptionId: `sub_fixture_${userId}`,
            priceId: `price_fixture_${plan}`,
            planKey: plan,
            status: 'active',
            currentPeriodStart: new Date(now).toISOString(),
            currentPeriodEnd: new Date(now + 30 * 24 * 60 * 60 * 1000).toISOString(),
            trialEnd: null,
            cancelAtPeriodEnd: false,
          },
        },
      }),
    ),
  );
}

// ---- checkout and the payments stand-in, as a browser would use them ----

export interface CheckoutFlow {
  url: string;
  successUrl: string;
  cancelUrl: string;
}

export const billingPage = () => `${apiUrl()}/billing`;

/** The Professional price id the catalogue offers. */
export async function professionalPriceId(person: Person): Promise<string> {
  const response = await send('GetBillingPlans', { token: person.token });
  expect(response.status, response.text).toBe(200);
  const priceId = plansResponse.parse(response.body).plans.professional.priceId;
  expect(priceId).toBeTruthy();
  return priceId as string;
}

export async function startCheckout(person: Person): Promise<CheckoutFlow> {
  const successUrl = `${billingPage()}?success=true`;
  const cancelUrl = `${billingPage()}?canceled=true`;
  const response = await send('CreateCheckoutSession', {
    token: person.token,
    json: { priceId: await professionalPriceId(person), successUrl, cancelUrl },
  });
  expect(response.status, response.text).toBe(200);
  return { url: sessionUrlResponse.parse(response.body).url, successUrl, cancelUrl };
}

/** Fills the stand-in's checkout form with a card and submits it; returns where it redirects. */
export async function payCheckout(checkoutUrl: string, card = '4242424242424242') {
  const response = await fetch(checkoutUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ card, expiry: '12 / 34', cvc: '123', name: 'Test Card' }),
    redirect: 'manual',
  });
  return {
    status: response.status,
    location: response.headers.get('location'),
    text: await response.text(),
  };
}

/** Subscribes to Professional through checkout (a trial the first time). */
export async function subscribe(person: Person) {
  const flow = await startCheckout(person);
  const paid = await payCheckout(flow.url);
  expect(paid.status, paid.text).toBe(303);
  expect(paid.location).toBe(flow.successUrl);
}

export async function myPlan(person: Person): Promise<MyPlanResponse> {
  const response = await send('GetMyPlan', { token: person.token });
  expect(response.status, response.text).toBe(200);
  return myPlanResponse.parse(response.body);
}

/** The dev control of the stand-in: renew, fail a payment, end a trial... */
export async function advance(person: Person, action: string) {
  const response = await fetch(`${apiUrl()}/dev/api/payments/advance`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: person.email, action }),
  });
  expect(response.status, await response.clone().text()).toBe(200);
  return (await response.json()) as { subscription: { id: string; customer: string } };
}

export async function setPaymentsOutage(on: boolean) {
  const response = await fetch(`${apiUrl()}/dev/api/payments/outage`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ on }),
  });
  expect(response.status).toBe(200);
}

/** The billing notifications a person has, newest first. */
export async function billingNotifications(person: Person) {
  const response = await call('GET', '/api/notifications?limit=100', { token: person.token });
  expect(response.status, response.text).toBe(200);
  return notificationsResponse
    .parse(response.body)
    .notifications.filter((n) => n.type === 'billing');
}
