import { describe, expect, it } from 'vitest';
import { cached, cacheKey, CACHE_TTL_MS, createRequestCache } from './request-cache';

describe('cacheKey', () => {
  it('is the name plus the parameters sorted by name', () => {
    expect(cacheKey('notifications')).toBe('notifications');
    expect(cacheKey('surveys', { team: 'b', page: 2 })).toBe(
      cacheKey('surveys', { page: 2, team: 'b' }),
    );
    expect(cacheKey('surveys', { team: 'b', page: 2 })).toBe('surveys?page=2&team=b');
    expect(cacheKey('surveys', { page: 1 })).not.toBe(cacheKey('surveys', { page: 2 }));
    expect(cacheKey('surveys', { page: undefined })).toBe('surveys');
  });
});

describe('createRequestCache', () => {
  it('keeps an answer for 60 s by default and forgets it after', () => {
    let now = 1_000;
    const cache = createRequestCache(() => now);
    expect(CACHE_TTL_MS).toBe(60_000);
    cache.set('teams', ['a'], { page: 1 });
    now += 59_999;
    expect(cache.get('teams', { page: 1 })).toEqual(['a']);
    now += 1;
    expect(cache.get('teams', { page: 1 })).toBeUndefined();
  });

  it('invalidating a name clears every entry of it, and only it', () => {
    const cache = createRequestCache(() => 0);
    cache.set('notifications', 1);
    cache.set('notifications', 2, { cursor: 'x' });
    cache.set('notificationsOther', 3);
    cache.invalidate('notifications');
    expect(cache.get('notifications')).toBeUndefined();
    expect(cache.get('notifications', { cursor: 'x' })).toBeUndefined();
    expect(cache.get('notificationsOther')).toBe(3);
  });

  it('cached() loads once while fresh', async () => {
    const cache = createRequestCache(() => 0);
    let loads = 0;
    const load = () => Promise.resolve(++loads);
    expect(await cached('n', undefined, load, cache)).toBe(1);
    expect(await cached('n', undefined, load, cache)).toBe(1);
    cache.invalidate('n');
    expect(await cached('n', undefined, load, cache)).toBe(2);
  });
});
