import { describe, expect, it } from 'vitest';
import { formatDay, formatDayRange, formatTickDay } from './day-format';

describe('analytics days', () => {
  it('writes a day in the locale’s medium style, never moved by a time zone', () => {
    expect(formatDay('2026-11-28', 'en-US')).toBe('Nov 28, 2026');
    expect(formatDay('2026-11-28', 'en-GB')).toBe('28 Nov 2026');
    expect(formatDay('2026-11-28', 'de-DE')).toBe('28.11.2026');
    expect(formatDay('2026-01-01T23:30:00Z', 'en-US')).toBe('Jan 1, 2026');
    expect(formatDayRange('2026-11-01', '2026-11-30', 'en-US')).toBe('Nov 1, 2026 to Nov 30, 2026');
    expect(formatTickDay('2026-11-28', 'en-US')).toBe('Nov 28');
    expect(formatDay('not a day', 'en-US')).toBe('not a day');
  });
});
