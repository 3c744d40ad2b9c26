import { describe, expect, it } from 'vitest';
import {
  emptyRegisterForm,
  firstInvalidField,
  serverFieldErrors,
  validateRegistration,
  type RegisterForm,
} from './register-rules';

const valid: RegisterForm = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  password: 'secret1',
  confirmPassword: 'secret1',
  acceptTerms: true,
};

describe('register rules (spec 1 §5)', () => {
  it('accepts a complete form', () => {
    expect(validateRegistration(valid)).toEqual({});
  });

  it('needs both names, and a valid e-mail', () => {
    const errors = validateRegistration({ ...valid, firstName: '  ', lastName: '', email: 'ada@' });
    expect(errors.firstName?.message).toBe('First name is required');
    expect(errors.lastName?.message).toBe('Last name is required');
    expect(errors.email?.message).toBe('Please enter a valid email address');
    expect(validateRegistration({ ...valid, email: ' ' }).email?.message).toBe('Email is required');
  });

  it("calls a password under 6 characters too weak, with the spec's detail", () => {
    expect(
      validateRegistration({ ...valid, password: '12345', confirmPassword: '12345' }).password,
    ).toEqual({
      message: 'Password is too weak',
      detail: 'Your password must be at least 6 characters long.',
    });
    expect(
      validateRegistration({ ...valid, password: '123456', confirmPassword: '123456' }).password,
    ).toBeUndefined();
  });

  it('needs matching passwords', () => {
    expect(validateRegistration({ ...valid, confirmPassword: 'secret2' }).confirmPassword).toEqual({
      message: 'Passwords do not match',
    });
  });

  it('needs the Terms of Service accepted', () => {
    expect(validateRegistration({ ...valid, acceptTerms: false }).acceptTerms).toEqual({
      message: 'Terms of Service not accepted',
      detail: 'You must agree to the Terms of Service to register.',
    });
  });

  it('reports errors in form order, and takes the server’s field messages for known fields', () => {
    expect(firstInvalidField(validateRegistration(emptyRegisterForm))).toBe('firstName');
    expect(
      serverFieldErrors({
        password: 'Password too weak',
        referralCode: 'Referral code is too long',
      }),
    ).toEqual({ password: { message: 'Password too weak' } });
  });
});

describe('control and invisible characters in names (the server refuses them too)', () => {
  it('refuses a bidi override in a first name, and keeps the required message for a blank one', () => {
    expect(validateRegistration({ ...valid, firstName: 'A\u202Eda' }).firstName?.message).toBe(
      'First name must not contain line breaks, control characters or invisible formatting characters',
    );
    expect(validateRegistration({ ...valid, lastName: '\u200B' }).lastName?.message).toBe(
      'Last name is required',
    );
    expect(validateRegistration({ ...valid, firstName: 'Zoë' }).firstName).toBeUndefined();
  });
});
