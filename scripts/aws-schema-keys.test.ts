import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  startAnsweringServer,
  type AnsweringServer,
} from '../functions/src/adapters/testing/answering-server';
import { literalSchemaKeys } from './aws-schema-keys';
import { lambdaBuildOptions } from './build';

const root = resolve(import.meta.dirname, '..');

describe('literal schema keys', () => {
  it('writes a computed key naming a string constant as that string, and nothing else', () => {
    const source = [
      'const _h = "http";',
      'const _e = "error";',
      'const _c = "client";',
      'let other = "x";',
      'export var Send$ = [9, n0, _S, { [_h]: ["POST", "/v2/email/outbound-emails", 200] }, () => In$];',
      'export var Oops$ = [-3, n0, _O, { [_e]: _c, [_hE]: 400 }, [_m], [0]];',
      'export var Kept$ = { [other]: 1 };',
    ].join('\n');
    const out = literalSchemaKeys(source);
    expect(out).toContain('{ "http": ["POST", "/v2/email/outbound-emails", 200] }');
    // `_hE` is not declared here and `other` is not a constant: both keys stay computed.
    expect(out).toContain('{ "error": _c, [_hE]: 400 }');
    expect(out).toContain('{ [other]: 1 }');
    // The declarations themselves are untouched.
    expect(out.split('\n').slice(0, 4)).toEqual(source.split('\n').slice(0, 4));
  });
});

/*
 * The deployed mailer, bundled with the deployed settings, run as Lambda would run it: against a
 * server that answers as SES v2 does, its requests and its errors must be what the unbundled
 * client makes of them, and the operations it never calls must be gone from the file.
 */
describe('a bundle of the SES v2 client', { timeout: 120_000 }, () => {
  const dir = mkdtempSync(join(tmpdir(), 'candor-schema-keys-'));
  const entry = join(dir, 'entry.ts');
  const outfile = join(dir, 'mailer.mjs');
  let ses: AnsweringServer;
  let bundle: string;
  let plainBytes: number;
  let bundled: {
    send(endpoint: string): Promise<string>;
  };

  beforeAll(async () => {
    ses = await startAnsweringServer();
    writeFileSync(
      entry,
      [
        `import { SesMailer } from ${JSON.stringify(join(root, 'functions/src/adapters/ses/ses-mailer.ts'))};`,
        'export const send = (endpoint) =>',
        "  new SesMailer({ region: 'eu-west-1', endpoint, from: 'Candor <no-reply@candor.test>' })",
        "    .send({ to: ['ana@example.test'], subject: 'Your team pulse', text: 'Two minutes.' });",
      ].join('\n'),
    );
    const options = { ...lambdaBuildOptions(), entryPoints: [entry], metafile: true };
    await build({ ...options, outfile });
    bundle = readFileSync(outfile, 'utf8');
    const plain = await build({ ...options, plugins: [], write: false, outfile });
    plainBytes = plain.outputFiles[0]!.contents.byteLength;
    bundled = (await import(pathToFileURL(outfile).href)) as typeof bundled;
  });
  afterAll(async () => {
    await ses.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it('keeps only the schemas of the operations it calls', () => {
    expect(bundle).toContain('/v2/email/outbound-emails');
    for (const unused of ['/v2/email/templates', '/v2/email/contact-lists', 'BatchGetMetricData']) {
      expect(bundle, unused).not.toContain(unused);
    }
    // The whole service's schemas are some 45 KiB of the file.
    expect(plainBytes - Buffer.byteLength(bundle)).toBeGreaterThan(30 * 1024);
  });

  it('sends the message as SES v2 SendEmail takes it and reads the message id', async () => {
    ses.reset();
    ses.answers.push({ status: 200, body: { MessageId: 'm-bundled' } });
    await expect(bundled.send(ses.endpoint)).resolves.toBe('m-bundled');
    expect(ses.seen[0]).toMatchObject({ method: 'POST', path: '/v2/email/outbound-emails' });
    expect(JSON.parse(ses.seen[0]!.body)).toMatchObject({
      Destination: { ToAddresses: ['ana@example.test'] },
      Content: { Simple: { Subject: { Data: 'Your team pulse' } } },
    });
  });

  it("reads SES's refusal as the modelled error it is, with its reason", async () => {
    ses.reset();
    ses.answers.push({
      status: 400,
      errorType: 'MessageRejected',
      body: { message: 'Email address is not verified: ana@example.test' },
    });
    const failure = (await bundled.send(ses.endpoint).catch((error: unknown) => error)) as {
      failure?: unknown;
    };
    expect(ses.seen).toHaveLength(1);
    expect(failure.failure).toEqual({
      kind: 'refused',
      status: 400,
      code: 'MessageRejected',
      reason: 'Email address is not verified: ana@example.test',
    });
  });
});
