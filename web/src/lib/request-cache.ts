/** The spec's default time-to-live for the in-memory request cache (spec 1 §9). */
export const CACHE_TTL_MS = 60_000;

export type CacheParams = Record<string, string | number | boolean | null | undefined>;

/** `name` plus the parameters sorted by name, so the order they were given in does not matter. */
export function cacheKey(name: string, params: CacheParams = {}): string {
  const sorted = Object.keys(params)
    .filter((key) => params[key] !== undefined)
    .sort()
    .map((key) => `${encodeURIComponent(key)}=${encodeURIComponent(String(params[key]))}`);
  return sorted.length ? `${name}?${sorted.join('&')}` : name;
}

interface Entry {
  value: unknown;
  expiresAt: number;
}

/**
 * A short-lived in-memory cache of answers, keyed by request name and parameters. Nothing is
 * kept across reloads; an entry older than its time-to-live counts as missing.
 */
export function createRequestCache(now: () => number = Date.now) {
  const entries = new Map<string, Entry>();
  return {
    get<T>(name: string, params?: CacheParams): T | undefined {
      const key = cacheKey(name, params);
      const entry = entries.get(key);
      if (!entry) return undefined;
      if (entry.expiresAt <= now()) {
        entries.delete(key);
        return undefined;
      }
      return entry.value as T;
    },
    set(name: string, value: unknown, params?: CacheParams, ttlMs: number = CACHE_TTL_MS): void {
      entries.set(cacheKey(name, params), { value, expiresAt: now() + ttlMs });
    },
    /** Forgets every entry of `name`, whatever its parameters (after a mutation changes it). */
    invalidate(name: string): void {
      for (const key of entries.keys()) {
        if (key === name || key.startsWith(`${name}?`)) entries.delete(key);
      }
    },
    clear(): void {
      entries.clear();
    },
  };
}

export type RequestCache = ReturnType<typeof createRequestCache>;

/** The app's one request cache. */
export const requestCache = createRequestCache();

/** The cached answer when fresh, else `load()`'s, which is then cached. */
export async function cached<T>(
  name: string,
  params: CacheParams | undefined,
  load: () => Promise<T>,
  cache: RequestCache = requestCache,
): Promise<T> {
  const hit = cache.get<T>(name, params);
  if (hit !== undefined) return hit;
  const value = await load();
  cache.set(name, value, params);
  return value;
}
