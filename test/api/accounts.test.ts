import { describe, expect, it } from 'vitest';
import {
  authConfigResponse,
  checkRegistrationResponse,
  meResponse,
  messageResponse,
  registerResponse,
  sessionResponse,
  verifyEmailResponse,
} from '#shared/api/auth';
import {
  apiUrl,
  call,
  expectError,
  expectExactUser,
  expectDynamoCallsWithinBudget,
  expectNoSecretsInResponses,
  getMe,
  googleSession,
  latestMail,
  mailTo,
  mailedToken,
  post,
  storedItems,
  uniqueEmail,
} from './support/auth-api';

/*
 * Registration, e-mail verification and the registration checks, as one person's journey. The
 * per-e-mail limits are the deployed ones (5 registrations an hour per address): Ann's address
 * is registered 4 times here.
 */

const VERIFY_SUBJECT = 'Verify your email for Candor';

const ann = {
  firstName: 'Ann',
  lastName: 'Archer',
  email: uniqueEmail('ann'),
  password: 'lantern-orchid-42',
};
let annId = '';
let annToken = '';
const secrets = [ann.password];

describe('GET /api/auth/config', () => {
  it('tells the sign-in screens the Google client id and the local provider', async () => {
    const response = await call('GET', '/api/auth/config');
    expect(response.status).toBe(200);
    const body = authConfigResponse.parse(response.body);
    expect(body.google.clientId).not.toBe('');
    expect(body.google.provider).toBe('local');
  });
});

describe('registering', () => {
  it('creates an unverified account, signs the person in and answers 201', async () => {
    const response = await post('/api/auth/register', ann);
    expect(response.status, response.text).toBe(201);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = registerResponse.parse(response.body);
    expectExactUser(body.user);
    expect(body.user).toMatchObject({
      email: ann.email,
      firstName: 'Ann',
      lastName: 'Archer',
      phone: null,
      company: null,
      bio: null,
      avatarUrl: null,
      emailVerified: false,
      email_verified: false,
      authProvider: 'password',
    });
    expect(Number.isNaN(Date.parse(body.user.createdAt))).toBe(false);
    expect(body.wasUnverified).toBe(false);
    expect(body.verificationEmailSent).toBe(true);
    expect(body.expiresIn).toBeGreaterThan(0);
    annId = body.user.id;
    annToken = body.token;

    const me = await getMe(annToken);
    expect(me.status).toBe(200);
    expect(meResponse.parse(me.body).user.id).toBe(annId);
  });

  it('mails a verification link from the app origin, as text and as HTML', async () => {
    const mail = await latestMail(ann.email, VERIFY_SUBJECT);
    expect(mail.to).toEqual([ann.email]);
    expect(mail.text.length).toBeGreaterThan(0);
    expect(mail.html).toMatch(/<html/i);
    expect(mail.text).toContain('Hi Ann');
    const token = mailedToken(mail, '/verify-email');
    expect(token.length).toBeGreaterThanOrEqual(22); // 128+ random bits in base64url
    secrets.push(token);
  });

  it('stores a scrypt hash, never the password, and never the raw verification token', async () => {
    const items = await storedItems();
    const user = items.find((item) => item.entityType === 'User' && item.id === annId);
    expect(user).toBeDefined();
    expect(String(user?.passwordHash)).toMatch(/^scrypt\$/);
    const everything = JSON.stringify(items);
    for (const secret of secrets) expect(everything.includes(secret)).toBe(false);
  });

  it('reports the account as unverified to check-registration, whatever the case of the e-mail', async () => {
    const response = await post('/api/auth/check-registration', { email: ann.email.toUpperCase() });
    expect(response.status).toBe(200);
    // The status only: check-registration reveals no name or other personal data.
    expect(checkRegistrationResponse.parse(response.body)).toEqual({ status: 'unverified' });
    expect(response.body).toEqual({ status: 'unverified' });
  });

  it('answers 404 to check-registration for an address nobody registered', async () => {
    const response = await post('/api/auth/check-registration', { email: uniqueEmail('nobody') });
    expectError(response, 404, 'not_found');
  });

  it('resends the verification e-mail on request', async () => {
    const before = (await mailTo(ann.email)).length;
    const response = await post('/api/auth/resend-verification', { email: ann.email });
    expect(response.status).toBe(200);
    expect(messageResponse.parse(response.body).message).toBe(
      'Verification email sent successfully! Check your inbox.',
    );
    const mail = await latestMail(ann.email, VERIFY_SUBJECT, 2);
    expect((await mailTo(ann.email)).length).toBe(before + 1);
    secrets.push(mailedToken(mail, '/verify-email'));
  });

  it('answers resend for an unknown address exactly like success and mails nobody', async () => {
    const stranger = uniqueEmail('stranger');
    const response = await post('/api/auth/resend-verification', { email: stranger });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      message: 'Verification email sent successfully! Check your inbox.',
    });
    expect(await mailTo(stranger)).toEqual([]);
  });

  it('lets the same person register again before verifying: same account, wasUnverified, a new mail', async () => {
    const before = (await mailTo(ann.email)).filter((m) => m.subject === VERIFY_SUBJECT).length;
    const response = await post('/api/auth/register', ann);
    expect(response.status, response.text).toBe(201);
    const body = registerResponse.parse(response.body);
    expect(body.wasUnverified).toBe(true);
    expect(body.verificationEmailSent).toBe(true);
    expect(body.user.id).toBe(annId);
    expectExactUser(body.user);
    expect((await getMe(body.token)).status).toBe(200);
    await latestMail(ann.email, VERIFY_SUBJECT, before + 1);
  });

  it('refuses a second registration of an unverified address with another password (409)', async () => {
    const response = await post('/api/auth/register', {
      ...ann,
      firstName: 'Mallory',
      password: 'not-anns-password-9',
    });
    expectError(response, 409, 'duplicate_email', 'An account with this email already exists');
    const me = meResponse.parse((await getMe(annToken)).body);
    expect(me.user.firstName).toBe('Ann');
  });

  it('rejects a password under 6 characters and creates no account', async () => {
    const email = uniqueEmail('shorty');
    const response = await post('/api/auth/register', { ...ann, email, password: 'abc12' });
    const body = expectError(response, 400, 'validation_error', 'Password is too weak');
    expect(body.details).toBe('Your password must be at least 6 characters long.');
    expect(body.fields?.password).toBeTruthy();
    expectError(await post('/api/auth/check-registration', { email }), 404, 'not_found');
    expect(await mailTo(email)).toEqual([]);
  });

  it('rejects a common password and creates no account', async () => {
    const email = uniqueEmail('common');
    const response = await post('/api/auth/register', { ...ann, email, password: 'iloveyou' });
    const body = expectError(response, 400, 'validation_error', 'Password too weak');
    expect(body.fields?.password).toBeTruthy();
    expectError(await post('/api/auth/check-registration', { email }), 404, 'not_found');
  });
});

describe('verifying the e-mail address', () => {
  let token = '';

  it('verifies with the newest mailed link and welcomes the person', async () => {
    token = mailedToken(await latestMail(ann.email, VERIFY_SUBJECT), '/verify-email');
    const response = await post('/api/auth/verify-email', { token });
    expect(response.status, response.text).toBe(200);
    const body = verifyEmailResponse.parse(response.body);
    expect(body.message).toBe('Email verified successfully! Welcome to the product!');
    expectExactUser(body.user);
    expect(body.user).toMatchObject({ id: annId, emailVerified: true, email_verified: true });
  });

  it('shows the address as verified everywhere afterwards', async () => {
    const me = meResponse.parse((await getMe(annToken)).body);
    expect(me.user.emailVerified).toBe(true);
    const check = await post('/api/auth/check-registration', { email: ann.email });
    expect(checkRegistrationResponse.parse(check.body).status).toBe('verified');
  });

  it('refuses the same link a second time', async () => {
    const response = await post('/api/auth/verify-email', { token });
    expectError(response, 400, 'validation_error', 'Invalid verification link');
  });

  it('refuses a link nobody was sent', async () => {
    const response = await post('/api/auth/verify-email', { token: `x${token.slice(1)}` });
    expectError(response, 400, 'validation_error', 'Invalid verification link');
    const made = await post('/api/auth/verify-email', { token: 'made-up-token' });
    expectError(made, 400, 'validation_error', 'Invalid verification link');
  });

  it('answers resend with 400 once the address is verified, and mails nothing', async () => {
    const before = (await mailTo(ann.email)).length;
    const response = await post('/api/auth/resend-verification', { email: ann.email });
    expectError(response, 400, 'validation_error', 'Email is already verified');
    expect((await mailTo(ann.email)).length).toBe(before);
  });

  it('refuses to register a verified address again, even with its password and another case (409)', async () => {
    const response = await post('/api/auth/register', { ...ann, email: ann.email.toUpperCase() });
    expectError(response, 409, 'duplicate_email', 'An account with this email already exists');
  });
});

describe('signing in with the account', () => {
  it('logs in with the password, the e-mail in any case and with spaces around it', async () => {
    const response = await post('/api/auth/login', {
      email: `  ${ann.email.toUpperCase()} `,
      password: ann.password,
    });
    expect(response.status, response.text).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const body = sessionResponse.parse(response.body);
    expectExactUser(body.user);
    expect(body.user.id).toBe(annId);
    expect(body.expiresIn).toBeGreaterThan(0);
    expect((await getMe(body.token)).status).toBe(200);
  });

  it('links Google sign-in with the same address to the verified account', async () => {
    const google = await googleSession(ann.email, 'Ann', 'Archer');
    expect(google.userId).toBe(annId);
    const me = meResponse.parse((await getMe(google.token)).body);
    expectExactUser(me.user);
    expect(me.user).toMatchObject({ id: annId, email: ann.email, emailVerified: true });
    // The password keeps working beside Google.
    const login = await post('/api/auth/login', { email: ann.email, password: ann.password });
    expect(login.status).toBe(200);
  });
});

describe('what this file was answered', () => {
  it('never carried a password, a password hash or a mailed token', () => {
    expectNoSecretsInResponses(secrets);
  });

  it('always named the app origin in mailed links', async () => {
    for (const mail of await mailTo(ann.email)) {
      expect(mail.text).toContain(`${apiUrl()}/verify-email?token=`);
    }
  });

  it('cost no request more DynamoDB calls than its route documents', () => {
    expectDynamoCallsWithinBudget();
  });
});
