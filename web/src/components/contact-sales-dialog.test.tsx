import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { PlansResponse } from '#shared/api/billing';
import { sendJson, startApiServer, type ApiServer } from '../test/api-server';
import { axeViolations } from '../test/axe';
import { renderApp } from '../test/render';
import { bodiesOf, signedInApi, type Handler } from '../test/signed-in-api';
import { aUser } from '../test/users';

/*
 * Enterprise "Contact sales" (issue #33): from /pricing, signed out, and from the billing page,
 * signed in with the name, e-mail and company filled in; sent, refused field by field, or failed.
 */

let server: ApiServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const SENT = 'Thanks! Our team will get back to you within one business day.';
const sent: Handler = (_, res) => sendJson(res, 200, { message: SENT });

const plan = (name: string, price: number | null, priceId: string | null) => ({
  name,
  price,
  priceId,
  trialDays: 0,
  features: [],
  limits: { surveys: -1, responses: -1, teamMembers: -1 },
});
const catalogue: PlansResponse = {
  plans: {
    starter: plan('Starter', 0, null),
    professional: plan('Professional', 19, 'price_pro'),
    enterprise: plan('Enterprise', null, null),
  },
};

async function openFromPricing(contact: Handler) {
  server = await startApiServer((req, res) =>
    req.method === 'POST' && req.url === '/api/billing/contact-sales'
      ? contact(req, res)
      : sendJson(res, 404, { message: 'Not found', errorType: 'not_found' }),
  );
  renderApp('/pricing', { apiBaseUrl: server.baseUrl });
  const user = userEvent.setup();
  const enterprise = await screen.findByTestId('plan-enterprise');
  expect(within(enterprise).getByText('Custom pricing')).toBeVisible();
  await user.click(within(enterprise).getByRole('button', { name: 'Contact sales' }));
  const dialog = await screen.findByRole('dialog', { name: 'Contact sales' });
  return { user, dialog };
}

describe('Contact sales', () => {
  it('on /pricing: checks the fields first, then sends the enquiry and says it was sent', async () => {
    const { user, dialog } = await openFromPricing(sent);
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('');

    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText('Name is required')).toBeVisible();
    expect(within(dialog).getByText('Email is required')).toBeVisible();
    expect(within(dialog).getByText('Company is required')).toBeVisible();
    expect(within(dialog).getByText('Choose a team size')).toBeVisible();
    expect(within(dialog).getByLabelText(/^Name/)).toHaveFocus();
    expect(bodiesOf(server!, 'POST', '/api/billing/contact-sales')).toEqual([]);
    expect(await axeViolations(dialog)).toEqual([]);

    await user.type(within(dialog).getByLabelText(/^Name/), 'Ines Ortega');
    await user.type(within(dialog).getByLabelText(/^Work email/), 'ines@acme.example');
    await user.type(within(dialog).getByLabelText(/^Company/), 'Acme');
    await user.selectOptions(within(dialog).getByLabelText(/^Team size/), '51 to 250 people');
    await user.type(within(dialog).getByLabelText(/^Message/), 'SSO, please.');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));

    const done = await screen.findByRole('dialog', { name: 'Request sent' });
    expect(within(done).getByText(SENT)).toBeVisible();
    expect(bodiesOf(server!, 'POST', '/api/billing/contact-sales')).toEqual([
      {
        name: 'Ines Ortega',
        email: 'ines@acme.example',
        company: 'Acme',
        teamSize: '51-250',
        message: 'SSO, please.',
      },
    ]);
    await user.click(within(done).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('shows the server’s refusal on its field, and a failure above the form, keeping what was typed', async () => {
    let answer: Handler = (_, res) =>
      sendJson(res, 400, {
        message: 'Invalid input',
        errorType: 'validation_error',
        fields: { company: 'Company must be at most 200 characters' },
      });
    const { user, dialog } = await openFromPricing((req, res) => answer(req, res));
    await user.type(within(dialog).getByLabelText(/^Name/), 'Ines');
    await user.type(within(dialog).getByLabelText(/^Work email/), 'ines@acme.example');
    await user.type(within(dialog).getByLabelText(/^Company/), 'Acme');
    await user.selectOptions(within(dialog).getByLabelText(/^Team size/), 'up-to-50');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByText('Company must be at most 200 characters')).toBeVisible();

    answer = (_, res) =>
      sendJson(
        res,
        429,
        {
          message: 'You have sent several requests already. Please try again later.',
          errorType: 'rate_limit',
        },
        { 'retry-after': '600' },
      );
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'You have sent several requests already. Please try again later.',
    );
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Ines');
    expect(screen.queryByRole('dialog', { name: 'Request sent' })).not.toBeInTheDocument();
  });

  it('on the billing page: Enterprise opens it with the signed-in person’s name, e-mail and company', async () => {
    server = await signedInApi({
      'GET /api/auth/me': (_, res) =>
        sendJson(res, 200, { user: aUser({ company: 'Analytical' }) }),
      'GET /api/billing/plans': (_, res) => sendJson(res, 200, catalogue),
      'GET /api/billing/my-plan': (_, res) =>
        sendJson(res, 200, {
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
          usage: { surveys: 0, responses: 0, teamMembers: 0, held: 0 },
          limits: { surveys: 10, responses: 200, teamMembers: 15 },
        }),
      'POST /api/billing/contact-sales': sent,
    });
    renderApp('/billing', { apiBaseUrl: server.baseUrl });
    const user = userEvent.setup();
    const enterprise = await screen.findByTestId(
      'billing-plan-enterprise',
      {},
      { timeout: 15_000 },
    );
    await user.click(within(enterprise).getByRole('button', { name: 'Contact sales' }));
    const dialog = await screen.findByRole('dialog', { name: 'Contact sales' });
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Ada Lovelace');
    expect(within(dialog).getByLabelText(/^Work email/)).toHaveValue('ada@example.com');
    expect(within(dialog).getByLabelText(/^Company/)).toHaveValue('Analytical');

    await user.selectOptions(within(dialog).getByLabelText(/^Team size/), 'over-1000');
    await user.click(within(dialog).getByRole('button', { name: 'Send request' }));
    expect(await screen.findByRole('dialog', { name: 'Request sent' })).toBeVisible();
    expect(bodiesOf(server, 'POST', '/api/billing/contact-sales')).toEqual([
      {
        name: 'Ada Lovelace',
        email: 'ada@example.com',
        company: 'Analytical',
        teamSize: 'over-1000',
      },
    ]);
  });
});
