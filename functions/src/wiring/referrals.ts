import { DynamoReferralStore } from '../adapters/dynamodb/referral-store';
import { config } from '../config';
import { ReferralService } from '../domain/referrals/referral-service';
import { now } from '../lib/clock';
import { notify } from './notifications';
import { mailer, once, service, store, users, warn } from './shared';

function referralDeps() {
  return {
    store: store(DynamoReferralStore),
    users: users(),
    notify,
    appOrigin: config.appOrigin,
    now,
    log: warn,
  };
}

/** Referral links, attribution at registration, commissions from payments, payout requests. */
export function referralService(): ReferralService {
  return service(ReferralService, () => ({
    ...referralDeps(),
    payouts: { mail: mailer(), operatorEmail: config.referralPayoutsEmail },
  }));
}

/**
 * Billing's view of referrals: rewards and commissions, no payout requests, so the functions that
 * carry the payments client do not carry the mail client too (decision 0004).
 */
export function referralRewards(): ReferralService {
  return once(referralRewards, () => new ReferralService(referralDeps()));
}
