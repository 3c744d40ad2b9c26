/**
 * `SET updatedAt = :now, #a = :a, ...` for the defined fields of `changes`, with their names and
 * values, so repositories never build expressions by hand.
 */
export function setChanges(changes: Record<string, unknown>, now = new Date()) {
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

/** Whether a failed conditional write failed on its version: the item exists with another one. */
export function staleVersion(
  item: Record<string, unknown> | undefined,
  expected: number | undefined,
  attribute = 'version',
): boolean {
  if (expected === undefined || !item) return false;
  return Number(item[attribute] ?? 0) !== expected;
}

/**
 * The item a failed conditional write found (`ReturnValuesOnConditionCheckFailure: ALL_OLD`), as
 * plain values; undefined when there was none (the item is gone).
 */
export function conditionItem(error: unknown): Record<string, unknown> | undefined {
  const failure = error as { name?: string; Item?: Record<string, unknown> };
  if (failure.name !== 'ConditionalCheckFailedException' || !failure.Item) return undefined;
  const item = failure.Item;
  return Object.fromEntries(
    Object.entries(item).map(([name, value]) => {
      // The document client leaves the error's item in DynamoDB's typed form.
      const typed = value as { N?: string; S?: string; BOOL?: boolean } | null;
      if (typed && typeof typed === 'object' && 'N' in typed) return [name, Number(typed.N)];
      if (typed && typeof typed === 'object' && 'S' in typed) return [name, typed.S];
      if (typed && typeof typed === 'object' && 'BOOL' in typed) return [name, typed.BOOL];
      return [name, value];
    }),
  );
}
