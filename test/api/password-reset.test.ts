import { describe, expect, it } from 'vitest';
import {
  messageResponse,
  registerResponse,
  resetValidateResponse,
  sessionResponse,
} from '#shared/api/auth';
import {
  expectError,
  expectDynamoCallsWithinBudget,
  expectNoSecretsInResponses,
  getMe,
  latestMail,
  mailTo,
  mailedToken,
  post,
  storedItems,
  uniqueEmail,
} from './support/auth-api';

/*
 * "Forgot password": the reset request, the mailed link, its validation and the reset itself.
 * Pia's address asks for one reset link, under the limit of 3 an hour per address.
 */

const RESET_SUBJECT = 'Reset your Candor password';
const SENT = 'Password reset instructions sent to your email';

const pia = {
  firstName: 'Pia',
  lastName: 'Park',
  email: uniqueEmail('pia'),
  password: 'marble-falcon-31',
};
const newPassword = 'Quiet-River-2048!';
const secrets = [pia.password, newPassword];
let piaId = '';
let resetToken = '';
let verifyToken = '';
const sessionsBefore: string[] = [];

describe('asking for a reset link', () => {
  it('answers 200 and mails a link from the app origin, as text and as HTML', async () => {
    const registered = await post('/api/auth/register', pia);
    expect(registered.status, registered.text).toBe(201);
    const session = registerResponse.parse(registered.body);
    piaId = session.user.id;
    sessionsBefore.push(session.token);
    verifyToken = mailedToken(
      await latestMail(pia.email, 'Verify your email for Candor'),
      '/verify-email',
    );

    // The address in another case still finds the account.
    const response = await post('/api/auth/password-reset/request', {
      email: pia.email.toUpperCase(),
    });
    expect(response.status, response.text).toBe(200);
    expect(messageResponse.parse(response.body).message).toBe(SENT);

    const mail = await latestMail(pia.email, RESET_SUBJECT);
    expect(mail.to).toEqual([pia.email]);
    expect(mail.text).toContain('Hi Pia');
    expect(mail.html).toMatch(/<html/i);
    resetToken = mailedToken(mail, '/password-reset/reset');
    expect(resetToken.length).toBeGreaterThanOrEqual(22);
    secrets.push(resetToken, verifyToken);
  });

  it('keeps only a hash of the link token', async () => {
    expect(JSON.stringify(await storedItems()).includes(resetToken)).toBe(false);
  });

  it('answers an unknown address exactly the same and mails nobody', async () => {
    const stranger = uniqueEmail('no-account');
    const response = await post('/api/auth/password-reset/request', { email: stranger });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: SENT });
    expect(await mailTo(stranger)).toEqual([]);
  });
});

describe('validating the link', () => {
  it('says it is valid and shows the address masked', async () => {
    const response = await post('/api/auth/password-reset/validate', { token: resetToken });
    expect(response.status, response.text).toBe(200);
    const body = resetValidateResponse.parse(response.body);
    expect(body.valid).toBe(true);
    const [name = '', domain = ''] = pia.email.split('@');
    expect(body.email).not.toBe(pia.email);
    expect(body.email).not.toContain(name);
    expect(body.email.startsWith(name.slice(0, 2))).toBe(true);
    expect(body.email).toContain('*');
    expect(body.email.endsWith(`@${domain}`)).toBe(true);
  });

  it("answers 400 'Invalid Reset Link' for a token nobody was sent", async () => {
    const response = await post('/api/auth/password-reset/validate', { token: 'made-up-token' });
    expectError(response, 400, 'validation_error', 'Invalid Reset Link');
  });

  it('does not take a verification token for a reset token, nor the other way round', async () => {
    const asReset = await post('/api/auth/password-reset/validate', { token: verifyToken });
    expectError(asReset, 400, 'validation_error', 'Invalid Reset Link');
    const resetWithIt = await post('/api/auth/password-reset/reset', {
      token: verifyToken,
      password: newPassword,
    });
    expectError(resetWithIt, 400, 'validation_error', 'Invalid Reset Link');
    const asVerify = await post('/api/auth/verify-email', { token: resetToken });
    expectError(asVerify, 400, 'validation_error', 'Invalid verification link');
  });
});

describe('resetting the password', () => {
  it.each([
    ['shorter than 8 characters', 'Ab1!xyz'],
    ['without an uppercase letter', 'quiet-river-2048!'],
    ['without a lowercase letter', 'QUIET-RIVER-2048!'],
    ['without a digit', 'Quiet-River-Flows!'],
    ['without a special character', 'QuietRiver2048'],
  ])('refuses a password %s and leaves the link usable', async (_rule, password) => {
    const response = await post('/api/auth/password-reset/reset', { token: resetToken, password });
    const body = expectError(
      response,
      400,
      'validation_error',
      'Password does not meet security requirements',
    );
    expect(body.fields?.password).toBe('Password does not meet security requirements');
    const still = await post('/api/auth/password-reset/validate', { token: resetToken });
    expect(still.status).toBe(200);
  });

  it('sets the new password, signs out every older session and ends other reset links', async () => {
    await post('/api/auth/password-reset/request', { email: pia.email });
    const otherLink = mailedToken(
      await latestMail(pia.email, RESET_SUBJECT, 2),
      '/password-reset/reset',
    );
    expect(otherLink).not.toBe(resetToken);
    secrets.push(otherLink);
    const login = await post('/api/auth/login', { email: pia.email, password: pia.password });
    sessionsBefore.push(sessionResponse.parse(login.body).token);
    for (const token of sessionsBefore) expect((await getMe(token)).status).toBe(200);

    const response = await post('/api/auth/password-reset/reset', {
      token: resetToken,
      password: newPassword,
    });
    expect(response.status, response.text).toBe(200);
    expect(messageResponse.parse(response.body).message).toBe('Password reset successfully!');

    for (const token of sessionsBefore) {
      expectError(await getMe(token), 401, 'session_expired');
    }
    const stale = await post('/api/auth/password-reset/validate', { token: otherLink });
    expectError(stale, 400, 'validation_error', 'Invalid Reset Link');
  });

  it('refuses the same link a second time, for validation and for reset', async () => {
    const validate = await post('/api/auth/password-reset/validate', { token: resetToken });
    expectError(validate, 400, 'validation_error', 'Invalid Reset Link');
    const again = await post('/api/auth/password-reset/reset', {
      token: resetToken,
      password: 'Another-Good-1!',
    });
    expectError(again, 400, 'validation_error', 'Invalid Reset Link');
  });

  it('signs in with the new password and no longer with the old one', async () => {
    const old = await post('/api/auth/login', { email: pia.email, password: pia.password });
    expectError(old, 401, 'invalid_credentials', 'Invalid email or password');
    const fresh = await post('/api/auth/login', { email: pia.email, password: newPassword });
    expect(fresh.status, fresh.text).toBe(200);
    const body = sessionResponse.parse(fresh.body);
    expect(body.user.id).toBe(piaId);
    expect((await getMe(body.token)).status).toBe(200);
  });
});

describe('what this file was answered', () => {
  it('never carried a password, a password hash or a mailed token', () => {
    expectNoSecretsInResponses(secrets);
  });

  it('cost no request more DynamoDB calls than its route documents', () => {
    expectDynamoCallsWithinBudget();
  });
});
