import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * A key of its own for one kind of sealed value, derived (HKDF-SHA-256) from the server-only seed
 * (the session key's, which its source caches) with a label no other kind uses, and derived again
 * when the seed changes.
 */
export class DerivedKey {
  private cached: { seed: string; key: Buffer } | undefined;

  constructor(
    private readonly seed: () => Promise<string>,
    private readonly label: string,
  ) {}

  async get(): Promise<Buffer> {
    const seed = await this.seed();
    if (this.cached?.seed !== seed) this.cached = { seed, key: deriveKey(seed, this.label) };
    return this.cached.key;
  }
}

export function deriveKey(seed: string, label: string): Buffer {
  if (seed.length < 32) throw new Error(`The ${label} seed is too short`);
  return Buffer.from(hkdfSync('sha256', seed, 'candor', `candor ${label} v1`, 32));
}

/**
 * AES-256-GCM: `version` + base64url(IV 12 bytes, ciphertext, tag 16 bytes). `context` is the
 * authenticated data: a box opens only where it was sealed.
 */
export function seal(key: Buffer, version: string, plain: Buffer, context: Buffer): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(context);
  const sealed = Buffer.concat([cipher.update(plain), cipher.final()]);
  return version + Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url');
}

/**
 * The plaintext of a box sealed here with this key, version and context, of at least
 * `minPlainBytes`; undefined for anything else. Base64url can spell the same bytes two ways
 * (unused bits in the last character): only the spelling handed out opens, so any changed
 * character is refused.
 */
export function open(
  key: Buffer,
  version: string,
  box: string,
  context: Buffer,
  minPlainBytes = 1,
): Buffer | undefined {
  if (!box.startsWith(version)) return undefined;
  const body = box.slice(version.length);
  const bytes = Buffer.from(body, 'base64url');
  if (bytes.toString('base64url') !== body) return undefined;
  if (bytes.length < IV_BYTES + minPlainBytes + TAG_BYTES) return undefined;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES), {
      authTagLength: TAG_BYTES,
    });
    decipher.setAAD(context);
    decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
    return Buffer.concat([
      decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
      decipher.final(),
    ]);
  } catch {
    return undefined;
  }
}
