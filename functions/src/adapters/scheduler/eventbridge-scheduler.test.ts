import { describe, expect, it } from 'vitest';
import { toEventBridgeCron, toScheduleInput } from './eventbridge-scheduler';

const settings = {
  groupName: 'candor-dev',
  roleArn: 'arn:aws:iam::123456789012:role/scheduler',
  targetArn: 'arn:aws:lambda:eu-west-1:123456789012:function:job',
  deadLetterArn: 'arn:aws:sqs:eu-west-1:123456789012:dlq',
};
const payload = { kind: 'survey-send', targetId: 'a1', scheduleName: 'auto-a1' };

describe('EventBridge Scheduler adapter', () => {
  it('converts five-field cron to EventBridge cron with ? and 1-7 weekdays', () => {
    expect(toEventBridgeCron('0 9 * * *')).toBe('cron(0 9 * * ? *)');
    expect(toEventBridgeCron('30 8 * * 1')).toBe('cron(30 8 ? * 2 *)');
    expect(toEventBridgeCron('0 9 * * 0')).toBe('cron(0 9 ? * 1 *)');
    expect(toEventBridgeCron('0 9 * * 7')).toBe('cron(0 9 ? * 1 *)');
    expect(toEventBridgeCron('0 9 * * 1-5')).toBe('cron(0 9 ? * 2-6 *)');
    expect(toEventBridgeCron('15 10 1 * *')).toBe('cron(15 10 1 * ? *)');
    expect(toEventBridgeCron('0 9 * * mon')).toBe('cron(0 9 ? * MON *)');
  });

  it('builds a one-time schedule that deletes itself, retries and dead-letters', () => {
    const input = toScheduleInput(
      {
        name: 'once-a1',
        spec: { kind: 'once', at: '2026-12-01T09:00', timezone: 'Europe/Paris' },
        payload,
      },
      settings,
    );
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
    const input = toScheduleInput(
      {
        name: 'weekly-a1',
        spec: { kind: 'cron', expression: '0 9 * * 1', timezone: 'UTC' },
        payload,
      },
      settings,
    );
    expect(input.ScheduleExpression).toBe('cron(0 9 ? * 2 *)');
    expect(input.ActionAfterCompletion).toBe('NONE');
  });
});
