/** A JWT-shaped token (unsigned: the client never verifies) expiring `seconds` from now. */
export function tokenExpiringIn(seconds: number, claims: Record<string, unknown> = {}): string {
  const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  const exp = Math.floor(Date.now() / 1000) + seconds;
  return `${encode({ alg: 'ES256', typ: 'JWT' })}.${encode({ sub: 'u1', exp, ...claims })}.c2ln`;
}
