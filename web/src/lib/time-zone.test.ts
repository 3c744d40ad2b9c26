import { describe, expect, it } from 'vitest';
import { browserZone, preferredTimeZone, timeZoneNames, zoneMatches } from './time-zone';

describe('preferredTimeZone', () => {
  it('is the zone chosen on the profile', () => {
    expect(preferredTimeZone({ timezone: 'Asia/Tokyo' })).toBe('Asia/Tokyo');
  });

  it("is the browser's zone until one is chosen", () => {
    expect(preferredTimeZone({ timezone: null })).toBe(browserZone());
    expect(preferredTimeZone({})).toBe(browserZone());
    expect(preferredTimeZone(null)).toBe(browserZone());
  });
});

describe('timeZoneNames', () => {
  it('lists UTC first, then every zone once', () => {
    const names = timeZoneNames();
    expect(names[0]).toBe('UTC');
    expect(names).toContain('Europe/Berlin');
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('zoneMatches', () => {
  it('finds a zone by city with spaces, and by its newer name where a browser lists the older', () => {
    expect(zoneMatches('America/New_York', 'new york')).toBe(true);
    expect(zoneMatches('Asia/Calcutta', 'Kolkata')).toBe(true);
    expect(zoneMatches('Europe/Kiev', 'kyiv')).toBe(true);
    expect(zoneMatches('Europe/Berlin', 'tokyo')).toBe(false);
  });
});
