import { invisibleCharactersProblem, trimInvisible } from '#shared/domain/plain-text';
import { REGISTER_PASSWORD_MIN } from '#shared/domain/password-rules';
import { isEmailAddress } from '#shared/domain/email-address';
import { defineMessages, type AppMessage } from '../../i18n/define-messages';

/** The rules' messages (decision 0061). */
const ruleMessages = defineMessages({
  firstNameRequired: {
    id: 'auth.rules.firstNameRequired',
    defaultMessage: 'First name is required',
  },
  lastNameRequired: { id: 'auth.rules.lastNameRequired', defaultMessage: 'Last name is required' },
  emailRequired: { id: 'auth.emailRequired', defaultMessage: 'Email is required' },
  emailInvalid: {
    id: 'auth.rules.emailInvalid',
    defaultMessage: 'Please enter a valid email address',
  },
  passwordWeak: { id: 'auth.rules.passwordWeak', defaultMessage: 'Password is too weak' },
  passwordLength: {
    id: 'auth.rules.passwordLength',
    defaultMessage: 'Your password must be at least {min} characters long.',
  },
  mismatch: { id: 'auth.reset.mismatch', defaultMessage: 'Passwords do not match' },
  termsNotAccepted: {
    id: 'auth.rules.termsNotAccepted',
    defaultMessage: 'Terms of Service not accepted',
  },
  termsRequired: {
    id: 'auth.rules.termsRequired',
    defaultMessage: 'You must agree to the Terms of Service to register.',
  },
});

/** Formats a message: the app's `formatMessage`, or its English default with `{name}`s filled. */
export type FormatText = (message: AppMessage, values?: Record<string, string | number>) => string;

const inEnglish: FormatText = (message, values) =>
  message.defaultMessage.replace(/\{(\w+)\}/g, (_, name: string) => String(values?.[name] ?? ''));

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
export function validateRegistration(
  form: RegisterForm,
  format: FormatText = inEnglish,
): RegisterErrors {
  const errors: RegisterErrors = {};
  const firstName = invisibleCharactersProblem('First name', form.firstName);
  const lastName = invisibleCharactersProblem('Last name', form.lastName);
  if (firstName) errors.firstName = { message: firstName };
  if (lastName) errors.lastName = { message: lastName };
  if (!trimInvisible(form.firstName))
    errors.firstName = { message: format(ruleMessages.firstNameRequired) };
  if (!trimInvisible(form.lastName))
    errors.lastName = { message: format(ruleMessages.lastNameRequired) };
  const email = form.email.trim();
  if (!email) errors.email = { message: format(ruleMessages.emailRequired) };
  else if (!isEmailAddress(email)) {
    errors.email = { message: format(ruleMessages.emailInvalid) };
  }
  if (form.password.length < REGISTER_PASSWORD_MIN) {
    errors.password = {
      message: format(ruleMessages.passwordWeak),
      detail: format(ruleMessages.passwordLength, { min: REGISTER_PASSWORD_MIN }),
    };
  }
  if (form.confirmPassword !== form.password) {
    errors.confirmPassword = { message: format(ruleMessages.mismatch) };
  }
  if (!form.acceptTerms) {
    errors.acceptTerms = {
      message: format(ruleMessages.termsNotAccepted),
      detail: format(ruleMessages.termsRequired),
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
