import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import { PACKED_LEXICONS } from '#shared/domain/sentiment-lexicons';

type BuildLambdaBundle = (
  entry: string,
  outfile: string,
  options?: { metafile?: boolean },
) => Promise<number>;

/*
 * A function that scores comments reads the sentiment lexicons from a file beside its bundle
 * (decision 0057): built as deployed into a folder with no sources above it, it still scores.
 */
describe('a function that scores comments, bundled', () => {
  const out = mkdtempSync(join(tmpdir(), 'candor-lexicon-bundle-'));
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it('holds the same lexicons as the web app reads', () => {
    const file = readFileSync(
      resolve(import.meta.dirname, '../../shared/src/domain/sentiment-lexicons.deflate'),
    );
    expect(file.equals(Buffer.from(PACKED_LEXICONS, 'base64'))).toBe(true);
  });

  it('ships the lexicons beside its bundle, not in it, and scores German with them', async () => {
    const outfile = join(out, 'scorer', 'index.mjs');
    const build = (await import(
      pathToFileURL(resolve(import.meta.dirname, '../../scripts/build.ts')).href
    )) as { buildLambdaBundle: BuildLambdaBundle };
    await build.buildLambdaBundle('test/infra/lexicon-bundle.entry.ts', outfile, {
      metafile: false,
    });
    expect(existsSync(join(out, 'scorer', 'sentiment-lexicons.deflate'))).toBe(true);
    // The words are a file, not JavaScript.
    expect(statSync(outfile).size).toBeLessThan(40 * 1024);

    const script = join(out, 'scorer', 'run.mjs');
    writeFileSync(
      script,
      "import { score } from './index.mjs';\n" +
        "console.log(JSON.stringify([score('Das Team ist toll, ich bin sehr glücklich und zufrieden'), score('Das ist schrecklich, ich bin sehr wütend und enttäuscht')]));\n",
    );
    const [good, bad] = JSON.parse(
      execFileSync(process.execPath, [script], { cwd: out, encoding: 'utf8' }),
    ) as [number, number];
    expect(good).toBeGreaterThan(0.5);
    expect(bad).toBeLessThan(0.5);
  }, 120_000);
});
