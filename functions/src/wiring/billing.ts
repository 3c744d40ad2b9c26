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
import { mailer, store, warn } from './shared';

/** Plans and subscriptions as stored (the local runtime's plan control writes them too). */
export const billingRecords = (): DynamoBillingStore => store(DynamoBillingStore);

let plans: PlanService | undefined;
/** Plans, limits and usage; no payments provider here (surveys, teams and sends use it). */
export function planService(): PlanService {
  return (plans ??= new PlanService(billingRecords(), config.payments.prices));
}

/** The payments secrets: configuration locally, one Secrets Manager read per container in AWS. */
async function paymentsSecrets(): Promise<StripeSecrets> {
  const { payments } = config;
  if (payments.secretArn) {
    const raw = await secretsManagerKeySource(
      payments.secretArn,
      config.region,
      config.session.secretsEndpoint,
    )();
    const parsed = JSON.parse(raw) as Partial<StripeSecrets>;
    if (!parsed.apiKey || !parsed.webhookSecret) {
      throw new Error('The payments secret needs apiKey and webhookSecret');
    }
    return { apiKey: parsed.apiKey, webhookSecret: parsed.webhookSecret };
  }
  if (!payments.apiKey || !payments.webhookSecret) {
    throw new Error('Payments are not configured (STRIPE_SECRET_ARN, or the key and secret)');
  }
  return { apiKey: payments.apiKey, webhookSecret: payments.webhookSecret };
}

let billing: BillingService | undefined;
/** Checkout, portal, invoices and webhooks: the only user of the payments provider's client. */
export function billingService(): BillingService {
  return (billing ??= new BillingService({
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

let salesContact: SalesContactService | undefined;
/** Enterprise "Contact sales" (decision 0044). */
export function salesContactService(): SalesContactService {
  return (salesContact ??= new SalesContactService({
    mail: mailer(),
    limiter: store(DynamoRateLimiter),
    supportEmail: config.support.email,
    clientLimitFactor: config.clientLimitFactor,
  }));
}
