import { isApiError, type ApiError } from './api-error';
import { STALE_VERSION, STALE_VERSION_MESSAGE } from '#shared/domain/versions';
import { toastDurations } from './toast-durations';
import { defineMessages, type AppMessage } from '../i18n/define-messages';
import { appText } from './app-text';

/**
 * The spec's error catalogue (spec 1 §8), in one table keyed by `errorType`: every screen turns a
 * failure into what the user sees through the functions below, never with its own wording.
 */

/** The toast detail form: a message, and behind a details toggle what happened and what to do. */
export interface ErrorObject {
  errorType: string;
  message: string;
  details?: string;
  action?: string;
}

interface CatalogueEntry {
  /** The error-object form ("Error objects" table). */
  message?: string;
  details?: string;
  action?: string;
  /** What the Login table says for this condition. */
  login?: string;
  /** What the Register paragraph says. */
  register?: string;
  /** The register advice shown behind the details toggle. */
  registerDetails?: string;
  /** Toast duration (ms) when it is not the error default. */
  duration?: number;
  /** Toast duration on the login screen when it is not the login default. */
  loginDuration?: number;
}

/**
 * The catalogue's words, by `<errorType>.<field>` (decision 0061): English here, other languages
 * in the app's catalogs; `errorCatalogue` below holds the English, the functions say them in the
 * app's language.
 */
const text = defineMessages({
  'duplicate_email.message': {
    id: 'errors.duplicateEmail.message',
    defaultMessage: 'Account already exists',
  },
  'duplicate_email.details': {
    id: 'errors.duplicateEmail.details',
    defaultMessage: 'This email is already registered.',
  },
  'duplicate_email.action': {
    id: 'errors.duplicateEmail.action',
    defaultMessage: 'Try signing in instead.',
  },
  'duplicate_email.register': {
    id: 'errors.duplicateEmail.register',
    defaultMessage: 'An account with this email already exists',
  },
  'duplicate_email.registerDetails': {
    id: 'errors.duplicateEmail.registerDetails',
    defaultMessage: 'Log in instead, or register with another email address.',
  },
  'validation_error.message': {
    id: 'errors.validation.message',
    defaultMessage: 'Please check your information',
  },
  'validation_error.details': {
    id: 'errors.validation.details',
    defaultMessage: 'Some fields need correction.',
  },
  'validation_error.action': {
    id: 'errors.validation.action',
    defaultMessage: 'Review and try again.',
  },
  'validation_error.register': {
    id: 'errors.validation.register',
    defaultMessage: 'Please check your information',
  },
  'password_mismatch.message': {
    id: 'errors.passwordMismatch.message',
    defaultMessage: 'Passwords do not match',
  },
  'password_mismatch.details': {
    id: 'errors.passwordMismatch.details',
    defaultMessage: 'Password fields must be identical.',
  },
  'password_mismatch.action': {
    id: 'errors.passwordMismatch.action',
    defaultMessage: 'Make sure both match.',
  },
  'weak_password.message': {
    id: 'errors.weakPassword.message',
    defaultMessage: 'Password too weak',
  },
  'weak_password.details': {
    id: 'errors.weakPassword.details',
    defaultMessage: 'Must be at least 6 characters.',
  },
  'weak_password.action': {
    id: 'errors.weakPassword.action',
    defaultMessage: 'Choose a stronger password.',
  },
  'network_error.message': { id: 'errors.network.message', defaultMessage: 'Connection problem' },
  'network_error.details': {
    id: 'errors.network.details',
    defaultMessage: 'Cannot connect to servers.',
  },
  'network_error.action': {
    id: 'errors.network.action',
    defaultMessage: 'Check internet and try again.',
  },
  'network_error.login': { id: 'errors.network.login', defaultMessage: 'Connection problem' },
  'network_error.register': { id: 'errors.network.register', defaultMessage: 'Connection problem' },
  'server_error.message': { id: 'errors.server.message', defaultMessage: 'Server unavailable' },
  'server_error.details': {
    id: 'errors.server.details',
    defaultMessage: 'Servers experiencing issues.',
  },
  'server_error.action': {
    id: 'errors.server.action',
    defaultMessage: 'Try again in a few minutes.',
  },
  'server_error.login': {
    id: 'errors.server.login',
    defaultMessage: 'Server temporarily unavailable',
  },
  'server_error.register': {
    id: 'errors.server.register',
    defaultMessage: 'Server temporarily unavailable',
  },
  'timeout.message': { id: 'errors.timeout.message', defaultMessage: 'Request timed out' },
  'timeout.details': {
    id: 'errors.timeout.details',
    defaultMessage: 'Server took too long to respond.',
  },
  'timeout.action': { id: 'errors.timeout.action', defaultMessage: 'Try again or wait a moment.' },
  'timeout.login': {
    id: 'errors.timeout.login',
    defaultMessage: 'Login request timed out; try again in a moment',
  },
  'timeout.register': { id: 'errors.timeout.register', defaultMessage: 'Request timed out' },
  'rate_limit.login': {
    id: 'errors.rateLimit.login',
    defaultMessage: 'Too many login attempts; wait 15 minutes',
  },
  'server_timeout.login': { id: 'errors.serverTimeout.login', defaultMessage: 'Server timeout' },
  'stale_version.message': {
    id: 'errors.staleVersion.message',
    defaultMessage: 'Changed elsewhere',
  },
  'stale_version.action': {
    id: 'errors.staleVersion.action',
    defaultMessage: 'Reload to see their changes, or keep yours and save again.',
  },
  'invalid_credentials.login': {
    id: 'errors.invalidCredentials.login',
    defaultMessage: 'Invalid email or password',
  },
  'fallback.action': { id: 'errors.fallback.action', defaultMessage: 'Please try again.' },
  'fallback.unexpected': {
    id: 'errors.fallback.unexpected',
    defaultMessage: 'An unexpected error occurred',
  },
  'fallback.wrong': { id: 'errors.fallback.wrong', defaultMessage: 'Something went wrong' },
  'login.failed': { id: 'errors.login.failed', defaultMessage: 'Login failed' },
  'login.unexpected': {
    id: 'errors.login.unexpected',
    defaultMessage: 'An unexpected error occurred during login.',
  },
  'login.retryIn': {
    id: 'errors.login.retryIn',
    defaultMessage: 'You can try again in about {minutes} minutes.',
  },
  'register.failed': { id: 'errors.register.failed', defaultMessage: 'Registration failed' },
});

type TextField = 'message' | 'details' | 'action' | 'login' | 'register' | 'registerDetails';

/** A catalogue text in the app's language (`errorType.field`), or undefined when it has none. */
function say(key: string, values?: Record<string, string | number>): string | undefined {
  const message = (text as Record<string, AppMessage | undefined>)[key];
  return message && appText(message, values);
}

/** An entry's texts in the app's language, with its durations (the STALE_VERSION details stay the server's). */
function entryOf(errorType: string): CatalogueEntry | undefined {
  const entry = errorCatalogue[errorType];
  if (!entry) return undefined;
  const fields: TextField[] = [
    'message',
    'details',
    'action',
    'login',
    'register',
    'registerDetails',
  ];
  const said: CatalogueEntry = { ...entry };
  for (const field of fields) {
    if (entry[field] !== undefined) said[field] = say(`${errorType}.${field}`) ?? entry[field];
  }
  return said;
}

/** The English entry of `errorType`, from the texts above. */
function english(errorType: string): CatalogueEntry {
  const entry: CatalogueEntry = {};
  for (const [key, message] of Object.entries(text)) {
    const [type, field] = key.split('.') as [string, TextField];
    if (type === errorType) entry[field] = message.defaultMessage;
  }
  return entry;
}

export const errorCatalogue: Record<string, CatalogueEntry> = {
  duplicate_email: english('duplicate_email'),
  validation_error: { ...english('validation_error'), duration: toastDurations.validation },
  password_mismatch: english('password_mismatch'),
  weak_password: english('weak_password'),
  network_error: {
    ...english('network_error'),
    duration: toastDurations.network,
    loginDuration: toastDurations.loginSevere,
  },
  server_error: {
    ...english('server_error'),
    duration: toastDurations.server,
    loginDuration: toastDurations.loginSevere,
  },
  timeout: { ...english('timeout'), duration: toastDurations.timeout },
  rate_limit: { ...english('rate_limit'), loginDuration: toastDurations.loginSevere },
  server_timeout: english('server_timeout'),
  /** A save based on an older version (decision 0025): the page offers reload or keep mine. */
  [STALE_VERSION]: { ...english('stale_version'), details: STALE_VERSION_MESSAGE },
  invalid_credentials: english('invalid_credentials'),
};

const fallbackAction = () => say('fallback.action')!;

/** A save refused because what it changed was saved elsewhere first (409, decision 0025). */
export function isStaleVersion(error: unknown): boolean {
  return isApiError(error) && error.status === 409 && error.errorType === STALE_VERSION;
}

/** What a toast for a failure shows. */
export interface ErrorToast {
  title?: string;
  message: string;
  duration: number;
  error?: ErrorObject;
}

/**
 * The catalogue's word for a failure: the server's `errorType`, except that any 5xx counts as
 * `server_error` unless the catalogue knows its own type (so `email_failed` keeps its message).
 */
export function errorTypeOf(error: unknown): string {
  if (!isApiError(error)) return 'unknown_error';
  if (error.status >= 500 && !errorCatalogue[error.errorType]) return 'server_error';
  return error.errorType;
}

/** The error-object form of any failure (spec 1 §8, "Error objects" and its fallback). */
export function toErrorObject(error: unknown): ErrorObject {
  if (error === undefined || error === null) {
    return {
      errorType: 'unknown_error',
      message: say('fallback.unexpected')!,
      action: fallbackAction(),
    };
  }
  if (typeof error === 'string') return { errorType: 'unknown_error', message: error };
  if (isApiError(error)) return apiErrorObject(error);
  if (isErrorObject(error)) {
    const entry = entryOf(error.errorType);
    return {
      errorType: error.errorType,
      message: error.message || entry?.message || say('fallback.wrong')!,
      details: error.details ?? entry?.details,
      action: error.action ?? entry?.action ?? fallbackAction(),
    };
  }
  const message = error instanceof Error && error.message ? error.message : say('fallback.wrong')!;
  return { errorType: 'unknown_error', message, action: fallbackAction() };
}

function apiErrorObject(error: ApiError): ErrorObject {
  const errorType = errorTypeOf(error);
  const entry = entryOf(errorType);
  if (entry?.message) {
    return {
      errorType,
      message: entry.message,
      details: error.details ?? entry.details,
      action: entry.action,
    };
  }
  return {
    errorType,
    message: error.message || say('fallback.wrong')!,
    details: error.details,
    action: fallbackAction(),
  };
}

function isErrorObject(value: unknown): value is ErrorObject {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as ErrorObject).errorType === 'string' &&
    typeof (value as ErrorObject).message === 'string'
  );
}

/** How long an error toast of this type stays. */
export function errorDuration(errorType: string): number {
  return errorCatalogue[errorType]?.duration ?? toastDurations.error;
}

/**
 * A failed call anywhere but login and register. `context` is the screen's own failure text
 * ('Profile update failed'); it is the toast's title, and the server's message (preferred) its
 * text. Connection problems and timeouts say so in the catalogue's words.
 */
export function describeError(error: unknown, context: string): ErrorToast {
  const errorObject = toErrorObject(error);
  const errorType = errorObject.errorType;
  let message = context;
  if (isApiError(error)) {
    const entry = entryOf(errorType);
    if (error.status === 0 && entry?.message) message = entry.message;
    else if (error.errorType !== 'invalid_response' && error.message) message = error.message;
  } else if (typeof error === 'string' && error) {
    message = error;
  }
  return {
    ...(message !== context ? { title: context } : {}),
    message,
    duration: errorDuration(errorType),
    error: errorObject,
  };
}

/** The Login table: the condition decides, whatever words the server used. */
export function loginErrorType(error: ApiError): string {
  if (error.errorType === 'timeout') return 'timeout';
  if (error.errorType === 'network_error' || error.status === 0) return 'network_error';
  if (error.status === 429) return 'rate_limit';
  if (error.status === 408) return 'server_timeout';
  if (error.status === 401) return 'invalid_credentials';
  if (error.status >= 500) return 'server_error';
  return 'unknown_error';
}

/** A failed sign-in: always titled 'Login failed', for 8 s (10 s for rate limit, server, network). */
export function loginFailure(error: unknown): ErrorToast {
  if (!isApiError(error)) {
    return {
      title: say('login.failed'),
      message: say('login.unexpected')!,
      duration: toastDurations.login,
      error: {
        errorType: 'unknown_error',
        message: say('login.unexpected')!,
        action: fallbackAction(),
      },
    };
  }
  const errorType = loginErrorType(error);
  const entry = entryOf(errorType);
  const message = entry?.login ?? (error.message || say('login.failed')!);
  return {
    title: say('login.failed'),
    message,
    duration: entry?.loginDuration ?? toastDurations.login,
    error: {
      ...toErrorObject(error),
      errorType,
      message,
      ...(errorType === 'rate_limit' && error.retryAfterSeconds
        ? {
            details: say('login.retryIn', { minutes: Math.ceil(error.retryAfterSeconds / 60) }),
          }
        : {}),
    },
  };
}

/** The Register paragraph: 409, 400, 5xx, timeout, no response, otherwise 'Registration failed'. */
export function registerFailure(error: unknown): ErrorToast {
  if (!isApiError(error)) {
    return {
      message: say('register.failed')!,
      duration: toastDurations.error,
      error: toErrorObject(error),
    };
  }
  const errorType =
    error.status === 409
      ? 'duplicate_email'
      : error.status === 400
        ? 'validation_error'
        : error.status >= 500
          ? 'server_error'
          : error.errorType === 'timeout' || error.errorType === 'network_error'
            ? error.errorType
            : 'unknown_error';
  const entry = entryOf(errorType);
  const message = entry?.register ?? say('register.failed')!;
  const base = toErrorObject(error);
  const duration = errorDuration(errorType);
  if (errorType === 'validation_error') {
    // 'Please check your information' with the server's own message.
    return {
      title: message,
      message: error.message || message,
      duration,
      error: { ...base, errorType, message, details: error.details ?? error.message },
    };
  }
  const details = errorType === 'duplicate_email' ? entry?.registerDetails : base.details;
  return {
    message,
    duration,
    error: { ...base, errorType, message, details, action: base.action ?? fallbackAction() },
  };
}
