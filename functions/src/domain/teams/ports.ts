import type { Quota } from '../billing/quota';
import type { StoredImages } from '../stored-images';

export type TeamRole = 'owner' | 'admin' | 'member';

export interface TeamRecord {
  id: string;
  name: string;
  description: string;
  brandColor: string;
  logoKey: string | null;
  createdBy: string;
  createdAt: string;
  updatedAt: string;
  memberCount: number;
  surveyCount: number;
  responseCount: number;
  /**
   * Bumped by every change of name, description, colour or logo, not by the counts (decision
   * 0025). 0 for a team never changed since it was made.
   */
  version: number;
}

/** One person on a team's roster. A roster entry need not have an account (`userId` null). */
export interface MemberRecord {
  teamId: string;
  memberId: string;
  email: string;
  emailLower: string;
  firstName: string;
  lastName: string;
  role: TeamRole;
  userId: string | null;
  avatarKey: string | null;
  status: 'active' | 'invited';
  joinedAt: string | null;
  invitedAt: string | null;
}

export interface InvitationRecord {
  teamId: string;
  memberId: string;
  emailLower: string;
  role: 'admin' | 'member';
  invitedBy: string;
  /** Epoch seconds. */
  validUntil: number;
}

export class RosterEmailTakenError extends Error {}
export class AlreadyOnTeamError extends Error {}

export interface TeamRepository {
  /** The team and the caller's role in it (undefined when the caller is not on it). One read. */
  getWithRole(teamId: string, userId: string): Promise<{ team?: TeamRecord; role?: TeamRole }>;
  getTeam(teamId: string): Promise<TeamRecord | undefined>;
  /** Teams the user belongs to, with the user's role. */
  listForUser(userId: string): Promise<{ team: TeamRecord; role: TeamRole }[]>;
  create(team: TeamRecord, owner: MemberRecord): Promise<void>;
  /**
   * Changes what the owner edits and bumps the version; with `expectedVersion`, only while the
   * stored version is still that one, else StaleVersionError (decision 0025).
   */
  update(
    teamId: string,
    changes: Partial<Pick<TeamRecord, 'name' | 'description' | 'brandColor' | 'logoKey'>>,
    options?: { expectedVersion?: number | undefined },
  ): Promise<TeamRecord>;
  roster(teamId: string): Promise<MemberRecord[]>;
  getMember(teamId: string, memberId: string): Promise<MemberRecord | undefined>;
  findMemberByEmail(teamId: string, emailLower: string): Promise<MemberRecord | undefined>;
  /**
   * Adds a roster entry (and the invitation, if any) and counts it against the team owner's
   * quota; RosterEmailTakenError for a duplicate e-mail, QuotaExceededError at the limit.
   */
  addMember(
    member: MemberRecord,
    quota: Quota,
    invitation?: { tokenHash: string; record: InvitationRecord },
  ): Promise<void>;
  /**
   * Stores an invitation for an entry already on the roster; with `invitedMember`, the entry
   * (added by name and e-mail, never invited) is marked invited in the same transaction.
   */
  putInvitation(
    tokenHash: string,
    invitation: InvitationRecord,
    invitedMember?: MemberRecord,
  ): Promise<void>;
  getInvitation(tokenHash: string): Promise<InvitationRecord | undefined>;
  /** Links the roster entry to the account and uses the invitation up, atomically. */
  acceptInvitation(
    tokenHash: string,
    member: MemberRecord,
    user: { id: string; firstName: string; lastName: string; avatarKey: string | null },
  ): Promise<void>;
  setRole(member: MemberRecord, role: 'admin' | 'member'): Promise<MemberRecord>;
  /** Removes a roster entry and counts it off the team owner's usage. */
  removeMember(member: MemberRecord, ownerId: string): Promise<void>;
}

export interface TeamFileStore extends StoredImages {
  /** Stores a logo under a server-made key and returns the key. */
  putLogo(teamId: string, bytes: Uint8Array, contentType: string): Promise<string>;
}

/** Bulk import: many roster entries at once (only the teams routes' service needs it). */
export interface RosterImportPort {
  /**
   * Adds many roster entries (none with an invitation) under the owner's quota, in few
   * transactions; says which could not be added and why.
   */
  addMembers(
    members: MemberRecord[],
    quota: Quota,
  ): Promise<{
    added: MemberRecord[];
    refused: { member: MemberRecord; why: 'taken' | 'quota' }[];
  }>;
}
