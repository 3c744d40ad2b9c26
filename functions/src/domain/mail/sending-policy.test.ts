import { describe, expect, it } from 'vitest';
import { planCatalogue, type PlanKey } from '#shared/domain/plans';
import type { RateLimiter, RateLimitRule, UserRecord } from '../accounts/ports';
import { RateLimitError } from '../errors';
import { SendingPolicy } from './sending-policy';

/** Fixed windows in memory: the same contract as the DynamoDB limiter, for one test's clock. */
class MemoryLimiter implements RateLimiter {
  private counts = new Map<string, number>();
  private key = (rule: RateLimitRule, key: string) => `${rule.scope}#${key}`;
  peek(rule: RateLimitRule, key: string) {
    return Promise.resolve({
      count: this.counts.get(this.key(rule, key)) ?? 0,
      resetsIn: 3600 * 5,
    });
  }
  hit(rule: RateLimitRule, key: string, amount = 1) {
    const count = (this.counts.get(this.key(rule, key)) ?? 0) + amount;
    this.counts.set(this.key(rule, key), count);
    return Promise.resolve({ count, resetsIn: 3600 * 5 });
  }
  clear(rule: RateLimitRule, key: string) {
    this.counts.delete(this.key(rule, key));
    return Promise.resolve();
  }
}

const sender = {
  id: 'u1',
  firstName: 'Sam',
  lastName: 'Sender',
  emailVerified: true,
} as UserRecord;
const recipients = (n: number, from = 0) =>
  Array.from({ length: n }, (_, i) => `r${from + i}@example.com`);

function policyOn(plan: PlanKey | undefined) {
  return new SendingPolicy({
    limiter: new MemoryLimiter(),
    users: { getById: (id) => Promise.resolve(id === sender.id ? sender : undefined) },
    ...(plan ? { plans: { planOf: () => Promise.resolve(plan) } } : {}),
  });
}

describe('the daily number of recipients follows the plan', () => {
  it('puts the numbers in the plan catalogue: Starter 250, Professional 2,000, Enterprise 10,000', () => {
    expect(planCatalogue.starter.dailyEmailRecipients).toBe(250);
    expect(planCatalogue.professional.dailyEmailRecipients).toBe(2_000);
    expect(planCatalogue.enterprise.dailyEmailRecipients).toBe(10_000);
  });

  it.each([
    ['starter', 250],
    ['professional', 2_000],
    ['enterprise', 10_000],
  ] as const)(
    '%s: takes %i recipients in a day, then refuses one more with 429',
    async (plan, cap) => {
      const policy = policyOn(plan);
      await policy.beforeSend(sender.id, recipients(cap - 1));
      await policy.beforeSend(sender.id, recipients(1, cap));
      const refused = await policy.beforeSend(sender.id, recipients(1, cap + 1)).catch((e) => e);
      expect(refused).toBeInstanceOf(RateLimitError);
      expect((refused as RateLimitError).status).toBe(429);
      expect((refused as RateLimitError).retryAfterSeconds).toBe(3600 * 5);
      expect((refused as RateLimitError).message).toBe(
        `You can email at most ${cap.toLocaleString('en-US')} recipients a day on the ${planCatalogue[plan].name} plan (0 left today). Try again in 5 hours.`,
      );
    },
  );

  it('refuses a send that would pass the cap as a whole, and it does not use up the day', async () => {
    const policy = policyOn('starter');
    await policy.beforeSend(sender.id, recipients(200));
    await expect(policy.beforeSend(sender.id, recipients(51, 200))).rejects.toThrow(
      '(50 left today)',
    );
    await policy.beforeSend(sender.id, recipients(50, 200));
  });

  it('uses the free plan when no plan port is given', async () => {
    const policy = policyOn(undefined);
    await policy.beforeSend(sender.id, recipients(250));
    await expect(policy.beforeSend(sender.id, recipients(1, 250))).rejects.toBeInstanceOf(
      RateLimitError,
    );
  });
});
