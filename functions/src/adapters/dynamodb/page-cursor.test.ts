import { describe, expect, it } from 'vitest';
import { ValidationError } from '../../domain/errors';
import { cursorKey, PageCursors } from './page-cursor';

const seed = 'a-test-seed-that-is-long-enough-to-derive-a-key-0123456789';
const cursors = () => new PageCursors(async () => seed);

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const MESSAGE = 'This page link is not valid. Start again from the first page.';

const surveyA = 'SURVEY#0b5c6a51-3f0e-4a0e-9d1f-6f2a9a7c1e11';
const surveyB = 'SURVEY#7d1e2c90-8b4a-4c6e-a2f3-1e9b8d7c6a55';
const responses = (survey: string) => ({ GSI1PK: `${survey}#RESPONSES#regular` });
const prefixes = { GSI1SK: 'RESPONSE#D' };
/** A named survey's LastEvaluatedKey: its sort keys hold the day an answer was given. */
const lastKey = (survey: string) => ({
  PK: survey,
  SK: 'RESPONSE#2026-11-23#q8Zk3mPw',
  GSI1PK: `${survey}#RESPONSES#regular`,
  GSI1SK: 'RESPONSE#D2026-11-23#q8Zk3mPw',
});

/** The 400 a bad cursor gets: the cursor field, with today's message. */
async function refused(promise: Promise<unknown>) {
  const error = await promise.then(
    () => undefined,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ValidationError);
  expect((error as ValidationError).fields).toEqual({ cursor: MESSAGE });
}

describe('page cursors', { timeout: 30_000 }, () => {
  it('open to the key they were made from, on the list they were made for', async () => {
    const c = cursors();
    const cursor = await c.encode(lastKey(surveyA), responses(surveyA));
    expect(cursor).toMatch(/^c1\.[A-Za-z0-9_-]+$/);
    await expect(c.decode(cursor!, responses(surveyA), prefixes)).resolves.toEqual(
      lastKey(surveyA),
    );
    // Another container with the same seed opens it too (nothing is held in memory).
    await expect(cursors().decode(cursor!, responses(surveyA), prefixes)).resolves.toEqual(
      lastKey(surveyA),
    );
  });

  it('are null on the last page, and no cursor means the first page', async () => {
    expect(await cursors().encode(undefined, responses(surveyA))).toBeNull();
    expect(await cursors().decode(undefined, responses(surveyA))).toBeUndefined();
    expect(await cursors().decode('', responses(surveyA))).toBeUndefined();
  });

  it('hold no readable key text, and differ each time for the same key', async () => {
    const c = cursors();
    const one = (await c.encode(lastKey(surveyA), responses(surveyA)))!;
    const two = (await c.encode(lastKey(surveyA), responses(surveyA)))!;
    expect(one).not.toBe(two);
    for (const cursor of [one, two]) {
      const bytes = Buffer.from(cursor.slice(3), 'base64url');
      for (const text of [bytes.toString('utf8'), bytes.toString('latin1'), cursor]) {
        // Long patterns only: random bytes can hold a short one by chance.
        expect(text).not.toMatch(/2026-11|RESPONSE|SURVEY|GSI1PK|q8Zk3mPw|0b5c6a51/);
      }
      // Nor is any part of it base64 of the key: decoding from any offset shows none of it.
      for (let at = 0; at < 4; at += 1) {
        const decoded = Buffer.from(cursor.slice(at), 'base64url').toString('latin1');
        expect(decoded).not.toMatch(/2026-11|RESPONSE|SURVEY/);
        expect(() => JSON.parse(decoded) as unknown).toThrow();
      }
    }
  });

  it('have a length that does not follow the key to the byte', async () => {
    const c = cursors();
    const short = { PK: surveyA, SK: 'INVITATION#a@b.co' };
    const longer = { PK: surveyA, SK: 'INVITATION#abc@b.co' };
    const [a, b] = await Promise.all([
      c.encode(short, { PK: surveyA }),
      c.encode(longer, { PK: surveyA }),
    ]);
    expect(a!.length).toBe(b!.length);
  });

  it('refuse a cursor with any one character changed', async () => {
    const c = cursors();
    const cursor = (await c.encode(lastKey(surveyA), responses(surveyA)))!;
    const changed = new Set<string>();
    for (let i = 0; i < cursor.length; i += 1) {
      const at = BASE64URL.indexOf(cursor[i]!);
      const other = at === -1 ? 'A' : BASE64URL[(at + 1) % BASE64URL.length]!;
      changed.add(cursor.slice(0, i) + other + cursor.slice(i + 1));
    }
    for (const bad of changed) await refused(c.decode(bad, responses(surveyA), prefixes));
  });

  it('refuse a cursor with a byte of its ciphertext or tag flipped', async () => {
    const c = cursors();
    const cursor = (await c.encode(lastKey(surveyA), responses(surveyA)))!;
    const bytes = Buffer.from(cursor.slice(3), 'base64url');
    for (const at of [0, 11, 12, 20, bytes.length - 17, bytes.length - 1]) {
      const flipped = Buffer.from(bytes);
      flipped[at] = flipped[at]! ^ 0x01;
      await refused(c.decode(`c1.${flipped.toString('base64url')}`, responses(surveyA), prefixes));
    }
    await refused(c.decode(cursor.slice(0, -4), responses(surveyA), prefixes));
    await refused(c.decode(`${cursor}AAAA`, responses(surveyA), prefixes));
    await refused(c.decode('c1.', responses(surveyA), prefixes));
  });

  it('refuse a cursor made for another survey, even with a key of that survey inside', async () => {
    const c = cursors();
    // Sealed for survey A's list but holding survey B's key: opens on neither.
    const forB = (await c.encode(lastKey(surveyB), responses(surveyA)))!;
    await refused(c.decode(forB, responses(surveyB), prefixes));
    const fromA = (await c.encode(lastKey(surveyA), responses(surveyA)))!;
    await refused(c.decode(fromA, responses(surveyB), prefixes));
    // Nor on another list of the same survey: invitations, or the e-mail source.
    await refused(c.decode(fromA, { PK: surveyA }, { SK: 'INVITATION#' }));
    await refused(c.decode(fromA, { GSI1PK: `${surveyA}#RESPONSES#email` }, prefixes));
  });

  it('refuse a cursor made under another seed', async () => {
    const cursor = (await cursors().encode(lastKey(surveyA), responses(surveyA)))!;
    const other = new PageCursors(async () => `${seed}-rotated`);
    await refused(other.decode(cursor, responses(surveyA), prefixes));
  });

  it('refuse the plain base64 JSON cursors of old, and anything else without the version', async () => {
    const plain = Buffer.from(JSON.stringify(lastKey(surveyA))).toString('base64url');
    const c = cursors();
    for (const bad of [plain, `c1.${plain}`, `c2.${plain}`, 'not-a-cursor', '%%%', 'c1']) {
      await refused(c.decode(bad, responses(surveyA), prefixes));
    }
  });

  it('still check what a genuine cursor holds against the query', async () => {
    const c = cursors();
    const check = async (key: Record<string, unknown>) =>
      c.decode((await c.encode(key, responses(surveyA)))!, responses(surveyA), prefixes);
    const key = lastKey(surveyA);
    // Anonymous lists read release groups, named ones days: a cursor of the other view fails.
    await refused(check({ ...key, GSI1SK: 'RESPONSE#B000001#q8Zk3mPw' }));
    await refused(check({ PK: key.PK, SK: key.SK }));
    await refused(check({ ...key, extra: 'x' }));
    await refused(check({ ...key, SK: 7 }));
    await refused(check({ ...key, SK: '' }));
    await refused(check({ ...key, GSI1PK: `${surveyB}#RESPONSES#regular` }));
    await refused(check({ ...key, SK: 'x'.repeat(2049) }));
  });

  it('are not opened when the key cannot be read: that is an outage, not a bad link', async () => {
    let reads = 0;
    const c = new PageCursors(async () => {
      reads += 1;
      if (reads === 1) throw new Error('Secrets Manager answered 500');
      return seed;
    });
    await expect(c.decode('c1.AAAA', responses(surveyA))).rejects.toThrow(/Secrets Manager/);
    // The next request reads again rather than keeping the failure.
    const cursor = (await c.encode(lastKey(surveyA), responses(surveyA)))!;
    await expect(c.decode(cursor, responses(surveyA), prefixes)).resolves.toEqual(lastKey(surveyA));
  });

  it('derive a key of their own from the seed, and refuse a short seed', () => {
    expect(cursorKey(seed)).toHaveLength(32);
    expect(cursorKey(seed).equals(cursorKey(`${seed}x`))).toBe(false);
    expect(() => cursorKey('short')).toThrow(/too short/);
  });
});
