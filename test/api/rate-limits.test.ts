import { describe, expect, it } from 'vitest';
import { messageResponse } from '#shared/api/auth';
import {
  expectError,
  inOneWindow,
  latestMail,
  mailTo,
  post,
  uniqueEmail,
  expectDynamoCallsWithinBudget,
} from './support/auth-api';

/*
 * Limits per e-mail address, as deployed. Limits per client are raised for the shared runtime of
 * the api project (every test calls from 127.0.0.1); client-limits.test.ts checks the deployed
 * ones on a runtime of its own.
 */

const LOGIN_WINDOW = 15 * 60;
/** A new account's details; each journey (and each run of one, see `inOneWindow`) has its own. */
const person = (label: string) => ({
  firstName: 'Lee',
  lastName: 'Lim',
  email: uniqueEmail(label),
  password: 'granite-willow-63',
});

async function registered(label: string) {
  const account = person(label);
  const response = await post('/api/auth/register', account);
  expect(response.status, response.text).toBe(201);
  return account;
}

function expectRetryAfter(header: string | null, windowSeconds: number): void {
  expect(header, 'Retry-After').toMatch(/^\d+$/);
  const seconds = Number(header);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(windowSeconds);
}

describe('failed logins for one address', () => {
  it(
    'lock the address after 5 failures, even for the right password, with Retry-After',
    { timeout: 60_000 },
    () =>
      inOneWindow(LOGIN_WINDOW, async () => {
        const lee = await registered('lee');
        for (let attempt = 1; attempt <= 5; attempt++) {
          const response = await post('/api/auth/login', {
            email: lee.email,
            password: `wrong-${attempt}`,
          });
          expectError(response, 401, 'invalid_credentials', 'Invalid email or password');
        }

        const right = await post('/api/auth/login', { email: lee.email, password: lee.password });
        expectError(right, 429, 'rate_limit', 'Too many login attempts; wait 15 minutes');
        expectRetryAfter(right.headers.get('retry-after'), LOGIN_WINDOW);
        expect(right.text).not.toContain('token');

        // The address in another case is the same address.
        const shouted = await post('/api/auth/login', {
          email: lee.email.toUpperCase(),
          password: lee.password,
        });
        expectError(shouted, 429, 'rate_limit', 'Too many login attempts; wait 15 minutes');
      }),
  );

  it('leave other addresses free to sign in', async () => {
    const other = { ...person('lou'), firstName: 'Lou' };
    expect((await post('/api/auth/register', other)).status).toBe(201);
    const response = await post('/api/auth/login', {
      email: other.email,
      password: other.password,
    });
    expect(response.status, response.text).toBe(200);
  });
});

describe('verification e-mails for one address', () => {
  it(
    'are resent 3 times in 15 minutes, then refused with 429 and Retry-After',
    { timeout: 60_000 },
    () =>
      inOneWindow(LOGIN_WINDOW, async () => {
        const lee = await registered('lee-resend');
        // The mail register sent, before any resend.
        await latestMail(lee.email, 'Verify your email for Candor', 1);
        const before = (await mailTo(lee.email)).length;
        for (let n = 1; n <= 3; n++) {
          const response = await post('/api/auth/resend-verification', { email: lee.email });
          expect(response.status, response.text).toBe(200);
          expect(messageResponse.parse(response.body).message).toBe(
            'Verification email sent successfully! Check your inbox.',
          );
        }
        await latestMail(lee.email, 'Verify your email for Candor', before + 3);

        const refused = await post('/api/auth/resend-verification', { email: lee.email });
        expectError(refused, 429, 'rate_limit');
        expectRetryAfter(refused.headers.get('retry-after'), LOGIN_WINDOW);
        expect((await mailTo(lee.email)).length).toBe(before + 3);
      }),
  );
});

describe('reset requests for one address', () => {
  it(
    'mail at most 3 links an hour and then answer the same without mailing',
    { timeout: 60_000 },
    () =>
      inOneWindow(60 * 60, async () => {
        const lee = await registered('lee-reset');
        const subject = 'Reset your Candor password';
        for (let n = 1; n <= 4; n++) {
          const response = await post('/api/auth/password-reset/request', { email: lee.email });
          expect(response.status, response.text).toBe(200);
          expect(response.body).toEqual({
            message: 'Password reset instructions sent to your email',
          });
        }
        await latestMail(lee.email, subject, 3);
        const resets = (await mailTo(lee.email)).filter((mail) => mail.subject === subject);
        expect(resets).toHaveLength(3);
      }),
  );
});

describe('what this file was answered', () => {
  it('cost no request more DynamoDB calls than its route documents', () => {
    expectDynamoCallsWithinBudget();
  });
});
