import type { Invoice } from '#shared/api/billing';

/** A subscription as the payments provider holds it now. */
export interface ProviderSubscription {
  id: string;
  customerId: string;
  status: string;
  priceId: string;
  currentPeriodStart: string | null;
  currentPeriodEnd: string | null;
  trialEnd: string | null;
  cancelAtPeriodEnd: boolean;
}

/** What a paid invoice or a refund says about money (referral commissions read it). */
export type PaymentAmounts =
  | { kind: 'invoice-paid'; invoiceId: string; paidCents: number; taxCents: number }
  | { kind: 'refund'; refundId: string; refundedCents: number };

/** A verified webhook event: only what deciding what to re-read needs. */
export interface PaymentEvent {
  id: string;
  type: string;
  customerId: string | null;
  subscriptionId: string | null;
  /** On `invoice.paid` and `charge.refunded`. */
  amounts?: PaymentAmounts;
}

/** The provider could not be reached (or failed): nothing was changed on our side. */
export class PaymentsUnavailableError extends Error {}
/** A webhook whose signature is missing, wrong or stale. */
export class BadSignatureError extends Error {}

/** The payments provider (Stripe in the cloud, the payments stand-in locally). */
export interface PaymentsPort {
  createCustomer(input: { accountId: string; email: string; name: string }): Promise<string>;
  /** A hosted checkout for a subscription; returns its URL. */
  createCheckoutSession(input: {
    accountId: string;
    customerId: string;
    priceId: string;
    trialDays: number;
    successUrl: string;
    cancelUrl: string;
    /** A once-only percent-off discount for the first paid month (see `ensureCoupon`). */
    couponId?: string;
  }): Promise<string>;
  /** Makes the once-only percent-off coupon `id` if it does not exist yet. */
  ensureCoupon(input: { id: string; percentOff: number }): Promise<void>;
  /** Puts a coupon on a subscription: it comes off the next non-zero invoice. */
  applyDiscount(subscriptionId: string, couponId: string): Promise<void>;
  /** A hosted customer portal; returns its URL. */
  createPortalSession(input: { customerId: string; returnUrl: string }): Promise<string>;
  /** Checks the signature over the exact bytes received; BadSignatureError when it fails. */
  verifyEvent(payload: Buffer, signature: string | undefined): Promise<PaymentEvent>;
  subscription(id: string): Promise<ProviderSubscription | undefined>;
  /** The customer's most recent subscription, if any. */
  latestSubscription(customerId: string): Promise<ProviderSubscription | undefined>;
  invoices(customerId: string): Promise<Invoice[]>;
}
