import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import { extname, join, normalize, sep } from 'node:path';
import {
  cspHashesFile,
  pageSecurityHeaders,
  parseCspHashes,
} from '#shared/domain/security-headers';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff2': 'font/woff2',
  '.map': 'application/json; charset=utf-8',
};

export interface WebPolicy {
  /** Origins of presigned file URLs (the S3 stand-in), allowed as image sources. */
  fileOrigins: readonly string[];
}

let hashesCache: { file: string; mtimeMs: number; hashes: string[] } | undefined;

/**
 * The inline-script hashes the web build wrote beside `root` (re-read when a build replaces
 * them). A build without the file (older than the CSP) gets none: its theme script is then
 * refused, which the browser reports, rather than the policy being loosened.
 */
function scriptHashes(root: string): string[] {
  const file = cspHashesFile(root);
  let mtimeMs: number;
  try {
    mtimeMs = statSync(file).mtimeMs;
  } catch {
    return [];
  }
  if (hashesCache?.file !== file || hashesCache.mtimeMs !== mtimeMs) {
    hashesCache = { file, mtimeMs, hashes: parseCspHashes(JSON.parse(readFileSync(file, 'utf8'))) };
  }
  return hashesCache.hashes;
}

/** The one page policy (shared/src/domain/security-headers.ts), as plain http serves it. */
function securityHeaders(root: string, policy: WebPolicy): Record<string, string> {
  return pageSecurityHeaders({
    scriptHashes: scriptHashes(root),
    fileOrigins: policy.fileOrigins,
    https: false,
  });
}

/**
 * The precompressed copy of a file the browser accepts (`.br` before `.gz`, as the web build
 * writes them), or none. `identity;q=0`-style refusals are rare enough to ignore; `br;q=0` is not.
 */
export function encodingFor(
  file: string,
  acceptEncoding: string | undefined,
): { suffix: '.br' | '.gz'; encoding: 'br' | 'gzip' } | undefined {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
    accepted.set(name.trim(), q === undefined ? 1 : Number(q));
  }
  const takes = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  for (const [encoding, suffix] of [
    ['br', '.br'],
    ['gzip', '.gz'],
  ] as const) {
    if (takes(encoding) && existsSync(file + suffix)) return { suffix, encoding };
  }
  return undefined;
}

function sendFile(
  res: ServerResponse,
  file: string,
  cache: string,
  method: string,
  headers: Record<string, string>,
  acceptEncoding?: string,
): void {
  const type = TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream';
  const compressed = encodingFor(file, acceptEncoding);
  const sent = compressed ? file + compressed.suffix : file;
  res.writeHead(200, {
    'content-type': type,
    'content-length': statSync(sent).size,
    'cache-control': cache,
    ...(compressed ? { 'content-encoding': compressed.encoding } : {}),
    // Caches keep one copy per encoding; every text file may have compressed copies.
    vary: 'accept-encoding',
    ...headers,
  });
  if (method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(sent)
    .on('error', () => res.destroy())
    .pipe(res);
}

/**
 * `/survey/{surveyId}`: the public survey page, its own HTML and entry (docs/decisions/0007).
 * The same rule as the CloudFront function (infra/aws/stacks/web-stack.ts) and web/vite.config.ts.
 */
const publicSurveyPath = /^\/survey\/[^/.]+\/?$/;

/**
 * `/login`: the shell with the sign-in page rendered ahead (web/build.ts, docs/decisions/0027),
 * as the CloudFront function does.
 */
const loginPath = /^\/login\/?$/;

/** The HTML file an extension-less path gets: the survey page's, the sign-in page's or the SPA's. */
export function pageFor(path: string): 'survey.html' | 'login.html' | 'index.html' {
  if (publicSurveyPath.test(path)) return 'survey.html';
  return loginPath.test(path) ? 'login.html' : 'index.html';
}

/**
 * Serves the production web build the way CloudFront does: files as they are (compressed with
 * Brotli or gzip when the browser accepts it and the build wrote the copy), `survey.html`
 * for `/survey/{surveyId}` (the public survey page), `login.html` for `/login` (the sign-in page
 * rendered ahead) and `index.html` for any other path without
 * a file extension (the SPA's client-side routes). Every answer carries the page security
 * headers CloudFront adds in the cloud, HSTS aside (this is http).
 */
export function serveWeb(
  root: string,
  path: string,
  method: string,
  res: ServerResponse,
  policy: WebPolicy = { fileOrigins: [] },
  acceptEncoding?: string,
): void {
  const headers = securityHeaders(root, policy);
  const index = join(root, 'index.html');
  if (!existsSync(index)) {
    res.writeHead(503, { 'content-type': 'text/html; charset=utf-8', ...headers });
    res.end(
      '<!doctype html><title>Candor</title><p>The web app is not built yet. Run <code>npm run build</code> or restart with <code>npm start</code>.</p>',
    );
    return;
  }
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    decoded = '/';
  }
  const file = normalize(join(root, decoded));
  const inside = file === root || file.startsWith(root + sep);
  if (inside && existsSync(file) && statSync(file).isFile()) {
    const hashed = /[-.][A-Z0-9]{8,}\.(js|css|mjs|woff2|svg|png)$/i.test(file);
    sendFile(
      res,
      file,
      hashed ? 'public, max-age=31536000, immutable' : 'no-cache',
      method,
      headers,
      acceptEncoding,
    );
    return;
  }
  if (extname(decoded) === '') {
    const page = join(root, pageFor(decoded));
    // A build without the page's own HTML still answers, with the SPA.
    sendFile(res, existsSync(page) ? page : index, 'no-cache', method, headers, acceptEncoding);
    return;
  }
  res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8', ...headers });
  res.end('Not found');
}
