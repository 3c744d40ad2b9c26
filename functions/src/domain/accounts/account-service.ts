import { randomUUID } from 'node:crypto';
import type {
  CheckRegistrationResponse,
  RegisterBody,
  RegisterResponse,
  SessionResponse,
  User,
} from '#shared/api/auth';
import { normaliseEmail, SAME_PASSWORD_MESSAGE } from '#shared/domain/password-rules';
import {
  AppError,
  NotFoundError,
  RateLimitError,
  UnauthorizedError,
  ValidationError,
  ConflictError,
} from '../errors';
import type { MailPort } from '../platform/mail';
import { passwordResetEmail, verificationEmail } from './account-emails';
import { PasswordHasher } from './password-hasher';
import { assertAcceptablePassword, assertResetPassword } from './password-policy';
import { presentUser } from './profile-service';
import {
  EmailTakenError,
  type AvatarStore,
  type GoogleTokenVerifier,
  type OneTimeTokenRecord,
  type OneTimeTokenStore,
  type RateLimiter,
  type RateLimitRule,
  type SessionClaims,
  type SessionTokens,
  type UserRecord,
  type UserRepository,
} from './ports';
import { now as productNow } from '../../lib/clock';

export const VERIFY_TTL_SECONDS = 24 * 60 * 60;
export const RESET_TTL_SECONDS = 60 * 60;

/** What a sign-up, by password or by Google, says of the account it makes. */
type SignUpDetails = Pick<
  UserRecord,
  | 'email'
  | 'emailLower'
  | 'firstName'
  | 'lastName'
  | 'emailVerified'
  | 'passwordHash'
  | 'googleSubject'
  | 'referredByCode'
>;

/** Limits on abuse-prone calls (fixed windows). */
/**
 * How long a sign-in waits once an account has `failures` wrong passwords in the window: nothing
 * up to the limit, then 0.5 s doubling with each failure, at most 8 s. It slows guessing from many
 * clients without locking the account holder out.
 */
export function loginDelayMs(failures: number, limit: number): number {
  if (failures < limit) return 0;
  return Math.min(8_000, 500 * 2 ** (failures - limit));
}

export const CHANGE_PASSWORD_LIMIT_MESSAGE =
  'Too many wrong current passwords. Please wait 15 minutes and try again.';

export const limits = {
  /** Wrong passwords for one account from one client: that pair stops (429). */
  loginFailuresPerPair: { scope: 'login-pair', limit: 5, windowSeconds: 15 * 60 },
  /**
   * Wrong passwords for one account from anywhere: past the limit each attempt waits longer
   * (see loginDelayMs), so the right password from a new client still signs in.
   */
  loginFailuresPerEmail: { scope: 'login-email', limit: 5, windowSeconds: 15 * 60 },
  changePasswordFailures: { scope: 'change-password', limit: 5, windowSeconds: 15 * 60 },
  loginFailuresPerClient: { scope: 'login-client', limit: 30, windowSeconds: 15 * 60 },
  /**
   * Registrations and registration checks together (check-registration shares them). Per
   * address, 10: the register screen's own retry (register, 409, check) costs two.
   */
  registerPerClient: { scope: 'register-client', limit: 10, windowSeconds: 60 * 60 },
  registerPerEmail: { scope: 'register-email', limit: 10, windowSeconds: 60 * 60 },
  resetPerEmail: { scope: 'reset-email', limit: 3, windowSeconds: 60 * 60 },
  resetPerClient: { scope: 'reset-client', limit: 10, windowSeconds: 60 * 60 },
  resendPerEmail: { scope: 'resend-email', limit: 3, windowSeconds: 15 * 60 },
  resendPerClient: { scope: 'resend-client', limit: 20, windowSeconds: 60 * 60 },
} satisfies Record<string, RateLimitRule>;

export interface AccountServiceDeps {
  users: UserRepository;
  tokens: OneTimeTokenStore;
  sessions: SessionTokens;
  limiter: RateLimiter;
  mail: MailPort;
  avatars: AvatarStore;
  google: GoogleTokenVerifier;
  appOrigin: string;
  /** Records who referred a new account (never fails a registration). */
  referrals?: {
    attribute(
      account: {
        id: string;
        email: string;
        firstName: string;
        lastName: string;
        createdAt: string;
      },
      code: string,
      clientKey: string,
    ): Promise<void>;
  };
  /**
   * Multiplies the per-client limits (not the per-e-mail ones): for deployments where many
   * people share one address, and for the shared local runtime of the API tests. Default 1.
   */
  clientLimitFactor?: number;
  /** Hashes passwords at the configured cost (CANDOR_PASSWORD_COST); the default cost unless given. */
  passwords?: PasswordHasher;
  now?: () => Date;
  /** Waits (the sign-in delay); a timer unless a test gives its own. */
  pause?: (ms: number) => Promise<void>;
  log?: (message: string, data: Record<string, unknown>) => void;
}

const LOGIN_LIMIT_MESSAGE = 'Too many login attempts; wait 15 minutes';
const GENERIC_LIMIT_MESSAGE = 'Too many requests; please wait and try again later';

/**
 * Accounts and sessions: registration, e-mail verification, sign-in with a password or Google,
 * sessions (issue, refresh, revoke), password reset and change. The profile is ProfileService's.
 */
export class AccountService {
  private readonly now: () => Date;
  private readonly pause: (ms: number) => Promise<void>;
  private readonly limits: typeof limits;
  private readonly passwords: PasswordHasher;

  constructor(private readonly deps: AccountServiceDeps) {
    this.passwords = deps.passwords ?? new PasswordHasher();
    this.pause = deps.pause ?? ((ms) => new Promise((resolve) => setTimeout(resolve, ms)));
    this.now = deps.now ?? productNow;
    const factor = deps.clientLimitFactor ?? 1;
    this.limits = Object.fromEntries(
      Object.entries(limits).map(([name, rule]) => [
        name,
        rule.scope.endsWith('-client') ? { ...rule, limit: rule.limit * factor } : rule,
      ]),
    ) as typeof limits;
  }

  // ---- presenting ----

  present(user: UserRecord): Promise<User> {
    return presentUser(user, this.deps.avatars);
  }

  private async session(user: UserRecord): Promise<SessionResponse> {
    const { token, expiresIn } = await this.deps.sessions.issue(user.id, user.sessionVersion);
    return { token, expiresIn, user: await this.present(user) };
  }

  // ---- rate limits ----

  private async assertUnder(rule: RateLimitRule, key: string, message = GENERIC_LIMIT_MESSAGE) {
    const state = await this.deps.limiter.hit(rule, key);
    if (state.count > rule.limit) throw new RateLimitError(message, state.resetsIn);
  }

  // ---- registration and verification ----

  async register(body: RegisterBody, clientKey: string): Promise<RegisterResponse> {
    const emailLower = normaliseEmail(body.email);
    await this.assertUnder(this.limits.registerPerClient, clientKey);
    await this.assertUnder(this.limits.registerPerEmail, emailLower);
    assertAcceptablePassword(body.password);

    const existing = await this.deps.users.getByEmail(emailLower);
    if (existing) {
      // The same person registering again before verifying: sign them in and resend the link.
      // Anyone else gets 409, so an unverified account cannot be taken over.
      const samePerson =
        !existing.emailVerified &&
        existing.passwordHash !== null &&
        (await this.passwords.verify(body.password, existing.passwordHash));
      if (!samePerson) {
        throw new ConflictError('An account with this email already exists', 'duplicate_email');
      }
      const sent = await this.sendVerification(existing);
      return {
        ...(await this.session(existing)),
        wasUnverified: true,
        verificationEmailSent: sent,
      };
    }

    const user = this.newAccount({
      email: body.email.trim(),
      emailLower,
      firstName: body.firstName,
      lastName: body.lastName,
      emailVerified: false,
      passwordHash: await this.passwords.hash(body.password),
      googleSubject: null,
      referredByCode: body.referralCode ? body.referralCode : null,
    });
    try {
      await this.deps.users.create(user);
    } catch (error) {
      if (error instanceof EmailTakenError) {
        throw new ConflictError('An account with this email already exists', 'duplicate_email');
      }
      throw error;
    }
    if (user.referredByCode) {
      await this.deps.referrals?.attribute(user, user.referredByCode, clientKey);
    }
    const sent = await this.sendVerification(user);
    return { ...(await this.session(user)), wasUnverified: false, verificationEmailSent: sent };
  }

  /** A new account as sign-up makes it: no contact details or avatar yet, its first session. */
  private newAccount(signUp: SignUpDetails): UserRecord {
    const at = this.now().toISOString();
    return {
      id: randomUUID(),
      ...signUp,
      phone: null,
      company: null,
      bio: null,
      avatarKey: null,
      sessionVersion: 1,
      tourDoneAt: null,
      createdAt: at,
      updatedAt: at,
    };
  }

  /** Sends a fresh verification link; a failing mail service is reported, not thrown. */
  private async sendVerification(user: UserRecord): Promise<boolean> {
    const token = await this.deps.tokens.issue('verify-email', user.id, VERIFY_TTL_SECONDS);
    const link = `${this.deps.appOrigin}/verify-email?token=${encodeURIComponent(token)}`;
    try {
      await this.deps.mail.send(verificationEmail(user.email, user.firstName, link));
      return true;
    } catch (error) {
      this.deps.log?.('verification e-mail not sent', { userId: user.id, error: String(error) });
      return false;
    }
  }

  async checkRegistration(email: string, clientKey: string): Promise<CheckRegistrationResponse> {
    const emailLower = normaliseEmail(email);
    // The register screen asks only after a register call said 409, so a check counts against the
    // register limits: a client (or an address) that may not register cannot probe addresses.
    await this.assertUnder(this.limits.registerPerClient, clientKey);
    await this.assertUnder(this.limits.registerPerEmail, emailLower);
    const user = await this.deps.users.getByEmail(emailLower);
    if (!user) throw new NotFoundError('No account uses this email');
    // The status is all the register screen needs; no name or other personal data.
    return { status: user.emailVerified ? 'verified' : 'unverified' };
  }

  async resendVerification(email: string, clientKey: string): Promise<{ message: string }> {
    const emailLower = normaliseEmail(email);
    await this.assertUnder(this.limits.resendPerClient, clientKey);
    await this.assertUnder(this.limits.resendPerEmail, emailLower);
    const user = await this.deps.users.getByEmail(emailLower);
    const message = 'Verification email sent successfully! Check your inbox.';
    // Unknown addresses get the same answer: this call must not reveal who has an account.
    if (!user) return { message };
    if (user.emailVerified) {
      throw new ValidationError('Email is already verified', {
        details: 'This email address is already verified.',
      });
    }
    if (!(await this.sendVerification(user))) {
      throw new AppMailError();
    }
    return { message };
  }

  async verifyEmail(token: string): Promise<{ message: string; user: User }> {
    const record = await this.deps.tokens.consume('verify-email', token);
    if (!record) {
      throw new ValidationError('Invalid verification link', {
        details: 'This verification link is not valid or was already used.',
      });
    }
    if (record.expiresAt * 1000 <= this.now().getTime()) {
      throw new ValidationError('Verification link has expired. Please request a new one.', {
        details: 'The link expired.',
      });
    }
    const user = await this.deps.users.getById(record.userId);
    if (!user) throw new ValidationError('Invalid verification link');
    const verified = user.emailVerified
      ? user
      : await this.deps.users.update(user.id, { emailVerified: true });
    return {
      message: 'Email verified successfully! Welcome to the product!',
      user: await this.present(verified),
    };
  }

  // ---- signing in and out ----

  async login(email: string, password: string, clientKey: string): Promise<SessionResponse> {
    const emailLower = normaliseEmail(email);
    const pair = `${emailLower} ${clientKey}`;
    const perPair = await this.deps.limiter.peek(this.limits.loginFailuresPerPair, pair);
    if (perPair.count >= this.limits.loginFailuresPerPair.limit) {
      throw new RateLimitError(LOGIN_LIMIT_MESSAGE, perPair.resetsIn);
    }
    const perClient = await this.deps.limiter.peek(this.limits.loginFailuresPerClient, clientKey);
    if (perClient.count >= this.limits.loginFailuresPerClient.limit) {
      throw new RateLimitError(LOGIN_LIMIT_MESSAGE, perClient.resetsIn);
    }
    const perEmail = await this.deps.limiter.peek(this.limits.loginFailuresPerEmail, emailLower);
    const delay = loginDelayMs(perEmail.count, this.limits.loginFailuresPerEmail.limit);
    if (delay > 0) await this.pause(delay);
    const user = await this.deps.users.getByEmail(emailLower);
    const ok = user?.passwordHash
      ? await this.passwords.verify(password, user.passwordHash)
      : (await this.passwords.verify(password, await this.passwords.decoy()), false);
    if (!user || !ok) {
      await this.deps.limiter.hit(this.limits.loginFailuresPerPair, pair);
      await this.deps.limiter.hit(this.limits.loginFailuresPerEmail, emailLower);
      await this.deps.limiter.hit(this.limits.loginFailuresPerClient, clientKey);
      throw new UnauthorizedError('Invalid email or password', 'invalid_credentials');
    }
    if (perPair.count > 0) await this.deps.limiter.clear(this.limits.loginFailuresPerPair, pair);
    if (user.passwordHash && this.passwords.needsUpgrade(user.passwordHash)) {
      await this.upgradePasswordHash(user, user.passwordHash, password);
    }
    return this.session(user);
  }

  /**
   * Re-hashes a password that was just verified with the current parameters (decision 0041).
   * Written only while the stored hash is still the one verified, so a password change or reset
   * that lands meanwhile is never overwritten; a failed upgrade never fails the sign-in (the
   * next one tries again).
   */
  private async upgradePasswordHash(user: UserRecord, verified: string, password: string) {
    try {
      const upgraded = await this.passwords.hash(password);
      await this.deps.users.upgradePasswordHash(user.id, verified, upgraded);
    } catch (error) {
      this.deps.log?.('password hash not upgraded', { userId: user.id, error: String(error) });
    }
  }

  /**
   * Signs in with a Google ID token; a first sign-in makes the account, attributed to the
   * referral code it came with (from the register page's `ref`).
   */
  async googleLogin(
    idToken: string,
    options: { referralCode?: string; clientKey?: string } = {},
  ): Promise<SessionResponse> {
    let identity;
    try {
      identity = await this.deps.google.verify(idToken);
    } catch {
      throw new UnauthorizedError(
        'Google login failed: the sign-in token is not valid',
        'invalid_token',
      );
    }
    if (!identity.emailVerified) {
      throw new UnauthorizedError(
        'Google login failed: the Google account e-mail is not verified',
        'unverified_email',
      );
    }
    const bySubject = await this.deps.users.getByGoogleSubject(identity.subject);
    if (bySubject) return this.session(bySubject);

    const emailLower = normaliseEmail(identity.email);
    const byEmail = await this.deps.users.getByEmail(emailLower);
    if (byEmail) {
      // Google vouches for the address, so the account is the same person's.
      const linked = await this.deps.users.linkGoogle(byEmail.id, identity.subject);
      if (linked.emailVerified) return this.session(linked);
      // Nobody had proven this address: whoever registered it could be anyone. The password
      // they set and their sessions end here; the owner can set a password by reset later.
      const claimed = await this.deps.users.update(
        linked.id,
        { emailVerified: true, passwordHash: null },
        { bumpSessionVersion: true },
      );
      return this.session(claimed);
    }

    const user = this.newAccount({
      email: identity.email,
      emailLower,
      firstName: identity.givenName || identity.email.split('@')[0] || 'Friend',
      lastName: identity.familyName,
      emailVerified: true,
      passwordHash: null,
      googleSubject: identity.subject,
      referredByCode: options.referralCode ? options.referralCode : null,
    });
    try {
      await this.deps.users.create(user);
    } catch (error) {
      if (!(error instanceof EmailTakenError)) throw error;
      // Created by a parallel sign-in a moment ago: use that one.
      const again = await this.deps.users.getByGoogleSubject(identity.subject);
      if (!again) throw error;
      return this.session(again);
    }
    if (user.referredByCode) {
      await this.deps.referrals?.attribute(user, user.referredByCode, options.clientKey ?? '');
    }
    return this.session(user);
  }

  async logout(claims: SessionClaims): Promise<{ message: string }> {
    await this.deps.users.revokeSession(claims.jti, claims.exp);
    return { message: 'Logged out successfully' };
  }

  /**
   * Replaces the session with one new session: the old one is revoked first, once, so refreshes
   * racing with one token leave one live session; the others are told the session ended.
   */
  async refreshSession(user: UserRecord, claims: SessionClaims): Promise<SessionResponse> {
    if (!(await this.deps.users.revokeSession(claims.jti, claims.exp))) {
      throw new UnauthorizedError('Session expired. Please log in again.', 'session_expired');
    }
    return this.session(user);
  }

  // ---- passwords ----

  async requestPasswordReset(email: string, clientKey: string): Promise<{ message: string }> {
    const emailLower = normaliseEmail(email);
    await this.assertUnder(this.limits.resetPerClient, clientKey);
    const message = 'Password reset instructions sent to your email';
    const perEmail = await this.deps.limiter.hit(this.limits.resetPerEmail, emailLower);
    // Over the per-e-mail limit we stay silent rather than answer differently.
    if (perEmail.count > this.limits.resetPerEmail.limit) return { message };
    const user = await this.deps.users.getByEmail(emailLower);
    if (!user) return { message };
    const token = await this.deps.tokens.issue(
      'password-reset',
      user.id,
      RESET_TTL_SECONDS,
      user.sessionVersion,
    );
    const link = `${this.deps.appOrigin}/password-reset/reset?token=${encodeURIComponent(token)}`;
    try {
      await this.deps.mail.send(passwordResetEmail(user.email, user.firstName, link));
    } catch (error) {
      this.deps.log?.('reset e-mail not sent', { userId: user.id, error: String(error) });
      throw new AppMailError();
    }
    return { message };
  }

  async validateReset(token: string): Promise<{ valid: boolean; email: string }> {
    const record = await this.deps.tokens.find('password-reset', token);
    const user = record && (await this.deps.users.getById(record.userId));
    if (!record || !user || !this.resetLinkLive(record, user)) {
      throw new ValidationError('Invalid Reset Link', {
        details: 'This password reset link is invalid, expired or already used.',
      });
    }
    return { valid: true, email: maskEmail(user.email) };
  }

  async resetPassword(token: string, password: string): Promise<{ message: string }> {
    assertResetPassword(password);
    const record = await this.deps.tokens.consume('password-reset', token);
    const owner = record && (await this.deps.users.getById(record.userId));
    if (!record || !owner || !this.resetLinkLive(record, owner)) {
      throw new ValidationError('Invalid Reset Link', {
        details: 'This password reset link is invalid, expired or already used.',
      });
    }
    // A reset proves the person reads this mailbox, so the address counts as verified too.
    await this.deps.users.update(
      record.userId,
      { passwordHash: await this.passwords.hash(password), emailVerified: true },
      { bumpSessionVersion: true },
    );
    await this.deps.limiter.clear(this.limits.loginFailuresPerEmail, owner.emailLower);
    return { message: 'Password reset successfully!' };
  }

  /** Unexpired, and issued before no later password change or reset (those end older links). */
  private resetLinkLive(record: OneTimeTokenRecord, user: UserRecord): boolean {
    if (record.expiresAt * 1000 <= this.now().getTime()) return false;
    return record.sessionVersion === undefined || record.sessionVersion === user.sessionVersion;
  }

  async changePassword(
    user: UserRecord,
    currentPassword: string,
    newPassword: string,
  ): Promise<{ message: string; token: string; expiresIn: number }> {
    const rule = this.limits.changePasswordFailures;
    const failures = await this.deps.limiter.peek(rule, user.id);
    if (failures.count >= rule.limit) {
      throw new RateLimitError(CHANGE_PASSWORD_LIMIT_MESSAGE, failures.resetsIn);
    }
    if (!user.passwordHash || !(await this.passwords.verify(currentPassword, user.passwordHash))) {
      await this.deps.limiter.hit(rule, user.id);
      throw new ValidationError('Current password is incorrect', {
        fields: { currentPassword: 'Current password is incorrect' },
      });
    }
    if (newPassword.length < 6) {
      throw new ValidationError('New password must be at least 6 characters long', {
        fields: { newPassword: 'New password must be at least 6 characters long' },
      });
    }
    assertAcceptablePassword(newPassword, 'newPassword');
    if (newPassword === currentPassword) {
      throw new ValidationError(SAME_PASSWORD_MESSAGE, {
        fields: { newPassword: SAME_PASSWORD_MESSAGE },
      });
    }
    const updated = await this.deps.users.update(
      user.id,
      { passwordHash: await this.passwords.hash(newPassword) },
      { bumpSessionVersion: true },
    );
    const { token, expiresIn } = await this.deps.sessions.issue(updated.id, updated.sessionVersion);
    return { message: 'Password changed successfully', token, expiresIn };
  }
}

/** The mail service refused or failed: the caller can try again later. */
export class AppMailError extends AppError {
  constructor() {
    super(503, 'email_failed', 'Failed to send email. Please try again in a few minutes.');
  }
}

export function maskEmail(email: string): string {
  const [name = '', domain = ''] = email.split('@');
  const visible = name.slice(0, 2);
  return `${visible}${'*'.repeat(Math.max(1, name.length - visible.length))}@${domain}`;
}
