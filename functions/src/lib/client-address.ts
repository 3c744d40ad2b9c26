import { createHash, timingSafeEqual } from 'node:crypto';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { ORIGIN_HEADER, VIEWER_ADDRESS_HEADER } from '#shared/domain/edge';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * Whether the request came through the stage's CloudFront: it carries the origin header with the
 * secret only CloudFront and the functions know. Compared in constant time.
 */
export function fromOurEdge(event: APIGatewayProxyEventV2, secret: string): boolean {
  const given = event.headers?.[ORIGIN_HEADER];
  return typeof given === 'string' && timingSafeEqual(digest(given), digest(secret));
}

/**
 * The caller's address for per-client limits. Behind CloudFront every request arrives from one of
 * CloudFront's own addresses, so the viewer's comes from `CloudFront-Viewer-Address`, trusted only
 * when the request provably came through our CloudFront (anyone can send the header). Without
 * an edge in front (locally) it is the connection's address.
 *
 * An IPv6 address counts by its /64: one household or phone is given a whole /64, and keying on
 * the full address would let one client rotate through billions of addresses.
 */
export function clientAddress(event: APIGatewayProxyEventV2, trustViewerHeader: boolean): string {
  const viewer = trustViewerHeader ? viewerAddress(event.headers?.[VIEWER_ADDRESS_HEADER]) : null;
  const address = viewer ?? event.requestContext?.http?.sourceIp ?? 'unknown';
  return address.includes(':') ? ipv6Prefix(address) : address;
}

/** A hash of the caller's address: what rate limits key on; the address itself is never kept. */
export function clientKeyOf(address: string): string {
  return createHash('sha256').update(`client:${address}`).digest('hex');
}

/** `198.51.100.10:46532` or `2001:db8::1:46532` (IPv6 without brackets) → the address. */
export function viewerAddress(header: string | undefined): string | null {
  if (!header) return null;
  const cut = header.lastIndexOf(':');
  if (cut <= 0 || !/^\d{1,5}$/.test(header.slice(cut + 1))) return null;
  const address = header.slice(0, cut);
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(address)) return address;
  if (/^[0-9a-f:]+$/i.test(address) && address.includes(':')) return address;
  return null;
}

/** The first four groups of an IPv6 address, expanded (`2001:db8::1` → `2001:db8:0:0::/64`). */
function ipv6Prefix(address: string): string {
  const plain = address.replace(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/i, '$1');
  if (!plain.includes(':')) return plain;
  const [head = '', tail = ''] = plain.toLowerCase().split('::');
  const headGroups = head ? head.split(':') : [];
  const tailGroups = plain.includes('::') && tail ? tail.split(':') : [];
  const missing = 8 - headGroups.length - tailGroups.length;
  const groups = [...headGroups, ...Array<string>(Math.max(0, missing)).fill('0'), ...tailGroups];
  return `${groups
    .slice(0, 4)
    .map((group) => group.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
