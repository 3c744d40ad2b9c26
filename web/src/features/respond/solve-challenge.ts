import type { ChallengeSolution, OpenLinkChallenge } from '#shared/api/challenge';

/**
 * Solves the open link's proof-of-work challenge (decision 0046) with Web Crypto, as altcha-lib's
 * `solveChallenge` does (ALTCHA v2: the nonce with a 4-byte big-endian counter is the password,
 * PBKDF2 over the salt, the first bytes must match `keyPrefix`), in a few dozen lines instead of
 * the library, and with progress: the server signed the counter's upper bound (`data.max`).
 *
 * Returns null when the browser cannot do it (no Web Crypto, an algorithm it does not know), the
 * bound passed without a match, or `signal` aborted.
 */
export async function solveChallenge(
  challenge: OpenLinkChallenge,
  options: { onProgress?: (fraction: number) => void; signal?: AbortSignal } = {},
): Promise<ChallengeSolution | null> {
  const { parameters } = challenge;
  const hash = /^PBKDF2\/(SHA-256|SHA-384|SHA-512)$/.exec(parameters.algorithm)?.[1];
  const subtle = globalThis.crypto?.subtle;
  if (!hash || !subtle || parameters.keyPrefix.length % 2 !== 0) return null;
  const max = typeof parameters.data?.max === 'number' ? parameters.data.max : 1_000_000;
  const nonce = bytes(parameters.nonce);
  const salt = bytes(parameters.salt);
  const prefix = bytes(parameters.keyPrefix);
  const password = new Uint8Array(nonce.length + 4);
  password.set(nonce);
  const counterView = new DataView(password.buffer, nonce.length, 4);
  for (let counter = 0; counter <= max; counter += 1) {
    if (options.signal?.aborted) return null;
    counterView.setUint32(0, counter);
    const key = await subtle.importKey('raw', password, 'PBKDF2', false, ['deriveBits']);
    const derived = new Uint8Array(
      await subtle.deriveBits(
        { name: 'PBKDF2', salt, iterations: parameters.cost, hash },
        key,
        parameters.keyLength * 8,
      ),
    );
    if (prefix.every((byte, i) => derived[i] === byte)) {
      options.onProgress?.(1);
      return { challenge, solution: { counter, derivedKey: hex(derived) } };
    }
    if (counter % 10 === 0) options.onProgress?.(Math.min(counter / max, 0.99));
  }
  return null;
}

function bytes(text: string): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(text.length / 2);
  for (let i = 0; i < out.length; i += 1) out[i] = parseInt(text.slice(i * 2, i * 2 + 2), 16);
  return out;
}

const hex = (data: Uint8Array) =>
  Array.from(data, (byte) => byte.toString(16).padStart(2, '0')).join('');
