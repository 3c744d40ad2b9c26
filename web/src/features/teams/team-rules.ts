import type { Team } from '#shared/api/teams';
import { invisibleCharactersProblem, trimInvisible } from '#shared/domain/plain-text';
import {
  BRAND_PALETTE,
  DEFAULT_BRAND_COLOR,
  HEX_COLOR,
  IMAGE_MAX_BYTES,
} from '#shared/domain/brand';
import { teamRulesMessages as m } from './messages';
import { englishIntl, type TeamsIntl } from './teams-intl';

export { BRAND_PALETTE, DEFAULT_BRAND_COLOR };

export { IMAGE_MAX_BYTES as LOGO_MAX_BYTES };

/** Why a chosen file cannot be a team logo, or `undefined` when it can. */
export function logoProblem(
  file: Pick<File, 'type' | 'size'>,
  intl: TeamsIntl = englishIntl(),
): string | undefined {
  if (!file.type.startsWith('image/')) return intl.formatMessage(m.notAnImage);
  if (file.size > IMAGE_MAX_BYTES) return intl.formatMessage(m.tooLarge);
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

export interface CreateTeamForm {
  name: string;
  description: string;
}

export function validateTeamForm(
  form: CreateTeamForm,
  intl: TeamsIntl = englishIntl(),
): { name?: string; description?: string } {
  if (!trimInvisible(form.name)) return { name: intl.formatMessage(m.nameRequired) };
  // The shared check (the server's too) says whether; the words are the page's language.
  const name = invisibleCharactersProblem('Team name', form.name)
    ? intl.formatMessage(m.nameInvisible)
    : undefined;
  const description = invisibleCharactersProblem('Description', form.description, true)
    ? intl.formatMessage(m.descriptionInvisible)
    : undefined;
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
