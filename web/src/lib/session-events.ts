import { sessionMessages } from './session-messages';
import { storageKeys, writeStorage } from './storage';

/** What the user is told when the server reports the session as expired (in English; tests read it). */
export const SESSION_EXPIRED_MESSAGE = sessionMessages.sessionExpired.defaultMessage;

/**
 * Why the client ended a session on its own: a stored token that has expired or cannot be
 * decoded (the request is blocked), or a 401 saying the session expired.
 */
export interface SessionEnd {
  reason: 'token_expired' | 'invalid_token' | 'session_expired';
  message: string;
  /** True when the user should be sent to /login (and told why, for `session_expired`). */
  redirect: boolean;
}

const sessionEndListeners = new Set<(event: SessionEnd) => void>();

/** The auth provider listens here to forget the user and go to /login. */
export function onSessionEnd(listener: (event: SessionEnd) => void): () => void {
  sessionEndListeners.add(listener);
  return () => sessionEndListeners.delete(listener);
}

export function endSession(event: SessionEnd): void {
  writeStorage(storageKeys.token, null);
  for (const listener of [...sessionEndListeners]) listener(event);
}
