import { DynamoAccountPurgeStore } from '../adapters/dynamodb/account-purge-store';
import { DynamoNotificationRepository } from '../adapters/dynamodb/notification-repository';
import { DynamoOneTimeTokenStore } from '../adapters/dynamodb/one-time-token-store';
import { DynamoRateLimiter } from '../adapters/dynamodb/rate-limiter';
import { DynamoSurveyRepository } from '../adapters/dynamodb/survey-repository';
import { DynamoTeamPurgeStore } from '../adapters/dynamodb/team-purge-store';
import { AwsJwtGoogleVerifier } from '../adapters/tokens/google-verifier';
import { JwtSessionTokens } from '../adapters/tokens/jwt-session-tokens';
import { config } from '../config';
import { AccountDeletion, AccountPurge } from '../domain/accounts/account-deletion';
import { AccountService } from '../domain/accounts/account-service';
import { DataExport } from '../domain/accounts/data-export';
import { PasswordHasher } from '../domain/accounts/password-hasher';
import { ProfileService } from '../domain/accounts/profile-service';
import { SessionAuthenticator } from '../domain/accounts/session-authenticator';
import type { Authenticator } from '../lib/auth';
import { now } from '../lib/clock';
import { billingRecords, planService } from './billing';
import { referralService } from './referrals';
import {
  images,
  mailer,
  service,
  sessionKeySeed,
  single,
  store,
  teamRecords,
  users,
  warn,
} from './shared';

function sessionTokens(): JwtSessionTokens {
  return single(JwtSessionTokens, () => [sessionKeySeed, config.session.lifetimeSeconds]);
}

export function sessionAuthenticator(): SessionAuthenticator {
  return single(SessionAuthenticator, () => [sessionTokens(), users()]);
}

/** What `userRoute` is handed: the bearer token must name a live session. */
export const authenticateSession: Authenticator = (token) =>
  sessionAuthenticator().authenticate(token);

/** Registration, sign-in (password and Google), sessions, verification and resets. */
export function accountService(): AccountService {
  return service(AccountService, () => ({
    users: users(),
    tokens: store(DynamoOneTimeTokenStore),
    sessions: sessionTokens(),
    limiter: store(DynamoRateLimiter),
    mail: mailer(),
    avatars: images(),
    google: new AwsJwtGoogleVerifier({
      clientId: config.google.clientId || 'google-sign-in-not-configured',
      ...(config.google.jwks ? { jwks: config.google.jwks } : {}),
    }),
    appOrigin: config.appOrigin,
    clientLimitFactor: config.clientLimitFactor,
    passwords: new PasswordHasher(config.passwordCost),
    referrals: referralService(),
    log: warn,
  }));
}

/** The signed-in user's profile (GetMe, UpdateProfile): none of sign-in's dependencies. */
export function profileService(): ProfileService {
  return service(ProfileService, () => ({
    users: users(),
    avatars: images(),
    limiter: store(DynamoRateLimiter),
    staging: images(),
    log: warn,
  }));
}

/** What the sign-in screens (and the Support Center's Contact tab) need to know; no secrets. */
export function authConfig() {
  return {
    google: { clientId: config.google.clientId, provider: config.google.provider },
    support: config.support,
  };
}

/** Download my data (the profile screen). */
export function dataExport(): DataExport {
  return new DataExport({
    teams: teamRecords(),
    surveys: store(DynamoSurveyRepository),
    notifications: store(DynamoNotificationRepository),
    plans: planService(),
    now,
  });
}

/** Looks a user up by e-mail (local tools only: the mailbox and test helpers). */
export function findUserByEmail(email: string) {
  return users().getByEmail(email.trim().toLowerCase());
}

/** The clean-up of deleted accounts: a first pass in the request, the rest hourly (0026). */
export function accountPurge(): AccountPurge {
  return new AccountPurge({
    store: store(DynamoAccountPurgeStore),
    teams: teamRecords(),
    teamPurges: store(DynamoTeamPurgeStore),
    surveys: store(DynamoSurveyRepository),
    avatars: images(),
    now,
    log: warn,
  });
}

export function accountDeletion(): AccountDeletion {
  return new AccountDeletion({
    store: store(DynamoAccountPurgeStore),
    purge: accountPurge(),
    billing: billingRecords(),
    limiter: store(DynamoRateLimiter),
    now,
  });
}
