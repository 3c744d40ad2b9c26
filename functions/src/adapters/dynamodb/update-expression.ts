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
