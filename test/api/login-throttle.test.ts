import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { checkRegistrationResponse } from '#shared/api/auth';
import {
  apiUrl,
  expectError,
  inOneWindow,
  post,
  uniqueEmail,
  type ApiResponse,
} from './support/auth-api';
import { register, send } from './support/teams-api';

/*
 * Sign-in limits that cannot be turned against the account holder: five wrong passwords from
 * one client stop that client (for that account) only; from a new client the right password
 * still signs in, only more slowly as failures pile up. Guessing the current password on a
 * stolen session is limited too, and check-registration says only what the register screen
 * needs.
 */

const LIMIT_MESSAGE = 'Too many login attempts; wait 15 minutes';
/**
 * The limits count fixed 15-minute windows: each journey runs in one (`inOneWindow`), or a window
 * turning over half-way would reset its count.
 */
const LOGIN_WINDOW = 15 * 60;

/** A POST from another loopback address: another client as far as the server can tell. */
function postFrom(localAddress: string, path: string, json: unknown): Promise<ApiResponse> {
  const url = new URL(path, apiUrl());
  const body = JSON.stringify(json);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: url.hostname,
        port: url.port,
        path: url.pathname,
        method: 'POST',
        localAddress,
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => {
          const headers = new Headers();
          for (const [name, value] of Object.entries(res.headers)) {
            if (typeof value === 'string') headers.set(name, value);
          }
          let parsed: unknown;
          try {
            parsed = JSON.parse(text);
          } catch {
            parsed = undefined;
          }
          resolve({ status: res.statusCode ?? 0, headers, text, body: parsed });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

describe('wrong passwords from one client', () => {
  it(
    'stop that client for that account, not the account holder elsewhere',
    { timeout: 60_000 },
    () =>
      inOneWindow(LOGIN_WINDOW, async () => {
        const victim = await register('Vic', uniqueEmail('throttle-victim'));
        const attacker = '127.0.0.2';
        for (let attempt = 1; attempt <= 5; attempt++) {
          const wrong = await postFrom(attacker, '/api/auth/login', {
            email: victim.email,
            password: `wrong-${attempt}`,
          });
          expectError(wrong, 401, 'invalid_credentials');
        }
        const blocked = await postFrom(attacker, '/api/auth/login', {
          email: victim.email,
          password: 'Lantern-Harbour-7',
        });
        expectError(blocked, 429, 'rate_limit', LIMIT_MESSAGE);
        expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);

        // The account holder, from another client, signs in with the right password.
        const holder = await post('/api/auth/login', {
          email: victim.email,
          password: 'Lantern-Harbour-7',
        });
        expect(holder.status, holder.text).toBe(200);
        expect(typeof (holder.body as { token?: unknown }).token).toBe('string');
      }),
  );
});

describe('wrong passwords from many clients', () => {
  it(
    'slow the right password from a new client by the growing delay, without refusing it',
    { timeout: 60_000 },
    () =>
      inOneWindow(LOGIN_WINDOW, async () => {
        const victim = await register('Vera', uniqueEmail('throttle-delay'));
        // Five wrong passwords from one client (its pair limit), two more from a second client:
        // seven failures for the account, two past the per-account limit of five.
        const guesses = [...Array<string>(5).fill('127.0.0.2'), '127.0.0.3', '127.0.0.3'];
        for (const [attempt, client] of guesses.entries()) {
          const wrong = await postFrom(client, '/api/auth/login', {
            email: victim.email,
            password: `wrong-${attempt}`,
          });
          expectError(wrong, 401, 'invalid_credentials');
        }

        // A new client with the right password: the per-account delay after seven failures is
        // 0.5 s doubled twice (2 s). A lower bound only: a busy machine can add time, never take
        // the server's pause away.
        const started = performance.now();
        const holder = await postFrom('127.0.0.4', '/api/auth/login', {
          email: victim.email,
          password: 'Lantern-Harbour-7',
        });
        const waited = performance.now() - started;
        expect(holder.status, holder.text).toBe(200);
        expect(typeof (holder.body as { token?: unknown }).token).toBe('string');
        expect(waited).toBeGreaterThanOrEqual(1_500);
      }),
  );
});

describe('changing the password', () => {
  it(
    'allows five wrong current passwords, then answers 429 with Retry-After',
    { timeout: 60_000 },
    () =>
      inOneWindow(LOGIN_WINDOW, async () => {
        const person = await register('Cass', uniqueEmail('throttle-change'));
        const change = (currentPassword: string) =>
          send('ChangePassword', {
            token: person.token,
            json: { currentPassword, newPassword: 'Quartz-Meadow-19!' },
          });
        for (let attempt = 1; attempt <= 5; attempt++) {
          expectError(await change(`guess-${attempt}`), 400, 'validation_error');
        }
        const blocked = await change('guess-6');
        expectError(blocked, 429, 'rate_limit');
        expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
      }),
  );
});

describe('check-registration', () => {
  it('answers with the status only: no name, no address', async () => {
    const person = await register('Nadia', uniqueEmail('throttle-check'), 'Named', {
      verified: false,
    });
    const response = await post('/api/auth/check-registration', { email: person.email });
    expect(response.status, response.text).toBe(200);
    expect(response.body).toEqual({ status: 'unverified' });
    expect(checkRegistrationResponse.parse(response.body)).toEqual({ status: 'unverified' });
  });
});
