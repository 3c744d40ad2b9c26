import { randomUUID } from 'node:crypto';
import { scheduledJobPayload } from '../../../../shared/src/api/jobs';
import {
  assertValidSchedule,
  ScheduleExistsError,
  ScheduleNotFoundError,
  type ScheduleInfo,
  type ScheduleRequest,
  type SchedulerPort,
  type ScheduleSpec,
} from '../../domain/platform/scheduler';
import { signedFetch } from '../aws-http/signed-request';

export interface EventBridgeSchedulerSettings {
  groupName: string;
  /** The role EventBridge Scheduler assumes to invoke the job function. */
  roleArn: string;
  /** The job function. */
  targetArn: string;
  deadLetterArn: string;
  /** Delivery retries before the event goes to the dead-letter queue. */
  retryAttempts?: number;
  maxEventAgeSeconds?: number;
}

const DOW_NAMES = ['SUN', 'MON', 'TUE', 'WED', 'THU', 'FRI', 'SAT'];

/** Standard cron day-of-week (0-7, Sunday 0 or 7) to EventBridge's (1-7, Sunday 1). */
function convertDayOfWeek(field: string): string {
  return field.replace(/\d+/g, (n) => {
    const day = Number(n) % 7;
    return String(day + 1);
  });
}

/** Five-field cron to EventBridge's `cron(min hour dom month dow year)`. */
export function toEventBridgeCron(expression: string): string {
  const [minute, hour, dom, month, dow] = expression.trim().split(/\s+/) as [
    string,
    string,
    string,
    string,
    string,
  ];
  const dowSet = dow !== '*' && dow !== '?';
  const eventDom = dowSet ? '?' : dom === '?' ? '*' : dom;
  const eventDow = dowSet ? convertDayOfWeek(dow.toUpperCase()) : '?';
  return `cron(${minute} ${hour} ${eventDom} ${month} ${eventDow} *)`;
}

export function toScheduleExpression(spec: ScheduleSpec): string {
  if (spec.kind === 'once') {
    const at = spec.at.length === 16 ? `${spec.at}:00` : spec.at;
    return `at(${at})`;
  }
  return toEventBridgeCron(spec.expression);
}

/** The CreateSchedule/UpdateSchedule input (the parts Candor sets), as the API takes it. */
export interface ScheduleInput {
  Name: string;
  GroupName: string;
  ScheduleExpression: string;
  ScheduleExpressionTimezone: string;
  FlexibleTimeWindow: { Mode: 'OFF' };
  State: 'ENABLED';
  ActionAfterCompletion: 'DELETE' | 'NONE';
  Target: {
    Arn: string;
    RoleArn: string;
    Input: string;
    RetryPolicy: { MaximumRetryAttempts: number; MaximumEventAgeInSeconds: number };
    DeadLetterConfig: { Arn: string };
  };
}

/** The GetSchedule answer, the parts Candor reads. */
interface ScheduleOutput {
  ScheduleExpression?: string;
  ScheduleExpressionTimezone?: string;
  Target?: { Input?: string };
}

/** The CreateSchedule/UpdateSchedule input for a request: retries, dead letters, clean-up. */
export function toScheduleInput(
  request: ScheduleRequest,
  settings: EventBridgeSchedulerSettings,
): ScheduleInput {
  return {
    Name: request.name,
    GroupName: settings.groupName,
    ScheduleExpression: toScheduleExpression(request.spec),
    ScheduleExpressionTimezone: request.spec.timezone,
    FlexibleTimeWindow: { Mode: 'OFF' },
    State: 'ENABLED',
    ActionAfterCompletion: request.spec.kind === 'once' ? 'DELETE' : 'NONE',
    Target: {
      Arn: settings.targetArn,
      RoleArn: settings.roleArn,
      Input: JSON.stringify(request.payload),
      RetryPolicy: {
        MaximumRetryAttempts: settings.retryAttempts ?? 3,
        MaximumEventAgeInSeconds: settings.maxEventAgeSeconds ?? 3600,
      },
      DeadLetterConfig: { Arn: settings.deadLetterArn },
    },
  };
}

/** Where the scheduler's API is: its region, and another endpoint for tests. */
export interface EventBridgeSchedulerConnection {
  region: string;
  endpoint?: string;
  /** Pause before a retried call (doubled each time); 100 ms unless told. */
  retryDelayMs?: number;
}

/** A scheduler call the service refused or could not take: its status and error code. */
export class SchedulerCallError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'SchedulerCallError';
  }
}

const CRON_PATTERN = /^cron\((.+) \*\)$/;
const TIMEOUT_MS = 5000;
/** Tries of one call when the service is throttling, failing (5xx) or does not answer. */
const ATTEMPTS = 3;

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * EventBridge Scheduler through its REST API: CreateSchedule, UpdateSchedule, DeleteSchedule and
 * GetSchedule as one SigV4-signed request each (`aws-http/signed-request.ts`, as the SES adapter
 * sends mail). The scheduler client would add about 32 KiB to the job function (decision 0016);
 * the wire format is the same. Like the client, a call is tried up to three times when throttled,
 * failing (5xx) or not answering, with one idempotency token across its tries.
 */
export class EventBridgeScheduler implements SchedulerPort {
  private readonly base: string;

  constructor(
    private readonly connection: EventBridgeSchedulerConnection,
    private readonly settings: EventBridgeSchedulerSettings,
  ) {
    this.base = (
      connection.endpoint ?? `https://scheduler.${connection.region}.amazonaws.com`
    ).replace(/\/$/, '');
  }

  async create(request: ScheduleRequest): Promise<void> {
    assertValidSchedule(request);
    const { Name, ...input } = toScheduleInput(request, this.settings);
    const response = await this.call('POST', Name, {}, { ...input, ClientToken: randomUUID() });
    if (response.ok) return void (await drain(response));
    const failure = await schedulerFailure(response, 'CreateSchedule');
    if (failure.code === 'ConflictException') throw new ScheduleExistsError(request.name);
    throw failure;
  }

  async update(request: ScheduleRequest): Promise<void> {
    assertValidSchedule(request);
    const { Name, ...input } = toScheduleInput(request, this.settings);
    const response = await this.call('PUT', Name, {}, { ...input, ClientToken: randomUUID() });
    if (response.ok) return void (await drain(response));
    const failure = await schedulerFailure(response, 'UpdateSchedule');
    if (failure.code === 'ResourceNotFoundException') throw new ScheduleNotFoundError(request.name);
    throw failure;
  }

  async delete(name: string): Promise<void> {
    const response = await this.call('DELETE', name, {
      groupName: this.settings.groupName,
      clientToken: randomUUID(),
    });
    if (response.ok) return void (await drain(response));
    const failure = await schedulerFailure(response, 'DeleteSchedule');
    if (failure.code === 'ResourceNotFoundException') throw new ScheduleNotFoundError(name);
    throw failure;
  }

  async get(name: string): Promise<ScheduleInfo | undefined> {
    const response = await this.call('GET', name, { groupName: this.settings.groupName });
    if (!response.ok) {
      const failure = await schedulerFailure(response, 'GetSchedule');
      if (failure.code === 'ResourceNotFoundException') return undefined;
      throw failure;
    }
    const out = (await response.json()) as ScheduleOutput;
    const expression = out.ScheduleExpression ?? '';
    const timezone = out.ScheduleExpressionTimezone ?? 'UTC';
    const payload = scheduledJobPayload.parse(JSON.parse(out.Target?.Input ?? '{}'));
    const at = expression.match(/^at\((.+)\)$/)?.[1];
    const cron = expression.match(CRON_PATTERN)?.[1];
    const spec: ScheduleSpec = at
      ? { kind: 'once', at, timezone }
      : { kind: 'cron', expression: fromEventBridgeCron(cron ?? ''), timezone };
    return { name, spec, payload };
  }

  /** One call, tried again (same body, same token) while the service throttles or fails. */
  private async call(
    method: Method,
    name: string,
    query: Record<string, string>,
    input?: Record<string, unknown>,
  ): Promise<Response> {
    const url = new URL(`${this.base}/schedules/${encodeURIComponent(name)}`);
    for (const [key, value] of Object.entries(query)) url.searchParams.set(key, value);
    const body = input === undefined ? undefined : JSON.stringify(input);
    const delay = this.connection.retryDelayMs ?? 100;
    for (let attempt = 1; ; attempt += 1) {
      try {
        const response = await signedFetch({
          service: 'scheduler',
          region: this.connection.region,
          url,
          method,
          timeoutMs: TIMEOUT_MS,
          ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body }),
        });
        if (attempt >= ATTEMPTS || !(response.status >= 500 || response.status === 429)) {
          return response;
        }
        await drain(response);
      } catch (error) {
        if (attempt >= ATTEMPTS) throw error;
      }
      await new Promise((resolve) => setTimeout(resolve, delay * 2 ** (attempt - 1)));
    }
  }
}

async function drain(response: Response): Promise<void> {
  await response.arrayBuffer().catch(() => undefined);
}

/**
 * A failed answer as a {@link SchedulerCallError}: its error code from the `x-amzn-ErrorType`
 * header, or `__type`/`code` in the body (the REST-JSON protocol's places), and its message.
 */
async function schedulerFailure(response: Response, call: string): Promise<SchedulerCallError> {
  const raw = await response.text().catch(() => '');
  let body: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(raw);
    if (parsed && typeof parsed === 'object') body = parsed as Record<string, unknown>;
  } catch {
    // Not JSON (a proxy's page): the status still says enough.
  }
  const header = response.headers.get('x-amzn-errortype') ?? '';
  const code = [header, body.__type, body.code, body.Code]
    .find((value): value is string => typeof value === 'string' && value.trim() !== '')
    ?.trim()
    .split(':')[0]
    ?.split('#')
    .pop();
  const message = [body.message, body.Message].find(
    (value): value is string => typeof value === 'string',
  );
  return new SchedulerCallError(
    `The scheduler refused ${call} (${response.status}${code ? ` ${code}` : ''})${
      message ? `: ${message.slice(0, 300)}` : ''
    }`,
    response.status,
    code,
  );
}

function fromEventBridgeCron(fields: string): string {
  const [minute, hour, dom, month, dow] = fields.split(' ') as [
    string,
    string,
    string,
    string,
    string,
  ];
  const standardDow =
    dow === '?'
      ? '*'
      : dow
          .replace(/\d+/g, (n) => String((Number(n) + 6) % 7))
          .replace(/[A-Z]{3}/g, (name) => {
            const index = DOW_NAMES.indexOf(name);
            return index >= 0 ? String(index) : name;
          });
  return `${minute} ${hour} ${dom === '?' ? '*' : dom} ${month} ${standardDow}`;
}
