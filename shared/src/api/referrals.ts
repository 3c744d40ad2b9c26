import * as z from 'zod/mini';

/** A reward the account can use: the referred person's first-month discount, a free month. */
export const rewardSchema = z.object({
  id: z.string(),
  description: z.string(),
  /** Percent off one month's invoice. */
  value: z.number(),
  expires_at: z.nullable(z.string()),
  used: z.boolean(),
});
export type Reward = z.infer<typeof rewardSchema>;

/**
 * A person who registered with the caller's link: only what the spec shows (name, e-mail, the
 * day they joined, the status), never their surveys, teams or payments.
 */
export const referralSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  status: z.enum(['completed', 'pending']),
  joined_at: z.string(),
});
export type Referral = z.infer<typeof referralSchema>;

export const referralStatsResponse = z.object({
  referralLink: z.string(),
  stats: z.object({ total: z.number(), completed: z.number(), pending: z.number() }),
  rewards: z.array(rewardSchema),
  referrals: z.array(referralSchema),
});
export type ReferralStatsResponse = z.infer<typeof referralStatsResponse>;

/**
 * A month whose commissions can be paid out: `amount` in US dollars (with the smaller months
 * before it rolled into it). `referred_user_id` names the referred account when every commission
 * in it came from one, else null.
 */
export const eligibleCommissionSchema = z.object({
  id: z.string(),
  month: z.string(),
  amount: z.number(),
  referred_user_id: z.nullable(z.string()),
});
export type EligibleCommission = z.infer<typeof eligibleCommissionSchema>;

export const eligiblePayoutsResponse = z.object({
  eligibleCommissions: z.array(eligibleCommissionSchema),
});
export type EligiblePayoutsResponse = z.infer<typeof eligiblePayoutsResponse>;

/** `YYYY-MM`, a calendar month (UTC). */
export const MONTH_PATTERN = /^\d{4}-(0[1-9]|1[0-2])$/;

export const requestPayoutBody = z.object({
  month: z
    .string('Month is required')
    .check(z.trim(), z.regex(MONTH_PATTERN, 'Month must be in YYYY-MM format')),
});
export type RequestPayoutBody = z.infer<typeof requestPayoutBody>;

export const requestPayoutResponse = z.object({
  message: z.string(),
  month: z.string(),
  amount: z.number(),
});
export type RequestPayoutResponse = z.infer<typeof requestPayoutResponse>;
