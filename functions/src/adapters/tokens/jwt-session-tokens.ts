import { randomUUID, sign } from 'node:crypto';
import { JwtVerifier } from 'aws-jwt-verify';
import type { SessionClaims, SessionTokens } from '../../domain/accounts/ports';
import { deriveKeyPair, type SessionKeyPair, type SessionKeySource } from './session-key';

const ISSUER = 'candor';
const AUDIENCE = 'candor-app';
/** Never fetched: our JWKS is held in memory, so an unknown key id simply fails. */
const JWKS_URI = 'https://candor.invalid/.well-known/jwks.json';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

/**
 * Session tokens: EdDSA-signed JWTs (`sub`, `exp` and `iat` in seconds, `jti`, and `sv`, the
 * user's session version) verified with aws-jwt-verify against our own JWKS held in memory.
 */
export class JwtSessionTokens implements SessionTokens {
  private keys:
    Promise<{ pair: SessionKeyPair; verifier: ReturnType<typeof createVerifier> }> | undefined;

  constructor(
    private readonly source: SessionKeySource,
    private readonly lifetimeSeconds: number,
    private readonly now: () => Date = () => new Date(),
  ) {}

  private load() {
    this.keys ??= this.source().then((seed) => {
      const pair = deriveKeyPair(seed);
      const verifier = createVerifier();
      verifier.cacheJwks({ keys: [pair.publicJwk] });
      return { pair, verifier };
    });
    // A failed load is retried by the next request rather than cached.
    this.keys.catch(() => (this.keys = undefined));
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
    const { verifier } = await this.load();
    const payload = await verifier.verify(token);
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
    return { sub, jti, iat, exp, sv };
  }
}

function createVerifier() {
  return JwtVerifier.create({ issuer: ISSUER, audience: AUDIENCE, jwksUri: JWKS_URI });
}
