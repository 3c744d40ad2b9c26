/** What the web app reads from a session token: only its expiry (`exp`, in seconds). */
export interface TokenClaims {
  exp: number;
}

/**
 * Decodes a JWT's payload without verifying it (the server verifies; the client only needs the
 * expiry to schedule warnings). Anything that is not three dot-separated parts with a JSON
 * payload carrying a numeric `exp` is undecodable: `undefined`.
 */
export function decodeToken(token: string): TokenClaims | undefined {
  const parts = token.split('.');
  if (parts.length !== 3 || !parts[1]) return undefined;
  try {
    const base64 = parts[1].replace(/-/g, '+').replace(/_/g, '/');
    const padded = base64.padEnd(base64.length + ((4 - (base64.length % 4)) % 4), '=');
    const binary = atob(padded);
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    const payload = JSON.parse(new TextDecoder().decode(bytes)) as unknown;
    if (!payload || typeof payload !== 'object') return undefined;
    const exp = (payload as { exp?: unknown }).exp;
    return typeof exp === 'number' && Number.isFinite(exp) ? { exp } : undefined;
  } catch {
    return undefined;
  }
}

export type TokenStatus =
  | { state: 'valid'; expiresAt: number }
  | { state: 'expired'; expiresAt: number }
  | { state: 'invalid' };

/** Whether a stored token can still be used; `expiresAt` is in milliseconds. */
export function tokenStatus(token: string, now = Date.now()): TokenStatus {
  const claims = decodeToken(token);
  if (!claims) return { state: 'invalid' };
  const expiresAt = claims.exp * 1000;
  return expiresAt <= now ? { state: 'expired', expiresAt } : { state: 'valid', expiresAt };
}

/** Milliseconds until the token expires (negative once it has), or `undefined` for an undecodable one. */
export function msUntilExpiry(token: string, now = Date.now()): number | undefined {
  const claims = decodeToken(token);
  return claims ? claims.exp * 1000 - now : undefined;
}
