import { describe, expect, it } from 'vitest';
import {
  AVATAR_MAX_BYTES,
  avatarProblem,
  profileFormData,
  validatePasswordChange,
  validateProfile,
} from './profile-rules';

describe('profile rules (spec 2 §5)', () => {
  it('takes images up to 5 MB as avatars', () => {
    expect(avatarProblem({ type: 'image/png', size: AVATAR_MAX_BYTES })).toBeUndefined();
    expect(avatarProblem({ type: 'image/png', size: AVATAR_MAX_BYTES + 1 })).toBe(
      'Image size must be less than 5MB',
    );
    expect(avatarProblem({ type: 'application/pdf', size: 10 })).toBe(
      'Please select an image file',
    );
  });

  it('needs both names', () => {
    expect(
      validateProfile({ firstName: ' ', lastName: '', phone: '', company: '', bio: '' }),
    ).toEqual({ firstName: 'First name is required', lastName: 'Last name is required' });
  });

  it('sends phone, company and bio only when they are not blank after trimming', () => {
    const data = profileFormData({
      firstName: ' Ada ',
      lastName: 'Lovelace',
      phone: '   ',
      company: ' Analytical Engines ',
      bio: '',
    });
    expect([...data.entries()]).toEqual([
      ['firstName', 'Ada'],
      ['lastName', 'Lovelace'],
      ['company', 'Analytical Engines'],
    ]);
  });

  it('checks a password change with the spec’s messages', () => {
    expect(
      validatePasswordChange({
        currentPassword: 'old',
        newPassword: '12345',
        confirmPassword: '1234',
      }),
    ).toEqual({
      newPassword: 'New password must be at least 6 characters long',
      confirmPassword: 'New passwords do not match',
    });
    expect(
      validatePasswordChange({
        currentPassword: 'old',
        newPassword: '123456',
        confirmPassword: '123456',
      }),
    ).toEqual({});
    expect(
      validatePasswordChange({
        currentPassword: 'Lantern-Harbour-7',
        newPassword: 'Lantern-Harbour-7',
        confirmPassword: 'Lantern-Harbour-7',
      }),
    ).toEqual({ newPassword: 'The new password must be different from the current one' });
  });
});

describe('control and invisible characters in names (the server refuses them too)', () => {
  it('refuses them with a message naming the field', () => {
    expect(
      validateProfile({
        firstName: 'Ada\u0000',
        lastName: 'L\u202Eace',
        phone: '',
        company: '',
        bio: '',
      }),
    ).toEqual({
      firstName:
        'First name must not contain line breaks, control characters or invisible formatting characters',
      lastName:
        'Last name must not contain line breaks, control characters or invisible formatting characters',
    });
  });
});

describe('phone', () => {
  it('takes a number as people write it and refuses anything else, before sending', () => {
    const form = { firstName: 'Ada', lastName: 'Lovelace', company: '', bio: '' };
    expect(validateProfile({ ...form, phone: '+44 20 7946 0958' })).toEqual({});
    expect(validateProfile({ ...form, phone: '' })).toEqual({});
    expect(validateProfile({ ...form, phone: 'call me' })).toEqual({
      phone: 'Enter a phone number of 7 to 15 digits, like +44 20 7946 0958',
    });
  });
});

describe('lengths', () => {
  it('says a bio or company past its limit before sending, with the server’s words', () => {
    expect(
      validateProfile({
        firstName: 'Ada',
        lastName: 'Lovelace',
        phone: '',
        company: 'c'.repeat(121),
        bio: 'b'.repeat(1001),
      }),
    ).toEqual({
      company: 'Company must be at most 120 characters',
      bio: 'Bio must be at most 1000 characters',
    });
    expect(
      validateProfile({
        firstName: 'Ada',
        lastName: 'Lovelace',
        phone: '',
        company: 'c'.repeat(120),
        bio: `${'b'.repeat(1000)}  `,
      }),
    ).toEqual({});
  });
});
