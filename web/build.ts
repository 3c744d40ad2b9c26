import { createHash } from 'node:crypto';
import { cp, mkdir, mkdtemp, readFile, readdir, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { brotliCompress, constants as zlib, gzip, gzipSync } from 'node:zlib';
import { promisify } from 'node:util';
import * as esbuild from 'esbuild';
import { cspHashesFile } from '#shared/domain/security-headers';
import { LOCALES, type Locale } from '#shared/i18n/locales';
import { RESPOND_CATALOGS } from '#shared/i18n/respond/catalogs';
import { parse } from '@formatjs/icu-messageformat-parser';
import { webBundlePlugin } from './build-barrels';
import { chakraGlobalCss } from './chakra-globals';
import { eagerCommonJsChunks, eagerCommonJsFactories } from './eager-factories';
import { coldPageModules } from './src/app/cold-page-modules';

const webDir = dirname(fileURLToPath(import.meta.url));
const repoRoot = dirname(webDir);

/**
 * The pages, each an HTML file with its own entry. `shell` is the signed-in app (index.html, the
 * SPA fallback). `survey` is the public survey page (survey.html, served for `/survey/*`): a
 * separate esbuild build, so it shares no chunk with the shell and its first load is React and
 * the page alone (docs/decisions/0007).
 */
const pages = {
  shell: {
    html: 'index.html',
    entry: 'src/main.tsx',
    /** Pages people open cold, with their modules (web/src/app/cold-page-modules.ts). */
    routePreloads: Object.fromEntries(
      Object.entries(coldPageModules).map(([path, module]) => [path, `src/${module}`]),
    ),
  },
  survey: {
    html: 'survey.html',
    entry: 'src/survey-main.tsx',
    /** Replaced by the page's CSS, inlined so the page paints styled before its script runs. */
    cssMarker: '<!-- public-survey.css: the build inlines it here -->',
    /**
     * The page's one script goes inside its HTML: on a slow phone a separate file costs a round
     * trip after the HTML before it can even start (about 0.15 s of a 1 s first paint), and a
     * respondent seldom opens the page twice for the cache to pay off (docs/decisions/0027).
     */
    inlineEntry: true,
  },
} as const;
export type WebPageName = keyof typeof pages;

/** Files the shell's code imports, copied to `assets/` under a hashed name. */
const assetLoaders = {
  '.svg': 'file',
  '.png': 'file',
  '.jpg': 'file',
  '.webp': 'file',
  '.woff2': 'file',
} as const satisfies esbuild.BuildOptions['loader'];

/** The tag in a page's HTML that Vite serves in development and the build replaces. */
const devEntryTag = (entry: string) => `<script type="module" src="/${entry}"></script>`;
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

export interface BuiltPage {
  /** The HTML file below outdir, e.g. `survey.html`. */
  html: string;
  /** The served path of the entry script, e.g. `/assets/survey-main-ABCD1234.js`. */
  entry: string;
  initialJs: InitialJs;
  /** CSP source expressions ('sha256-...') for the page's inline scripts and styles. */
  inlineHashes: { scripts: string[]; styles: string[] };
}

export interface BuildWebResult {
  /** Both builds' metafiles merged (their output paths never collide). */
  metafile: esbuild.Metafile;
  metafilePath: string;
  /** The signed-in shell's entry script, e.g. `/assets/main-ABCD1234.js`. */
  entry: string;
  /** The signed-in shell's initial JS. */
  initialJs: InitialJs;
  /** CSP source expressions ('sha256-...') for the inline script and style in index.html. */
  inlineHashes: { scripts: string[]; styles: string[] };
  /** Every page: the shell (as above) and the public survey page. */
  pages: Record<WebPageName, BuiltPage>;
  /** The HTML files of the pages rendered ahead (`login.html`): the shell's, with markup. */
  prerendered: string[];
}

/**
 * The answer page's words in each language but English (in the page), as JSON files with hashed
 * names beside its code: the page fetches the respondent's one (decision 0060). Returns their
 * served paths by locale.
 */
async function writeRespondCatalogs(outAssets: string): Promise<Record<string, string>> {
  const paths: Record<string, string> = {};
  for (const locale of LOCALES) {
    if (locale === 'en') continue;
    const json = JSON.stringify(compiledPage(locale));
    const hash = createHash('sha256').update(json).digest('hex').slice(0, 8).toUpperCase();
    const file = `respond-${locale}-${hash}.json`;
    await writeFile(join(outAssets, file), json);
    paths[locale] = `${publicPath}${file}`;
  }
  return paths;
}

/** A locale's page messages compiled to ICU syntax trees, as react-intl formats them. */
function compiledPage(locale: Locale) {
  return Object.fromEntries(
    Object.entries<string>(RESPOND_CATALOGS[locale].page).map(([id, text]) => [id, parse(text)]),
  );
}

/** The built answer page loads its other languages as files (page-messages.shipped.ts). */
const shippedPageMessages: esbuild.Plugin = {
  name: 'shipped-page-messages',
  setup(build) {
    build.onResolve({ filter: /^\.\/page-messages$|\/i18n\/page-messages$/ }, () => ({
      path: join(webDir, 'src/features/respond/i18n/page-messages.shipped.ts'),
    }));
  },
};

/**
 * What the answer page must not carry: react-intl and FormatJS's formatters (the page formats its
 * compiled messages itself, features/respond/i18n/format-message.ts) and the ICU parser (its
 * messages come compiled), decision 0060. The build fails if an import brings one back.
 */
const NOT_ON_SURVEY_PAGE = [
  'node_modules/react-intl/',
  'node_modules/@formatjs/intl/',
  'node_modules/intl-messageformat/',
  'node_modules/@formatjs/icu-messageformat-parser/index.js',
  'shared/src/i18n/respond/en.ts',
];

function refuseOnSurveyPage(metafile: esbuild.Metafile): void {
  const found = Object.keys(metafile.inputs).filter((input) =>
    NOT_ON_SURVEY_PAGE.some((refused) => input.includes(refused)),
  );
  if (found.length > 0) {
    throw new Error(
      `The survey page's bundle must not include ${found.join(', ')} (decision 0060)`,
    );
  }
}

/** Bundles the web app for production into `outdir` (code split per page, hashed names). */
export async function buildWeb(options: BuildWebOptions): Promise<BuildWebResult> {
  const outdir = resolve(options.outdir);
  const outAssets = join(outdir, assetsDir);
  const minify = options.minify ?? true;
  await rm(outAssets, { recursive: true, force: true });
  await mkdir(outAssets, { recursive: true });

  const common = {
    absWorkingDir: repoRoot,
    outdir: outAssets,
    bundle: true,
    format: 'esm',
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
    define: { 'process.env.NODE_ENV': '"production"', __CHAKRA_GLOBALS_PREBUILT__: 'false' },
    legalComments: 'linked',
    charset: 'utf8',
    metafile: true,
    logLevel: 'warning',
  } as const satisfies esbuild.BuildOptions;
  // Chakra's global style sheet, computed here rather than by every phone on its first load; the
  // shell's provider then leaves it out (web/src/app/provider.tsx) and Chakra's createSystem
  // skips computing it (web/build-barrels.ts, 4.).
  const globalCss = chakraGlobalCss();
  const globalCssFile = `chakra-globals-${createHash('sha256').update(globalCss).digest('hex').slice(0, 8).toUpperCase()}.css`;
  await writeFile(join(outAssets, globalCssFile), globalCss);
  const [shellBuild, surveyBuild] = await Promise.all([
    esbuild.build({
      ...common,
      define: { ...common.define, __CHAKRA_GLOBALS_PREBUILT__: 'true' },
      entryPoints: [join(webDir, pages.shell.entry)],
      splitting: true,
      plugins: [
        webBundlePlugin({ initialRoot: join(webDir, 'src/app/app.tsx'), prebuiltGlobals: true }),
      ],
      loader: assetLoaders,
    }),
    // One file: nothing on this page loads later but its words in a language other than
    // English, which are data (decision 0060).
    esbuild.build({
      ...common,
      define: {
        ...common.define,
        __RESPOND_CATALOG_PATHS__: JSON.stringify(await writeRespondCatalogs(outAssets)),
        __RESPOND_ENGLISH__: JSON.stringify(compiledPage('en')),
      },
      // The messages come compiled (compiledPage): react-intl needs no parser on the phone.
      alias: {
        '@formatjs/icu-messageformat-parser': join(
          repoRoot,
          'node_modules/@formatjs/icu-messageformat-parser/no-parser.js',
        ),
      },
      entryPoints: [join(webDir, pages.survey.entry)],
      splitting: false,
      plugins: [shippedPageMessages],
    }),
  ]);
  refuseOnSurveyPage(surveyBuild.metafile);
  if (!options.sourcemap) await eagerShellFactories(shellBuild.metafile);
  const metafile: esbuild.Metafile = {
    inputs: { ...shellBuild.metafile.inputs, ...surveyBuild.metafile.inputs },
    outputs: { ...shellBuild.metafile.outputs, ...surveyBuild.metafile.outputs },
  };

  await cp(join(webDir, 'public'), outdir, { recursive: true });
  const shell = await writePage(outdir, shellBuild.metafile, {
    ...pages.shell,
    stylesheet: `${publicPath}${globalCssFile}`,
  });
  const survey = await writePage(outdir, surveyBuild.metafile, pages.survey);
  const prerendered = await writePrerenderedPages(outdir, common);

  // The pages' inline scripts, by hash, for the Content-Security-Policy both runtimes send
  // (shared/src/domain/security-headers.ts): read by the local server and the CDK web stack.
  const prerenderedScripts = await Promise.all(
    prerendered.map(async (file) =>
      inlineHashes(await readFile(join(outdir, file), 'utf8'), 'script'),
    ),
  );
  const scriptHashes = [
    ...new Set([
      ...shell.inlineHashes.scripts,
      ...survey.inlineHashes.scripts,
      ...prerenderedScripts.flat(),
    ]),
  ];
  await writeFile(cspHashesFile(outdir), `${JSON.stringify({ scriptHashes }, null, 2)}\n`);

  const metafilePath = resolve(options.metafilePath ?? `${outdir}-meta.json`);
  await writeFile(metafilePath, JSON.stringify(metafile));
  await precompress(outdir);

  return {
    metafile,
    metafilePath,
    entry: shell.entry,
    initialJs: shell.initialJs,
    inlineHashes: shell.inlineHashes,
    pages: { shell, survey },
    prerendered,
  };
}

/**
 * How many CommonJS modules esbuild bundled into `outputs` (each gets one factory). A JSON file a
 * CommonJS module `require`s (the sentiment lexicon the results page labels comments with) is
 * wrapped in a factory too, though the metafile gives it no format.
 */
function commonJsModules(metafile: esbuild.Metafile, outputs: readonly string[]): number {
  const inputs = outputs.flatMap((output) => Object.keys(metafile.outputs[output]?.inputs ?? {}));
  const required = new Set(
    inputs.flatMap((input) =>
      (metafile.inputs[input]?.imports ?? [])
        .filter((i) => i.kind === 'require-call' && i.path.endsWith('.json'))
        .map((i) => i.path),
    ),
  );
  return inputs.filter((input) => metafile.inputs[input]?.format === 'cjs' || required.has(input))
    .length;
}

/**
 * Marks the CommonJS factories in the shell's chunks for eager compiling (web/eager-factories.ts),
 * rewriting the files esbuild wrote. Their names keep the hash of esbuild's output, which the
 * change follows from.
 */
async function eagerShellFactories(metafile: esbuild.Metafile): Promise<void> {
  const files = Object.keys(metafile.outputs).filter((file) => file.endsWith('.js'));
  const chunks = new Map<string, string>();
  for (const file of files) chunks.set(file, await readFile(join(repoRoot, file), 'utf8'));
  const eager = eagerCommonJsChunks(chunks);
  const expected = commonJsModules(metafile, files);
  if (eager.factories !== expected) {
    throw new Error(
      `the shell bundles ${expected} CommonJS modules but ${eager.factories} factories were found; has esbuild's __commonJS helper changed shape? (web/eager-factories.ts)`,
    );
  }
  for (const [file, code] of eager.chunks) await writeFile(join(repoRoot, file), code);
}

/** The HTML file of a page rendered ahead: `/login` -> `login.html`. */
export const prerenderedHtmlFile = (path: string) => `${path.replace(/^\/+|\/+$/g, '')}.html`;

/** What the Node build of web/src/prerender.tsx exports. */
interface PrerenderModule {
  prerenderedPaths: readonly string[];
  prerender(path: string): Promise<string>;
  withPrerenderedRoot(template: string, path: string, markup: string): string;
}

/**
 * Renders the pages of web/src/prerender.tsx to HTML and writes each as the shell's index.html
 * with that markup in its root (`login.html` for `/login`), so a visitor sees the page before any
 * script has arrived; main.tsx hydrates it (docs/decisions/0027, third pass). The app is built
 * for Node with the shell's options (the same modules, asset names and prebuilt globals), so
 * its markup and class names are the ones the browser's first render produces.
 */
async function writePrerenderedPages(
  outdir: string,
  common: esbuild.BuildOptions,
): Promise<string[]> {
  const work = await mkdtemp(join(tmpdir(), 'candor-prerender-'));
  try {
    const outfile = join(work, 'prerender.mjs');
    await esbuild.build({
      ...common,
      outdir: work,
      entryNames: '[name]',
      outExtension: { '.js': '.mjs' },
      platform: 'node',
      target: 'node20',
      format: 'esm',
      splitting: false,
      sourcemap: false,
      metafile: false,
      legalComments: 'none',
      // React DOM's server build requires Node's modules, which an ES module has no `require` for.
      banner: {
        js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
      },
      define: { ...common.define, __CHAKRA_GLOBALS_PREBUILT__: 'true' },
      entryPoints: [join(webDir, 'src/prerender.tsx')],
      plugins: [
        webBundlePlugin({ initialRoot: join(webDir, 'src/app/app.tsx'), prebuiltGlobals: true }),
      ],
      loader: assetLoaders,
    });
    const renderer = (await import(pathToFileURL(outfile).href)) as PrerenderModule;
    const template = await readFile(join(outdir, pages.shell.html), 'utf8');
    const written: string[] = [];
    for (const path of renderer.prerenderedPaths) {
      const html = renderer.withPrerenderedRoot(template, path, await renderer.prerender(path));
      const file = prerenderedHtmlFile(path);
      await writeFile(join(outdir, file), html);
      written.push(file);
    }
    return written;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);
/** What is worth compressing: text. Images and fonts are compressed already. */
const compressible = /\.(js|mjs|css|html|svg|json|txt|map|webmanifest)$/i;

/**
 * Writes `<file>.br` (Brotli, best) and `<file>.gz` (gzip -9) beside every text file of the
 * build, for the local server to send to a browser that accepts them, as CloudFront compresses
 * in the cloud (issue: a phone on a slow network moved the shell uncompressed).
 */
export async function precompress(outdir: string): Promise<number> {
  let written = 0;
  const walk = async (dir: string): Promise<void> => {
    for (const entry of await readdir(dir, { withFileTypes: true })) {
      const file = join(dir, entry.name);
      if (entry.isDirectory()) {
        await walk(file);
        continue;
      }
      if (!compressible.test(entry.name) || (await stat(file)).size < 1024) continue;
      const body = await readFile(file);
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: {
            [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
            [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gzipAsync(body, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      written += 1;
    }
  };
  await walk(outdir);
  return written;
}

/** Writes a page's HTML with its hashed entry, modulepreload links and (for the survey) its CSS. */
async function writePage(
  outdir: string,
  metafile: esbuild.Metafile,
  page: {
    html: string;
    entry: string;
    cssMarker?: string;
    routePreloads?: Readonly<Record<string, string>>;
    /**
     * A style sheet the page links at the end of its head (the shell's Chakra globals): after the
     * inline scripts, which a pending style sheet before them would hold back (the route
     * preloads would start only once it arrived).
     */
    stylesheet?: string;
    /** Put the entry's code in the HTML (it must be one file, importing no chunk). */
    inlineEntry?: boolean;
  },
): Promise<BuiltPage> {
  const entryPoint = join(webDir, page.entry);
  const entryOutput = findEntryOutput(metafile, entryPoint);
  const entry = servedPath(outdir, entryOutput);
  const initialJs = await measure(staticClosure(metafile, entryOutput), outdir);

  const tag = devEntryTag(page.entry);
  const template = await readFile(join(webDir, page.html), 'utf8');
  if (!template.includes(tag)) {
    throw new Error(`web/${page.html} must contain ${tag}; the build replaces it`);
  }
  const preloads = page.inlineEntry
    ? ''
    : initialJs.files.map((file) => `<link rel="modulepreload" href="${file}" />`).join('\n    ');
  const routes = page.routePreloads
    ? routePreloadScript(metafile, outdir, page.routePreloads, new Set(initialJs.files))
    : '';
  const sheet = page.stylesheet ? `  <link rel="stylesheet" href="${page.stylesheet}" />\n  ` : '';
  const script = page.inlineEntry
    ? `<script type="module">${await inlineScript(metafile, entryOutput, initialJs)}</script>`
    : `<script type="module" src="${entry}"></script>`;
  let html = template
    .replace('</title>', `</title>\n    ${preloads}${routes ? `\n    ${routes}` : ''}`)
    .replace('</head>', `${sheet}</head>`)
    .replace(tag, () => script);
  if (page.cssMarker) {
    if (!html.includes(page.cssMarker)) {
      throw new Error(`web/${page.html} must contain ${page.cssMarker}; the build replaces it`);
    }
    const cssBundle = metafile.outputs[entryOutput]?.cssBundle;
    const css = cssBundle ? (await readFile(join(repoRoot, cssBundle), 'utf8')).trim() : '';
    html = html.replace(page.cssMarker, () => `<style>${css}</style>`);
  }
  await writeFile(join(outdir, page.html), html);
  return {
    html: page.html,
    entry,
    initialJs,
    inlineHashes: { scripts: inlineHashes(html, 'script'), styles: inlineHashes(html, 'style') },
  };
}

/**
 * An entry's code to put inside a `<script type="module">` element, checked to be safe there, with
 * its CommonJS factories marked for eager compiling (web/eager-factories.ts).
 */
async function inlineScript(
  metafile: esbuild.Metafile,
  entryOutput: string,
  initialJs: InitialJs,
): Promise<string> {
  if (initialJs.files.length !== 1) {
    throw new Error(`${entryOutput} imports other chunks; only a single-file entry can be inlined`);
  }
  const code = (await readFile(join(repoRoot, entryOutput), 'utf8')).replace(
    /\n\/\/# sourceMappingURL=.*\n?$/,
    '\n',
  );
  // esbuild writes `<\/script` inside strings; either sequence would end or derail the element.
  if (/<\/script|<!--/i.test(code)) {
    throw new Error(`${entryOutput} contains "</script" or "<!--" and cannot be inlined`);
  }
  const commonJs = commonJsModules(metafile, [entryOutput]);
  const eager = eagerCommonJsFactories(code);
  if (eager.factories !== commonJs) {
    throw new Error(
      `${entryOutput} bundles ${commonJs} CommonJS modules but ${eager.factories} factories were found; has esbuild's __commonJS helper changed shape? (web/eager-factories.ts)`,
    );
  }
  return eager.code;
}

/**
 * An inline script that adds modulepreload links for the chunks of the page at the current path
 * (and the chunks they import), so they load beside the shell's instead of after it has run.
 */
function routePreloadScript(
  metafile: esbuild.Metafile,
  outdir: string,
  routes: Readonly<Record<string, string>>,
  initial: ReadonlySet<string>,
): string {
  const byPath: Record<string, string[]> = {};
  for (const [path, module] of Object.entries(routes)) {
    const output = findEntryOutput(metafile, join(webDir, module));
    byPath[path] = staticClosure(metafile, output)
      .map((file) => servedPath(outdir, file))
      .filter((file) => !initial.has(file));
  }
  const table = JSON.stringify(byPath);
  return `<script>(function(){var p=${table}[location.pathname.replace(/\\/+$/,'')||'/'];if(!p)return;for(var i=0;i<p.length;i++){var l=document.createElement('link');l.rel='modulepreload';l.href=p[i];document.head.appendChild(l)}})();</script>`;
}

function findEntryOutput(metafile: esbuild.Metafile, entryPoint: string): string {
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
  // Inline elements only: no attributes, or (for the survey page's code) `type="module"`.
  const pattern = new RegExp(`<${tag}(?: type="module")?>([\\s\\S]*?)</${tag}>`, 'g');
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
  console.log(`web built into ${relative(process.cwd(), outdir) || '.'}`);
  for (const [name, page] of Object.entries(result.pages)) {
    console.log(
      `${name} (${page.html}, entry ${page.entry}): initial JS ${page.initialJs.files.length} ` +
        `files, ${kb(page.initialJs.bytes)} minified, ${kb(page.initialJs.gzipBytes)} gzip`,
    );
  }
  console.log(`metafile: ${relative(process.cwd(), result.metafilePath)}`);
}
