import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { MyPlanResponse, PlansResponse } from '#shared/api/billing';
import { loadAppIntl } from '../../../i18n/intl';
import { reloadLanguage, setLanguage } from '../../../i18n/language';
import { preferenceKeys } from '../../../lib/accessibility';
import { sendJson, type ApiServer } from '../../../test/api-server';
import { renderApp } from '../../../test/render';
import { bodiesOf, findToast, signedInApi, type Handler } from '../../../test/signed-in-api';

let server: ApiServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const catalogue: PlansResponse = {
  plans: {
    starter: {
      name: 'Starter',
      price: 0,
      priceId: null,
      trialDays: 0,
      features: ['Up to 10 surveys'],
      limits: { surveys: 10, responses: 200, teamMembers: 15 },
    },
    professional: {
      name: 'Professional',
      price: 19,
      priceId: 'price_pro',
      trialDays: 14,
      features: ['Up to 50 surveys'],
      limits: { surveys: 50, responses: 1000, teamMembers: 50 },
    },
    enterprise: {
      name: 'Enterprise',
      price: null,
      priceId: null,
      trialDays: 0,
      features: ['Single sign-on (SSO)'],
      limits: { surveys: -1, responses: -1, teamMembers: -1 },
    },
  },
};

const starter = (over: Partial<MyPlanResponse> = {}): MyPlanResponse => ({
  plan: {
    key: 'starter',
    name: 'Starter',
    status: 'active',
    currentPeriodEnd: null,
    trial: null,
    cancelAtPeriodEnd: false,
    graceEndsAt: null,
    hasSubscription: false,
  },
  usage: { surveys: 2, responses: 0, teamMembers: 3, held: 0 },
  limits: { surveys: 10, responses: 200, teamMembers: 15 },
  ...over,
});

async function open(mine: MyPlanResponse, routes: Record<string, Handler> = {}, path = '/billing') {
  server = await signedInApi({
    'GET /api/billing/plans': (_, res) => sendJson(res, 200, catalogue),
    'GET /api/billing/my-plan': (_, res) => sendJson(res, 200, mine),
    'GET /api/billing/invoices': (_, res) =>
      sendJson(res, 200, {
        invoices: [
          {
            id: 'in_1',
            number: 'LOCAL-0001',
            amount: 1900,
            currency: 'usd',
            status: 'paid',
            createdAt: '2026-11-20T00:00:00.000Z',
            url: null,
          },
        ],
      }),
    ...routes,
  });
  renderApp(path, { apiBaseUrl: server.baseUrl });
  await screen.findByRole('heading', { name: 'Current Plan' }, { timeout: 15_000 });
  return server;
}

describe('billing page', () => {
  it('shows Starter: status, usage with limits, plan buttons and the history placeholder', async () => {
    await open(starter());
    const current = screen.getByTestId('current-plan');
    expect(within(current).getByText('Starter')).toBeVisible();
    expect(within(current).getByTestId('plan-status')).toHaveTextContent('Active');
    expect(within(current).queryByRole('button', { name: 'Manage Subscription' })).toBeNull();
    expect(within(screen.getByTestId('usage-surveys')).getByText('2 / 10')).toBeVisible();
    expect(within(screen.getByTestId('usage-teamMembers')).getByText('3 / 15')).toBeVisible();
    expect(
      within(screen.getByTestId('usage-surveys')).getByText(
        'Every survey you have, whenever it was made.',
      ),
    ).toBeVisible();
    // A team page counts its owner; this figure does not, and says so.
    expect(
      within(screen.getByTestId('usage-teamMembers')).getByText(
        'People on the rosters of the teams you own, yourself not counted.',
      ),
    ).toBeVisible();

    const pro = screen.getByTestId('billing-plan-professional');
    expect(within(pro).getByText('14-day free trial')).toBeVisible();
    expect(within(pro).getByRole('button', { name: 'Start 14-Day Free Trial' })).toBeEnabled();
    expect(
      within(screen.getByTestId('billing-plan-starter')).getByRole('button', {
        name: 'Current Plan',
      }),
    ).toBeDisabled();
    const enterprise = screen.getByTestId('billing-plan-enterprise');
    expect(within(enterprise).getByText('Custom pricing')).toBeVisible();
    expect(within(enterprise).getByRole('button', { name: 'Contact sales' })).toBeEnabled();
    expect(
      screen.getByText(
        'Your billing history will appear here once you have an active subscription.',
      ),
    ).toBeVisible();
    expect(screen.queryByTestId('trial-banner')).toBeNull();
    expect(screen.queryByTestId('past-due-banner')).toBeNull();
    expect(screen.queryByTestId('held-banner')).toBeNull();
  });

  it('says neutrally that held responses are waiting, and nothing when none are', async () => {
    await open(starter({ usage: { surveys: 1, responses: 200, teamMembers: 0, held: 12 } }));
    expect(screen.getByTestId('held-banner')).toHaveTextContent(
      '12 responses are waiting: upgrade or wait for the next period to see them.',
    );
  });

  it('shows the 80 % and 100 % banners', async () => {
    await open(starter({ usage: { surveys: 10, responses: 170, teamMembers: 1, held: 0 } }));
    expect(screen.getByTestId('usage-banner-surveys')).toHaveTextContent(
      "You have reached your Starter plan's limit of 10 surveys. Upgrade to add more.",
    );
    expect(screen.getByTestId('usage-banner-responses')).toHaveTextContent(
      'You have used 170 of 200 responses this month.',
    );
    expect(screen.queryByTestId('usage-banner-teamMembers')).toBeNull();
  });

  it('shows a trial: banner with days left, next billing date, Manage Subscription and invoices', async () => {
    await open({
      plan: {
        key: 'professional',
        name: 'Professional',
        status: 'active',
        currentPeriodEnd: '2026-12-04T00:00:00.000Z',
        trial: { isTrial: true, daysLeft: 11, endsAt: '2026-12-04T00:00:00.000Z' },
        cancelAtPeriodEnd: false,
        graceEndsAt: null,
        hasSubscription: true,
      },
      usage: { surveys: 12, responses: 0, teamMembers: 0, held: 0 },
      limits: { surveys: 50, responses: 1000, teamMembers: 50 },
    });
    expect(screen.getByTestId('trial-banner')).toHaveTextContent(
      '11 days left in your free trial!',
    );
    expect(
      within(screen.getByTestId('trial-banner')).getByRole('button', { name: 'Upgrade Now' }),
    ).toBeVisible();
    // The badge says Trial, not the provider's Active, and when it ends.
    expect(screen.getByTestId('plan-status')).toHaveTextContent(/^Trial$/);
    expect(screen.getByTestId('trial-ends')).toHaveTextContent('Trial ends December 4, 2026');
    expect(screen.getByText('Next billing date:')).toBeVisible();
    expect(screen.getByText('December 4, 2026')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Manage Subscription' })).toBeVisible();
    expect(await screen.findByText('LOCAL-0001')).toBeVisible();
    expect(screen.getByText('$19.00')).toBeVisible();
  });

  it('shows the ended trial and unlimited usage as ∞', async () => {
    await open({
      plan: {
        key: 'enterprise',
        name: 'Enterprise',
        status: 'past_due',
        currentPeriodEnd: '2026-12-04T00:00:00.000Z',
        trial: { isTrial: false, daysLeft: 0, endsAt: '2026-11-01T00:00:00.000Z' },
        cancelAtPeriodEnd: false,
        graceEndsAt: '2026-12-01T00:00:00.000Z',
        hasSubscription: true,
      },
      usage: { surveys: 70, responses: 5000, teamMembers: 80, held: 0 },
      limits: { surveys: -1, responses: -1, teamMembers: -1 },
    });
    expect(screen.getByTestId('trial-ended')).toHaveTextContent(
      'Your free trial has ended. Subscribe to continue using Pro features.',
    );
    expect(screen.getByRole('button', { name: 'Subscribe for $19/mo' })).toBeVisible();
    // One banner for one problem: the ended trial says it, not the grace banner as well.
    expect(screen.queryByTestId('past-due-banner')).toBeNull();
    expect(screen.getByTestId('plan-status')).toHaveTextContent('Past due');
    expect(within(screen.getByTestId('usage-surveys')).getByText('70 / ∞')).toBeVisible();
  });

  it('shows the past-due grace banner: the failed payment, the date to pay by, the plan kept', async () => {
    await open({
      plan: {
        key: 'professional',
        name: 'Professional',
        status: 'past_due',
        currentPeriodEnd: '2026-12-20T00:00:00.000Z',
        trial: null,
        cancelAtPeriodEnd: false,
        graceEndsAt: '2026-11-27T00:00:00.000Z',
        hasSubscription: true,
      },
      usage: { surveys: 30, responses: 400, teamMembers: 20, held: 0 },
      limits: { surveys: 50, responses: 1000, teamMembers: 50 },
    });
    const banner = screen.getByTestId('past-due-banner');
    expect(banner).toBeVisible();
    expect(banner).toHaveTextContent('Your last payment failed.');
    expect(banner).toHaveTextContent(
      'Update your card in Manage Subscription by November 27, 2026 to keep Professional.',
    );
    expect(screen.getByTestId('plan-status')).toHaveTextContent('Past due');
    // The grace period keeps the paid plan's limits, and the way to pay is on the page.
    expect(within(screen.getByTestId('usage-surveys')).getByText('30 / 50')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Manage Subscription' })).toBeVisible();
    expect(screen.queryByTestId('trial-ended')).toBeNull();
  });

  it('starts checkout: the body names the price and return addresses; Processing... meanwhile', async () => {
    const user = userEvent.setup();
    let answer: (() => void) | undefined;
    const api = await open(starter(), {
      'POST /api/billing/create-checkout-session': (_, res) => {
        answer = () =>
          sendJson(res, 503, {
            message: 'Failed to create checkout session',
            errorType: 'service_unavailable',
          });
      },
    });
    await user.click(screen.getByRole('button', { name: 'Start 14-Day Free Trial' }));
    expect(await screen.findByRole('button', { name: 'Processing...' })).toBeDisabled();
    await waitFor(() => expect(answer).toBeDefined());
    answer?.();
    await findToast('Failed to start upgrade process', 'Failed to create checkout session');
    expect(await screen.findByRole('button', { name: 'Start 14-Day Free Trial' })).toBeEnabled();
    const [body] = bodiesOf<Record<string, string>>(
      api,
      'POST',
      '/api/billing/create-checkout-session',
    );
    expect(body).toEqual({
      priceId: 'price_pro',
      successUrl: `${window.location.origin}/billing?success=true`,
      cancelUrl: `${window.location.origin}/billing?canceled=true`,
    });
  });

  it('says so when the portal cannot be opened', async () => {
    const user = userEvent.setup();
    await open(
      {
        ...starter(),
        plan: {
          ...starter().plan,
          key: 'professional',
          name: 'Professional',
          hasSubscription: true,
          currentPeriodEnd: '2026-12-04T00:00:00.000Z',
        },
      },
      {
        'POST /api/billing/create-portal-session': (_, res) => sendJson(res, 200, { url: '' }),
      },
    );
    await user.click(screen.getByRole('button', { name: 'Manage Subscription' }));
    await findToast('Failed to access billing portal');
  });

  it("says 'Failed to load billing information' with a Retry", async () => {
    server = await signedInApi({
      'GET /api/billing/plans': (_, res) => sendJson(res, 200, catalogue),
      'GET /api/billing/my-plan': (_, res) =>
        sendJson(res, 500, { message: 'Boom', errorType: 'server_error' }),
    });
    renderApp('/billing', { apiBaseUrl: server.baseUrl });
    expect(
      await screen.findByText('Failed to load billing information', {}, { timeout: 15_000 }),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeVisible();
  });

  it('shows a toast on the return from checkout', async () => {
    await open(starter(), {}, '/billing?success=true');
    await findToast('Your subscription is active. Thank you!');
  });
});

describe('billing page in German', () => {
  afterEach(() => {
    localStorage.removeItem(preferenceKeys.language);
    reloadLanguage();
  });

  it('speaks German, with German dates and numbers, and leaves names and amounts as they are', async () => {
    await loadAppIntl('de');
    setLanguage('de');
    server = await signedInApi({
      'GET /api/billing/plans': (_, res) => sendJson(res, 200, catalogue),
      'GET /api/billing/my-plan': (_, res) =>
        sendJson(res, 200, {
          plan: {
            key: 'professional',
            name: 'Professional',
            status: 'active',
            currentPeriodEnd: '2026-12-04T00:00:00.000Z',
            trial: { isTrial: true, daysLeft: 11, endsAt: '2026-12-04T00:00:00.000Z' },
            cancelAtPeriodEnd: false,
            graceEndsAt: null,
            hasSubscription: true,
          },
          usage: { surveys: 45, responses: 0, teamMembers: 0, held: 1200 },
          limits: { surveys: 50, responses: 1000, teamMembers: 50 },
        } satisfies MyPlanResponse),
      'GET /api/billing/invoices': (_, res) =>
        sendJson(res, 200, {
          invoices: [
            {
              id: 'in_1',
              number: 'LOCAL-0001',
              amount: 190000,
              currency: 'usd',
              status: 'paid',
              createdAt: '2026-11-20T00:00:00.000Z',
              url: null,
            },
          ],
        }),
    });
    renderApp('/billing', { apiBaseUrl: server.baseUrl });
    await screen.findByRole('heading', { name: 'Aktueller Tarif' }, { timeout: 15_000 });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Abrechnung & Nutzung');
    expect(screen.getByTestId('trial-banner')).toHaveTextContent(
      'Noch 11 Tage in deinem kostenlosen Testzeitraum!',
    );
    expect(screen.getByTestId('trial-banner')).toHaveTextContent('am 4. Dezember 2026 endet.');
    expect(screen.getByTestId('plan-status')).toHaveTextContent(/^Testphase$/);
    expect(screen.getByTestId('held-banner')).toHaveTextContent(/^1\.200 Antworten warten: /);
    expect(screen.getByTestId('usage-banner-surveys')).toHaveTextContent(
      'Du hast 45 von 50 Umfragen genutzt.',
    );
    expect(screen.getByRole('button', { name: 'Abo verwalten' })).toBeVisible();
    const history = screen.getByTestId('billing-history');
    expect(await within(history).findByText('20. November 2026')).toBeVisible();
    expect(within(history).getByText('1.900,00 $')).toBeVisible();
    expect(within(history).getByText('Bezahlt')).toBeVisible();
    expect(within(history).getByText('LOCAL-0001')).toBeVisible();
  });
});
