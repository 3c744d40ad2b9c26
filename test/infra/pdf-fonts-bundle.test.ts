import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';

type BuildLambdaBundle = (
  entry: string,
  outfile: string,
  options?: { metafile?: boolean },
) => Promise<number>;

/*
 * A function that writes PDFs carries its fonts (decision 0056): the bundle is built as it is
 * deployed into a folder with no node_modules above it, so only what ships beside it is there.
 */
describe('a function that writes PDFs, bundled', () => {
  const out = mkdtempSync(join(tmpdir(), 'candor-pdf-bundle-'));
  afterAll(() => rmSync(out, { recursive: true, force: true }));

  it('ships Noto Sans and Noto Sans JP beside its bundle, and writes any script with them', async () => {
    const outfile = join(out, 'report', 'index.mjs');
    // Loaded as the bench loads it: the build scripts are not part of the tests' project.
    const build = (await import(
      pathToFileURL(resolve(import.meta.dirname, '../../scripts/build.ts')).href
    )) as { buildLambdaBundle: BuildLambdaBundle };
    await build.buildLambdaBundle('test/infra/pdf-fonts-bundle.entry.ts', outfile, {
      metafile: false,
    });
    const fonts = join(out, 'report', 'fonts');
    for (const pkg of ['noto-sans', 'noto-sans-jp']) {
      expect(existsSync(join(fonts, pkg, 'LICENSE'))).toBe(true);
      expect(existsSync(join(fonts, pkg, 'unicode.json'))).toBe(true);
    }
    expect(readdirSync(join(fonts, 'noto-sans', 'files'))).toContain(
      'noto-sans-latin-ext-700-normal.woff',
    );
    // The fonts are files, not JavaScript: the bundle holds fontkit, not its WOFF2 decoder.
    expect(statSync(outfile).size).toBeLessThan(500 * 1024);

    const script = join(out, 'report', 'run.mjs');
    writeFileSync(
      script,
      "import { writeFileSync } from 'node:fs';\n" +
        "import { pdf } from './index.mjs';\n" +
        'writeFileSync(process.argv[2], await pdf());\n',
    );
    const file = join(out, 'report.pdf');
    execFileSync(process.execPath, [script, file], { cwd: out });
    const text = execFileSync('pdftotext', ['-raw', file, '-'], { encoding: 'utf8' });
    expect(text).toContain('Łódź: zespół · Ομάδα · 東京チーム · Größe');
  }, 120_000);
});
