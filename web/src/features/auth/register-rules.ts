import { invisibleCharactersProblem, trimInvisible } from '#shared/domain/plain-text';
import { REGISTER_PASSWORD_MIN } from '#shared/domain/password-rules';
import { isEmailAddress } from '#shared/domain/email-address';

export interface RegisterForm {
  firstName: string;
  lastName: string;
  email: string;
  password: string;
  confirmPassword: string;
  acceptTerms: boolean;
}

export type RegisterField = keyof RegisterForm;

/** A field's error: the spec's message and, for some, its detail line. */
export interface FieldError {
  message: string;
  detail?: string;
}

export type RegisterErrors = Partial<Record<RegisterField, FieldError>>;

/** The order errors are reported and focused in: the order of the form. */
export const registerFieldOrder: RegisterField[] = [
  'firstName',
  'lastName',
  'email',
  'password',
  'confirmPassword',
  'acceptTerms',
];

export const emptyRegisterForm: RegisterForm = {
  firstName: '',
  lastName: '',
  email: '',
  password: '',
  confirmPassword: '',
  acceptTerms: false,
};

/** The register screen's client-side rules (spec 1 §5), with the spec's messages. */
export function validateRegistration(form: RegisterForm): RegisterErrors {
  const errors: RegisterErrors = {};
  const firstName = invisibleCharactersProblem('First name', form.firstName);
  const lastName = invisibleCharactersProblem('Last name', form.lastName);
  if (firstName) errors.firstName = { message: firstName };
  if (lastName) errors.lastName = { message: lastName };
  if (!trimInvisible(form.firstName)) errors.firstName = { message: 'First name is required' };
  if (!trimInvisible(form.lastName)) errors.lastName = { message: 'Last name is required' };
  const email = form.email.trim();
  if (!email) errors.email = { message: 'Email is required' };
  else if (!isEmailAddress(email)) {
    errors.email = { message: 'Please enter a valid email address' };
  }
  if (form.password.length < REGISTER_PASSWORD_MIN) {
    errors.password = {
      message: 'Password is too weak',
      detail: `Your password must be at least ${REGISTER_PASSWORD_MIN} characters long.`,
    };
  }
  if (form.confirmPassword !== form.password) {
    errors.confirmPassword = { message: 'Passwords do not match' };
  }
  if (!form.acceptTerms) {
    errors.acceptTerms = {
      message: 'Terms of Service not accepted',
      detail: 'You must agree to the Terms of Service to register.',
    };
  }
  return errors;
}

/** The first field with an error, in form order. */
export function firstInvalidField(errors: RegisterErrors): RegisterField | undefined {
  return registerFieldOrder.find((field) => errors[field]);
}

/** The server's `fields` (a 400's field messages) as form errors, for the fields the form has. */
export function serverFieldErrors(fields: Record<string, string> | undefined): RegisterErrors {
  const errors: RegisterErrors = {};
  for (const field of registerFieldOrder) {
    const message = fields?.[field];
    if (message) errors[field] = { message };
  }
  return errors;
}
