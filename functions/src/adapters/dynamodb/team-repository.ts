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
import { isConditionFailure, putNew, startingWith, tx, storedFields } from './table';
import { DynamoTeamReads, toTeam } from './team-reads';
import { usageUpdate } from './usage';
import { setChanges, staleVersion, versionChange } from './update-expression';
import { StaleVersionError } from '../../domain/errors';
import { now as productNow } from '../../lib/clock';

/** Invitations stay readable a week after they lapse, so the link can say it expired. */
const KEEP_EXPIRED_SECONDS = 7 * 24 * 60 * 60;

const memberFields = storedFields<MemberRecord>(null);
const toMember = (item: Record<string, unknown> | undefined): MemberRecord | undefined =>
  item &&
  memberFields(
    item,
    'teamId memberId email emailLower firstName lastName role userId avatarKey status joinedAt invitedAt',
  );
const invitationFields = storedFields<InvitationRecord>(null);

/**
 * A team's partition holds the team (`TEAM`), its roster (`MEMBER#<id>`), one item per roster
 * e-mail (`EMAIL#<email>`, uniqueness) and one per linked account (`ACCOUNT#<userId>`, the
 * caller's role in one read; GSI1 `USER#<userId>` lists a user's teams).
 */
export class DynamoTeamRepository extends DynamoTeamReads implements TeamRepository, TeamDirectory {
  /** T2: a team and the caller's role, in one consistent read. */
  async getWithRole(teamId: string, userId: string) {
    const items = await this.t.getMany([keys.team(teamId), keys.teamAccount(teamId, userId)], {
      consistent: true,
    });
    const team = toTeam(items.find((i) => i.SK === keys.team(teamId).SK));
    const role = items.find((i) => i.SK !== keys.team(teamId).SK)?.role as TeamRole | undefined;
    return { ...(team ? { team } : {}), ...(role ? { role } : {}) };
  }

  async rolesIn(userId: string, teamIds: string[]): Promise<Map<string, TeamRole>> {
    return (await this.teamsWithRoles(userId, teamIds)).roles;
  }

  /**
   * S3: the caller's roles in those of these teams they manage, for a survey of many teams: the
   * caller's own team links (GSI1, a page of 100 for each 100 teams they are on) name the
   * candidates, then the team and the link are read again, consistently, for those only, so a
   * role taken away is never used and the cost does not grow with the survey's teams. A role
   * given a moment ago may be missed until the index has it.
   */
  async managedRolesIn(userId: string, teamIds: string[]): Promise<Map<string, TeamRole>> {
    const wanted = new Set(teamIds);
    const links = await this.t.queryAll(
      { ...startingWith(keys.userTeamsIndex(userId, '')), limit: 100 },
      5,
    );
    const candidates = links
      .filter((item) => wanted.has(item.teamId as string))
      .filter((item) => item.role === 'owner' || item.role === 'admin')
      .map((item) => item.teamId as string);
    if (candidates.length === 0) return new Map();
    return (await this.teamsWithRoles(userId, candidates)).roles;
  }

  /** T2 for many teams: the teams and the caller's roles in them, consistently. */
  async teamsWithRoles(userId: string, teamIds: string[]) {
    const unique = [...new Set(teamIds)];
    // The team item is read with the role: a deleted team's account links stay until the
    // clean-up, and must give no one a role meanwhile.
    const items = await this.t.getMany(
      unique.flatMap((teamId) => [keys.team(teamId), keys.teamAccount(teamId, userId)]),
      { consistent: true },
    );
    const teams = items.flatMap((item) =>
      item.SK === keys.team('').SK ? (toTeam(item) ?? []) : [],
    );
    const live = new Set(teams.map((team) => team.id));
    const roles = new Map<string, TeamRole>();
    for (const item of items) {
      if (item.SK !== keys.team('').SK && live.has(item.teamId as string)) {
        roles.set(item.teamId as string, item.role as TeamRole);
      }
    }
    return { teams, roles };
  }

  teamsOf(userId: string) {
    return this.listForUser(userId);
  }

  async getTeam(teamId: string) {
    return toTeam(await this.t.get(keys.team(teamId), { consistent: true }));
  }

  /** T3 GSI1: a user's teams (up to 100) with their roles. */
  async listForUser(userId: string) {
    const links = await this.t.query({
      ...startingWith(keys.userTeamsIndex(userId, '')),
      limit: 100,
    });
    const roles = new Map(links.items.map((i) => [i.teamId as string, i.role as TeamRole]));
    if (roles.size === 0) return [];
    const items = await this.t.getMany([...roles.keys()].map((id) => keys.team(id)));
    return items.flatMap((item) => {
      const team = toTeam(item);
      const role = team ? roles.get(team.id) : undefined;
      return team && role ? [{ team, role }] : [];
    });
  }

  /** T1: a team with its owner on the roster. */
  async create(team: TeamRecord, owner: MemberRecord): Promise<void> {
    await this.t.transact([
      putNew({ ...keys.team(team.id), entityType: 'Team', ...team }),
      tx.put({ Item: this.memberItem(owner) }),
      tx.put({ Item: this.emailItem(owner) }),
      tx.put({ Item: this.accountItem(owner) }),
    ]);
  }

  /** T10 */
  async update(
    teamId: string,
    changes: Partial<Pick<TeamRecord, 'name' | 'description' | 'brandColor' | 'logoKey'>>,
    options: { expectedVersion?: number | undefined } = {},
  ) {
    const { sets, names, values } = setChanges(changes);
    const version = versionChange(options.expectedVersion);
    const updated = await this.t
      .update({
        Key: keys.team(teamId),
        UpdateExpression: `SET ${[...sets, version.set].join(', ')}`,
        ConditionExpression: ['attribute_exists(PK)', version.condition]
          .filter(Boolean)
          .join(' AND '),
        ExpressionAttributeNames: { ...names, ...version.names },
        ExpressionAttributeValues: { ...values, ...version.values },
        ReturnValues: 'ALL_NEW',
        ReturnValuesOnConditionCheckFailure: 'ALL_OLD',
      })
      .catch((error: unknown) => {
        if (staleVersion(error, options.expectedVersion)) throw new StaleVersionError();
        throw error;
      });
    return toTeam(updated) as TeamRecord;
  }

  /** T4: the whole roster, a page at a time (a company's team of thousands is several pages). */
  async roster(teamId: string) {
    const items = await this.t.queryAll({
      ...startingWith(keys.teamMember(teamId, '')),
      consistent: true,
    });
    return items.map((i) => toMember(i) as MemberRecord);
  }

  async getMember(teamId: string, memberId: string) {
    return toMember(await this.t.get(keys.teamMember(teamId, memberId), { consistent: true }));
  }

  /** T6: a roster entry by its e-mail pointer. */
  async findMemberByEmail(teamId: string, emailLower: string) {
    const pointer = await this.t.get(keys.teamEmail(teamId, emailLower), { consistent: true });
    const memberId = pointer?.memberId as string | undefined;
    return memberId ? this.getMember(teamId, memberId) : undefined;
  }

  /** T5: a roster entry, unique by e-mail, counted against the owner's plan, with its invitation. */
  async addMember(
    member: MemberRecord,
    quota: Quota,
    invitation?: { tokenHash: string; record: InvitationRecord },
  ) {
    try {
      await this.t.transact([
        putNew(this.emailItem(member), 'email'),
        putNew(this.memberItem(member)),
        tx.update({
          Key: keys.team(member.teamId),
          UpdateExpression: 'ADD memberCount :one',
          ConditionExpression: 'attribute_exists(PK)',
          ExpressionAttributeValues: { ':one': 1 },
        }),
        // The owner's member count, checked against the owner's plan in this transaction.
        usageUpdate(quota, 'teamMembers', 1),
        ...(invitation
          ? [tx.put({ Item: this.invitationItem(invitation.tokenHash, invitation.record) })]
          : []),
      ]);
    } catch (error) {
      if (isConditionFailure(error, 'email')) throw new RosterEmailTakenError(member.emailLower);
      if (isConditionFailure(error, 'plan')) throw new QuotaExceededError('teamMembers');
      throw error;
    }
  }

  /** T5: an invitation (again) for a roster entry not linked to an account. */
  async putInvitation(
    tokenHash: string,
    invitation: InvitationRecord,
    invitedMember?: MemberRecord,
  ) {
    const item = this.invitationItem(tokenHash, invitation);
    if (!invitedMember) {
      await this.t.put(item);
      return;
    }
    await this.t.transact([
      tx.put({ Item: item }),
      // Still on the roster and not linked to an account meanwhile; nothing else changes.
      tx.update({
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
      }),
    ]);
  }

  /** T7: look at an invitation. */
  async getInvitation(tokenHash: string) {
    const item = await this.t.get(keys.teamInvitation(tokenHash), { consistent: true });
    return item && invitationFields(item, 'teamId memberId emailLower role invitedBy validUntil');
  }

  /** T7: accept an invitation, once, linking the account to its roster entry. */
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
      await this.t.transact([
        tx.delete({
          Key: keys.teamInvitation(tokenHash),
          ConditionExpression: 'attribute_exists(PK)',
        }),
        tx.put({ Item: this.memberItem(linked), ConditionExpression: 'attribute_exists(PK)' }),
        putNew(this.accountItem(linked), 'account'),
      ]);
    } catch (error) {
      if (isConditionFailure(error, 'account')) throw new AlreadyOnTeamError(member.teamId);
      if (isConditionFailure(error)) {
        throw new Error('The invitation was used or withdrawn meanwhile');
      }
      throw error;
    }
  }

  /** T8 */
  async setRole(member: MemberRecord, role: 'admin' | 'member') {
    const setRole = (ConditionExpression: string) => ({
      UpdateExpression: 'SET #role = :role',
      ConditionExpression,
      ExpressionAttributeNames: { '#role': 'role' },
    });
    await this.t.transact([
      tx.update({
        Key: keys.teamMember(member.teamId, member.memberId),
        ...setRole('attribute_exists(PK) AND #role <> :owner'),
        ExpressionAttributeValues: { ':role': role, ':owner': 'owner' },
      }),
      ...(member.userId
        ? [
            tx.update({
              Key: keys.teamAccount(member.teamId, member.userId),
              ...setRole('attribute_exists(PK)'),
              ExpressionAttributeValues: { ':role': role },
            }),
          ]
        : []),
    ]);
    return { ...member, role };
  }

  /** T9 */
  async removeMember(member: MemberRecord, ownerId: string) {
    await this.t.transact([
      tx.delete({
        Key: keys.teamMember(member.teamId, member.memberId),
        ConditionExpression: 'attribute_exists(PK) AND #role <> :owner',
        ExpressionAttributeNames: { '#role': 'role' },
        ExpressionAttributeValues: { ':owner': 'owner' },
      }),
      tx.delete({ Key: keys.teamEmail(member.teamId, member.emailLower) }),
      ...(member.userId
        ? [tx.delete({ Key: keys.teamAccount(member.teamId, member.userId) })]
        : []),
      tx.update({
        Key: keys.team(member.teamId),
        UpdateExpression: 'ADD memberCount :minus',
        ExpressionAttributeValues: { ':minus': -1 },
      }),
      usageUpdate({ accountId: ownerId, limit: -1 }, 'teamMembers', -1),
    ]);
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
