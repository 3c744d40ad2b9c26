import {
  EmailTakenError,
  GoogleSubjectTakenError,
  type UserChanges,
  type UserRecord,
  type UserRepository,
} from '../../domain/accounts/ports';
import { keys } from './keys';
import { isConditionFailure, putNew, TableAdapter, tx } from './table';
import { setChanges, staleVersion, versionChange } from './update-expression';
import { StaleVersionError } from '../../domain/errors';
import { now as productNow } from '../../lib/clock';

type UserItem = UserRecord & { PK: string; SK: string; entityType: 'User' };

function toRecord(item: Record<string, unknown>): UserRecord {
  const { PK: _pk, SK: _sk, entityType: _type, ...rest } = item as unknown as UserItem;
  return rest;
}

/**
 * Users, with one pointer item per e-mail (and per Google account) written in the same
 * transaction, so an e-mail can belong to one account only, whatever the timing.
 */
export class DynamoUserRepository extends TableAdapter implements UserRepository {
  /** A1: a user, unique by e-mail (and Google account), with its pointers, at once. */
  async create(user: UserRecord): Promise<void> {
    try {
      await this.t.transact([
        putNew({ ...keys.user(user.id), entityType: 'User', ...user }),
        putNew(
          { ...keys.userEmail(user.emailLower), entityType: 'UserEmail', userId: user.id },
          'email',
        ),
        ...(user.googleSubject
          ? [
              putNew(
                {
                  ...keys.userGoogle(user.googleSubject),
                  entityType: 'UserGoogle',
                  userId: user.id,
                },
                'google',
              ),
            ]
          : []),
      ]);
    } catch (error) {
      if (isConditionFailure(error, 'email')) throw new EmailTakenError(user.emailLower);
      if (isConditionFailure(error, 'google')) {
        throw new GoogleSubjectTakenError(user.googleSubject ?? '');
      }
      throw error;
    }
  }

  /** A4 */
  async getById(id: string): Promise<UserRecord | undefined> {
    const item = await this.t.get(keys.user(id), { consistent: true });
    return item ? toRecord(item) : undefined;
  }

  private async viaPointer(key: { PK: string; SK: string }): Promise<UserRecord | undefined> {
    const pointer = await this.t.get(key, { consistent: true });
    const userId = pointer?.userId as string | undefined;
    return userId ? this.getById(userId) : undefined;
  }

  /** A2 */
  getByEmail(emailLower: string): Promise<UserRecord | undefined> {
    return this.viaPointer(keys.userEmail(emailLower));
  }

  /** A3 */
  getByGoogleSubject(subject: string): Promise<UserRecord | undefined> {
    return this.viaPointer(keys.userGoogle(subject));
  }

  /** A6 */
  async linkGoogle(userId: string, subject: string): Promise<UserRecord> {
    const now = productNow().toISOString();
    try {
      await this.t.transact([
        putNew({ ...keys.userGoogle(subject), entityType: 'UserGoogle', userId }, 'google'),
        tx.update({
          Key: keys.user(userId),
          UpdateExpression: 'SET googleSubject = :s, updatedAt = :now',
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeValues: { ':s': subject, ':now': now },
        }),
      ]);
    } catch (error) {
      if (isConditionFailure(error, 'google')) throw new GoogleSubjectTakenError(subject);
      throw error;
    }
    const user = await this.getById(userId);
    if (!user) throw new Error(`User ${userId} vanished`);
    return user;
  }

  /** A5 */
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
    const updated = await this.t
      .update({
        Key: keys.user(id),
        UpdateExpression: `SET ${[...sets, ...(version ? [version.set] : [])].join(', ')}`,
        ConditionExpression: ['attribute_exists(PK)', version?.condition]
          .filter(Boolean)
          .join(' AND '),
        ExpressionAttributeNames: { ...names, ...version?.names },
        ExpressionAttributeValues: { ...values, ...version?.values },
        ReturnValues: 'ALL_NEW',
        ...(version ? { ReturnValuesOnConditionCheckFailure: 'ALL_OLD' as const } : {}),
      })
      .catch((error: unknown) => {
        if (staleVersion(error, expected, 'profileVersion')) throw new StaleVersionError();
        throw error;
      });
    return toRecord(updated ?? {});
  }

  /** A5 (at sign-in): the hash upgraded only while it is still the one checked. */
  upgradePasswordHash(id: string, current: string, upgraded: string): Promise<boolean> {
    // Not a change the person made: updatedAt and the session and profile versions stay.
    return this.t.updateIf({
      Key: keys.user(id),
      UpdateExpression: 'SET passwordHash = :upgraded',
      ConditionExpression: 'passwordHash = :current',
      ExpressionAttributeValues: { ':current': current, ':upgraded': upgraded },
    });
  }

  /** A7: the user and whether the session was revoked, in one read. */
  async getSessionState(userId: string, sessionId: string) {
    const revokedKey = keys.revokedSession(sessionId);
    const items = await this.t.getMany([keys.user(userId), revokedKey], { consistent: true });
    const userItem = items.find((item) => item.SK === keys.user(userId).SK);
    return {
      ...(userItem ? { user: toRecord(userItem) } : {}),
      revoked: items.some((item) => item.SK === revokedKey.SK),
    };
  }

  /** A8 */
  revokeSession(sessionId: string, expiresAt: number): Promise<boolean> {
    return this.t.putIfNew({
      ...keys.revokedSession(sessionId),
      entityType: 'RevokedSession',
      expiresAt,
    });
  }
}
