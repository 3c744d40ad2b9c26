import { beforeAll, describe, expect, it } from 'vitest';
import { stageConfig } from '../../infra/aws/stage-config';
import {
  actionsOf,
  ourFunctions,
  resourcesOfType,
  roleStatements,
  synthesizeCandor,
  type FoundResource,
  type SynthesizedCandor,
} from './synth';

/**
 * The cloud side of survey automations (issue 13, decision 0016): schedules live in one group,
 * fire the job function through a role that can do nothing else, land in a dead-letter queue
 * when they cannot, and an operator hears of any send that was lost.
 */

let synth: SynthesizedCandor;

beforeAll(() => {
  synth = synthesizeCandor(stageConfig('dev'));
});

function jobsResource(type: string, match: (r: FoundResource) => boolean = () => true) {
  const found = resourcesOfType(synth.templates, type).filter(
    (r) => r.stack === 'Candor-Dev-Jobs' && match(r),
  );
  expect(found, type).toHaveLength(1);
  return found[0]!;
}

const schedulerRole = () =>
  jobsResource('AWS::IAM::Role', (r) =>
    JSON.stringify(r.properties).includes('scheduler.amazonaws.com'),
  );

describe('automation schedules in the cloud', () => {
  it('the scheduler role may be assumed only for schedules of our group in our account', () => {
    const group = jobsResource('AWS::Scheduler::ScheduleGroup');
    const [statement] = (
      schedulerRole().properties.AssumeRolePolicyDocument as {
        Statement: { Condition: Record<string, Record<string, unknown>> }[];
      }
    ).Statement;
    expect(statement!.Condition.ArnLike).toEqual({
      'aws:SourceArn': { 'Fn::GetAtt': [group.logicalId, 'Arn'] },
    });
    expect(statement!.Condition.StringEquals).toEqual({
      'aws:SourceAccount': { Ref: 'AWS::AccountId' },
    });
  });

  it('an alarm when the scheduler drops a send or cannot dead-letter it', () => {
    const group = jobsResource('AWS::Scheduler::ScheduleGroup');
    const topic = jobsResource('AWS::SNS::Topic');
    const alarm = jobsResource('AWS::CloudWatch::Alarm', (r) =>
      JSON.stringify(r.properties).includes('AWS/Scheduler'),
    );
    const metrics = alarm.properties.Metrics as {
      Id: string;
      Expression?: string;
      MetricStat?: { Metric: { Namespace: string; MetricName: string; Dimensions: unknown } };
    }[];
    expect(metrics.find((m) => m.Expression)?.Expression).toBe('dropped + undeliverable');
    const stats = metrics.filter((m) => m.MetricStat).map((m) => m.MetricStat!.Metric);
    expect(stats.map((m) => m.MetricName).sort()).toEqual([
      'InvocationDroppedCount',
      'InvocationsFailedToBeSentToDeadLetterCount',
    ]);
    for (const metric of stats) {
      expect(metric.Namespace).toBe('AWS/Scheduler');
      expect(metric.Dimensions).toEqual([
        { Name: 'ScheduleGroup', Value: group.properties.Name ?? { Ref: group.logicalId } },
      ]);
    }
    expect(alarm.properties).toMatchObject({
      ComparisonOperator: 'GreaterThanThreshold',
      Threshold: 0,
      TreatMissingData: 'notBreaching',
      AlarmActions: [{ Ref: topic.logicalId }],
    });
  });

  it('the automation routes that change schedules manage them only in our group and pass only the scheduler role', () => {
    const role = schedulerRole();
    const byId = new Map(ourFunctions(synth.templates).map((f) => [f.id, f]));
    for (const id of ['CreateAutomation', 'UpdateAutomation', 'DeleteAutomation']) {
      const fn = byId.get(id);
      expect(fn, id).toBeDefined();
      const statements = roleStatements(synth.templates, fn!);
      const schedules = statements.find((s) => actionsOf([s]).includes('scheduler:CreateSchedule'));
      expect(JSON.stringify(schedules?.Resource), id).toContain(':schedule/candor-dev/*');
      const passRole = statements.filter((s) => actionsOf([s]).includes('iam:PassRole'));
      expect(passRole, id).toHaveLength(1);
      // Across stacks the role arrives as an import of the Jobs stack's role ARN.
      expect(JSON.stringify(passRole[0]!.Resource), id).toContain(role.logicalId);
      expect(passRole[0]!.Condition).toEqual({
        StringEquals: { 'iam:PassedToService': 'scheduler.amazonaws.com' },
      });
    }
    const list = roleStatements(synth.templates, byId.get('ListTeamAutomations')!);
    expect(
      actionsOf(list).filter((a) => a.startsWith('scheduler:') || a === 'iam:PassRole'),
    ).toEqual([]);
  });

  it('is clean under cdk-nag', () => {
    expect(synth.violations).toEqual([]);
  });
});
