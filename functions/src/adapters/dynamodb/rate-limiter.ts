import type { RateLimiter, RateLimitRule, RateLimitState } from '../../domain/accounts/ports';
import { keys } from './keys';
import { TableAdapter } from './table';

/** Fixed-window counters (A12): one item per scope, key and window, expiring with the window. */
export class DynamoRateLimiter extends TableAdapter implements RateLimiter {
  private window(rule: RateLimitRule) {
    const nowSeconds = Math.floor(this.now().getTime() / 1000);
    const start = nowSeconds - (nowSeconds % rule.windowSeconds);
    return {
      start,
      end: start + rule.windowSeconds,
      resetsIn: start + rule.windowSeconds - nowSeconds,
    };
  }

  async peek(rule: RateLimitRule, key: string): Promise<RateLimitState> {
    const w = this.window(rule);
    const item = await this.t.get(keys.rateWindow(rule.scope, key, w.start));
    return { count: (item?.count as number | undefined) ?? 0, resetsIn: w.resetsIn };
  }

  async hit(rule: RateLimitRule, key: string, amount = 1): Promise<RateLimitState> {
    const w = this.window(rule);
    const counted = await this.t.update({
      Key: keys.rateWindow(rule.scope, key, w.start),
      UpdateExpression: 'ADD #count :one SET expiresAt = :end, entityType = :type',
      ExpressionAttributeNames: { '#count': 'count' },
      ExpressionAttributeValues: { ':one': amount, ':end': w.end, ':type': 'RateWindow' },
      ReturnValues: 'UPDATED_NEW',
    });
    return { count: (counted?.count as number | undefined) ?? amount, resetsIn: w.resetsIn };
  }

  async clear(rule: RateLimitRule, key: string): Promise<void> {
    const w = this.window(rule);
    await this.t.delete(keys.rateWindow(rule.scope, key, w.start));
  }
}
