import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse } from 'acorn';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { eagerCommonJsChunks, eagerCommonJsFactories } from './eager-factories';

const work = mkdtempSync(join(tmpdir(), 'candor-eager-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** Bundles `files` from `entry` as the web build does (one minified ES module). */
async function bundle(files: Record<string, string>, entry: string): Promise<string> {
  for (const [name, text] of Object.entries(files)) writeFileSync(join(work, name), text);
  const result = await build({
    entryPoints: [join(work, entry)],
    bundle: true,
    format: 'esm',
    minify: true,
    target: 'es2022',
    write: false,
  });
  return result.outputFiles[0]?.text ?? '';
}

/** The syntax of the first argument of every call of `helper`, parentheses kept. */
function helperArguments(code: string, helper: string): string[] {
  const found: string[] = [];
  const visit = (node: unknown): void => {
    if (!node || typeof node !== 'object') return;
    const n = node as Record<string, unknown> & { type?: string };
    const callee = n.callee as { type?: string; name?: string } | undefined;
    if (n.type === 'CallExpression' && callee?.type === 'Identifier' && callee.name === helper) {
      found.push((n.arguments as { type: string }[])[0]?.type ?? 'none');
    }
    for (const value of Object.values(n)) {
      if (Array.isArray(value)) value.forEach(visit);
      else if (value && typeof value === 'object') visit(value);
    }
  };
  visit(parse(code, { ecmaVersion: 'latest', sourceType: 'module', preserveParens: true }));
  return found;
}

/** Runs a bundle that leaves its result on `globalThis.__eagerResult`. */
async function run(code: string, file?: string): Promise<unknown> {
  const g = globalThis as { __eagerResult?: unknown; __eagerLoads?: number };
  delete g.__eagerResult;
  g.__eagerLoads = 0;
  // A file (with the chunks it imports beside it) or the code itself.
  await import(
    file
      ? pathToFileURL(file).href
      : `data:text/javascript;base64,${Buffer.from(code).toString('base64')}`
  );
  return g.__eagerResult;
}

const commonJs = {
  'counter.cjs': `'use strict';
var loads = (globalThis.__eagerLoads = (globalThis.__eagerLoads || 0) + 1);
exports.twice = function (n) { return [1, 2].map(function (x) { return x * n; }); };
exports.loads = loads;`,
  'label.cjs': `module.exports = function label(s) { return '<' + s + '>'; };`,
  'entry.mjs': `import { twice, loads } from './counter.cjs';
import label from './label.cjs';
globalThis.__eagerResult = { twice: twice(21), loads, label: label('ok'), arrow: [3].map((x) => x + 1) };`,
};

describe('eagerCommonJsFactories', () => {
  it("puts each CommonJS module's factory in parentheses and leaves what the bundle does unchanged", async () => {
    const code = await bundle(commonJs, 'entry.mjs');
    const eager = eagerCommonJsFactories(code);

    expect(eager.factories).toBe(2);
    // Two bytes per factory, nothing else.
    expect(eager.code.length).toBe(code.length + 4);
    const helper = /var (\w+)=\(\w+,\w+\)=>\(\)=>/.exec(code)?.[1];
    expect(helper).toBeTruthy();
    // Each call of the helper now passes its factory in parentheses.
    expect(helperArguments(code, helper as string)).toEqual([
      'ArrowFunctionExpression',
      'ArrowFunctionExpression',
    ]);
    expect(helperArguments(eager.code, helper as string)).toEqual([
      'ParenthesizedExpression',
      'ParenthesizedExpression',
    ]);

    const before = await run(code);
    const after = await run(eager.code);
    expect(after).toEqual(before);
    expect(after).toEqual({
      twice: [21, 42],
      loads: 1,
      label: '<ok>',
      arrow: [4],
    });
  });

  it('changes nothing in a bundle without CommonJS modules, other calls with functions included', async () => {
    const code = await bundle(
      {
        'plain.mjs': `globalThis.__eagerResult = [1, 2, 3].map((x) => x * 2).filter(function (x) { return x > 2; });`,
      },
      'plain.mjs',
    );
    const eager = eagerCommonJsFactories(code);
    expect(eager.factories).toBe(0);
    expect(eager.code).toBe(code);
    expect(await run(eager.code)).toEqual([4, 6]);
  });

  it('finds the helper a split build imports from a shared chunk, in every chunk that calls it', async () => {
    const dir = mkdtempSync(join(work, 'split-'));
    for (const [name, text] of Object.entries(commonJs)) writeFileSync(join(dir, name), text);
    writeFileSync(join(dir, 'late.cjs'), `module.exports = 'late';`);
    writeFileSync(
      join(dir, 'second.mjs'),
      `import { twice } from './counter.cjs';\nimport late from './late.cjs';\nglobalThis.__eagerResult = { twice: twice(2), late };`,
    );
    const result = await build({
      entryPoints: [join(dir, 'entry.mjs'), join(dir, 'second.mjs')],
      bundle: true,
      format: 'esm',
      splitting: true,
      minify: true,
      target: 'es2022',
      outdir: join(dir, 'out'),
      metafile: true,
    });
    const files = Object.keys(result.metafile.outputs).filter((file) => file.endsWith('.js'));
    const chunks = new Map(files.map((file) => [file, readFileSync(file, 'utf8')]));
    const commonJsInputs = Object.values(result.metafile.inputs).filter(
      (input) => input.format === 'cjs',
    ).length;

    const eager = eagerCommonJsChunks(chunks);

    expect(commonJsInputs).toBe(3);
    expect(eager.factories).toBe(3);
    // The shared chunk defines the helper; `second`'s own chunk imports it for late.cjs.
    const second = files.find((file) => file.includes('second')) as string;
    expect(eager.chunks.has(second)).toBe(true);
    expect(chunks.get(second)).not.toMatch(/exports:\{\}/);
    for (const [file, code] of eager.chunks) writeFileSync(file, code);
    expect(await run(readFileSync(second, 'utf8'), second)).toEqual({
      twice: [2, 4],
      late: 'late',
    });
  });
});
