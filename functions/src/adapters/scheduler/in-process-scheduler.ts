import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { CronExpressionParser } from 'cron-parser';
import type { ScheduledJobPayload } from '#shared/api/jobs';
import {
  assertValidSchedule,
  ScheduleExistsError,
  ScheduleNotFoundError,
  zonedTimeToInstant,
  type ScheduleInfo,
  type ScheduleRequest,
  type SchedulerPort,
  type ScheduleSpec,
} from '../../domain/platform/scheduler';
import { now as productNow } from '../../lib/clock';

interface StoredSchedule extends ScheduleRequest {
  nextRunAt: string | null;
}

export interface InProcessSchedulerOptions {
  /** JSON file the schedules are kept in, so they survive a restart. */
  file: string;
  /** Calls the job handler, as the scheduler's target would. */
  invoke: (payload: ScheduledJobPayload) => Promise<void>;
  now?: () => Date;
  /** Attempts per firing before giving up, like the cloud retry policy. */
  maxAttempts?: number;
  retryDelayMs?: number;
  onError?: (name: string, error: unknown) => void;
}

/** Longest sleep between checks, so a changed clock is noticed. */
const MAX_SLEEP_MS = 30_000;

/**
 * The scheduler port for the local runtime: schedules live in a JSON file, a timer fires each
 * one on time in its time zone and calls the job handler in-process. One-time schedules are
 * deleted after they run (as the cloud's ActionAfterCompletion DELETE does); one-time schedules
 * that fell due while the runtime was stopped run at start.
 */
export class InProcessScheduler implements SchedulerPort {
  private schedules = new Map<string, StoredSchedule>();
  private timer: NodeJS.Timeout | undefined;
  private running = new Set<Promise<void>>();
  private started = false;
  private writeChain: Promise<void> = Promise.resolve();
  private readonly now: () => Date;

  constructor(private readonly options: InProcessSchedulerOptions) {
    this.now = options.now ?? productNow;
  }

  async start(): Promise<void> {
    try {
      const stored = JSON.parse(await readFile(this.options.file, 'utf8')) as StoredSchedule[];
      for (const schedule of stored) this.schedules.set(schedule.name, schedule);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    }
    // Recurring schedules resume from now; missed runs are not replayed.
    for (const schedule of this.schedules.values()) {
      if (schedule.spec.kind === 'cron') schedule.nextRunAt = this.nextRun(schedule.spec);
    }
    this.started = true;
    this.arm();
  }

  async stop(): Promise<void> {
    this.started = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await Promise.allSettled([...this.running]);
    await this.writeChain;
  }

  get size(): number {
    return this.schedules.size;
  }

  async create(request: ScheduleRequest): Promise<void> {
    assertValidSchedule(request);
    if (this.schedules.has(request.name)) throw new ScheduleExistsError(request.name);
    this.schedules.set(request.name, { ...request, nextRunAt: this.nextRun(request.spec) });
    await this.persist();
    this.arm();
  }

  async update(request: ScheduleRequest): Promise<void> {
    assertValidSchedule(request);
    if (!this.schedules.has(request.name)) throw new ScheduleNotFoundError(request.name);
    this.schedules.set(request.name, { ...request, nextRunAt: this.nextRun(request.spec) });
    await this.persist();
    this.arm();
  }

  async delete(name: string): Promise<void> {
    if (!this.schedules.delete(name)) throw new ScheduleNotFoundError(name);
    await this.persist();
    this.arm();
  }

  async get(name: string): Promise<ScheduleInfo | undefined> {
    const schedule = this.schedules.get(name);
    if (!schedule) return undefined;
    const { nextRunAt, ...request } = schedule;
    return nextRunAt ? { ...request, nextRunAt } : request;
  }

  private nextRun(spec: ScheduleSpec): string | null {
    if (spec.kind === 'once') return zonedTimeToInstant(spec.at, spec.timezone).toISOString();
    const next = CronExpressionParser.parse(spec.expression, {
      currentDate: this.now(),
      tz: spec.timezone,
    }).next();
    return next.toDate().toISOString();
  }

  private arm(): void {
    if (!this.started) return;
    if (this.timer) clearTimeout(this.timer);
    const now = this.now().getTime();
    let soonest = Infinity;
    for (const schedule of this.schedules.values()) {
      if (schedule.nextRunAt) soonest = Math.min(soonest, Date.parse(schedule.nextRunAt));
    }
    const wait = Math.max(0, Math.min(soonest - now, MAX_SLEEP_MS));
    this.timer = setTimeout(() => this.tick(), wait);
    this.timer.unref();
  }

  /** Fires every schedule due by now at once and waits for them; how many fired. */
  async fireDue(): Promise<number> {
    const fired = this.tick();
    await Promise.allSettled([...this.running]);
    return fired;
  }

  private tick(): number {
    const now = this.now().getTime();
    let changed = false;
    let fired = 0;
    for (const schedule of [...this.schedules.values()]) {
      if (!schedule.nextRunAt || Date.parse(schedule.nextRunAt) > now) continue;
      changed = true;
      fired += 1;
      if (schedule.spec.kind === 'once') this.schedules.delete(schedule.name);
      else schedule.nextRunAt = this.nextRun(schedule.spec);
      const run = this.fire(schedule).finally(() => this.running.delete(run));
      this.running.add(run);
    }
    if (changed) void this.persist();
    this.arm();
    return fired;
  }

  private async fire(schedule: StoredSchedule): Promise<void> {
    const attempts = this.options.maxAttempts ?? 3;
    for (let attempt = 1; attempt <= attempts; attempt += 1) {
      try {
        await this.options.invoke(schedule.payload);
        return;
      } catch (error) {
        if (attempt === attempts) {
          this.options.onError?.(schedule.name, error);
          return;
        }
        await new Promise((resolve) =>
          setTimeout(resolve, (this.options.retryDelayMs ?? 1000) * 2 ** (attempt - 1)),
        );
      }
    }
  }

  /** Writes the whole set atomically; writes are queued so they never interleave. */
  private persist(): Promise<void> {
    const snapshot = JSON.stringify([...this.schedules.values()], null, 2);
    this.writeChain = this.writeChain.then(async () => {
      await mkdir(dirname(this.options.file), { recursive: true });
      const temp = `${this.options.file}.${process.pid}.tmp`;
      await writeFile(temp, snapshot);
      await rename(temp, this.options.file);
    });
    return this.writeChain;
  }
}
