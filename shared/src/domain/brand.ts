/** Team brand colours (spec: default and the 10-colour palette). */
export const DEFAULT_BRAND_COLOR = '#3B82F6';
export const BRAND_PALETTE = [
  '#3B82F6',
  '#EF4444',
  '#10B981',
  '#F59E0B',
  '#8B5CF6',
  '#F97316',
  '#06B6D4',
  '#EC4899',
  '#84CC16',
  '#6B7280',
] as const;
export const HEX_COLOR = /^#[0-9A-Fa-f]{6}$/;
/** Logos and avatars: at most 5 MB. */
export const IMAGE_MAX_BYTES = 5_242_880;
