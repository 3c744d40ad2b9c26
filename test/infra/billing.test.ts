import { beforeAll, describe, expect, it } from 'vitest';
import { routeList } from '#shared/api/routes';
import { stageConfig, type StageConfig } from '../../infra/aws/stage-config';
import { ourFunctions, synthesizeCandor, type SynthesizedCandor } from './synth';

/*
 * What an operator connecting Stripe relies on: the webhook address to paste into the Stripe
 * dashboard is an output of the billing stack, and the billing functions get the stage's price
 * ids and the payments secret's ARN (never the secret itself).
 */

const stage: StageConfig = {
  ...stageConfig('prod'),
  payments: { prices: { professional: 'price_pro_from_stage' } },
};
const billingRoutes = routeList.filter((route) => route.area === 'billing').map((r) => r.id);

let synth: SynthesizedCandor;
beforeAll(() => {
  synth = synthesizeCandor(stage);
});

const variablesOf = (id: string) => {
  const fn = ourFunctions(synth.templates).find((f) => f.id === id);
  expect(fn, id).toBeDefined();
  return (fn!.properties.Environment as { Variables: Record<string, unknown> }).Variables;
};

describe('payments in the cloud', () => {
  it('outputs the webhook URL on the app origin, in the billing stack', () => {
    const outputs = synth.templates.get('Candor-Prod-Api-Billing')?.toJSON().Outputs ?? {};
    expect(outputs.PaymentsWebhookUrl).toMatchObject({
      Value: 'https://candor.example.com/api/billing/webhook',
    });
    const elsewhere = [...synth.templates]
      .filter(([name]) => name !== 'Candor-Prod-Api-Billing')
      .filter(([, template]) => 'PaymentsWebhookUrl' in (template.toJSON().Outputs ?? {}));
    expect(elsewhere).toEqual([]);
  });

  it("gives every billing function the stage's price ids and the payments secret's ARN", () => {
    expect(billingRoutes).toEqual(
      expect.arrayContaining(['GetBillingPlans', 'CreateCheckoutSession', 'HandleBillingWebhook']),
    );
    for (const id of billingRoutes) {
      const variables = variablesOf(id);
      expect(variables.STRIPE_PRICE_PROFESSIONAL, id).toBe('price_pro_from_stage');
      // A plan without a price id shows 'Coming Soon': no empty variable stands in for it.
      expect(variables, id).not.toHaveProperty('STRIPE_PRICE_ENTERPRISE');
      expect(JSON.stringify(variables.STRIPE_SECRET_ARN), id).toContain('PaymentsSecret');
      expect(Object.keys(variables).filter((name) => /API_KEY|WEBHOOK_SECRET/.test(name))).toEqual(
        [],
      );
    }
  });

  it('a stage without prices sets no price variable (every paid plan shows Coming Soon)', () => {
    const { payments: _, ...withoutPayments } = stage;
    const bare = synthesizeCandor(withoutPayments);
    const fn = ourFunctions(bare.templates).find((f) => f.id === 'GetBillingPlans')!;
    const variables = (fn.properties.Environment as { Variables: Record<string, unknown> })
      .Variables;
    expect(Object.keys(variables).filter((name) => name.startsWith('STRIPE_PRICE_'))).toEqual([]);
  });
});
