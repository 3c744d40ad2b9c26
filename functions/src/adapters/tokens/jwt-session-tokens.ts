import { randomUUID, sign } from 'node:crypto';
import { JwtVerifier } from 'aws-jwt-verify';
import { JwtExpiredError } from 'aws-jwt-verify/error';
import type { SessionClaims, SessionTokens } from '../../domain/accounts/ports';
import { deriveKeyPair, type SessionKeyPair, type SessionKeySource } from './session-key';
import { now as productNow } from '../../lib/clock';

const ISSUER = 'candor';
const AUDIENCE = 'candor-app';
/** Never fetched: our JWKS is held in memory, and a token with another key id is refused first. */
const JWKS_URI = 'https://candor.invalid/.well-known/jwks.json';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * Session tokens: EdDSA-signed JWTs (`sub`, `exp` and `iat` in seconds, `jti`, and `sv`, the
 * user's session version) verified with aws-jwt-verify against our own JWKS held in memory, and
 * their expiry against the product's clock (`now`).
 */
export class JwtSessionTokens implements SessionTokens {
  private keys: { seed: string; pair: SessionKeyPair; verifier: Verifier } | undefined;

  constructor(
    private readonly source: SessionKeySource,
    private readonly lifetimeSeconds: number,
    private readonly now: () => Date = productNow,
  ) {}

  /** The keys of the source's current seed (the source caches it), made again when it changes. */
  private async load(fresh = false) {
    const seed = await this.source(fresh ? { fresh } : undefined);
    if (this.keys?.seed !== seed) {
      const pair = deriveKeyPair(seed);
      const verifier = createVerifier();
      verifier.cacheJwks({ keys: [pair.publicJwk] });
      this.keys = { seed, pair, verifier };
    }
    return this.keys;
  }

  async issue(userId: string, sessionVersion: number) {
    const { pair } = await this.load();
    const iat = Math.floor(this.now().getTime() / 1000);
    const header = { alg: 'EdDSA', typ: 'JWT', kid: pair.kid };
    const payload = {
      iss: ISSUER,
      aud: AUDIENCE,
      sub: userId,
      iat,
      exp: iat + this.lifetimeSeconds,
      jti: randomUUID(),
      sv: sessionVersion,
    };
    const input = `${b64(header)}.${b64(payload)}`;
    const signature = sign(null, Buffer.from(input), pair.privateKey).toString('base64url');
    return { token: `${input}.${signature}`, expiresIn: this.lifetimeSeconds };
  }

  async verify(token: string): Promise<SessionClaims> {
    // Base64url's last character can carry unused bits, so two spellings can decode to the same
    // bytes. Only the canonical spelling is accepted: a changed token never verifies.
    const parts = token.split('.');
    if (
      parts.length !== 3 ||
      parts.some((p) => Buffer.from(p, 'base64url').toString('base64url') !== p)
    ) {
      throw new Error('Token is not canonical');
    }
    const kid = keyId(parts[0] as string);
    let keys = await this.load();
    // Signed with a key we do not hold: after a rotation of the secret, read it again.
    if (kid !== keys.pair.kid) keys = await this.load(true);
    if (kid !== keys.pair.kid) throw new Error('Token key is unknown');
    const payload = await keys.verifier.verify(token);
    const { sub, jti, iat, exp, sv } = payload as Record<string, unknown>;
    if (
      typeof sub !== 'string' ||
      typeof jti !== 'string' ||
      typeof iat !== 'number' ||
      typeof exp !== 'number' ||
      typeof sv !== 'number'
    ) {
      throw new Error('Token claims are incomplete');
    }
    // aws-jwt-verify checks `exp` against the machine's clock and takes no other. The product's
    // clock is that clock in AWS and only ever ahead of it locally (`/dev/api/clock`), so the
    // library refuses nothing the product's clock would keep: the expiry that counts is this one.
    if (exp < this.now().getTime() / 1000) {
      throw new JwtExpiredError(`Token expired at ${new Date(exp * 1000).toISOString()}`, exp);
    }
    return { sub, jti, iat, exp, sv };
  }
}

type Verifier = ReturnType<typeof createVerifier>;

function keyId(header: string): unknown {
  try {
    return (JSON.parse(Buffer.from(header, 'base64url').toString()) as { kid?: unknown }).kid;
  } catch {
    return undefined;
  }
}

function createVerifier() {
  return JwtVerifier.create({ issuer: ISSUER, audience: AUDIENCE, jwksUri: JWKS_URI });
}
