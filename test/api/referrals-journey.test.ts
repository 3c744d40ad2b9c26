import { afterAll, beforeAll, expect, it } from 'vitest';
import { invoicesResponse } from '#shared/api/billing';
import { notificationsResponse } from '#shared/api/notifications';
import {
  eligiblePayoutsResponse,
  referralStatsResponse,
  requestPayoutResponse,
} from '#shared/api/referrals';
import { monthLabel } from '#shared/domain/referral-terms';
import {
  DAYS_PASS_ENV,
  startRuntimeProcess,
  type RuntimeProcess,
} from '../support/runtime-process';
import { apiUrl, call, expectError, mailTo, uniqueEmail, useRuntime } from './support/auth-api';
import { advance, payCheckout, startCheckout } from './support/billing-api';
import { PASSWORD, register, send, type Person } from './support/teams-api';

/*
 * The referral programme through the payments stand-in, on a runtime of its own so the
 * product's clock can move past the refund window: Ana refers five friends; each subscribes
 * (the Professional trial), the trial converts with 50% off the first month, and they pay a
 * second month. Ana sees the referrals completed, and once the month is over and 30 days have
 * passed, an eligible month ($28.50: 5 x ($1.90 + $3.80)) to request, once.
 */
let runtime: RuntimeProcess;

beforeAll(async () => {
  runtime = await startRuntimeProcess({ args: ['--no-web-build'], env: DAYS_PASS_ENV });
  useRuntime(runtime.url);
});

afterAll(async () => {
  await runtime?.stop();
});

async function friendOf(code: string, firstName: string): Promise<Person> {
  const email = uniqueEmail(`journey-${firstName.toLowerCase()}`);
  const response = await call('POST', '/api/auth/register', {
    json: { firstName, lastName: 'Friend', email, password: PASSWORD, referralCode: code },
  });
  expect(response.status, response.text).toBe(201);
  const body = response.body as { token: string; user: { id: string } };
  return { firstName, lastName: 'Friend', email, token: body.token, userId: body.user.id };
}

/** Subscribes through the stand-in's checkout, converts the trial and pays a second month. */
async function paysTwoMonths(friend: Person) {
  const flow = await startCheckout(friend);
  const paid = await payCheckout(flow.url);
  expect(paid.status, paid.text).toBe(303);
  await advance(friend, 'trial-will-end');
  await advance(friend, 'end-trial');
  await advance(friend, 'renew');
}

async function stats(person: Person) {
  const response = await send('GetReferralStats', { token: person.token });
  expect(response.status, response.text).toBe(200);
  return referralStatsResponse.parse(response.body);
}

async function eligible(person: Person) {
  const response = await send('GetEligiblePayouts', { token: person.token });
  expect(response.status, response.text).toBe(200);
  return eligiblePayoutsResponse.parse(response.body).eligibleCommissions;
}

it('A refers B; B pays two months with 50% off the first; A requests the month once, after the window', async () => {
  const ana = await register('Ana');
  const code = new URL((await stats(ana)).referralLink).searchParams.get('ref') ?? '';
  const friends: Person[] = [];
  for (const name of ['Ben', 'Cai', 'Dov', 'Eve', 'Fen']) friends.push(await friendOf(code, name));
  expect((await stats(ana)).stats).toEqual({ total: 5, completed: 0, pending: 5 });

  const ben = friends[0] as Person;
  const before = await stats(ben);
  expect(before.rewards).toEqual([expect.objectContaining({ value: 50, used: false })]);

  for (const friend of friends) await paysTwoMonths(friend);

  // B's invoices: the trial's $0, the first paid month at 50% off, then the full price.
  const invoices = await send('ListBillingInvoices', { token: ben.token });
  expect(invoices.status, invoices.text).toBe(200);
  const amounts = invoicesResponse
    .parse(invoices.body)
    .invoices.map((i) => i.amount)
    .reverse();
  expect(amounts).toEqual([0, 950, 1900]);
  expect((await stats(ben)).rewards).toEqual([expect.objectContaining({ value: 50, used: true })]);

  const after = await stats(ana);
  expect(after.stats).toEqual({ total: 5, completed: 5, pending: 0 });
  expect(after.referrals.every((r) => r.status === 'completed')).toBe(true);
  // Nothing about their payments but the commission amounts: the rows keep to the spec's fields.
  expect(Object.keys(after.referrals[0] ?? {}).sort()).toEqual(
    ['email', 'first_name', 'id', 'joined_at', 'last_name', 'status'].sort(),
  );

  // Within the refund window, nothing is eligible yet.
  const month = new Date().toISOString().slice(0, 7);
  expect(await eligible(ana)).toEqual([]);
  expectError(
    await send('RequestPayout', { token: ana.token, json: { month } }),
    400,
    'validation_error',
    `Nothing is eligible for payout in ${monthLabel(month)}`,
  );

  // 40 days on, the month has ended and 30 days have passed.
  const clock = await fetch(`${apiUrl()}/dev/api/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ advanceHours: 40 * 24 }),
  });
  expect(clock.status).toBe(200);
  expect(await eligible(ana)).toEqual([
    { id: `payout-${month}`, month, amount: 28.5, referred_user_id: null },
  ]);

  const requested = await send('RequestPayout', { token: ana.token, json: { month } });
  expect(requested.status, requested.text).toBe(201);
  expect(requestPayoutResponse.parse(requested.body)).toEqual({
    message: `Payout for ${monthLabel(month)} requested!`,
    month,
    amount: 28.5,
  });
  expect(await eligible(ana)).toEqual([]);
  expectError(
    await send('RequestPayout', { token: ana.token, json: { month } }),
    409,
    'payout_requested',
  );

  const operator = (await mailTo('payouts@candor.local')).filter((m) =>
    m.subject.includes(monthLabel(month)),
  );
  expect(operator).toHaveLength(1);
  expect(operator[0]?.text).toContain(ana.email);
  expect(operator[0]?.text).toContain('$28.50');

  const notes = await call('GET', '/api/notifications?limit=100', { token: ana.token });
  const titles = notificationsResponse
    .parse(notes.body)
    .notifications.filter((n) => n.type === 'referral')
    .map((n) => n.title);
  expect(titles.filter((t) => t === 'A friend joined')).toHaveLength(5);
  expect(titles.filter((t) => t === 'Referral completed')).toHaveLength(5);
  expect(titles.filter((t) => t === 'Payout requested')).toHaveLength(1);
}, 180_000);
