import { createHash, createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';

/**
 * Where the session key's random seed comes from. `fresh`: the caller met a token signed with a
 * key it does not hold (the secret may have been rotated), so a cached seed is read again.
 */
export type SessionKeySource = (options?: { fresh?: boolean }) => Promise<string>;

/** Locally: a file under .data/ made by the local runtime. */
export const fileKeySource =
  (path: string): SessionKeySource =>
  async () =>
    (await readFile(path, 'utf8')).trim();

/**
 * In AWS: a Secrets Manager secret, read with the Secrets Manager client (standard retries, 5 s
 * a try). The client is made once, with the source; wrap the source in {@link cachedKeySource}.
 */
export function secretsManagerKeySource(
  secretArn: string,
  region: string,
  endpoint?: string,
): SessionKeySource {
  const client = new SecretsManagerClient({
    region,
    ...(endpoint ? { endpoint } : {}),
    maxAttempts: 3,
    requestHandler: { connectionTimeout: 2000, requestTimeout: 5000, throwOnRequestTimeout: true },
  });
  return async () => {
    const secret = await client.send(new GetSecretValueCommand({ SecretId: secretArn }));
    if (!secret.SecretString) throw new Error('The session key secret is empty');
    return secret.SecretString;
  };
}

export interface KeyCacheOptions {
  /** How long a read seed is used before it is read again: 5 minutes unless told. */
  ttlMs?: number;
  /** The shortest time between two reads asked for with `fresh`: 10 s unless told. */
  minRereadMs?: number;
  now?: () => number;
}

/**
 * A source read at most once per `ttlMs`, so a rotated secret is picked up within that time
 * by every container, or at once when a caller asks for a `fresh` read (no more than once per
 * `minRereadMs`, so a stream of made-up tokens cannot turn into a stream of reads). A read that
 * fails is not kept: with no seed yet the caller gets the failure and the next call reads
 * again; with a seed, the old one is used a while longer and read again after `minRereadMs`.
 */
export function cachedKeySource(
  source: SessionKeySource,
  { ttlMs = 5 * 60_000, minRereadMs = 10_000, now = Date.now }: KeyCacheOptions = {},
): SessionKeySource {
  let current: { seed: string; readAt: number } | undefined;
  let reading: Promise<string> | undefined;
  const read = () =>
    (reading ??= source()
      .then((seed) => {
        current = { seed, readAt: now() };
        return seed;
      })
      .finally(() => (reading = undefined)));
  return async (options) => {
    if (!current) return read();
    const age = now() - current.readAt;
    if (age < ttlMs && !(options?.fresh && age >= minRereadMs)) return current.seed;
    const kept = current;
    try {
      return await read();
    } catch {
      // Secrets Manager is failing: the seed we hold is still good for the tokens already out.
      kept.readAt = now() - ttlMs + minRereadMs;
      return kept.seed;
    }
  };
}

export interface SessionKeyPair {
  kid: string;
  privateKey: KeyObject;
  publicJwk: { kty: 'OKP'; crv: 'Ed25519'; x: string; kid: string; alg: 'EdDSA'; use: 'sig' };
}

// PKCS#8 prefix of an Ed25519 private key; the 32 bytes that follow are the seed itself.
const ED25519_PKCS8_PREFIX = Buffer.from('302e020100300506032b657004220420', 'hex');

/** The Ed25519 key pair derived from the seed: same seed, same keys, on every container. */
export function deriveKeyPair(seed: string): SessionKeyPair {
  if (seed.length < 32) throw new Error('The session key seed is too short');
  const raw = createHash('sha256').update(`candor-session-key:${seed}`).digest();
  const privateKey = createPrivateKey({
    key: Buffer.concat([ED25519_PKCS8_PREFIX, raw]),
    format: 'der',
    type: 'pkcs8',
  });
  const jwk = createPublicKey(privateKey).export({ format: 'jwk' }) as { x: string };
  const kid = createHash('sha256').update(jwk.x).digest('base64url').slice(0, 16);
  return {
    kid,
    privateKey,
    publicJwk: { kty: 'OKP', crv: 'Ed25519', x: jwk.x, kid, alg: 'EdDSA', use: 'sig' },
  };
}
