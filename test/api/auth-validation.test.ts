import { beforeAll, describe, expect, it } from 'vitest';
import { routeList, type RouteEntry, type RouteId } from '#shared/api/routes';
import {
  call,
  expectDynamoCallsWithinBudget,
  expectError,
  googleSession,
  uniqueEmail,
} from './support/auth-api';

/*
 * The bad-input sweep of the auth routes, derived from the route table: missing fields, wrong
 * types, malformed JSON, wrong content types and missing sessions. Every request here fails
 * validation before any service runs, so none of them counts against a rate limit.
 */

/** The fields each auth route with a body cannot do without. */
const required: Partial<Record<RouteId, string[]>> = {
  Login: ['email', 'password'],
  GoogleLogin: ['idToken'],
  Register: ['firstName', 'lastName', 'email', 'password'],
  CheckRegistration: ['email'],
  ResendVerification: ['email'],
  VerifyEmail: ['token'],
  RequestPasswordReset: ['email'],
  ValidatePasswordReset: ['token'],
  ResetPassword: ['token', 'password'],
  ChangePassword: ['currentPassword', 'newPassword'],
  UpdateProfile: ['firstName', 'lastName'],
  UpdateTimeZone: ['timezone'],
  // Listed size first: the sweep's wrong value for the second field is a number.
  CreateAvatarUpload: ['size', 'contentType'],
  DeleteAccount: ['confirmation'],
};

const authRoutes = routeList.filter((route) => route.area === 'auth');
const withBody = authRoutes.filter((route) => route.body);
const jsonRoutes = withBody.filter((route) => route.bodyType !== 'multipart');
const userRoutes = authRoutes.filter((route) => route.auth === 'user');

let token = '';
beforeAll(async () => {
  ({ token } = await googleSession(uniqueEmail('val'), 'Val', 'Vega'));
});

const send = (route: RouteEntry, init: { body?: string; contentType?: string; json?: unknown }) =>
  call(route.method, route.path, {
    ...(route.auth === 'user' ? { token } : {}),
    ...(init.json !== undefined ? { json: init.json } : {}),
    ...(init.body !== undefined ? { body: init.body } : {}),
    headers: init.contentType ? { 'content-type': init.contentType } : {},
  });

describe('the sweep', () => {
  it('knows the required fields of every auth route that takes a body', () => {
    expect(withBody.map((route) => route.id).sort()).toEqual(Object.keys(required).sort());
  });
});

describe.each(jsonRoutes.map((route) => [route.id, route] as const))('%s', (_id, route) => {
  const fields = required[route.id] ?? [];

  it('names every missing field in a 400', async () => {
    const response = await send(route, { json: {} });
    const body = expectError(response, 400, 'validation_error', 'Please check your information');
    expect(Object.keys(body.fields ?? {}).sort()).toEqual([...fields].sort());
  });

  it('names every field of the wrong type in a 400', async () => {
    const wrong = Object.fromEntries(fields.map((field, i) => [field, i % 2 ? 42 : ['x']]));
    const response = await send(route, { json: wrong });
    const body = expectError(response, 400, 'validation_error');
    expect(Object.keys(body.fields ?? {}).sort()).toEqual([...fields].sort());
  });

  it('answers 400 to a body that is not an object', async () => {
    const response = await send(route, { json: ['not', 'an', 'object'] });
    expectError(response, 400, 'validation_error');
  });

  it('answers 400 to malformed JSON', async () => {
    const response = await send(route, { body: '{"email": ', contentType: 'application/json' });
    const body = expectError(response, 400, 'validation_error');
    expect(body.details).toBe('The request body is not valid JSON.');
  });

  it.each(['text/plain', 'application/x-www-form-urlencoded'])(
    'answers 415 to a %s body',
    async (contentType) => {
      const body = fields.map((field) => `${field}=x`).join('&');
      const response = await send(route, { body, contentType });
      expectError(response, 415, 'unsupported_media_type', 'Send this request as application/json');
    },
  );
});

describe('field rules', () => {
  const route = (id: RouteId) => routeList.find((r) => r.id === id) as RouteEntry;
  const person = {
    firstName: 'Val',
    lastName: 'Vega',
    email: 'val@example.com',
    password: 'long-enough-1',
  };

  it.each([
    [
      'Login',
      { email: 'not-an-email', password: 'x' },
      'email',
      'Please enter a valid email address',
    ],
    ['Register', { ...person, email: 'val@' }, 'email', 'Please enter a valid email address'],
    ['Register', { ...person, firstName: '   ' }, 'firstName', 'First name is required'],
    [
      'Register',
      { ...person, lastName: 'L'.repeat(101) },
      'lastName',
      'Last name must be at most 100 characters',
    ],
    ['Register', { ...person, password: 'p'.repeat(257) }, 'password', 'Password is too long'],
    ['CheckRegistration', { email: '' }, 'email', 'Email is required'],
    ['VerifyEmail', { token: '   ' }, 'token', 'Token is required'],
    ['ResetPassword', { token: 't', password: '' }, 'password', 'Password is required'],
  ] as const)('%s refuses %j with %s: %s', async (id, json, field, message) => {
    const response = await send(route(id), { json });
    const body = expectError(response, 400, 'validation_error');
    expect(body.fields?.[field]).toBe(message);
  });

  it('UpdateProfile answers 415 to a JSON body', async () => {
    const response = await send(route('UpdateProfile'), {
      json: { firstName: 'Val', lastName: 'Vega' },
    });
    expectError(
      response,
      415,
      'unsupported_media_type',
      'Send this request as multipart/form-data',
    );
  });
});

describe.each(userRoutes.map((route) => [route.id, route] as const))(
  '%s without a session',
  (_id, route) => {
    it('answers 401 unauthorized', async () => {
      const response = await call(route.method, route.path);
      expectError(response, 401, 'unauthorized', 'Authentication required');
    });

    it('answers 401 to a token that is not ours', async () => {
      const response = await call(route.method, route.path, {
        token: 'eyJhbGciOiJIUzI1NiJ9.e30.x',
      });
      expect(response.status).toBe(401);
    });
  },
);

describe('what this file was answered', () => {
  it('cost no request more DynamoDB calls than its route documents', () => {
    expectDynamoCallsWithinBudget();
  });
});
