import { describe, expect, it } from 'vitest';
import { checkRecipients, MAX_RECIPIENTS_PER_SEND } from './recipients';

describe('recipients of a survey e-mail', () => {
  it('splits on commas and newlines, trims, lower-cases and drops repeats', () => {
    expect(checkRecipients(' Ann@Example.com,bob@example.com\n\nann@example.com\r\n')).toEqual({
      ok: true,
      recipients: ['ann@example.com', 'bob@example.com'],
    });
    expect(checkRecipients(['a@example.com', 'b@example.com'])).toMatchObject({ ok: true });
  });

  it('gives the spec messages', () => {
    expect(checkRecipients('   ')).toEqual({
      ok: false,
      message: 'Please enter at least one email address',
    });
    expect(checkRecipients(' , \n ,')).toEqual({
      ok: false,
      message: 'Please enter at least one valid email address',
    });
    expect(checkRecipients('a@example.com, nope, also@bad')).toEqual({
      ok: false,
      message: 'Invalid email addresses: nope, also@bad',
      invalid: ['nope', 'also@bad'],
    });
  });

  it('names at most ten invalid entries, each cut short, and counts the rest', () => {
    const long = 'x'.repeat(500);
    const bad = [long, ...Array.from({ length: 14 }, (_, i) => `bad${i}`)];
    const check = checkRecipients(bad.join(','));
    expect(check).toMatchObject({ ok: false, invalid: bad });
    const message = (check as { message: string }).message;
    expect(message).toBe(
      `Invalid email addresses: ${'x'.repeat(79)}…, ${bad.slice(1, 10).join(', ')} and 5 more`,
    );
  });

  it('caps one send', () => {
    const many = Array.from({ length: MAX_RECIPIENTS_PER_SEND + 1 }, (_, i) => `p${i}@example.com`);
    expect(checkRecipients(many)).toMatchObject({ ok: false });
    expect(checkRecipients(many.slice(1))).toMatchObject({ ok: true });
  });
});
