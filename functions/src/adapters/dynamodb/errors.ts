/**
 * DynamoDB's refusals, told apart here and nowhere else: the one place that reads the SDK's error
 * names (its error classes are not bundled for this; a test can build the same shapes).
 */
type SdkError = { name?: string; CancellationReasons?: { Code?: string }[] };

const named = (error: unknown, name: string): boolean =>
  typeof error === 'object' && error !== null && (error as SdkError).name === name;

/** A transaction refused as a whole; `cancellationCodes` says which item refused it. */
export const isCancelled = (error: unknown): boolean =>
  named(error, 'TransactionCanceledException');

/** Each transaction item's reason, in the order of the items (`ConditionalCheckFailed`, `None`…). */
export const cancellationCodes = (error: unknown): (string | undefined)[] =>
  isCancelled(error) ? ((error as SdkError).CancellationReasons ?? []).map((r) => r.Code) : [];

/** The indexes of a cancelled transaction's items whose condition did not hold. */
export const failedIndexes = (error: unknown): number[] =>
  cancellationCodes(error).flatMap((code, i) => (code === 'ConditionalCheckFailed' ? [i] : []));

/** A transaction that lost to another writing the same item: worth sending again. */
export const isTransactionConflict = (error: unknown): boolean =>
  cancellationCodes(error).includes('TransactionConflict');

/** A transaction refused because the conditions of `failed` (the items' names) did not hold. */
export class ConditionsFailedError extends Error {
  constructor(
    readonly failed: readonly string[],
    override readonly cause: unknown,
  ) {
    super(`The conditions of ${failed.join(', ')} did not hold`);
    this.name = 'ConditionsFailedError';
  }
}

/**
 * Whether a write was refused by its condition: a single write's, a transaction's (then, with
 * `name`, only when that item's condition is among those that failed).
 */
export function isConditionFailure(error: unknown, name?: string): boolean {
  if (error instanceof ConditionsFailedError) {
    return name === undefined || error.failed.includes(name);
  }
  if (name !== undefined) return false;
  return named(error, 'ConditionalCheckFailedException') || failedIndexes(error).length > 0;
}

/** The table being created exists already (another start created it first). */
export const isTableInUse = (error: unknown): boolean => named(error, 'ResourceInUseException');

/** The table (or the item's index) does not exist. */
export const isMissingTable = (error: unknown): boolean =>
  named(error, 'ResourceNotFoundException');
