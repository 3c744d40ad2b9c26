import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerResponse, resetValidateResponse, sessionResponse } from '#shared/api/auth';
import {
  RESET_TTL_SECONDS,
  VERIFY_TTL_SECONDS,
} from '../../functions/src/domain/accounts/account-service';
import { startRuntimeProcess, type RuntimeProcess } from '../support/runtime-process';
import {
  advanceHours,
  expectError,
  getMe,
  inOneWindow,
  latestMail,
  mailTo,
  mailedToken,
  post,
  uniqueEmail,
  useRuntime,
} from './support/auth-api';

/*
 * Links and sessions age with the product's clock (`/dev/api/clock`), as they do with time in
 * AWS: a reset link past its hour, a verification link past its day and a session past its
 * lifetime are refused with the spec's messages, and each still works just before. On a runtime
 * of its own with the default session lifetime (the other clock journeys keep sessions across
 * their jumps: test/support/runtime-process.ts DAYS_PASS_ENV).
 */

const VERIFY_SUBJECT = 'Verify your email for Candor';
const RESET_SUBJECT = 'Reset your Candor password';
const INVALID_RESET = 'Invalid Reset Link';
const INVALID_RESET_DETAILS = 'This password reset link is invalid, expired or already used.';
const VERIFY_EXPIRED = 'Verification link has expired. Please request a new one.';
const SESSION_EXPIRED = 'Session expired. Please log in again.';
/** How far before or after a lifetime's end each check lands: the machine's own time moves too. */
const MARGIN_HOURS = 10 / 60;

let runtime: RuntimeProcess;

beforeAll(async () => {
  runtime = await startRuntimeProcess({ args: ['--no-web-build'] });
  useRuntime(runtime.url);
});

afterAll(async () => {
  await runtime?.stop();
});

const esme = {
  firstName: 'Esme',
  lastName: 'Expiry',
  email: uniqueEmail('esme-expiry'),
  password: 'Tidal-Compass-58',
};
/** The session registering gave: never refreshed or revoked, so only its age can end it. */
let registeredSession = '';
/** The verification link registering mailed. */
let firstVerifyLink = '';

describe('links and sessions on the product clock', () => {
  it('registers Esme, who gets a session and a verification link', async () => {
    const registered = await post('/api/auth/register', esme);
    expect(registered.status, registered.text).toBe(201);
    const session = registerResponse.parse(registered.body);
    registeredSession = session.token;
    firstVerifyLink = mailedToken(await latestMail(esme.email, VERIFY_SUBJECT), '/verify-email');
  });

  it("refuses a reset link once its hour has passed on the product's clock, not before", async () => {
    expect(RESET_TTL_SECONDS).toBe(3600);
    const asked = await post('/api/auth/password-reset/request', { email: esme.email });
    expect(asked.status, asked.text).toBe(200);
    const link = mailedToken(await latestMail(esme.email, RESET_SUBJECT), '/password-reset/reset');

    await advanceHours(RESET_TTL_SECONDS / 3600 - MARGIN_HOURS);
    const before = await post('/api/auth/password-reset/validate', { token: link });
    expect(before.status, before.text).toBe(200);
    expect(resetValidateResponse.parse(before.body).valid).toBe(true);

    await advanceHours(2 * MARGIN_HOURS);
    const validated = expectError(
      await post('/api/auth/password-reset/validate', { token: link }),
      400,
      'validation_error',
      INVALID_RESET,
    );
    expect(validated.details).toBe(INVALID_RESET_DETAILS);
    const reset = expectError(
      await post('/api/auth/password-reset/reset', { token: link, password: 'Quiet-River-2048!' }),
      400,
      'validation_error',
      INVALID_RESET,
    );
    expect(reset.details).toBe(INVALID_RESET_DETAILS);
    // The password did not change.
    const login = await post('/api/auth/login', { email: esme.email, password: esme.password });
    expect(login.status, login.text).toBe(200);
  });

  it('ends a session at its lifetime; a refresh before then gives a new one, which ends in turn', async () => {
    const login = await post('/api/auth/login', { email: esme.email, password: esme.password });
    expect(login.status, login.text).toBe(200);
    const first = sessionResponse.parse(login.body);
    const lifetimeHours = first.expiresIn / 3600;
    expect(first.expiresIn).toBe(86_400);

    // Just before its end the session works, and is refreshed.
    await advanceHours(lifetimeHours - MARGIN_HOURS);
    expect((await getMe(first.token)).status).toBe(200);
    // The session registering gave is older (by the reset link's hour) and has ended.
    expectError(await getMe(registeredSession), 401, 'session_expired', SESSION_EXPIRED);
    expectError(
      await post('/api/auth/refresh-session', undefined, registeredSession),
      401,
      'session_expired',
      SESSION_EXPIRED,
    );

    const refreshed = await post('/api/auth/refresh-session', undefined, first.token);
    expect(refreshed.status, refreshed.text).toBe(200);
    const second = sessionResponse.parse(refreshed.body);
    expect(second.expiresIn).toBe(first.expiresIn);
    // The refreshed session replaced the first one at once.
    expectError(await getMe(first.token), 401, 'session_expired', SESSION_EXPIRED);

    // Past the first session's lifetime, the new one runs from its own start.
    await advanceHours(2 * MARGIN_HOURS);
    expect((await getMe(second.token)).status).toBe(200);

    // Past the new session's lifetime, it and its refresh are refused.
    await advanceHours(lifetimeHours - MARGIN_HOURS);
    expectError(await getMe(second.token), 401, 'session_expired', SESSION_EXPIRED);
    expectError(
      await post('/api/auth/refresh-session', undefined, second.token),
      401,
      'session_expired',
      SESSION_EXPIRED,
    );

    // Signing in again starts a new session.
    const again = await post('/api/auth/login', { email: esme.email, password: esme.password });
    expect(again.status, again.text).toBe(200);
    expect((await getMe(sessionResponse.parse(again.body).token)).status).toBe(200);
  });

  it('refuses a verification link past its day with the spec message, and takes one just before', async () => {
    expect(VERIFY_TTL_SECONDS).toBe(86_400);
    // Registering's link is two days old by now.
    expectError(
      await post('/api/auth/verify-email', { token: firstVerifyLink }),
      400,
      'validation_error',
      VERIFY_EXPIRED,
    );

    expect((await post('/api/auth/resend-verification', { email: esme.email })).status).toBe(200);
    const late = mailedToken(await latestMail(esme.email, VERIFY_SUBJECT, 2), '/verify-email');
    await advanceHours(VERIFY_TTL_SECONDS / 3600 + MARGIN_HOURS);
    expectError(
      await post('/api/auth/verify-email', { token: late }),
      400,
      'validation_error',
      VERIFY_EXPIRED,
    );

    // Resending is limited to 3 in 15 minutes per address, in windows of the product's clock:
    // moving the clock past the window lets the address ask again.
    await inOneWindow(
      15 * 60,
      async () => {
        for (let i = 0; i < 3; i += 1) {
          const resent = await post('/api/auth/resend-verification', { email: esme.email });
          expect(resent.status, resent.text).toBe(200);
        }
        const limited = await post('/api/auth/resend-verification', { email: esme.email });
        expect(limited.status, limited.text).toBe(429);
        await advanceHours(15 / 60);
        const resent = await post('/api/auth/resend-verification', { email: esme.email });
        expect(resent.status, resent.text).toBe(200);
      },
      { startOfWindow: true },
    );

    const sent = (await mailTo(esme.email)).filter((mail) => mail.subject === VERIFY_SUBJECT);
    const link = mailedToken(
      await latestMail(esme.email, VERIFY_SUBJECT, sent.length),
      '/verify-email',
    );
    await advanceHours(VERIFY_TTL_SECONDS / 3600 - MARGIN_HOURS);
    const verified = await post('/api/auth/verify-email', { token: link });
    expect(verified.status, verified.text).toBe(200);
    expect((verified.body as { user: { emailVerified: boolean } }).user.emailVerified).toBe(true);
  });
});
