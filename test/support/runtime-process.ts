import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const repoRoot = resolve(import.meta.dirname, '..', '..');

export interface RuntimeProcess {
  url: string;
  dataDir: string;
  child: ChildProcess;
  output: () => string;
  /** The services the runtime printed: name -> address. */
  services: Record<string, string>;
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** Whether process `pid` still exists (signal 0 only asks). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * How long a start may take before it counts as failed: DynamoDB Local is a JVM, and a start took
 * about 50 s with other processes hogging both cores of a two-core machine. The same as the api
 * project's hook timeout, which bounds the starts made in `beforeAll`.
 */
export const START_TIMEOUT_MS = 120_000;

export function tempDataDir(prefix = 'candor-test-'): string {
  return mkdtempSync(join(tmpdir(), prefix));
}

/**
 * For runtimes whose journeys move the product's clock days ahead to try what happens over days
 * (releases, rounds, payouts): sessions that outlast the clock's largest jump (400 days), so a
 * manager signed in before the jump is still signed in after it. Moving the clock ages sessions
 * as it ages everything else; test/api/expiry.test.ts checks the default lifetime on a runtime
 * without this setting.
 */
export const DAYS_PASS_ENV: Record<string, string> = {
  SESSION_LIFETIME_SECONDS: String(400 * 86_400 + 86_400),
};

/**
 * Starts `npm start`'s entry (`infra/local/main.ts`) as a child process, exactly as a developer
 * does, and resolves once it prints its address. The tests' runtime answers with
 * `x-candor-dynamodb-calls` (`CANDOR_DIAGNOSTIC_HEADERS=true`) unless `diagnosticHeaders` is
 * false: then it starts without the setting, as `npm start` does.
 *
 * Its new password hashes cost scrypt N=2^14 (`CANDOR_PASSWORD_COST=14`) unless `env` says
 * otherwise: production's 2^17 takes about 0.7 s a hash on a two-core test machine, and the
 * journeys register and sign in hundreds of people (decision 0041).
 *
 * Its logs are silent unless `CANDOR_RUNTIME_LOG` names a file: then every runtime a run starts
 * appends its output there at `LOG_LEVEL` (INFO unless set), to read what a failing request did.
 */
export function startRuntimeProcess(options: {
  port?: number;
  dataDir?: string;
  env?: Record<string, string>;
  args?: string[];
  timeoutMs?: number;
  diagnosticHeaders?: boolean;
}): Promise<RuntimeProcess> {
  const dataDir = options.dataDir ?? tempDataDir();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(options.port ?? 0),
    CANDOR_DATA_DIR: dataDir,
    LOG_LEVEL: process.env.CANDOR_RUNTIME_LOG ? (process.env.LOG_LEVEL ?? 'INFO') : 'SILENT',
    CANDOR_DIAGNOSTIC_HEADERS: 'true',
    CANDOR_PASSWORD_COST: '14',
    ...options.env,
  };
  if (options.diagnosticHeaders === false) delete env.CANDOR_DIAGNOSTIC_HEADERS;
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'infra/local/main.ts', ...(options.args ?? [])],
    { cwd: repoRoot, env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  if (process.env.CANDOR_RUNTIME_LOG) {
    const log = createWriteStream(process.env.CANDOR_RUNTIME_LOG, { flags: 'a' });
    child.stdout?.pipe(log, { end: false });
    child.stderr?.pipe(log, { end: false });
    child.once('exit', () => log.end());
  }

  const stop = (signal: NodeJS.Signals = 'SIGTERM') =>
    new Promise<number | null>((done) => {
      if (child.exitCode !== null || child.signalCode !== null) {
        done(child.exitCode);
        return;
      }
      const force = setTimeout(() => child.kill('SIGKILL'), 20_000);
      child.once('exit', (code) => {
        clearTimeout(force);
        done(code);
      });
      child.kill(signal);
    });

  return new Promise((resolveStart, reject) => {
    const timer = setTimeout(() => {
      void stop('SIGKILL');
      reject(new Error(`The local runtime did not start in time:\n${output}`));
    }, options.timeoutMs ?? START_TIMEOUT_MS);
    const onData = () => {
      const url = output.match(/Candor is running at (http:\/\/\S+)/)?.[1];
      if (!url) return;
      // The service list follows the address line; wait for its last line.
      if (!/Press Ctrl-C to stop/.test(output)) return;
      clearTimeout(timer);
      child.stdout?.off('data', onData);
      const services: Record<string, string> = {};
      for (const line of output.split('\n')) {
        const m = line.match(/^\s{2}(\S.*?)\s{2,}(\S+)/);
        if (m) services[m[1] as string] = m[2] as string;
      }
      resolveStart({ url, dataDir, child, output: () => output, services, stop });
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`The local runtime exited with ${code}:\n${output}`));
    });
  });
}
