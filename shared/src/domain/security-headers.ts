/**
 * Candor's security headers, written once. CloudFront's response headers policy
 * (infra/aws/stacks/web-stack.ts) and the local server (infra/local/static-files.ts,
 * infra/local/http-server.ts) send the page headers built here; every API response carries the
 * JSON subset (functions/src/lib/route.ts). The session token lives in localStorage, so the
 * Content-Security-Policy is the backstop against injected script: no inline script other than
 * the pages' own, named by hash, and no `unsafe-eval`.
 */

export interface PagePolicyInput {
  /**
   * CSP source expressions (`'sha256-...'`) of the inline scripts the built pages carry (the
   * theme script in web/index.html). The web build writes them to `cspHashesFile(outdir)`.
   */
  scriptHashes: readonly string[];
  /** Origins of presigned file URLs (logos, avatars): the files bucket, or the local stand-in. */
  fileOrigins: readonly string[];
  /** Served over https (the cloud): adds HSTS and `upgrade-insecure-requests`. */
  https: boolean;
}

/** Google Identity Services: its script, styles, button iframe and token calls (cloud sign-in). */
const googleSignIn = {
  script: 'https://accounts.google.com/gsi/client',
  style: 'https://accounts.google.com/gsi/style',
  frames: 'https://accounts.google.com/gsi/',
  calls: 'https://accounts.google.com/gsi/',
  avatars: 'https://*.googleusercontent.com',
} as const;

export const referrerPolicy = 'strict-origin-when-cross-origin';

/** Browser features the app never uses, turned off for it and anything it embeds. */
export const permissionsPolicy = [
  'accelerometer',
  'camera',
  'display-capture',
  'geolocation',
  'gyroscope',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'usb',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/** Two years, subdomains included (cloud only; the local server speaks http). */
export const hstsMaxAgeSeconds = 2 * 365 * 24 * 60 * 60;

/** Google sign-in opens a popup that must be able to post back to the app. */
export const crossOriginOpenerPolicy = 'same-origin-allow-popups';

const scriptHash = /^'sha256-[A-Za-z0-9+/]+={0,2}'$/;

/** The Content-Security-Policy of the app's pages (the SPA and the public survey page). */
export function contentSecurityPolicy(input: PagePolicyInput): string {
  for (const hash of input.scriptHashes) {
    if (!scriptHash.test(hash)) throw new Error(`Not a CSP script hash: ${hash}`);
  }
  const files = input.fileOrigins.join(' ');
  return [
    "default-src 'self'",
    ['script-src', "'self'", ...input.scriptHashes, googleSignIn.script].join(' '),
    // Chakra's emotion inserts <style> elements at run time; hashes cannot name those.
    `style-src 'self' 'unsafe-inline' ${googleSignIn.style}`,
    ['img-src', "'self'", 'data:', 'blob:', files, googleSignIn.avatars].filter(Boolean).join(' '),
    // Images are PUT straight to the file store (decision 0051).
    ['connect-src', "'self'", files, googleSignIn.calls].filter(Boolean).join(' '),
    `frame-src ${googleSignIn.frames}`,
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
    ...(input.https ? ['upgrade-insecure-requests'] : []),
  ].join('; ');
}

/** Headers of every page and static file (names in lower case). */
export function pageSecurityHeaders(input: PagePolicyInput): Record<string, string> {
  return {
    'content-security-policy': contentSecurityPolicy(input),
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': referrerPolicy,
    'permissions-policy': permissionsPolicy,
    'cross-origin-opener-policy': crossOriginOpenerPolicy,
    // The legacy XSS filter can be abused to blank parts of a page; the CSP replaces it.
    'x-xss-protection': '0',
    ...(input.https
      ? { 'strict-transport-security': `max-age=${hstsMaxAgeSeconds}; includeSubDomains` }
      : {}),
  };
}

/** The subset every JSON API response carries: nothing in it is a page to render or frame. */
export const apiSecurityHeaders = {
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
  'referrer-policy': referrerPolicy,
  'cache-control': 'no-store',
} as const;

/**
 * Where the web build writes its pages' inline-script hashes: beside the build folder (as its
 * metafile), so the file is neither served nor deployed. `webOutdir` without a trailing slash.
 */
export function cspHashesFile(webOutdir: string): string {
  return `${webOutdir}-csp.json`;
}

/** Reads that file's content (`{ "scriptHashes": [...] }`); anything else is an error. */
export function parseCspHashes(json: unknown): string[] {
  const hashes = (json as { scriptHashes?: unknown } | null)?.scriptHashes;
  if (!Array.isArray(hashes) || !hashes.every((h) => typeof h === 'string' && scriptHash.test(h))) {
    throw new Error('The web build CSP file must be { "scriptHashes": ["\'sha256-...\'"] }');
  }
  return hashes as string[];
}
