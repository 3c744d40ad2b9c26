import type { LimitedThing } from '#shared/domain/plans';
import { UNLIMITED } from '#shared/domain/plans';
import type { Quota } from '../../domain/billing/quota';
import { keys } from './keys';

/**
 * The usage counter update a counted write carries in its own transaction. Adding checks the
 * plan's limit in the condition (never read-then-write); removing counts down unconditionally.
 */
export function usageUpdate(
  table: string,
  quota: Quota,
  thing: Exclude<LimitedThing, 'responses'>,
  delta: 1 | -1,
) {
  const names = { '#n': thing };
  if (delta === -1) {
    // No condition: a removal must never fail for its counter. Things made before counting began
    // can take it below 0; readers show max(0, n).
    return {
      Update: {
        TableName: table,
        Key: keys.usage(quota.accountId),
        UpdateExpression: 'ADD #n :delta SET entityType = :type',
        ExpressionAttributeNames: names,
        ExpressionAttributeValues: { ':delta': -1, ':type': 'Usage' },
      },
    };
  }
  const limited = quota.limit !== UNLIMITED;
  return {
    Update: {
      TableName: table,
      Key: keys.usage(quota.accountId),
      UpdateExpression: 'ADD #n :delta SET entityType = :type',
      ...(limited ? { ConditionExpression: 'attribute_not_exists(#n) OR #n < :limit' } : {}),
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: {
        ':delta': 1,
        ':type': 'Usage',
        ...(limited ? { ':limit': quota.limit } : {}),
      },
    },
  };
}

/** Indexes of the transaction items whose condition failed (none for other errors). */
export { failedIndexes as failedConditions } from './errors';
