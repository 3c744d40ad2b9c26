/**
 * 'Keep mine' after a save was refused as based on an older version (decision 0025): a
 * three-way merge by field. Every field this page changed since `base` (the version it started
 * from) takes this page's value; every other field takes `theirs` (the version saved now), so
 * changes made elsewhere to other fields are kept. Where both changed one field, this page wins:
 * that is the choice the user made. Values are compared as JSON (lists and objects whole).
 */
export function mergeChanges<T extends object>(base: T, mine: T, theirs: T): T {
  const merged = { ...theirs };
  for (const field of Object.keys(mine) as (keyof T)[]) {
    if (JSON.stringify(mine[field]) !== JSON.stringify(base[field])) merged[field] = mine[field];
  }
  return merged;
}
