import {
  DeleteCommand,
  GetCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import type { RateLimiter, RateLimitRule, RateLimitState } from '../../domain/accounts/ports';
import { keys } from './keys';
import { now as productNow } from '../../lib/clock';

/** Fixed-window counters: one item per scope, key and window, expiring with the window. */
export class DynamoRateLimiter implements RateLimiter {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly table: string,
    private readonly now: () => Date = productNow,
  ) {}

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
    const out = await this.db.send(
      new GetCommand({ TableName: this.table, Key: keys.rateWindow(rule.scope, key, w.start) }),
    );
    return { count: (out.Item?.count as number | undefined) ?? 0, resetsIn: w.resetsIn };
  }

  async hit(rule: RateLimitRule, key: string, amount = 1): Promise<RateLimitState> {
    const w = this.window(rule);
    const out = await this.db.send(
      new UpdateCommand({
        TableName: this.table,
        Key: keys.rateWindow(rule.scope, key, w.start),
        UpdateExpression: 'ADD #count :one SET expiresAt = :end, entityType = :type',
        ExpressionAttributeNames: { '#count': 'count' },
        ExpressionAttributeValues: { ':one': amount, ':end': w.end, ':type': 'RateWindow' },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    return { count: (out.Attributes?.count as number | undefined) ?? amount, resetsIn: w.resetsIn };
  }

  async clear(rule: RateLimitRule, key: string): Promise<void> {
    const w = this.window(rule);
    await this.db.send(
      new DeleteCommand({ TableName: this.table, Key: keys.rateWindow(rule.scope, key, w.start) }),
    );
  }
}
