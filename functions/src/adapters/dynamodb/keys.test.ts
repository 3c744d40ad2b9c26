import { describe, expect, it } from 'vitest';
import { keys } from './keys';
import golden from './keys.golden.json';

/**
 * The keys of items already stored: a key whose text changes would lose every item written with
 * the old one. Each row is [key, arguments, the key as stored].
 */
const cases = golden as [keyof typeof keys, unknown[], unknown][];

describe('keys', () => {
  it.each(cases)('%s keeps the key stored items have', (name, args, stored) => {
    const build = keys[name] as (...a: unknown[]) => unknown;
    expect(build(...args)).toEqual(stored);
  });

  it('has a stored example for every key', () => {
    expect(new Set(cases.map(([name]) => name))).toEqual(new Set(Object.keys(keys)));
  });
});
