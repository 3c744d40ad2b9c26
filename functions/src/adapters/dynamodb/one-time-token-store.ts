import { randomBytes } from 'node:crypto';
import type {
  OneTimeTokenKind,
  OneTimeTokenRecord,
  OneTimeTokenStore,
} from '../../domain/accounts/ports';
import { keys } from './keys';
import { TableAdapter, written } from './table';

/** Expired tokens stay readable a day longer, so the screen can say "expired" rather than "unknown". */
const KEEP_EXPIRED_SECONDS = 24 * 60 * 60;

function toRecord(item: Record<string, unknown>): OneTimeTokenRecord {
  return {
    userId: item.userId as string,
    expiresAt: item.validUntil as number,
    ...(typeof item.sessionVersion === 'number' ? { sessionVersion: item.sessionVersion } : {}),
  };
}

/** 256-bit random tokens; only their SHA-256 is stored, and consuming one deletes it atomically. */
export class DynamoOneTimeTokenStore extends TableAdapter implements OneTimeTokenStore {
  /** A9: a new token, stored by its hash. */
  async issue(
    kind: OneTimeTokenKind,
    userId: string,
    ttlSeconds: number,
    sessionVersion?: number,
  ): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const validUntil = Math.floor(this.now().getTime() / 1000) + ttlSeconds;
    const stored = await this.t.putIfNew({
      ...keys.oneTimeToken(kind, token),
      entityType: 'OneTimeToken',
      kind,
      userId,
      validUntil,
      ...(sessionVersion === undefined ? {} : { sessionVersion }),
      expiresAt: validUntil + KEEP_EXPIRED_SECONDS,
    });
    // 256 random bits never repeat; were they to, the token would be someone else's.
    if (!stored) throw new Error('A new token clashed with a stored one');
    return token;
  }

  /** A10: look at a token without using it. */
  async find(kind: OneTimeTokenKind, token: string): Promise<OneTimeTokenRecord | undefined> {
    const item = await this.t.get(keys.oneTimeToken(kind, token), { consistent: true });
    return item ? toRecord(item) : undefined;
  }

  /** A11: use a token exactly once (a conditional delete that returns it). */
  async consume(kind: OneTimeTokenKind, token: string): Promise<OneTimeTokenRecord | undefined> {
    let item: Record<string, unknown> | undefined;
    const used = await written(
      this.t
        .delete({
          Key: keys.oneTimeToken(kind, token),
          ConditionExpression: 'attribute_exists(PK)',
          ReturnValues: 'ALL_OLD',
        })
        .then((old) => (item = old)),
    );
    return used && item ? toRecord(item) : undefined;
  }
}
