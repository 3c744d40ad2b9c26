import { UnauthorizedError } from '../errors';
import type { SessionClaims, SessionTokens, UserRecord, UserRepository } from './ports';

/**
 * The auth hook of every signed-in request: a valid signature is not enough, the session must
 * still be live (not logged out, not older than the last password change). One read.
 */
export class SessionAuthenticator {
  constructor(
    private readonly sessions: SessionTokens,
    private readonly users: Pick<UserRepository, 'getSessionState'>,
  ) {}

  async authenticate(
    token: string,
  ): Promise<{ id: string; user: UserRecord; claims: SessionClaims }> {
    let claims: SessionClaims;
    try {
      claims = await this.sessions.verify(token);
    } catch (error) {
      const expired = /expired/i.test(String((error as Error).message));
      throw new UnauthorizedError(
        expired ? 'Session expired. Please log in again.' : 'Invalid token',
        expired ? 'session_expired' : 'invalid_token',
      );
    }
    const { user, revoked } = await this.users.getSessionState(claims.sub, claims.jti);
    if (!user || revoked || user.sessionVersion !== claims.sv) {
      throw new UnauthorizedError('Session expired. Please log in again.', 'session_expired');
    }
    return { id: user.id, user, claims };
  }
}
