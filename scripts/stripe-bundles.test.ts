import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { build, type Metafile } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { routeList } from '#shared/api/routes';
import { lambdaBuildOptions, lambdaEntries } from './build';

/*
 * Decision 0011: the `stripe` package is bundled only into the billing functions that talk to the
 * payments provider, the heaviest bundles there are. One esbuild run over every
 * entry (nothing written to disk but a temporary folder) reads which bundle holds which inputs.
 */

const root = resolve(import.meta.dirname, '..');
const outdir = mkdtempSync(join(tmpdir(), 'candor-bundles-'));
let bundles: Map<string, { inputs: string[]; bytes: number }>;

beforeAll(async () => {
  const entries = lambdaEntries();
  const { metafile } = (await build({
    ...lambdaBuildOptions(),
    entryPoints: Object.fromEntries(entries.map(({ id, entry }) => [id, join(root, entry)])),
    outdir,
    entryNames: '[name]',
    outExtension: { '.js': '.mjs' },
    write: false,
  })) as { metafile: Metafile };
  bundles = new Map(
    Object.entries(metafile.outputs)
      .filter(([file]) => file.endsWith('.mjs'))
      .map(([file, output]) => [
        file
          .split('/')
          .pop()!
          .replace(/\.mjs$/, ''),
        { inputs: Object.keys(output.inputs), bytes: output.bytes },
      ]),
  );
  expect(bundles.size).toBe(entries.length);
}, 180_000);
afterAll(() => rmSync(outdir, { recursive: true, force: true }));

const withStripe = () =>
  [...bundles]
    .filter(([, bundle]) => bundle.inputs.some((input) => input.includes('node_modules/stripe/')))
    .map(([id]) => id)
    .sort();

describe('the stripe package', () => {
  it('is bundled only by the billing functions that talk to the payments provider', () => {
    const payments = routeList
      .filter((route) => route.access.includes('payments-secret:read'))
      .map((route) => route.id)
      .sort();
    expect(payments.length).toBeGreaterThan(0);
    expect(withStripe()).toEqual(payments);
    for (const id of payments) {
      expect(routeList.find((route) => route.id === id)?.area, id).toBe('billing');
    }
  });

  it('still leaves those functions within the 600 KiB every function has (decision 0004)', () => {
    for (const id of withStripe()) {
      expect(bundles.get(id)!.bytes, id).toBeLessThanOrEqual(600 * 1024);
    }
  });
});
