import { describe, expect, it } from 'vitest';
import { identityOf } from './email-identity';

describe('identityOf', () => {
  it('joins case, +tags and (for Gmail) dots into one person', () => {
    expect(identityOf(' Ana@Example.com ')).toBe('ana@example.com');
    expect(identityOf('ana+boss@example.com')).toBe('ana@example.com');
    expect(identityOf('a.n.a+1@gmail.com')).toBe('ana@gmail.com');
    expect(identityOf('ana@googlemail.com')).toBe('ana@gmail.com');
  });

  it('keeps dots where the provider does not ignore them, and odd input as it is', () => {
    expect(identityOf('a.na@example.com')).toBe('a.na@example.com');
    expect(identityOf('+tag@example.com')).toBe('+tag@example.com');
    expect(identityOf('no-at-sign')).toBe('no-at-sign');
  });
});
