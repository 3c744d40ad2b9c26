import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

export interface BenchRuntime {
  /** Loopback URL of the HTTP server, e.g. http://127.0.0.1:41234. */
  url: string;
  /** Stops the runtime and makes sure its DynamoDB Local JVM is gone. */
  stop(): Promise<void>;
  /** The runtime's DynamoDB Local, when it printed it. */
  dynamodbEndpoint?: string;
}

/** Running DynamoDB Local JVMs (pgrep is run directly, never via a shell) with their command lines. */
export function dynamoLocalProcesses(): { pid: number; cmdline: string }[] {
  const result = spawnSync('pgrep', ['-f', 'DynamoDBLocal'], { encoding: 'utf8' });
  return (result.stdout ?? '')
    .split('\n')
    .filter(Boolean)
    .map(Number)
    .flatMap((pid) => {
      try {
        const cmdline = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
        return cmdline.includes('DynamoDBLocal') ? [{ pid, cmdline }] : [];
      } catch {
        return []; // gone meanwhile
      }
    });
}

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Starts test/bench/runtime-child.ts and waits for "Candor is running at <url>". */
export function startRuntime(
  root: string,
  dataDir: string,
  timeoutMs = 90_000,
  webRoot?: string,
  env: Record<string, string> = {},
) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(root, 'test', 'bench', 'runtime-child.ts')],
    {
      cwd: root,
      env: {
        ...process.env,
        CANDOR_DATA_DIR: dataDir,
        ...(webRoot ? { CANDOR_WEB_ROOT: webRoot } : {}),
        ...env,
      },
      stdio: ['pipe', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const keep = (chunk: Buffer) => (output = (output + chunk.toString()).slice(-4000));
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  let javaPid: number | undefined;
  const readJavaPid = () => {
    const pidFile = join(dataDir, 'dynamodb.pid');
    if (javaPid === undefined && existsSync(pidFile)) {
      javaPid = Number(readFileSync(pidFile, 'utf8')) || undefined;
    }
  };

  const stop = async () => {
    readJavaPid();
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      const force = setTimeout(() => child.kill('SIGKILL'), 20_000);
      await exited;
      clearTimeout(force);
    }
    // A child killed hard leaves its JVM: that pid came from our own data dir's pid file.
    if (javaPid !== undefined && alive(javaPid)) {
      process.kill(javaPid, 'SIGKILL');
      for (let i = 0; i < 20 && alive(javaPid); i++) await sleep(100);
    }
  };

  return new Promise<BenchRuntime>((resolvePromise, reject) => {
    let settled = false;
    const fail = (why: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void stop().finally(() =>
        reject(new Error(`the local runtime did not start (${why}): ${output.trim().slice(-600)}`)),
      );
    };
    const timer = setTimeout(() => fail(`no URL in ${timeoutMs} ms`), timeoutMs);
    child.once('exit', (code) => {
      fail(`exit code ${code}`);
    });
    child.stdout.on('data', () => {
      const match = settled ? null : output.match(/Candor is running at (http:\/\/\S+)/);
      if (!match) return;
      settled = true;
      clearTimeout(timer);
      readJavaPid();
      const url = new URL(match[1] as string);
      // The server listens on 127.0.0.1; say so instead of trusting how localhost resolves.
      if (url.hostname === 'localhost') url.hostname = '127.0.0.1';
      const dynamo = output.match(/DynamoDB Local at (http:\/\/\S+)/)?.[1];
      resolvePromise({ url: url.origin, stop, ...(dynamo ? { dynamodbEndpoint: dynamo } : {}) });
    });
  });
}
