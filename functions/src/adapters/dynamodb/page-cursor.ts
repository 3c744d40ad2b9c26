import { ValidationError } from '../../domain/errors';
import { keyFromSeed, keyOfSeed, seal, unseal } from '../tokens/seed-cipher';

/**
 * Opaque page cursors (decision 0029): DynamoDB's LastEvaluatedKey, encrypted and authenticated
 * with AES-256-GCM under a key of their own, so a cursor shows nothing of the key it holds (a
 * manager once read an answer's submit day in one) and a changed or made-up one never opens.
 *
 * `c1.` + base64url(IV 12 bytes, ciphertext, tag 16 bytes). The list's partition is the
 * additional authenticated data: a cursor handed out for one list does not open on another.
 * The plaintext is padded to a multiple of 32 bytes so its length says little of the key.
 *
 * Once opened, a cursor is still accepted only when it is a key DynamoDB could have handed out
 * for the very query it is sent back to: the caller's own partition (so it cannot be turned into a
 * read of someone else's items), exactly the key attributes of the table and of the index
 * queried, every one a string of a size a key can have, and sort keys inside the query's
 * `begins_with` range. Anything else is a 400 here rather than a DynamoDB validation error (a
 * 500) later.
 */
export class PageCursors {
  private readonly load: () => Promise<Buffer>;

  /**
   * `seed`: a server-only secret (the session key's seed, which its source caches); the cursor
   * key is derived from it, and again when it changes.
   */
  constructor(seed: () => Promise<string>) {
    this.load = keyOfSeed(seed, cursorKey);
  }

  /**
   * The cursor for the page after `key`, bound to the list's partition (`expect`, the same
   * record `decode` is given), or null on the last page.
   */
  async encode(
    key: Record<string, unknown> | undefined,
    expect: Record<string, string>,
  ): Promise<string | null> {
    if (!key) return null;
    const secret = await this.load();
    const json = Buffer.from(JSON.stringify(key));
    // Trailing spaces: JSON.parse reads past them.
    const padded = Buffer.alloc(Math.ceil(json.length / PAD_TO) * PAD_TO, ' ');
    json.copy(padded);
    return VERSION + seal(secret, padded, scope(expect)).toString('base64url');
  }

  /** The key a cursor holds, when it is one this list handed out; a 400 otherwise. */
  async decode(
    cursor: string | undefined,
    expect: Record<string, string>,
    /** Sort key attributes and the prefix the query's `begins_with` needs of them. */
    prefixes: Record<string, string> = {},
  ): Promise<Record<string, unknown> | undefined> {
    if (!cursor) return undefined;
    // Outside the checks below: a key that cannot be read is an outage, not a bad link.
    const secret = await this.load();
    const key = parse(open(cursor, secret, expect), expect, prefixes);
    if (!key) {
      throw new ValidationError('Please check your information', {
        fields: { cursor: 'This page link is not valid. Start again from the first page.' },
      });
    }
    return key;
  }
}

/** The versioned prefix: a cursor of another format (the plain base64 JSON of old) never opens. */
const VERSION = 'c1.';
const PAD_TO = 32;

/** The cursor key: HKDF-SHA-256 of the seed, with a label no other key derived from it uses. */
export const cursorKey = (seed: string) =>
  keyFromSeed(seed, 'candor page cursor v1', 'page cursor');

/** What a cursor is bound to: its format and the list's partition, in a fixed order. */
function scope(expect: Record<string, string>): Buffer {
  const entries = Object.entries(expect).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return Buffer.from(`${VERSION}${JSON.stringify(entries)}`);
}

function open(cursor: string, secret: Buffer, expect: Record<string, string>): string | undefined {
  if (!cursor.startsWith(VERSION)) return undefined;
  const body = cursor.slice(VERSION.length);
  const bytes = Buffer.from(body, 'base64url');
  // Base64url can spell the same bytes two ways (unused bits in the last character): only the
  // spelling handed out is accepted, so any changed character is refused.
  if (bytes.toString('base64url') !== body) return undefined;
  return unseal(secret, bytes, scope(expect))?.toString('utf8');
}

/** DynamoDB's largest partition key value; sort keys are smaller still (1024 bytes). */
const MAX_KEY_BYTES = 2048;

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

function parse(
  plain: string | undefined,
  expect: Record<string, string>,
  prefixes: Record<string, string>,
) {
  if (plain === undefined) return undefined;
  try {
    const key = JSON.parse(plain) as unknown;
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
