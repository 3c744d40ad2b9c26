import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { registerJobRunner } from '../../functions/src/jobs/job-runners';
import { startLocal, type LocalRuntime } from './runtime';

/** A wall-clock time `seconds` from now in `zone`, as a manager would pick it. */
function localTimeIn(zone: string, seconds: number): string {
  const parts = new Intl.DateTimeFormat('sv-SE', {
    timeZone: zone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(new Date(Date.now() + seconds * 1000));
  return parts.replace(' ', 'T');
}

describe('the local runtime', () => {
  let runtime: LocalRuntime;
  beforeAll(async () => {
    runtime = await startLocal({
      port: 0,
      dataDir: mkdtempSync(join(tmpdir(), 'candor-runtime-')),
      dynamodbEndpoint: inject('dynamodbEndpoint'),
      tableName: `runtime-${Date.now()}`,
      logLevel: 'SILENT',
    });
  });
  afterAll(async () => {
    await runtime.stop();
  });

  it('fires a schedule made through the scheduler port on time, calling the job handler', async () => {
    const fired: { targetId: string; at: number }[] = [];
    registerJobRunner('runtime-test', async (payload) => {
      fired.push({ targetId: payload.targetId, at: Date.now() });
    });
    const { scheduler } = await import('../../functions/src/wiring/shared');
    const due = Date.now() + 2000;
    await scheduler().create({
      name: 'runtime-test-once',
      spec: { kind: 'once', at: localTimeIn('Asia/Kolkata', 2), timezone: 'Asia/Kolkata' },
      payload: { kind: 'runtime-test', targetId: 'survey-42', scheduleName: 'runtime-test-once' },
    });
    // Fired once due; how soon after, a busy machine decides (the deadline only bounds a failure).
    await expect.poll(() => fired.length, { timeout: 20_000, interval: 100 }).toBe(1);
    expect(fired[0]?.targetId).toBe('survey-42');
    // Second-level precision: the schedule's time has whole seconds.
    expect(fired[0]?.at).toBeGreaterThanOrEqual(due - 1000);
    expect(await scheduler().get('runtime-test-once')).toBeUndefined();
  });

  it('serves the health route through the Lambda handler', async () => {
    const response = await fetch(`${runtime.url}/api/health`);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { status: string }).status).toBe('ok');
    // Without `diagnosticHeaders`, as `npm start` and production answer: no per-request count.
    expect(response.headers.has('x-candor-dynamodb-calls')).toBe(false);
  });
});
