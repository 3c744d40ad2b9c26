import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodingFor, pageFor, serveWeb } from './static-files';

/** A CSP directive's sources, e.g. `directive(csp, 'script-src')` -> ["'self'", ...]. */
function directive(csp: string, name: string): string[] {
  const found = csp
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([first]) => first === name);
  return found ? found.slice(1) : [];
}

const themeHash = "'sha256-47DEQpj8HBSa+/TImW+5JCeuQeRkm5NMpJWZG3hSuFU='";
const filesOrigin = 'http://127.0.0.1:4569';

/** A GET with the given Accept-Encoding, the body as sent on the wire (not decoded). */
function raw(
  url: string,
  acceptEncoding?: string,
): Promise<{
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}> {
  return new Promise((done, fail) => {
    const req = request(
      url,
      { headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          done({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      },
    );
    req.on('error', fail);
    req.end();
  });
}

const appScript = `console.log(${JSON.stringify('candor '.repeat(400))});`;

/** Requests to a real local server: above a second each when other processes hog the cores. */
const OVER_HTTP = { timeout: 30_000 };

describe('serveWeb', OVER_HTTP, () => {
  let root: string;
  let server: Server;
  let base: string;

  const get = async (path: string) => {
    const response = await fetch(`${base}${path}`);
    return { status: response.status, body: await response.text(), headers: response.headers };
  };

  beforeAll(async () => {
    // Prepare: a built web folder with both pages and a hashed asset.
    root = mkdtempSync(join(tmpdir(), 'candor-static-'));
    mkdirSync(join(root, 'assets'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>shell</title>');
    writeFileSync(join(root, 'survey.html'), '<!doctype html><title>survey page</title>');
    writeFileSync(join(root, 'login.html'), '<!doctype html><title>sign-in page</title>');
    writeFileSync(join(root, 'assets', 'survey-main-ABCD1234.js'), 'console.log(1)');
    // The compressed copies the web build writes beside a text file (web/build.ts precompress).
    writeFileSync(join(root, 'assets', 'main-ABCD1234.js'), appScript);
    writeFileSync(join(root, 'assets', 'main-ABCD1234.js.br'), brotliCompressSync(appScript));
    writeFileSync(join(root, 'assets', 'main-ABCD1234.js.gz'), gzipSync(appScript));
    writeFileSync(join(root, 'index.html.gz'), gzipSync('<!doctype html><title>shell</title>'));
    // The hashes the web build writes beside its folder (web/build.ts).
    writeFileSync(`${root}-csp.json`, JSON.stringify({ scriptHashes: [themeHash] }));
    server = createServer((req, res) => {
      const path = new URL(req.url ?? '/', 'http://localhost').pathname;
      serveWeb(
        root,
        path,
        req.method ?? 'GET',
        res,
        { fileOrigins: [filesOrigin] },
        req.headers['accept-encoding'],
      );
    });
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise<void>((done) => server.close(() => done()));
    rmSync(root, { recursive: true, force: true });
    rmSync(`${root}-csp.json`, { force: true });
  });

  it('sends the one security-headers policy with the SPA, the survey page, files and 404s', async () => {
    for (const path of ['/', '/dashboard', '/survey/abc-123', '/assets/survey-main-ABCD1234.js']) {
      const { status, headers } = await get(path);
      expect(status, path).toBe(200);
      const csp = headers.get('content-security-policy') ?? '';
      expect(directive(csp, 'default-src'), path).toEqual(["'self'"]);
      // Script: the app's own files and the build's inline theme script, by hash; nothing else
      // inline and no eval.
      const scripts = directive(csp, 'script-src');
      expect(scripts, path).toContain("'self'");
      expect(scripts, path).toContain(themeHash);
      expect(scripts, path).not.toContain("'unsafe-inline'");
      expect(scripts, path).not.toContain("'unsafe-eval'");
      expect(directive(csp, 'img-src'), path).toEqual(
        expect.arrayContaining(["'self'", 'data:', 'blob:', filesOrigin]),
      );
      expect(directive(csp, 'connect-src'), path).toEqual(
        expect.arrayContaining(["'self'", filesOrigin]),
      );
      expect(directive(csp, 'frame-ancestors'), path).toEqual(["'none'"]);
      expect(directive(csp, 'object-src'), path).toEqual(["'none'"]);
      expect(directive(csp, 'base-uri'), path).toEqual(["'self'"]);
      expect(directive(csp, 'form-action'), path).toEqual(["'self'"]);
      // Plain http: no upgrade of requests and no HSTS (the cloud adds both).
      expect(csp, path).not.toContain('upgrade-insecure-requests');
      expect(headers.get('strict-transport-security'), path).toBeNull();
      expect(headers.get('x-content-type-options'), path).toBe('nosniff');
      expect(headers.get('x-frame-options'), path).toBe('DENY');
      expect(headers.get('referrer-policy'), path).toBe('strict-origin-when-cross-origin');
      const permissions = headers.get('permissions-policy') ?? '';
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
        expect(permissions, path).toContain(`${feature}=()`);
      }
    }
    const missing = await get('/assets/missing-ABCD1234.js');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('x-content-type-options')).toBe('nosniff');
    expect(missing.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('serves the public survey page for /survey/{surveyId}, with or without a token', async () => {
    for (const path of ['/survey/7c0e9f1a-2b3c-4d5e-8f90-123456789abc', '/survey/abc/']) {
      const page = await get(path);
      expect(page.status).toBe(200);
      expect(page.body).toContain('survey page');
      expect(page.headers.get('cache-control')).toBe('no-cache');
    }
    expect((await get('/survey/abc?token=x')).body).toContain('survey page');
  });

  it('keeps the SPA for every other app route, /surveys/* included', async () => {
    for (const path of [
      '/',
      '/dashboard',
      '/surveys',
      '/surveys/abc/edit',
      '/survey',
      '/survey/a/b',
    ]) {
      const page = await get(path);
      expect(page.status, path).toBe(200);
      expect(page.body, path).toContain('shell');
    }
  });

  it('sends the Brotli copy to a browser that takes it, gzip to one that takes only gzip, and the file as it is otherwise', async () => {
    const url = `${base}/assets/main-ABCD1234.js`;
    const br = await raw(url, 'gzip, deflate, br, zstd');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('accept-encoding');
    expect(Number(br.headers['content-length'])).toBe(br.body.length);
    expect(br.body.length).toBeLessThan(appScript.length / 4);
    expect(brotliDecompressSync(br.body).toString()).toBe(appScript);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');

    const gz = await raw(url, 'gzip, deflate');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(appScript);

    for (const refused of [undefined, 'identity', 'br;q=0, gzip;q=0']) {
      const plain = await raw(url, refused);
      expect(plain.headers['content-encoding'], String(refused)).toBeUndefined();
      expect(plain.body.toString()).toBe(appScript);
    }
    // The SPA fallback for an app route has its gzip copy too; a file without copies goes as it is.
    const page = await raw(`${base}/dashboard`, 'br, gzip');
    expect(page.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(page.body).toString()).toContain('<title>shell</title>');
    const small = await raw(`${base}/assets/survey-main-ABCD1234.js`, 'br, gzip');
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body.toString()).toBe('console.log(1)');
  });

  it('reads q-values: a zero refuses an encoding, a wildcard takes any', () => {
    const file = join(root, 'assets', 'main-ABCD1234.js');
    expect(encodingFor(file, 'br;q=0, gzip;q=0.5')).toEqual({ suffix: '.gz', encoding: 'gzip' });
    expect(encodingFor(file, '*')).toEqual({ suffix: '.br', encoding: 'br' });
    expect(encodingFor(file, '*, br;q=0')).toEqual({ suffix: '.gz', encoding: 'gzip' });
    expect(encodingFor(file, '')).toBeUndefined();
  });

  it('serves files as they are and 404s missing files', async () => {
    const asset = await get('/assets/survey-main-ABCD1234.js');
    expect(asset.body).toBe('console.log(1)');
    expect(asset.headers.get('cache-control')).toContain('immutable');
    expect((await get('/survey.html')).body).toContain('survey page');
    expect((await get('/assets/missing-ABCD1234.js')).status).toBe(404);
  });

  it('answers /login with the sign-in page rendered ahead, uncached like the shell', async () => {
    const page = await get('/login');
    expect(page.status).toBe(200);
    expect(page.body).toContain('sign-in page');
    expect(page.headers.get('cache-control')).toBe('no-cache');
    expect(page.headers.get('content-security-policy')).toContain(themeHash);
    expect((await get('/login/more')).body).toContain('shell');
  });
});

describe('serveWeb without a survey page or a sign-in page', OVER_HTTP, () => {
  it('answers /survey/{surveyId} with the SPA when the build has no survey.html', async () => {
    const root = mkdtempSync(join(tmpdir(), 'candor-static-old-'));
    writeFileSync(join(root, 'index.html'), '<!doctype html><title>shell</title>');
    const server = createServer((req, res) => serveWeb(root, req.url ?? '/', 'GET', res));
    await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
    try {
      const { port } = server.address() as AddressInfo;
      const response = await fetch(`http://127.0.0.1:${port}/survey/abc-123`);
      expect(response.status).toBe(200);
      expect(await response.text()).toContain('shell');
      // Nor a sign-in page rendered ahead: /login is the SPA's.
      const login = await fetch(`http://127.0.0.1:${port}/login`);
      expect(await login.text()).toContain('shell');
    } finally {
      await new Promise<void>((done) => server.close(() => done()));
      rmSync(root, { recursive: true, force: true });
    }
  });
});

describe('pageFor', () => {
  it('picks survey.html only for one survey id under /survey/', () => {
    expect(pageFor('/survey/abc-123')).toBe('survey.html');
    expect(pageFor('/survey/abc-123/')).toBe('survey.html');
    expect(pageFor('/survey/')).toBe('index.html');
    expect(pageFor('/surveys/abc-123')).toBe('index.html');
    expect(pageFor('/survey/abc/responses')).toBe('index.html');
  });

  it('picks login.html for the sign-in page, rendered ahead, and nothing else', () => {
    expect(pageFor('/login')).toBe('login.html');
    expect(pageFor('/login/')).toBe('login.html');
    expect(pageFor('/login/more')).toBe('index.html');
    expect(pageFor('/logins')).toBe('index.html');
    expect(pageFor('/register')).toBe('index.html');
  });
});
