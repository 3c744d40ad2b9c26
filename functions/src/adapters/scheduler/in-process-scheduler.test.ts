import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ScheduledJobPayload } from '#shared/api/jobs';
import { ScheduleExistsError, ScheduleNotFoundError } from '../../domain/platform/scheduler';
import { InProcessScheduler } from './in-process-scheduler';

const payload = (name: string): ScheduledJobPayload => ({
  kind: 'survey-send',
  targetId: 'survey-1',
  scheduleName: name,
});

// Fake timers crank through days of the scheduler's 30-second sleeps, each a round of promises:
// CPU work that takes seconds when other processes hog the cores.
describe('InProcessScheduler', { timeout: 30_000 }, () => {
  let file: string;
  let calls: { payload: ScheduledJobPayload; at: string }[];
  let schedulers: InProcessScheduler[];

  const make = (invoke?: (p: ScheduledJobPayload) => Promise<void>) => {
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
    const scheduler = make();
    await scheduler.start();
    await scheduler.create({
      name: 'once-1',
      spec: { kind: 'once', at: '2026-11-22T09:00', timezone: 'America/New_York' },
      payload: payload('once-1'),
    });
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
    const scheduler = make();
    await scheduler.start();
    // Mondays 09:30 in Berlin (UTC+1 in winter) = 08:30 UTC; the 22nd is a Sunday.
    await scheduler.create({
      name: 'weekly-1',
      spec: { kind: 'cron', expression: '30 9 * * 1', timezone: 'Europe/Berlin' },
      payload: payload('weekly-1'),
    });
    await vi.advanceTimersByTimeAsync(15 * 24 * 60 * 60 * 1000);
    expect(calls.map((c) => c.at)).toEqual([
      '2026-11-23T08:30:00.000Z',
      '2026-11-30T08:30:00.000Z',
      '2026-12-07T08:30:00.000Z',
    ]);
    expect((await scheduler.get('weekly-1'))?.nextRunAt).toBe('2026-12-14T08:30:00.000Z');
  });

  it('updates and deletes schedules, and refuses duplicates and unknown names', async () => {
    const scheduler = make();
    await scheduler.start();
    const request = {
      name: 'once-2',
      spec: { kind: 'once' as const, at: '2026-11-22T13:00', timezone: 'UTC' },
      payload: payload('once-2'),
    };
    await scheduler.create(request);
    await expect(scheduler.create(request)).rejects.toBeInstanceOf(ScheduleExistsError);
    await scheduler.update({ ...request, spec: { ...request.spec, at: '2026-11-22T15:00' } });
    await vi.advanceTimersByTimeAsync(2 * 60 * 60 * 1000);
    expect(calls).toHaveLength(0);
    await scheduler.delete('once-2');
    await vi.advanceTimersByTimeAsync(2 * 60 * 60 * 1000);
    expect(calls).toHaveLength(0);
    await expect(scheduler.delete('once-2')).rejects.toBeInstanceOf(ScheduleNotFoundError);
    await expect(scheduler.update(request)).rejects.toBeInstanceOf(ScheduleNotFoundError);
  });

  it('keeps schedules across a restart and runs one-time work that fell due meanwhile', async () => {
    const first = make();
    await first.start();
    await first.create({
      name: 'once-3',
      spec: { kind: 'once', at: '2026-11-22T12:30', timezone: 'UTC' },
      payload: payload('once-3'),
    });
    await first.create({
      name: 'daily-3',
      spec: { kind: 'cron', expression: '0 8 * * *', timezone: 'UTC' },
      payload: payload('daily-3'),
    });
    await first.stop();
    const saved = JSON.parse(readFileSync(file, 'utf8')) as { name: string }[];
    expect(saved.map((s) => s.name).sort()).toEqual(['daily-3', 'once-3']);

    vi.setSystemTime(new Date('2026-11-22T13:00:00Z'));
    const second = make();
    await second.start();
    expect(await second.get('daily-3')).toMatchObject({
      spec: { kind: 'cron', expression: '0 8 * * *' },
      nextRunAt: '2026-11-23T08:00:00.000Z',
    });
    await vi.advanceTimersByTimeAsync(10);
    expect(calls.map((c) => c.payload.scheduleName)).toEqual(['once-3']);
  });

  it('retries a failing job before giving up', async () => {
    let attempts = 0;
    const scheduler = make(async () => {
      attempts += 1;
      if (attempts < 3) throw new Error('mail service down');
    });
    await scheduler.start();
    await scheduler.create({
      name: 'once-4',
      spec: { kind: 'once', at: '2026-11-22T12:01', timezone: 'UTC' },
      payload: payload('once-4'),
    });
    await vi.advanceTimersByTimeAsync(61_000);
    expect(attempts).toBe(3);
  });

  it('rejects invalid schedules without storing them', async () => {
    const scheduler = make();
    await scheduler.start();
    await expect(
      scheduler.create({
        name: 'bad',
        spec: { kind: 'cron', expression: 'every monday', timezone: 'UTC' },
        payload: payload('bad'),
      }),
    ).rejects.toThrow(/cron/);
    expect(scheduler.size).toBe(0);
  });
});
