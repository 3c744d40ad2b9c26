import type { Team } from '#shared/api/teams';
import { invisibleCharactersProblem, trimInvisible } from '#shared/domain/plain-text';
import {
  BRAND_PALETTE,
  DEFAULT_BRAND_COLOR,
  HEX_COLOR,
  IMAGE_MAX_BYTES,
} from '#shared/domain/brand';

export { BRAND_PALETTE, DEFAULT_BRAND_COLOR };

/** The spec's words for teams (spec 1 §5 and §8): every screen of the feature uses these. */
export const teamMessages = {
  created: 'Team created successfully',
  createFailed: 'Failed to create team',
  loadFailed: 'Failed to load teams',
  loadDetailsFailed: 'Failed to load team details',
  updated: 'Team updated successfully',
  updateFailed: 'Failed to update team',
  brandingUpdated: 'Branding updated successfully',
  brandingFailed: 'Failed to update branding',
  colorFailed: 'Failed to update team color. Please try again.',
  invited: 'Invitation sent successfully',
  invitedAgain: 'Invitation sent again',
  inviteFailed: 'Failed to send invitation. Please try again.',
  inviteNotFound: 'Team not found. Please refresh the page and try again.',
  inviteForbidden: 'You do not have permission to invite members to this team.',
  alreadyMember: 'User is already a member of this team.',
  inviteNotMailed:
    'The invitation is saved, but the email could not be sent. Invite this address again to resend it.',
  memberAdded: 'Member added successfully',
  addFailed: 'Failed to add member',
  roleUpdated: 'Member role updated successfully',
  roleFailed: 'Failed to update member role',
  removed: 'Member removed successfully',
  removeFailed: 'Failed to remove member',
  removeConfirm: 'Are you sure you want to remove this member?',
  nameRequired: 'Team name is required',
  noDescription: 'No description provided',
  noTeams: 'No teams yet',
  notFound: 'Team not found',
  notAnImage: 'Please select an image file',
  tooLarge: 'Image size must be less than 5MB',
  logoHint: 'JPG, PNG or GIF. Max 5MB.',
  badColor: 'Color must be a hex value like #3B82F6',
} as const;

export { IMAGE_MAX_BYTES as LOGO_MAX_BYTES };

/** Why a chosen file cannot be a team logo, or `undefined` when it can. */
export function logoProblem(file: Pick<File, 'type' | 'size'>): string | undefined {
  if (!file.type.startsWith('image/')) return teamMessages.notAnImage;
  if (file.size > IMAGE_MAX_BYTES) return teamMessages.tooLarge;
  return undefined;
}

/** Whether a colour typed into the text field is `#RRGGBB`. */
export function isHexColor(value: string): boolean {
  return HEX_COLOR.test(value.trim());
}

/** `#3b82f6` -> `#3B82F6`; the form and the server keep colours upper case. */
export function normaliseColor(value: string): string {
  return value.trim().toUpperCase();
}

/** The team's colour when it is a usable hex value, else the default. */
export function brandColorOf(team: Pick<Team, 'brand_color'>): string {
  return isHexColor(team.brand_color) ? normaliseColor(team.brand_color) : DEFAULT_BRAND_COLOR;
}

function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r = 0, g = 0, b = 0] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  );
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * The colour of the large bold initial (and icons) drawn on a brand colour: white wherever it
 * reaches the 3:1 that large text needs, near-black on light colours (lime, amber, cyan...).
 */
export function textColorOn(hex: string): string {
  const bg = luminance(isHexColor(hex) ? hex : DEFAULT_BRAND_COLOR);
  const onWhite = 1.05 / (bg + 0.05);
  return onWhite >= 3 ? '#FFFFFF' : '#111827';
}

/** The first letter of a team's name, for the placeholder shown without a logo. */
export function initialOf(name: string): string {
  return (name.trim().charAt(0) || '?').toUpperCase();
}

export type TeamRole = Team['current_user_role'];

/** What the caller may do on a team (spec 1 §6): owners everything, admins invite, members view. */
export function teamPermissions(role: TeamRole) {
  return {
    /** Invite and add people. */
    canInvite: role === 'owner' || role === 'admin',
    /** Edit, brand, change roles, remove people: the Settings button. */
    canManage: role === 'owner',
  };
}

export function pluralise(count: number, one: string, many = `${one}s`): string {
  return `${count} ${count === 1 ? one : many}`;
}

export interface CreateTeamForm {
  name: string;
  description: string;
}

export function validateTeamForm(form: CreateTeamForm): { name?: string; description?: string } {
  if (!trimInvisible(form.name)) return { name: teamMessages.nameRequired };
  const name = invisibleCharactersProblem('Team name', form.name);
  const description = invisibleCharactersProblem('Description', form.description, true);
  return { ...(name ? { name } : {}), ...(description ? { description } : {}) };
}

/**
 * The multipart body of PUT /api/teams/{id} for Save Branding: the colour, and a new logo (the id
 * of its upload, decision 0051).
 */
export function brandingFormData(color: string, logoUpload?: string | null): FormData {
  const data = new FormData();
  data.append('primaryColor', normaliseColor(color));
  if (logoUpload) data.append('logoUpload', logoUpload);
  return data;
}

/** The multipart body of PUT /api/teams/{id} for the Team Information form. */
export function teamInfoFormData(form: CreateTeamForm): FormData {
  const data = new FormData();
  data.append('name', form.name.trim());
  data.append('description', form.description.trim());
  return data;
}

/**
 * A date the way the team screens show it, as the survey cards do ('Mar 3, 2026'), or '' when
 * unreadable.
 */
export function formatDate(iso: string | null | undefined, locale?: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime())
    ? ''
    : date.toLocaleDateString(locale, { dateStyle: 'medium' });
}
