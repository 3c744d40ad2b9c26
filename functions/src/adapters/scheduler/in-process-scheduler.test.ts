import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ScheduledJobPayload } from '#shared/api/jobs';
import {
  ScheduleExistsError,
  ScheduleNotFoundError,
  type ScheduleRequest,
  type ScheduleSpec,
} from '../../domain/platform/scheduler';
import { InProcessScheduler } from './in-process-scheduler';

const payload = (name: string): ScheduledJobPayload => ({
  kind: 'survey-send',
  targetId: 'survey-1',
  scheduleName: name,
});

/** The schedule `name` on `spec`, its payload naming it. */
const request = (name: string, spec: ScheduleSpec): ScheduleRequest => ({
  name,
  spec,
  payload: payload(name),
});

// Fake timers crank through days of the scheduler's 30-second sleeps, each a round of promises:
// CPU work that takes seconds when other processes hog the cores.
describe('InProcessScheduler', { timeout: 30_000 }, () => {
  let file: string;
  let calls: { payload: ScheduledJobPayload; at: string }[];
  let schedulers: InProcessScheduler[];

  /** A scheduler on the test's file, started: it runs `invoke`, or records each call in `calls`. */
  const started = async (invoke?: (p: ScheduledJobPayload) => Promise<void>) => {
    const scheduler = new InProcessScheduler({
      file,
      retryDelayMs: 10,
      invoke:
        invoke ??
        (async (p) => {
          calls.push({ payload: p, at: new Date().toISOString() });
        }),
    });
    schedulers.push(scheduler);
    await scheduler.start();
    return scheduler;
  };

  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
    vi.setSystemTime(new Date('2026-11-22T12:00:00Z'));
    file = join(mkdtempSync(join(tmpdir(), 'candor-scheduler-')), 'schedules.json');
    calls = [];
    schedulers = [];
  });

  afterEach(async () => {
    for (const s of schedulers) await s.stop();
    vi.useRealTimers();
  });

  it('fires a one-time schedule at its wall-clock time in its zone, then removes it', async () => {
    const scheduler = await started();
    await scheduler.create(
      request('once-1', { kind: 'once', at: '2026-11-22T09:00', timezone: 'America/New_York' }),
    );
    expect((await scheduler.get('once-1'))?.nextRunAt).toBe('2026-11-22T14:00:00.000Z');

    await vi.advanceTimersByTimeAsync(2 * 60 * 60 * 1000 - 1000);
    expect(calls).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(2000);
    expect(calls).toHaveLength(1);
    expect(calls[0]?.payload).toEqual(payload('once-1'));
    expect(calls[0]?.at).toBe('2026-11-22T14:00:00.000Z');
    expect(await scheduler.get('once-1')).toBeUndefined();
    await vi.advanceTimersByTimeAsync(24 * 60 * 60 * 1000);
    expect(calls).toHaveLength(1);
  });

  it('fires a cron schedule on each occurrence in its zone', async () => {
    const scheduler = await started();
    // Mondays 09:30 in Berlin (UTC+1 in winter) = 08:30 UTC; the 22nd is a Sunday.
    await scheduler.create(
      request('weekly-1', { kind: 'cron', expression: '30 9 * * 1', timezone: 'Europe/Berlin' }),
    );
    await vi.advanceTimersByTimeAsync(15 * 24 * 60 * 60 * 1000);
    expect(calls.map((c) => c.at)).toEqual([
      '2026-11-23T08:30:00.000Z',
      '2026-11-30T08:30:00.000Z',
      '2026-12-07T08:30:00.000Z',
    ]);
    expect((await scheduler.get('weekly-1'))?.nextRunAt).toBe('2026-12-14T08:30:00.000Z');
  });

  it('updates and deletes schedules, and refuses duplicates and unknown names', async () => {
    const scheduler = await started();
    const spec = { kind: 'once' as const, at: '2026-11-22T13:00', timezone: 'UTC' };
    const once = request('once-2', spec);
    await scheduler.create(once);
    await expect(scheduler.create(once)).rejects.toBeInstanceOf(ScheduleExistsError);
    await scheduler.update(request('once-2', { ...spec, at: '2026-11-22T15:00' }));
    await vi.advanceTimersByTimeAsync(2 * 60 * 60 * 1000);
    expect(calls).toHaveLength(0);
    await scheduler.delete('once-2');
    await vi.advanceTimersByTimeAsync(2 * 60 * 60 * 1000);
    expect(calls).toHaveLength(0);
    await expect(scheduler.delete('once-2')).rejects.toBeInstanceOf(ScheduleNotFoundError);
    await expect(scheduler.update(once)).rejects.toBeInstanceOf(ScheduleNotFoundError);
  });

  it('keeps schedules across a restart and runs one-time work that fell due meanwhile', async () => {
    const first = await started();
    await first.create(
      request('once-3', { kind: 'once', at: '2026-11-22T12:30', timezone: 'UTC' }),
    );
    await first.create(
      request('daily-3', { kind: 'cron', expression: '0 8 * * *', timezone: 'UTC' }),
    );
    await first.stop();
    const saved = JSON.parse(readFileSync(file, 'utf8')) as { name: string }[];
    expect(saved.map((s) => s.name).sort()).toEqual(['daily-3', 'once-3']);

    vi.setSystemTime(new Date('2026-11-22T13:00:00Z'));
    const second = await started();
    expect(await second.get('daily-3')).toMatchObject({
      spec: { kind: 'cron', expression: '0 8 * * *' },
      nextRunAt: '2026-11-23T08:00:00.000Z',
    });
    await vi.advanceTimersByTimeAsync(10);
    expect(calls.map((c) => c.payload.scheduleName)).toEqual(['once-3']);
  });

  it('retries a failing job before giving up', async () => {
    let attempts = 0;
    const scheduler = await started(async () => {
      attempts += 1;
      if (attempts < 3) throw new Error('mail service down');
    });
    await scheduler.create(
      request('once-4', { kind: 'once', at: '2026-11-22T12:01', timezone: 'UTC' }),
    );
    await vi.advanceTimersByTimeAsync(61_000);
    expect(attempts).toBe(3);
  });

  it('rejects invalid schedules without storing them', async () => {
    const scheduler = await started();
    await expect(
      scheduler.create(
        request('bad', { kind: 'cron', expression: 'every monday', timezone: 'UTC' }),
      ),
    ).rejects.toThrow(/cron/);
    expect(scheduler.size).toBe(0);
  });
});
