import { keyFromSeed, keyOfSeed, seal, SEAL_OVERHEAD, unseal } from './seed-cipher';

const VERSION = 's1.';
/** Plaintexts are padded to a multiple of this, so a sealed address's length says little. */
const PAD_TO = 64;

/** The key of sealed texts, derived from the server-only seed (the session key's). */
export function sealingKey(seed: string): Buffer {
  return keyFromSeed(seed, 'candor sealed text v1', 'sealing');
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
  private readonly key: () => Promise<Buffer>;

  constructor(seed: () => Promise<string>) {
    this.key = keyOfSeed(seed, sealingKey);
  }

  async seal(text: string, context: string): Promise<string> {
    const key = await this.key();
    const plain = Buffer.from(text, 'utf8');
    // A length prefix, then the text, then zeros up to the padding.
    const padded = Buffer.alloc(Math.ceil((plain.length + 2) / PAD_TO) * PAD_TO);
    padded.writeUInt16BE(plain.length, 0);
    plain.copy(padded, 2);
    return VERSION + seal(key, padded, Buffer.from(context, 'utf8')).toString('base64url');
  }

  /** The text, or undefined when it does not open here (another context, changed, another key). */
  async open(sealed: string, context: string): Promise<string | undefined> {
    if (!sealed.startsWith(VERSION)) return undefined;
    const bytes = Buffer.from(sealed.slice(VERSION.length), 'base64url');
    if (bytes.length < SEAL_OVERHEAD + PAD_TO) return undefined;
    const padded = unseal(await this.key(), bytes, Buffer.from(context, 'utf8'));
    if (!padded) return undefined;
    const length = padded.readUInt16BE(0);
    if (length > padded.length - 2) return undefined;
    return padded.subarray(2, 2 + length).toString('utf8');
  }
}
