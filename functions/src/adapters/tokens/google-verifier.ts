import { JwtVerifier } from 'aws-jwt-verify';
import type { GoogleIdentity, GoogleTokenVerifier } from '../../domain/accounts/ports';

export const GOOGLE_ISSUERS = ['https://accounts.google.com', 'accounts.google.com'];
export const GOOGLE_JWKS_URI = 'https://www.googleapis.com/oauth2/v3/certs';

export interface GoogleVerifierOptions {
  clientId: string;
  jwksUri?: string;
  /** Keys to trust without fetching (the local identity provider's). */
  jwks?: { keys: unknown[] };
}

/** Google ID tokens: signature against Google's keys, issuer, audience (our client id), expiry. */
export class AwsJwtGoogleVerifier implements GoogleTokenVerifier {
  private readonly verifier;

  constructor(options: GoogleVerifierOptions) {
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
