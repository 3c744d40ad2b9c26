import {
  BatchGetCommand,
  GetCommand,
  PutCommand,
  TransactWriteCommand,
  UpdateCommand,
  type DynamoDBDocumentClient,
} from '@aws-sdk/lib-dynamodb';
import {
  EmailTakenError,
  GoogleSubjectTakenError,
  type UserChanges,
  type UserRecord,
  type UserRepository,
} from '../../domain/accounts/ports';
import { keys } from './keys';
import { setChanges, staleVersion, versionChange } from './update-expression';
import { StaleVersionError } from '../../domain/errors';
import { now as productNow } from '../../lib/clock';

type UserItem = UserRecord & { PK: string; SK: string; entityType: 'User' };

function toRecord(item: Record<string, unknown>): UserRecord {
  const { PK: _pk, SK: _sk, entityType: _type, ...rest } = item as unknown as UserItem;
  return rest;
}

function isConditionFailure(error: unknown, index?: number): boolean {
  const e = error as { name?: string; CancellationReasons?: { Code?: string }[] };
  if (e.name === 'ConditionalCheckFailedException') return true;
  if (e.name !== 'TransactionCanceledException') return false;
  const reasons = e.CancellationReasons ?? [];
  return index === undefined
    ? reasons.some((r) => r.Code === 'ConditionalCheckFailed')
    : reasons[index]?.Code === 'ConditionalCheckFailed';
}

/**
 * Users, with one pointer item per e-mail (and per Google account) written in the same
 * transaction, so an e-mail can belong to one account only, whatever the timing.
 */
export class DynamoUserRepository implements UserRepository {
  constructor(
    private readonly db: DynamoDBDocumentClient,
    private readonly table: string,
  ) {}

  async create(user: UserRecord): Promise<void> {
    const items = [
      {
        Put: {
          TableName: this.table,
          Item: { ...keys.user(user.id), entityType: 'User', ...user },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      {
        Put: {
          TableName: this.table,
          Item: { ...keys.userEmail(user.emailLower), entityType: 'UserEmail', userId: user.id },
          ConditionExpression: 'attribute_not_exists(PK)',
        },
      },
      ...(user.googleSubject
        ? [
            {
              Put: {
                TableName: this.table,
                Item: {
                  ...keys.userGoogle(user.googleSubject),
                  entityType: 'UserGoogle',
                  userId: user.id,
                },
                ConditionExpression: 'attribute_not_exists(PK)',
              },
            },
          ]
        : []),
    ];
    try {
      await this.db.send(new TransactWriteCommand({ TransactItems: items }));
    } catch (error) {
      if (isConditionFailure(error, 1)) throw new EmailTakenError(user.emailLower);
      if (isConditionFailure(error, 2)) throw new GoogleSubjectTakenError(user.googleSubject ?? '');
      throw error;
    }
  }

  async getById(id: string): Promise<UserRecord | undefined> {
    const out = await this.db.send(
      new GetCommand({ TableName: this.table, Key: keys.user(id), ConsistentRead: true }),
    );
    return out.Item ? toRecord(out.Item) : undefined;
  }

  private async viaPointer(key: { PK: string; SK: string }): Promise<UserRecord | undefined> {
    const pointer = await this.db.send(
      new GetCommand({ TableName: this.table, Key: key, ConsistentRead: true }),
    );
    const userId = pointer.Item?.userId as string | undefined;
    return userId ? this.getById(userId) : undefined;
  }

  getByEmail(emailLower: string): Promise<UserRecord | undefined> {
    return this.viaPointer(keys.userEmail(emailLower));
  }

  getByGoogleSubject(subject: string): Promise<UserRecord | undefined> {
    return this.viaPointer(keys.userGoogle(subject));
  }

  async linkGoogle(userId: string, subject: string): Promise<UserRecord> {
    const now = productNow().toISOString();
    try {
      await this.db.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Put: {
                TableName: this.table,
                Item: { ...keys.userGoogle(subject), entityType: 'UserGoogle', userId },
                ConditionExpression: 'attribute_not_exists(PK)',
              },
            },
            {
              Update: {
                TableName: this.table,
                Key: keys.user(userId),
                UpdateExpression: 'SET googleSubject = :s, updatedAt = :now',
                ConditionExpression: 'attribute_exists(PK)',
                ExpressionAttributeValues: { ':s': subject, ':now': now },
              },
            },
          ],
        }),
      );
    } catch (error) {
      if (isConditionFailure(error, 0)) throw new GoogleSubjectTakenError(subject);
      throw error;
    }
    const user = await this.getById(userId);
    if (!user) throw new Error(`User ${userId} vanished`);
    return user;
  }

  async update(
    id: string,
    changes: UserChanges,
    options: {
      bumpSessionVersion?: boolean;
      profileVersion?: { expected?: number | undefined };
    } = {},
  ): Promise<UserRecord> {
    const { sets, names, values } = setChanges(changes);
    if (options.bumpSessionVersion) {
      names['#sv'] = 'sessionVersion';
      values[':one'] = 1;
      sets.push('#sv = #sv + :one');
    }
    const expected = options.profileVersion?.expected;
    const version = options.profileVersion ? versionChange(expected, 'profileVersion') : undefined;
    const out = await this.db
      .send(
        new UpdateCommand({
          TableName: this.table,
          Key: keys.user(id),
          UpdateExpression: `SET ${[...sets, ...(version ? [version.set] : [])].join(', ')}`,
          ConditionExpression: ['attribute_exists(PK)', version?.condition]
            .filter(Boolean)
            .join(' AND '),
          ExpressionAttributeNames: { ...names, ...version?.names },
          ExpressionAttributeValues: { ...values, ...version?.values },
          ReturnValues: 'ALL_NEW',
          ...(version ? { ReturnValuesOnConditionCheckFailure: 'ALL_OLD' as const } : {}),
        }),
      )
      .catch((error: unknown) => {
        if (staleVersion(error, expected, 'profileVersion')) {
          throw new StaleVersionError();
        }
        throw error;
      });
    return toRecord(out.Attributes ?? {});
  }

  async upgradePasswordHash(id: string, current: string, upgraded: string): Promise<boolean> {
    try {
      // Not a change the person made: updatedAt and the session and profile versions stay.
      await this.db.send(
        new UpdateCommand({
          TableName: this.table,
          Key: keys.user(id),
          UpdateExpression: 'SET passwordHash = :upgraded',
          ConditionExpression: 'passwordHash = :current',
          ExpressionAttributeValues: { ':current': current, ':upgraded': upgraded },
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }

  async getSessionState(userId: string, sessionId: string) {
    const out = await this.db.send(
      new BatchGetCommand({
        RequestItems: {
          [this.table]: {
            Keys: [keys.user(userId), keys.revokedSession(sessionId)],
            ConsistentRead: true,
          },
        },
      }),
    );
    const items = out.Responses?.[this.table] ?? [];
    const userItem = items.find((item) => item.SK === 'USER');
    return {
      ...(userItem ? { user: toRecord(userItem) } : {}),
      revoked: items.some((item) => item.SK === 'REVOKED'),
    };
  }

  async revokeSession(sessionId: string, expiresAt: number): Promise<boolean> {
    try {
      await this.db.send(
        new PutCommand({
          TableName: this.table,
          Item: { ...keys.revokedSession(sessionId), entityType: 'RevokedSession', expiresAt },
          ConditionExpression: 'attribute_not_exists(PK)',
        }),
      );
      return true;
    } catch (error) {
      if (isConditionFailure(error)) return false;
      throw error;
    }
  }
}
