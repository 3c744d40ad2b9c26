import { now as productNow } from '../../lib/clock';
import { isConditionFailure } from './errors';

/**
 * `SET updatedAt = :now, #a = :a, ...` for the defined fields of `changes`, with their names and
 * values, so repositories never build expressions by hand.
 */
export function setChanges(changes: Record<string, unknown>, now = productNow()) {
  const names: Record<string, string> = { '#updatedAt': 'updatedAt' };
  const values: Record<string, unknown> = { ':now': now.toISOString() };
  const sets = ['#updatedAt = :now'];
  for (const [field, value] of Object.entries(changes)) {
    if (value === undefined) continue;
    names[`#${field}`] = field;
    values[`:${field}`] = value;
    sets.push(`#${field} = :${field}`);
  }
  return { sets, names, values };
}

/**
 * The version part of an update (decision 0025): `version` goes up by one, and with `expected`
 * the write holds only while the stored version is still that one (an item written before
 * versions existed has none and counts as 0). `condition` is `undefined` without `expected`.
 */
export function versionChange(expected: number | undefined, attribute = 'version') {
  const names: Record<string, string> = { '#version': attribute };
  const values: Record<string, unknown> = { ':versionZero': 0, ':versionOne': 1 };
  const set = '#version = if_not_exists(#version, :versionZero) + :versionOne';
  if (expected === undefined) return { set, names, values, condition: undefined };
  values[':versionExpected'] = expected;
  const condition =
    expected === 0
      ? '(attribute_not_exists(#version) OR #version = :versionExpected)'
      : '#version = :versionExpected';
  return { set, names, values, condition };
}

/**
 * Whether a conditional write failed on its version: DynamoDB returned the item it found
 * (`ReturnValuesOnConditionCheckFailure: ALL_OLD`, in its typed form) with another version. An
 * item that is gone is not stale (the caller's own error stands).
 */
export function staleVersion(error: unknown, expected: number | undefined, attribute = 'version') {
  const failure = error as { Item?: Record<string, { N?: string } | undefined> };
  if (expected === undefined || !isConditionFailure(error)) return false;
  if (!failure.Item) return false;
  return Number(failure.Item[attribute]?.N ?? 0) !== expected;
}
