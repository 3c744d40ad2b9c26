import { ValidationError } from '../../domain/errors';

/**
 * Opaque page cursors: DynamoDB's LastEvaluatedKey as base64url JSON. A cursor is accepted only
 * for the partition it came from, so it cannot be turned into a read of someone else's items.
 */
export function encodeCursor(key: Record<string, unknown> | undefined): string | null {
  return key ? Buffer.from(JSON.stringify(key)).toString('base64url') : null;
}

export function decodeCursor(
  cursor: string | undefined,
  expect: Record<string, string>,
): Record<string, unknown> | undefined {
  if (!cursor) return undefined;
  const key = parse(cursor, expect);
  if (!key) {
    throw new ValidationError('Please check your information', {
      fields: { cursor: 'This page link is not valid. Start again from the first page.' },
    });
  }
  return key;
}

function parse(cursor: string, expect: Record<string, string>) {
  try {
    const key = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown;
    if (typeof key !== 'object' || key === null || Array.isArray(key)) return undefined;
    const record = key as Record<string, unknown>;
    for (const [name, value] of Object.entries(expect)) {
      if (record[name] !== value) return undefined;
    }
    if (Object.values(record).some((v) => typeof v !== 'string')) return undefined;
    return record;
  } catch {
    return undefined;
  }
}
