import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { SessionClaims, UserRecord } from '../domain/accounts/ports';
import { UnauthorizedError } from '../domain/errors';

/** The signed-in caller as the server knows it: from a verified, live session, never from input. */
export interface AuthUser {
  id: string;
  user: UserRecord;
  claims: SessionClaims;
}

export type Authenticator = (token: string) => Promise<AuthUser>;

export function bearerToken(event: Pick<APIGatewayProxyEventV2, 'headers'>): string | undefined {
  const header = event.headers?.authorization ?? event.headers?.Authorization;
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

/** The auth hook every `user` route runs before its handler. */
export async function authenticate(
  event: Pick<APIGatewayProxyEventV2, 'headers'>,
  authenticator: Authenticator,
): Promise<AuthUser> {
  const token = bearerToken(event);
  if (!token) throw new UnauthorizedError('Authentication required');
  return authenticator(token);
}
