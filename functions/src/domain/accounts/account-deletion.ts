import type { DeleteAccountBody } from '#shared/api/auth';
import { normaliseEmail } from '#shared/domain/password-rules';
import { planCatalogue } from '#shared/domain/plans';
import type { BillingStore, SubscriptionSnapshot } from '../billing/ports';
import { ConflictError, RateLimitError, ValidationError } from '../errors';
import { purgeEach, removeImageOf } from '../purge-steps';
import type { SurveyRepository } from '../surveys/ports';
import type { MemberRecord, TeamRecord, TeamRepository } from '../teams/ports';
import { TeamGoneError, type TeamPurgeStore } from '../teams/team-purge';
import { verifyPassword } from './password-hasher';
import type { AvatarStore, RateLimiter, RateLimitRule, UserRecord } from './ports';

/** What a deleted account leaves until the clean-up has removed it (`USER#<id>`/`PURGE`). */
export interface AccountPurgeMarker {
  userId: string;
  avatarKey: string | null;
}

/** One of the account's links to a team (its role and roster entry there). */
export interface AccountMembership {
  teamId: string;
  memberId: string;
  role: MemberRecord['role'];
}

export interface AccountPurgeStore {
  /**
   * Deletes the user item and its e-mail (and Google) pointers and leaves the purge marker, in
   * one transaction: every session fails at once and the e-mail can register again.
   */
  markDeleted(user: UserRecord, at: string): Promise<void>;
  pending(limit: number): Promise<AccountPurgeMarker[]>;
  /** The account's team links (a page). */
  memberships(userId: string, limit: number): Promise<AccountMembership[]>;
  /** Ids of surveys the account created (a page). */
  surveysCreated(userId: string, limit: number): Promise<string[]>;
  /**
   * Deletes up to about `maxItems` of the account's partition (plan, usage, notifications,
   * referrals, rewards, ledger) with the items elsewhere that point at it (its referral code, its
   * payments customer) and takes its name and e-mail off the referrer's list; never the marker.
   */
  removePartition(userId: string, maxItems: number): Promise<boolean>;
  finish(userId: string): Promise<void>;
}

export interface AccountPurgeLimits {
  teams: number;
  surveys: number;
  items: number;
}

export const ACCOUNT_REQUEST_LIMITS: AccountPurgeLimits = { teams: 8, surveys: 10, items: 100 };
export const ACCOUNT_JOB_LIMITS: AccountPurgeLimits = { teams: 100, surveys: 500, items: 5000 };
const ACCOUNTS_PER_RUN = 20;

export interface AccountPurgeDeps {
  store: AccountPurgeStore;
  teams: Pick<TeamRepository, 'getTeam' | 'getMember' | 'removeMember'>;
  teamPurges: Pick<TeamPurgeStore, 'markDeleted'>;
  surveys: Pick<SurveyRepository, 'getMany' | 'delete'>;
  avatars: Pick<AvatarStore, 'remove'>;
  now: () => Date;
  log?: (message: string, data: Record<string, unknown>) => void;
}

/**
 * Removes what a deleted account had, safe to stop anywhere and resume: the surveys it created
 * that have no team are deleted (those assigned to teams stay with them: their results are those
 * teams' managers'), the teams it owns are deleted (as the owner deleting them: TeamPurge takes
 * them from there), its places on other teams' rosters are removed, then its avatar, its own
 * partition, and last the marker. Responses never name an account, so no answer changes.
 */
export class AccountPurge {
  constructor(private readonly deps: AccountPurgeDeps) {}

  async run(): Promise<number> {
    return purgeEach(await this.deps.store.pending(ACCOUNTS_PER_RUN), (marker) =>
      this.purge(marker, ACCOUNT_JOB_LIMITS),
    );
  }

  async purge(marker: AccountPurgeMarker, limits: AccountPurgeLimits): Promise<boolean> {
    // Surveys with no team first: they close at once, whatever the teams still need.
    if (!(await this.surveys(marker.userId, limits.surveys))) return false;
    if (!(await this.teams(marker.userId, limits.teams))) return false;
    await removeImageOf(this.deps.avatars, marker.avatarKey, (error) => {
      this.deps.log?.('A deleted account avatar could not be removed', { error: String(error) });
    });
    if (!(await this.deps.store.removePartition(marker.userId, limits.items))) return false;
    await this.deps.store.finish(marker.userId);
    return true;
  }

  /**
   * Done once the account has no team link left: its places on other rosters removed, and the
   * teams it owned cleaned up by TeamPurge (which runs first in the hourly job), so nothing that
   * purge does (counting a deleted survey off its creator) lands after the account's partition is
   * gone.
   */
  private async teams(userId: string, limit: number): Promise<boolean> {
    const links = await this.deps.store.memberships(userId, limit + 1);
    let pending = 0;
    for (const link of links.slice(0, limit)) {
      const team = await this.deps.teams.getTeam(link.teamId);
      if (!team) {
        // A deleted team: its own clean-up removes the link.
        pending += 1;
      } else if (team.createdBy === userId) {
        await this.deleteTeam(team, userId);
        pending += 1;
      } else if (!(await this.leaveTeam(team, link))) {
        pending += 1;
      }
    }
    return links.length <= limit && pending === 0;
  }

  private async deleteTeam(team: TeamRecord, userId: string): Promise<void> {
    try {
      await this.deps.teamPurges.markDeleted(team, userId, this.deps.now().toISOString());
    } catch (error) {
      if (!(error instanceof TeamGoneError)) throw error;
    }
  }

  private async leaveTeam(team: TeamRecord, link: AccountMembership): Promise<boolean> {
    const member = await this.deps.teams.getMember(team.id, link.memberId);
    if (!member || member.role === 'owner') return true;
    try {
      await this.deps.teams.removeMember(member, team.createdBy);
      return true;
    } catch (error) {
      this.deps.log?.('A roster entry of a deleted account was left for the next run', {
        teamId: team.id,
        error: String(error),
      });
      return false;
    }
  }

  private async surveys(userId: string, limit: number): Promise<boolean> {
    const ids = await this.deps.store.surveysCreated(userId, limit);
    for (const survey of await this.deps.surveys.getMany(ids)) {
      if (survey.teamIds.length === 0) await this.deps.surveys.delete(survey);
    }
    return ids.length < limit;
  }
}

export const DELETE_ACCOUNT_LIMIT: RateLimitRule = {
  scope: 'delete-account',
  limit: 5,
  windowSeconds: 15 * 60,
};
export const CONFIRMATION_MISMATCH = 'Type your e-mail address exactly as shown to confirm';
export const PASSWORD_NEEDED = 'Enter your password to confirm';
export const PASSWORD_WRONG = 'Password is incorrect';

/** A subscription that would still charge: anything but cancelled or set to end. */
export function stillCharges(subscription: SubscriptionSnapshot | null): boolean {
  if (!subscription || subscription.cancelAtPeriodEnd) return false;
  return !['canceled', 'incomplete_expired'].includes(subscription.status);
}

export function subscriptionActiveMessage(subscription: SubscriptionSnapshot): string {
  const plan = planCatalogue[subscription.planKey]?.name ?? 'paid';
  return `Your ${plan} subscription is still active. Cancel it first on the Billing page (Manage Subscription, then Cancel plan), then delete your account.`;
}

export interface AccountDeletionDeps {
  store: Pick<AccountPurgeStore, 'markDeleted'>;
  purge: Pick<AccountPurge, 'purge'>;
  billing: Pick<BillingStore, 'account'>;
  limiter: RateLimiter;
  now: () => Date;
}

/**
 * Deleting one's own account, confirmed by the e-mail typed again and, for an account with a
 * password, the password. Refused while a paid subscription would still charge: the provider is
 * the place to cancel it (its portal shows invoices and refunds), and the account stays until then.
 */
export class AccountDeletion {
  constructor(private readonly deps: AccountDeletionDeps) {}

  async delete(user: UserRecord, body: DeleteAccountBody): Promise<{ message: string }> {
    if (normaliseEmail(body.confirmation) !== user.emailLower) {
      throw new ValidationError(CONFIRMATION_MISMATCH, {
        fields: { confirmation: CONFIRMATION_MISMATCH },
      });
    }
    if (user.passwordHash) await this.checkPassword(user, user.passwordHash, body.password);
    const { subscription } = await this.deps.billing.account(user.id);
    if (subscription && stillCharges(subscription)) {
      throw new ConflictError(subscriptionActiveMessage(subscription), 'subscription_active');
    }
    await this.deps.store.markDeleted(user, this.deps.now().toISOString());
    await this.deps.purge.purge(
      { userId: user.id, avatarKey: user.avatarKey },
      ACCOUNT_REQUEST_LIMITS,
    );
    return { message: 'Your account has been deleted' };
  }

  private async checkPassword(user: UserRecord, hash: string, password: string | undefined) {
    if (!password) {
      throw new ValidationError(PASSWORD_NEEDED, { fields: { password: PASSWORD_NEEDED } });
    }
    const failures = await this.deps.limiter.peek(DELETE_ACCOUNT_LIMIT, user.id);
    if (failures.count >= DELETE_ACCOUNT_LIMIT.limit) {
      throw new RateLimitError(
        'Too many wrong passwords. Please wait 15 minutes and try again.',
        failures.resetsIn,
      );
    }
    if (!(await verifyPassword(password, hash))) {
      await this.deps.limiter.hit(DELETE_ACCOUNT_LIMIT, user.id);
      throw new ValidationError(PASSWORD_WRONG, { fields: { password: PASSWORD_WRONG } });
    }
  }
}
