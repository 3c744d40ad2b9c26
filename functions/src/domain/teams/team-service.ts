import { createHash, randomBytes, randomUUID } from 'node:crypto';
import type { Team, TeamMember } from '#shared/api/teams';
import { DEFAULT_BRAND_COLOR } from '#shared/domain/brand';
import { normaliseEmail } from '#shared/domain/password-rules';
import type { ImageUploads } from '../image-uploads';
import type { ImageUploadBody, ImageUploadResponse } from '#shared/api/uploads';
import type { UserRecord, UserRepository } from '../accounts/ports';
import { limitMessage, planCatalogue } from '#shared/domain/plans';
import type { PlanLimitsPort } from '../billing/ports';
import { QuotaExceededError, type Quota } from '../billing/quota';
import {
  ConflictError,
  StaleVersionError,
  NotAllowedError,
  NotFoundError,
  PlanLimitError,
  ValidationError,
} from '../errors';
import type { NotificationService } from '../notifications/notification-service';
import type { MailPort } from '../platform/mail';
import type { SendingPolicy } from '../mail/sending-policy';
import {
  AlreadyOnTeamError,
  RosterEmailTakenError,
  type MemberRecord,
  type TeamFileStore,
  type TeamRecord,
  type RosterImportPort,
  type TeamRepository,
  type TeamRole,
} from './ports';
import { invitationEmail } from './team-emails';
import { now as productNow } from '../../lib/clock';

export const INVITATION_TTL_SECONDS = 7 * 24 * 60 * 60;

export interface TeamServiceDeps {
  teams: TeamRepository & RosterImportPort;
  users: Pick<UserRepository, 'getByEmail' | 'update'>;
  files: TeamFileStore;
  /** Size, hourly count and structure of uploaded logos (see image-uploads.ts). */
  uploads: Pick<ImageUploads, 'accept' | 'acceptUploaded' | 'startUpload'>;
  mail: MailPort;
  /** Verified senders and caps on recipients (see mail/sending-policy.ts). */
  sending?: Pick<SendingPolicy, 'beforeInvite'>;
  notifications: Pick<NotificationService, 'notify'>;
  /** The plan each team owner's roster entries count against. */
  plans: PlanLimitsPort;
  appOrigin: string;
  now?: () => Date;
  log?: (message: string, data: Record<string, unknown>) => void;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

function splitName(name: string): { firstName: string; lastName: string } {
  const parts = name.trim().split(/\s+/);
  return { firstName: parts[0] ?? '', lastName: parts.slice(1).join(' ') };
}

const TEAM_NOT_FOUND = 'Team not found. Please refresh the page and try again.';

/**
 * Teams, their rosters and roles, invitations and branding. Access is decided here from stored
 * membership only: owners edit, brand, change roles and remove; owners and admins invite and add
 * people; members view. Anyone else is told the team does not exist.
 */
export class TeamService {
  protected readonly now: () => Date;

  constructor(protected readonly deps: TeamServiceDeps) {
    this.now = deps.now ?? productNow;
  }

  // ---- presenting ----

  private async present(
    team: TeamRecord,
    caller: { id: string; role: TeamRole },
    roster?: MemberRecord[],
  ): Promise<Team> {
    return {
      id: team.id,
      name: team.name,
      description: team.description,
      logo_url: team.logoKey ? await this.deps.files.url(team.logoKey) : null,
      brand_color: team.brandColor,
      created_by: team.createdBy,
      current_user_id: caller.id,
      current_user_role: caller.role,
      members: (roster ?? [])
        .filter((m) => m.userId !== null && m.status === 'active')
        .map((m) => ({ user_id: m.userId as string, role: m.role })),
      member_count: team.memberCount,
      survey_count: team.surveyCount,
      response_count: team.responseCount,
      created_at: team.createdAt,
      version: team.version,
    };
  }

  private async presentMember(member: MemberRecord): Promise<TeamMember> {
    return {
      id: member.memberId,
      first_name: member.firstName,
      last_name: member.lastName,
      email: member.email,
      role: member.role === 'member' ? 'member' : 'admin',
      is_owner: member.role === 'owner',
      avatar_url: member.avatarKey ? await this.deps.files.url(member.avatarKey) : null,
      user_id: member.userId,
      status: member.status,
      joined_at: member.joinedAt,
    };
  }

  // ---- access ----

  protected async access(teamId: string, userId: string, allowed: TeamRole[], denied: string) {
    const { team, role } = await this.deps.teams.getWithRole(teamId, userId);
    if (!team || !role) throw new NotFoundError(TEAM_NOT_FOUND);
    if (!allowed.includes(role)) throw new NotAllowedError(denied);
    return { team, role };
  }

  /** Roster entries count against the team owner's plan: the limit to add one under. */
  protected async ownerQuota(team: TeamRecord) {
    const plan = await this.deps.plans.planOf(team.createdBy);
    const quota: Quota = {
      accountId: team.createdBy,
      limit: planCatalogue[plan].limits.teamMembers,
    };
    return { plan, quota };
  }

  /** Adds a roster entry under the owner's quota, with the product's errors. */
  private async addCounted(
    team: TeamRecord,
    member: MemberRecord,
    invitation?: Parameters<TeamRepository['addMember']>[2],
  ) {
    const { plan, quota } = await this.ownerQuota(team);
    try {
      await this.deps.teams.addMember(member, quota, invitation);
    } catch (error) {
      if (error instanceof RosterEmailTakenError)
        throw new ConflictError('User is already a member of this team.', 'already_member');
      if (error instanceof QuotaExceededError) {
        throw new PlanLimitError(limitMessage(plan, 'teamMembers'));
      }
      throw error;
    }
  }

  // ---- teams ----

  async list(userId: string): Promise<{ teams: Team[] }> {
    const mine = await this.deps.teams.listForUser(userId);
    const teams = await Promise.all(
      mine.map(({ team, role }) => this.present(team, { id: userId, role })),
    );
    teams.sort((a, b) => a.name.localeCompare(b.name));
    return { teams };
  }

  async get(teamId: string, userId: string): Promise<{ team: Team }> {
    const { team, role } = await this.access(teamId, userId, ['owner', 'admin', 'member'], '');
    const roster = await this.deps.teams.roster(teamId);
    return { team: await this.present(team, { id: userId, role }, roster) };
  }

  async create(
    user: UserRecord,
    body: { name: string; description?: string | undefined },
  ): Promise<{ team: Team }> {
    const at = this.now().toISOString();
    const team: TeamRecord = {
      id: randomUUID(),
      name: body.name,
      description: body.description ?? '',
      brandColor: DEFAULT_BRAND_COLOR,
      logoKey: null,
      createdBy: user.id,
      createdAt: at,
      updatedAt: at,
      memberCount: 1,
      surveyCount: 0,
      responseCount: 0,
      version: 0,
    };
    const owner: MemberRecord = {
      teamId: team.id,
      memberId: randomUUID(),
      email: user.email,
      emailLower: user.emailLower,
      firstName: user.firstName,
      lastName: user.lastName,
      role: 'owner',
      userId: user.id,
      avatarKey: user.avatarKey,
      status: 'active',
      joinedAt: at,
      invitedAt: null,
    };
    await this.deps.teams.create(team, owner);
    return { team: await this.present(team, { id: user.id, role: 'owner' }, [owner]) };
  }

  /** Owner: a URL to upload a logo to; `update` then names it (decision 0051). */
  async startLogoUpload(
    teamId: string,
    userId: string,
    body: ImageUploadBody,
  ): Promise<ImageUploadResponse> {
    await this.access(teamId, userId, ['owner'], 'Only the team owner can change the team.');
    return this.deps.uploads.startUpload(userId, 'logo', teamId, body);
  }

  async update(
    teamId: string,
    userId: string,
    body: {
      name?: string | undefined;
      description?: string | undefined;
      primaryColor?: string | undefined;
      logo?: { content: Uint8Array } | undefined;
      /** A logo uploaded straight to the file store (decision 0051). */
      logoUpload?: string | undefined;
      /** The version the change was based on (decision 0025). */
      version?: number | undefined;
    },
  ): Promise<{ team: Team }> {
    const { team: before } = await this.access(
      teamId,
      userId,
      ['owner'],
      'Only the team owner can change the team.',
    );
    if (
      body.name === undefined &&
      body.description === undefined &&
      body.primaryColor === undefined &&
      !body.logo &&
      !body.logoUpload
    ) {
      throw new ValidationError('Please check your information', { details: 'Nothing to update.' });
    }
    if (body.logo && body.logoUpload) {
      throw new ValidationError('Please check your information', {
        details: 'Send the logo as a file or as an upload, not both.',
      });
    }
    // Based on an older version: refused before a logo is stored (decision 0025).
    if (body.version !== undefined && body.version !== before.version) {
      throw new StaleVersionError();
    }
    const changes: Partial<Pick<TeamRecord, 'name' | 'description' | 'brandColor' | 'logoKey'>> =
      {};
    if (body.name !== undefined) changes.name = body.name;
    if (body.description !== undefined) changes.description = body.description;
    if (body.primaryColor !== undefined) changes.brandColor = body.primaryColor.toUpperCase();
    const image = body.logo
      ? await this.deps.uploads.accept(userId, body.logo.content, 'logo')
      : body.logoUpload
        ? await this.deps.uploads.acceptUploaded(userId, 'logo', teamId, body.logoUpload)
        : undefined;
    if (image) {
      changes.logoKey = await this.deps.files.putLogo(teamId, image.bytes, image.type);
    }
    let team: TeamRecord;
    try {
      team = await this.deps.teams.update(teamId, changes, { expectedVersion: body.version });
    } catch (error) {
      // Another change won the race: the logo stored for this one is nobody's.
      if (changes.logoKey && changes.logoKey !== before.logoKey) {
        await this.deps.files.remove(changes.logoKey).catch(() => undefined);
      }
      throw error;
    }
    // Only now that the team points at the new logo is the old one unreachable.
    if (changes.logoKey && before.logoKey && before.logoKey !== changes.logoKey) {
      await this.deps.files.remove(before.logoKey).catch((error: unknown) => {
        this.deps.log?.('A replaced logo could not be deleted', {
          key: before.logoKey,
          error: String(error),
        });
      });
    }
    const roster = await this.deps.teams.roster(teamId);
    return { team: await this.present(team, { id: userId, role: 'owner' }, roster) };
  }

  async setColor(
    teamId: string,
    userId: string,
    color: string,
    version?: number,
  ): Promise<{ team: Team }> {
    return this.update(teamId, userId, { primaryColor: color, version });
  }

  // ---- roster ----

  async members(teamId: string, userId: string): Promise<{ members: TeamMember[] }> {
    await this.access(teamId, userId, ['owner', 'admin', 'member'], '');
    const roster = await this.deps.teams.roster(teamId);
    const order: Record<TeamRole, number> = { owner: 0, admin: 1, member: 2 };
    roster.sort((a, b) => order[a.role] - order[b.role] || a.firstName.localeCompare(b.firstName));
    return { members: await Promise.all(roster.map((m) => this.presentMember(m))) };
  }

  async addMember(teamId: string, userId: string, body: { name: string; email: string }) {
    const { team } = await this.access(
      teamId,
      userId,
      ['owner', 'admin'],
      'You do not have permission to add members to this team.',
    );
    const email = body.email.trim();
    const member: MemberRecord = {
      teamId,
      memberId: randomUUID(),
      email,
      emailLower: normaliseEmail(email),
      ...splitName(body.name),
      role: 'member',
      userId: null,
      avatarKey: null,
      status: 'active',
      joinedAt: this.now().toISOString(),
      invitedAt: null,
    };
    await this.addCounted(team, member);
    return { message: 'Member added successfully', member: await this.presentMember(member) };
  }

  async invite(
    teamId: string,
    inviter: UserRecord,
    body: { email: string; role: 'admin' | 'member'; name?: string | undefined },
  ) {
    const { team, role: inviterRole } = await this.access(
      teamId,
      inviter.id,
      ['owner', 'admin'],
      'You do not have permission to invite members to this team.',
    );
    // Granting admin is the owner's alone, as changing a role is.
    if (body.role === 'admin' && inviterRole !== 'owner') {
      throw new NotAllowedError('Only the team owner can invite admins.');
    }
    const email = body.email.trim();
    const emailLower = normaliseEmail(email);
    const token = randomBytes(32).toString('base64url');
    const invitation = {
      teamId,
      memberId: '',
      emailLower,
      role: body.role,
      invitedBy: `${inviter.firstName} ${inviter.lastName}`.trim(),
      validUntil: Math.floor(this.now().getTime() / 1000) + INVITATION_TTL_SECONDS,
    };

    let member = await this.deps.teams.findMemberByEmail(teamId, emailLower);
    // Invited before: the earlier link still works. An entry only added (by name and e-mail)
    // gets its first invitation, and shows as invited from now on.
    const resent = member?.status === 'invited';
    // An entry already linked to an account is a member; one without (added by name and e-mail,
    // or invited before) gets a new link, which links the account when it is accepted.
    if (member && member.userId) {
      throw new ConflictError('User is already a member of this team.', 'already_member');
    }
    await this.deps.sending?.beforeInvite(inviter, teamId, emailLower);
    if (member) {
      // Inviting again: a new link for the same roster entry, with its role as it stands (roles
      // change through UpdateTeamMember, the owner's alone).
      const invitedMember: MemberRecord | undefined = resent
        ? undefined
        : { ...member, status: 'invited', invitedAt: this.now().toISOString() };
      await this.deps.teams.putInvitation(
        hashToken(token),
        {
          ...invitation,
          role: member.role === 'admin' ? 'admin' : 'member',
          memberId: member.memberId,
        },
        invitedMember,
      );
      member = invitedMember ?? member;
    } else {
      const account = await this.deps.users.getByEmail(emailLower);
      // The roster shows the address until the person accepts: whether it has an account, and
      // whose, is not the inviter's to learn.
      member = {
        teamId,
        memberId: randomUUID(),
        email,
        emailLower,
        ...(body.name
          ? splitName(body.name)
          : { firstName: email.split('@')[0] ?? email, lastName: '' }),
        role: body.role,
        userId: null,
        avatarKey: null,
        status: 'invited',
        joinedAt: null,
        invitedAt: this.now().toISOString(),
      };
      await this.addCounted(team, member, {
        tokenHash: hashToken(token),
        record: { ...invitation, memberId: member.memberId },
      });
      // Only the verified owner of the address sees the invitation in the app: someone who
      // registered another person's address without verifying it does not.
      if (account?.emailVerified) {
        await this.deps.notifications.notify(account.id, {
          type: 'team_invite',
          title: `Invitation to ${team.name}`,
          message: `${invitation.invitedBy} invited you to join ${team.name} as ${body.role}.`,
          data: { teamId, teamName: team.name },
        });
      }
    }

    const link = `${this.deps.appOrigin}/invitations/accept?token=${encodeURIComponent(token)}`;
    let emailSent = true;
    try {
      await this.deps.mail.send(
        invitationEmail({
          to: email,
          teamName: team.name,
          inviterName: invitation.invitedBy,
          role: member.role === 'admin' ? 'admin' : 'member',
          link,
          brandColor: team.brandColor,
          logoUrl: null,
        }),
      );
    } catch (error) {
      emailSent = false;
      this.deps.log?.('invitation e-mail not sent', { teamId, error: String(error) });
    }
    return {
      message: emailSent
        ? resent
          ? `Invitation sent again to ${email}`
          : 'Invitation sent successfully'
        : 'The invitation is saved but the e-mail could not be sent. Invite again to resend it.',
      member: await this.presentMember(member),
      emailSent,
      resent,
    };
  }

  async setRole(teamId: string, userId: string, memberId: string, role: 'admin' | 'member') {
    await this.access(teamId, userId, ['owner'], 'Only the team owner can change roles.');
    const member = await this.deps.teams.getMember(teamId, memberId);
    if (!member) throw new NotFoundError('Member not found');
    if (member.role === 'owner') throw new NotAllowedError("The owner's role cannot be changed.");
    const updated = member.role === role ? member : await this.deps.teams.setRole(member, role);
    return {
      message: 'Member role updated successfully',
      member: await this.presentMember(updated),
    };
  }

  async removeMember(teamId: string, userId: string, memberId: string) {
    const { team } = await this.access(
      teamId,
      userId,
      ['owner'],
      'Only the team owner can remove members.',
    );
    const member = await this.deps.teams.getMember(teamId, memberId);
    if (!member) throw new NotFoundError('Member not found');
    if (member.role === 'owner') throw new NotAllowedError('The team owner cannot be removed.');
    await this.deps.teams.removeMember(member, team.createdBy);
    return { message: 'Member removed successfully' };
  }

  // ---- invitations ----

  private async openInvitation(token: string) {
    const invitation = await this.deps.teams.getInvitation(hashToken(token));
    if (!invitation || invitation.validUntil * 1000 <= this.now().getTime()) {
      throw new ValidationError('This invitation link is invalid or has expired', {
        details: 'Ask the team owner or an admin to invite you again.',
      });
    }
    const team = await this.deps.teams.getTeam(invitation.teamId);
    const member = await this.deps.teams.getMember(invitation.teamId, invitation.memberId);
    if (!team || !member)
      throw new ValidationError('This invitation link is invalid or has expired');
    return { invitation, team, member };
  }

  async lookupInvitation(token: string) {
    const { invitation, team, member } = await this.openInvitation(token);
    // The roster entry's role is the truth: the owner may have changed it since the link went out.
    const role = member.role === 'admin' ? 'admin' : 'member';
    return { teamName: team.name, email: member.email, role, invitedBy: invitation.invitedBy };
  }

  async acceptInvitation(user: UserRecord, token: string): Promise<{ team: Team }> {
    const { invitation, team, member } = await this.openInvitation(token);
    if (invitation.emailLower !== user.emailLower) {
      throw new NotAllowedError(
        `This invitation is for ${member.email}. Sign in with that account to accept it.`,
      );
    }
    try {
      await this.deps.teams.acceptInvitation(hashToken(token), member, {
        id: user.id,
        firstName: user.firstName,
        lastName: user.lastName,
        avatarKey: user.avatarKey,
      });
    } catch (error) {
      if (error instanceof AlreadyOnTeamError)
        throw new ConflictError('You are already a member of this team.', 'already_member');
      throw error;
    }
    // The link reached this mailbox, so the address is proven.
    if (!user.emailVerified) await this.deps.users.update(user.id, { emailVerified: true });
    return { team: await this.present(team, { id: user.id, role: member.role }) };
  }
}
