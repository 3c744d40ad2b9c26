import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type BuildOptions } from 'esbuild';
import { jobList } from '#shared/api/jobs';
import { handlerPath, routeList } from '#shared/api/routes';
import { lambdaBundling } from '../functions/src/lambda-bundling';
import { awsSchemaKeys } from './aws-schema-keys';
import { pdfFontAssets } from './pdf-font-assets';
import { lexiconAssets } from './lexicon-assets';
import { respondMailAssets } from './respond-mail-assets';

const root = resolve(import.meta.dirname, '..');

export interface BundleResult {
  id: string;
  outfile: string;
  bytes: number;
}

/** Every Lambda entry: one per route and one per job. */
export const lambdaEntries = () => [
  ...routeList.map((route) => ({ id: route.id, entry: handlerPath(route) })),
  ...jobList.map((job) => ({ id: job.id, entry: job.entry })),
];

/** The esbuild options of every Lambda bundle (the deployed settings), without entry or output. */
export function lambdaBuildOptions() {
  return {
    bundle: true,
    minify: true,
    metafile: true,
    legalComments: 'none',
    logLevel: 'warning',
    target: lambdaBundling.target,
    format: lambdaBundling.format,
    platform: lambdaBundling.platform,
    mainFields: [...lambdaBundling.mainFields],
    banner: { js: lambdaBundling.banner },
    logOverride: { ...lambdaBundling.logOverride },
    alias: Object.fromEntries(
      Object.entries(lambdaBundling.alias).map(([from, to]) => [from, join(root, to)]),
    ),
    plugins: [awsSchemaKeys, pdfFontAssets, lexiconAssets, respondMailAssets],
  } satisfies BuildOptions;
}

/**
 * One Lambda bundle of `entry` (repository-relative) into `outfile`, with the settings every
 * function is deployed with (functions/src/lambda-bundling.ts); writes its metafile beside it.
 */
export async function buildLambdaBundle(
  entry: string,
  outfile: string,
  { metafile = true } = {},
): Promise<number> {
  mkdirSync(dirname(outfile), { recursive: true });
  const result = await build({
    ...lambdaBuildOptions(),
    entryPoints: [join(root, entry)],
    outfile,
  });
  if (metafile) {
    writeFileSync(join(dirname(outfile), 'meta.json'), JSON.stringify(result.metafile));
  }
  return Object.values(result.metafile.outputs)[0]?.bytes ?? 0;
}

/** One bundle per route and per job: dist/functions/<Id>/index.mjs plus its esbuild metafile. */
export async function buildFunctions(
  outRoot = join(root, 'dist', 'functions'),
): Promise<BundleResult[]> {
  rmSync(outRoot, { recursive: true, force: true });
  const results: BundleResult[] = [];
  // Sequential on purpose: two cores, and each build already uses both.
  for (const { id, entry } of lambdaEntries()) {
    const outfile = join(outRoot, id, 'index.mjs');
    results.push({ id, outfile, bytes: await buildLambdaBundle(entry, outfile) });
  }
  return results;
}

export async function buildWebApp(outdir = join(root, 'dist', 'web')): Promise<void> {
  const web = (await import(pathToFileURL(join(root, 'web', 'build.ts')).href)) as {
    buildWeb(options: { outdir: string; minify?: boolean }): Promise<unknown>;
  };
  await web.buildWeb({ outdir, minify: true });
}

async function main(): Promise<void> {
  const only = process.argv.slice(2);
  if (only[0] === '--lambda') {
    // One function, as the CDK construct asks for it (infra/aws/constructs/route-function.ts):
    // the bundle alone, which is what is uploaded.
    const [, entry, outfile] = only;
    if (!entry || !outfile) throw new Error('usage: build.ts --lambda <entry> <outfile>');
    await buildLambdaBundle(entry, resolve(outfile), { metafile: false });
    return;
  }
  const all = only.length === 0;
  if (all || only.includes('--functions')) {
    const started = Date.now();
    const bundles = await buildFunctions();
    console.log(`Built ${bundles.length} function bundles in ${Date.now() - started} ms`);
    for (const b of bundles) console.log(`  ${b.id.padEnd(28)} ${(b.bytes / 1024).toFixed(1)} KB`);
  }
  if (all || only.includes('--web')) {
    const started = Date.now();
    await buildWebApp();
    console.log(`Built the web app into dist/web in ${Date.now() - started} ms`);
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
