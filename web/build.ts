import { createHash } from 'node:crypto';
import { cp, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as esbuild from 'esbuild';
import { webBundlePlugin } from './build-barrels';

const webDir = dirname(fileURLToPath(import.meta.url));
const repoRoot = dirname(webDir);
const entryPoint = join(webDir, 'src/main.tsx');
/** The tag in web/index.html that Vite serves in development and the build replaces. */
const devEntryTag = '<script type="module" src="/src/main.tsx"></script>';
/** Where the hashed files go, below outdir; the server may cache everything here forever. */
const assetsDir = 'assets';
const publicPath = `/${assetsDir}/`;

export interface BuildWebOptions {
  /** Usually `dist/web`. Its `assets/` folder and `index.html` are replaced; nothing else is removed. */
  outdir: string;
  minify?: boolean;
  sourcemap?: boolean;
  /** Where to write the esbuild metafile; `<outdir>-meta.json` (so `dist/web-meta.json`) unless said. */
  metafilePath?: string;
}

export interface InitialJs {
  /** The entry and every chunk it imports statically, as served paths. */
  files: string[];
  bytes: number;
  gzipBytes: number;
}

export interface BuildWebResult {
  metafile: esbuild.Metafile;
  metafilePath: string;
  /** The served path of the entry script, e.g. `/assets/main-ABCD1234.js`. */
  entry: string;
  initialJs: InitialJs;
  /** CSP source expressions ('sha256-...') for the inline script and style in index.html. */
  inlineHashes: { scripts: string[]; styles: string[] };
}

/** Bundles the web app for production into `outdir` (code split per page, hashed names). */
export async function buildWeb(options: BuildWebOptions): Promise<BuildWebResult> {
  const outdir = resolve(options.outdir);
  const outAssets = join(outdir, assetsDir);
  const minify = options.minify ?? true;
  await rm(outAssets, { recursive: true, force: true });
  await mkdir(outAssets, { recursive: true });

  const result = await esbuild.build({
    absWorkingDir: repoRoot,
    entryPoints: [entryPoint],
    outdir: outAssets,
    bundle: true,
    format: 'esm',
    splitting: true,
    platform: 'browser',
    target: ['es2022', 'chrome111', 'edge111', 'firefox115', 'safari16.4'],
    minify,
    sourcemap: options.sourcemap ? 'linked' : false,
    entryNames: '[name]-[hash]',
    chunkNames: 'chunk-[hash]',
    assetNames: '[name]-[hash]',
    publicPath,
    jsx: 'automatic',
    tsconfig: join(webDir, 'tsconfig.app.json'),
    define: { 'process.env.NODE_ENV': '"production"' },
    legalComments: 'linked',
    charset: 'utf8',
    metafile: true,
    logLevel: 'warning',
    plugins: [webBundlePlugin({ initialRoot: join(webDir, 'src/app/app.tsx') })],
    loader: {
      '.svg': 'file',
      '.png': 'file',
      '.jpg': 'file',
      '.webp': 'file',
      '.woff2': 'file',
    },
  });
  const metafile = result.metafile;

  const entryOutput = findEntryOutput(metafile);
  const entry = servedPath(outdir, entryOutput);
  const initialFiles = staticClosure(metafile, entryOutput);
  const initialJs = await measure(initialFiles, outdir);

  const template = await readFile(join(webDir, 'index.html'), 'utf8');
  if (!template.includes(devEntryTag)) {
    throw new Error(`web/index.html must contain ${devEntryTag}; the build replaces it`);
  }
  const preloads = initialJs.files
    .map((file) => `<link rel="modulepreload" href="${file}" />`)
    .join('\n    ');
  const html = template
    .replace('</title>', `</title>\n    ${preloads}`)
    .replace(devEntryTag, `<script type="module" src="${entry}"></script>`);
  await cp(join(webDir, 'public'), outdir, { recursive: true });
  await writeFile(join(outdir, 'index.html'), html);

  const metafilePath = resolve(options.metafilePath ?? `${outdir}-meta.json`);
  await writeFile(metafilePath, JSON.stringify(metafile));

  return {
    metafile,
    metafilePath,
    entry,
    initialJs,
    inlineHashes: {
      scripts: inlineHashes(html, 'script'),
      styles: inlineHashes(html, 'style'),
    },
  };
}

function findEntryOutput(metafile: esbuild.Metafile): string {
  const entryRel = relative(repoRoot, entryPoint).split('\\').join('/');
  const found = Object.entries(metafile.outputs).find(
    ([file, output]) => output.entryPoint === entryRel && file.endsWith('.js'),
  );
  if (!found) throw new Error(`esbuild produced no output for ${entryRel}`);
  return found[0];
}

/** The entry plus every chunk reachable from it through static imports (what the first load needs). */
function staticClosure(metafile: esbuild.Metafile, entryOutput: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of metafile.outputs[file]?.imports ?? []) {
      if (imported.kind === 'import-statement' && !imported.external) visit(imported.path);
    }
  };
  visit(entryOutput);
  return [...seen];
}

async function measure(files: string[], outdir: string): Promise<InitialJs> {
  let bytes = 0;
  let gzipBytes = 0;
  for (const file of files) {
    const content = await readFile(join(repoRoot, file));
    bytes += content.length;
    gzipBytes += gzipSync(content, { level: 9 }).length;
  }
  return { files: files.map((file) => servedPath(outdir, file)), bytes, gzipBytes };
}

/** A metafile output path (relative to the repo root) -> the URL path the server serves it at. */
function servedPath(outdir: string, file: string): string {
  const rel = relative(outdir, join(repoRoot, file)).split('\\').join('/');
  if (rel.startsWith('..')) throw new Error(`${file} is outside ${outdir}`);
  return `/${rel}`;
}

function inlineHashes(html: string, tag: 'script' | 'style'): string[] {
  const pattern = new RegExp(`<${tag}>([\\s\\S]*?)</${tag}>`, 'g');
  return [...html.matchAll(pattern)].map(
    (match) =>
      `'sha256-${createHash('sha256')
        .update(match[1] ?? '')
        .digest('base64')}'`,
  );
}

// `node --import tsx web/build.ts [outdir]`: a build without the rest of scripts/build.ts.
if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const outdir = process.argv[2] ?? join(repoRoot, 'dist/web');
  const result = await buildWeb({ outdir });
  const kb = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
  console.log(`web built into ${relative(process.cwd(), outdir) || '.'} (entry ${result.entry})`);
  console.log(
    `initial JS: ${result.initialJs.files.length} files, ${kb(result.initialJs.bytes)} minified, ` +
      `${kb(result.initialJs.gzipBytes)} gzip`,
  );
  console.log(`metafile: ${relative(process.cwd(), result.metafilePath)}`);
}
