import { monthOf, referralTerms } from '#shared/domain/referral-terms';
import type { NewNotification } from '../notifications/notification-service';
import type { FreeMonthGrant, ReferredBy } from './ports';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The referrer's free month when a friend they referred creates a first survey. Kept apart from
 * ReferralService so survey creation does not bundle what payouts need (mail).
 */
export class FreeMonthRewards {
  constructor(
    private readonly deps: {
      store: { referredBy(userId: string): Promise<ReferredBy | undefined> };
      notify: (userId: string, notification: NewNotification) => Promise<unknown>;
      now: () => Date;
    },
  ) {}

  /** The grant to try with this account's survey, or none (not referred, or granted before). */
  async grantFor(userId: string): Promise<FreeMonthGrant | undefined> {
    const referredBy = await this.deps.store.referredBy(userId);
    if (!referredBy || referredBy.freeMonthGranted) return undefined;
    const at = this.deps.now();
    return {
      referrerId: referredBy.referrerId,
      referredUserId: userId,
      month: monthOf(at),
      cap: referralTerms.freeMonthsPerMonth,
      reward: {
        id: `free-month-${userId}`,
        userId: referredBy.referrerId,
        kind: 'free-month',
        description: 'A free month: a friend you referred created their first survey',
        percentOff: 100,
        earnedAt: at.toISOString(),
        expiresAt: new Date(at.getTime() + referralTerms.rewardValidDays * DAY_MS).toISOString(),
        usedAt: null,
        referredUserId: userId,
      },
    };
  }

  /** Tells the referrer (after the grant was stored with the survey). */
  async granted(grant: FreeMonthGrant): Promise<void> {
    await this.deps.notify(grant.referrerId, {
      type: 'referral',
      title: 'You earned a free month',
      message:
        'A friend you referred created their first survey. Your free month is in your rewards and comes off your next invoice.',
    });
  }
}
