import type { ScheduledJobPayload } from '../../../../shared/src/api/jobs';

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

export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** The offset of `zone` from UTC at `instant`, in milliseconds. */
function zoneOffsetMs(instant: number, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(new Date(instant));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(
    get('year'),
    get('month') - 1,
    get('day'),
    get('hour'),
    get('minute'),
    get('second'),
  );
  return asUtc - Math.floor(instant / 1000) * 1000;
}

/** A wall-clock time in `zone` (`YYYY-MM-DDTHH:mm[:ss]`) as a UTC instant. */
export function zonedTimeToInstant(local: string, zone: string): Date {
  const m = local.match(/^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/);
  if (!m) throw new Error(`Invalid local time: ${local}`);
  const [, y, mo, d, h, mi, s] = m;
  const guess = Date.UTC(
    Number(y),
    Number(mo) - 1,
    Number(d),
    Number(h),
    Number(mi),
    Number(s ?? 0),
  );
  let instant = guess - zoneOffsetMs(guess, zone);
  // A second pass settles times near a daylight-saving change.
  instant = guess - zoneOffsetMs(instant, zone);
  return new Date(instant);
}
