import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 's1.';
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** Plaintexts are padded to a multiple of this, so a sealed address's length says little. */
const PAD_TO = 64;

/** The key of sealed texts, derived from the server-only seed (the session key's). */
export function sealingKey(seed: string): Buffer {
  if (seed.length < 32) throw new Error('The sealing seed is too short');
  return Buffer.from(hkdfSync('sha256', seed, 'candor', 'candor sealed text v1', 32));
}

/**
 * Short texts kept encrypted in the table (decision 0058: a respondent's address and their
 * conversation link): AES-256-GCM under a key derived from the session key's seed, so an
 * operator reading the table sees neither. `context` is the authenticated data: a sealed text
 * opens only where it was sealed (the same conversation, the same field), so an item's value
 * copied onto another never opens there.
 *
 * `s1.` + base64url(IV 12 bytes, ciphertext, tag 16 bytes).
 */
export class SealedText {
  private key: { seed: string; key: Buffer } | undefined;

  constructor(private readonly seed: () => Promise<string>) {}

  private async load(): Promise<Buffer> {
    const seed = await this.seed();
    if (this.key?.seed !== seed) this.key = { seed, key: sealingKey(seed) };
    return this.key.key;
  }

  async seal(text: string, context: string): Promise<string> {
    const key = await this.load();
    const plain = Buffer.from(text, 'utf8');
    // A length prefix, then the text, then zeros up to the padding.
    const padded = Buffer.alloc(Math.ceil((plain.length + 2) / PAD_TO) * PAD_TO);
    padded.writeUInt16BE(plain.length, 0);
    plain.copy(padded, 2);
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', key, iv);
    cipher.setAAD(Buffer.from(context, 'utf8'));
    const sealed = Buffer.concat([cipher.update(padded), cipher.final()]);
    return VERSION + Buffer.concat([iv, sealed, cipher.getAuthTag()]).toString('base64url');
  }

  /** The text, or undefined when it does not open here (another context, changed, another key). */
  async open(sealed: string, context: string): Promise<string | undefined> {
    if (!sealed.startsWith(VERSION)) return undefined;
    const bytes = Buffer.from(sealed.slice(VERSION.length), 'base64url');
    if (bytes.length < IV_BYTES + TAG_BYTES + PAD_TO) return undefined;
    const key = await this.load();
    try {
      const decipher = createDecipheriv('aes-256-gcm', key, bytes.subarray(0, IV_BYTES));
      decipher.setAAD(Buffer.from(context, 'utf8'));
      decipher.setAuthTag(bytes.subarray(bytes.length - TAG_BYTES));
      const padded = Buffer.concat([
        decipher.update(bytes.subarray(IV_BYTES, bytes.length - TAG_BYTES)),
        decipher.final(),
      ]);
      const length = padded.readUInt16BE(0);
      if (length > padded.length - 2) return undefined;
      return padded.subarray(2, 2 + length).toString('utf8');
    } catch {
      return undefined;
    }
  }
}
