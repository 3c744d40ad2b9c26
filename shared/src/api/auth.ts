import * as z from 'zod/mini';
import { uploadIdField } from './uploads';
import { isPhoneNumber, PHONE_MESSAGE } from '../domain/phone';
import { emailField, singleLineText, textInput, uploadedFile } from './fields';
import { versionFormField } from './version-fields';

const email = emailField;
const requiredText = (label: string, max: number) =>
  textInput(label).check(
    z.trim(),
    z.maxLength(max, `${label} must be at most ${max} characters`),
    ...singleLineText(label),
    z.minLength(1, `${label} is required`),
  );
const token = textInput('Token').check(
  z.trim(),
  z.minLength(1, 'Token is required'),
  z.maxLength(512, 'Token is too long'),
);
const password = textInput('Password').check(
  z.minLength(1, 'Password is required'),
  z.maxLength(256, 'Password is too long'),
);

export const userSchema = z.object({
  id: z.string(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.nullable(z.string()),
  company: z.nullable(z.string()),
  bio: z.nullable(z.string()),
  avatarUrl: z.nullable(z.string()),
  emailVerified: z.boolean(),
  /** The same flag under the name older screens read. */
  email_verified: z.boolean(),
  authProvider: z.enum(['password', 'google']),
  createdAt: z.string(),
  /** The profile's version, bumped by every profile save (decision 0025). */
  version: z.number(),
  /**
   * The IANA time zone the person chose (decision 0026): the default zone of schedules and sends;
   * null until chosen (screens then use the browser's).
   */
  timezone: z.optional(z.nullable(z.string())),
  /**
   * Whether the first-visit tour is behind this account: false from sign-up until it is finished
   * or dismissed on any device (decision 0043); the shell starts it by itself only while false.
   */
  tourDone: z.optional(z.boolean()),
});
export type User = z.infer<typeof userSchema>;

export const sessionResponse = z.object({
  token: z.string(),
  user: userSchema,
  /** Seconds until the token expires. */
  expiresIn: z.number(),
});
export type SessionResponse = z.infer<typeof sessionResponse>;

export const messageResponse = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponse>;

export const loginBody = z.object({ email, password });
export type LoginBody = z.infer<typeof loginBody>;

export const googleLoginBody = z.object({
  idToken: z
    .string('Google ID token is required')
    .check(
      z.minLength(1, 'Google ID token is required'),
      z.maxLength(4096, 'Google ID token is too long'),
    ),
  /** The register page's `ref`: a first Google sign-in makes the account with this referral. */
  referralCode: z.optional(
    z.string().check(z.trim(), z.maxLength(64, 'Referral code is too long')),
  ),
});

export const registerBody = z.object({
  firstName: requiredText('First name', 100),
  lastName: requiredText('Last name', 100),
  email,
  password,
  referralCode: z.optional(
    z.string().check(z.trim(), z.maxLength(64, 'Referral code is too long')),
  ),
});
export type RegisterBody = z.infer<typeof registerBody>;

export const registerResponse = z.object({
  token: z.string(),
  user: userSchema,
  expiresIn: z.number(),
  wasUnverified: z.boolean(),
  /** False when the verification e-mail could not be sent (resend works later). */
  verificationEmailSent: z.boolean(),
});
export type RegisterResponse = z.infer<typeof registerResponse>;

export const emailBody = z.object({ email });

export const checkRegistrationResponse = z.object({
  status: z.enum(['verified', 'unverified']),
});
export type CheckRegistrationResponse = z.infer<typeof checkRegistrationResponse>;

export const tokenBody = z.object({ token });

export const verifyEmailResponse = z.object({ message: z.string(), user: userSchema });

export const resetValidateResponse = z.object({ valid: z.boolean(), email: z.string() });

export const resetPasswordBody = z.object({ token, password });

export const meResponse = z.object({ user: userSchema });

/** Download my data: the parts every export has; each holds what the server says it does. */
export const dataExportResponse = z.looseObject({
  exportedAt: z.string(),
  profile: z.looseObject({ id: z.string(), email: z.string() }),
  plan: z.string(),
  teams: z.array(z.looseObject({ id: z.string(), name: z.string(), yourRole: z.string() })),
  surveys: z.array(z.looseObject({ id: z.string(), title: z.string() })),
  notifications: z.array(z.looseObject({ title: z.string() })),
});
export type DataExportResponse = z.infer<typeof dataExportResponse>;

/** The most characters each profile field takes (the form's fields stop there too). */
export const PROFILE_LIMITS = {
  firstName: 100,
  lastName: 100,
  phone: 40,
  company: 120,
  bio: 1000,
} as const;

export const profileBody = z.object({
  firstName: requiredText('First name', PROFILE_LIMITS.firstName),
  lastName: requiredText('Last name', PROFILE_LIMITS.lastName),
  phone: z.optional(
    z.string().check(
      z.trim(),
      z.maxLength(PROFILE_LIMITS.phone, `Phone must be at most ${PROFILE_LIMITS.phone} characters`),
      z.refine((phone) => phone === '' || isPhoneNumber(phone), PHONE_MESSAGE),
    ),
  ),
  company: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(
          PROFILE_LIMITS.company,
          `Company must be at most ${PROFILE_LIMITS.company} characters`,
        ),
      ),
  ),
  bio: z.optional(
    z
      .string()
      .check(
        z.trim(),
        z.maxLength(PROFILE_LIMITS.bio, `Bio must be at most ${PROFILE_LIMITS.bio} characters`),
      ),
  ),
  avatar: z.optional(uploadedFile('Avatar')),
  /** An image uploaded straight to the file store (CreateAvatarUpload), instead of `avatar`. */
  avatarUpload: z.optional(uploadIdField),
  /** The version the edit was based on (decision 0025); left out, the save is unconditional. */
  version: z.optional(versionFormField),
});
export type ProfileBody = z.infer<typeof profileBody>;

export const profileResponse = z.object({ success: z.boolean(), user: userSchema });

export const TIME_ZONE_CHOICE_MESSAGE = 'Choose a time zone from the list';

/** An IANA zone name this runtime knows (kept here, small: every auth bundle carries it). */
export function isKnownTimeZone(zone: string): boolean {
  if (zone.length === 0 || zone.length > 64 || !/^[A-Za-z_]+(\/[A-Za-z0-9_+-]+)*$/.test(zone)) {
    return false;
  }
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export const timeZoneBody = z.object({
  timezone: textInput('Time zone').check(z.refine(isKnownTimeZone, TIME_ZONE_CHOICE_MESSAGE)),
});
export type TimeZoneBody = z.infer<typeof timeZoneBody>;

export const changePasswordBody = z.object({
  currentPassword: textInput('Current password').check(
    z.minLength(1, 'Current password is required'),
  ),
  newPassword: password,
});

/**
 * Deleting one's account: the e-mail typed again as the confirmation, and the password for an
 * account that has one (a Google-only account has none to give).
 */
export const deleteAccountBody = z.object({
  confirmation: textInput('Confirmation').check(
    z.trim(),
    z.minLength(1, 'Type your e-mail address to confirm'),
    z.maxLength(320, 'Confirmation is too long'),
  ),
  password: z.optional(textInput('Password').check(z.maxLength(256, 'Password is too long'))),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBody>;

export const changePasswordResponse = z.object({
  message: z.string(),
  token: z.string(),
  expiresIn: z.number(),
});

export const authConfigResponse = z.object({
  google: z.object({
    /** Empty when Google sign-in is not configured. */
    clientId: z.string(),
    /** `google`: Google's own script; `local`: the local identity provider at /dev/google. */
    provider: z.enum(['google', 'local']),
  }),
  /** Where people get help: the Support Center's Contact tab. */
  support: z.object({ email: z.string(), docsHost: z.string() }),
});
export type AuthConfigResponse = z.infer<typeof authConfigResponse>;
