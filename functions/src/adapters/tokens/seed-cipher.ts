import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;
/** What an IV and a tag add to what is sealed. */
export const SEAL_OVERHEAD = IV_BYTES + TAG_BYTES;

/**
 * A key of one use's own from the server-only seed (the session key's): HKDF-SHA-256 under
 * `label`, which no other key derived from the seed uses.
 */
export function keyFromSeed(seed: string, label: string, what: string): Buffer {
  if (seed.length < 32) throw new Error(`The ${what} seed is too short`);
  return Buffer.from(hkdfSync('sha256', seed, 'candor', label, 32));
}

/**
 * The key of the source's current seed (the source caches the seed), derived again only when the
 * seed changes: a rotated secret.
 */
export function keyOfSeed(
  source: () => Promise<string>,
  derive: (seed: string) => Buffer,
): () => Promise<Buffer> {
  let held: { seed: string; key: Buffer } | undefined;
  return async () => {
    const seed = await source();
    if (held?.seed !== seed) held = { seed, key: derive(seed) };
    return held.key;
  };
}

/** AES-256-GCM of `plain`, bound to `context` (the authenticated data): IV, ciphertext, tag. */
export function seal(key: Buffer, plain: Buffer, context: Buffer): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(context);
  return Buffer.concat([iv, cipher.update(plain), cipher.final(), cipher.getAuthTag()]);
}

/** What {@link seal} sealed, or undefined where it does not open: changed, another key or context. */
export function unseal(key: Buffer, sealed: Buffer, context: Buffer): Buffer | undefined {
  if (sealed.length < SEAL_OVERHEAD) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, sealed.subarray(0, IV_BYTES), {
      authTagLength: TAG_BYTES,
    });
    decipher.setAAD(context);
    decipher.setAuthTag(sealed.subarray(sealed.length - TAG_BYTES));
    const body = sealed.subarray(IV_BYTES, sealed.length - TAG_BYTES);
    return Buffer.concat([decipher.update(body), decipher.final()]);
  } catch {
    return undefined;
  }
}
