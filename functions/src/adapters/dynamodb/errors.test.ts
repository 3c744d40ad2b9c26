import { describe, expect, it } from 'vitest';
import {
  ConditionsFailedError,
  failedIndexes,
  isConditionFailure,
  isTransactionConflict,
} from './errors';

/** The shapes DynamoDB's refusals reach the adapters in (the SDK's own fields). */
const cancelled = (...codes: string[]) =>
  Object.assign(new Error('Transaction cancelled'), {
    name: 'TransactionCanceledException',
    CancellationReasons: codes.map((Code) => ({ Code })),
  });
const conditionFailed = () =>
  Object.assign(new Error('The conditional request failed'), {
    name: 'ConditionalCheckFailedException',
  });

describe("DynamoDB's refusals", () => {
  it('tells a failed condition, of a single write or of a transaction item, by name or position', () => {
    expect(isConditionFailure(conditionFailed())).toBe(true);
    const raw = cancelled('None', 'ConditionalCheckFailed');
    expect(isConditionFailure(raw)).toBe(true);
    expect(failedIndexes(raw)).toEqual([1]);
    const named = new ConditionsFailedError(['limit'], raw);
    expect(isConditionFailure(named, 'limit')).toBe(true);
    expect(isConditionFailure(named, 'promise')).toBe(false);
    expect(isConditionFailure(named)).toBe(true);
  });

  it('does not take a conflict, a throttled transaction or another error for a condition', () => {
    expect(isConditionFailure(cancelled('None', 'TransactionConflict'))).toBe(false);
    expect(isTransactionConflict(cancelled('None', 'TransactionConflict'))).toBe(true);
    expect(isConditionFailure(cancelled('ThrottlingError'))).toBe(false);
    expect(isConditionFailure(new Error('ValidationException'))).toBe(false);
    expect(isConditionFailure(undefined)).toBe(false);
    // A single write's refusal never answers for a named transaction item.
    expect(isConditionFailure(conditionFailed(), 'limit')).toBe(false);
  });
});
