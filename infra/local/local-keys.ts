import {
  createHash,
  generateKeyPairSync,
  randomBytes,
  type KeyObject,
  createPrivateKey,
  createPublicKey,
} from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Keys the local runtime keeps under `.data/keys/` (never in the repository): the session key
 * seed (in AWS it lives in Secrets Manager) and the local identity provider's signing key.
 */
export function ensureSessionKeySeed(dataDir: string): string {
  const dir = join(dataDir, 'keys');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const file = join(dir, 'session-key-seed');
  if (!existsSync(file))
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600 });
  return file;
}

/** The payments stand-in's webhook signing secret (in AWS: the PaymentsSecret, from Stripe). */
export function ensurePaymentsWebhookSecret(dataDir: string): string {
  const dir = join(dataDir, 'keys');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const file = join(dir, 'payments-webhook-secret');
  if (!existsSync(file))
    writeFileSync(file, `whsec_${randomBytes(24).toString('base64url')}`, { mode: 0o600 });
  return readFileSync(file, 'utf8').trim();
}

export interface IdentityProviderKey {
  kid: string;
  privateKey: KeyObject;
  jwks: { keys: Record<string, unknown>[] };
}

export function ensureIdentityProviderKey(dataDir: string): IdentityProviderKey {
  const dir = join(dataDir, 'keys');
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const file = join(dir, 'google-idp-key.pem');
  if (!existsSync(file)) {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    writeFileSync(file, privateKey.export({ format: 'pem', type: 'pkcs8' }), { mode: 0o600 });
  }
  const privateKey = createPrivateKey(readFileSync(file, 'utf8'));
  const jwk = createPublicKey(privateKey).export({ format: 'jwk' }) as Record<string, unknown>;
  const kid = createHash('sha256').update(String(jwk.n)).digest('hex').slice(0, 16);
  return { kid, privateKey, jwks: { keys: [{ ...jwk, kid, alg: 'RS256', use: 'sig' }] } };
}
