import type { StoredImages } from '../stored-images';

/** What the accounts service keeps about a person. Never returned as it is. */
export interface UserRecord {
  id: string;
  email: string;
  emailLower: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  company: string | null;
  bio: string | null;
  avatarKey: string | null;
  emailVerified: boolean;
  /** `scrypt$N$r$p$salt$hash`, or null for accounts made with Google only. */
  passwordHash: string | null;
  googleSubject: string | null;
  /** The referral code the person registered with, if any (rewards come with referrals). */
  referredByCode: string | null;
  /** Bumped by a password change or reset: tokens carrying an older version are refused. */
  sessionVersion: number;
  /**
   * Bumped by every profile save (names, contact details, avatar), not by sign-in, verification
   * or password changes (decision 0025). Absent until the first save: version 0.
   */
  profileVersion?: number;
  /** The chosen IANA time zone (absent on accounts made before it existed). */
  timezone?: string | null;
  /**
   * When the first-visit tour was finished or dismissed: null from sign-up until then; absent on
   * accounts made before the tour was kept on the account, which had their first visit long ago.
   */
  tourDoneAt?: string | null;
  createdAt: string;
  updatedAt: string;
}

export type UserChanges = Partial<
  Pick<
    UserRecord,
    | 'firstName'
    | 'lastName'
    | 'phone'
    | 'company'
    | 'bio'
    | 'avatarKey'
    | 'emailVerified'
    | 'passwordHash'
    | 'googleSubject'
    | 'referredByCode'
    | 'timezone'
    | 'tourDoneAt'
  >
>;

export class EmailTakenError extends Error {}
export class GoogleSubjectTakenError extends Error {}

export interface UserRepository {
  /** Stores a new user; throws EmailTakenError when the e-mail (case-insensitive) is in use. */
  create(user: UserRecord): Promise<void>;
  getById(id: string): Promise<UserRecord | undefined>;
  getByEmail(emailLower: string): Promise<UserRecord | undefined>;
  getByGoogleSubject(subject: string): Promise<UserRecord | undefined>;
  /** Links a Google account; throws GoogleSubjectTakenError when another user has it. */
  linkGoogle(userId: string, subject: string): Promise<UserRecord>;
  update(
    id: string,
    changes: UserChanges,
    options?: {
      bumpSessionVersion?: boolean;
      /**
       * A profile save: bumps `profileVersion`; with `expected`, only while it is still that one,
       * else StaleVersionError (decision 0025).
       */
      profileVersion?: { expected?: number | undefined };
    },
  ): Promise<UserRecord>;
  /**
   * Replaces the password hash only while it is still `current` (a sign-in's upgrade to stronger
   * parameters): false when a password change or reset got there first, or the user is gone.
   */
  upgradePasswordHash(id: string, current: string, upgraded: string): Promise<boolean>;
  /** The user and whether a session id was revoked, in one read (every signed-in request). */
  getSessionState(
    userId: string,
    sessionId: string,
  ): Promise<{ user?: UserRecord; revoked: boolean }>;
  /**
   * Revokes a session id; false when it was revoked already (another request got there first),
   * so a session is replaced by one new session at most.
   */
  revokeSession(sessionId: string, expiresAt: number): Promise<boolean>;
}

export type OneTimeTokenKind = 'verify-email' | 'password-reset';

export interface OneTimeTokenRecord {
  userId: string;
  /** Epoch seconds. */
  expiresAt: number;
  /** The user's session version when the token was issued (reset links). */
  sessionVersion?: number;
}

/** Single-use tokens kept only as hashes. */
export interface OneTimeTokenStore {
  /** Stores a new token's hash; the raw token is returned once and never stored. */
  issue(
    kind: OneTimeTokenKind,
    userId: string,
    ttlSeconds: number,
    sessionVersion?: number,
  ): Promise<string>;
  find(kind: OneTimeTokenKind, token: string): Promise<OneTimeTokenRecord | undefined>;
  /** Deletes the token and returns what it was, or undefined if it was already used or never existed. */
  consume(kind: OneTimeTokenKind, token: string): Promise<OneTimeTokenRecord | undefined>;
}

export interface RateLimitRule {
  scope: string;
  limit: number;
  windowSeconds: number;
}

export interface RateLimitState {
  count: number;
  /** Seconds until the window resets. */
  resetsIn: number;
}

/** Fixed-window counters. */
export interface RateLimiter {
  peek(rule: RateLimitRule, key: string): Promise<RateLimitState>;
  /** Adds `amount` (1 unless said; negative gives back) to the window's count. */
  hit(rule: RateLimitRule, key: string, amount?: number): Promise<RateLimitState>;
  clear(rule: RateLimitRule, key: string): Promise<void>;
}

export interface AvatarStore extends StoredImages {
  /** Stores the image under a server-made key and returns the key. */
  put(userId: string, bytes: Uint8Array, contentType: string): Promise<string>;
}

export interface SessionClaims {
  sub: string;
  jti: string;
  /** Session version (see UserRecord.sessionVersion). */
  sv: number;
  iat: number;
  exp: number;
}

export interface SessionTokens {
  issue(userId: string, sessionVersion: number): Promise<{ token: string; expiresIn: number }>;
  /** Throws when the signature, algorithm, expiry or claims are not right. */
  verify(token: string): Promise<SessionClaims>;
}

export interface GoogleIdentity {
  subject: string;
  email: string;
  emailVerified: boolean;
  givenName: string;
  familyName: string;
}

export interface GoogleTokenVerifier {
  /** Checks signature, issuer, audience and expiry; throws when any is wrong. */
  verify(idToken: string): Promise<GoogleIdentity>;
}
