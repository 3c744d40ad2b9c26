/** Password rules from the spec, shared by the web forms and the server. */
export const REGISTER_PASSWORD_MIN = 6;
export const RESET_PASSWORD_MIN = 8;
/** A password change that keeps the password changes nothing but the sessions: it is refused. */
export const SAME_PASSWORD_MESSAGE = 'The new password must be different from the current one';
/** The punctuation a reset password must include one of. */
export const PASSWORD_SPECIALS = '!@#$%^&*()_+-=[]{};\':"\\|,.<>/?`~';

export interface ResetRequirement {
  id: 'length' | 'upper' | 'lower' | 'digit' | 'special';
  label: string;
  met: boolean;
}

/** The live checklist of the reset form; all must be met. */
export function resetRequirements(password: string): ResetRequirement[] {
  return [
    { id: 'length', label: 'At least 8 characters', met: password.length >= RESET_PASSWORD_MIN },
    { id: 'upper', label: 'One uppercase letter', met: /[A-Z]/.test(password) },
    { id: 'lower', label: 'One lowercase letter', met: /[a-z]/.test(password) },
    { id: 'digit', label: 'One number', met: /\d/.test(password) },
    {
      id: 'special',
      label: 'One special character',
      met: [...password].some((c) => PASSWORD_SPECIALS.includes(c)),
    },
  ];
}

export function meetsResetRules(password: string): boolean {
  return resetRequirements(password).every((r) => r.met);
}

export function normaliseEmail(email: string): string {
  return email.trim().toLowerCase();
}
