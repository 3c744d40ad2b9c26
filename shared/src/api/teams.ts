import * as z from 'zod/mini';
import { uploadIdField } from './uploads';
import { HEX_COLOR } from '../domain/brand';
import { IMPORT_MESSAGES, MAX_IMPORT_CHARS } from '../domain/roster-import';
import { emailField, multiLineText, singleLineText, textInput, uploadedFile } from './fields';
import { versionField, versionFormField } from './version-fields';

const email = emailField;
const teamName = textInput('Team name').check(
  z.trim(),
  z.maxLength(100, 'Team name must be at most 100 characters'),
  ...singleLineText('Team name'),
  z.minLength(1, 'Team name is required'),
);
const description = z.optional(
  z
    .string()
    .check(
      z.trim(),
      z.maxLength(1000, 'Description must be at most 1000 characters'),
      ...multiLineText('Description'),
    ),
);
const color = textInput('Color').check(
  z.trim(),
  z.regex(HEX_COLOR, 'Color must be a hex value like #3B82F6'),
);
const id = (label: string) => z.string().check(z.regex(/^[0-9a-f-]{8,64}$/, `Unknown ${label}`));

export const memberRole = z.enum(['member', 'admin'], 'Role must be member or admin');
export type MemberRole = z.infer<typeof memberRole>;

export const teamMemberSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  /** The owner shows as admin with is_owner true; the owner's role never changes. */
  role: z.enum(['member', 'admin']),
  is_owner: z.boolean(),
  avatar_url: z.nullable(z.string()),
  user_id: z.nullable(z.string()),
  /** `invited`: an invitation is out and not yet accepted. */
  status: z.enum(['active', 'invited']),
  joined_at: z.nullable(z.string()),
});
export type TeamMember = z.infer<typeof teamMemberSchema>;

export const teamSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  logo_url: z.nullable(z.string()),
  brand_color: z.string(),
  created_by: z.string(),
  current_user_id: z.string(),
  /** The caller's role: owner, admin or member. */
  current_user_role: z.enum(['owner', 'admin', 'member']),
  members: z.array(z.object({ user_id: z.string(), role: z.enum(['owner', 'admin', 'member']) })),
  member_count: z.number(),
  survey_count: z.number(),
  response_count: z.number(),
  created_at: z.string(),
  /** Bumped by every change of name, description, colour or logo (decision 0025). */
  version: z.number(),
});
export type Team = z.infer<typeof teamSchema>;

export const teamParams = z.object({ teamId: id('team') });
export const teamMemberParams = z.object({ teamId: id('team'), memberId: id('member') });

export const createTeamBody = z.object({ name: teamName, description });
export const teamResponse = z.object({ team: teamSchema });
export const teamsResponse = z.object({ teams: z.array(teamSchema) });

/** Multipart: name and description, or primaryColor and logo (any subset). */
export const updateTeamBody = z.object({
  name: z.optional(teamName),
  description,
  primaryColor: z.optional(color),
  logo: z.optional(uploadedFile('Logo')),
  /** A logo uploaded straight to the file store (CreateTeamLogoUpload), instead of `logo`. */
  logoUpload: z.optional(uploadIdField),
  /** The version the change was based on (decision 0025); left out, the write is unconditional. */
  version: z.optional(versionFormField),
});

export const teamColorBody = z.object({ brand_color: color, version: z.optional(versionField) });

export const membersResponse = z.object({ members: z.array(teamMemberSchema) });

const personName = textInput('Name').check(
  z.trim(),
  z.maxLength(200, 'Name must be at most 200 characters'),
  ...singleLineText('Name'),
);

export const inviteBody = z.object({
  email,
  role: z._default(memberRole, 'member'),
  /**
   * The name the roster shows until the person accepts (Add people reads it from the pasted
   * list); left out or empty, the address's local part.
   */
  name: z.optional(personName),
});
export const inviteResponse = z.object({
  message: z.string(),
  member: teamMemberSchema,
  /** False when the invitation e-mail could not be sent; inviting again resends it. */
  emailSent: z.boolean(),
  /**
   * True when the address was on the roster already (invited or added before): a new link went
   * out, the earlier one still works, and the entry keeps its role.
   */
  resent: z.boolean(),
});

export const addMemberBody = z.object({
  name: personName.check(z.minLength(1, 'Name is required')),
  email,
  role: z._default(z.literal('member', 'New members join as member'), 'member'),
});
export const memberResponse = z.object({ message: z.string(), member: teamMemberSchema });

/** A pasted list or a CSV file's text (shared/src/domain/roster-import.ts reads it). */
export const importMembersBody = z.object({
  text: z
    .string('Paste a list of people or choose a CSV file')
    .check(z.maxLength(MAX_IMPORT_CHARS, IMPORT_MESSAGES.tooLong)),
});
export const importResultSchema = z.object({
  line: z.number(),
  name: z.string(),
  email: z.string(),
  /** `skipped`: a repeat in the list or already on the team; `failed`: see reason. */
  status: z.enum(['added', 'skipped', 'failed']),
  reason: z.optional(z.string()),
});
export type ImportResult = z.infer<typeof importResultSchema>;
export const importMembersResponse = z.object({
  message: z.string(),
  results: z.array(importResultSchema),
  counts: z.object({ added: z.number(), skipped: z.number(), failed: z.number() }),
});
export type ImportMembersResponse = z.infer<typeof importMembersResponse>;

export const updateMemberBody = z.object({ role: memberRole });
export const messageResponse = z.object({ message: z.string() });

export const invitationTokenBody = z.object({
  token: textInput('Token').check(
    z.minLength(1, 'Token is required'),
    z.maxLength(512, 'Token is too long'),
  ),
});
export const invitationInfoResponse = z.object({
  teamName: z.string(),
  email: z.string(),
  role: memberRole,
  invitedBy: z.string(),
});
