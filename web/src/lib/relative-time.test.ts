import { describe, expect, it } from 'vitest';
import { relativeTime } from './relative-time';

const now = Date.parse('2026-06-15T12:00:00Z');
const ago = (ms: number) => new Date(now - ms).toISOString();

describe('relativeTime', () => {
  it("says 'Just now' under a minute, then minutes, hours and days", () => {
    expect(relativeTime(ago(0), now)).toBe('Just now');
    expect(relativeTime(ago(59_999), now)).toBe('Just now');
    expect(relativeTime(ago(60_000), now)).toBe('1m ago');
    expect(relativeTime(ago(59 * 60_000 + 59_000), now)).toBe('59m ago');
    expect(relativeTime(ago(3_600_000), now)).toBe('1h ago');
    expect(relativeTime(ago(23 * 3_600_000), now)).toBe('23h ago');
    expect(relativeTime(ago(86_400_000), now)).toBe('1d ago');
    expect(relativeTime(ago(29 * 86_400_000), now)).toBe('29d ago');
  });

  it('gives a locale date from 30 days on', () => {
    const then = ago(30 * 86_400_000);
    expect(relativeTime(then, now)).toBe(new Date(then).toLocaleDateString());
  });

  it('treats a time slightly in the future as just now, and a bad date as nothing', () => {
    expect(relativeTime(new Date(now + 5_000).toISOString(), now)).toBe('Just now');
    expect(relativeTime('not a date', now)).toBe('');
  });
});

describe('relativeTime in another app language (decision 0061)', () => {
  it('reads as that language’s short relative time, and its date after 30 days', () => {
    expect(relativeTime(ago(0), now, 'de')).toBe('jetzt');
    expect(relativeTime(ago(5 * 60_000), now, 'de')).toBe('vor 5 Min.');
    expect(relativeTime(ago(3 * 3_600_000), now, 'de')).toBe('vor 3 Std.');
    expect(relativeTime(ago(86_400_000), now, 'de')).toBe('gestern');
    expect(relativeTime(ago(3 * 86_400_000), now, 'de')).toBe('vor 3 Tagen');
    const then = ago(30 * 86_400_000);
    expect(relativeTime(then, now, 'de')).toBe(new Date(then).toLocaleDateString('de'));
  });
});
