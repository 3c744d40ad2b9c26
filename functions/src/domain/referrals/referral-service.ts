import { randomBytes } from 'node:crypto';
import type {
  EligiblePayoutsResponse,
  ReferralStatsResponse,
  RequestPayoutResponse,
} from '#shared/api/referrals';
import { sameOwnerIdentity } from '#shared/domain/email-identity';
import {
  clawbackFor,
  commissionFor,
  discountMoment,
  eligibleMonths,
  monthLabel,
  monthOf,
  referralTerms,
} from '#shared/domain/referral-terms';
import type { UserRecord } from '../accounts/ports';
import type { PaymentAmounts } from '../billing/payments';
import { ConflictError, ValidationError } from '../errors';
import type { NewNotification } from '../notifications/notification-service';
import type { MailPort } from '../platform/mail';
import { payoutRequestEmail } from './referral-emails';
import type { ReferralRecord, ReferralStore, RewardRecord } from './ports';

/** A code is 12 URL-safe characters: 72 random bits, not guessable, not derived from the account. */
const CODE_PATTERN = /^[A-Za-z0-9_-]{12}$/;
const LIST_LIMIT = 100;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface ReferralServiceDeps {
  store: ReferralStore;
  users: { getById(id: string): Promise<UserRecord | undefined> };
  notify: (userId: string, notification: NewNotification) => Promise<unknown>;
  /**
   * Payout requests are e-mailed to `operatorEmail` (configuration). Billing's service, which only
   * applies rewards and counts commissions, is made without them, so its functions do not carry
   * the mail client (decision 0004).
   */
  payouts?: { mail: MailPort; operatorEmail: string };
  appOrigin: string;
  now: () => Date;
  log: (message: string, data?: Record<string, unknown>) => void;
}

/** A person who just registered, as attribution needs them. */
export interface NewAccount {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  createdAt: string;
}

/** What a paid invoice or a refund says, for commissions. */
export type PaymentFact = PaymentAmounts;

const dollars = (cents: number) => Math.round(cents) / 100;
const money = (cents: number) =>
  `$${(cents / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/**
 * The referral programme: each account's link, attribution at registration, commissions from the
 * referred accounts' payments, rewards and payout requests (spec 2, sections 2, 7 and 9).
 */
export class ReferralService {
  constructor(private readonly deps: ReferralServiceDeps) {}

  private link(code: string) {
    return `${this.deps.appOrigin}/register?ref=${encodeURIComponent(code)}`;
  }

  /** The account's code, made the first time it is asked for (and kept for good). */
  private async codeOf(userId: string): Promise<string> {
    const existing = await this.deps.store.codeOf(userId);
    if (existing) return existing.code;
    const code = randomBytes(9).toString('base64url');
    if (await this.deps.store.createCode(userId, code, this.deps.now().toISOString())) return code;
    // Another request made the account's code first (a taken code is a 2^-72 event).
    const stored = await this.deps.store.codeOf(userId);
    if (!stored) throw new Error('referral code could not be made');
    return stored.code;
  }

  async stats(userId: string, clientKey: string): Promise<ReferralStatsResponse> {
    const code = await this.codeOf(userId);
    // Where the link was last opened from: a friend registering from the same address is flagged.
    await this.deps.store.noteSharedFrom(code, clientKey);
    const [referrals, rewards] = await Promise.all([
      this.deps.store.referrals(userId, LIST_LIMIT),
      this.deps.store.rewards(userId, LIST_LIMIT),
    ]);
    const completed = referrals.filter((r) => r.status === 'completed').length;
    return {
      referralLink: this.link(code),
      stats: { total: referrals.length, completed, pending: referrals.length - completed },
      rewards: rewards.map((reward) => ({
        id: reward.id,
        description: reward.description,
        value: reward.percentOff,
        expires_at: reward.expiresAt,
        used: reward.usedAt !== null,
      })),
      // Name, e-mail, the day they joined and the status: nothing about their surveys or payments.
      referrals: referrals.map((r) => ({
        id: r.referredUserId,
        first_name: r.firstName,
        last_name: r.lastName,
        email: r.email,
        status: r.status,
        joined_at: r.joinedAt,
      })),
    };
  }

  // ---- attribution ----

  /**
   * Records that `account` registered with `code`. An unknown code records nothing; a referral to
   * oneself (the same account, or the same mailbox by its normalised e-mail) is refused; a friend
   * registering from the address the link was last opened from is recorded but flagged.
   * Never throws: registration must not fail because of a referral.
   */
  async attribute(account: NewAccount, rawCode: string, clientKey: string): Promise<void> {
    try {
      await this.attributeOrThrow(account, rawCode.trim(), clientKey);
    } catch (error) {
      this.deps.log('referral not recorded', { userId: account.id, error: String(error) });
    }
  }

  private async attributeOrThrow(account: NewAccount, code: string, clientKey: string) {
    if (!CODE_PATTERN.test(code)) return;
    const owner = await this.deps.store.codeRecord(code);
    if (!owner) return;
    if (owner.userId === account.id) {
      this.deps.log('self-referral refused', { rule: 'same-account', userId: account.id });
      return;
    }
    const referrer = await this.deps.users.getById(owner.userId);
    if (!referrer) return;
    if (sameOwnerIdentity(referrer.email) === sameOwnerIdentity(account.email)) {
      this.deps.log('self-referral refused', { rule: 'same-email', userId: account.id });
      return;
    }
    const review =
      owner.sharedFrom !== null && owner.sharedFrom === clientKey ? 'same-client' : null;
    const referral: ReferralRecord = {
      referrerId: referrer.id,
      referredUserId: account.id,
      firstName: account.firstName,
      lastName: account.lastName,
      email: account.email,
      joinedAt: account.createdAt,
      status: 'pending',
      firstPaymentAt: null,
      review,
    };
    const earned = this.deps.now();
    const discount: RewardRecord = {
      id: `discount-${account.id}`,
      userId: account.id,
      kind: 'first-month-discount',
      description: `${referralTerms.referredDiscountPercent}% off your first paid month (referred by ${referrer.firstName})`,
      percentOff: referralTerms.referredDiscountPercent,
      earnedAt: earned.toISOString(),
      expiresAt: new Date(earned.getTime() + referralTerms.rewardValidDays * DAY_MS).toISOString(),
      usedAt: null,
      referredUserId: null,
    };
    if (!(await this.deps.store.recordReferral(referral, discount))) return;
    if (review) this.deps.log('referral flagged for review', { rule: review, userId: account.id });
    await this.deps.notify(referrer.id, {
      type: 'referral',
      title: 'A friend joined',
      message: `${account.firstName} ${account.lastName} joined Candor with your referral link.`,
    });
  }

  // ---- payments of referred accounts ----

  /**
   * A paid invoice or a refund of `accountId`. An account nobody referred changes nothing. The
   * first non-zero payment completes the referral; each paid invoice in the window adds a
   * commission once (by invoice id); a refund takes its share back once (by refund id).
   */
  async onPayment(accountId: string, fact: PaymentFact): Promise<void> {
    const referredBy = await this.deps.store.referredBy(accountId);
    if (!referredBy) return;
    const { referrerId } = referredBy;
    const at = this.deps.now().toISOString();
    /** This payment's line in the referrer's ledger, once per source id. */
    const addCommission = (sourceId: string, amountCents: number) =>
      this.deps.store.addCommission({
        referrerId,
        referredUserId: accountId,
        sourceId,
        month: monthOf(at),
        amountCents,
        at,
      });
    if (fact.kind === 'invoice-paid') {
      if (fact.paidCents - fact.taxCents <= 0) return;
      let firstPaymentAt = referredBy.firstPaymentAt;
      if (!firstPaymentAt) {
        firstPaymentAt = at;
        if (await this.deps.store.complete(referrerId, accountId, at)) {
          // The first paid month is the one the 50% came off.
          await this.deps.store.useReward(accountId, `discount-${accountId}`, at);
          await this.deps.notify(referrerId, {
            type: 'referral',
            title: 'Referral completed',
            message:
              'A friend you referred made their first payment. You now earn 20% of their payments for 6 months.',
          });
        }
      }
      const amountCents = commissionFor({
        paidCents: fact.paidCents,
        taxCents: fact.taxCents,
        firstPaymentAt,
        paidAt: at,
      });
      if (amountCents <= 0) return;
      await addCommission(`invoice#${fact.invoiceId}`, amountCents);
      return;
    }
    const { commissions } = await this.deps.store.ledger(referrerId);
    const earned = commissions
      .filter((c) => c.referredUserId === accountId)
      .reduce((sum, c) => sum + c.amountCents, 0);
    const amountCents = clawbackFor(fact.refundedCents, earned);
    if (amountCents === 0) return;
    await addCommission(`refund#${fact.refundId}`, amountCents);
  }

  /** The account's oldest unused, unexpired free month (applied to its subscription), or null. */
  async rewardToApply(accountId: string): Promise<{ id: string; percentOff: number } | null> {
    const now = this.deps.now().toISOString();
    const reward = (await this.deps.store.rewards(accountId, LIST_LIMIT))
      .filter((r) => r.kind === 'free-month' && r.usedAt === null)
      .filter((r) => r.expiresAt === null || r.expiresAt > now)
      .sort((a, b) => a.earnedAt.localeCompare(b.earnedAt))[0];
    return reward ? { id: reward.id, percentOff: reward.percentOff } : null;
  }

  async rewardApplied(accountId: string, rewardId: string): Promise<void> {
    await this.deps.store.useReward(accountId, rewardId, this.deps.now().toISOString());
  }

  /**
   * The percent off a referred account's first paid month due at `moment` (checkout without a
   * trial, or a trial about to convert), or null: not referred, or it has paid already.
   */
  async discountFor(
    accountId: string,
    moment: 'checkout' | 'trial-conversion',
    trialDays: number,
  ): Promise<number | null> {
    const referredBy = await this.deps.store.referredBy(accountId);
    const due = discountMoment({
      hasUnusedDiscount: referredBy !== undefined && referredBy.firstPaymentAt === null,
      trialDays: moment === 'trial-conversion' ? 1 : trialDays,
    });
    return due === moment ? referralTerms.referredDiscountPercent : null;
  }

  // ---- payouts ----

  private async eligible(userId: string) {
    const { commissions, payouts } = await this.deps.store.ledger(userId);
    return eligibleMonths(commissions, new Set(payouts.map((p) => p.month)), this.deps.now());
  }

  async eligiblePayouts(userId: string): Promise<EligiblePayoutsResponse> {
    return {
      eligibleCommissions: (await this.eligible(userId)).map((month) => ({
        id: `payout-${month.month}`,
        month: month.month,
        amount: dollars(month.amountCents),
        referred_user_id: month.referredUserId,
      })),
    };
  }

  async requestPayout(user: UserRecord, month: string): Promise<RequestPayoutResponse> {
    const { payouts: mailTo } = this.deps;
    if (!mailTo) throw new Error('This referral service was made without payout requests');
    const { commissions, payouts } = await this.deps.store.ledger(user.id);
    if (payouts.some((p) => p.month === month)) {
      throw new ConflictError(
        `A payout for ${monthLabel(month)} was already requested`,
        'payout_requested',
      );
    }
    const eligible = eligibleMonths(
      commissions,
      new Set(payouts.map((p) => p.month)),
      this.deps.now(),
    ).find((m) => m.month === month);
    if (!eligible) {
      throw new ValidationError(`Nothing is eligible for payout in ${monthLabel(month)}`, {
        details: `A month is paid out once it reaches ${money(referralTerms.minimumPayoutCents)} and ${referralTerms.refundWindowDays} days have passed since it ended.`,
      });
    }
    const requestedAt = this.deps.now().toISOString();
    const recorded = await this.deps.store.requestPayout(user.id, {
      month,
      amountCents: eligible.amountCents,
      requestedAt,
      paidAt: null,
    });
    if (!recorded) {
      throw new ConflictError(
        `A payout for ${monthLabel(month)} was already requested`,
        'payout_requested',
      );
    }
    const amount = money(eligible.amountCents);
    await this.deps.notify(user.id, {
      type: 'referral',
      title: 'Payout requested',
      message: `Your referral payout for ${monthLabel(month)} (${amount}) was requested. Payouts are made monthly.`,
      data: { month },
    });
    try {
      await mailTo.mail.send(
        payoutRequestEmail({
          to: mailTo.operatorEmail,
          referrerName: `${user.firstName} ${user.lastName}`.trim(),
          referrerEmail: user.email,
          referrerId: user.id,
          month,
          amount,
        }),
      );
    } catch (error) {
      // The request is recorded (the operator's list is the store); the mail is a courtesy.
      this.deps.log('payout request e-mail not sent', { month, error: String(error) });
    }
    return {
      message: `Payout for ${monthLabel(month)} requested!`,
      month,
      amount: dollars(eligible.amountCents),
    };
  }
}
