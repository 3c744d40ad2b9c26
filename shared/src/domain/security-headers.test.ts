import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, pageSecurityHeaders, parseCspHashes } from './security-headers';

const hash = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";

describe('the page policy', () => {
  it('adds HSTS and upgrade-insecure-requests over https only', () => {
    const https = pageSecurityHeaders({ scriptHashes: [hash], fileOrigins: [], https: true });
    const http = pageSecurityHeaders({ scriptHashes: [hash], fileOrigins: [], https: false });
    expect(https['strict-transport-security']).toBe('max-age=63072000; includeSubDomains');
    expect(https['content-security-policy']).toContain('upgrade-insecure-requests');
    expect(http['strict-transport-security']).toBeUndefined();
    expect(http['content-security-policy']).not.toContain('upgrade-insecure-requests');
  });

  it('takes only sha256 hashes as inline-script sources, so nothing can widen script-src', () => {
    for (const bad of ["'unsafe-inline'", "'unsafe-eval'", '*', "'sha256-x' 'unsafe-inline'"]) {
      expect(() =>
        contentSecurityPolicy({ scriptHashes: [bad], fileOrigins: [], https: true }),
      ).toThrow(/Not a CSP script hash/);
    }
  });
});

describe('the build hashes file', () => {
  it('reads the hashes the web build wrote and refuses anything else', () => {
    expect(parseCspHashes({ scriptHashes: [hash] })).toEqual([hash]);
    expect(parseCspHashes({ scriptHashes: [] })).toEqual([]);
    expect(() => parseCspHashes({ scriptHashes: ["'unsafe-inline'"] })).toThrow();
    expect(() => parseCspHashes({})).toThrow();
    expect(() => parseCspHashes(null)).toThrow();
  });
});
