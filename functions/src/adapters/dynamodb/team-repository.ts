import {
  BatchGetCommand,
  GetCommand,
  PutCommand,
  QueryCommand,
  TransactWriteCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import {
  AlreadyOnTeamError,
  RosterEmailTakenError,
  type InvitationRecord,
  type MemberRecord,
  type TeamRecord,
  type TeamRepository,
  type TeamRole,
} from '../../domain/teams/ports';
import type { TeamDirectory } from '../../domain/surveys/ports';
import { QuotaExceededError, type Quota } from '../../domain/billing/quota';
import { keys } from './keys';
import { DynamoTeamReads, pick, toTeam } from './team-reads';
import { usageUpdate } from './usage';
import { setChanges, staleVersion, versionChange } from './update-expression';
import { StaleVersionError } from '../../domain/errors';
import { now as productNow } from '../../lib/clock';

/** Invitations stay readable a week after they lapse, so the link can say it expired. */
const KEEP_EXPIRED_SECONDS = 7 * 24 * 60 * 60;

const memberFields = [
  'teamId',
  'memberId',
  'email',
  'emailLower',
  'firstName',
  'lastName',
  'role',
  'userId',
  'avatarKey',
  'status',
  'joinedAt',
  'invitedAt',
] as const;
const toMember = (item?: Record<string, unknown>) => pick<MemberRecord>(item, memberFields);

export function cancelledAt(error: unknown): number[] {
  const e = error as { name?: string; CancellationReasons?: { Code?: string }[] };
  if (e.name !== 'TransactionCanceledException') return [];
  return (e.CancellationReasons ?? []).flatMap((r, i) =>
    r.Code === 'ConditionalCheckFailed' ? [i] : [],
  );
}

/**
 * A team's partition holds the team (`TEAM`), its roster (`MEMBER#<id>`), one item per roster
 * e-mail (`EMAIL#<email>`, uniqueness) and one per linked account (`ACCOUNT#<userId>`, the
 * caller's role in one read; GSI1 `USER#<userId>` lists a user's teams).
 */
export class DynamoTeamRepository extends DynamoTeamReads implements TeamRepository, TeamDirectory {
  async getWithRole(teamId: string, userId: string) {
    const out = await this.db.send(
      new BatchGetCommand({
        RequestItems: {
          [this.table]: {
            Keys: [keys.team(teamId), keys.teamAccount(teamId, userId)],
            ConsistentRead: true,
          },
        },
      }),
    );
    const items = out.Responses?.[this.table] ?? [];
    const team = toTeam(items.find((i) => i.SK === 'TEAM'));
    const role = items.find((i) => i.SK !== 'TEAM')?.role as TeamRole | undefined;
    return { ...(team ? { team } : {}), ...(role ? { role } : {}) };
  }

  async rolesIn(userId: string, teamIds: string[]): Promise<Map<string, TeamRole>> {
    return (await this.teamsWithRoles(userId, teamIds)).roles;
  }

  /**
   * The caller's roles in those of these teams they manage, for a survey of many teams: the
   * caller's own team links (GSI1, a page of 100 for each 100 teams they are on) name the
   * candidates, then the team and the link are read again, consistently, for those only, so a
   * role taken away is never used and the cost does not grow with the survey's teams. A role
   * given a moment ago may be missed until the index has it.
   */
  async managedRolesIn(userId: string, teamIds: string[]): Promise<Map<string, TeamRole>> {
    const wanted = new Set(teamIds);
    const candidates: string[] = [];
    let start: Record<string, unknown> | undefined;
    for (let page = 0; page < 5; page += 1) {
      const links = await this.db.send(
        new QueryCommand({
          TableName: this.table,
          IndexName: 'GSI1',
          KeyConditionExpression: 'GSI1PK = :pk AND begins_with(GSI1SK, :team)',
          ExpressionAttributeValues: { ':pk': `USER#${userId}`, ':team': 'TEAM#' },
          Limit: 100,
          ...(start ? { ExclusiveStartKey: start } : {}),
        }),
      );
      for (const item of links.Items ?? []) {
        const teamId = item.teamId as string;
        if (wanted.has(teamId) && (item.role === 'owner' || item.role === 'admin')) {
          candidates.push(teamId);
        }
      }
      start = links.LastEvaluatedKey;
      if (!start) break;
    }
    if (candidates.length === 0) return new Map();
    return (await this.teamsWithRoles(userId, candidates)).roles;
  }

  async teamsWithRoles(userId: string, teamIds: string[]) {
    const teams: TeamRecord[] = [];
    const roles = new Map<string, TeamRole>();
    const unique = [...new Set(teamIds)];
    // The team item is read with the role: a deleted team's account links stay until the
    // clean-up, and must give no one a role meanwhile.
    for (let i = 0; i < unique.length; i += 50) {
      const out = await this.db.send(
        new BatchGetCommand({
          RequestItems: {
            [this.table]: {
              Keys: unique
                .slice(i, i + 50)
                .flatMap((teamId) => [keys.team(teamId), keys.teamAccount(teamId, userId)]),
              ConsistentRead: true,
            },
          },
        }),
      );
      const items = out.Responses?.[this.table] ?? [];
      const live = new Set<string>();
      for (const item of items) {
        const team = item.SK === 'TEAM' ? toTeam(item) : undefined;
        if (team) {
          teams.push(team);
          live.add(team.id);
        }
      }
      for (const item of items) {
        if (item.SK !== 'TEAM' && live.has(item.teamId as string)) {
          roles.set(item.teamId as string, item.role as TeamRole);
        }
      }
    }
    return { teams, roles };
  }

  teamsOf(userId: string) {
    return this.listForUser(userId);
  }

  async getTeam(teamId: string) {
    const out = await this.db.send(
      new GetCommand({ TableName: this.table, Key: keys.team(teamId), ConsistentRead: true }),
    );
    return toTeam(out.Item);
  }

  async listForUser(userId: string) {
    const links = await this.db.send(
      new QueryCommand({
        TableName: this.table,
        IndexName: 'GSI1',
        KeyConditionExpression: 'GSI1PK = :pk AND begins_with(GSI1SK, :team)',
        ExpressionAttributeValues: { ':pk': `USER#${userId}`, ':team': 'TEAM#' },
        Limit: 100,
      }),
    );
    const roles = new Map((links.Items ?? []).map((i) => [i.teamId as string, i.role as TeamRole]));
    if (roles.size === 0) return [];
    const out = await this.db.send(
      new BatchGetCommand({
        RequestItems: { [this.table]: { Keys: [...roles.keys()].map((id) => keys.team(id)) } },
      }),
    );
    return (out.Responses?.[this.table] ?? []).flatMap((item) => {
      const team = toTeam(item);
      const role = team ? roles.get(team.id) : undefined;
      return team && role ? [{ team, role }] : [];
    });
  }

  async create(team: TeamRecord, owner: MemberRecord): Promise<void> {
    await this.db.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Put: {
              TableName: this.table,
              Item: { ...keys.team(team.id), entityType: 'Team', ...team },
              ConditionExpression: 'attribute_not_exists(PK)',
            },
          },
          { Put: { TableName: this.table, Item: this.memberItem(owner) } },
          { Put: { TableName: this.table, Item: this.emailItem(owner) } },
          { Put: { TableName: this.table, Item: this.accountItem(owner) } },
        ],
      }),
    );
  }

  async update(
    teamId: string,
    changes: Partial<Pick<TeamRecord, 'name' | 'description' | 'brandColor' | 'logoKey'>>,
    options: { expectedVersion?: number | undefined } = {},
  ) {
    const { sets, names, values } = setChanges(changes);
    const version = versionChange(options.expectedVersion);
    const out = await this.db
      .send(
        new UpdateCommand({
          TableName: this.table,
          Key: keys.team(teamId),
          UpdateExpression: `SET ${[...sets, version.set].join(', ')}`,
          ConditionExpression: ['attribute_exists(PK)', version.condition]
            .filter(Boolean)
            .join(' AND '),
          ExpressionAttributeNames: { ...names, ...version.names },
          ExpressionAttributeValues: { ...values, ...version.values },
          ReturnValues: 'ALL_NEW',
          ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
        }),
      )
      .catch((error: unknown) => {
        if (staleVersion(error, options.expectedVersion)) {
          throw new StaleVersionError();
        }
        throw error;
      });
    return toTeam(out.Attributes) as TeamRecord;
  }

  /** The whole roster, a page at a time (a company's team of thousands is several pages). */
  async roster(teamId: string) {
    const members: MemberRecord[] = [];
    let start: Record<string, unknown> | undefined;
    do {
      const out = await this.db.send(
        new QueryCommand({
          TableName: this.table,
          KeyConditionExpression: 'PK = :pk AND begins_with(SK, :member)',
          ExpressionAttributeValues: { ':pk': `TEAM#${teamId}`, ':member': 'MEMBER#' },
          ConsistentRead: true,
          ...(start ? { ExclusiveStartKey: start } : {}),
        }),
      );
      members.push(...(out.Items ?? []).map((i) => toMember(i) as MemberRecord));
      start = out.LastEvaluatedKey;
    } while (start);
    return members;
  }

  async getMember(teamId: string, memberId: string) {
    const out = await this.db.send(
      new GetCommand({
        TableName: this.table,
        Key: keys.teamMember(teamId, memberId),
        ConsistentRead: true,
      }),
    );
    return toMember(out.Item);
  }

  async findMemberByEmail(teamId: string, emailLower: string) {
    const pointer = await this.db.send(
      new GetCommand({
        TableName: this.table,
        Key: keys.teamEmail(teamId, emailLower),
        ConsistentRead: true,
      }),
    );
    const memberId = pointer.Item?.memberId as string | undefined;
    return memberId ? this.getMember(teamId, memberId) : undefined;
  }

  async addMember(
    member: MemberRecord,
    quota: Quota,
    invitation?: { tokenHash: string; record: InvitationRecord },
  ) {
    try {
      await this.db.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Put: {
                TableName: this.table,
                Item: this.emailItem(member),
                ConditionExpression: 'attribute_not_exists(PK)',
              },
            },
            {
              Put: {
                TableName: this.table,
                Item: this.memberItem(member),
                ConditionExpression: 'attribute_not_exists(PK)',
              },
            },
            {
              Update: {
                TableName: this.table,
                Key: keys.team(member.teamId),
                UpdateExpression: 'ADD memberCount :one',
                ConditionExpression: 'attribute_exists(PK)',
                ExpressionAttributeValues: { ':one': 1 },
              },
            },
            // The owner's member count, checked against the owner's plan in this transaction.
            usageUpdate(this.table, quota, 'teamMembers', 1),
            ...(invitation
              ? [
                  {
                    Put: {
                      TableName: this.table,
                      Item: this.invitationItem(invitation.tokenHash, invitation.record),
                    },
                  },
                ]
              : []),
          ],
        }),
      );
    } catch (error) {
      const failed = cancelledAt(error);
      if (failed.includes(0)) throw new RosterEmailTakenError(member.emailLower);
      if (failed.includes(3)) throw new QuotaExceededError('teamMembers');
      throw error;
    }
  }

  async putInvitation(
    tokenHash: string,
    invitation: InvitationRecord,
    invitedMember?: MemberRecord,
  ) {
    if (!invitedMember) {
      await this.db.send(
        new PutCommand({ TableName: this.table, Item: this.invitationItem(tokenHash, invitation) }),
      );
      return;
    }
    await this.db.send(
      new TransactWriteCommand({
        TransactItems: [
          { Put: { TableName: this.table, Item: this.invitationItem(tokenHash, invitation) } },
          {
            // Still on the roster and not linked to an account meanwhile; nothing else changes.
            Update: {
              TableName: this.table,
              Key: keys.teamMember(invitedMember.teamId, invitedMember.memberId),
              UpdateExpression: 'SET #status = :invited, invitedAt = :at',
              ConditionExpression:
                'attribute_exists(PK) AND (attribute_not_exists(userId) OR userId = :none)',
              ExpressionAttributeNames: { '#status': 'status' },
              ExpressionAttributeValues: {
                ':invited': 'invited',
                ':at': invitedMember.invitedAt,
                ':none': null,
              },
            },
          },
        ],
      }),
    );
  }

  async getInvitation(tokenHash: string) {
    const out = await this.db.send(
      new GetCommand({
        TableName: this.table,
        Key: keys.teamInvitation(tokenHash),
        ConsistentRead: true,
      }),
    );
    return pick<InvitationRecord>(out.Item, [
      'teamId',
      'memberId',
      'emailLower',
      'role',
      'invitedBy',
      'validUntil',
    ]);
  }

  async acceptInvitation(
    tokenHash: string,
    member: MemberRecord,
    user: { id: string; firstName: string; lastName: string; avatarKey: string | null },
  ) {
    const linked: MemberRecord = {
      ...member,
      userId: user.id,
      firstName: user.firstName,
      lastName: user.lastName,
      avatarKey: user.avatarKey,
      status: 'active',
      joinedAt: productNow().toISOString(),
    };
    try {
      await this.db.send(
        new TransactWriteCommand({
          TransactItems: [
            {
              Delete: {
                TableName: this.table,
                Key: keys.teamInvitation(tokenHash),
                ConditionExpression: 'attribute_exists(PK)',
              },
            },
            {
              Put: {
                TableName: this.table,
                Item: this.memberItem(linked),
                ConditionExpression: 'attribute_exists(PK)',
              },
            },
            {
              Put: {
                TableName: this.table,
                Item: this.accountItem(linked),
                ConditionExpression: 'attribute_not_exists(PK)',
              },
            },
          ],
        }),
      );
    } catch (error) {
      const failed = cancelledAt(error);
      if (failed.includes(2)) throw new AlreadyOnTeamError(member.teamId);
      if (failed.length) throw new Error('The invitation was used or withdrawn meanwhile');
      throw error;
    }
  }

  async setRole(member: MemberRecord, role: 'admin' | 'member') {
    const updated = { ...member, role };
    await this.db.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName: this.table,
              Key: keys.teamMember(member.teamId, member.memberId),
              UpdateExpression: 'SET #role = :role',
              ConditionExpression: 'attribute_exists(PK) AND #role <> :owner',
              ExpressionAttributeNames: { '#role': 'role' },
              ExpressionAttributeValues: { ':role': role, ':owner': 'owner' },
            },
          },
          ...(member.userId
            ? [
                {
                  Update: {
                    TableName: this.table,
                    Key: keys.teamAccount(member.teamId, member.userId),
                    UpdateExpression: 'SET #role = :role',
                    ConditionExpression: 'attribute_exists(PK)',
                    ExpressionAttributeNames: { '#role': 'role' },
                    ExpressionAttributeValues: { ':role': role },
                  },
                },
              ]
            : []),
        ],
      }),
    );
    return updated;
  }

  async removeMember(member: MemberRecord, ownerId: string) {
    await this.db.send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Delete: {
              TableName: this.table,
              Key: keys.teamMember(member.teamId, member.memberId),
              ConditionExpression: 'attribute_exists(PK) AND #role <> :owner',
              ExpressionAttributeNames: { '#role': 'role' },
              ExpressionAttributeValues: { ':owner': 'owner' },
            },
          },
          {
            Delete: {
              TableName: this.table,
              Key: keys.teamEmail(member.teamId, member.emailLower),
            },
          },
          ...(member.userId
            ? [
                {
                  Delete: {
                    TableName: this.table,
                    Key: keys.teamAccount(member.teamId, member.userId),
                  },
                },
              ]
            : []),
          {
            Update: {
              TableName: this.table,
              Key: keys.team(member.teamId),
              UpdateExpression: 'ADD memberCount :minus',
              ExpressionAttributeValues: { ':minus': -1 },
            },
          },
          usageUpdate(this.table, { accountId: ownerId, limit: -1 }, 'teamMembers', -1),
        ],
      }),
    );
  }

  protected memberItem(member: MemberRecord) {
    return {
      ...keys.teamMember(member.teamId, member.memberId),
      entityType: 'TeamMember',
      ...member,
    };
  }

  protected emailItem(member: MemberRecord) {
    return {
      ...keys.teamEmail(member.teamId, member.emailLower),
      entityType: 'TeamEmail',
      memberId: member.memberId,
    };
  }

  private accountItem(member: MemberRecord) {
    return {
      ...keys.teamAccount(member.teamId, member.userId as string),
      ...keys.userTeamsIndex(member.userId as string, member.teamId),
      entityType: 'TeamAccount',
      teamId: member.teamId,
      memberId: member.memberId,
      role: member.role,
    };
  }

  private invitationItem(tokenHash: string, invitation: InvitationRecord) {
    return {
      ...keys.teamInvitation(tokenHash),
      entityType: 'TeamInvitation',
      ...invitation,
      expiresAt: invitation.validUntil + KEEP_EXPIRED_SECONDS,
    };
  }
}
