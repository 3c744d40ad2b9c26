import type { LimitedThing } from '#shared/domain/plans';
import { UNLIMITED } from '#shared/domain/plans';
import type { Quota } from '../../domain/billing/quota';
import { keys } from './keys';
import { tx, type TransactItem } from './table';

/**
 * The usage counter update a counted write carries in its own transaction. Adding checks the
 * plan's limit in the condition (never read-then-write); removing counts down unconditionally.
 */
export function usageUpdate(
  quota: Quota,
  thing: Exclude<LimitedThing, 'responses'>,
  delta: 1 | -1,
): TransactItem {
  const names = { '#n': thing };
  if (delta === -1) {
    // No condition: a removal must never fail for its counter. Things made before counting began
    // can take it below 0; readers show max(0, n).
    return tx.update({
      Key: keys.usage(quota.accountId),
      UpdateExpression: 'ADD #n :delta SET entityType = :type',
      ExpressionAttributeNames: names,
      ExpressionAttributeValues: { ':delta': -1, ':type': 'Usage' },
    });
  }
  const limited = quota.limit !== UNLIMITED;
  // Named: a refusal by the plan's limit is told apart from the transaction's other conditions.
  return tx.update(
    {
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
    'plan',
  );
}
