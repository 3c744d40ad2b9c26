import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { UnauthorizedError } from '../domain/errors';

/** The signed-in caller as the server knows it (from the verified token, never from input). */
export interface AuthUser {
  id: string;
}

export type Authenticator = (token: string) => Promise<AuthUser>;

/** Until sessions exist no token is valid; accounts replace this with token verification. */
let authenticator: Authenticator = async () => {
  throw new UnauthorizedError('Invalid token', 'invalid_token');
};

export function useAuthenticator(next: Authenticator): void {
  authenticator = next;
}

export function bearerToken(event: Pick<APIGatewayProxyEventV2, 'headers'>): string | undefined {
  const header = event.headers?.authorization ?? event.headers?.Authorization;
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  return match?.[1];
}

/** The auth hook every `user` route runs before its handler. */
export async function authenticate(
  event: Pick<APIGatewayProxyEventV2, 'headers'>,
): Promise<AuthUser> {
  const token = bearerToken(event);
  if (!token) throw new UnauthorizedError('Authentication required');
  return authenticator(token);
}
