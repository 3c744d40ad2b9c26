import type { ScheduledJobPayload } from '#shared/api/jobs';
import { instantOf, isTimeZone } from '#shared/domain/run-times';

export { isTimeZone };

/**
 * When a schedule fires. Times are wall-clock times in `timezone` (an IANA name), the way a
 * manager picks them; the adapter keeps them right across daylight-saving changes.
 * - `once`: `at` is `YYYY-MM-DDTHH:mm` or `YYYY-MM-DDTHH:mm:ss`.
 * - `cron`: five fields `minute hour day-of-month month day-of-week` (0 or 7 = Sunday).
 */
export type ScheduleSpec =
  | { kind: 'once'; at: string; timezone: string }
  | { kind: 'cron'; expression: string; timezone: string };

export interface ScheduleRequest {
  /** Unique within the app; letters, digits, `-`, `_` and `.` (the scheduler's rule). */
  name: string;
  spec: ScheduleSpec;
  payload: ScheduledJobPayload;
}

export interface ScheduleInfo extends ScheduleRequest {
  /** ISO instant of the next run, when the adapter knows it. */
  nextRunAt?: string;
}

/** The scheduler port: EventBridge Scheduler in the cloud, an in-process timer locally. */
export interface SchedulerPort {
  create(request: ScheduleRequest): Promise<void>;
  update(request: ScheduleRequest): Promise<void>;
  delete(name: string): Promise<void>;
  get(name: string): Promise<ScheduleInfo | undefined>;
}

export class ScheduleExistsError extends Error {
  constructor(name: string) {
    super(`A schedule named ${name} already exists`);
  }
}

export class ScheduleNotFoundError extends Error {
  constructor(name: string) {
    super(`No schedule named ${name}`);
  }
}

/**
 * A one-time schedule that fires `kind`'s job for `targetId` at `at` (UTC, to the second), made
 * or, when one of that name exists already (a retried call), changed to this.
 */
export async function scheduleOnce(
  scheduler: Pick<SchedulerPort, 'create' | 'update'>,
  name: string,
  at: string,
  payload: { kind: string; targetId: string },
): Promise<void> {
  const request: ScheduleRequest = {
    name,
    spec: { kind: 'once', at: at.slice(0, 19), timezone: 'UTC' },
    payload: { ...payload, scheduleName: name },
  };
  try {
    await scheduler.create(request);
  } catch (error) {
    if (!(error instanceof ScheduleExistsError)) throw error;
    await scheduler.update(request);
  }
}

const NAME = /^[0-9a-zA-Z\-_.]{1,64}$/;
const AT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/;
const CRON_FIELD = /^[0-9A-Za-z*,\-/?#L]+$/;

/** Rejects malformed schedules before any adapter sees them. */
export function assertValidSchedule(request: ScheduleRequest): void {
  if (!NAME.test(request.name)) throw new Error(`Invalid schedule name: ${request.name}`);
  const { spec } = request;
  if (!isTimeZone(spec.timezone)) throw new Error(`Unknown time zone: ${spec.timezone}`);
  if (spec.kind === 'once') {
    if (!AT.test(spec.at)) throw new Error(`Invalid schedule time: ${spec.at}`);
  } else {
    const fields = spec.expression.trim().split(/\s+/);
    if (fields.length !== 5 || !fields.every((f) => CRON_FIELD.test(f))) {
      throw new Error(`Invalid cron expression: ${spec.expression}`);
    }
  }
}

/**
 * A wall-clock time in `zone` (`YYYY-MM-DDTHH:mm[:ss]`) as a UTC instant, by the rules of the
 * automations' run times (shared/src/domain/run-times.ts): a time the clocks skip runs when they
 * jump, a time they repeat runs the first time.
 */
export function zonedTimeToInstant(local: string, zone: string): Date {
  const m = local.match(/^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/);
  if (!m) throw new Error(`Invalid local time: ${local}`);
  const [, y, mo, d, h, mi, s] = m;
  const wall = { y: Number(y), mo: Number(mo), d: Number(d), h: Number(h), mi: Number(mi) };
  return new Date(instantOf(wall, zone) + Number(s ?? 0) * 1000);
}
