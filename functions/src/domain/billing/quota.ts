import type { LimitedThing } from '#shared/domain/plans';

/**
 * A counted write: the account whose usage counter the write moves, and the plan's limit
 * (-1: unlimited). Repositories add the conditional counter update to the write's own
 * transaction, so two racing writes at the limit cannot both pass.
 */
export interface Quota {
  accountId: string;
  limit: number;
}

/** The counter update of a quota failed its condition: the limit is reached. */
export class QuotaExceededError extends Error {
  constructor(readonly thing: LimitedThing) {
    super(`The ${thing} limit is reached`);
  }
}
