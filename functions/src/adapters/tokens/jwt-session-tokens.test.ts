import { describe, expect, it } from 'vitest';
import { JwtSessionTokens } from './jwt-session-tokens';
import { deriveKeyPair } from './session-key';

const seed = 'a-test-seed-that-is-long-enough-to-derive-a-key-0123456789';
const tokens = (lifetime = 3600, now = () => new Date()) =>
  new JwtSessionTokens(async () => seed, lifetime, now);

const BASE64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

// One test verifies a token changed at every position: seconds when other processes hog the cores.
describe('session tokens', { timeout: 30_000 }, () => {
  it('issue EdDSA JWTs with sub, exp and iat in seconds, jti and the session version', async () => {
    const now = new Date('2026-11-22T10:00:00Z');
    const { token, expiresIn } = await tokens(7200, () => now).issue('user-1', 3);
    expect(expiresIn).toBe(7200);
    const [header, payload] = token
      .split('.')
      .slice(0, 2)
      .map((part) => JSON.parse(Buffer.from(part, 'base64url').toString()));
    expect(header).toMatchObject({ alg: 'EdDSA', typ: 'JWT', kid: deriveKeyPair(seed).kid });
    expect(payload).toMatchObject({ sub: 'user-1', sv: 3, iat: 1795341600, exp: 1795348800 });
    expect(payload.jti).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('verify their own tokens', async () => {
    const t = tokens();
    const { token } = await t.issue('user-2', 1);
    await expect(t.verify(token)).resolves.toMatchObject({ sub: 'user-2', sv: 1 });
  });

  it('refuse any single-character change to a token', async () => {
    const t = tokens();
    const { token } = await t.issue('user-3', 1);
    for (let i = 0; i < token.length; i += 1) {
      if (token[i] === '.') continue;
      const replacement = BASE64URL[(BASE64URL.indexOf(token[i] as string) + 7) % 64];
      const forged = token.slice(0, i) + replacement + token.slice(i + 1);
      await expect(t.verify(forged), `position ${i}`).rejects.toBeTruthy();
    }
  });

  it('refuse expired tokens, tokens signed with another key and unsigned tokens', async () => {
    const past = new Date(Date.now() - 2 * 3600 * 1000);
    const expired = (await tokens(3600, () => past).issue('user-4', 1)).token;
    await expect(tokens().verify(expired)).rejects.toThrow(/expired/i);

    const other = new JwtSessionTokens(async () => `${seed}-other`, 3600);
    const foreign = (await other.issue('user-4', 1)).token;
    await expect(tokens().verify(foreign)).rejects.toBeTruthy();

    const [header, payload] = (await tokens().issue('user-4', 1)).token.split('.');
    const none = Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url');
    await expect(tokens().verify(`${none}.${payload}.`)).rejects.toBeTruthy();
    await expect(tokens().verify(`${header}.${payload}`)).rejects.toBeTruthy();
  });

  it("expire on the product's clock, which runs ahead of the machine's only locally", async () => {
    let ahead = 0;
    const productClock = () => new Date(Date.now() + ahead);
    const t = tokens(3600, productClock);
    const { token } = await t.issue('user-5', 1);
    ahead = 3599 * 1000;
    await expect(t.verify(token)).resolves.toMatchObject({ sub: 'user-5' });
    // Still valid by the machine's clock (aws-jwt-verify's), past its hour by the product's.
    ahead = 3601 * 1000;
    await expect(t.verify(token)).rejects.toThrow(/expired/i);
    // Issued on the product's clock: valid for its hour from there.
    const later = (await t.issue('user-5', 1)).token;
    await expect(t.verify(later)).resolves.toMatchObject({ sub: 'user-5' });
  });

  it('derive the same key from the same seed, and refuse short seeds', () => {
    expect(deriveKeyPair(seed).publicJwk).toEqual(deriveKeyPair(seed).publicJwk);
    expect(() => deriveKeyPair('short')).toThrow(/too short/);
  });
});
