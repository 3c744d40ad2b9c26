import { DynamoBillingStore } from '../adapters/dynamodb/billing-store';
import { DynamoRateLimiter } from '../adapters/dynamodb/rate-limiter';
import { StripePayments, type StripeSecrets } from '../adapters/payments/stripe-payments';
import { secretsManagerKeySource } from '../adapters/tokens/session-key';
import { config } from '../config';
import { BillingService } from '../domain/billing/billing-service';
import { PlanService } from '../domain/billing/plan-service';
import { SalesContactService } from '../domain/billing/sales-contact';
import { notify } from './notifications';
import { referralRewards } from './referrals';
import { mailer, service, single, store, warn } from './shared';

/** Plans and subscriptions as stored (the local runtime's plan control writes them too). */
export const billingRecords = (): DynamoBillingStore => store(DynamoBillingStore);

/** Plans, limits and usage; no payments provider here (surveys, teams and sends use it). */
export function planService(): PlanService {
  return single(PlanService, () => [billingRecords(), config.payments.prices]);
}

/** The payments secrets: configuration locally, one Secrets Manager read per container in AWS. */
async function paymentsSecrets(): Promise<StripeSecrets> {
  const { payments } = config;
  const secrets: Partial<StripeSecrets> = payments.secretArn
    ? JSON.parse(
        await secretsManagerKeySource(
          payments.secretArn,
          config.region,
          config.session.secretsEndpoint,
        )(),
      )
    : payments;
  if (!secrets.apiKey || !secrets.webhookSecret) {
    throw new Error(
      payments.secretArn
        ? 'The payments secret needs apiKey and webhookSecret'
        : 'Payments are not configured (STRIPE_SECRET_ARN, or the key and secret)',
    );
  }
  return { apiKey: secrets.apiKey, webhookSecret: secrets.webhookSecret };
}

/** Checkout, portal, invoices and webhooks: the only user of the payments provider's client. */
export function billingService(): BillingService {
  return service(BillingService, () => ({
    store: billingRecords(),
    plans: planService(),
    payments: new StripePayments({
      secrets: paymentsSecrets,
      ...(config.payments.endpoint ? { endpoint: config.payments.endpoint } : {}),
    }),
    notify,
    referrals: referralRewards(),
    appOrigin: config.appOrigin,
    log: warn,
  }));
}

/** Enterprise "Contact sales" (decision 0044). */
export function salesContactService(): SalesContactService {
  return service(SalesContactService, () => ({
    mail: mailer(),
    limiter: store(DynamoRateLimiter),
    supportEmail: config.support.email,
    clientLimitFactor: config.clientLimitFactor,
  }));
}
