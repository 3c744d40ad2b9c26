import { randomBytes } from 'node:crypto';
import {
  DeleteCommand,
  GetCommand,
  PutCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import type {
  OneTimeTokenKind,
  OneTimeTokenRecord,
  OneTimeTokenStore,
} from '../../domain/accounts/ports';
import { isConditionFailure } from './errors';
import { keys } from './keys';
import { now as productNow } from '../../lib/clock';

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
export class DynamoOneTimeTokenStore implements OneTimeTokenStore {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly table: string,
    private readonly now: () => Date = productNow,
  ) {}

  async issue(
    kind: OneTimeTokenKind,
    userId: string,
    ttlSeconds: number,
    sessionVersion?: number,
  ): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    const validUntil = Math.floor(this.now().getTime() / 1000) + ttlSeconds;
    await this.db.send(
      new PutCommand({
        TableName: this.table,
        Item: {
          ...keys.oneTimeToken(kind, token),
          entityType: 'OneTimeToken',
          kind,
          userId,
          validUntil,
          ...(sessionVersion === undefined ? {} : { sessionVersion }),
          expiresAt: validUntil + KEEP_EXPIRED_SECONDS,
        },
        ConditionExpression: 'attribute_not_exists(PK)',
      }),
    );
    return token;
  }

  async find(kind: OneTimeTokenKind, token: string): Promise<OneTimeTokenRecord | undefined> {
    const out = await this.db.send(
      new GetCommand({
        TableName: this.table,
        Key: keys.oneTimeToken(kind, token),
        ConsistentRead: true,
      }),
    );
    return out.Item ? toRecord(out.Item) : undefined;
  }

  async consume(kind: OneTimeTokenKind, token: string): Promise<OneTimeTokenRecord | undefined> {
    try {
      const out = await this.db.send(
        new DeleteCommand({
          TableName: this.table,
          Key: keys.oneTimeToken(kind, token),
          ConditionExpression: 'attribute_exists(PK)',
          ReturnValues: 'ALL_OLD',
        }),
      );
      const item = out.Attributes;
      return item ? toRecord(item) : undefined;
    } catch (error) {
      if (isConditionFailure(error)) return undefined;
      throw error;
    }
  }
}
