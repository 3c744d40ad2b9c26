import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ScheduleExistsError,
  ScheduleNotFoundError,
  type ScheduleSpec,
} from '../../domain/platform/scheduler';
import {
  EventBridgeScheduler,
  SchedulerCallError,
  toEventBridgeCron,
  toScheduleInput,
} from './eventbridge-scheduler';
import {
  startAnsweringServer,
  type Answer,
  type AnsweringServer,
  type SeenRequest,
} from '../testing/answering-server';

const settings = {
  groupName: 'candor-dev',
  roleArn: 'arn:aws:iam::123456789012:role/scheduler',
  targetArn: 'arn:aws:lambda:eu-west-1:123456789012:function:job',
  deadLetterArn: 'arn:aws:sqs:eu-west-1:123456789012:dlq',
};
const payload = { kind: 'survey-send', targetId: 'a1', scheduleName: 'auto-a1' };

/** What the adapter asks the service to make of the schedule `name` on `spec`. */
const inputFor = (name: string, spec: ScheduleSpec) =>
  toScheduleInput({ name, spec, payload }, settings);

describe('EventBridge Scheduler adapter', () => {
  it.each([
    ['0 9 * * *', 'cron(0 9 * * ? *)'],
    ['30 8 * * 1', 'cron(30 8 ? * 2 *)'],
    ['0 9 * * 0', 'cron(0 9 ? * 1 *)'],
    ['0 9 * * 7', 'cron(0 9 ? * 1 *)'],
    ['0 9 * * 1-5', 'cron(0 9 ? * 2-6 *)'],
    ['15 10 1 * *', 'cron(15 10 1 * ? *)'],
    ['0 9 * * mon', 'cron(0 9 ? * MON *)'],
  ])('converts five-field cron %s to EventBridge cron, with ? and 1-7 weekdays: %s', (cron, eb) => {
    expect(toEventBridgeCron(cron)).toBe(eb);
  });

  it('builds a one-time schedule that deletes itself, retries and dead-letters', () => {
    const input = inputFor('once-a1', {
      kind: 'once',
      at: '2026-12-01T09:00',
      timezone: 'Europe/Paris',
    });
    expect(input).toMatchObject({
      Name: 'once-a1',
      GroupName: 'candor-dev',
      ScheduleExpression: 'at(2026-12-01T09:00:00)',
      ScheduleExpressionTimezone: 'Europe/Paris',
      FlexibleTimeWindow: { Mode: 'OFF' },
      ActionAfterCompletion: 'DELETE',
      Target: {
        Arn: settings.targetArn,
        RoleArn: settings.roleArn,
        RetryPolicy: { MaximumRetryAttempts: 3, MaximumEventAgeInSeconds: 3600 },
        DeadLetterConfig: { Arn: settings.deadLetterArn },
      },
    });
    expect(JSON.parse(input.Target?.Input ?? '')).toEqual(payload);
  });

  it('keeps recurring schedules after they run', () => {
    const input = inputFor('weekly-a1', { kind: 'cron', expression: '0 9 * * 1', timezone: 'UTC' });
    expect(input.ScheduleExpression).toBe('cron(0 9 ? * 2 *)');
    expect(input.ActionAfterCompletion).toBe('NONE');
  });
});

/**
 * The scheduler client over real HTTP against a local server that answers as the scheduler's
 * REST API does. Real signed requests and the client's own retry pauses (up to a second after a
 * throttle): seconds when other processes hog the cores.
 */
describe('EventBridge Scheduler adapter over HTTP', { timeout: 30_000 }, () => {
  let service: AnsweringServer;
  let seen: SeenRequest[];
  let answers: Answer[];

  beforeAll(async () => {
    service = await startAnsweringServer();
    ({ seen, answers } = service);
  });
  afterAll(() => service.close());
  beforeEach(() => service.reset());

  const adapter = () =>
    new EventBridgeScheduler({ region: 'eu-west-1', endpoint: service.endpoint }, settings);
  const request = {
    name: 'candor-auto-a1-3',
    spec: { kind: 'once' as const, at: '2026-12-01T09:00', timezone: 'UTC' },
    payload,
  };

  it('creates a schedule with one signed POST to /schedules/<name>, the rest in the body', async () => {
    answers.push({ status: 200, body: { ScheduleArn: 'arn:aws:scheduler:x' } });
    await adapter().create(request);
    expect(seen).toHaveLength(1);
    const [call] = seen;
    expect(call?.method).toBe('POST');
    expect(call?.path).toBe('/schedules/candor-auto-a1-3');
    expect(call?.headers['content-type']).toBe('application/json');
    expect(call?.headers.authorization).toMatch(
      /^AWS4-HMAC-SHA256 Credential=[^/]+\/\d{8}\/eu-west-1\/scheduler\/aws4_request, SignedHeaders=[^,]*content-type[^,]*host[^,]*, Signature=[0-9a-f]{64}$/,
    );
    expect(call?.headers['x-amz-date']).toMatch(/^\d{8}T\d{6}Z$/);
    const body = JSON.parse(call?.body ?? '') as Record<string, unknown>;
    const { Name, ...expected } = toScheduleInput(request, settings);
    expect(Name).toBe('candor-auto-a1-3');
    expect(body).toEqual({ ...expected, ClientToken: expect.any(String) });
    expect(JSON.parse((body.Target as { Input: string }).Input)).toEqual(payload);
  });

  it('updates with a PUT of the same shape', async () => {
    await adapter().update(request);
    expect(seen[0]).toMatchObject({ method: 'PUT', path: '/schedules/candor-auto-a1-3' });
    expect(JSON.parse(seen[0]?.body ?? '')).toMatchObject({
      GroupName: 'candor-dev',
      ScheduleExpression: 'at(2026-12-01T09:00:00)',
      ActionAfterCompletion: 'DELETE',
    });
  });

  it('deletes and reads a schedule in its group, with the group as a query parameter', async () => {
    await adapter().delete('candor-auto-a1-3');
    answers.push({
      status: 200,
      body: {
        Name: 'weekly-a1',
        ScheduleExpression: 'cron(30 8 ? * 2 *)',
        ScheduleExpressionTimezone: 'Europe/Berlin',
        Target: { Arn: settings.targetArn, Input: JSON.stringify(payload) },
      },
    });
    const info = await adapter().get('weekly-a1');
    expect(seen.map(({ method, path, query }) => ({ method, path, query }))).toEqual([
      {
        method: 'DELETE',
        path: '/schedules/candor-auto-a1-3',
        query: { groupName: 'candor-dev', clientToken: expect.any(String) },
      },
      { method: 'GET', path: '/schedules/weekly-a1', query: { groupName: 'candor-dev' } },
    ]);
    expect(seen[1]?.body).toBe('');
    expect(info).toEqual({
      name: 'weekly-a1',
      spec: { kind: 'cron', expression: '30 8 * * 1', timezone: 'Europe/Berlin' },
      payload,
    });
  });

  it('reads a one-time schedule back as the time it was made with', async () => {
    answers.push({
      status: 200,
      body: {
        ScheduleExpression: 'at(2026-12-01T09:00:00)',
        ScheduleExpressionTimezone: 'UTC',
        Target: { Input: JSON.stringify(payload) },
      },
    });
    expect(await adapter().get('candor-auto-a1-3')).toEqual({
      name: 'candor-auto-a1-3',
      spec: { kind: 'once', at: '2026-12-01T09:00:00', timezone: 'UTC' },
      payload,
    });
  });

  it("maps the service's conflict and not-found answers to the port's errors", async () => {
    const notFound = {
      status: 404,
      errorType:
        'ResourceNotFoundException:http://internal.amazon.com/coral/com.amazonaws.scheduler/',
      body: { Message: 'Schedule candor-auto-a1-3 does not exist.' },
    };
    answers.push(
      { status: 409, body: { __type: 'ConflictException', Message: 'exists' } },
      notFound,
      notFound,
      notFound,
    );
    await expect(adapter().create(request)).rejects.toBeInstanceOf(ScheduleExistsError);
    // A conflict is an answer, not a failure: it is not tried again.
    expect(seen).toHaveLength(1);
    await expect(adapter().update(request)).rejects.toBeInstanceOf(ScheduleNotFoundError);
    await expect(adapter().delete('candor-auto-a1-3')).rejects.toBeInstanceOf(
      ScheduleNotFoundError,
    );
    expect(await adapter().get('candor-auto-a1-3')).toBeUndefined();
  });

  it('tries a throttled or failing call again with the same token, up to three times in all', async () => {
    answers.push(
      { status: 429, errorType: 'ThrottlingException' },
      { status: 503, body: { message: 'Service unavailable' } },
    );
    await adapter().create(request);
    expect(seen).toHaveLength(3);
    const tokens = seen.map(
      (call) => (JSON.parse(call.body) as { ClientToken: string }).ClientToken,
    );
    expect(new Set(tokens).size).toBe(1);
    expect(tokens[0]).toMatch(/^[0-9a-f-]{36}$/);

    service.reset();
    answers.push({ status: 500 }, { status: 500 }, { status: 500 });
    const failure = adapter().delete('candor-auto-a1-3');
    await expect(failure).rejects.toBeInstanceOf(SchedulerCallError);
    await expect(failure).rejects.toMatchObject({ status: 500 });
    expect(seen).toHaveLength(3);
  });

  it('reports a refusal with its code and does not try it again', async () => {
    answers.push({
      status: 400,
      errorType: 'ValidationException',
      body: { message: 'Invalid target' },
    });
    await expect(adapter().create(request)).rejects.toMatchObject({
      name: 'SchedulerCallError',
      status: 400,
      code: 'ValidationException',
      message: 'The scheduler refused CreateSchedule (400 ValidationException): Invalid target',
    });
    expect(seen).toHaveLength(1);
  });

  it('checks a schedule before it calls the service', async () => {
    await expect(adapter().create({ ...request, name: 'has space' })).rejects.toThrow(
      /Invalid schedule name/,
    );
    expect(seen).toHaveLength(0);
  });
});
