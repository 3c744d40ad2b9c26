import { createHash, createPrivateKey, createPublicKey, type KeyObject } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { signedFetch } from '../aws-http/signed-request';

/** Where the session key's random seed comes from. */
export type SessionKeySource = () => Promise<string>;

/** Locally: a file under .data/ made by the local runtime. */
export const fileKeySource =
  (path: string): SessionKeySource =>
  async () =>
    (await readFile(path, 'utf8')).trim();

/** In AWS: a Secrets Manager secret, read once per container with one signed call. */
export const secretsManagerKeySource =
  (secretArn: string, region: string, endpoint?: string): SessionKeySource =>
  async () => {
    const response = await signedFetch({
      service: 'secretsmanager',
      region,
      url: new URL(endpoint ?? `https://secretsmanager.${region}.amazonaws.com/`),
      method: 'POST',
      headers: {
        'content-type': 'application/x-amz-json-1.1',
        'x-amz-target': 'secretsmanager.GetSecretValue',
      },
      body: JSON.stringify({ SecretId: secretArn }),
      timeoutMs: 5000,
    });
    if (!response.ok) throw new Error(`Secrets Manager answered ${response.status}`);
    const secret = (await response.json()) as { SecretString?: string };
    if (!secret.SecretString) throw new Error('The session key secret is empty');
    return secret.SecretString;
  };

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
