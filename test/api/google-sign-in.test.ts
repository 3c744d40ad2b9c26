import { generateKeyPairSync, sign } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { authConfigResponse, meResponse, sessionResponse } from '#shared/api/auth';
import {
  apiUrl,
  call,
  expectError,
  expectExactUser,
  expectDynamoCallsWithinBudget,
  expectNoSecretsInResponses,
  getMe,
  googleIdToken,
  post,
  uniqueEmail,
} from './support/auth-api';

/*
 * Google sign-in through the local identity provider at /dev/google, which issues Google-shaped
 * ID tokens signed by a key only the runtime holds. No registrations: Google sign-in is not
 * rate limited, so this file creates its accounts that way.
 */

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const decode = (part: string) =>
  JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;

async function identityProvider(fields: Record<string, string>): Promise<Response> {
  return fetch(`${apiUrl()}/dev/google`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
  });
}

const gus = { email: uniqueEmail('gus'), given: 'Gus', family: 'Green' };
let gusId = '';

describe('the local identity provider', () => {
  it('returns to the app with an ID token and the state in the URL fragment', async () => {
    const config = authConfigResponse.parse((await call('GET', '/api/auth/config')).body);
    const response = await identityProvider({
      client_id: config.google.clientId,
      redirect_uri: `${apiUrl()}/login`,
      state: 'state-123',
      email: gus.email,
      given_name: gus.given,
      family_name: gus.family,
    });
    expect(response.status).toBe(303);
    const location = new URL(response.headers.get('location') ?? '');
    expect(`${location.origin}${location.pathname}`).toBe(`${apiUrl()}/login`);
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('state')).toBe('state-123');
    const [, payload = ''] = (fragment.get('credential') ?? '').split('.');
    expect(decode(payload)).toMatchObject({
      iss: 'https://accounts.google.com',
      aud: config.google.clientId,
      email: gus.email,
      email_verified: true,
    });
  });

  it.each([
    ['another client id', { client_id: 'someone-else.apps.googleusercontent.com' }],
    ['a return address on another origin', { redirect_uri: 'https://evil.example/login' }],
  ])('issues no token for %s', async (_label, change) => {
    const config = authConfigResponse.parse((await call('GET', '/api/auth/config')).body);
    const response = await identityProvider({
      client_id: config.google.clientId,
      redirect_uri: `${apiUrl()}/login`,
      state: 's',
      email: gus.email,
      given_name: gus.given,
      ...change,
    });
    expect(response.status).toBe(400);
    expect(response.headers.get('location')).toBeNull();
  });
});

describe('POST /api/auth/google', () => {
  it('creates a verified account from a first sign-in', async () => {
    const response = await post('/api/auth/google', {
      idToken: await googleIdToken(gus.email, gus.given, gus.family),
    });
    expect(response.status, response.text).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = sessionResponse.parse(response.body);
    expectExactUser(body.user);
    expect(body.user).toMatchObject({
      email: gus.email,
      firstName: 'Gus',
      lastName: 'Green',
      emailVerified: true,
      email_verified: true,
      authProvider: 'google',
      avatarUrl: null,
    });
    gusId = body.user.id;
    expect(meResponse.parse((await getMe(body.token)).body).user.id).toBe(gusId);
  });

  it('signs the same person into the same account the next time', async () => {
    const response = await post('/api/auth/google', {
      idToken: await googleIdToken(gus.email.toUpperCase(), gus.given, gus.family),
    });
    expect(response.status, response.text).toBe(200);
    expect(sessionResponse.parse(response.body).user.id).toBe(gusId);
  });

  it('gives a Google-only account no password to sign in with', async () => {
    const response = await post('/api/auth/login', {
      email: gus.email,
      password: 'any-password-1',
    });
    expectError(response, 401, 'invalid_credentials', 'Invalid email or password');
  });

  describe('refuses with 401 an ID token that', () => {
    let real = '';
    const parts = () => real.split('.') as [string, string, string];

    it('has a changed signature', async () => {
      real = await googleIdToken(uniqueEmail('tamper'));
      const [header, payload, signature] = parts();
      const flipped = `${signature[0] === 'A' ? 'B' : 'A'}${signature.slice(1)}`;
      const response = await post('/api/auth/google', {
        idToken: `${header}.${payload}.${flipped}`,
      });
      expectError(response, 401, 'invalid_token');
    });

    it.each([
      ['names another e-mail', { email: 'victim@example.com' }],
      ['names another audience', { aud: 'someone-else.apps.googleusercontent.com' }],
      ['names another issuer', { iss: 'https://evil.example' }],
      ['lives longer', { exp: Math.floor(Date.now() / 1000) + 30 * 24 * 3600 }],
    ])('%s than it was signed for', async (_label, change) => {
      const [header, payload, signature] = parts();
      const forged = `${header}.${b64({ ...decode(payload), ...change })}.${signature}`;
      const response = await post('/api/auth/google', { idToken: forged });
      expectError(response, 401, 'invalid_token');
    });

    it('is signed by another key under the same key id', async () => {
      const [header, payload] = parts();
      const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
      const input = `${header}.${payload}`;
      const signature = sign('sha256', Buffer.from(input), privateKey).toString('base64url');
      const response = await post('/api/auth/google', { idToken: `${input}.${signature}` });
      expectError(response, 401, 'invalid_token');
    });

    it('is unsigned', async () => {
      const [, payload] = parts();
      const response = await post('/api/auth/google', {
        idToken: `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`,
      });
      expectError(response, 401, 'invalid_token');
    });

    it('is one of our own session tokens', async () => {
      const session = await post('/api/auth/google', { idToken: real });
      const { token } = sessionResponse.parse(session.body);
      const response = await post('/api/auth/google', { idToken: token });
      expectError(response, 401, 'invalid_token');
    });
  });

  it.each([
    ['no idToken', {}],
    ['an empty idToken', { idToken: '' }],
    ['an idToken that is not a string', { idToken: 42 }],
  ])("answers 400 'Google ID token is required' for %s", async (_label, json) => {
    const response = await post('/api/auth/google', json);
    const body = expectError(response, 400, 'validation_error');
    expect(body.fields).toEqual({ idToken: 'Google ID token is required' });
  });
});

describe('what this file was answered', () => {
  it('never carried a password hash', () => {
    expectNoSecretsInResponses([]);
  });

  it('cost no request more DynamoDB calls than its route documents', () => {
    expectDynamoCallsWithinBudget();
  });
});
