import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { Agent } from 'node:http';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { routeList, type RouteId } from '#shared/api/routes';
import { freePort } from '../../infra/local/ports';
import { automationRunFigures } from './automation-run';
import { dynamoLocalProcesses, startRuntime } from './local-runtime';
import { analyticsFigures } from './analytics-bench';
import { BENCH_SES_RATE, ROUND_PEOPLE, sendRoundFigures } from './send-round';
import { responsePathFigures } from './response-path';
import { paintFigures } from './paint';
import {
  fileSizes,
  load,
  networkAtLoad,
  pairedColdImport,
  percentile,
  runRequests,
  webPages,
  type LoadResult,
  type Sample,
} from './measure';
import {
  formatValue,
  renderTable,
  summarize,
  summaryLine,
  writeResults,
  type Figure,
} from './report';

/**
 * `npm run bench`: builds every Lambda bundle and the web app into a temporary folder, measures
 * them and the local runtime against the budgets in docs (ARCHITECTURE.md, "Budgets"), prints
 * one table and writes bench/results.json. A report: exits 0 even when a figure is over.
 * `--only import` (or any of bundles, import, web, runtime, paint, analytics, comma-separated)
 * runs those parts; `--functions Login,RunScheduledJob` limits the cold imports to those functions.
 */
const root = resolve(import.meta.dirname, '../..');
const resultsFile = join(root, 'bench', 'results.json');

const KIB = 1024;
const BUDGET = {
  /** Every function, the billing ones with the payments client too (issue 29, decision 0004). */
  bundleBytes: 600 * KIB,
  /**
   * A function that writes PDFs (a `fonts/` folder beside its bundle): fontkit, its font reader
   * and subsetter, adds ~270 KiB that no shorter path avoids (decision 0056).
   */
  pdfBundleBytes: 850 * KIB,
  /**
   * Cold import as a multiple of the baseline bundle's (DynamoDB client and logger only),
   * measured in turns with it: the absolute time moves with the machine's load, the ratio hardly
   * (docs/decisions/0013).
   */
  coldImportRatio: 2.5,
  shellGzip: 170 * KIB,
  surveyGzip: 120 * KIB,
  /** Not in ARCHITECTURE.md: a guide for this machine, so a regression shows. */
  healthP99Ms: 250,
  /** Largest contentful paint on a slow phone (test/bench/paint.ts), from issue 18. */
  signInLcpMs: 2500,
  surveyLcpMs: 1000,
};
const IMPORT_RUNS = 7;
const LOAD = { warmup: 20, requests: 400, concurrency: 8, timeLimitMs: 60_000 };
const PROBE_REQUESTS = 5;

/** The account every signed-in request of the bench uses (registered at the start). */
const benchUser = {
  firstName: 'Bench',
  lastName: 'Mark',
  email: 'bench@candor.example',
  password: 'Bench-Mark-2026!',
};

async function verifyBenchUser(base: string): Promise<void> {
  const mail = (await (await fetch(new URL('/dev/api/mail', base))).json()) as {
    to: string[];
    text: string;
  }[];
  const sent = mail.find(
    (m) => m.to.includes(benchUser.email) && /verify-email\?token=/.test(m.text),
  );
  const token = sent ? /verify-email\?token=([A-Za-z0-9_-]+)/.exec(sent.text)?.[1] : undefined;
  const verified = await fetch(new URL('/api/auth/verify-email', base), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ token: token ?? '' }),
  });
  if (!verified.ok) progress(`could not verify the bench user (${verified.status})`);
}

interface Exercise {
  method: string;
  path: string;
  body?: unknown;
  /** Send the bench user's bearer token. */
  signedIn?: boolean;
}

/** The requests that exercise each route; the others are listed as not exercised. */
const exercise: Partial<Record<RouteId, Exercise>> = {
  GetHealth: { method: 'GET', path: '/api/health' },
  NotFound: { method: 'GET', path: '/api/bench/no-such-path' },
  GetAuthConfig: { method: 'GET', path: '/api/auth/config' },
  Login: {
    method: 'POST',
    path: '/api/auth/login',
    body: { email: benchUser.email, password: benchUser.password },
  },
  GetMe: { method: 'GET', path: '/api/auth/me', signedIn: true },
  CheckRegistration: {
    method: 'POST',
    path: '/api/auth/check-registration',
    body: { email: benchUser.email },
  },
  ValidatePasswordReset: {
    method: 'POST',
    path: '/api/auth/password-reset/validate',
    body: { token: 'not-a-real-reset-token' },
  },
};

interface BuildModule {
  buildFunctions(outRoot?: string): Promise<{ id: string; outfile: string; bytes: number }[]>;
  buildLambdaBundle(entry: string, outfile: string): Promise<number>;
}

/** The parts of the bench; `--only import,web` runs those alone (the bundles are built anyway). */
const sections = ['bundles', 'import', 'web', 'runtime', 'paint', 'analytics', 'sends'] as const;
type Section = (typeof sections)[number];

function selectedSections(argv: string[]): Set<Section> {
  const at = argv.findIndex((a) => a === '--only' || a.startsWith('--only='));
  if (at === -1) return new Set(sections);
  const arg = argv[at] as string;
  const value = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : (argv[at + 1] ?? '');
  const wanted = value.split(',').filter(Boolean);
  const unknown = wanted.filter((w) => !(sections as readonly string[]).includes(w));
  if (wanted.length === 0 || unknown.length > 0) {
    throw new Error(`--only takes a comma-separated list of ${sections.join(', ')}`);
  }
  return new Set(wanted as Section[]);
}

/** `--functions A,B`: the functions whose cold import is measured (all when absent). */
function selectedFunctions(argv: string[]): Set<string> | undefined {
  const at = argv.findIndex((a) => a === '--functions' || a.startsWith('--functions='));
  if (at === -1) return undefined;
  const arg = argv[at] as string;
  const value = arg.includes('=') ? arg.slice(arg.indexOf('=') + 1) : (argv[at + 1] ?? '');
  const wanted = value.split(',').filter(Boolean);
  if (wanted.length === 0) throw new Error('--functions takes a comma-separated list of ids');
  return new Set(wanted);
}

type WebPage = 'shell' | 'survey';

/** web/build.ts: its result says each page's initial JS (entry + static imports, gzip -9). */
interface WebBuildModule {
  buildWeb(options: { outdir: string; minify?: boolean }): Promise<{
    pages: Record<
      WebPage,
      {
        html: string;
        entry: string;
        initialJs: { files: string[]; bytes: number; gzipBytes: number };
      }
    >;
  }>;
}
type Bundle = Awaited<ReturnType<BuildModule['buildFunctions']>>[number];

const progress = (message: string) => process.stderr.write(`bench: ${message}\n`);
const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error));

function bundleFigures(bundles: Bundle[]): Figure[] {
  return bundles.flatMap(({ id, outfile }) => {
    const { bytes, gzip } = fileSizes(outfile);
    const fonts = join(dirname(outfile), 'fonts');
    const fontBytes = existsSync(fonts)
      ? readdirSync(fonts, { recursive: true, encoding: 'utf8' })
          .map((f) => statSync(join(fonts, f)))
          .reduce((sum, stat) => sum + (stat.isFile() ? stat.size : 0), 0)
      : null;
    return [
      {
        id: `bundle.${id}.minified`,
        group: 'Lambda bundles (index.mjs)',
        label: `${id} minified`,
        value: bytes,
        unit: 'bytes',
        budget: fontBytes === null ? BUDGET.bundleBytes : BUDGET.pdfBundleBytes,
        ...(fontBytes === null ? {} : { note: 'writes PDFs: its own budget (decision 0056)' }),
      },
      ...(fontBytes === null
        ? []
        : [
            {
              id: `bundle.${id}.fonts`,
              group: 'Lambda bundles (index.mjs)',
              label: `${id} fonts beside it`,
              value: fontBytes,
              unit: 'bytes',
              budget: null,
              note: 'WOFF files the function reads, not JavaScript (decision 0056)',
            } satisfies Figure,
          ]),
      {
        id: `bundle.${id}.gzip`,
        group: 'Lambda bundles (index.mjs)',
        label: `${id} gzip -9`,
        value: gzip,
        unit: 'bytes',
        budget: null,
      },
    ] satisfies Figure[];
  });
}

/** The baseline bundle the cold imports are judged against (test/bench/baseline-handler.ts). */
const BASELINE_ENTRY = 'test/bench/baseline-handler.ts';

async function importFigures(
  bundles: Bundle[],
  baseline: { outfile: string; bytes: number },
): Promise<Figure[]> {
  const closed = `http://127.0.0.1:${await freePort()}`;
  // The handlers' configuration with every endpoint on a port nothing listens on.
  const env: NodeJS.ProcessEnv = {
    PATH: process.env.PATH,
    TABLE_NAME: 'candor-bench',
    FILES_BUCKET: 'candor-bench-files',
    MAIL_FROM: 'Candor <no-reply@candor.local>',
    APP_ORIGIN: closed,
    AWS_REGION: 'us-east-1',
    AWS_ACCESS_KEY_ID: 'bench',
    AWS_SECRET_ACCESS_KEY: 'bench',
    AWS_ENDPOINT_URL: closed,
    AWS_EC2_METADATA_DISABLED: 'true',
    CANDOR_DYNAMODB_ENDPOINT: closed,
    CANDOR_S3_ENDPOINT: closed,
    CANDOR_SES_ENDPOINT: closed,
    CANDOR_SCHEDULER_ENDPOINT: closed,
    AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
    POWERTOOLS_LOG_LEVEL: 'SILENT',
  };
  const group =
    `Cold import, fresh node, ${IMPORT_RUNS} runs each in turns with the baseline ` +
    `(endpoints -> closed ${closed})`;
  const figures: Figure[] = [];
  const baselineRuns: number[] = [];
  for (const { id, outfile } of bundles) {
    progress(`cold import of ${id} x${IMPORT_RUNS}, in turns with the baseline`);
    const ratio: Figure = {
      id: `import.${id}.ratio`,
      group,
      label: `${id} import / baseline`,
      value: null,
      unit: 'ratio',
      budget: BUDGET.coldImportRatio,
    };
    const timing: Figure = {
      id: `import.${id}.p50`,
      group,
      label: `${id} import p50`,
      value: null,
      unit: 'ms',
      budget: null,
    };
    try {
      const paired = await pairedColdImport(outfile, baseline.outfile, IMPORT_RUNS, env);
      baselineRuns.push(...paired.baselineSamples);
      ratio.value = Math.round(paired.ratio * 100) / 100;
      ratio.note = `CPU time, median of ${IMPORT_RUNS} pairs; baseline wall p50 ${paired.baselineP50.toFixed(1)} ms`;
      timing.value = Math.round(paired.p50 * 10) / 10;
      timing.note =
        `range ${Math.min(...paired.samples).toFixed(1)}-${Math.max(...paired.samples).toFixed(1)} ms` +
        ` (information; ARCHITECTURE.md's 120 ms is judged through the ratio)`;
    } catch (error) {
      ratio.error = `import failed: ${errorText(error)}`;
      timing.error = ratio.error;
    }
    const network: Figure = {
      id: `import.${id}.network`,
      group,
      label: `${id} network calls at load`,
      value: null,
      unit: 'count',
      budget: 0,
    };
    try {
      const { attempts, seen } = await networkAtLoad(outfile, env);
      network.value = attempts;
      if (seen.length > 0) network.note = seen.join(', ');
    } catch (error) {
      network.error = `import failed: ${errorText(error)}`;
    }
    figures.push(ratio, timing, network);
  }
  const sorted = [...baselineRuns].sort((a, b) => a - b);
  figures.unshift({
    id: 'import.baseline.p50',
    group,
    label: 'baseline (DynamoDB client + logger) import p50',
    value: sorted.length ? Math.round(percentile(sorted, 50) * 10) / 10 : null,
    unit: 'ms',
    budget: null,
    note:
      `${formatValue(baseline.bytes, 'bytes')} minified; ${sorted.length} runs, range ` +
      `${(sorted[0] ?? 0).toFixed(1)}-${(sorted[sorted.length - 1] ?? 0).toFixed(1)} ms`,
  });
  return figures;
}

async function webFigures(outdir: string): Promise<Figure[]> {
  const group = 'Web initial JS (entry + static imports, gzip -9)';
  let failure = '';
  let built: Awaited<ReturnType<WebBuildModule['buildWeb']>> | undefined;
  try {
    progress('building the web app');
    const web = (await import(pathToFileURL(join(root, 'web', 'build.ts')).href)) as WebBuildModule;
    built = await web.buildWeb({ outdir, minify: true });
  } catch (error) {
    failure = `web build failed: ${errorText(error).split('\n')[0]}`;
  }
  // A second reading from the metafile and the HTML, independent of the build's own sums.
  const measured = webPages(outdir, root);
  const page = (key: WebPage, label: string, budget: number): Figure => {
    const fromBuild = built?.pages[key];
    const found = measured[key];
    const figure: Figure = {
      id: `web.${key}.gzip`,
      group,
      label,
      value: null,
      unit: 'bytes',
      budget,
    };
    if (!fromBuild && !found) {
      return { ...figure, missing: 'not built', ...(failure ? { note: failure } : {}) };
    }
    const warnings: string[] = [];
    if (key === 'shell' && measured.warning) warnings.push(measured.warning);
    if (fromBuild && found && fromBuild.initialJs.gzipBytes !== found.gzip) {
      warnings.push(`the ${found.source} lists ${formatValue(found.gzip, 'bytes')}`);
    }
    const files = fromBuild?.initialJs.files.length ?? found?.files.length ?? 0;
    const bytes = fromBuild?.initialJs.bytes ?? found?.bytes ?? 0;
    const source = fromBuild ? `${fromBuild.html}, build result` : found?.source;
    return {
      ...figure,
      value: fromBuild?.initialJs.gzipBytes ?? found?.gzip ?? null,
      note:
        `${files} ${files === 1 ? 'file' : 'files'}, ${formatValue(bytes, 'bytes')} minified (${source})` +
        warnings.map((w) => `; ${w}`).join(''),
    };
  };
  return [
    page('shell', 'signed-in shell', BUDGET.shellGzip),
    page('survey', 'public survey page', BUDGET.surveyGzip),
  ];
}

function maxCalls(samples: Sample[]): { value: number | null; error?: string } {
  if (samples.length === 0) return { value: null, error: 'no request completed' };
  const missing = samples.filter((s) => s.dynamoCalls === null);
  if (missing.length > 0) {
    const first = missing[0];
    const why = first?.error ?? `status ${first?.status} without x-candor-dynamodb-calls`;
    return { value: null, error: `${missing.length} responses without a count (${why})` };
  }
  return { value: Math.max(...samples.map((s) => s.dynamoCalls as number)) };
}

async function runtimeFigures(work: string): Promise<Figure[]> {
  const loadGroup = `GET /api/health, ${LOAD.requests} requests at concurrency ${LOAD.concurrency} (loopback)`;
  const callsGroup = 'DynamoDB calls per request (x-candor-dynamodb-calls; budget: maxDynamoCalls)';
  progress('starting the local runtime (DynamoDB Local, stand-ins, API)');
  let runtime;
  try {
    runtime = await startRuntime(root, join(work, 'data'));
  } catch (error) {
    const why = errorText(error).split('\n')[0] ?? '';
    return [
      {
        id: 'health.p99',
        group: loadGroup,
        label: 'p99',
        value: null,
        unit: 'ms',
        budget: BUDGET.healthP99Ms,
        error: why,
      },
    ];
  }
  const figures: Figure[] = [];
  try {
    const health = exercise.GetHealth as { path: string };
    progress(`load on ${runtime.url}${health.path}`);
    const result: LoadResult = await load({ url: new URL(health.path, runtime.url), ...LOAD });
    const rate = result.seconds > 0 ? result.requests / result.seconds : 0;
    const ran = `${result.requests} done in ${result.seconds.toFixed(1)} s (${rate.toFixed(0)} req/s) after ${LOAD.warmup} warm-up`;
    const ok = result.requests - result.failed > 0;
    figures.push(
      {
        id: 'health.p50',
        group: loadGroup,
        label: 'latency p50',
        value: ok ? result.p50 : null,
        unit: 'ms',
        budget: null,
        note: ran,
      },
      {
        id: 'health.p99',
        group: loadGroup,
        label: 'latency p99',
        value: ok ? result.p99 : null,
        unit: 'ms',
        budget: BUDGET.healthP99Ms,
        note: 'local guide, not an ARCHITECTURE.md budget',
        ...(ok ? {} : { error: 'no successful response' }),
      },
      {
        id: 'health.failed',
        group: loadGroup,
        label: 'failed or non-2xx responses',
        value: result.failed,
        unit: 'count',
        budget: 0,
        ...(result.requests < LOAD.requests
          ? { note: `stopped at the ${LOAD.timeLimitMs / 1000} s limit` }
          : {}),
      },
    );

    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const registered = await fetch(new URL('/api/auth/register', runtime.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(benchUser),
    });
    const token = registered.ok ? ((await registered.json()) as { token: string }).token : '';
    if (!token) progress(`could not register the bench user (${registered.status})`);
    // Only verified accounts send mail: verify through the mailed link, as a manager would.
    if (token) await verifyBenchUser(runtime.url);
    try {
      // The response path on a real survey (sending, personal and open links, the results).
      let responsePath: Figure[] = [];
      if (token) {
        progress('the response path: a survey sent, answered and read');
        try {
          responsePath = await responsePathFigures(runtime.url, token, callsGroup);
        } catch (error) {
          progress(`response path not measured: ${errorText(error)}`);
        }
      }
      if (token) {
        progress('automation runs: a run to 3 and to 7 recipients');
        figures.push(...(await automationRunFigures(runtime.url, token)));
      }
      for (const route of routeList) {
        const measured = responsePath.find((f) => f.id === `dynamodb.${route.id}`);
        if (measured) {
          figures.push(measured);
          continue;
        }
        const request = exercise[route.id];
        const figure: Figure = {
          id: `dynamodb.${route.id}`,
          group: callsGroup,
          label: `${route.id} ${request ? `${request.method} ${request.path}` : route.path}`,
          value: null,
          unit: 'count',
          budget: route.maxDynamoCalls,
        };
        if (!request) {
          figures.push({ ...figure, missing: 'not exercised' });
          continue;
        }
        const samples =
          route.id === 'GetHealth'
            ? result.samples
            : await runRequests(
                new URL(request.path, runtime.url),
                agent,
                PROBE_REQUESTS,
                1,
                performance.now() + 30_000,
                request.method,
                {
                  ...(request.body === undefined ? {} : { body: JSON.stringify(request.body) }),
                  ...(request.signedIn ? { headers: { authorization: `Bearer ${token}` } } : {}),
                },
              );
        const { value, error } = maxCalls(samples);
        const statuses = [...new Set(samples.map((s) => s.status))].join('/');
        figures.push({
          ...figure,
          value,
          ...(error
            ? { error }
            : { note: `most of ${samples.length} responses (status ${statuses})` }),
        });
      }
    } finally {
      agent.destroy();
    }
  } finally {
    progress('stopping the local runtime');
    await runtime.stop();
  }
  return figures;
}

/**
 * The sign-in page and the public survey page on a slow phone, served by a local runtime from
 * the web build in `webRoot` (compressed as CloudFront sends it).
 */
async function firstPaintFigures(work: string, webRoot: string): Promise<Figure[]> {
  progress('starting a local runtime that serves the web build');
  let runtime;
  try {
    runtime = await startRuntime(root, join(work, 'paint-data'), 90_000, webRoot);
  } catch (error) {
    const why = errorText(error).split('\n')[0] ?? '';
    return [
      {
        id: 'paint.login.lcp',
        group: 'First paint on a slow phone',
        label: 'sign-in page',
        value: null,
        unit: 'ms',
        budget: BUDGET.signInLcpMs,
        error: why,
      },
    ];
  }
  try {
    // A survey to open: registered, verified and created through the API, as a manager would.
    const registered = await fetch(new URL('/api/auth/register', runtime.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(benchUser),
    });
    const token = registered.ok ? ((await registered.json()) as { token: string }).token : '';
    if (token) await verifyBenchUser(runtime.url);
    const created = await fetch(new URL('/api/surveys', runtime.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        title: 'Weekly pulse',
        description: 'Two minutes, anonymous.',
        questions: [
          {
            type: 'rating',
            text: 'How was your week?',
            required: true,
            order: 1,
            options: { min: 1, max: 5, labels: ['Poor', 'Excellent'] },
          },
          {
            type: 'textarea',
            text: 'Why?',
            required: false,
            order: 2,
            options: { maxLength: 500 },
          },
        ],
      }),
    });
    const surveyId = created.ok
      ? ((await created.json()) as { survey: { id: string } }).survey.id
      : 'not-created';
    if (!created.ok) progress(`could not create the bench survey (${created.status})`);
    progress('loading pages in Chromium with a slow-phone profile');
    return await paintFigures(runtime.url, [
      {
        id: 'login',
        label: 'sign-in page',
        path: '/login',
        budgetMs: BUDGET.signInLcpMs,
        ready: 'input[type="password"]',
        // The page is rendered ahead: it shows before its script has run, and its form works
        // once the script has taken over (the sign-in button is disabled until then).
        usable: 'form button[type="submit"]:not([disabled])',
      },
      {
        id: 'survey',
        label: 'public survey page',
        path: `/survey/${surveyId}`,
        budgetMs: BUDGET.surveyLcpMs,
        ready: 'h1',
      },
    ]);
  } finally {
    progress('stopping the local runtime');
    await runtime.stop();
  }
}

/** The send rounds, on a runtime of their own whose SES stand-in sends 50 mails a second. */
async function sendFigures(work: string): Promise<Figure[]> {
  let runtime;
  try {
    runtime = await startRuntime(root, join(work, 'sends-data'), 90_000, undefined, {
      CANDOR_SES_RATE: String(BENCH_SES_RATE),
    });
  } catch (error) {
    return [
      {
        id: 'sends.round-5000.not-once',
        group: 'A round to a team of 5,000',
        label: 'the local runtime',
        value: null,
        unit: 'count',
        budget: 0,
        error: errorText(error).split('\n')[0] ?? '',
      },
    ];
  }
  try {
    return await sendRoundFigures(runtime.url);
  } finally {
    await runtime.stop();
  }
}

async function main(): Promise<void> {
  const only = selectedSections(process.argv.slice(2));
  const loadBefore = loadavg()[0] ?? 0;
  const javaBefore = dynamoLocalProcesses().length;
  const work = mkdtempSync(join(tmpdir(), 'candor-bench-'));
  const figures: Figure[] = [];
  try {
    const build = (await import(
      pathToFileURL(join(root, 'scripts', 'build.ts')).href
    )) as BuildModule;
    if (only.has('bundles') || only.has('import')) {
      progress('building the function bundles');
      const bundles = await build.buildFunctions(join(work, 'functions'));
      if (only.has('bundles')) figures.push(...bundleFigures(bundles));
      if (only.has('import')) {
        progress('building the baseline bundle');
        const outfile = join(work, 'baseline', 'index.mjs');
        const bytes = await build.buildLambdaBundle(BASELINE_ENTRY, outfile);
        const chosen = selectedFunctions(process.argv.slice(2));
        const measured = chosen ? bundles.filter((b) => chosen.has(b.id)) : bundles;
        if (chosen && measured.length !== chosen.size) {
          throw new Error(`--functions: no such function among ${[...chosen].join(', ')}`);
        }
        figures.push(...(await importFigures(measured, { outfile, bytes })));
      }
    }
    if (only.has('web')) figures.push(...(await webFigures(join(work, 'web'))));
    if (only.has('paint')) {
      const webRoot = join(work, 'web');
      if (!only.has('web')) {
        progress('building the web app');
        const web = (await import(
          pathToFileURL(join(root, 'web', 'build.ts')).href
        )) as WebBuildModule;
        await web.buildWeb({ outdir: webRoot, minify: true });
      }
      figures.push(...(await firstPaintFigures(work, webRoot)));
    }
    if (only.has('runtime')) figures.push(...(await runtimeFigures(work)));
    if (only.has('analytics')) {
      progress('analytics at 100 and 100,000 responses (seeded tallies)');
      figures.push(...(await analyticsFigures(work)));
    }
    if (only.has('sends')) {
      progress(`a round to ${ROUND_PEOPLE} people at ${BENCH_SES_RATE} mails a second, twice`);
      figures.push(...(await sendFigures(work)));
    }
  } finally {
    rmSync(work, { recursive: true, force: true });
  }

  // Ours are the ones whose -dbPath is in our work folder; others may be running tests.
  const javaAfter = dynamoLocalProcesses();
  const left = javaAfter.filter((p) => p.cmdline.includes(work)).map((p) => p.pid);
  for (const pid of left) process.kill(pid, 'SIGKILL');
  writeResults(resultsFile, figures, {
    generatedAt: new Date().toISOString(),
    node: process.version,
    platform: `${process.platform}-${process.arch}`,
    cpus: availableParallelism(),
    loadAverage1m: { before: loadBefore, after: loadavg()[0] ?? 0 },
    settings: { importRuns: IMPORT_RUNS, load: LOAD, sections: [...only] },
  });

  console.log(`\n${renderTable(figures)}\n`);
  // Timings on a shared machine move with its load: say what it was.
  const busy = `${loadBefore.toFixed(1)} before, ${(loadavg()[0] ?? 0).toFixed(1)} after`;
  console.log(`Load average (1 min) on ${availableParallelism()} cores: ${busy}.`);
  const summary = summarize(figures);
  if (summary.unbudgeted > 0) {
    console.log(
      `${summary.unbudgeted} more figures are reported without a budget or were not measured.`,
    );
  }
  console.log(
    left.length > 0
      ? `WARNING: the bench's DynamoDB Local outlived its runtime; killed pid ${left.join(', ')}`
      : `DynamoDB Local: ${javaBefore} running before, ${javaAfter.length} after, none of them the bench's.`,
  );
  console.log(`Results written to ${resultsFile.slice(root.length + 1)}.`);
  console.log(summaryLine(summary));
}

main().catch((error: unknown) => {
  console.error('bench could not run:', error);
  process.exit(1);
});
