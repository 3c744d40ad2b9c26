import { meetsResetRules, REGISTER_PASSWORD_MIN } from '#shared/domain/password-rules';
import { ValidationError } from '../errors';
import { brotliDecompressSync } from 'node:zlib';
import { COMMON_PASSWORDS_BROTLI_BASE64 } from './common-passwords';

let common: Set<string> | undefined;
/** The list of common passwords, unpacked on first use (about 5 ms). */
export function commonPasswords(): Set<string> {
  common ??= new Set(
    brotliDecompressSync(Buffer.from(COMMON_PASSWORDS_BROTLI_BASE64, 'base64'))
      .toString('utf8')
      .split('\n'),
  );
  return common;
}
function isCommon(password: string): boolean {
  return commonPasswords().has(password.toLowerCase());
}

function weak(details: string, field: string): ValidationError {
  return new ValidationError('Password too weak', {
    details,
    fields: { [field]: 'Password is too weak' },
  });
}

/** Registration and profile change: six or more characters, and not a common password. */
export function assertAcceptablePassword(password: string, field = 'password'): void {
  if (password.length < REGISTER_PASSWORD_MIN) {
    throw new ValidationError('Password is too weak', {
      details: 'Your password must be at least 6 characters long.',
      fields: { [field]: 'Password is too weak' },
    });
  }
  if (isCommon(password)) {
    throw weak(
      'This password is one of the most common passwords. Choose a stronger password.',
      field,
    );
  }
}

/** Reset: eight or more characters with upper, lower, digit and special; not a common password. */
export function assertResetPassword(password: string, field = 'password'): void {
  if (!meetsResetRules(password)) {
    throw new ValidationError('Password does not meet security requirements', {
      details:
        'Use at least 8 characters with an uppercase letter, a lowercase letter, a number and a special character.',
      fields: { [field]: 'Password does not meet security requirements' },
    });
  }
  if (isCommon(password)) {
    throw weak(
      'This password is one of the most common passwords. Choose a stronger password.',
      field,
    );
  }
}
