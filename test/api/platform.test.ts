import { readFileSync } from 'node:fs';
import { describe, expect, inject, it } from 'vitest';
import { errorBody } from '#shared/api/errors';
import { healthResponse } from '#shared/api/platform';
import { SesMailer } from '../../functions/src/adapters/ses/ses-mailer';
import { repoRoot } from '../support/runtime-process';

const api = (path: string, init?: RequestInit) => fetch(`${inject('apiUrl')}${path}`, init);
const version = (
  JSON.parse(readFileSync(`${repoRoot}/package.json`, 'utf8')) as { version: string }
).version;

describe('GET /api/health', () => {
  it('answers 200 with the version and the table, file store and mail service up', async () => {
    const response = await api('/api/health');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const body = healthResponse.parse(await response.json());
    expect(body.status).toBe('ok');
    expect(body.version).toBe(version);
    expect(body.services.table.status).toBe('up');
    expect(body.services.files.status).toBe('up');
    expect(body.services.mail.status).toBe('up');
  });

  it('costs one DynamoDB call', async () => {
    const response = await api('/api/health');
    expect(response.headers.get('x-candor-dynamodb-calls')).toBe('1');
  });
});

describe('security headers on API responses', () => {
  /** The JSON subset of the one policy (shared/src/domain/security-headers.ts). */
  const expectJsonSubset = (response: Response, what: string) => {
    expect(response.headers.get('content-type'), what).toMatch(/^application\/json/);
    expect(response.headers.get('x-content-type-options'), what).toBe('nosniff');
    expect(response.headers.get('referrer-policy'), what).toBe('strict-origin-when-cross-origin');
    expect(response.headers.get('cache-control'), what).toBe('no-store');
    expect(response.headers.get('x-frame-options'), what).toBe('DENY');
    expect(response.headers.get('content-security-policy'), what).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
  };

  it("come with a success, an error from a handler and the server's own 404", async () => {
    expectJsonSubset(await api('/api/health'), 'health');
    expectJsonSubset(await api('/api/auth/me'), '401 from a handler');
    expectJsonSubset(await api('/api/nothing-here'), 'no such route');
    expectJsonSubset(await api('/dev/api/mail'), 'local mailbox JSON');
  });

  it('keep the local pages free of script', async () => {
    const page = await api('/dev/mail');
    expect(page.status).toBe(200);
    expect(page.headers.get('content-security-policy')).toContain("script-src 'none'");
    expect(page.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('unknown API paths', () => {
  it.each([
    ['GET', '/api/nothing-here'],
    ['POST', '/api/teams/123/whatever'],
    ['DELETE', '/api/health'],
  ])('%s %s answers a JSON 404 in the error body shape', async (method, path) => {
    const response = await api(path, { method });
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toMatch(/^application\/json/);
    const body = errorBody.parse(await response.json());
    expect(body.errorType).toBe('not_found');
    expect(body.message).toContain(path);
  });

  it('answers 413 for a body over the API limit, keeping none of it, and the client reads the answer', async () => {
    const response = await api('/api/health', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: 'x'.repeat(11 * 1024 * 1024),
    });
    expect(response.status).toBe(413);
    expect(errorBody.parse(await response.json()).errorType).toBe('payload_too_large');
  });

  it("answers 413 for 6.5 MB, over Lambda's 6 MB invocation payload, before any function runs", async () => {
    const response = await api('/api/health', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: 'x'.repeat(6.5 * 1024 * 1024),
    });
    expect(response.status).toBe(413);
    const body = errorBody.parse(await response.json());
    expect(body).toEqual({ message: 'The request is too large', errorType: 'payload_too_large' });
  });

  it('hands 5 MB to the function: the unknown route answers its own 404', async () => {
    const response = await api('/api/health', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: 'x'.repeat(5 * 1024 * 1024),
    });
    expect(response.status).toBe(404);
    expect(errorBody.parse(await response.json()).errorType).toBe('not_found');
  });
});

describe('the web app', () => {
  it.each(['/', '/teams/abc', '/surveys/123/edit'])('serves the app for %s', async (path) => {
    const response = await api(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).toMatch(/<div id="root">/);
    expect(html).toMatch(/<script[^>]+type="module"/);
  });

  it('answers 404 for a missing file, not the app', async () => {
    const response = await api('/assets/missing-file.js');
    expect(response.status).toBe(404);
  });
});

describe('the mailbox', () => {
  it('lists captured mail as JSON, newest first, and as a page with links', async () => {
    const mailer = new SesMailer({
      region: 'us-east-1',
      endpoint: inject('sesEndpoint'),
      from: 'Candor <no-reply@candor.local>',
    });
    const stamp = Date.now();
    await mailer.send({
      to: [`first-${stamp}@example.com`],
      subject: `First ${stamp}`,
      text: `Open https://candor.example/survey/${stamp}`,
      html: `<p>Open <a href="https://candor.example/survey/${stamp}">the survey</a></p>`,
    });
    await mailer.send({
      to: [`second-${stamp}@example.com`],
      subject: `Second ${stamp}`,
      text: 'Hi',
    });

    const response = await api('/dev/api/mail');
    expect(response.status).toBe(200);
    const mail = (await response.json()) as Record<string, unknown>[];
    const ours = mail.filter((m) => String(m.subject).endsWith(String(stamp)));
    expect(ours.map((m) => m.subject)).toEqual([`Second ${stamp}`, `First ${stamp}`]);
    expect(Object.keys(ours[1] ?? {})).toEqual(
      expect.arrayContaining(['id', 'to', 'subject', 'text', 'html', 'sentAt']),
    );
    expect(ours[1]).toMatchObject({ to: [`first-${stamp}@example.com`] });

    const page = await (await api('/dev/mail')).text();
    expect(page).toContain(`First ${stamp}`);
    expect(page).toContain(`<a href="https://candor.example/survey/${stamp}">`);

    const one = await api(`/dev/mail/${encodeURIComponent(String(ours[1]?.id))}`);
    expect(one.status).toBe(200);
    const detail = await one.text();
    expect(detail).toContain('<iframe');
    expect(detail).toContain(`the survey`);
  });

  it('says so for an unknown message', async () => {
    const response = await api('/dev/mail/no-such-id');
    expect(response.status).toBe(404);
  });
});
