import { describe, expect, it } from 'vitest';
import { staleVersion, versionChange } from './update-expression';

/** A failed conditional write as the SDK raises it, with the item DynamoDB found (typed form). */
const failed = (item?: Record<string, unknown>) =>
  Object.assign(new Error('The conditional request failed'), {
    name: 'ConditionalCheckFailedException',
    ...(item ? { Item: item } : {}),
  });

describe('versions in conditional updates (decision 0025)', () => {
  it('bumps the version, and with an expected one holds only while it is still that one', () => {
    expect(versionChange(undefined)).toMatchObject({
      set: '#version = if_not_exists(#version, :versionZero) + :versionOne',
      condition: undefined,
    });
    expect(versionChange(3).condition).toBe('#version = :versionExpected');
    expect(versionChange(3).values[':versionExpected']).toBe(3);
    // Items saved before versions existed have none: they are version 0.
    expect(versionChange(0).condition).toBe(
      '(attribute_not_exists(#version) OR #version = :versionExpected)',
    );
    expect(versionChange(0, 'profileVersion').names['#version']).toBe('profileVersion');
  });

  it('tells a write based on an older version from other failed conditions', () => {
    expect(staleVersion(failed({ version: { N: '4' } }), 3)).toBe(true);
    expect(staleVersion(failed({ profileVersion: { N: '1' } }), 0, 'profileVersion')).toBe(true);
    expect(staleVersion(failed({ PK: { S: 'SURVEY#x' } }), 2)).toBe(true);
    // Same version: another condition failed (an anonymity lock).
    expect(staleVersion(failed({ version: { N: '3' } }), 3)).toBe(false);
    expect(staleVersion(failed({ PK: { S: 'SURVEY#x' } }), 0)).toBe(false);
    // No item (it is gone), no version sent, or another error: not stale.
    expect(staleVersion(failed(), 3)).toBe(false);
    expect(staleVersion(failed({ version: { N: '4' } }), undefined)).toBe(false);
    expect(staleVersion(new Error('Throttled'), 3)).toBe(false);
  });
});
