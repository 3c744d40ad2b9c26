/** Every local storage key the web app uses, in one place (the spec names `token` and `theme`). */
export const storageKeys = {
  token: 'token',
  theme: 'theme',
} as const;

/**
 * A survey's unsaved edits in the editor (decision 0025), one per signed-in user and survey
 * (`new` before its first save), kept until saved or discarded so they survive a reload.
 */
export const surveyDraftKey = (userId: string, surveyId?: string): SurveyDraftKey =>
  `surveyDraft:${userId}:${surveyId ?? 'new'}`;
export type SurveyDraftKey = `surveyDraft:${string}:${string}`;

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys] | SurveyDraftKey;

/** Session storage keys: values that must not outlive the browser tab. */
export const sessionKeys = {
  /** The `state` sent to the local Google identity provider, checked when it redirects back. */
  googleState: 'googleSignInState',
  /** Set once 'Remind me later' closes the dashboard's e-mail verification banner. */
  verificationBannerDismissed: 'verificationBannerDismissed',
  /** The register page's `ref`, kept for a Google sign-up that comes back through /login. */
  referralCode: 'referralCode',
} as const;

export type SessionKey = (typeof sessionKeys)[keyof typeof sessionKeys];

/** Reads a stored value; storage can throw (disabled cookies, private modes), which counts as unset. */
export function readStorage(key: StorageKey): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

/** Stores a value, or removes it for `null`; a storage that refuses is ignored (the session then lives in memory only). */
export function writeStorage(key: StorageKey, value: string | null): void {
  try {
    if (value === null) globalThis.localStorage?.removeItem(key);
    else globalThis.localStorage?.setItem(key, value);
  } catch {
    // Private modes and full quotas throw; nothing else to do.
  }
}

export function readSession(key: SessionKey): string | null {
  try {
    return globalThis.sessionStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}

export function writeSession(key: SessionKey, value: string | null): void {
  try {
    if (value === null) globalThis.sessionStorage?.removeItem(key);
    else globalThis.sessionStorage?.setItem(key, value);
  } catch {
    // As for writeStorage.
  }
}
