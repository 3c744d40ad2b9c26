import { PROFILE_LIMITS } from '#shared/api/auth';
import { invisibleCharactersProblem, trimInvisible } from '#shared/domain/plain-text';
import { isPhoneNumber, PHONE_MESSAGE } from '#shared/domain/phone';
import { REGISTER_PASSWORD_MIN, SAME_PASSWORD_MESSAGE } from '#shared/domain/password-rules';

export const PROFILE_UPDATED_MESSAGE = 'Profile updated successfully';
export const PROFILE_UPDATE_FAILED = 'Profile update failed';
export const PASSWORD_CHANGED_MESSAGE = 'Password changed successfully';
export const PASSWORD_CHANGE_FAILED = 'Password change failed';

/** The largest avatar the server takes: 5 MB. */
export const AVATAR_MAX_BYTES = 5_242_880;
export const AVATAR_HINT = 'JPG, PNG or GIF. Max 5MB.';
export const NOT_AN_IMAGE_MESSAGE = 'Please select an image file';
export const TOO_LARGE_MESSAGE = 'Image size must be less than 5MB';

/** Why a chosen file cannot be an avatar, or `undefined` when it can. */
export function avatarProblem(file: Pick<File, 'type' | 'size'>): string | undefined {
  if (!file.type.startsWith('image/')) return NOT_AN_IMAGE_MESSAGE;
  if (file.size > AVATAR_MAX_BYTES) return TOO_LARGE_MESSAGE;
  return undefined;
}

export interface ProfileForm {
  firstName: string;
  lastName: string;
  phone: string;
  company: string;
  bio: string;
}

export type ProfileErrors = Partial<Record<keyof ProfileForm, string>>;

export function validateProfile(form: ProfileForm): ProfileErrors {
  const errors: ProfileErrors = {};
  const firstName = invisibleCharactersProblem('First name', form.firstName);
  const lastName = invisibleCharactersProblem('Last name', form.lastName);
  if (firstName) errors.firstName = firstName;
  if (lastName) errors.lastName = lastName;
  if (!trimInvisible(form.firstName)) errors.firstName = 'First name is required';
  if (!trimInvisible(form.lastName)) errors.lastName = 'Last name is required';
  if (form.phone.trim() !== '' && !isPhoneNumber(form.phone)) errors.phone = PHONE_MESSAGE;
  // Said before sending, as the server would (a field's own limit stops typing, not a paste
  // into a form filled before the limit existed).
  if (form.company.trim().length > PROFILE_LIMITS.company) {
    errors.company = `Company must be at most ${PROFILE_LIMITS.company} characters`;
  }
  if (form.bio.trim().length > PROFILE_LIMITS.bio) {
    errors.bio = `Bio must be at most ${PROFILE_LIMITS.bio} characters`;
  }
  return errors;
}

/**
 * The multipart body of PUT /api/auth/profile: the names always, phone, company and bio only
 * when they are not blank after trimming, the avatar (the id of its upload, decision 0051) when
 * one was chosen.
 */
export function profileFormData(form: ProfileForm, avatarUpload?: string | null): FormData {
  const data = new FormData();
  data.append('firstName', form.firstName.trim());
  data.append('lastName', form.lastName.trim());
  for (const field of ['phone', 'company', 'bio'] as const) {
    const value = form[field].trim();
    if (value) data.append(field, value);
  }
  if (avatarUpload) data.append('avatarUpload', avatarUpload);
  return data;
}

export interface PasswordChangeForm {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export type PasswordChangeErrors = Partial<Record<keyof PasswordChangeForm, string>>;

export function validatePasswordChange(form: PasswordChangeForm): PasswordChangeErrors {
  const errors: PasswordChangeErrors = {};
  if (!form.currentPassword) errors.currentPassword = 'Current password is required';
  if (form.newPassword.length < REGISTER_PASSWORD_MIN) {
    errors.newPassword = 'New password must be at least 6 characters long';
  } else if (form.currentPassword && form.newPassword === form.currentPassword) {
    errors.newPassword = SAME_PASSWORD_MESSAGE;
  }
  if (form.confirmPassword !== form.newPassword) {
    errors.confirmPassword = 'New passwords do not match';
  }
  return errors;
}
