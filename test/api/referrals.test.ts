import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import Stripe from 'stripe';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import { notificationsResponse } from '#shared/api/notifications';
import {
  eligiblePayoutsResponse,
  referralStatsResponse,
  type ReferralStatsResponse,
} from '#shared/api/referrals';
import { apiUrl, call, expectError, storedItems, uniqueEmail } from './support/auth-api';
import { advance, subscribe } from './support/billing-api';
import { createSurvey } from './support/responses-api';
import { PASSWORD, register, send, type Person } from './support/teams-api';

/*
 * The referral programme's routes over HTTP: each account's link, attribution at registration
 * (valid, unknown, self-referral by each rule, the same client flagged), what a referrer may see
 * of the people they referred, the payout request's refusals, and commissions from the payments
 * webhook (a replay adds nothing; an account nobody referred changes nothing).
 */

async function statsOf(person: Person): Promise<ReferralStatsResponse> {
  const response = await send('GetReferralStats', { token: person.token });
  expect(response.status, response.text).toBe(200);
  return referralStatsResponse.parse(response.body);
}

const codeOf = (stats: ReferralStatsResponse) =>
  new URL(stats.referralLink).searchParams.get('ref') ?? '';

/** Registers from another loopback address (127.0.0.x), as a different client would. */
function registerFrom(
  address: string,
  body: Record<string, unknown>,
): Promise<{ status: number; body: { user?: { id: string } } }> {
  const url = new URL(`${apiUrl()}/api/auth/register`);
  const payload = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress: address,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: text ? JSON.parse(text) : {} }),
        );
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}

let nextClient = 10;
/** A friend registering with `code` from a client address of their own. */
async function friendJoins(code: string, firstName: string, email = uniqueEmail('friend')) {
  const response = await registerFrom(`127.0.0.${nextClient++}`, {
    firstName,
    lastName: 'Friend',
    email,
    password: PASSWORD,
    referralCode: code,
  });
  expect(response.status).toBe(201);
  return { email, userId: response.body.user?.id ?? '' };
}

async function referralNotifications(person: Person) {
  const response = await call('GET', '/api/notifications?limit=100', { token: person.token });
  expect(response.status, response.text).toBe(200);
  return notificationsResponse
    .parse(response.body)
    .notifications.filter((n) => n.type === 'referral');
}

describe('the referral link', () => {
  it('is one stable, URL-safe code per account on the app origin', async () => {
    const ana = await register('Ana');
    const ben = await register('Ben');
    const first = await statsOf(ana);
    const again = await statsOf(ana);
    expect(first.referralLink).toMatch(/\/register\?ref=[A-Za-z0-9_-]{12}$/);
    expect(first.referralLink.startsWith(`${apiUrl()}/register?ref=`)).toBe(true);
    expect(again.referralLink).toBe(first.referralLink);
    expect(codeOf(await statsOf(ben))).not.toBe(codeOf(first));
    expect(first.stats).toEqual({ total: 0, completed: 0, pending: 0 });
    expect(first.referrals).toEqual([]);
    expect(first.rewards).toEqual([]);
  });

  it('needs a session', async () => {
    expectError(await call('GET', '/api/referrals/stats'), 401, 'unauthorized');
    expectError(await call('GET', '/api/referrals/eligible-payouts'), 401, 'unauthorized');
    expectError(
      await call('POST', '/api/referrals/request-payout', { json: { month: '2026-01' } }),
      401,
      'unauthorized',
    );
  });
});

describe('attribution at registration', () => {
  let ana: Person;
  let code: string;

  beforeAll(async () => {
    ana = await register('Ana', uniqueEmail('referrer'), 'Referrer');
    code = codeOf(await statsOf(ana));
  });

  it('records a pending referral the referrer sees by name, e-mail and joined date only', async () => {
    const friend = await friendJoins(code, 'Fay');
    const stats = await statsOf(ana);
    const row = stats.referrals.find((r) => r.id === friend.userId);
    expect(row).toEqual({
      id: friend.userId,
      first_name: 'Fay',
      last_name: 'Friend',
      email: friend.email,
      status: 'pending',
      joined_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
    });
    expect(stats.stats.pending).toBeGreaterThanOrEqual(1);
    expect((await referralNotifications(ana)).map((n) => n.title)).toContain('A friend joined');
  });

  it('gives the referred person 50% off their first paid month, Available until used', async () => {
    const email = uniqueEmail('gets-discount');
    const friend = await friendJoins(code, 'Gus', email);
    const login = await call('POST', '/api/auth/login', { json: { email, password: PASSWORD } });
    expect(login.status, login.text).toBe(200);
    const token = (login.body as { token: string }).token;
    const stats = await statsOf({ token } as Person);
    expect(stats.rewards).toEqual([
      expect.objectContaining({
        value: 50,
        used: false,
        description: expect.stringContaining('50% off'),
      }),
    ]);
    expect(friend.userId).toBeTruthy();
  });

  it('records nothing for an unknown code, and registers the person normally', async () => {
    const friend = await friendJoins('NoSuchCode12', 'Uma');
    const items = await storedItems();
    expect(items.filter((i) => i.PK === `USER#${friend.userId}` && i.SK === 'REFERRED_BY')).toEqual(
      [],
    );
    expect(items.filter((i) => String(i.SK).endsWith(`REFERRAL#${friend.userId}`))).toEqual([]);
  });

  it('refuses a referral to the same mailbox: case, dots and +tags', async () => {
    const gmail = `ref.self.${randomBytes(4).toString('hex')}@gmail.com`;
    const self = await register('Sam', gmail, 'Self');
    const selfCode = codeOf(await statsOf(self));
    const alias = gmail
      .replace('ref.self.', 'R.E.F.S.E.L.F.')
      .replace('@gmail.com', '+again@GoogleMail.com');
    const second = await friendJoins(selfCode, 'Sam', alias);
    expect(second.userId).not.toBe(self.userId);
    expect((await statsOf(self)).stats.total).toBe(0);
    const items = await storedItems();
    expect(items.filter((i) => i.PK === `USER#${second.userId}` && i.SK === 'REFERRED_BY')).toEqual(
      [],
    );
  });

  it('refuses a referral to the same mailbox written another way: quoted, a trailing dot, a -tag', async () => {
    const name = `lee${randomBytes(4).toString('hex')}`;
    const self = await register('Lee', `${name}@example.com`, 'Self');
    const selfCode = codeOf(await statsOf(self));
    for (const alias of [
      `"${name}"@example.com`,
      `${name}@example.com.`,
      `${name}-x@example.com`,
    ]) {
      const joined = await friendJoins(selfCode, 'Lee', alias);
      expect(joined.userId, alias).not.toBe(self.userId);
    }
    expect((await statsOf(self)).stats.total).toBe(0);
  });

  it('refuses a referral to the same account (signing in again with one’s own code)', async () => {
    const email = uniqueEmail('own-code');
    const self = await register('Oli', email, 'Own');
    const ownCode = codeOf(await statsOf(self));
    const google = await call('POST', '/api/auth/google', {
      json: { idToken: await googleToken(email), referralCode: ownCode },
    });
    expect(google.status, google.text).toBe(200);
    expect((google.body as { user: { id: string } }).user.id).toBe(self.userId);
    expect((await statsOf(self)).stats.total).toBe(0);
  });

  it('attributes a first Google sign-in that came with a code', async () => {
    const email = uniqueEmail('google-friend');
    const google = await call('POST', '/api/auth/google', {
      json: { idToken: await googleToken(email), referralCode: code },
    });
    expect(google.status, google.text).toBe(200);
    const id = (google.body as { user: { id: string } }).user.id;
    expect((await statsOf(ana)).referrals.map((r) => r.id)).toContain(id);
  });

  it('flags a friend registering from the address the link was opened from, without refusing', async () => {
    const email = uniqueEmail('same-network');
    const response = await call('POST', '/api/auth/register', {
      json: {
        firstName: 'Nia',
        lastName: 'Network',
        email,
        password: PASSWORD,
        referralCode: code,
      },
    });
    expect(response.status, response.text).toBe(201);
    const id = (response.body as { user: { id: string } }).user.id;
    const row = (await statsOf(ana)).referrals.find((r) => r.id === id);
    expect(row?.status).toBe('pending');
    expect(Object.keys(row ?? {})).not.toContain('review');
    const stored = (await storedItems()).find(
      (i) => i.PK === `USER#${ana.userId}` && i.SK === `REFERRAL#${id}`,
    );
    expect(stored?.review).toBe('same-client');
  });

  it('keeps each referrer’s referrals and ledger to themselves', async () => {
    const other = await register('Ola');
    const stats = await statsOf(other);
    expect(stats.referrals).toEqual([]);
    const payouts = await send('GetEligiblePayouts', { token: other.token });
    expect(eligiblePayoutsResponse.parse(payouts.body).eligibleCommissions).toEqual([]);
  });
});

async function googleToken(email: string) {
  const { googleIdToken } = await import('./support/auth-api');
  return googleIdToken(email);
}

describe('request-payout refusals', () => {
  let ana: Person;
  beforeAll(async () => {
    ana = await register('Ana');
  });

  it('refuses a malformed month with 400', async () => {
    for (const month of ['2026-13', '26-01', 'November', '']) {
      const response = await send('RequestPayout', { token: ana.token, json: { month } });
      expectError(response, 400, 'validation_error');
    }
    expectError(
      await send('RequestPayout', { token: ana.token, json: {} }),
      400,
      'validation_error',
    );
  });

  it('refuses a month with nothing eligible with 400 and a clear message', async () => {
    const response = await send('RequestPayout', { token: ana.token, json: { month: '2026-01' } });
    expectError(response, 400, 'validation_error');
    expect((response.body as { message: string }).message).toBe(
      'Nothing is eligible for payout in January 2026',
    );
  });
});

// ---- commissions from the payments webhook ----

const secret = () =>
  readFileSync(join(inject('runtimeDataDir'), 'keys', 'payments-webhook-secret'), 'utf8').trim();

async function postEvent(type: string, object: Record<string, unknown>) {
  const payload = JSON.stringify({
    id: `evt_${randomBytes(8).toString('hex')}`,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    type,
    data: { object },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
  });
  const response = await fetch(`${apiUrl()}/api/billing/webhook`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: secret() }),
    },
    body: payload,
  });
  expect(response.status, await response.text()).toBe(200);
}

const ledgerOf = async (userId: string) =>
  (await storedItems()).filter(
    (i) => i.PK === `USER#${userId}` && String(i.SK).startsWith('LEDGER#C#'),
  );

describe('commissions', () => {
  it('adds one commission per paid invoice, however often the provider sends it', async () => {
    const ana = await register('Ana', uniqueEmail('commission-referrer'));
    const email = uniqueEmail('paying-friend');
    await friendJoins(codeOf(await statsOf(ana)), 'Pia', email);
    const login = await call('POST', '/api/auth/login', { json: { email, password: PASSWORD } });
    const friend = { email, token: (login.body as { token: string }).token } as Person;
    await subscribe(friend);
    const { subscription } = await advance(friend, 'end-trial');
    const paid = (await ledgerOf(ana.userId)).map((i) => i.sourceId);
    expect(paid).toHaveLength(1);
    // The same invoice again, as a new event (a provider replay with a new event id).
    const invoiceId = String(paid[0]).replace('invoice#', '');
    await postEvent('invoice.paid', {
      id: invoiceId,
      object: 'invoice',
      customer: subscription.customer,
      amount_paid: 1900,
      total_taxes: [],
      parent: { subscription_details: { subscription: subscription.id } },
    });
    expect(await ledgerOf(ana.userId)).toHaveLength(1);
    expect((await statsOf(ana)).stats).toEqual({ total: 1, completed: 1, pending: 0 });
    // A refund of that payment takes its commission back, once.
    await advance(friend, 'refund');
    const amounts = (await ledgerOf(ana.userId)).map((i) => i.amountCents);
    expect(amounts.sort()).toEqual([-380, 380].sort());
    expect((await referralNotifications(ana)).map((n) => n.title)).toContain('Referral completed');
  });

  it('changes nothing for a billing event of an account nobody referred', async () => {
    const dee = await register('Dee');
    const before = (await storedItems()).filter((i) =>
      ['Commission', 'Referral', 'ReferredBy', 'Reward'].includes(String(i.entityType)),
    );
    await subscribe(dee);
    await advance(dee, 'end-trial');
    await advance(dee, 'refund');
    const after = (await storedItems()).filter((i) =>
      ['Commission', 'Referral', 'ReferredBy', 'Reward'].includes(String(i.entityType)),
    );
    expect(after.filter((i) => String(i.PK) === `USER#${dee.userId}`)).toEqual([]);
    expect(after.filter((i) => i.referredUserId === dee.userId)).toEqual([]);
    expect(after.length).toBe(before.length);
  });
});

describe('the free month when a friend creates a first survey', () => {
  async function loggedIn(email: string): Promise<Person> {
    const login = await call('POST', '/api/auth/login', { json: { email, password: PASSWORD } });
    expect(login.status, login.text).toBe(200);
    const body = login.body as { token: string; user: { id: string } };
    return { firstName: 'F', lastName: 'Friend', email, token: body.token, userId: body.user.id };
  }

  it('is granted once per friend, at most 3 a month, and comes off the referrer’s next invoice', async () => {
    const ana = await register('Ana', uniqueEmail('free-month-referrer'));
    const code = codeOf(await statsOf(ana));
    const friends: Person[] = [];
    for (const name of ['Ivy', 'Jo', 'Kit', 'Lou']) {
      friends.push(await loggedIn((await friendJoins(code, name)).email));
    }
    const [ivy] = friends as [Person];
    await createSurvey(ivy);
    await createSurvey(ivy);
    let rewards = (await statsOf(ana)).rewards;
    expect(rewards).toEqual([
      expect.objectContaining({
        value: 100,
        used: false,
        description: expect.stringContaining('free month'),
      }),
    ]);
    for (const friend of friends.slice(1)) await createSurvey(friend);
    rewards = (await statsOf(ana)).rewards;
    expect(rewards).toHaveLength(3);
    const titles = (await referralNotifications(ana)).map((n) => n.title);
    expect(titles.filter((t) => t === 'You earned a free month')).toHaveLength(3);

    // Ana's own subscription: the first free month goes on it at her next payment.
    await subscribe(ana);
    await advance(ana, 'end-trial');
    rewards = (await statsOf(ana)).rewards;
    expect(rewards.filter((r) => r.used)).toHaveLength(1);
    await advance(ana, 'renew');
    const invoices = await send('ListBillingInvoices', { token: ana.token });
    const amounts = (invoices.body as { invoices: { amount: number }[] }).invoices.map(
      (i) => i.amount,
    );
    expect(amounts[0]).toBe(0);
  });
});
