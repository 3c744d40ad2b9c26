import { execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it, vi } from 'vitest';
import {
  createDocumentClient,
  createDynamoClient,
} from '../../functions/src/adapters/dynamodb/client';
import {
  START_TIMEOUT_MS,
  isAlive,
  repoRoot,
  startRuntimeProcess,
  tempDataDir,
} from '../support/runtime-process';

async function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

/**
 * How long a test here may take: a start of the runtime may take START_TIMEOUT_MS (DynamoDB Local
 * is a JVM: about 50 s with both cores busy), then the test's own checks and the stop; a test
 * that starts it twice gets twice.
 */
const ONE_START_MS = START_TIMEOUT_MS + 60_000;

/**
 * A `java` first on PATH that runs the real one for `java -version` (the runtime's check) at
 * once, but starts the database only once the test opens the gate: the runtime is held in its
 * starting phase for as long as the test needs, however fast or slow the machine is.
 */
function javaGate(): { env: Record<string, string>; open(): void } {
  const dir = mkdtempSync(join(tmpdir(), 'candor-java-gate-'));
  const gate = join(dir, 'open');
  const realJava = execFileSync('sh', ['-c', 'command -v java'], { encoding: 'utf8' }).trim();
  const wrapper = join(dir, 'java');
  writeFileSync(
    wrapper,
    [
      '#!/bin/sh',
      `if [ "$1" != "-version" ]; then`,
      `  while [ ! -e '${gate}' ]; do sleep 0.05; done`,
      'fi',
      `exec '${realJava}' "$@"`,
      '',
    ].join('\n'),
  );
  chmodSync(wrapper, 0o755);
  return {
    env: { PATH: `${dir}:${process.env.PATH ?? ''}` },
    open: () => writeFileSync(gate, ''),
  };
}

/** Runs `npm start`'s entry to completion and returns what it printed and its exit code. */
function runToExit(env: Record<string, string>): { code: number; output: string } {
  try {
    const output = execFileSync(
      process.execPath,
      ['--import', 'tsx', 'infra/local/main.ts', '--no-web-build'],
      {
        cwd: repoRoot,
        env: { ...process.env, LOG_LEVEL: 'SILENT', ...env },
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
        timeout: START_TIMEOUT_MS,
      },
    );
    return { code: 0, output };
  } catch (error) {
    const e = error as { status: number; stdout: string; stderr: string };
    return { code: e.status, output: `${e.stdout}${e.stderr}` };
  }
}

describe('npm start', () => {
  it(
    'stops cleanly on SIGTERM, leaving no database process or port behind, and keeps data for the next start',
    { timeout: 2 * ONE_START_MS },
    async () => {
      const dataDir = tempDataDir();
      const first = await startRuntimeProcess({ dataDir, args: ['--no-web-build'] });
      const pid = Number(readFileSync(join(dataDir, 'dynamodb.pid'), 'utf8'));
      expect(isAlive(pid)).toBe(true);
      const dynamoPort = Number(new URL(first.services['DynamoDB Local'] ?? '').port);
      const appPort = Number(new URL(first.url).port);

      const client = createDynamoClient({
        region: 'us-east-1',
        endpoint: first.services['DynamoDB Local'],
      });
      await createDocumentClient(client).send(
        new PutCommand({
          TableName: 'candor',
          Item: { PK: 'KEEP#1', SK: 'KEEP', note: 'still here' },
        }),
      );
      client.destroy();

      expect(await first.stop('SIGTERM')).toBe(0);
      expect(first.output()).toContain('Stopped.');
      expect(isAlive(pid)).toBe(false);
      expect(existsSync(join(dataDir, 'dynamodb.pid'))).toBe(false);
      expect(await portIsFree(dynamoPort)).toBe(true);
      expect(await portIsFree(appPort)).toBe(true);

      const second = await startRuntimeProcess({ dataDir, args: ['--no-web-build'] });
      try {
        const again = createDynamoClient({
          region: 'us-east-1',
          endpoint: second.services['DynamoDB Local'],
        });
        const out = await createDocumentClient(again).send(
          new GetCommand({ TableName: 'candor', Key: { PK: 'KEEP#1', SK: 'KEEP' } }),
        );
        again.destroy();
        expect(out.Item?.note).toBe('still here');
      } finally {
        expect(await second.stop('SIGINT')).toBe(0);
      }
    },
  );

  it(
    'leaves no database process behind even when it is killed outright',
    { timeout: ONE_START_MS },
    async () => {
      const dataDir = tempDataDir();
      const runtime = await startRuntimeProcess({ dataDir, args: ['--no-web-build'] });
      const pid = Number(readFileSync(join(dataDir, 'dynamodb.pid'), 'utf8'));
      expect(isAlive(pid)).toBe(true);
      await runtime.stop('SIGKILL');
      // The kernel kills it with its parent (setpriv --pdeathsig); it is gone once reaped.
      await expect.poll(() => isAlive(pid), { timeout: 30_000 }).toBe(false);
    },
  );

  it(
    'holds its port from the first moment, saying it is starting until everything runs',
    { timeout: ONE_START_MS },
    async () => {
      const port = await new Promise<number>((done) => {
        const probe = createServer();
        probe.listen(0, '127.0.0.1', () => {
          const chosen = (probe.address() as { port: number }).port;
          probe.close(() => done(chosen));
        });
      });
      // The database cannot start until the gate opens, so the runtime is still starting while
      // the port is asked, whatever the machine's speed.
      const gate = javaGate();
      const starting = startRuntimeProcess({ port, args: ['--no-web-build'], env: gate.env });
      let startFailed = false;
      starting.catch(() => (startFailed = true));
      try {
        const early = await vi.waitFor(
          async () =>
            startFailed ? undefined : await fetch(`http://127.0.0.1:${port}/api/health`),
          { timeout: START_TIMEOUT_MS, interval: 50 },
        );
        if (!early) await starting; // fails with what the runtime printed
        expect(early?.status).toBe(503);
        expect(early?.headers.get('retry-after')).toBe('2');
        expect(await early?.json()).toEqual({
          message: 'Candor is starting; try again in a moment.',
          errorType: 'service_unavailable',
        });
      } finally {
        gate.open();
      }
      const runtime = await starting;
      try {
        const health = await fetch(`http://127.0.0.1:${port}/api/health`);
        expect(health.status).toBe(200);
      } finally {
        await runtime.stop();
      }
    },
  );

  it('prints what runs where', { timeout: ONE_START_MS }, async () => {
    // Started as `npm start` is, without CANDOR_DIAGNOSTIC_HEADERS.
    const runtime = await startRuntimeProcess({
      args: ['--no-web-build'],
      diagnosticHeaders: false,
    });
    try {
      for (const name of [
        'App',
        'API',
        'Mailbox',
        'DynamoDB Local',
        'S3 stand-in',
        'SES stand-in',
        'Scheduler',
      ]) {
        expect(runtime.services[name], name).toBeTruthy();
      }
      expect(runtime.services.Mailbox).toBe(`${runtime.url}/dev/mail`);

      // No per-request diagnostics in its answers: what a request cost could tell apart answers
      // that are alike on purpose (a resend to someone who answered and to someone who did not).
      const health = await fetch(`${runtime.url}/api/health`);
      expect(health.status).toBe(200);
      expect(health.headers.has('x-candor-dynamodb-calls')).toBe(false);
    } finally {
      await runtime.stop();
    }
  });

  it('says clearly when the port is taken', { timeout: ONE_START_MS }, async () => {
    const blocker = createServer();
    await new Promise<void>((resolve) => blocker.listen(0, '127.0.0.1', () => resolve()));
    const port = (blocker.address() as { port: number }).port;
    try {
      const { code, output } = runToExit({ PORT: String(port), CANDOR_DATA_DIR: tempDataDir() });
      expect(code).toBe(1);
      expect(output).toContain(`Port ${port} is already in use`);
      expect(output).not.toMatch(/\n\s+at /);
    } finally {
      blocker.close();
    }
  });

  it('says clearly when the data folder cannot be written', { timeout: ONE_START_MS }, () => {
    const file = join(mkdtempSync(join(tmpdir(), 'candor-')), 'a-file');
    writeFileSync(file, 'not a folder');
    const { code, output } = runToExit({ PORT: '0', CANDOR_DATA_DIR: join(file, 'data') });
    expect(code).toBe(1);
    expect(output).toContain('cannot be written');
    expect(output).not.toMatch(/\n\s+at /);
  });

  it('says clearly when Java is missing', { timeout: ONE_START_MS }, () => {
    const { code, output } = runToExit({
      PORT: '0',
      CANDOR_DATA_DIR: tempDataDir(),
      PATH: '/nonexistent',
    });
    expect(code).toBe(1);
    expect(output).toContain('Java 17 or newer is needed');
    expect(output).toContain('openjdk-17-jre-headless');
    expect(output).not.toMatch(/\n\s+at /);
  });
});
