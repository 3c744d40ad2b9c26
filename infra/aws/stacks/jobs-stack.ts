import { ArnFormat, Aws, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import {
  Alarm,
  ComparisonOperator,
  MathExpression,
  Metric,
  TreatMissingData,
} from 'aws-cdk-lib/aws-cloudwatch';
import { Rule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { Effect, PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { CfnSchedule, ScheduleGroup } from 'aws-cdk-lib/aws-scheduler';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import { Queue, QueueEncryption, RedrivePermission } from 'aws-cdk-lib/aws-sqs';
import type { Construct } from 'constructs';
import { recurringJobTarget, recurringJobs } from '#shared/api/jobs';
import { kebabId } from '#shared/api/routes';
import type { CapabilityTargets } from '../constructs/capability-grants';
import { FunctionAlarms } from '../constructs/function-alarms';
import { RouteFunction, type FunctionBindings } from '../constructs/route-function';
import { physicalNames } from '../names';
import type { JobSpec } from '../route-specs';
import type { StageConfig } from '../stage-config';

/** The job that EventBridge Scheduler invokes; its function is the target of every schedule. */
export const scheduleTargetJobId = 'RunScheduledJob';

/**
 * The retry policy every schedule is created with (the scheduler adapter reads it from
 * SCHEDULE_RETRY_ATTEMPTS / SCHEDULE_MAX_EVENT_AGE_SECONDS). It covers failures to deliver the
 * event; errors inside the job are retried by Lambda's asynchronous invocation (2 retries, 1 h),
 * and both end in the same dead-letter queue. The job is idempotent, so a retry never sends twice.
 */
export const scheduleRetryPolicy = { maximumRetryAttempts: 5, maximumEventAgeInSeconds: 3600 };

export interface JobsStackProps extends StackProps {
  stage: StageConfig;
  jobs: readonly JobSpec[];
  /** Environment and capability targets shared with the API functions (without the scheduler). */
  environment: Record<string, string>;
  targets: Omit<CapabilityTargets, 'scheduler' | 'sendQueue'>;
}

/** The send queue's consumer: its visibility timeout is six times the function's timeout (AWS's advice). */
const VISIBILITY_PER_TIMEOUT = 6;

/**
 * Both dead-letter queues say that they are one (the Control Tower rule CT.SQS.PR.1 tells a
 * dead-letter queue from a queue that lacks one by this). `allowAll` is SQS's default, so nothing
 * changes in what may redrive into them: `byQueue` would name the send queue, whose redrive
 * policy names its dead-letter queue, a dependency cycle; the schedules' queue is fed by the
 * scheduler and Lambda, not by a queue.
 */
const deadLetterQueueRedrive = { redrivePermission: RedrivePermission.ALLOW_ALL };

/**
 * Scheduled work: the schedule group, the role the scheduler assumes, the job functions, the
 * dead-letter queue for events that could not be delivered or processed, and its alarm.
 */
export class JobsStack extends Stack {
  readonly scheduleGroup: ScheduleGroup;
  readonly schedulerRole: Role;
  readonly deadLetterQueue: Queue;
  readonly alarmTopic: Topic;
  /** Scheduled sends that went nowhere: dropped after the retries, or not even dead-lettered. */
  readonly lostInvocationsAlarm: Alarm;
  readonly functions = new Map<string, RouteFunction>();
  /** The environment and scheduler target every function that manages schedules needs. */
  readonly schedulerEnvironment: Record<string, string>;
  readonly schedulerTargets: CapabilityTargets['scheduler'];
  /**
   * Mails to send (decision 0033): invitations, reminders and round reports' mails; its
   * dead-letter queue and the alarm on its depth.
   */
  readonly sendQueue: Queue;
  readonly sendDeadLetterQueue: Queue;
  readonly sendDeadLetterAlarm: Alarm;
  /** The environment and target every function that queues or sends invitations needs. */
  readonly sendEnvironment: Record<string, string>;
  readonly sendTargets: CapabilityTargets['sendQueue'];

  constructor(scope: Construct, id: string, props: JobsStackProps) {
    super(scope, id, props);
    const { stage } = props;

    const target = props.jobs.find((job) => job.id === scheduleTargetJobId);
    if (!target) {
      throw new Error(`The jobs list needs ${scheduleTargetJobId}: it is the target of schedules`);
    }
    // Functions that schedules invoke: the target of managers' schedules, and each recurring
    // job's own function (the round reports). Named up front, so the role can name them.
    const scheduled = new Map<string, { name: string; arn: string }>();
    for (const id of new Set<string>([
      target.id,
      ...recurringJobs.map((job) => recurringJobTarget(job)),
    ])) {
      if (!props.jobs.some((job) => job.id === id)) {
        throw new Error(`A recurring schedule fires ${id}, which is not in the jobs list`);
      }
      const name = physicalNames.jobFunction(stage.name, kebabId(id));
      scheduled.set(id, {
        name,
        arn: this.formatArn({
          service: 'lambda',
          resource: 'function',
          resourceName: name,
          arnFormat: ArnFormat.COLON_RESOURCE_NAME,
        }),
      });
    }
    const targetFunctionArn = scheduled.get(target.id)!.arn;

    // Schedules are customer automations: the group (and so its schedules) outlives the stack.
    this.scheduleGroup = new ScheduleGroup(this, 'ScheduleGroup', {
      scheduleGroupName: physicalNames.scheduleGroup(stage.name),
      removalPolicy: RemovalPolicy.RETAIN,
    });

    this.deadLetterQueue = new Queue(this, 'DeadLetterQueue', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
      redriveAllowPolicy: deadLetterQueueRedrive,
    });

    this.schedulerRole = new Role(this, 'SchedulerRole', {
      description:
        'Assumed by EventBridge Scheduler for our schedule group: invokes the job function',
      assumedBy: new ServicePrincipal('scheduler.amazonaws.com').withConditions({
        StringEquals: { 'aws:SourceAccount': Aws.ACCOUNT_ID },
        ArnLike: { 'aws:SourceArn': this.scheduleGroup.scheduleGroupArn },
      }),
    });
    this.schedulerRole.addToPrincipalPolicy(
      new PolicyStatement({
        sid: 'InvokeJob',
        effect: Effect.ALLOW,
        actions: ['lambda:InvokeFunction'],
        resources: [...scheduled.values()].map((fn) => fn.arn),
      }),
    );
    // A schedule's dead-letter config: the scheduler itself sends undeliverable events here.
    this.deadLetterQueue.grantSendMessages(this.schedulerRole);

    this.schedulerTargets = {
      groupName: this.scheduleGroup.scheduleGroupName,
      roleArn: this.schedulerRole.roleArn,
    };
    this.schedulerEnvironment = {
      SCHEDULER_GROUP: this.scheduleGroup.scheduleGroupName,
      SCHEDULER_ROLE_ARN: this.schedulerRole.roleArn,
      SCHEDULE_TARGET_ARN: targetFunctionArn,
      SCHEDULE_DLQ_ARN: this.deadLetterQueue.queueArn,
      SCHEDULE_RETRY_ATTEMPTS: String(scheduleRetryPolicy.maximumRetryAttempts),
      SCHEDULE_MAX_EVENT_AGE_SECONDS: String(scheduleRetryPolicy.maximumEventAgeInSeconds),
    };

    const consumer = props.jobs.find((job) => job.queue);
    if (!consumer?.queue) throw new Error("The jobs list needs the send queue's consumer");
    this.sendDeadLetterQueue = new Queue(this, 'SendDeadLetterQueue', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
      redriveAllowPolicy: deadLetterQueueRedrive,
    });
    this.sendQueue = new Queue(this, 'SendQueue', {
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(4),
      visibilityTimeout: Duration.seconds(VISIBILITY_PER_TIMEOUT * (consumer.timeoutSeconds ?? 60)),
      deadLetterQueue: {
        queue: this.sendDeadLetterQueue,
        maxReceiveCount: consumer.queue.maxReceiveCount,
      },
    });
    this.sendEnvironment = {
      SEND_QUEUE_URL: this.sendQueue.queueUrl,
      SEND_WORKER_CONCURRENCY: String(consumer.queue.maxConcurrency),
    };
    this.sendTargets = { queueArn: this.sendQueue.queueArn };

    const bindings: FunctionBindings = {
      environment: { ...props.environment, ...this.schedulerEnvironment, ...this.sendEnvironment },
      targets: { ...props.targets, scheduler: this.schedulerTargets, sendQueue: this.sendTargets },
      logRetentionDays: stage.logRetentionDays,
    };
    for (const job of props.jobs) {
      const invoked = scheduled.get(job.id);
      const fn = new RouteFunction(this, kebabId(job.id), {
        functionId: job.id,
        kind: 'job',
        entry: job.entry,
        description: job.summary,
        access: job.access,
        bindings,
        timeout: Duration.seconds(job.timeoutSeconds ?? 60),
        ...(invoked ? { functionName: invoked.name, deadLetterQueue: this.deadLetterQueue } : {}),
      });
      if (job.queue) {
        // Lambda's poller receives and deletes; a batch reports the messages to try again.
        fn.function.addEventSource(
          new SqsEventSource(this.sendQueue, {
            batchSize: job.queue.batchSize,
            maxConcurrency: job.queue.maxConcurrency,
            reportBatchItemFailures: true,
          }),
        );
      }
      if (job.mailEvents) {
        // SES's bounces and complaints about this stage's mail (its configuration set), from the
        // default event bus; EventBridge retries, then puts the event in the dead-letter queue.
        new Rule(this, 'MailFeedbackRule', {
          description: `Candor ${stage.name}: bounces and complaints of survey e-mails`,
          eventPattern: {
            source: ['aws.ses'],
            detailType: ['Email Bounced', 'Email Complaint Received'],
            detail: {
              mail: {
                tags: {
                  'ses:configuration-set': [physicalNames.configurationSet(stage.name)],
                },
              },
            },
          },
          targets: [
            new LambdaFunction(fn.function, {
              deadLetterQueue: this.deadLetterQueue,
              retryAttempts: 8,
              maxEventAge: Duration.hours(24),
            }),
          ],
        });
      }
      this.functions.set(job.id, fn);
    }

    // The product's own recurring work (the hourly jobs, the round reports), created with the
    // stack; each fires its own job function.
    for (const job of recurringJobs) {
      const fires = recurringJobTarget(job);
      const firesArn = scheduled.get(fires)!.arn;
      const [minute, hour, dayOfMonth, month, dayOfWeek] = job.cron.split(' ');
      const schedule = new CfnSchedule(this, `Recurring-${job.payload.kind}`, {
        name: job.name,
        groupName: this.scheduleGroup.scheduleGroupName,
        description: `Candor ${job.payload.kind}`,
        scheduleExpression: `cron(${minute} ${hour} ${dayOfMonth} ${month} ${dayOfWeek === '*' ? '?' : dayOfWeek} *)`,
        scheduleExpressionTimezone: job.timezone,
        flexibleTimeWindow: { mode: 'OFF' },
        state: 'ENABLED',
        target: {
          arn: firesArn,
          roleArn: this.schedulerRole.roleArn,
          input: JSON.stringify(job.payload),
          retryPolicy: {
            maximumRetryAttempts: scheduleRetryPolicy.maximumRetryAttempts,
            maximumEventAgeInSeconds: scheduleRetryPolicy.maximumEventAgeInSeconds,
          },
          deadLetterConfig: { arn: this.deadLetterQueue.queueArn },
        },
      });
      const targetFunction = this.functions.get(fires);
      if (targetFunction) schedule.node.addDependency(targetFunction);
    }

    this.alarmTopic = new Topic(this, 'Alarms', {
      displayName: `Candor ${stage.name} alarms`,
      enforceSSL: true,
    });
    if (stage.alarmEmail) this.alarmTopic.addSubscription(new EmailSubscription(stage.alarmEmail));

    const alarm = new Alarm(this, 'DeadLetterQueueAlarm', {
      alarmDescription:
        'A scheduled job could not be delivered or failed after its retries: inspect the messages ' +
        'in the dead-letter queue, fix the cause and redrive them',
      metric: this.deadLetterQueue.metricApproximateNumberOfMessagesVisible({
        period: Duration.minutes(5),
        statistic: 'Maximum',
      }),
      threshold: 0,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    alarm.addAlarmAction(new SnsAction(this.alarmTopic));
    new FunctionAlarms(this, 'FunctionAlarms', {
      functions: [...this.functions.values()],
      topic: this.alarmTopic,
    });

    // Mails the worker gave up on after every delivery: invitations' recipients wait in the
    // send's progress, a round report's manager has no claim; once the cause is fixed, redrive
    // them to the send queue.
    this.sendDeadLetterAlarm = new Alarm(this, 'SendDeadLetterQueueAlarm', {
      alarmDescription:
        'Survey invitations, reminders or round reports could not be sent after every retry (the ' +
        'mail service failing for a long time, or a fault in the worker): check the ' +
        'DeliverInvitations logs, fix the cause, then redrive the dead-letter queue to the send queue',
      metric: this.sendDeadLetterQueue.metricApproximateNumberOfMessagesVisible({
        period: Duration.minutes(5),
        statistic: 'Maximum',
      }),
      threshold: 0,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    this.sendDeadLetterAlarm.addAlarmAction(new SnsAction(this.alarmTopic));

    // SES reviews an account whose bounce rate passes 5% or complaint rate 0.1%, and may pause
    // its sending: the operator hears well before (README, Mail).
    const reputation = (metricName: string, threshold: number, what: string) =>
      new Alarm(this, `${metricName.replace('Reputation.', '')}Alarm`, {
        alarmDescription:
          `The mail account's ${what} rate is over ${threshold * 100}%: SES may review or pause ` +
          'sending. Check which sends bounced or were marked as spam (the invitations tables) ' +
          'and the lists they came from',
        metric: new Metric({
          namespace: 'AWS/SES',
          metricName,
          period: Duration.hours(1),
          statistic: 'Maximum',
        }),
        threshold,
        comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
        evaluationPeriods: 1,
        treatMissingData: TreatMissingData.NOT_BREACHING,
      }).addAlarmAction(new SnsAction(this.alarmTopic));
    reputation('Reputation.BounceRate', 0.04, 'bounce');
    reputation('Reputation.ComplaintRate', 0.0008, 'complaint');

    // A survey round that the scheduler dropped, or could not put in the dead-letter queue, is
    // lost without a trace in the queue; the reconciler re-creates the next run, but the manager's
    // round did not go out, so someone must look at once.
    const period = Duration.minutes(5);
    this.lostInvocationsAlarm = new Alarm(this, 'LostScheduledInvocationsAlarm', {
      alarmDescription:
        'EventBridge Scheduler dropped a scheduled survey send after its retries, or failed to ' +
        'put it in the dead-letter queue: the run did not happen; check the job function and the ' +
        "queue's permissions, then re-run the automation's round",
      metric: new MathExpression({
        expression: 'dropped + undeliverable',
        usingMetrics: {
          dropped: this.scheduleGroup.metricDropped({ period, statistic: 'Sum' }),
          undeliverable: this.scheduleGroup.metricFailedToBeSentToDLQ(undefined, {
            period,
            statistic: 'Sum',
          }),
        },
        period,
        label: 'Scheduled invocations lost',
      }),
      threshold: 0,
      comparisonOperator: ComparisonOperator.GREATER_THAN_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    this.lostInvocationsAlarm.addAlarmAction(new SnsAction(this.alarmTopic));
  }
}
