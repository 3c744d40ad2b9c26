import { describe, expect, it } from 'vitest';
import { ApiError } from './api-client';
import { describeError, loginFailure, registerFailure, toErrorObject } from './error-catalogue';

const api = (status: number, errorType: string, message: string, extra = {}) =>
  new ApiError(status, errorType, message, extra);

describe('login failures (spec 1 §8, Login table)', () => {
  it.each([
    [
      api(0, 'timeout', 'Request timed out'),
      'Login request timed out; try again in a moment',
      8000,
    ],
    [api(429, 'rate_limit', 'whatever'), 'Too many login attempts; wait 15 minutes', 10_000],
    [api(408, 'server_timeout', 'x'), 'Server timeout', 8000],
    [api(401, 'invalid_credentials', 'nope'), 'Invalid email or password', 8000],
    [api(500, 'server_error', 'boom'), 'Server temporarily unavailable', 10_000],
    [api(503, 'email_failed', 'mail down'), 'Server temporarily unavailable', 10_000],
    [api(0, 'network_error', 'x'), 'Connection problem', 10_000],
    [api(400, 'validation_error', 'Email is required'), 'Email is required', 8000],
  ])('%s -> %s for %i ms, titled Login failed', (error, message, duration) => {
    expect(loginFailure(error)).toMatchObject({ title: 'Login failed', message, duration });
  });

  it("falls back to 'Login failed' when the server said nothing", () => {
    expect(loginFailure(api(418, 'unknown_error', '')).message).toBe('Login failed');
  });

  it('explains an unexpected failure of the screen itself', () => {
    expect(loginFailure(new TypeError('x is undefined'))).toMatchObject({
      title: 'Login failed',
      message: 'An unexpected error occurred during login.',
    });
  });
});

describe('register failures (spec 1 §8, Register)', () => {
  it('409: the account exists, with the advice to log in or use another e-mail', () => {
    const result = registerFailure(
      api(409, 'duplicate_email', 'An account with this email already exists'),
    );
    expect(result.message).toBe('An account with this email already exists');
    expect(result.error?.details).toMatch(/Log in instead/);
    expect(result.error?.action).toBe('Try signing in instead.');
  });

  it("400: 'Please check your information' with the server's message, for 8 s", () => {
    expect(registerFailure(api(400, 'validation_error', 'Password too weak'))).toMatchObject({
      title: 'Please check your information',
      message: 'Password too weak',
      duration: 8000,
    });
  });

  it.each([
    [api(502, 'server_error', 'x'), 'Server temporarily unavailable', 10_000],
    [api(0, 'timeout', 'x'), 'Request timed out', 8000],
    [api(0, 'network_error', 'x'), 'Connection problem', 10_000],
    [api(403, 'forbidden', 'x'), 'Registration failed', 4000],
  ])('%s -> %s', (error, message, duration) => {
    expect(registerFailure(error)).toMatchObject({ message, duration });
  });
});

describe('error objects (spec 1 §8, message / detail / action)', () => {
  it.each([
    [
      'duplicate_email',
      'Account already exists',
      'This email is already registered.',
      'Try signing in instead.',
    ],
    [
      'validation_error',
      'Please check your information',
      'Some fields need correction.',
      'Review and try again.',
    ],
    [
      'password_mismatch',
      'Passwords do not match',
      'Password fields must be identical.',
      'Make sure both match.',
    ],
    [
      'weak_password',
      'Password too weak',
      'Must be at least 6 characters.',
      'Choose a stronger password.',
    ],
    [
      'network_error',
      'Connection problem',
      'Cannot connect to servers.',
      'Check internet and try again.',
    ],
    [
      'server_error',
      'Server unavailable',
      'Servers experiencing issues.',
      'Try again in a few minutes.',
    ],
    [
      'timeout',
      'Request timed out',
      'Server took too long to respond.',
      'Try again or wait a moment.',
    ],
  ])('%s', (errorType, message, details, action) => {
    expect(toErrorObject({ errorType, message: '' })).toEqual({
      errorType,
      message,
      details,
      action,
    });
  });

  it('maps an API error by its type, any 5xx counting as server_error', () => {
    expect(toErrorObject(api(502, 'bad_gateway', 'x'))).toMatchObject({
      errorType: 'server_error',
      message: 'Server unavailable',
    });
    expect(toErrorObject(api(0, 'timeout', 'Request timed out')).action).toBe(
      'Try again or wait a moment.',
    );
  });

  it('falls back to the message, or Something went wrong, with Please try again.', () => {
    expect(toErrorObject(api(404, 'not_found', 'Team not found'))).toMatchObject({
      message: 'Team not found',
      action: 'Please try again.',
    });
    expect(toErrorObject(new Error(''))).toMatchObject({
      message: 'Something went wrong',
      action: 'Please try again.',
    });
  });

  it('says An unexpected error occurred for a missing error, and just the message for a string', () => {
    expect(toErrorObject(undefined).message).toBe('An unexpected error occurred');
    expect(toErrorObject('Nope')).toEqual({ errorType: 'unknown_error', message: 'Nope' });
  });
});

describe('other failures', () => {
  it("titles the screen's failure and prefers the server's message", () => {
    expect(
      describeError(
        api(400, 'validation_error', 'First name is required'),
        'Profile update failed',
      ),
    ).toMatchObject({
      title: 'Profile update failed',
      message: 'First name is required',
      duration: 8000,
    });
  });

  it('uses the catalogue words for connection problems and timeouts', () => {
    expect(describeError(api(0, 'network_error', 'x'), 'Password change failed')).toMatchObject({
      title: 'Password change failed',
      message: 'Connection problem',
      duration: 10_000,
    });
  });

  it("says the screen's own words when there is nothing better", () => {
    expect(describeError(new Error('internal'), 'Google login failed')).toMatchObject({
      message: 'Google login failed',
      duration: 4000,
    });
  });
});
