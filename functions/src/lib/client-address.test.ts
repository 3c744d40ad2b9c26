import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { describe, expect, it } from 'vitest';
import { clientAddress, clientKeyOf, fromOurEdge, viewerAddress } from './client-address';

const SECRET = 's'.repeat(40);
const event = (headers: Record<string, string>, sourceIp = '130.176.0.1') =>
  ({ headers, requestContext: { http: { sourceIp } } }) as unknown as APIGatewayProxyEventV2;

describe('the caller’s address', () => {
  it('reads the viewer’s address CloudFront forwards, IPv4 and IPv6, without the port', () => {
    expect(viewerAddress('198.51.100.10:46532')).toBe('198.51.100.10');
    expect(viewerAddress('2001:db8:1234::1:46532')).toBe('2001:db8:1234::1');
    for (const bad of ['', '198.51.100.10', 'host.example:443', '1.2.3.4:x', ':443', 'a b:1']) {
      expect(viewerAddress(bad), bad).toBeNull();
    }
  });

  it('trusts the viewer header only when the request came through our CloudFront', () => {
    const through = event({ 'cloudfront-viewer-address': '198.51.100.10:46532' });
    expect(clientAddress(through, true)).toBe('198.51.100.10');
    // Anyone can send the header straight to the API: then it is the connection's address.
    expect(clientAddress(through, false)).toBe('130.176.0.1');
    expect(clientAddress(event({ 'cloudfront-viewer-address': 'nonsense' }), true)).toBe(
      '130.176.0.1',
    );
  });

  it('counts an IPv6 caller by its /64, so one client cannot rotate through its addresses', () => {
    const a = event({ 'cloudfront-viewer-address': '2001:db8:aa:bb:1::1:443' });
    const b = event({ 'cloudfront-viewer-address': '2001:0db8:00aa:00bb:ffff::2:80' });
    const other = event({ 'cloudfront-viewer-address': '2001:db8:aa:bc::1:443' });
    expect(clientAddress(a, true)).toBe('2001:db8:aa:bb::/64');
    expect(clientAddress(b, true)).toBe('2001:db8:aa:bb::/64');
    expect(clientAddress(other, true)).toBe('2001:db8:aa:bc::/64');
    expect(clientAddress(event({}, '::1'), false)).toBe('0:0:0:0::/64');
    expect(clientAddress(event({}, '::ffff:10.0.0.1'), false)).toBe('10.0.0.1');
    expect(clientAddress(event({}, '2001:db8::'), false)).toBe('2001:db8:0:0::/64');
  });

  it('keys limits on a hash, never the address', () => {
    const key = clientKeyOf('198.51.100.10');
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(key).not.toContain('198');
    expect(clientKeyOf('198.51.100.11')).not.toBe(key);
  });

  it('knows our CloudFront by the origin secret, and nothing else', () => {
    expect(fromOurEdge(event({ 'x-candor-origin': SECRET }), SECRET)).toBe(true);
    expect(fromOurEdge(event({ 'x-candor-origin': `${SECRET}x` }), SECRET)).toBe(false);
    expect(fromOurEdge(event({ 'x-candor-origin': '' }), SECRET)).toBe(false);
    expect(fromOurEdge(event({}), SECRET)).toBe(false);
  });
});
