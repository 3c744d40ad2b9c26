import { createHash } from 'node:crypto';
import { FREE_PLAN, planCatalogue } from '#shared/domain/plans';
import type { RateLimiter, RateLimitRule, UserRecord } from '../accounts/ports';
import type { PlanLimitsPort } from '../billing/ports';
import { AppError, RateLimitError } from '../errors';
import { senderOf, type Sender } from './sender';

/**
 * What keeps Candor from being a mail relay: only an account with a verified address sends mail
 * to other people (survey e-mails, resends, team invitations); each account e-mails at most a
 * daily number of recipients, and each recipient gets at most a few repeats (resends of one
 * survey, invitations to one team) a day. Over a cap the answer is a 429 with Retry-After.
 *
 * The daily number of recipients follows the sender's plan (plans.ts, dailyEmailRecipients).
 */

export const VERIFY_BEFORE_SENDING = 'Please verify your email address before sending emails.';

export const sendingLimits = {
  /** `limit` here is the free plan's; the sender's plan sets the real one. */
  recipientsPerAccount: {
    scope: 'mail-recipients',
    limit: planCatalogue[FREE_PLAN].dailyEmailRecipients,
    windowSeconds: 24 * 60 * 60,
  },
  repeatsPerRecipient: { scope: 'mail-repeats', limit: 3, windowSeconds: 24 * 60 * 60 },
} satisfies Record<string, RateLimitRule>;

export class EmailNotVerifiedError extends AppError {
  constructor() {
    super(403, 'email_not_verified', VERIFY_BEFORE_SENDING);
  }
}

export interface SendingPolicyDeps {
  limiter: RateLimiter;
  users: { getById(id: string): Promise<UserRecord | undefined> };
  /** The sender's plan, which sets the daily number of recipients (the free plan's without). */
  plans?: PlanLimitsPort;
}

const hours = (seconds: number) => Math.max(1, Math.ceil(seconds / 3600));
const hashed = (text: string) => createHash('sha256').update(text).digest('hex');

export class SendingPolicy {
  constructor(private readonly deps: SendingPolicyDeps) {}

  private async verifiedSender(sender: string | UserRecord): Promise<Sender> {
    const user = typeof sender === 'string' ? await this.deps.users.getById(sender) : sender;
    if (!user?.emailVerified) throw new EmailNotVerifiedError();
    return senderOf(user);
  }

  /** Counts `count` recipients against the sender's day, or refuses them all. */
  private async reserveRecipients(senderId: string, count: number): Promise<void> {
    const plan = this.deps.plans ? await this.deps.plans.planOf(senderId) : FREE_PLAN;
    const rule = {
      ...sendingLimits.recipientsPerAccount,
      limit: planCatalogue[plan].dailyEmailRecipients,
    };
    const state = await this.deps.limiter.hit(rule, senderId, count);
    if (state.count > rule.limit) {
      // Refused recipients do not use up the day.
      await this.deps.limiter.hit(rule, senderId, -count);
      const left = Math.max(0, rule.limit - (state.count - count));
      throw new RateLimitError(
        `You can email at most ${rule.limit.toLocaleString('en-US')} recipients a day on the ${planCatalogue[plan].name} plan (${left} left today). Try again in ${hours(state.resetsIn)} hours.`,
        state.resetsIn,
      );
    }
  }

  private async countRepeat(scope: string, recipient: string): Promise<void> {
    const rule = sendingLimits.repeatsPerRecipient;
    const state = await this.deps.limiter.hit(rule, hashed(`${scope}:${recipient.toLowerCase()}`));
    if (state.count > rule.limit) {
      throw new RateLimitError(
        `This email has already been sent ${rule.limit} times today to ${recipient}. Try again in ${hours(state.resetsIn)} hours.`,
        state.resetsIn,
      );
    }
  }

  /** Before a survey is e-mailed to `recipients`. */
  async beforeSend(sender: string, recipients: readonly string[]): Promise<Sender> {
    const verified = await this.verifiedSender(sender);
    await this.reserveRecipients(verified.id, recipients.length);
    return verified;
  }

  /**
   * Before a round's reminders: the round's whole audience counts toward its opener's day,
   * answered or not, so the day left never tells how many have not answered. Null when they fit;
   * else why not, in the words a 429 would use.
   */
  async beforeReminders(openedBy: string, audience: number): Promise<string | null> {
    try {
      await this.reserveRecipients(openedBy, audience);
      return null;
    } catch (error) {
      if (error instanceof RateLimitError) return error.message;
      throw error;
    }
  }

  /** Before a survey's personal link is mailed to `recipient` again. */
  async beforeResend(sender: string, surveyId: string, recipient: string): Promise<Sender> {
    const verified = await this.verifiedSender(sender);
    await this.countRepeat(`survey:${surveyId}`, recipient);
    await this.reserveRecipients(verified.id, 1);
    return verified;
  }

  /** Before a team invitation is mailed to `recipient`. */
  async beforeInvite(inviter: UserRecord, teamId: string, recipient: string): Promise<Sender> {
    const verified = await this.verifiedSender(inviter);
    await this.countRepeat(`team:${teamId}`, recipient);
    await this.reserveRecipients(verified.id, 1);
    return verified;
  }
}
