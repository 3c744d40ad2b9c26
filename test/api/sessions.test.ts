import { describe, expect, it } from 'vitest';
import {
  changePasswordResponse,
  meResponse,
  messageResponse,
  registerResponse,
  sessionResponse,
} from '#shared/api/auth';
import {
  call,
  expectError,
  expectExactUser,
  expectDynamoCallsWithinBudget,
  expectNoSecretsInResponses,
  getMe,
  googleSession,
  post,
  uniqueEmail,
} from './support/auth-api';

/*
 * Sessions: signing in and out, refreshing, tampered and revoked tokens, changing the password.
 */

const sam = {
  firstName: 'Sam',
  lastName: 'Sato',
  email: uniqueEmail('sam'),
  password: 'harbour-violet-77',
};
const newPassword = 'copper-meadow-58';
const secrets = [sam.password, newPassword];
let samId = '';

async function login(password = sam.password): Promise<string> {
  const response = await post('/api/auth/login', { email: sam.email, password });
  expect(response.status, response.text).toBe(200);
  return sessionResponse.parse(response.body).token;
}

describe('signing in', () => {
  it('registers the person this file signs in with', async () => {
    const response = await post('/api/auth/register', sam);
    expect(response.status, response.text).toBe(201);
    samId = registerResponse.parse(response.body).user.id;
  });

  it('answers 200 with a token, the user and the lifetime', async () => {
    const response = await post('/api/auth/login', { email: sam.email, password: sam.password });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = sessionResponse.parse(response.body);
    expectExactUser(body.user);
    expect(body.user).toMatchObject({ id: samId, email: sam.email, authProvider: 'password' });
    expect(body.token.split('.')).toHaveLength(3);
    expect(body.expiresIn).toBeGreaterThan(0);
    const me = await getMe(body.token);
    expect(me.status).toBe(200);
    expect(meResponse.parse(me.body).user).toEqual(body.user);
  });

  it('answers 401 invalid_credentials for a wrong password and for an unknown address alike', async () => {
    const wrong = await post('/api/auth/login', { email: sam.email, password: 'not-it-at-all' });
    expectError(wrong, 401, 'invalid_credentials', 'Invalid email or password');
    const unknown = await post('/api/auth/login', {
      email: uniqueEmail('ghost'),
      password: sam.password,
    });
    expectError(unknown, 401, 'invalid_credentials', 'Invalid email or password');
    // Nothing in the answer tells whether the address has an account.
    expect(unknown.body).toEqual(wrong.body);
  });
});

describe('signed-in routes without a live session', () => {
  it.each([
    ['no Authorization header', undefined],
    ['a Basic credential', 'Basic c2FtOnNlY3JldA=='],
    ['an empty bearer', 'Bearer '],
    ['a bearer that is not a token', 'Bearer not-a-token'],
    ['a JWT with no signature', 'Bearer eyJhbGciOiJub25lIn0.eyJzdWIiOiJ4In0.'],
  ])('answer 401 to %s', async (_label, authorization) => {
    const response = await call('GET', '/api/auth/me', {
      headers: authorization ? { authorization } : {},
    });
    expect(response.status).toBe(401);
    expect(response.body).toMatchObject({ errorType: expect.stringMatching(/unauthorized|token/) });
  });
});

/** The 64 characters of base64url. */
const B64URL = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** A small seeded generator, so a failing run can be repeated with the seed it prints. */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/**
 * Single-character changes of a token: at every position one other base64url character, and at
 * the last character of each part every other one (the last character of a base64url part
 * carries padding bits, where a lenient decoder would read two strings as the same bytes).
 */
function singleCharacterChanges(token: string, seed: number): string[] {
  const random = mulberry32(seed);
  const changed: string[] = [];
  const at = (i: number, c: string) => `${token.slice(0, i)}${c}${token.slice(i + 1)}`;
  for (let i = 0; i < token.length; i++) {
    const original = token[i] as string;
    if (original === '.') continue;
    const isLastOfPart = i === token.length - 1 || token[i + 1] === '.';
    const others = [...B64URL].filter((c) => c !== original);
    if (isLastOfPart) {
      for (const c of others) changed.push(at(i, c));
    } else {
      changed.push(at(i, others[Math.floor(random() * others.length)] as string));
    }
  }
  return changed;
}

describe('a session token changed in any one character', () => {
  it('is refused with 401 at every position of the header, payload and signature', async () => {
    const token = await login();
    expect((await getMe(token)).status).toBe(200);
    const seed = Date.now() % 2 ** 31;
    const tokens = singleCharacterChanges(token, seed);
    const [header = '', payload = '', signature = ''] = token.split('.');
    expect(tokens.length).toBeGreaterThanOrEqual(header.length + payload.length + signature.length);

    const accepted: string[] = [];
    for (let start = 0; start < tokens.length; start += 24) {
      const batch = tokens.slice(start, start + 24);
      const answers = await Promise.all(batch.map((t) => getMe(t)));
      answers.forEach((answer, k) => {
        if (answer.status !== 401) {
          const t = batch[k] as string;
          const position = [...t].findIndex((c, i) => c !== token[i]);
          accepted.push(`position ${position} -> '${t[position]}' answered ${answer.status}`);
        }
      });
    }
    expect(accepted, `seed ${seed}`).toEqual([]);
    // The untouched token still works: the 401s were about the changes.
    expect((await getMe(token)).status).toBe(200);
  });
});

describe('refreshing the session', () => {
  it('gives a new working token and retires the old one', async () => {
    const old = await login();
    const response = await post('/api/auth/refresh-session', undefined, old);
    expect(response.status, response.text).toBe(200);
    const body = sessionResponse.parse(response.body);
    expectExactUser(body.user);
    expect(body.user.id).toBe(samId);
    expect(body.token).not.toBe(old);
    expect((await getMe(body.token)).status).toBe(200);
    expectError(await getMe(old), 401, 'session_expired');
    expectError(await post('/api/auth/refresh-session', undefined, old), 401, 'session_expired');
  });

  it('replaces one session with one: ten refreshes at once leave a single live session', async () => {
    const old = await login();
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => post('/api/auth/refresh-session', undefined, old)),
    );
    const won = answers.filter((a) => a.status === 200);
    expect(won).toHaveLength(1);
    for (const lost of answers.filter((a) => a.status !== 200)) {
      expectError(lost, 401, 'session_expired');
    }
    const token = sessionResponse.parse(won[0]?.body).token;
    expect((await getMe(token)).status).toBe(200);
    expectError(await getMe(old), 401, 'session_expired');
  });
});

describe('logging out', () => {
  it('answers 200 and the token stops working', async () => {
    const token = await login();
    const response = await post('/api/auth/logout', undefined, token);
    expect(response.status, response.text).toBe(200);
    expect(messageResponse.parse(response.body).message).toBe('Logged out successfully');
    expectError(await getMe(token), 401, 'session_expired');
    expectError(await post('/api/auth/refresh-session', undefined, token), 401, 'session_expired');
    expectError(await post('/api/auth/logout', undefined, token), 401, 'session_expired');
  });

  // Clients commonly send a JSON content type on every request; a logout that then fails leaves
  // the token alive while the web app (which ignores logout failures) believes it is signed out.
  it('works when the client sends a JSON content type with no body', async () => {
    const token = await login();
    const response = await call('POST', '/api/auth/logout', {
      token,
      headers: { 'content-type': 'application/json' },
    });
    expect(response.status, response.text).toBe(200);
    expectError(await getMe(token), 401, 'session_expired');
  });
});

describe('changing the password', () => {
  let current = '';
  let other = '';

  it('refuses a wrong current password with a field error and changes nothing', async () => {
    current = await login();
    other = await login();
    const response = await call('PUT', '/api/auth/password', {
      token: current,
      json: { currentPassword: 'not-the-password', newPassword },
    });
    const body = expectError(response, 400, 'validation_error', 'Current password is incorrect');
    expect(body.fields).toEqual({ currentPassword: 'Current password is incorrect' });
    expect((await getMe(current)).status).toBe(200);
    expect((await getMe(other)).status).toBe(200);
  });

  it('refuses a new password under 6 characters', async () => {
    const response = await call('PUT', '/api/auth/password', {
      token: current,
      json: { currentPassword: sam.password, newPassword: 'ab1!x' },
    });
    const body = expectError(response, 400, 'validation_error');
    expect(body.fields?.newPassword).toBe('New password must be at least 6 characters long');
  });

  it.each(['password', 'qwerty123', 'iloveyou'])('refuses the common password %s', async (weak) => {
    const response = await call('PUT', '/api/auth/password', {
      token: current,
      json: { currentPassword: sam.password, newPassword: weak },
    });
    const body = expectError(response, 400, 'validation_error', 'Password too weak');
    expect(body.fields?.newPassword).toBeTruthy();
  });

  it('refuses the current password as the new one, and keeps every session', async () => {
    const response = await call('PUT', '/api/auth/password', {
      token: current,
      json: { currentPassword: sam.password, newPassword: sam.password },
    });
    const body = expectError(response, 400, 'validation_error');
    expect(body.fields?.newPassword).toBe(
      'The new password must be different from the current one',
    );
    expect((await getMe(current)).status).toBe(200);
    expect((await getMe(other)).status).toBe(200);
  });

  it('changes it, returns a new token and retires every older session', async () => {
    const response = await call('PUT', '/api/auth/password', {
      token: current,
      json: { currentPassword: sam.password, newPassword },
    });
    expect(response.status, response.text).toBe(200);
    const body = changePasswordResponse.parse(response.body);
    expect(body.message).toBe('Password changed successfully');
    expect(body.expiresIn).toBeGreaterThan(0);

    expect(meResponse.parse((await getMe(body.token)).body).user.id).toBe(samId);
    expectError(await getMe(current), 401, 'session_expired');
    expectError(await getMe(other), 401, 'session_expired');
  });

  it('signs in with the new password only', async () => {
    const old = await post('/api/auth/login', { email: sam.email, password: sam.password });
    expectError(old, 401, 'invalid_credentials', 'Invalid email or password');
    expect((await getMe(await login(newPassword))).status).toBe(200);
  });
});

/*
 * Account pre-hijacking: anyone can register an address they do not own; it stays unverified.
 * When the address's owner later signs in with Google, the account is linked to them and marked
 * verified. The password chosen by whoever registered first must not keep working, and sessions
 * issued before the link must end, or that person keeps a way into the owner's account.
 */
describe('Google sign-in linking an account nobody verified', () => {
  it('ends the password and the sessions of whoever registered the address', async () => {
    const victim = uniqueEmail('victim');
    const squatter = {
      firstName: 'Eve',
      lastName: 'Early',
      email: victim,
      password: 'squat-pass-77',
    };
    secrets.push(squatter.password);
    const registered = await post('/api/auth/register', squatter);
    expect(registered.status, registered.text).toBe(201);
    const squatterSession = registerResponse.parse(registered.body);
    expect(squatterSession.user.emailVerified).toBe(false);

    const owner = await googleSession(victim, 'Vic', 'Owner');
    expect(owner.userId).toBe(squatterSession.user.id);
    expect(meResponse.parse((await getMe(owner.token)).body).user.emailVerified).toBe(true);

    expect
      .soft((await getMe(squatterSession.token)).status, 'a session from before the link')
      .toBe(401);
    const viaPassword = await post('/api/auth/login', {
      email: victim,
      password: squatter.password,
    });
    expect.soft(viaPassword.status, 'the password set before the link').toBe(401);
  });
});

describe('what this file was answered', () => {
  it('never carried a password or a password hash', () => {
    expectNoSecretsInResponses(secrets);
  });

  it('cost no request more DynamoDB calls than its route documents', () => {
    expectDynamoCallsWithinBudget();
  });
});
