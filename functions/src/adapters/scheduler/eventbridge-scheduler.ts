import {
  ConflictException,
  CreateScheduleCommand,
  DeleteScheduleCommand,
  GetScheduleCommand,
  ResourceNotFoundException,
  SchedulerClient,
  UpdateScheduleCommand,
  type CreateScheduleCommandInput,
} from '@aws-sdk/client-scheduler';
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

/** The CreateSchedule/UpdateSchedule input for a request: retries, dead letters, clean-up. */
export function toScheduleInput(
  request: ScheduleRequest,
  settings: EventBridgeSchedulerSettings,
): CreateScheduleCommandInput {
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

const CRON_PATTERN = /^cron\((.+) \*\)$/;

export class EventBridgeScheduler implements SchedulerPort {
  constructor(
    private readonly client: SchedulerClient,
    private readonly settings: EventBridgeSchedulerSettings,
  ) {}

  async create(request: ScheduleRequest): Promise<void> {
    assertValidSchedule(request);
    try {
      await this.client.send(new CreateScheduleCommand(toScheduleInput(request, this.settings)));
    } catch (error) {
      if (error instanceof ConflictException) throw new ScheduleExistsError(request.name);
      throw error;
    }
  }

  async update(request: ScheduleRequest): Promise<void> {
    assertValidSchedule(request);
    try {
      await this.client.send(new UpdateScheduleCommand(toScheduleInput(request, this.settings)));
    } catch (error) {
      if (error instanceof ResourceNotFoundException) throw new ScheduleNotFoundError(request.name);
      throw error;
    }
  }

  async delete(name: string): Promise<void> {
    try {
      await this.client.send(
        new DeleteScheduleCommand({ Name: name, GroupName: this.settings.groupName }),
      );
    } catch (error) {
      if (error instanceof ResourceNotFoundException) throw new ScheduleNotFoundError(name);
      throw error;
    }
  }

  async get(name: string): Promise<ScheduleInfo | undefined> {
    try {
      const out = await this.client.send(
        new GetScheduleCommand({ Name: name, GroupName: this.settings.groupName }),
      );
      const expression = out.ScheduleExpression ?? '';
      const timezone = out.ScheduleExpressionTimezone ?? 'UTC';
      const payload = scheduledJobPayload.parse(JSON.parse(out.Target?.Input ?? '{}'));
      const at = expression.match(/^at\((.+)\)$/)?.[1];
      const cron = expression.match(CRON_PATTERN)?.[1];
      const spec: ScheduleSpec = at
        ? { kind: 'once', at, timezone }
        : { kind: 'cron', expression: fromEventBridgeCron(cron ?? ''), timezone };
      return { name, spec, payload };
    } catch (error) {
      if (error instanceof ResourceNotFoundException) return undefined;
      throw error;
    }
  }
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

export function createSchedulerClient(region: string, endpoint?: string): SchedulerClient {
  return new SchedulerClient({
    region,
    ...(endpoint ? { endpoint } : {}),
    requestHandler: { requestTimeout: 5000, throwOnRequestTimeout: true },
  });
}
