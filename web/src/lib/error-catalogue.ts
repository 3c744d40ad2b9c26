import { isApiError, type ApiError } from './api-error';
import { STALE_VERSION, STALE_VERSION_MESSAGE } from '#shared/domain/versions';
import { toastDurations } from './toast-durations';

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

export const errorCatalogue: Record<string, CatalogueEntry> = {
  duplicate_email: {
    message: 'Account already exists',
    details: 'This email is already registered.',
    action: 'Try signing in instead.',
    register: 'An account with this email already exists',
    registerDetails: 'Log in instead, or register with another email address.',
  },
  validation_error: {
    message: 'Please check your information',
    details: 'Some fields need correction.',
    action: 'Review and try again.',
    register: 'Please check your information',
    duration: toastDurations.validation,
  },
  password_mismatch: {
    message: 'Passwords do not match',
    details: 'Password fields must be identical.',
    action: 'Make sure both match.',
  },
  weak_password: {
    message: 'Password too weak',
    details: 'Must be at least 6 characters.',
    action: 'Choose a stronger password.',
  },
  network_error: {
    message: 'Connection problem',
    details: 'Cannot connect to servers.',
    action: 'Check internet and try again.',
    login: 'Connection problem',
    register: 'Connection problem',
    duration: toastDurations.network,
    loginDuration: toastDurations.loginSevere,
  },
  server_error: {
    message: 'Server unavailable',
    details: 'Servers experiencing issues.',
    action: 'Try again in a few minutes.',
    login: 'Server temporarily unavailable',
    register: 'Server temporarily unavailable',
    duration: toastDurations.server,
    loginDuration: toastDurations.loginSevere,
  },
  timeout: {
    message: 'Request timed out',
    details: 'Server took too long to respond.',
    action: 'Try again or wait a moment.',
    login: 'Login request timed out; try again in a moment',
    register: 'Request timed out',
    duration: toastDurations.timeout,
  },
  rate_limit: {
    login: 'Too many login attempts; wait 15 minutes',
    loginDuration: toastDurations.loginSevere,
  },
  server_timeout: { login: 'Server timeout' },
  /** A save based on an older version (decision 0025): the page offers reload or keep mine. */
  [STALE_VERSION]: {
    message: 'Changed elsewhere',
    details: STALE_VERSION_MESSAGE,
    action: 'Reload to see their changes, or keep yours and save again.',
  },
  invalid_credentials: { login: 'Invalid email or password' },
};

const FALLBACK_ACTION = 'Please try again.';

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
      message: 'An unexpected error occurred',
      action: FALLBACK_ACTION,
    };
  }
  if (typeof error === 'string') return { errorType: 'unknown_error', message: error };
  if (isApiError(error)) return apiErrorObject(error);
  if (isErrorObject(error)) {
    const entry = errorCatalogue[error.errorType];
    return {
      errorType: error.errorType,
      message: error.message || entry?.message || 'Something went wrong',
      details: error.details ?? entry?.details,
      action: error.action ?? entry?.action ?? FALLBACK_ACTION,
    };
  }
  const message = error instanceof Error && error.message ? error.message : 'Something went wrong';
  return { errorType: 'unknown_error', message, action: FALLBACK_ACTION };
}

function apiErrorObject(error: ApiError): ErrorObject {
  const errorType = errorTypeOf(error);
  const entry = errorCatalogue[errorType];
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
    message: error.message || 'Something went wrong',
    details: error.details,
    action: FALLBACK_ACTION,
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
    const entry = errorCatalogue[errorType];
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
      title: 'Login failed',
      message: 'An unexpected error occurred during login.',
      duration: toastDurations.login,
      error: {
        errorType: 'unknown_error',
        message: 'An unexpected error occurred during login.',
        action: FALLBACK_ACTION,
      },
    };
  }
  const errorType = loginErrorType(error);
  const entry = errorCatalogue[errorType];
  const message = entry?.login ?? (error.message || 'Login failed');
  return {
    title: 'Login failed',
    message,
    duration: entry?.loginDuration ?? toastDurations.login,
    error: {
      ...toErrorObject(error),
      errorType,
      message,
      ...(errorType === 'rate_limit' && error.retryAfterSeconds
        ? {
            details: `You can try again in about ${Math.ceil(error.retryAfterSeconds / 60)} minutes.`,
          }
        : {}),
    },
  };
}

/** The Register paragraph: 409, 400, 5xx, timeout, no response, otherwise 'Registration failed'. */
export function registerFailure(error: unknown): ErrorToast {
  if (!isApiError(error)) {
    return {
      message: 'Registration failed',
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
  const entry = errorCatalogue[errorType];
  const message = entry?.register ?? 'Registration failed';
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
    error: { ...base, errorType, message, details, action: base.action ?? FALLBACK_ACTION },
  };
}
