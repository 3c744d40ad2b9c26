import { randomUUID } from 'node:crypto';
import {
  CreateScheduleCommand,
  DeleteScheduleCommand,
  GetScheduleCommand,
  SchedulerClient,
  UpdateScheduleCommand,
} from '@aws-sdk/client-scheduler';
import { scheduledJobPayload } from '#shared/api/jobs';
import {
  assertValidSchedule,
  ScheduleExistsError,
  ScheduleNotFoundError,
  type ScheduleInfo,
  type ScheduleRequest,
  type SchedulerPort,
  type ScheduleSpec,
} from '../../domain/platform/scheduler';
import { awsClientSettings, type AwsConnection } from '../aws-http/client-settings';

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

/**
 * EventBridge Scheduler through its client: CreateSchedule, UpdateSchedule, DeleteSchedule and
 * GetSchedule. The client's standard retry strategy tries a call up to three times when it is
 * throttled, failing (5xx) or not answering (5 s a try), with one idempotency token across the
 * tries of a call.
 */
export class EventBridgeScheduler implements SchedulerPort {
  private readonly client: SchedulerClient;

  constructor(
    connection: AwsConnection,
    private readonly settings: EventBridgeSchedulerSettings,
  ) {
    this.client = new SchedulerClient(
      awsClientSettings(connection, { attempts: 3, connectMs: 2000, answerMs: 5000 }),
    );
  }

  async create(request: ScheduleRequest): Promise<void> {
    assertValidSchedule(request);
    const input = { ...toScheduleInput(request, this.settings), ClientToken: randomUUID() };
    await this.call('CreateSchedule', () => this.client.send(new CreateScheduleCommand(input)), {
      ConflictException: () => new ScheduleExistsError(request.name),
    });
  }

  async update(request: ScheduleRequest): Promise<void> {
    assertValidSchedule(request);
    const input = { ...toScheduleInput(request, this.settings), ClientToken: randomUUID() };
    await this.call('UpdateSchedule', () => this.client.send(new UpdateScheduleCommand(input)), {
      ResourceNotFoundException: () => new ScheduleNotFoundError(request.name),
    });
  }

  async delete(name: string): Promise<void> {
    const input = { Name: name, GroupName: this.settings.groupName, ClientToken: randomUUID() };
    await this.call('DeleteSchedule', () => this.client.send(new DeleteScheduleCommand(input)), {
      ResourceNotFoundException: () => new ScheduleNotFoundError(name),
    });
  }

  async get(name: string): Promise<ScheduleInfo | undefined> {
    const input = { Name: name, GroupName: this.settings.groupName };
    // No such schedule: undefined, not an error.
    const out = await this.call(
      'GetSchedule',
      () => this.client.send(new GetScheduleCommand(input)),
      {
        ResourceNotFoundException: () => undefined,
      },
    );
    if (!out) return undefined;
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

  /**
   * One call. A refusal the port has a word for (`known`, by the exception's name) becomes the
   * error that gives, or no answer where it gives none; any other a {@link SchedulerCallError}.
   */
  private async call<T>(
    call: string,
    send: () => Promise<T>,
    known: Record<string, () => Error | undefined>,
  ): Promise<T | undefined> {
    try {
      return await send();
    } catch (error) {
      const failure = schedulerFailure(error, call);
      const mapped =
        failure.code && Object.hasOwn(known, failure.code) ? known[failure.code] : undefined;
      if (!mapped) throw failure;
      const instead = mapped();
      if (instead) throw instead;
      return undefined;
    }
  }
}

/**
 * A call that failed after the client's tries as a {@link SchedulerCallError}: the status, the
 * error code (the exception's name) and the service's message. A call that got no answer at all
 * (a timeout, a refused connection) keeps the client's own error.
 */
function schedulerFailure(error: unknown, call: string): SchedulerCallError {
  const { name, message, $metadata } = error as {
    name?: unknown;
    message?: unknown;
    $metadata?: { httpStatusCode?: number };
  };
  const status = $metadata?.httpStatusCode;
  if (status === undefined) throw error;
  const code = typeof name === 'string' && name ? name : undefined;
  const said = typeof message === 'string' && message && message !== code ? message : undefined;
  return new SchedulerCallError(
    `The scheduler refused ${call} (${status}${code ? ` ${code}` : ''})${
      said ? `: ${said.slice(0, 300)}` : ''
    }`,
    status,
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
