import { describe, expect, it } from 'vitest';
import { SealedText } from './sealed-text';

const seedA = 'a'.repeat(48);
const seedB = 'b'.repeat(48);

describe('sealed texts (decision 0058)', () => {
  it('opens what it sealed, in the same context only', async () => {
    const sealer = new SealedText(() => Promise.resolve(seedA));
    const sealed = await sealer.seal('robin@example.com', 's1#r1#address');
    expect(sealed).toMatch(/^s1\.[A-Za-z0-9_-]+$/);
    expect(sealed).not.toContain('robin');
    expect(await sealer.open(sealed, 's1#r1#address')).toBe('robin@example.com');
    // Copied onto another conversation or field: it does not open.
    expect(await sealer.open(sealed, 's1#r2#address')).toBeUndefined();
    expect(await sealer.open(sealed, 's1#r1#link')).toBeUndefined();
  });

  it('never opens under another key, changed, or made up', async () => {
    const sealed = await new SealedText(() => Promise.resolve(seedA)).seal('x@example.com', 'c');
    expect(await new SealedText(() => Promise.resolve(seedB)).open(sealed, 'c')).toBeUndefined();
    const sealer = new SealedText(() => Promise.resolve(seedA));
    const bytes = Buffer.from(sealed.slice(3), 'base64url');
    bytes[20] = (bytes[20] ?? 0) ^ 1;
    expect(await sealer.open(`s1.${bytes.toString('base64url')}`, 'c')).toBeUndefined();
    expect(await sealer.open('s1.AAAA', 'c')).toBeUndefined();
    expect(await sealer.open('plain@example.com', 'c')).toBeUndefined();
  });

  it('seals the same text differently each time, at a length that hides the address’s', async () => {
    const sealer = new SealedText(() => Promise.resolve(seedA));
    const one = await sealer.seal('a@b.co', 'c');
    const two = await sealer.seal('a@b.co', 'c');
    expect(one).not.toBe(two);
    expect((await sealer.seal('a.much.longer.address@example.com', 'c')).length).toBe(one.length);
  });
});
