/** Every local storage key the web app uses, in one place (the spec names `token` and `theme`). */
export const storageKeys = {
  token: 'token',
  theme: 'theme',
} as const;

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

/** Reads a stored value; storage can throw (disabled cookies, private modes), which counts as unset. */
export function readStorage(key: StorageKey): string | null {
  try {
    return globalThis.localStorage?.getItem(key) ?? null;
  } catch {
    return null;
  }
}
