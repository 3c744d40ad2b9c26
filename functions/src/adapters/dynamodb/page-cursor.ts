import { ValidationError } from '../../domain/errors';

/**
 * Opaque page cursors: DynamoDB's LastEvaluatedKey as base64url JSON. A cursor is accepted only
 * when it is a key DynamoDB could have handed out for the very query it is sent back to: the
 * caller's own partition (so it cannot be turned into a read of someone else's items), exactly the
 * key attributes of the table and of the index queried, every one a string of a size a key can
 * have, and sort keys inside the query's `begins_with` range. Anything else is a 400 here rather
 * than a DynamoDB validation error (a 500) later.
 */
export function encodeCursor(key: Record<string, unknown> | undefined): string | null {
  return key ? Buffer.from(JSON.stringify(key)).toString('base64url') : null;
}

/** DynamoDB's largest partition key value; sort keys are smaller still (1024 bytes). */
const MAX_KEY_BYTES = 2048;

export function decodeCursor(
  cursor: string | undefined,
  expect: Record<string, string>,
  /** Sort key attributes and the prefix the query's `begins_with` needs of them. */
  prefixes: Record<string, string> = {},
): Record<string, unknown> | undefined {
  if (!cursor) return undefined;
  const key = parse(cursor, expect, prefixes);
  if (!key) {
    throw new ValidationError('Please check your information', {
      fields: { cursor: 'This page link is not valid. Start again from the first page.' },
    });
  }
  return key;
}

/** The attributes a LastEvaluatedKey holds: the table's key, and the index's when one is queried. */
function keyAttributes(expect: Record<string, string>): string[] {
  const names = new Set(['PK', 'SK']);
  for (const name of Object.keys(expect)) {
    const index = /^(GSI\d+)PK$/.exec(name)?.[1];
    if (index) {
      names.add(`${index}PK`);
      names.add(`${index}SK`);
    }
  }
  return [...names];
}

function parse(cursor: string, expect: Record<string, string>, prefixes: Record<string, string>) {
  try {
    const key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (typeof key !== 'object' || key === null || Array.isArray(key)) return undefined;
    const record = key as Record<string, unknown>;
    const wanted = keyAttributes(expect);
    const names = Object.keys(record);
    if (names.length !== wanted.length || !wanted.every((name) => names.includes(name))) {
      return undefined;
    }
    for (const name of wanted) {
      const value = record[name];
      if (typeof value !== 'string' || value === '') return undefined;
      if (Buffer.byteLength(value) > MAX_KEY_BYTES) return undefined;
    }
    for (const [name, value] of Object.entries(expect)) {
      if (record[name] !== value) return undefined;
    }
    for (const [name, prefix] of Object.entries(prefixes)) {
      if (!(record[name] as string).startsWith(prefix)) return undefined;
    }
    return record;
  } catch {
    return undefined;
  }
}
