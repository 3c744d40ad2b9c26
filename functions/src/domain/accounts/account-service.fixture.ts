import { DynamoOneTimeTokenStore } from '../../adapters/dynamodb/one-time-token-store';
import { DynamoRateLimiter } from '../../adapters/dynamodb/rate-limiter';
import type { aTestTable } from '../../adapters/dynamodb/test-table.fixture';
import { DynamoUserRepository } from '../../adapters/dynamodb/user-repository';
import { AccountService, type AccountServiceDeps } from './account-service';

/** A port the test does not reach: it throws if it is called. */
export const notUsed = () => {
  throw new Error('not used here');
};

/**
 * The account service on a test table's users, one-time tokens and rate limits at `now`; the
 * ports it does not reach there (sessions, mail, avatars, Google) throw, unless `deps` gives them.
 */
export function anAccountService(
  { docs, tableName }: Pick<ReturnType<typeof aTestTable>, 'docs' | 'tableName'>,
  now: () => Date,
  deps: Partial<AccountServiceDeps> = {},
): AccountService {
  return new AccountService({
    users: new DynamoUserRepository(docs, tableName),
    tokens: new DynamoOneTimeTokenStore(docs, tableName, now),
    limiter: new DynamoRateLimiter(docs, tableName, now),
    sessions: { issue: notUsed, verify: notUsed },
    mail: { send: notUsed },
    avatars: { put: notUsed, url: notUsed, remove: notUsed },
    google: { verify: notUsed },
    appOrigin: 'http://localhost:3000',
    now,
    ...deps,
  });
}
