import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

/** Nearest-rank percentile of unsorted samples. */
export function percentile(samples: number[], p: number): number {
  if (samples.length === 0) return Number.NaN;
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] as number;
}

export function gzipBytes(content: Buffer): number {
  return gzipSync(content, { level: 9 }).length;
}

export function fileSizes(file: string): { bytes: number; gzip: number } {
  const content = readFileSync(file);
  return { bytes: content.length, gzip: gzipBytes(content) };
}

// ---------------------------------------------------------------------------------------------
// Cold import of a bundle in a fresh Node process

/**
 * Times `await import(bundle)`, as wall time and as the process's CPU time (user + system, every
 * thread); run as `node --input-type=module -e <this> <file URL>`. On a loaded machine the wall
 * time mostly measures the wait for a core; the CPU time measures the import's own work.
 */
const timeImport = `
const cpu = process.cpuUsage();
const started = performance.now();
await import(process.argv[1]);
const ms = performance.now() - started;
const used = process.cpuUsage(cpu);
console.log(JSON.stringify({ ms, cpuMs: (used.user + used.system) / 1000 }));
`;

/**
 * Counts outgoing connections and DNS look-ups started while the bundle loads and for a short
 * while after (a promise fired at load would connect a moment later). Loading node:net and
 * node:dns first would flatter the timing, so this runs apart from the timed imports.
 */
const probeNetwork = `
import net from 'node:net';
import dns from 'node:dns';
const seen = [];
const connect = net.Socket.prototype.connect;
net.Socket.prototype.connect = function (...args) {
  const o = args[0];
  seen.push('connect ' + (typeof o === 'object' && o ? (o.host ?? '') + ':' + (o.port ?? o.path ?? '') : String(o)));
  return connect.apply(this, args);
};
for (const target of [dns, dns.promises]) {
  const lookup = target.lookup;
  target.lookup = function (host, ...rest) {
    seen.push('dns ' + host);
    return lookup.call(this, host, ...rest);
  };
}
await import(process.argv[1]);
await new Promise((done) => setTimeout(done, 200));
console.log(JSON.stringify({ attempts: seen.length, seen: seen.slice(0, 3) }));
`;

function runNode(
  script: string,
  file: string,
  env: NodeJS.ProcessEnv,
  timeoutMs = 30_000,
): Promise<unknown> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(
      process.execPath,
      ['--input-type=module', '-e', script, pathToFileURL(file).href],
      { env, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr = (stderr + chunk.toString()).slice(-2000)));
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.on('error', reject);
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      const last = stdout.trim().split('\n').pop() ?? '';
      if (code === 0 && last.startsWith('{')) {
        resolvePromise(JSON.parse(last));
        return;
      }
      const why = signal ? `killed by ${signal}` : `exit code ${code}`;
      const detail =
        stderr
          .trim()
          .split('\n')
          .find((l) => /error/i.test(l)) ?? stderr.trim();
      reject(new Error(`${why}: ${detail.slice(0, 160)}`));
    });
  });
}

export interface ColdImport {
  p50: number;
  samples: number[];
}

export interface PairedColdImport extends ColdImport {
  /** The baseline's wall times, each taken next to the bundle's sample of the same index. */
  baselineSamples: number[];
  baselineP50: number;
  /**
   * Median over the pairs of bundle / baseline CPU time: the load of the machine changes both
   * samples of a pair alike, and CPU time hardly moves with load at all.
   */
  ratio: number;
}

interface ImportTiming {
  ms: number;
  cpuMs: number;
}

/**
 * Cold imports of `file` and of `baseline` in turns (the order flips every round), so each pair
 * of samples sees the same load on a busy machine; the ratio is the median of the pairs' ratios.
 */
export async function pairedColdImport(
  file: string,
  baseline: string,
  runs: number,
  env: NodeJS.ProcessEnv,
): Promise<PairedColdImport> {
  const bundle: ImportTiming[] = [];
  const base: ImportTiming[] = [];
  const time = async (target: string) => (await runNode(timeImport, target, env)) as ImportTiming;
  for (let i = 0; i < runs; i++) {
    if (i % 2 === 0) {
      base.push(await time(baseline));
      bundle.push(await time(file));
    } else {
      bundle.push(await time(file));
      base.push(await time(baseline));
    }
  }
  const ratios = bundle.map((t, i) => t.cpuMs / Math.max(0.001, (base[i] as ImportTiming).cpuMs));
  const samples = bundle.map((t) => t.ms);
  const baselineSamples = base.map((t) => t.ms);
  return {
    p50: percentile(samples, 50),
    samples,
    baselineSamples,
    baselineP50: percentile(baselineSamples, 50),
    ratio: percentile(ratios, 50),
  };
}

export async function networkAtLoad(
  file: string,
  env: NodeJS.ProcessEnv,
): Promise<{ attempts: number; seen: string[] }> {
  return (await runNode(probeNetwork, file, env)) as { attempts: number; seen: string[] };
}

// ---------------------------------------------------------------------------------------------
// Initial web JS

export interface PageJs {
  files: string[];
  bytes: number;
  gzip: number;
  /** How the file list was found. */
  source: 'metafile' | 'html';
}

export interface WebPages {
  /** null when the web build is absent. */
  shell: PageJs | null;
  /** null until the web build has a separate public survey page. */
  survey: PageJs | null;
  /** Disagreement between the metafile and index.html, if both exist. */
  warning?: string;
}

interface Metafile {
  outputs: Record<
    string,
    { entryPoint?: string; imports?: { path: string; kind: string; external?: boolean }[] }
  >;
}

function measurePage(files: string[], source: PageJs['source']): PageJs {
  let bytes = 0;
  let gzip = 0;
  for (const file of files) {
    const sizes = fileSizes(file);
    bytes += sizes.bytes;
    gzip += sizes.gzip;
  }
  return { files, bytes, gzip, source };
}

/** The entry plus every chunk it imports statically: what the first load needs. */
function staticClosure(meta: Metafile, output: string): string[] {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of meta.outputs[file]?.imports ?? []) {
      if (imported.kind === 'import-statement' && !imported.external) visit(imported.path);
    }
  };
  visit(output);
  return [...seen];
}

/**
 * Pages from the esbuild metafile (paths relative to `root`): the top-level entries, that is
 * outputs with an entry point that no other output reaches by a dynamic import.
 */
function pagesFromMetafile(metaFile: string, root: string): Map<string, string[]> {
  const meta = JSON.parse(readFileSync(metaFile, 'utf8')) as Metafile;
  const lazy = new Set(
    Object.values(meta.outputs).flatMap((o) =>
      (o.imports ?? []).filter((i) => i.kind === 'dynamic-import').map((i) => i.path),
    ),
  );
  const pages = new Map<string, string[]>();
  for (const [output, info] of Object.entries(meta.outputs)) {
    if (!info.entryPoint || !output.endsWith('.js') || lazy.has(output)) continue;
    pages.set(
      info.entryPoint,
      staticClosure(meta, output).map((file) => resolve(root, file)),
    );
  }
  return pages;
}

/** Pages from the built HTML: the module script plus the modulepreload links. */
function pagesFromHtml(outdir: string): Map<string, string[]> {
  const pages = new Map<string, string[]>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (entry.name.endsWith('.html')) {
        const html = readFileSync(path, 'utf8');
        const srcs = [
          ...html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
          ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
        ].map((m) => join(outdir, (m[1] ?? '').replace(/^\//, '')));
        if (srcs.length > 0) pages.set(relative(outdir, path), [...new Set(srcs)]);
      }
    }
  };
  walk(outdir);
  return pages;
}

const isSurvey = (name: string) => /survey/i.test(name);

/**
 * Initial JS of the signed-in shell (entry web/src/main.tsx, or index.html) and of the public
 * survey page (any page or entry whose name says "survey"). Prefers `<outdir>-meta.json`, falls
 * back to the HTML, and cross-checks the two when both exist.
 */
export function webPages(outdir: string, root: string): WebPages {
  const metaFile = `${outdir}-meta.json`;
  const fromMeta = existsSync(metaFile) ? pagesFromMetafile(metaFile, root) : new Map();
  const fromHtml = existsSync(outdir) ? pagesFromHtml(outdir) : new Map<string, string[]>();

  const pick = (pages: Map<string, string[]>, test: (name: string) => boolean) =>
    [...pages.entries()].find(([name]) => test(name))?.[1];
  const shellMeta = pick(fromMeta, (n) => n === 'web/src/main.tsx');
  const shellHtml = pick(fromHtml, (n) => n === 'index.html');
  const surveyMeta = pick(fromMeta, isSurvey);
  const surveyHtml = pick(fromHtml, isSurvey);

  const page = (meta?: string[], html?: string[]) =>
    meta ? measurePage(meta, 'metafile') : html ? measurePage(html, 'html') : null;
  const shell = page(shellMeta, shellHtml);
  const survey = page(surveyMeta, surveyHtml);

  let warning: string | undefined;
  if (shellMeta && shellHtml) {
    const a = [...shellMeta].sort().join(',');
    const b = [...shellHtml].sort().join(',');
    if (a !== b) warning = 'metafile and index.html list different initial files';
  }
  return { shell, survey, ...(warning ? { warning } : {}) };
}

// ---------------------------------------------------------------------------------------------
// HTTP against the local runtime (loopback only)

export interface Sample {
  status: number;
  ms: number;
  dynamoCalls: number | null;
  error?: string;
}

const LOOPBACK = new Set(['127.0.0.1', '[::1]', 'localhost']);

export function assertLoopback(url: URL): void {
  if (!LOOPBACK.has(url.hostname)) throw new Error(`refusing a non-loopback target: ${url.host}`);
}

export interface RequestInit {
  headers?: Record<string, string>;
  body?: string;
}

export function send(
  url: URL,
  agent: Agent,
  method = 'GET',
  timeoutMs = 10_000,
  init: RequestInit = {},
): Promise<Sample> {
  assertLoopback(url);
  return new Promise((resolvePromise) => {
    const started = performance.now();
    const fail = (error: Error) =>
      resolvePromise({
        status: 0,
        ms: performance.now() - started,
        dynamoCalls: null,
        error: error.message,
      });
    const headers = {
      ...init.headers,
      ...(init.body === undefined
        ? {}
        : {
            'content-type': 'application/json',
            'content-length': String(Buffer.byteLength(init.body)),
          }),
    };
    const req = request(url, { method, agent, timeout: timeoutMs, headers }, (res) => {
      res.resume();
      res.on('error', fail);
      res.on('end', () => {
        const header = res.headers['x-candor-dynamodb-calls'];
        const calls = typeof header === 'string' ? Number(header) : Number.NaN;
        resolvePromise({
          status: res.statusCode ?? 0,
          ms: performance.now() - started,
          dynamoCalls: Number.isFinite(calls) ? calls : null,
        });
      });
    });
    req.on('timeout', () => req.destroy(new Error(`no answer in ${timeoutMs} ms`)));
    req.on('error', fail);
    req.end(init.body);
  });
}

/** `count` requests, `concurrency` at a time, stopping early at `deadline` (performance.now()). */
export async function runRequests(
  url: URL,
  agent: Agent,
  count: number,
  concurrency: number,
  deadline: number,
  method = 'GET',
  init: RequestInit = {},
): Promise<Sample[]> {
  const samples: Sample[] = [];
  let started = 0;
  const worker = async () => {
    while (started < count && performance.now() < deadline) {
      started += 1;
      samples.push(await send(url, agent, method, 10_000, init));
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  return samples;
}

export interface LoadResult {
  requests: number;
  failed: number;
  p50: number;
  p99: number;
  seconds: number;
  /** Most DynamoDB calls any request reported; null when no response carried the header. */
  maxDynamoCalls: number | null;
  samples: Sample[];
}

export async function load(options: {
  url: URL;
  warmup: number;
  requests: number;
  concurrency: number;
  timeLimitMs: number;
}): Promise<LoadResult> {
  const agent = new Agent({ keepAlive: true, maxSockets: options.concurrency });
  const deadline = performance.now() + options.timeLimitMs;
  try {
    const warm = await runRequests(
      options.url,
      agent,
      options.warmup,
      options.concurrency,
      deadline,
    );
    const started = performance.now();
    const timed = await runRequests(
      options.url,
      agent,
      options.requests,
      options.concurrency,
      deadline,
    );
    const seconds = (performance.now() - started) / 1000;
    const ok = timed.filter((s) => s.status >= 200 && s.status < 300).map((s) => s.ms);
    const calls = [...warm, ...timed].flatMap((s) =>
      s.dynamoCalls === null ? [] : [s.dynamoCalls],
    );
    return {
      requests: timed.length,
      failed: timed.length - ok.length,
      p50: percentile(ok, 50),
      p99: percentile(ok, 99),
      seconds,
      maxDynamoCalls: calls.length > 0 ? Math.max(...calls) : null,
      samples: [...warm, ...timed],
    };
  } finally {
    agent.destroy();
  }
}
