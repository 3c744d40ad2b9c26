import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { buildFunctions, buildWebApp } from './build';
import { busyOption, startBusyCores } from './busy-cores';

/**
 * `npm test`: builds what the tests run against (the Lambda bundles and the production web
 * build), runs every vitest project and the Playwright journeys, then prints one closing line
 * `N passed, N failed` for all suites together.
 *
 * The vitest projects and the Playwright journeys run side by side (each on a local runtime of
 * its own), which fills the gaps each leaves on a two-core machine; the load project runs after
 * both, alone, so its burst lands on a quiet machine (decision 0030). Each suite's lines come as
 * whole lines, interleaved.
 *
 * `npm test -- --stress` runs the same suites as a busy machine would: one busy process a core
 * beside them (`--busy N` for another number) and every animation frame of the component tests
 * 200 ms late, so a test that depends on the machine's speed or on a frame having come fails
 * here, not now and then on CI. Run it before a submission that touches tests.
 */
const root = resolve(import.meta.dirname, '..');
const results = join(root, 'test-results');
const { busy, rest: args } = busyOption(process.argv.slice(2));
const stress = args.includes('--stress');
/** How late each component test's animation frame comes under `--stress`. */
const STRESS_FRAME_DELAY_MS = 200;

interface Tally {
  name: string;
  passed: number;
  failed: number;
  skipped: number;
  ran: boolean;
  /** Where each failure was, repeated after the summary so that the end of the log names it. */
  failures: string[];
  seconds?: number;
}

/** Runs a command, its output passed on line by line (two suites share the terminal). */
function run(command: string, args: string[]): Promise<number> {
  return new Promise((done) => {
    const child = spawn(command, args, {
      cwd: root,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...process.env,
        FORCE_COLOR: process.env.CI ? '0' : '1',
        ...(stress ? { CANDOR_TEST_FRAME_DELAY_MS: String(STRESS_FRAME_DELAY_MS) } : {}),
      },
    });
    for (const [from, to] of [
      [child.stdout, process.stdout],
      [child.stderr, process.stderr],
    ] as const) {
      let partial = '';
      from.setEncoding('utf8');
      from.on('data', (chunk: string) => {
        const lines = (partial + chunk).split('\n');
        partial = lines.pop() ?? '';
        if (lines.length) to.write(`${lines.join('\n')}\n`);
      });
      from.on('end', () => {
        if (partial) to.write(`${partial}\n`);
      });
    }
    child.on('error', () => done(1));
    child.on('close', (code) => done(code ?? 1));
  });
}

/** The vitest projects (vitest.config.ts), the load project apart. */
async function vitestProjects(): Promise<{ together: string[]; alone: string[] }> {
  const { default: config } = (await import(join(root, 'vitest.config.ts'))) as {
    default: { test?: { projects?: { test?: { name?: string } }[] } };
  };
  const names = (config.test?.projects ?? []).map((p) => p.test?.name ?? '').filter(Boolean);
  return { together: names.filter((n) => n !== 'load'), alone: names.filter((n) => n === 'load') };
}

function readJson<T>(file: string): T | undefined {
  if (!existsSync(file)) return undefined;
  return JSON.parse(readFileSync(file, 'utf8')) as T;
}

/**
 * The start of an error message, on one line: its first few non-empty lines, so that a message
 * whose first line only introduces the cause ("… exited with 1:") still says what it was.
 */
function gist(message: string): string {
  const lines = message
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean)
    .slice(0, 4);
  return lines.join(' ⏎ ').slice(0, 600);
}

function vitestTally(file: string): Tally {
  const report = readJson<{
    numPassedTests: number;
    numFailedTests: number;
    numPendingTests: number;
    numTodoTests: number;
    numTotalTestSuites: number;
    testResults: {
      name: string;
      status: string;
      message?: string;
      assertionResults: { fullName: string; status: string; failureMessages?: string[] }[];
    }[];
  }>(join(results, file));
  if (!report) {
    return { name: 'vitest', passed: 0, failed: 1, skipped: 0, ran: false, failures: [] };
  }
  // A file that failed to load has no test results but counts as a failure.
  const brokenFiles = report.testResults.filter((f) => f.status === 'failed').length;
  const failures: string[] = [];
  for (const file of report.testResults) {
    const where = relative(root, file.name);
    const failedTests = file.assertionResults.filter((t) => t.status === 'failed');
    for (const t of failedTests) {
      const why = gist(t.failureMessages?.[0] ?? '');
      failures.push(`${where} › ${t.fullName}${why ? ` (${why})` : ''}`);
    }
    if (file.status === 'failed' && failedTests.length === 0) {
      failures.push(`${where}: ${gist(file.message ?? '') || 'failed to run'}`);
    }
  }
  return {
    name: 'vitest',
    failures,
    passed: report.numPassedTests,
    failed: Math.max(report.numFailedTests, brokenFiles),
    skipped: report.numPendingTests + report.numTodoTests,
    ran: true,
  };
}

interface PlaywrightSuite {
  title: string;
  file?: string;
  specs?: { title: string; line: number; tests: { status: string }[] }[];
  suites?: PlaywrightSuite[];
}

function playwrightFailures(suites: PlaywrightSuite[], file = ''): string[] {
  const failures: string[] = [];
  for (const suite of suites) {
    const where = suite.file ?? file;
    for (const spec of suite.specs ?? []) {
      if (spec.tests.some((t) => t.status === 'unexpected')) {
        failures.push(`${where}:${spec.line} › ${spec.title}`);
      }
    }
    failures.push(...playwrightFailures(suite.suites ?? [], where));
  }
  return failures;
}

function playwrightTally(file = 'e2e.json'): Tally {
  const report = readJson<{
    stats: { expected: number; unexpected: number; flaky: number; skipped: number };
    errors?: { message?: string }[];
    suites?: PlaywrightSuite[];
  }>(join(results, file));
  if (!report) {
    return { name: 'playwright', passed: 0, failed: 1, skipped: 0, ran: false, failures: [] };
  }
  return {
    name: 'playwright',
    failures: [
      ...playwrightFailures(report.suites ?? []),
      ...(report.errors ?? []).map((e) => gist(e.message ?? '') || 'error'),
    ],
    passed: report.stats.expected + report.stats.flaky,
    failed: report.stats.unexpected + (report.errors?.length ?? 0),
    skipped: report.stats.skipped,
    ran: true,
  };
}

async function main(): Promise<void> {
  rmSync(results, { recursive: true, force: true });
  mkdirSync(results, { recursive: true });
  let buildFailed = false;
  const buildStarted = Date.now();
  try {
    console.log('Building the Lambda bundles and the web app...');
    await buildFunctions();
    await buildWebApp();
  } catch (error) {
    console.error('The build failed:', error);
    buildFailed = true;
  }

  const buildSeconds = Math.round((Date.now() - buildStarted) / 1000);
  const tallies: Tally[] = [];
  const startedAt = Date.now();
  const cores = stress || busy !== undefined ? startBusyCores(busy) : undefined;
  if (cores) console.log(`Under stress: ${cores.count} busy processes beside the suites.`);
  if (!buildFailed) {
    const { together, alone } = await vitestProjects();
    const vitest = (projects: string[], report: string) => [
      join(root, 'node_modules', 'vitest', 'vitest.mjs'),
      'run',
      ...projects.flatMap((name) => ['--project', name]),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${join(results, report)}`,
    ];
    const timed = async (
      name: string,
      file: string,
      args: string[],
      tally: (f: string) => Tally,
    ) => {
      const started = Date.now();
      const exit = await run(process.execPath, args);
      const t = tally(file);
      if (exit !== 0 && t.failed === 0) t.failed = 1;
      t.seconds = (Date.now() - started) / 1000;
      t.name = name;
      return t;
    };
    const playwrightArgs = [join(root, 'node_modules', '@playwright', 'test', 'cli.js'), 'test'];
    tallies.push(
      ...(await Promise.all([
        timed('vitest', 'vitest.json', vitest(together, 'vitest.json'), vitestTally),
        timed('playwright', 'e2e.json', playwrightArgs, playwrightTally),
      ])),
    );
    if (alone.length) {
      tallies.push(
        await timed(
          'vitest (load)',
          'vitest-load.json',
          vitest(alone, 'vitest-load.json'),
          vitestTally,
        ),
      );
    }
  }
  cores?.stop();

  const passed = tallies.reduce((sum, t) => sum + t.passed, 0);
  const failed = tallies.reduce((sum, t) => sum + t.failed, 0) + (buildFailed ? 1 : 0);
  const skipped = tallies.reduce((sum, t) => sum + t.skipped, 0);
  console.log('');
  for (const t of tallies) {
    for (const failure of t.failures) console.log(`${t.name} failed: ${failure}`);
  }
  for (const t of tallies) {
    const took = t.seconds === undefined ? '' : ` (${Math.round(t.seconds)} s)`;
    console.log(
      `${t.name}: ${t.passed} passed, ${t.failed} failed${t.skipped ? `, ${t.skipped} skipped` : ''}${took}`,
    );
  }
  console.log(
    `build took ${buildSeconds} s, tests ${Math.round((Date.now() - startedAt) / 1000)} s, ` +
      `npm test ${Math.round((Date.now() - buildStarted) / 1000)} s in all`,
  );
  // Skipped tests count as failures: every test here must run.
  const failedTotal = failed + skipped;
  console.log(`${passed} passed, ${failedTotal} failed`);
  process.exit(failedTotal === 0 && passed > 0 ? 0 : 1);
}

void main();
