/** DynamoDB's refusals, told apart by name (the SDK's error classes are not bundled for this). */

/** A transaction refused as a whole; `cancellationCodes` says which item refused it. */
export const isCancelled = (error: unknown): boolean =>
  (error as { name?: string }).name === 'TransactionCanceledException';

/** Each transaction item's reason, in the order of the items (`ConditionalCheckFailed`, `None`…). */
export const cancellationCodes = (error: unknown): (string | undefined)[] =>
  ((error as { CancellationReasons?: { Code?: string }[] }).CancellationReasons ?? []).map(
    (r) => r.Code,
  );

/** A single write's condition did not hold. */
export const isConditionFailure = (error: unknown): boolean =>
  (error as { name?: string }).name === 'ConditionalCheckFailedException';
