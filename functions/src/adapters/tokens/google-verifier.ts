import { JwtVerifier } from 'aws-jwt-verify';
import { JwtExpiredError } from 'aws-jwt-verify/error';
import { now as productNow } from '../../lib/clock';
import type { GoogleIdentity, GoogleTokenVerifier } from '../../domain/accounts/ports';

export const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];
export const GOOGLE_JWKS_URI = 'https://www.googleapis.com/oauth2/v3/certs';

export interface GoogleVerifierOptions {
  clientId: string;
  jwksUri?: string;
  /** Keys to trust without fetching (the local identity provider's). */
  jwks?: { keys: unknown[] };
  /** The product's clock, which decides the token's expiry. */
  now?: () => Date;
}

/** Google ID tokens: signature against Google's keys, issuer, audience (our client id), expiry. */
export class AwsJwtGoogleVerifier implements GoogleTokenVerifier {
  private readonly verifier;
  private readonly now: () => Date;

  constructor(options: GoogleVerifierOptions) {
    this.now = options.now ?? productNow;
    this.verifier = JwtVerifier.create(
      GOOGLE_ISSUERS.map((issuer) => ({
        issuer,
        audience: options.clientId,
        jwksUri: options.jwksUri ?? GOOGLE_JWKS_URI,
      })),
    );
    if (options.jwks) {
      for (const issuer of GOOGLE_ISSUERS) this.verifier.cacheJwks(options.jwks as never, issuer);
    }
  }

  async verify(idToken: string): Promise<GoogleIdentity> {
    const payload = (await this.verifier.verify(idToken)) as Record<string, unknown>;
    // aws-jwt-verify checks `exp` on the machine's clock only; the product's clock (ahead of it
    // only locally, `/dev/api/clock`) is the one that counts.
    if (typeof payload.exp === 'number' && payload.exp < this.now().getTime() / 1000) {
      throw new JwtExpiredError(
        `Token expired at ${new Date(payload.exp * 1000).toISOString()}`,
        payload.exp,
      );
    }
    const {
      sub,
      email,
      email_verified: verified,
      given_name: given,
      family_name: family,
    } = payload;
    if (typeof sub !== 'string' || typeof email !== 'string')
      throw new Error('Incomplete Google token');
    return {
      subject: sub,
      email,
      emailVerified: verified === true || verified === 'true',
      givenName: typeof given === 'string' ? given : '',
      familyName: typeof family === 'string' ? family : '',
    };
  }
}
