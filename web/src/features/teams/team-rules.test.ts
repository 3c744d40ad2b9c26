import { describe, expect, it } from 'vitest';
import {
  BRAND_PALETTE,
  formatDate,
  brandColorOf,
  isHexColor,
  logoProblem,
  teamPermissions,
  textColorOn,
  validateTeamForm,
} from './team-rules';

describe('team rules', () => {
  it('takes #RRGGBB colours in either case and nothing else', () => {
    expect(isHexColor('#3B82F6')).toBe(true);
    expect(isHexColor('#3b82f6')).toBe(true);
    for (const bad of ['3B82F6', '#3B82F', '#3B82F60', '#GGGGGG', 'blue', '']) {
      expect(isHexColor(bad), bad).toBe(false);
    }
  });

  it('accepts an image up to 5 MB and rejects other files and larger images', () => {
    expect(logoProblem({ type: 'image/png', size: 5_242_880 })).toBeUndefined();
    expect(logoProblem({ type: 'image/png', size: 5_242_881 })).toBe(
      'Image size must be less than 5MB',
    );
    expect(logoProblem({ type: 'text/plain', size: 10 })).toBe('Please select an image file');
  });

  it('falls back to the default colour when a team has none usable', () => {
    expect(brandColorOf({ brand_color: '#ef4444' })).toBe('#EF4444');
    expect(brandColorOf({ brand_color: '' })).toBe('#3B82F6');
  });

  it('picks readable text for every palette colour', () => {
    expect(textColorOn('#6B7280')).toBe('#FFFFFF');
    expect(textColorOn('#84CC16')).toBe('#111827');
    expect(BRAND_PALETTE).toHaveLength(10);
  });

  it('gives owners everything, admins invite, members view', () => {
    expect(teamPermissions('owner')).toEqual({ canInvite: true, canManage: true });
    expect(teamPermissions('admin')).toEqual({ canInvite: true, canManage: false });
    expect(teamPermissions('member')).toEqual({ canInvite: false, canManage: false });
  });

  it('requires a team name after trimming', () => {
    expect(validateTeamForm({ name: '   ', description: '' })).toEqual({
      name: 'Team name is required',
    });
    expect(validateTeamForm({ name: 'Ops', description: '' })).toEqual({});
  });
});

describe('control and invisible characters in team forms (the server refuses them too)', () => {
  it('refuses a right-to-left override in a team name and NUL in a description', () => {
    expect(validateTeamForm({ name: 'Payroll\u202Egpj.exe', description: '' })).toEqual({
      name: 'Team name must not contain line breaks, control characters or invisible formatting characters',
    });
    expect(validateTeamForm({ name: 'Ops', description: 'a\u0000b' })).toEqual({
      description:
        'Description must not contain control characters or invisible formatting characters',
    });
  });

  it('takes line breaks in a description and a zero-width space at the end of a name', () => {
    expect(validateTeamForm({ name: 'Ops\u200B', description: 'Line one\nLine two' })).toEqual({});
  });
});

describe('dates on the team screens', () => {
  it('read as the survey cards read them, and unreadable ones say nothing', () => {
    expect(formatDate('2026-03-03T10:00:00.000Z')).toBe(
      new Date('2026-03-03T10:00:00.000Z').toLocaleDateString(undefined, { dateStyle: 'medium' }),
    );
    expect(formatDate('2026-03-03T10:00:00.000Z')).toMatch(/^Mar 3, 2026$/);
    expect(formatDate('not a date')).toBe('');
    expect(formatDate(null)).toBe('');
  });
});
