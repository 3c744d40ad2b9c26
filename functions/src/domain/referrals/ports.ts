/** A person who registered with someone's referral link, as the referrer's records hold them. */
export interface ReferralRecord {
  referrerId: string;
  referredUserId: string;
  firstName: string;
  lastName: string;
  email: string;
  joinedAt: string;
  status: 'pending' | 'completed';
  /** Set at the referred account's first payment (the referral is then completed). */
  firstPaymentAt: string | null;
  /** Suspicious but allowed (colleagues share networks): for the operator to look at. */
  review: 'same-client' | null;
}

/** The referred side: who referred this account, and what of its own reward it has used. */
export interface ReferredBy {
  referrerId: string;
  firstPaymentAt: string | null;
  /** The free month for the referrer was granted (when this account created its first survey). */
  freeMonthGranted: boolean;
}

/**
 * A free month for the referrer, granted with the referred account's first survey: the reward,
 * the referred side's flag (once) and the referrer's count for the month (the cap).
 */
export interface FreeMonthGrant {
  referrerId: string;
  referredUserId: string;
  month: string;
  cap: number;
  reward: RewardRecord;
}

/** A commission (or a refund's claw-back, negative), one per invoice or refund id. */
export interface CommissionRecord {
  referrerId: string;
  referredUserId: string;
  /** The invoice or refund it comes from: a replayed webhook finds it there and adds nothing. */
  sourceId: string;
  month: string;
  amountCents: number;
  at: string;
}

export interface PayoutRequestRecord {
  month: string;
  amountCents: number;
  requestedAt: string;
  /** Set by the operator once paid (see the README). */
  paidAt: string | null;
}

export interface RewardRecord {
  id: string;
  userId: string;
  kind: 'first-month-discount' | 'free-month';
  description: string;
  percentOff: number;
  earnedAt: string;
  expiresAt: string | null;
  usedAt: string | null;
  /** The referred account it came from (free months). */
  referredUserId: string | null;
}

export interface ReferralStore {
  /** The account's referral code, if it has one yet. One read. */
  codeOf(userId: string): Promise<{ code: string } | undefined>;
  /**
   * Gives the account `code` (its pointer made in the same transaction); false when the account
   * got one first or the code is taken.
   */
  createCode(userId: string, code: string, at: string): Promise<boolean>;
  /** Notes on the code's pointer (hashed) where the owner last opened their link from. */
  noteSharedFrom(code: string, clientHash: string): Promise<void>;
  /** The code owner's pointer and their last shared-from note, in one read. */
  codeRecord(code: string): Promise<{ userId: string; sharedFrom: string | null } | undefined>;
  /**
   * Records a referral and the referred side in one transaction, with the referred person's
   * first-month discount as a reward; false when the account was referred already.
   */
  recordReferral(referral: ReferralRecord, discount: RewardRecord): Promise<boolean>;
  referredBy(userId: string): Promise<ReferredBy | undefined>;
  /** The referrer's referrals (one page of up to `limit`), newest first. */
  referrals(referrerId: string, limit: number): Promise<ReferralRecord[]>;
  /** Marks the referral completed at its first payment; false when it was already. */
  complete(referrerId: string, referredUserId: string, at: string): Promise<boolean>;
  /** Adds a commission once per source id; false when it was added before. */
  addCommission(commission: CommissionRecord): Promise<boolean>;
  /** The referrer's commissions and payout requests in one query. */
  ledger(
    referrerId: string,
  ): Promise<{ commissions: CommissionRecord[]; payouts: PayoutRequestRecord[] }>;
  /** Records a payout request once per month; false when the month was requested before. */
  requestPayout(referrerId: string, request: PayoutRequestRecord): Promise<boolean>;
  rewards(userId: string, limit: number): Promise<RewardRecord[]>;
  /** Marks a reward used; false when it was used already. */
  useReward(userId: string, rewardId: string, at: string): Promise<boolean>;
}
