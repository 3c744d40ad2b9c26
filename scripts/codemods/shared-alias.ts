/**
 * Rewrites every relative import of the project's `shared/src/` (`'../../../shared/src/api/routes'`)
 * to the `#shared/` alias (`'#shared/api/routes'`), in every TypeScript file outside `shared/`
 * itself (shared's own files keep their short relative imports). Static and type imports,
 * re-exports, `import()`, `vi.mock()` and `require()` are rewritten; nothing else changes.
 *
 *   node --import tsx scripts/codemods/shared-alias.ts            rewrite the repository
 *   node --import tsx scripts/codemods/shared-alias.ts --check    list what would change, exit 1 if any
 *   node --import tsx scripts/codemods/shared-alias.ts --root <dir> [files...]
 *
 * The alias is resolved by tsc (`paths` in tsconfig.base.json), esbuild (which reads it), vitest
 * and Vite (`resolve.alias`) and Playwright (which reads `paths`): decision 0063.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

/** An import specifier in the places a module path is written. */
const SPECIFIER =
  /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+|\bexport\s*\*\s*from\s*|\bmock\s*\(\s*|\brequire\s*\(\s*)(['"])(\.{1,2}\/[^'"]*)\2/g;

export const ALIAS = '#shared/';

/** The file's source with its imports of `sharedRoot` written with the alias, and how many. */
export function rewriteSource(
  source: string,
  file: string,
  sharedRoot: string,
): { source: string; count: number } {
  let count = 0;
  const from = dirname(file);
  const out = source.replace(SPECIFIER, (whole, lead: string, quote: string, spec: string) => {
    const target = resolve(from, spec);
    if (target !== sharedRoot && !target.startsWith(sharedRoot + sep)) return whole;
    const rest = relative(sharedRoot, target).split(sep).join('/');
    if (!rest || rest.startsWith('..')) return whole;
    count += 1;
    return `${lead}${quote}${ALIAS}${rest}${quote}`;
  });
  return { source: out, count };
}

/** The repository's TypeScript files outside `shared/` (the ones the alias is for). */
export function trackedFiles(root: string): string[] {
  const listed = execFileSync('git', ['ls-files', '*.ts', '*.tsx', '*.mts'], {
    cwd: root,
    encoding: 'utf8',
  });
  return listed.split('\n').filter((f) => f && !f.startsWith('shared/'));
}

function main(args: string[]): number {
  const check = args.includes('--check');
  const rootAt = args.indexOf('--root');
  const root = resolve(rootAt >= 0 ? (args[rootAt + 1] ?? '.') : '.');
  const named = args.filter((a, i) => !a.startsWith('--') && (rootAt < 0 || i !== rootAt + 1));
  const sharedRoot = join(root, 'shared', 'src');
  const files = named.length > 0 ? named : trackedFiles(root);
  let changedFiles = 0;
  let changedImports = 0;
  for (const name of files) {
    const file = resolve(root, name);
    const before = readFileSync(file, 'utf8');
    const { source, count } = rewriteSource(before, file, sharedRoot);
    if (count === 0) continue;
    changedFiles += 1;
    changedImports += count;
    if (check) console.log(`${relative(root, file)}: ${count}`);
    else writeFileSync(file, source);
  }
  console.log(
    `${check ? 'Would rewrite' : 'Rewrote'} ${changedImports} imports in ${changedFiles} files.`,
  );
  return check && changedFiles > 0 ? 1 : 0;
}

if (import.meta.url === `file://${process.argv[1]}`) process.exitCode = main(process.argv.slice(2));
